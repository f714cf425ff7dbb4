-- Filetype detection for the languages in languages.lua.
--
-- One function, `detect(path, bufnr)`, decides on every Neovim version; only the way it is hooked
-- in differs: `vim.filetype.add` patterns on 0.8+ (a positive priority for names, so `*.sub`
-- beats the built-in KRL mapping; a negative one for directory and content guesses, so every
-- built-in name rule wins over them; also on 0.7 with g:do_filetype_lua = 1), BufRead/BufNewFile
-- autocommands on 0.7, whose legacy filetype.vim runs first and is overridden only where we are
-- sure. M.lua_patterns is exposed
-- so the 0.8+ keys can be checked on any version.
local languages = require('condor_ls.languages')

local M = {}

--- How many lines the content checks read.
local SNIFF_LINES = 50

--- Content that marks a file as another tool's, for extensions we share (languages.lua
--- `contested`). Each entry is a list of Lua patterns tried on the lower-cased first lines.
M.looks_like = {
  -- Ada specifications: `with`/`package`/`procedure` ... or `--` comments
  ada = { '^%s*with%s+[%w_.]+', '^%s*package%s', '^%s*procedure%s', '^%s*function%s', '^%s*generic%s*$', '^%s*private%s*$', '^%s*%-%-' },
  -- KUKA robot programs
  krl = { '^%s*&access', '^%s*&rel', '^%s*def%s', '^%s*deffct%s', '^%s*global%s+def' },
  -- X resources: `name: value`, `*name: value`, `!` comments
  xdefaults = { '^%s*!', '^%s*[%w_.*?-]+%s*:' },
  -- XML (.NET's *.config and the like)
  xml = { '^%s*<' },
}

--- Words that may stand between `include` and its colon.
local INCLUDE_WORDS = { ifexist = true, ifexists = true, command = true, output = true }
--- The template categories of `use CATEGORY : TEMPLATE`.
local USE_CATEGORIES = { role = true, feature = true, policy = true, security = true }

local function include_modifiers(words)
  local after_into = false
  for word in words:gmatch('%S+') do
    if word == 'into' then
      after_into = true
    elseif not after_into and not INCLUDE_WORDS[word] then
      return false
    end
  end
  return true
end

--- Languages that keep an empty file of a shared extension (a new *.ads is more likely Ada).
M.empty_is_other = { ada = true, xdefaults = true }

--- Content rules for files whose name says nothing: {pattern on a lower-cased line, filetype,
--- weight, optional check of the pattern's capture}. The filetype with the highest total (at
--- least MIN_SCORE) wins. The patterns are narrow on purpose: prose like "Use this: ..." or
--- "If you ..." must not turn a README into a config.
M.sniff_rules = {
  { '^%s*queue%s*$', 'condor_submit', 5 },
  { '^%s*queue%s+%d+%s*$', 'condor_submit', 5 },
  { '^%s*queue.-%s(matching)%s', 'condor_submit', 5 },
  { '^%s*queue.-%s(from)%s+%S+%s*$', 'condor_submit', 5 },
  { '^%s*queue.-%s(in)%s*%(', 'condor_submit', 5 },
  { '^%s*executable%s*=', 'condor_submit', 2 },
  { '^%s*universe%s*=', 'condor_submit', 2 },
  { '^%s*%+[%w_]+%s*=', 'condor_submit', 2 },
  { '^%s*use%s+([%w_]+)%s*:', 'condor_config', 5, function(category) return USE_CATEGORIES[category] end },
  { '^%s*include([%s%w._/-]*):', 'condor_config', 5, include_modifiers },
  { '^%s*if%s+!?%s*(defined)%s', 'condor_config', 3 },
  { '^%s*if%s+!?%s*(version)%s', 'condor_config', 3 },
  { '^%s*if%s+(%$)%(', 'condor_config', 3 },
  { '^%s*endif%s*$', 'condor_config', 3 },
  { '^%s*[%w_]+%s*@=', 'condor_config', 3 },
  { '^%s*[%w_.]+%s*=.*%$%(', 'condor_config', 2 },
  { '^%s*mytype%s*=%s*"', 'classad', 3 },
  { '^%s*targettype%s*=%s*"', 'classad', 3 },
}
local MIN_SCORE = 2

local function first_lines(bufnr)
  if not bufnr or not vim.api.nvim_buf_is_valid(bufnr) or not vim.api.nvim_buf_is_loaded(bufnr) then
    return {}
  end
  local lines = vim.api.nvim_buf_get_lines(bufnr, 0, SNIFF_LINES, false)
  local out = {}
  for _, line in ipairs(lines) do
    table.insert(out, line:lower())
  end
  return out
end

local function is_blank_or_comment(line)
  return line:match('^%s*$') ~= nil or line:match('^%s*#') ~= nil
end

local function matches_any(lines, patterns)
  for _, line in ipairs(lines) do
    for _, pattern in ipairs(patterns) do
      if line:match(pattern) then
        return true
      end
    end
  end
  return false
end

--- Our filetype for content alone, or nil.
function M.sniff(lines)
  local scores = {}
  local first = true
  for _, line in ipairs(lines) do
    if not is_blank_or_comment(line) then
      if first and line:match('^%s*%[') then
        scores.classad = (scores.classad or 0) + 6 -- a new-syntax ad opens with `[`
      end
      first = false
      for _, rule in ipairs(M.sniff_rules) do
        local hit = line:match(rule[1])
        if hit and (not rule[4] or rule[4](hit)) then
          scores[rule[2]] = (scores[rule[2]] or 0) + rule[3]
        end
      end
    end
  end
  local best, best_score = nil, MIN_SCORE - 1
  for filetype, score in pairs(scores) do
    if score > best_score or (score == best_score and best and filetype < best) then
      best, best_score = filetype, score
    end
  end
  return best
end

local function basename(path)
  return path:match('([^/\\]+)$') or path
end

--- The filetype for a file, and whether the guess is weak (a directory or content guess that
--- only applies when nothing else claimed the file). nil when the file is not ours.
function M.detect(path, bufnr)
  if not path or path == '' then
    local sniffed = M.sniff(first_lines(bufnr))
    return sniffed, true
  end
  local name = basename(path)
  local lower = name:lower()
  local ext = lower:match('%.([^.]+)$')
  for _, row in ipairs(languages) do
    for _, pattern in ipairs(row.names or {}) do
      if lower:match('^' .. pattern .. '$') and not (ext and (row.foreign or {})[ext]) then
        return row.filetype, false
      end
    end
  end
  if ext then
    for _, row in ipairs(languages) do
      local other = (row.contested or {})[ext]
      if other then
        local lines = first_lines(bufnr)
        local content = vim.tbl_filter(function(l) return not is_blank_or_comment(l) end, lines)
        if #content == 0 and M.empty_is_other[other] then
          return nil, false
        end
        if matches_any(content, M.looks_like[other] or {}) and M.sniff(lines) ~= row.filetype then
          return nil, false
        end
        return row.filetype, false
      end
    end
  end
  local normalized = path:gsub('\\', '/')
  for _, row in ipairs(languages) do
    for _, dir in ipairs(row.directories or {}) do
      if normalized:find('/' .. vim.pesc(dir) .. '/[^/]+$') or normalized:find('^' .. vim.pesc(dir) .. '/[^/]+$') then
        return row.filetype, true
      end
    end
  end
  if not ext then
    local sniffed = M.sniff(first_lines(bufnr))
    if sniffed then
      return sniffed, true
    end
  end
  return nil, false
end

--- Filetypes a weak guess may replace: none yet, or the generic guesses of the runtime.
local REPLACEABLE = { [''] = true, conf = true, text = true }

local registered = false

local function register_autocmds()
  local group = vim.api.nvim_create_augroup('condor_ls_filetype', { clear = true })
  vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
    group = group,
    pattern = '*',
    callback = function(args)
      local filetype, weak = M.detect(vim.api.nvim_buf_get_name(args.buf), args.buf)
      if not filetype or vim.bo[args.buf].filetype == filetype then
        return
      end
      if weak and not REPLACEABLE[vim.bo[args.buf].filetype] then
        return
      end
      vim.bo[args.buf].filetype = filetype
    end,
  })
