-- Starting condor-ls for our buffers, in the form each Neovim version has:
--   0.11+     vim.lsp.config() + vim.lsp.enable()
--   0.8-0.10  vim.lsp.start() from a FileType autocommand (it reuses a client per root)
--   0.7       vim.lsp.start_client() + vim.lsp.buf_attach_client(), reusing clients ourselves
local languages = require('condor_ls.languages')

local M = {}

--- Client name (also the vim.lsp.config name on 0.11+).
M.name = 'condor_ls'

--- root directory -> client id, for 0.7 where we reuse clients ourselves
local started = {}

--- the options of the last enable(), with the settings of the last set_settings()
local enabled_opts = nil

local function has(feature)
  return vim.fn.has(feature) == 1
end

--- The options of the last enable() (with later settings), nil before setup{}.
function M.options()
  return enabled_opts
end

--- The clients of ours attached to a buffer.
function M.clients(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local all
  if vim.lsp.get_clients then
    all = vim.lsp.get_clients({ bufnr = bufnr })
  else
    all = vim.tbl_values(vim.lsp.buf_get_clients(bufnr))
  end
  return vim.tbl_filter(function(client) return client.name == M.name end, all)
end

--- client:request on 0.11+, client.request before (the dot form is deprecated there).
function M.request(client, method, params, handler, bufnr)
  if has('nvim-0.11') then
    return client:request(method, params, handler, bufnr)
  end
  return client.request(method, params, handler, bufnr)
end

function M.notify(client, method, params)
  if has('nvim-0.11') then
    return client:notify(method, params)
  end
  return client.notify(method, params)
end

local function exists(path)
  return (vim.uv or vim.loop).fs_stat(path) ~= nil
end

--- The workspace root for a file: the nearest directory upwards holding one of `markers`
--- (a git checkout, or a config root with its condor_config), else the file's directory.
function M.root_dir(path, markers)
  if not path or path == '' then
    return (vim.uv or vim.loop).cwd()
  end
  local dir = vim.fn.fnamemodify(path, ':p:h')
  local current = dir
  while current and current ~= '' do
    for _, marker in ipairs(markers or {}) do
      if exists(current .. '/' .. marker) then
        return current
      end
    end
    local parent = vim.fn.fnamemodify(current, ':h')
    if parent == current then
      break
    end
    current = parent
  end
  return dir
end

local function empty_to_dict(value)
  if type(value) == 'table' and next(value) == nil then
    return vim.empty_dict()
  end
  return value
end

--- Ask code lenses for one buffer again (refresh() acts on the current buffer before 0.10).
function M.refresh_codelens(bufnr)
  if not vim.api.nvim_buf_is_valid(bufnr) or not vim.api.nvim_buf_is_loaded(bufnr) then
    return
  end
  vim.api.nvim_buf_call(bufnr, function()
    vim.lsp.codelens.refresh({ bufnr = bufnr })
  end)
end

local function buffers_of(client_id)
  if vim.lsp.get_buffers_by_client_id then
    return vim.lsp.get_buffers_by_client_id(client_id)
  end
  local client = vim.lsp.get_client_by_id(client_id)
  return client and vim.tbl_keys(client.attached_buffers or {}) or {}
end

--- The server asks for fresh lenses when the config set or the sample ads change. Neovim
--- answers this itself from 0.10 on; before that we do.
local function codelens_refresh_handler(_, _, ctx)
  for _, bufnr in ipairs(buffers_of(ctx.client_id)) do
    M.refresh_codelens(bufnr)
  end
  return vim.NIL
end

local function on_attach(opts)
  return function(client, bufnr)
    local capabilities = client.server_capabilities or {}
    if opts.codelens and capabilities.codeLensProvider then
      M.refresh_codelens(bufnr)
      local group = vim.api.nvim_create_augroup('condor_ls_codelens_' .. bufnr, { clear = true })
      vim.api.nvim_create_autocmd({ 'BufEnter', 'InsertLeave', 'BufWritePost' }, {
        group = group,
        buffer = bufnr,
        callback = function() M.refresh_codelens(bufnr) end,
      })
    end
    if opts.on_attach then
      opts.on_attach(client, bufnr)
    end
  end
end

--- The client configuration shared by every version (without root_dir).
function M.client_config(opts)
  local ids = {}
  for _, row in ipairs(languages) do
    ids[row.filetype] = row.lsp_id
  end
  local capabilities = vim.tbl_deep_extend('force', vim.lsp.protocol.make_client_capabilities(), opts.capabilities or {})
  local handlers = vim.tbl_extend('force', {}, opts.handlers or {})
  if vim.lsp.handlers['workspace/codeLens/refresh'] == nil and handlers['workspace/codeLens/refresh'] == nil then
    handlers['workspace/codeLens/refresh'] = codelens_refresh_handler
    capabilities.workspace = capabilities.workspace or {}
    capabilities.workspace.codeLens = { refreshSupport = true }
  end
  return {
    name = M.name,
    cmd = opts.cmd,
    filetypes = languages.filetypes(),
    -- answered by Neovim's workspace/configuration handler (section `condorLs`)...
    settings = { condorLs = empty_to_dict(opts.settings) },
    -- ...and read at start-up, before the server can ask
    init_options = empty_to_dict(opts.settings),
    get_language_id = function(_, filetype)
      return ids[filetype] or filetype
    end,
    capabilities = capabilities,
    handlers = handlers,
    on_attach = on_attach(opts),
  }
end

--- Start (or reuse) the client for one buffer on 0.7-0.10.
function M.attach(bufnr, opts)
  if not vim.api.nvim_buf_is_valid(bufnr) or vim.bo[bufnr].buftype ~= '' then
    return nil
  end
  local config = M.client_config(opts)
  config.root_dir = M.root_dir(vim.api.nvim_buf_get_name(bufnr), opts.root_markers)
  if vim.lsp.start then
    local id
    vim.api.nvim_buf_call(bufnr, function()
      id = vim.lsp.start(config, { bufnr = bufnr })
    end)
    return id
  end
  local id = started[config.root_dir]
  local client = id and vim.lsp.get_client_by_id(id)
  if not client or client.is_stopped() then
    id = vim.lsp.start_client(config)
    started[config.root_dir] = id
  end
  if id then
    vim.lsp.buf_attach_client(bufnr, id)
  end
  return id
end

--- Make condor-ls start for every buffer of our filetypes, now and later.
function M.enable(opts)
  enabled_opts = opts
  if vim.fn.executable(opts.cmd[1]) ~= 1 then
    vim.notify(('condor-ls: %s is not executable; install condor-ls or pass setup{ cmd = ... }'):format(opts.cmd[1]), vim.log.levels.WARN)
  end
  if vim.lsp.config and vim.lsp.enable then
    local config = M.client_config(opts)
    config.root_dir = function(bufnr, on_dir)
      on_dir(M.root_dir(vim.api.nvim_buf_get_name(bufnr), opts.root_markers))
    end
    vim.lsp.config(M.name, config)
    vim.lsp.enable(M.name)
    return
  end
  local group = vim.api.nvim_create_augroup('condor_ls_lsp', { clear = true })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = languages.filetypes(),
    callback = function(args) M.attach(args.buf, enabled_opts) end,
  })
  -- buffers that got their filetype before setup() ran (e.g. a lazy-loaded plugin)
  for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(bufnr) and languages.by_filetype(vim.bo[bufnr].filetype) then
      M.attach(bufnr, opts)
    end
  end
end

--- Replace the `condorLs` settings of running clients and tell them; the server then reads
--- them back with workspace/configuration.
function M.set_settings(settings)
  if enabled_opts then
    enabled_opts = vim.tbl_extend('force', enabled_opts, { settings = settings })
  end
  if vim.lsp.config and vim.lsp.enable then
    -- replace (not merge) the settings of the config future clients start from
    local config = vim.lsp.config[M.name]
    if config then
      config.settings = { condorLs = empty_to_dict(settings) }
      config.init_options = empty_to_dict(settings)
      vim.lsp.config[M.name] = config
    end
  end
  local seen = {}
  local all = vim.lsp.get_clients and vim.lsp.get_clients({ name = M.name })
    or vim.tbl_filter(function(c) return c.name == M.name end, vim.lsp.get_active_clients())
  for _, client in ipairs(all) do
    if not seen[client.id] then
      seen[client.id] = true
      local section = { condorLs = empty_to_dict(settings) }
      client.config.settings = section
      if client.settings ~= nil then
        client.settings = section -- 0.11+ answers workspace/configuration from here
      end
      M.notify(client, 'workspace/didChangeConfiguration', { settings = section })
    end
  end
end

return M
