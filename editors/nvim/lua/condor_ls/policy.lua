-- The policy preview: asks the server's `condorLs.previewPolicy` command (workspace/executeCommand)
-- and shows the markdown it returns in a scratch buffer. The same function backs the
-- :CondorPolicyPreview command and the client-side handler that code lenses run.
local lsp = require('condor_ls.lsp')

local M = {}

M.COMMAND = 'condorLs.previewPolicy'

--- Preview arguments that name files (made absolute before they go to the server).
local PATH_ARGUMENTS = { machine = true, job = true }
--- Every argument the command takes besides the document's uri.
M.ARGUMENTS = { 'machine', 'job', 'state', 'activity' }

--- How the result is shown: 'split' (a scratch window below) or 'float'.
M.style = 'split'

local function buffer_name(source_bufnr)
  local name = vim.api.nvim_buf_get_name(source_bufnr)
  return 'condor-ls://policy/' .. (name ~= '' and vim.fn.fnamemodify(name, ':t') or tostring(source_bufnr))
end

local function find_buffer(name)
  for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_valid(bufnr) and vim.api.nvim_buf_get_name(bufnr) == name then
      return bufnr
    end
  end
  return nil
end

local function split_lines(markdown)
  local lines = vim.split(markdown, '\n', { plain = true })
  if lines[#lines] == '' then
    table.remove(lines)
  end
  return lines
end

--- Show markdown for a source buffer; returns the preview buffer.
function M.show(markdown, source_bufnr)
  local lines = split_lines(markdown)
  if M.style == 'float' then
    local bufnr = vim.lsp.util.open_floating_preview(lines, 'markdown', { border = 'rounded', focus_id = 'condor_ls_policy' })
    vim.b[bufnr].condor_ls_preview = true
    return bufnr
  end
  local name = buffer_name(source_bufnr)
  local bufnr = find_buffer(name)
  if not bufnr then
    bufnr = vim.api.nvim_create_buf(false, true)
    vim.api.nvim_buf_set_name(bufnr, name)
    vim.bo[bufnr].buftype = 'nofile'
    vim.bo[bufnr].bufhidden = 'hide'
    vim.bo[bufnr].swapfile = false
    vim.bo[bufnr].filetype = 'markdown'
    vim.b[bufnr].condor_ls_preview = true
    vim.api.nvim_buf_set_keymap(bufnr, 'n', 'q', '<cmd>close<CR>', { noremap = true, silent = true })
  end
  vim.bo[bufnr].modifiable = true
  vim.api.nvim_buf_set_lines(bufnr, 0, -1, false, lines)
  vim.bo[bufnr].modifiable = false
  if vim.fn.bufwinid(bufnr) == -1 then
    local previous = vim.api.nvim_get_current_win()
    vim.cmd('botright split')
    vim.api.nvim_win_set_buf(0, bufnr)
    vim.api.nvim_set_current_win(previous)
  end
  return bufnr
end

local function client_for(bufnr, client_id)
  if client_id then
    return vim.lsp.get_client_by_id(client_id)
  end
  return lsp.clients(bufnr)[1]
end

--- Ask the server for the preview of a buffer's config and show it. `arguments` is the
--- command's argument object (uri, machine, job, state, activity); the uri defaults to the buffer.
function M.run(bufnr, arguments, client_id)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local args = vim.tbl_extend('force', {}, arguments or {})
  args.uri = args.uri or vim.uri_from_bufnr(bufnr)
  for key in pairs(PATH_ARGUMENTS) do
    if type(args[key]) == 'string' and args[key] ~= '' then
      args[key] = vim.fn.fnamemodify(vim.fn.expand(args[key]), ':p')
    end
  end
  local client = client_for(bufnr, client_id)
  if not client then
    vim.notify('condor-ls: the server is not running for this buffer', vim.log.levels.WARN)
    return
  end
  local params = { command = M.COMMAND, arguments = { args } }
  lsp.request(client, 'workspace/executeCommand', params, function(err, result)
    if err then
      vim.notify('condor-ls: policy preview failed: ' .. (err.message or vim.inspect(err)), vim.log.levels.ERROR)
      return
    end
    if type(result) ~= 'table' or type(result.markdown) ~= 'string' then
      vim.notify('condor-ls: the server returned no policy preview', vim.log.levels.WARN)
      return
    end
    M.show(result.markdown, bufnr)
  end, bufnr)
end

--- :CondorPolicyPreview [machine=FILE] [job=FILE] [state=S] [activity=A]
function M.command(fargs)
  local args = {}
  for _, item in ipairs(fargs or {}) do
    local key, value = item:match('^(%w+)=(.*)$')
    if not key or not vim.tbl_contains(M.ARGUMENTS, key) then
      vim.notify('condor-ls: expected key=value with key one of ' .. table.concat(M.ARGUMENTS, ', ') .. ', got ' .. item, vim.log.levels.ERROR)
      return
    end
    args[key] = value
  end
  M.run(0, args)
end

--- Client-side handler: code lenses carry the command with [{uri}]; vim.lsp.codelens.run() and
--- code actions call this instead of sending the command back to the server blindly.
function M.register()
  vim.lsp.commands[M.COMMAND] = function(command, ctx)
    local arguments = (command.arguments or {})[1]
    M.run(ctx.bufnr, arguments, ctx.client_id)
  end
end

return M