end

--- A Lua pattern that matches `pattern` regardless of letter case ("sub" -> "[sS][uU][bB]").
local function caseless(pattern)
  local out, i = {}, 1
  while i <= #pattern do
    local c = pattern:sub(i, i)
    if c == '%' then
      table.insert(out, pattern:sub(i, i + 1))
      i = i + 2
    else
      table.insert(out, c:match('%a') and ('[' .. c:lower() .. c:upper() .. ']') or c)
      i = i + 1
    end
  end
  return table.concat(out)
end

--- The vim.filetype.add patterns: {pattern = {function, strength}}. Each key is specific to a
--- name of ours (never a catch-all like '.*', which other configurations use for their own
--- purposes and which would replace theirs in Neovim's table).
function M.lua_patterns()
  local out = {}
  for _, row in ipairs(languages) do
    for _, pattern in ipairs(row.names or {}) do
      out[caseless(pattern)] = 'strong'
    end
    for ext in pairs(row.contested or {}) do
      out['.*%.' .. caseless(ext)] = 'strong'
    end
    for _, dir in ipairs(row.directories or {}) do
      out['.*/' .. caseless(vim.pesc(dir)) .. '/[^/]+'] = 'weak'
    end
  end
  -- base names without an extension: the content decides
  out['[^%.]+'] = 'weak'
  return out
end

local function register_lua()
  -- Names first (a positive priority, so `*.sub` is tried before the built-in KRL extension);
  -- directory and content guesses after every built-in name and extension rule.
  local function strong(path, bufnr)
    local filetype, weak = M.detect(path, bufnr)
    if filetype and not weak then
      return filetype
    end
  end
  local function weak_guess(path, bufnr)
    local filetype, weak = M.detect(path, bufnr)
    if filetype and weak then
      return filetype
    end
  end
  local pattern = {}
  for key, strength in pairs(M.lua_patterns()) do
    if strength == 'strong' then
      pattern[key] = { strong, { priority = 10 } }
    else
      pattern[key] = { weak_guess, { priority = -10 } }
    end
  end
  vim.filetype.add({ pattern = pattern })
end

--- Hook detection into this Neovim (idempotent).
function M.register()
  if registered then
    return
  end
  registered = true
  -- 0.8+ detects filetypes in Lua; 0.7 only when the user opted in with g:do_filetype_lua
  local lua_detection = vim.fn.has('nvim-0.8') == 1 or vim.g.do_filetype_lua == 1
  if lua_detection and vim.filetype and vim.filetype.add then
    register_lua()
    M.method = 'vim.filetype.add'
  else
    register_autocmds()
    M.method = 'autocmd'
  end
end

return M
