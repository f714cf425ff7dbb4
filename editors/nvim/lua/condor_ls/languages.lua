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
--   foreign    extensions that make a `names` match someone else's: condor_config.cpp and
--              condor_config.h are HTCondor's C++ sources (the server's detect.FOREIGN_SUFFIXES)
local M = {
  {
    filetype = 'condor_config',
    lsp_id = 'htcondor-config',
    parser = 'condor_config',
    grammar = 'condor_config',
    names = { 'condor_config', 'condor_config%..+' },
    foreign = {
      ['a'] = true, ['bash'] = true, ['bat'] = true, ['bz2'] = true, ['c'] = true, ['c++'] = true,
      ['cc'] = true, ['cjs'] = true, ['class'] = true, ['cmake'] = true, ['cpp'] = true,
      ['cs'] = true, ['csh'] = true, ['csv'] = true, ['cxx'] = true, ['deb'] = true,
      ['dll'] = true, ['dylib'] = true, ['exe'] = true, ['fish'] = true, ['gif'] = true,
      ['go'] = true, ['gz'] = true, ['h'] = true, ['h++'] = true, ['hh'] = true, ['hpp'] = true,
      ['htm'] = true, ['html'] = true, ['hxx'] = true, ['ico'] = true, ['ipp'] = true,
      ['ipynb'] = true, ['jar'] = true, ['java'] = true, ['jl'] = true, ['jpeg'] = true,
      ['jpg'] = true, ['js'] = true, ['json'] = true, ['ksh'] = true, ['kt'] = true,
      ['lua'] = true, ['m'] = true, ['markdown'] = true, ['md'] = true, ['mjs'] = true,
      ['mk'] = true, ['mm'] = true, ['o'] = true, ['obj'] = true, ['pdf'] = true, ['php'] = true,
      ['pl'] = true, ['pm'] = true, ['png'] = true, ['ps1'] = true, ['psm1'] = true, ['py'] = true,
      ['pyc'] = true, ['pyi'] = true, ['pyo'] = true, ['pyw'] = true, ['r'] = true, ['rb'] = true,
      ['rpm'] = true, ['rs'] = true, ['rst'] = true, ['scala'] = true, ['sh'] = true,
      ['so'] = true, ['sql'] = true, ['svg'] = true, ['swift'] = true, ['tar'] = true,
      ['tcc'] = true, ['tcsh'] = true, ['tex'] = true, ['tgz'] = true, ['toml'] = true,
      ['ts'] = true, ['vbs'] = true, ['xml'] = true, ['xsl'] = true, ['xz'] = true,
      ['yaml'] = true, ['yml'] = true, ['zip'] = true, ['zsh'] = true, ['zst'] = true,
    },
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
  {
    -- DAGMan input files, and the rescue DAGs condor_dagman writes beside them; the inline
    -- submit descriptions inside are injected as condor_submit (queries/injections.scm)
    filetype = 'dagman',
    lsp_id = 'htcondor-dag',
    parser = 'dagman',
    grammar = 'dagman',
    names = { '.+%.dag', '.+%.dag%.rescue%d%d%d' },
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
