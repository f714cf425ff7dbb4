-- A submit file's read-only documents: the job ads condor_submit would make
-- (`condorLs.showJobAds`) and the pool match analysis (`condorLs.showMatchAnalysis`). The
-- server answers {uri, title, text, language}; the text is shown in a scratch buffer named after
-- the answer's URI (`condor-ls://jobads/<path>.queue1.ads` for `condor-ls-jobads:/<path>...`;
-- one per document, reused when asked again; b:condor_ls_document holds the whole URI). The same functions back the
-- code lenses above `queue` statements (client-side handlers of the two commands) and the
-- :CondorJobAds and :CondorMatchAnalysis commands.
local lsp = require('condor_ls.lsp')

local M = {}

M.JOB_ADS = 'condorLs.showJobAds'
M.MATCH = 'condorLs.showMatchAnalysis'
--- buffer filetype per answer language
M.FILETYPES = { classad = 'classad', markdown = 'markdown' }

local function find_buffer(name)
  for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_valid(bufnr) and vim.api.nvim_buf_get_name(bufnr) == name then
      return bufnr
    end
  end
  return nil
end

--- The buffer name of a document URI: `scheme://` so that Neovim keeps it as it is.
function M.buffer_name(uri)
  local scheme, rest = uri:match('^condor%-ls%-(%w+):/?([^?]*)')
  if not scheme then
    return 'condor-ls://document/' .. uri
  end
  return 'condor-ls://' .. scheme .. '/' .. rest
end

--- Show a server answer in its scratch buffer (below the current window); returns the buffer.
function M.show(answer)
  local name = M.buffer_name(answer.uri)
  local bufnr = find_buffer(name)
  if not bufnr then
    bufnr = vim.api.nvim_create_buf(false, true)
    vim.api.nvim_buf_set_name(bufnr, name)
    vim.bo[bufnr].buftype = 'nofile'
    vim.bo[bufnr].bufhidden = 'hide'
    vim.bo[bufnr].swapfile = false
    vim.b[bufnr].condor_ls_document = answer.uri
    vim.api.nvim_buf_set_keymap(bufnr, 'n', 'q', '<cmd>close<CR>', { noremap = true, silent = true })
  end
  local lines = vim.split(answer.text or '', '\n', { plain = true })
  if lines[#lines] == '' then
    table.remove(lines)
  end
  vim.bo[bufnr].modifiable = true
  vim.api.nvim_buf_set_lines(bufnr, 0, -1, false, lines)
  vim.bo[bufnr].modifiable = false
  vim.bo[bufnr].filetype = M.FILETYPES[answer.language] or ''
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

--- Ask the server for one of a buffer's documents and show it. `arguments` is the command's
--- argument object ({uri, queue}); the uri defaults to the buffer, no queue means all of them.
function M.run(command, bufnr, arguments, client_id)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local args = vim.tbl_extend('force', {}, arguments or {})
  args.uri = args.uri or vim.uri_from_bufnr(bufnr)
  local client = client_for(bufnr, client_id)
  if not client then
    vim.notify('condor-ls: the server is not running for this buffer', vim.log.levels.WARN)
    return
  end
  lsp.request(client, 'workspace/executeCommand', { command = command, arguments = { args } }, function(err, result)
    if err then
      vim.notify('condor-ls: ' .. command .. ' failed: ' .. (err.message or vim.inspect(err)), vim.log.levels.ERROR)
      return
    end
    if type(result) ~= 'table' or type(result.text) ~= 'string' or type(result.uri) ~= 'string' then
      vim.notify('condor-ls: the server returned no document', vim.log.levels.WARN)
      return
    end
    M.show(result)
  end, bufnr)
end

--- Client-side handlers: lenses carry the commands with [{uri, queue}].
function M.register()
  for _, command in ipairs({ M.JOB_ADS, M.MATCH }) do
    vim.lsp.commands[command] = function(lens_command, ctx)
      M.run(command, ctx.bufnr, (lens_command.arguments or {})[1], ctx.client_id)
    end
  end
end

return M
