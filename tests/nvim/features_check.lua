-- Completion and filetype detection through the plugin. Opens CONDOR_LS_FILE and asks for
-- completion at the end of each line of CONDOR_LS_LINES (a JSON list of 0-based lines);
-- then opens each file of CONDOR_LS_DETECT (a JSON list of paths) and records the filetype the
-- plugin chose for it.
local H = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'harness.lua')

H.setup_plugin()
H.run(function(result)
  local buf = H.edit(os.getenv('CONDOR_LS_FILE'))
  if not H.wait_client(buf) then result.stage = 'timeout-waiting-for-client'; return end
  result.stage = 'initialized'
  result.completions = {}
  for _, line in ipairs(vim.fn.json_decode(os.getenv('CONDOR_LS_LINES'))) do
    local text = vim.api.nvim_buf_get_lines(buf, line, line + 1, false)[1]
    -- the end of the line, as in insert mode (a normal-mode cursor cannot go past the `.`)
    local params = {
      textDocument = { uri = vim.uri_from_bufnr(buf) },
      position = { line = line, character = vim.str_utfindex(text, #text) },
      context = { triggerKind = 2, triggerCharacter = '.' },
    }
    local completion, err = H.request(buf, 'textDocument/completion', params)
    local entry = { error = err, labels = {}, incomplete = type(completion) == 'table' and completion.isIncomplete or false }
    for _, item in ipairs(completion and (completion.items or completion) or {}) do
      table.insert(entry.labels, item.label)
    end
    -- what the omnifunc would offer: Neovim's own conversion of the response
    local convert = vim.lsp.util.text_document_completion_list_to_complete_items
    if convert then
      entry.omni_words = {}
      for _, item in ipairs(convert(completion or {}, text:match('([%w_]*)$'))) do
        table.insert(entry.omni_words, item.word)
      end
    end
    table.insert(result.completions, entry)
  end
  result.stage = 'completed'
  result.filetypes = {}
  for _, path in ipairs(vim.fn.json_decode(os.getenv('CONDOR_LS_DETECT') or '[]')) do
    local b = H.edit(path)
    result.filetypes[path] = vim.bo[b].filetype
  end
  result.detection_method = require('condor_ls.filetype').method
  result.stage = 'detected'
end)
