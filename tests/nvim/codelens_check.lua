-- Code lenses through the plugin: opens CONDOR_LS_FILE and, without asking for lenses itself,
-- waits for the ones the plugin requests on attach; records them, runs the lens on line
-- CONDOR_LS_LINE with vim.lsp.codelens.run() (the plugin's vim.lsp.commands handler calls the
-- server's condorLs.previewPolicy) and records the preview buffer that appears. For comparison
-- it also asks the server for the same command directly.
local H = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'harness.lua')

H.setup_plugin()
H.run(function(result)
  result.user_command = vim.fn.exists(':CondorPolicyPreview') == 2
  local buf = H.edit(os.getenv('CONDOR_LS_FILE'))
  local client = H.wait_client(buf)
  if not client then result.stage = 'timeout-waiting-for-client'; return end
  local capabilities = client.server_capabilities or {}
  result.code_lens_provider = capabilities.codeLensProvider ~= nil
  result.commands = (capabilities.executeCommandProvider or {}).commands or {}
  result.stage = 'initialized'
  if not result.code_lens_provider then return end
  local line = tonumber(os.getenv('CONDOR_LS_LINE'))
  local got = vim.wait(H.wait_ms, function()
    for _, lens in ipairs(vim.lsp.codelens.get(buf)) do
      if lens.range.start.line == line and lens.command then return true end
    end
    return false
  end, 50)
  result.lenses = {}
  for _, lens in ipairs(vim.lsp.codelens.get(buf)) do
    table.insert(result.lenses, {
      line = lens.range.start.line,
      title = lens.command and lens.command.title,
      command = lens.command and lens.command.command,
      arguments = lens.command and lens.command.arguments,
    })
  end
  if not got then result.stage = 'timeout-waiting-for-lenses'; return end
  result.stage = 'lenses'
  -- what the server answers for the document's preview
  local direct, err = H.request(buf, 'workspace/executeCommand', {
    command = 'condorLs.previewPolicy', arguments = { { uri = vim.uri_from_bufnr(buf) } },
  })
  result.direct_markdown = direct and direct.markdown
  result.direct_error = err
  -- click the lens
  vim.api.nvim_win_set_cursor(0, { line + 1, 0 })
  vim.lsp.codelens.run()
  local preview
  local shown = vim.wait(H.wait_ms, function()
    for _, b in ipairs(vim.api.nvim_list_bufs()) do
      if vim.api.nvim_buf_is_valid(b) and vim.b[b].condor_ls_preview then preview = b; return true end
    end
    return false
  end, 50)
  if not shown then result.stage = 'timeout-waiting-for-preview'; return end
  result.preview_text = table.concat(vim.api.nvim_buf_get_lines(preview, 0, -1, false), '\n')
  result.preview_filetype = vim.bo[preview].filetype
  result.preview_in_window = vim.fn.bufwinid(preview) ~= -1
  result.source_still_current = vim.api.nvim_get_current_buf() == buf
  result.stage = 'previewed'
end)
