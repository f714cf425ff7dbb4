-- Python buffers through the plugin (setup{ python = true }, or setup{} when CONDOR_LS_PYTHON=0),
-- beside a stand-in for the user's Python server (CONDOR_LS_STANDIN: its command, JSON), which
-- is attached to every Python buffer the way a user's configuration would.
--
-- Records: the plugin's import test on the shared table (CONDOR_LS_TABLE, a JSON list of texts);
-- for CONDOR_LS_CONFIG (a condor_config) and CONDOR_LS_JOBS (a script importing the bindings) the
-- clients attached, condor-ls's diagnostics, and each client's hover at CONDOR_LS_INSIDE and
-- CONDOR_LS_OUTSIDE ([line, character]); for CONDOR_LS_PLAIN (a script without the import) the
-- clients attached, then again after the import is added and written, then after it is removed
-- and written.
local H = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'harness.lua')

local function decode(name) return vim.fn.json_decode(os.getenv(name)) end

-- the user's own Python server, started by their configuration for every Python buffer
local standin = decode('CONDOR_LS_STANDIN')
local standin_ids = {}
vim.api.nvim_create_autocmd('FileType', {
  pattern = 'python',
  callback = function(args)
    local root = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(args.buf), ':p:h')
    local id = standin_ids[root]
    if not id then
      id = vim.lsp.start_client({ name = 'python-standin', cmd = standin, root_dir = root })
      standin_ids[root] = id
    end
    vim.lsp.buf_attach_client(args.buf, id)
  end,
})

H.setup_plugin({ python = os.getenv('CONDOR_LS_PYTHON') ~= '0' })

local function client_names(buf)
  local names = {}
  for _, client in pairs(vim.lsp.buf_get_clients(buf)) do
    names[client.name] = client.id
  end
  return names
end

--- Wait until both clients (or just the stand-in, when `condor` is false) are attached and initialised.
local function wait_clients(buf, condor)
  return vim.wait(H.wait_ms, function()
    local ready = 0
    for _, client in pairs(vim.lsp.buf_get_clients(buf)) do
      if client.initialized then ready = ready + 1 end
    end
    return ready == (condor and 2 or 1)
  end, 20)
end

local function condor_diagnostics(buf)
  local client = require('condor_ls.lsp').clients(buf)[1]
  if not client then return {} end
  local items = {}
  for _, d in ipairs(vim.diagnostic.get(buf, { namespace = vim.lsp.diagnostic.get_namespace(client.id) })) do
    table.insert(items, { lnum = d.lnum, col = d.col, end_col = d.end_col, severity = d.severity,
                          code = d.code or ((d.user_data or {}).lsp or {}).code, message = d.message })
  end
  return items
end

--- Every client's hover at a position: client name -> markdown (vim.NIL for a null answer).
local function hovers(buf, at)
  local params = { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = at[1], character = at[2] } }
  local out = {}
  for id, response in pairs(vim.lsp.buf_request_sync(buf, 'textDocument/hover', params, H.wait_ms) or {}) do
    local client = vim.lsp.get_client_by_id(id)
    out[client.name] = response.result and H.contents_text(response.result.contents) or vim.NIL
  end
  return out
end

H.run(function(result)
  -- the import test on the shared table
  local python = require('condor_ls.python')
  result.table = {}
  for _, text in ipairs(decode('CONDOR_LS_TABLE')) do
    table.insert(result.table, python.imports(vim.split(text, '\n', { plain = true })))
  end
  result.stage = 'table'

  local config = H.edit(os.getenv('CONDOR_LS_CONFIG'))
  local config_client = H.wait_client(config)
  result.config_client = config_client and config_client.id or vim.NIL

  local enabled = os.getenv('CONDOR_LS_PYTHON') ~= '0'
  local jobs = H.edit(os.getenv('CONDOR_LS_JOBS'))
  result.jobs_ready = wait_clients(jobs, enabled)
  result.jobs_clients = client_names(jobs)
  if not enabled then result.stage = 'disabled'; return end
  local got = vim.wait(H.wait_ms, function() return #condor_diagnostics(jobs) > 0 end, 50)
  result.jobs_diagnostics = condor_diagnostics(jobs)
  if not got then result.stage = 'timeout-waiting-for-diagnostics'; return end
  result.hover_inside = hovers(jobs, decode('CONDOR_LS_INSIDE'))
  result.hover_outside = hovers(jobs, decode('CONDOR_LS_OUTSIDE'))
  result.stage = 'jobs'

  local plain = H.edit(os.getenv('CONDOR_LS_PLAIN'))
  result.plain_ready = wait_clients(plain, false)
  result.plain_clients = client_names(plain)
  -- import the bindings instead (`import mydb` -> `import htcondor2 as mydb`) and write: the
  -- plugin attaches condor-ls, which reports the bad constraint
  local first = vim.api.nvim_buf_get_lines(plain, 0, 1, false)[1]
  vim.api.nvim_buf_set_lines(plain, 0, 1, false, { 'import htcondor2 as mydb' })
  vim.cmd('silent write')
  result.written_ready = wait_clients(plain, true)
  result.written_clients = client_names(plain)
  vim.wait(H.wait_ms, function() return #condor_diagnostics(plain) > 0 end, 50)
  result.written_diagnostics = condor_diagnostics(plain)
  -- remove it again: the client stays, the server clears what it reported
  vim.api.nvim_buf_set_lines(plain, 0, 1, false, { first })
  vim.cmd('silent write')
  local cleared = vim.wait(H.wait_ms, function() return #condor_diagnostics(plain) == 0 end, 50)
  result.removed_clients = client_names(plain)
  result.removed_diagnostics = condor_diagnostics(plain)
  result.stage = cleared and 'cleared' or 'timeout-waiting-for-clear'
end)
