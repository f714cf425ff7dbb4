-- The languages condor-ls serves, one row each. Everything else in the plugin (filetype
-- detection, the LSP languageId, which parsers to build and which queries to install) is driven
-- by this table, so a new grammar (e.g. job transforms) is one more row.
--
--   filetype   Neovim filetype; equal to the tree-sitter language name so that the parser, the
--              queries (queries/<lang>/*.scm) and the filetype line up on every Neovim version
--   lsp_id     languageId sent to the server in textDocument/didOpen
--   parser     tree-sitter language name (parser/<parser>.so, symbol tree_sitter_<parser>)
--   grammar    directory under grammar/ holding src/parser.c and queries/
--   names      Lua patterns, anchored, matched against the file's base name: these names
--              settle the filetype on their own
--   contested  extension -> filetype another tool uses it for; ours unless the content looks
--              like that other language (see filetype.lua `looks_like`)
--   directories files under a directory of this name are ours when nothing else claims them
local M = {
  {
    filetype = 'condor_config',
    lsp_id = 'htcondor-config',
    parser = 'condor_config',
    grammar = 'condor_config',
    names = { 'condor_config', 'condor_config%..+' },
    contested = { config = 'xml' },
    directories = { 'config.d' },
  },
  {
    filetype = 'condor_submit',
    lsp_id = 'htcondor-submit',
    parser = 'condor_submit',
    grammar = 'condor_submit',
    names = { '.+%.submit', '.+%.jdl' },
    contested = { sub = 'krl' },
  },
  {
    filetype = 'classad',
    lsp_id = 'classad',
    parser = 'classad',
    grammar = 'classad',
    names = { '.+%.classad' },
    contested = { ad = 'xdefaults', ads = 'ada' },
  },
  {
    filetype = 'condor_transform',
    lsp_id = 'htcondor-transform',
    parser = 'condor_transform',
    grammar = 'condor_transform',
    names = { '.+%.xform', '.+%.transform' },
  },
}

--- The row for a filetype, or nil.
function M.by_filetype(filetype)
  for _, row in ipairs(M) do
    if row.filetype == filetype then
      return row
    end
  end
  return nil
end

--- Every filetype in the table, in order.
function M.filetypes()
  local out = {}
  for _, row in ipairs(M) do
    table.insert(out, row.filetype)
  end
  return out
end

return M
