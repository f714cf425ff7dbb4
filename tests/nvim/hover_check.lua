-- Asks condor-ls for a hover from a headless Neovim: opens the file named by CONDOR_LS_FILE,
-- waits for the server to be initialised, requests textDocument/hover at CONDOR_LS_LINE /
-- CONDOR_LS_COL (0-based) and writes the markdown it got as JSON to CONDOR_LS_OUT, together
-- with the hover range. Every wait is bounded; the result records how far it got.
local out_path = os.getenv('CONDOR_LS_OUT')
local file = os.getenv('CONDOR_LS_FILE')
local cmd = vim.fn.json_decode(os.getenv('CONDOR_LS_CMD'))
local wait_ms = tonumber(os.getenv('CONDOR_LS_WAIT_MS') or '20000')
local line = tonumber(os.getenv('CONDOR_LS_LINE') or '0')
local col = tonumber(os.getenv('CONDOR_LS_COL') or '0')
local init_options = vim.fn.json_decode(os.getenv('CONDOR_LS_INIT') or '{}')
local result = { stage = 'start' }

local function finish()
  local handle = io.open(out_path, 'w')
  handle:write(vim.fn.json_encode(result))
  handle:close()
  vim.cmd('qa!')
end

local function contents_text(contents)
  if type(contents) == 'string' then return contents end
  if contents.value then return contents.value end
  local parts = {}
  for _, item in ipairs(contents) do
    table.insert(parts, type(item) == 'string' and item or item.value)
  end
  return table.concat(parts, '\n')
end

local function main()
  local ok, err = pcall(function()
    vim.cmd('edit ' .. vim.fn.fnameescape(file))
    local buf = vim.api.nvim_get_current_buf()
    local ready = false
    local config = {
      name = 'condor-ls',
      cmd = cmd,
      root_dir = vim.fn.fnamemodify(file, ':h'),
      get_language_id = function() return 'htcondor-config' end,
      init_options = init_options,
      on_init = function() ready = true end,
    }
    local client_id = vim.lsp.start_client(config)
    vim.lsp.buf_attach_client(buf, client_id)
    result.stage = 'started'
    if not vim.wait(wait_ms, function() return ready end, 20) then
      result.stage = 'timeout-waiting-for-initialize'
      return
    end
    result.stage = 'initialized'
    local params = { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = line, character = col } }
    local responses = vim.lsp.buf_request_sync(buf, 'textDocument/hover', params, wait_ms)
    for _, response in pairs(responses or {}) do
      if response.error then result.hover_error = response.error.message end
      if response.result then
        result.markdown = contents_text(response.result.contents)
        result.range = response.result.range
      end
    end
    -- what a user sees: Neovim's own hover window, built from the same response
    if result.markdown then
      local lines = vim.lsp.util.convert_input_to_markdown_lines({ kind = 'markdown', value = result.markdown })
      result.display_lines = #lines
    end
    result.stage = 'hovered'
    vim.lsp.stop_client(client_id)
  end)
  if not ok then result.error = tostring(err) end
  finish()
end

vim.defer_fn(main, 0)
