-- A DAG file through the plugin: opens CONDOR_LS_FILE (a *.dag: the plugin's filetype
-- detection and FileType hook start the server with languageId htcondor-dag), waits for its
-- diagnostics, then asks for definition, references, hover, completion and document symbols
-- at the 0-based positions of CONDOR_LS_AT (a JSON object), renames a node with Neovim's own
-- workspace-edit code and records the buffers' text afterwards.
local H = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'harness.lua')

H.setup_plugin()
H.run(function(result)
  local at = vim.fn.json_decode(os.getenv('CONDOR_LS_AT'))
  local buf = H.edit(os.getenv('CONDOR_LS_FILE'))
  result.filetype = vim.bo[buf].filetype
  local client = H.wait_client(buf)
  if not client then result.stage = 'timeout-waiting-for-client'; return end
  result.client = client.name
  result.stage = 'started'
  local got = vim.wait(H.wait_ms, function() return #vim.diagnostic.get(buf) > 0 end, 50)
  result.codes = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    table.insert(result.codes, d.code or ((d.user_data or {}).lsp or {}).code)
  end
  if not got then result.stage = 'timeout-waiting-for-diagnostics'; return end
  local uri = vim.uri_from_bufnr(buf)
  local function position(name)
    return { textDocument = { uri = uri }, position = { line = at[name][1], character = at[name][2] } }
  end
  result.definition = H.request(buf, 'textDocument/definition', position('definition'))
  local refs = position('references')
  refs.context = { includeDeclaration = true }
  result.references = H.request(buf, 'textDocument/references', refs)
  result.hover = H.hover(buf, at.hover[1], at.hover[2])
  local completion = H.request(buf, 'textDocument/completion', position('completion'))
  result.completion = {}
  for _, item in ipairs(completion and (completion.items or completion) or {}) do
    table.insert(result.completion, item.label)
  end
  result.symbols = {}
  for _, symbol in ipairs(H.request(buf, 'textDocument/documentSymbol', { textDocument = { uri = uri } }) or {}) do
    table.insert(result.symbols, { symbol.name, symbol.detail or '' })
  end
  local rename = position('rename')
  rename.newName = 'First'
  local edit, err = H.request(buf, 'textDocument/rename', rename)
  result.rename_error = err
  if edit then
    vim.lsp.util.apply_workspace_edit(edit, 'utf-16')
    result.renamed = {}
    for _, b in ipairs(vim.api.nvim_list_bufs()) do
      if vim.api.nvim_buf_is_loaded(b) and vim.api.nvim_buf_get_name(b) ~= '' then
        result.renamed[vim.api.nvim_buf_get_name(b)] = table.concat(vim.api.nvim_buf_get_lines(b, 0, -1, false), '\n')
      end
    end
  end
  result.stage = 'done'
end)
