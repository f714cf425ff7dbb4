-- Diagnostics through the plugin: opens the condor_config named by CONDOR_LS_FILE (the plugin's
-- filetype detection and FileType hook start the server), waits for diagnostics, fixes the file
-- with an in-buffer edit (sent as an incremental change), waits for them to clear, then makes
-- more edits and keeps the server's tree of the document with the buffer text, so the test can
-- compare it with a fresh parse.
local H = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'harness.lua')

local function snapshot(buf)
  local items = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    local lsp = (d.user_data or {}).lsp or {}
    table.insert(items, {
      lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col,
      message = d.message, severity = d.severity, source = d.source,
      code = d.code or lsp.code,
    })
  end
  return items
end

H.setup_plugin()
H.run(function(result)
  result.first = {}
  local buf = H.edit(os.getenv('CONDOR_LS_FILE'))
  result.filetype = vim.bo[buf].filetype
  local client = H.wait_client(buf)
  if not client then result.stage = 'timeout-waiting-for-client'; return end
  result.client = client.name
  result.stage = 'started'
  local got = vim.wait(H.wait_ms, function() return #vim.diagnostic.get(buf) > 0 end, 50)
  result.first = snapshot(buf)
  if not got then result.stage = 'timeout-waiting-for-diagnostics'; return end
  result.stage = 'diagnosed'
  -- close the `if` block: append `endif` as a new last line
  local last = vim.api.nvim_buf_line_count(buf)
  vim.api.nvim_buf_set_lines(buf, last, last, false, { 'endif' })
  local cleared = vim.wait(H.wait_ms, function() return #vim.diagnostic.get(buf) == 0 end, 50)
  result.after_fix = snapshot(buf)
  result.stage = cleared and 'cleared' or 'timeout-waiting-for-clear'
  if not cleared then return end
  -- non-ASCII text inside a line, a deleted line, a joined line
  vim.api.nvim_buf_set_text(buf, 0, 4, 0, 4, { 'é😀 ' })
  vim.api.nvim_buf_set_lines(buf, 2, 3, false, {})
  vim.api.nvim_buf_set_text(buf, 0, 0, 0, 0, { 'C = x', 'D = ' })
  local tree, err = H.request(buf, 'condorLs/syntaxTree', { textDocument = { uri = vim.uri_from_bufnr(buf) } })
  if tree then result.tree = tree.tree; result.version = tree.version end
  result.tree_error = err
  result.text = table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), '\n') .. '\n'
  result.stage = 'synced'
end)
