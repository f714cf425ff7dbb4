-- Shared by the headless-Neovim checks: reads the environment the pytest side sets, loads the
-- plugin from editors/nvim exactly as a user's config would (runtimepath + setup{}), and writes
-- the result table as JSON. Every wait is bounded; the result records how far a check got.
--
--   CONDOR_LS_PLUGIN    editors/nvim
--   CONDOR_LS_CMD       JSON list: the server command
--   CONDOR_LS_SETTINGS  JSON object: the condorLs settings given to setup{}
--   CONDOR_LS_PARSERS   directory for the tree-sitter parsers (setup{ treesitter.parser_dir })
--   CONDOR_LS_OUT       where the JSON result goes
--   CONDOR_LS_WAIT_MS   bound of every wait
local H = {}

-- 0.7 with Lua filetype detection only (g:do_filetype_lua, no filetype.vim): the plugin then
-- registers through vim.filetype.add, the way it does on 0.8+
if os.getenv('CONDOR_LS_LUA_FILETYPE') == '1' then
  vim.g.do_filetype_lua = 1
  vim.g.did_load_filetypes = 0
end

H.out_path = os.getenv('CONDOR_LS_OUT')
H.wait_ms = tonumber(os.getenv('CONDOR_LS_WAIT_MS') or '20000')
H.result = {
  stage = 'start',
  nvim = ('%d.%d.%d'):format(vim.version().major, vim.version().minor, vim.version().patch),
}

local function decode(name, default)
  local text = os.getenv(name)
  if not text or text == '' then
    return default
  end
  return vim.fn.json_decode(text)
end

function H.finish()
  local handle = io.open(H.out_path, 'w')
  handle:write(vim.fn.json_encode(H.result))
  handle:close()
  vim.cmd('qa!')
end

--- Put the plugin on 'runtimepath' and call setup{} with the test's server and settings.
function H.setup_plugin(extra)
  vim.opt.runtimepath:prepend(os.getenv('CONDOR_LS_PLUGIN'))
  local opts = {
    cmd = decode('CONDOR_LS_CMD'),
    settings = decode('CONDOR_LS_SETTINGS', {}),
    treesitter = { parser_dir = os.getenv('CONDOR_LS_PARSERS') },
  }
  for key, value in pairs(extra or {}) do
    opts[key] = value
  end
  return require('condor_ls').setup(opts)
end

--- Open a file in the current window and return its buffer.
function H.edit(path)
  vim.cmd('edit ' .. vim.fn.fnameescape(path))
  return vim.api.nvim_get_current_buf()
end

--- Wait until the plugin's client is attached to the buffer and initialised.
function H.wait_client(bufnr)
  local lsp = require('condor_ls.lsp')
  local client
  local ok = vim.wait(H.wait_ms, function()
    client = lsp.clients(bufnr)[1]
    return client ~= nil and client.initialized == true
  end, 20)
  return ok and client or nil
end

--- Text of hover contents in any of the shapes the protocol allows.
function H.contents_text(contents)
  if type(contents) == 'string' then
    return contents
  end
  if contents.value then
    return contents.value
  end
  local parts = {}
  for _, item in ipairs(contents) do
    table.insert(parts, type(item) == 'string' and item or item.value)
  end
  return table.concat(parts, '\n')
end

--- A synchronous request to the buffer's clients: (result, error message).
function H.request(bufnr, method, params)
  local responses = vim.lsp.buf_request_sync(bufnr, method, params, H.wait_ms)
  for _, response in pairs(responses or {}) do
    if response.error then
      return nil, response.error.message
    end
    if response.result ~= nil then
      return response.result, nil
    end
  end
  return nil, responses == nil and 'timeout' or nil
end

function H.hover(bufnr, line, character)
  local params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) }, position = { line = line, character = character } }
  local result, err = H.request(bufnr, 'textDocument/hover', params)
  if not result then
    return nil, nil, err
  end
  return H.contents_text(result.contents), result.range, nil
end

--- Run `main` once Neovim has started, catching errors into the result, then write it and quit.
function H.run(main)
  vim.defer_fn(function()
    local ok, err = pcall(main, H.result)
    if not ok then
      H.result.error = tostring(err)
    end
    H.finish()
  end, 0)
end

return H
