-- Drives condor-ls from a headless Neovim: opens the file named by CONDOR_LS_FILE, waits for
-- diagnostics, fixes the file with an in-buffer edit (sent as an incremental change), waits for
-- the diagnostics to clear, and writes what it saw as JSON to CONDOR_LS_OUT. Every wait is
-- bounded; the result always records how far it got.
local out_path = os.getenv('CONDOR_LS_OUT')
local file = os.getenv('CONDOR_LS_FILE')
local cmd = vim.fn.json_decode(os.getenv('CONDOR_LS_CMD'))
local wait_ms = tonumber(os.getenv('CONDOR_LS_WAIT_MS') or '20000')
local init_options = vim.fn.json_decode(os.getenv('CONDOR_LS_INIT') or '{}')
local result = { stage = 'start', first = {}, after_fix = nil, nvim = tostring(vim.version().major) .. '.' .. tostring(vim.version().minor) }

local function finish()
  local handle = io.open(out_path, 'w')
  handle:write(vim.fn.json_encode(result))
  handle:close()
  vim.cmd('qa!')
end

local function snapshot(buf)
  local items = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    local lsp = (d.user_data or {}).lsp or {}
    table.insert(items, {
      lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col,
      message = d.message, severity = d.severity, source = d.source,
      code = d.code or lsp.code,
    })
  end
  return items
end

local function main()
  local ok, err = pcall(function()
    vim.cmd('edit ' .. vim.fn.fnameescape(file))
    local buf = vim.api.nvim_get_current_buf()
    local config = {
      name = 'condor-ls',
      cmd = cmd,
      root_dir = vim.fn.fnamemodify(file, ':h'),
      get_language_id = function() return 'htcondor-config' end,
      init_options = init_options,
    }
    local client_id
    if vim.lsp.start then
      client_id = vim.lsp.start(config)
    else
      client_id = vim.lsp.start_client(config)
      vim.lsp.buf_attach_client(buf, client_id)
    end
    result.stage = 'started'
    local got = vim.wait(wait_ms, function() return #vim.diagnostic.get(buf) > 0 end, 50)
    result.first = snapshot(buf)
    if not got then result.stage = 'timeout-waiting-for-diagnostics'; return end
    result.stage = 'diagnosed'
    -- close the `if` block: append `endif` as a new last line
    local last = vim.api.nvim_buf_line_count(buf)
    vim.api.nvim_buf_set_lines(buf, last, last, false, { 'endif' })
    local cleared = vim.wait(wait_ms, function() return #vim.diagnostic.get(buf) == 0 end, 50)
    result.after_fix = snapshot(buf)
    result.stage = cleared and 'cleared' or 'timeout-waiting-for-clear'
    if not cleared then return end
    -- more edits through Neovim's incremental sync: non-ASCII text inside a line, a deleted
    -- line, a joined line; then ask the server for its tree of the document and keep the
    -- buffer text, so the test can compare with a fresh parse
    vim.api.nvim_buf_set_text(buf, 0, 4, 0, 4, { 'é😀 ' })
    vim.api.nvim_buf_set_lines(buf, 2, 3, false, {})
    vim.api.nvim_buf_set_text(buf, 0, 0, 0, 0, { 'C = x', 'D = ' })
    local uri = vim.uri_from_bufnr(buf)
    local responses = vim.lsp.buf_request_sync(buf, 'condorLs/syntaxTree', { textDocument = { uri = uri } }, wait_ms)
    for _, response in pairs(responses or {}) do
      if response.result then result.tree = response.result.tree; result.version = response.result.version end
      if response.error then result.tree_error = response.error.message end
    end
    result.text = table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), '\n') .. '\n'
    result.stage = 'synced'
    vim.lsp.stop_client(client_id)
  end)
  if not ok then result.error = tostring(err) end
  finish()
end

vim.defer_fn(main, 0)
