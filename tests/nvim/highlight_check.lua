-- Tree-sitter through the plugin: builds the parsers with require('condor_ls').build_parsers()
-- into CONDOR_LS_PARSERS, opens each file of CONDOR_LS_FILES (JSON list), and records whether
-- highlighting started and every highlight capture our queries produce in it, in the parsed
-- language tree including injected ClassAd regions (what the highlighter paints).
local H = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'harness.lua')

H.result.notifications = {}
local notify = vim.notify
vim.notify = function(message, level, opts)
  table.insert(H.result.notifications, { message = message, level = level })
  return notify(message, level, opts)
end

H.setup_plugin()
H.run(function(result)
  result.abi = { max = vim.treesitter.language_version, min = vim.treesitter.minimum_language_version }
  result.built = require('condor_ls').build_parsers()
  result.stage = 'built'
  result.parser_files = vim.api.nvim_get_runtime_file('parser/*.so', true)
  local get_query = (vim.treesitter.query and vim.treesitter.query.get) or vim.treesitter.get_query
  result.files = {}
  for _, path in ipairs(vim.fn.json_decode(os.getenv('CONDOR_LS_FILES'))) do
    local buf = H.edit(path)
    local entry = {
      filetype = vim.bo[buf].filetype,
      highlighting = vim.treesitter.highlighter.active[buf] ~= nil,
      captures = {},
      languages = {},
    }
    if entry.highlighting then
      local parser = vim.treesitter.get_parser(buf, entry.filetype)
      parser:parse()
      parser:for_each_tree(function(tree, ltree)
        local lang = ltree:lang()
        entry.languages[lang] = true
        local query = get_query(lang, 'highlights')
        if not query then return end
        for id, node in query:iter_captures(tree:root(), buf, 0, -1) do
          local sr, sc, er, ec = node:range()
          table.insert(entry.captures, {
            lang = lang, capture = query.captures[id], range = { sr, sc, er, ec },
            text = vim.treesitter.get_node_text and vim.treesitter.get_node_text(node, buf)
              or vim.treesitter.query.get_node_text(node, buf),
          })
        end
      end)
    end
    result.files[path] = entry
  end
  result.stage = 'captured'
end)
