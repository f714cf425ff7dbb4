-- condor-ls for Python buffers that use the htcondor bindings (opt-in: setup{ python = true }).
--
-- The server checks the ClassAd expressions and submit descriptions inside such scripts and
-- answers hover and completion only inside those strings (null elsewhere), so it runs beside the
-- user's Python server (pyright, pylsp ...), which this never touches. A Python buffer gets the
-- condor-ls client, the same one per root as the HTCondor file types, when its text imports the
-- bindings, tested when its filetype is set and again after every write (so adding the import
-- starts the analysis). Once attached it stays: if the import goes away the server clears its
-- diagnostics and answers nothing.
local lsp = require('condor_ls.lsp')

local M = {}

--- The bindings' module names: the current ones and the retired version-1 modules.
M.MODULES = { htcondor2 = true, classad2 = true, htcondor = true, classad = true }

--- ASCII word characters. The server's expression (Python `\b`) also counts letters and digits
--- outside ASCII; here they separate words, so a line where one touches a module name
--- (`import htcondoré`) counts as an import: a harmless superset, the server then says nothing.
local WORD = '[A-Za-z0-9_]+'

--- True when one line imports the bindings, by the server's test
--- (condor_ls.python.chunks.IMPORT_LINE): `from MODULE...` or `import ..., MODULE, ...` up to
--- a comment or a `;`, at the start of the line after spaces and tabs.
function M.import_line(line)
  local from = line:match('^[ \t]*from[ \t]+(.*)$')
  if from then
    return M.MODULES[from:match('^' .. WORD) or ''] == true
  end
  local names = line:match('^[ \t]*import[ \t]+([^#;]*)')
  if names then
    for word in names:gmatch(WORD) do
      if M.MODULES[word] then
        return true
      end
    end
  end
  return false
end

--- True when some line of the list imports the bindings.
function M.imports(lines)
  for _, line in ipairs(lines) do
    if M.import_line(line) then
      return true
    end
  end
  return false
end

--- True when a buffer's text imports the bindings.
function M.buffer_imports(bufnr)
  return M.imports(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false))
end

--- Attach the condor-ls client to a Python buffer that imports the bindings and has none yet;
--- returns the client id when the buffer has (or now gets) one.
function M.check(bufnr)
  local opts = lsp.options()
  if not opts or not vim.api.nvim_buf_is_valid(bufnr) or not vim.api.nvim_buf_is_loaded(bufnr) or vim.bo[bufnr].filetype ~= 'python' then
    return nil
  end
  local client = lsp.clients(bufnr)[1]
  if client then
    return client.id
  end
  if not M.buffer_imports(bufnr) then
    return nil
  end
  return lsp.attach(bufnr, opts)
end

--- Watch Python buffers, now and later (the client is started with the options of setup{}).
function M.enable()
  local group = vim.api.nvim_create_augroup('condor_ls_python', { clear = true })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = 'python',
    callback = function(args) M.check(args.buf) end,
  })
  vim.api.nvim_create_autocmd('BufWritePost', {
    group = group,
    pattern = '*',
    callback = function(args) M.check(args.buf) end,
  })
  for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
    M.check(bufnr)
  end
end

--- Stop watching (setup{ python = false } after an earlier setup{ python = true }).
function M.disable()
  vim.api.nvim_create_augroup('condor_ls_python', { clear = true })
end

return M
