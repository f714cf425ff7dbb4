-- condor-ls' tree-sitter grammars in Neovim: compiling grammar/*/src into parser/<lang>.so,
-- loading them, installing our queries (adapted to what this Neovim's query engine reads) and
-- starting highlighting for our buffers.
local languages = require('condor_ls.languages')

local M = {}

--- Query files installed for each language (grammar/<name>/queries/<query>.scm).
M.queries = { 'highlights', 'injections', 'folds', 'locals' }

local this_file = debug.getinfo(1, 'S').source:sub(2)

--- The repository's grammar/ directory: this file is editors/nvim/lua/condor_ls/treesitter.lua.
function M.default_grammar_dir()
  return vim.fn.fnamemodify(this_file, ':p:h:h:h:h:h') .. '/grammar'
end

function M.default_parser_dir()
  return vim.fn.stdpath('data') .. '/condor_ls'
end

local function has(feature)
  return vim.fn.has(feature) == 1
end

local function read(path)
  local handle = io.open(path, 'r')
  if not handle then
    return nil
  end
  local text = handle:read('*a')
  handle:close()
  return text
end

local function exists(path)
  return (vim.uv or vim.loop).fs_stat(path) ~= nil
end

local function compiler()
  local candidates = { vim.env.CC, 'cc', 'gcc', 'clang' }
  for _, name in pairs(candidates) do
    if name and name ~= '' and vim.fn.executable(name) == 1 then
      return name
    end
  end
  return nil
end

--- Prepend the parser directory to 'runtimepath', creating it first: Neovim caches the
--- directories of 'runtimepath' that exist, so one created later would stay unseen.
function M.add_to_runtimepath(parser_dir)
  vim.fn.mkdir(parser_dir .. '/parser', 'p')
  local rtp = vim.opt.runtimepath
  if vim.tbl_contains(rtp:get(), parser_dir) then
    rtp:remove(parser_dir)
  end
  rtp:prepend(parser_dir)
end

--- Compile every grammar of languages.lua that has generated sources into
--- `<parser_dir>/parser/<lang>.so` with the system C compiler. Returns ok and a list of messages.
--- Safe to run while Neovim uses an older build: the new file replaces it by a rename (a parser
--- already loaded stays in use until Neovim restarts).
function M.build(opts)
  opts = opts or {}
  local grammar_dir = opts.grammar_dir or M.default_grammar_dir()
  local parser_dir = opts.parser_dir or M.default_parser_dir()
  local cc = compiler()
  if not cc then
    return false, { 'condor-ls: no C compiler found (set $CC, or install cc/gcc/clang)' }
  end
  M.add_to_runtimepath(parser_dir)
  local ok, messages = true, {}
  for _, row in ipairs(languages) do
    local src = grammar_dir .. '/' .. row.grammar .. '/src'
    if exists(src .. '/parser.c') then
      local sources = { src .. '/parser.c' }
      if exists(src .. '/scanner.c') then
        table.insert(sources, src .. '/scanner.c')
      end
      local out = parser_dir .. '/parser/' .. row.parser .. '.so'
      local tmp = out .. '.tmp'
      local cmd = { cc, '-o', tmp, '-shared', '-fPIC', '-O2', '-std=c11', '-I', src }
      vim.list_extend(cmd, sources)
      local output = vim.fn.system(cmd)
      if vim.v.shell_error ~= 0 then
        ok = false
        os.remove(tmp)
        table.insert(messages, ('condor-ls: compiling %s failed: %s'):format(row.parser, output))
      else
        local renamed, err = os.rename(tmp, out)
        if not renamed then
          ok = false
          table.insert(messages, ('condor-ls: could not install %s: %s'):format(out, err))
        else
          table.insert(messages, ('condor-ls: built %s'):format(out))
        end
      end
    else
      table.insert(messages, ('condor-ls: %s has no generated sources under %s'):format(row.parser, src))
    end
  end
  return ok, messages
end

--- Load a parser by language name from `parser/` on 'runtimepath'; true when it is usable.
function M.load(lang)
  local language = vim.treesitter.language
  if language and language.add then -- 0.9+
    local ok, result, err = pcall(language.add, lang)
    if not ok or result == false or (result == nil and err ~= nil) then
      return false
    end
    return true
  end
  local require_language = (language and language.require_language) or vim.treesitter.require_language
  local ok, result = pcall(require_language, lang, nil, true)
  return ok and result == true
end

--- Query text for this Neovim. Before 0.9 injections were written with `@content`/`@language`
--- captures and a `language` property; the `injection.*` names came with 0.9. Older versions
--- also always parsed an injected node with its children, which is what include-children asks.
function M.adapt(name, text)
  if name ~= 'injections' or has('nvim-0.9') then
    return text
  end
  text = text:gsub('%(#set! injection%.include%-children%)', '')
  text = text:gsub('#set! injection%.language', '#set! language')
  text = text:gsub('#set! injection%.combined', '#set! combined')
  text = text:gsub('@injection%.content', '@content')
  text = text:gsub('@injection%.language', '@language')
  return text
end

local function set_query(lang, name, text)
  local query = vim.treesitter.query
  local set = (query and query.set) or (query and query.set_query) or vim.treesitter.set_query
  set(lang, name, text)
end

--- On 0.7 a capture only gets a highlight group through the runtime's table of capture names;
--- give the names our queries use a group there (0.8+ links `@name` groups itself).
local LEGACY_GROUPS = {
  variable = 'Identifier',
  module = 'Include',
  ['keyword.import'] = 'Include',
  ['keyword.conditional'] = 'Conditional',
  ['keyword.repeat'] = 'Repeat',
  ['keyword.exception'] = 'Exception',
  ['keyword.directive'] = 'PreProc',
  ['keyword.modifier'] = 'StorageClass',
  ['keyword.operator'] = 'Operator',
  ['function.call'] = 'Function',
  ['number.float'] = 'Float',
  ['string.special'] = 'SpecialChar',
  ['markup.heading'] = 'Title',
}

local function extend_legacy_groups()
  local highlighter = vim.treesitter.highlighter
  if has('nvim-0.8') or not highlighter or type(highlighter.hl_map) ~= 'table' then
    return
  end
  for capture, group in pairs(LEGACY_GROUPS) do
    rawset(highlighter.hl_map, capture, group)
  end
end

local installed = {}

--- Install our queries for every language whose parser loads (once per language); returns
--- {lang = error message} for queries this Neovim could not read.
function M.install_queries(grammar_dir)
  grammar_dir = grammar_dir or M.default_grammar_dir()
  local errors = {}
  for _, row in ipairs(languages) do
    if not installed[row.parser] and M.load(row.parser) then
      installed[row.parser] = true
      for _, name in ipairs(M.queries) do
        local text = read(grammar_dir .. '/' .. row.grammar .. '/queries/' .. name .. '.scm')
        if text then
          local ok, err = pcall(set_query, row.parser, name, M.adapt(name, text))
          if not ok then
            errors[row.parser .. '/' .. name] = tostring(err)
          end
        end
      end
    end
  end
  return errors
end

--- Start tree-sitter highlighting in a buffer; false when the parser is missing.
function M.start(bufnr, lang)
  if not M.load(lang) then
    return false
  end
  if vim.treesitter.start then
    vim.treesitter.start(bufnr, lang)
    return true
  end
  local highlighter = vim.treesitter.highlighter
  if highlighter.active[bufnr] then
    return true
  end
  highlighter.new(vim.treesitter.get_parser(bufnr, lang))
  return true
end

local warned = false

--- Put the parser directory on 'runtimepath', register filetypes and start highlighting for
--- our buffers when their parser is built.
function M.setup(opts)
  opts = opts or {}
  if opts.enable == false then
    return
  end
  local parser_dir = opts.parser_dir or M.default_parser_dir()
  local grammar_dir = opts.grammar_dir or M.default_grammar_dir()
  M.add_to_runtimepath(parser_dir)
  extend_legacy_groups()
  local language = vim.treesitter.language
  if language and language.register then -- 0.9+: filetype -> parser, for tools that ask
    for _, row in ipairs(languages) do
      pcall(language.register, row.parser, row.filetype)
    end
  end
  local group = vim.api.nvim_create_augroup('condor_ls_treesitter', { clear = true })
  local function on_filetype(bufnr, filetype)
    local row = languages.by_filetype(filetype)
    if not row then
      return
    end
    local errors = M.install_queries(grammar_dir)
    for what, err in pairs(errors) do
      vim.notify(('condor-ls: query %s not loaded: %s'):format(what, err), vim.log.levels.WARN)
    end
    if opts.highlight ~= false and not M.start(bufnr, row.parser) and not warned then
      warned = true
      vim.notify('condor-ls: no tree-sitter parser for ' .. row.parser .. '; run :CondorLsBuildParsers', vim.log.levels.INFO)
    end
  end
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = languages.filetypes(),
    callback = function(args) on_filetype(args.buf, args.match) end,
  })
  for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(bufnr) then
      on_filetype(bufnr, vim.bo[bufnr].filetype)
    end
  end
end

return M
