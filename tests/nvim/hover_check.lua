-- Hover through the plugin: opens the file named by CONDOR_LS_FILE, hovers at CONDOR_LS_LINE /
-- CONDOR_LS_COL (0-based), records the markdown, its range and how many lines Neovim's own hover
-- window would show. Then replaces the settings with CONDOR_LS_NEW_SETTINGS through the plugin
-- (workspace/didChangeConfiguration, after which the server reads them back with
-- workspace/configuration) and hovers again.
local H = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'harness.lua')

H.setup_plugin()
H.run(function(result)
  local buf = H.edit(os.getenv('CONDOR_LS_FILE'))
  result.filetype = vim.bo[buf].filetype
  if not H.wait_client(buf) then result.stage = 'timeout-waiting-for-client'; return end
  result.stage = 'initialized'
  local line = tonumber(os.getenv('CONDOR_LS_LINE'))
  local col = tonumber(os.getenv('CONDOR_LS_COL'))
  local markdown, range, err = H.hover(buf, line, col)
  result.markdown, result.range, result.hover_error = markdown, range, err
  if markdown then
    local lines = vim.lsp.util.convert_input_to_markdown_lines({ kind = 'markdown', value = markdown })
    result.display_lines = #lines
  end
  result.stage = 'hovered'
  local new_settings = os.getenv('CONDOR_LS_NEW_SETTINGS')
  if not new_settings or new_settings == '' then return end
  require('condor_ls').set_settings(vim.fn.json_decode(new_settings))
  -- the server applies the settings once it has read them back; poll the hover until it changes
  local changed = vim.wait(H.wait_ms, function()
    local again = H.hover(buf, line, col)
    result.markdown_after = again
    return again ~= nil and again ~= markdown
  end, 200)
  result.stage = changed and 'reconfigured' or 'timeout-waiting-for-new-settings'
end)
