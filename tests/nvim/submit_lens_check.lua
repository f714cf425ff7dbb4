-- A submit file's queue lens through the plugin: opens CONDOR_LS_FILE, waits for the lens the
-- plugin requests on attach above the queue statement on line CONDOR_LS_LINE, runs it with
-- vim.lsp.codelens.run() (the plugin's handler of condorLs.showJobAds asks the server) and
-- records the scratch buffer of job ads that appears; then :CondorJobAds for the whole file.
local H = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'harness.lua')

H.setup_plugin()
H.run(function(result)
  result.user_commands = vim.fn.exists(':CondorJobAds') == 2 and vim.fn.exists(':CondorMatchAnalysis') == 2
  local buf = H.edit(os.getenv('CONDOR_LS_FILE'))
  local client = H.wait_client(buf)
  if not client then result.stage = 'timeout-waiting-for-client'; return end
  result.handlers = vim.lsp.commands['condorLs.showJobAds'] ~= nil and vim.lsp.commands['condorLs.showMatchAnalysis'] ~= nil
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

  local function shown_document()
    local found
    vim.wait(H.wait_ms, function()
      for _, b in ipairs(vim.api.nvim_list_bufs()) do
        if vim.api.nvim_buf_is_valid(b) and vim.b[b].condor_ls_document and b ~= result.seen then
          found = b
          return true
        end
      end
      return false
    end, 50)
    return found
  end

  vim.api.nvim_win_set_cursor(0, { line + 1, 0 })
  vim.lsp.codelens.run()
  local doc = shown_document()
  if not doc then result.stage = 'timeout-waiting-for-job-ads'; return end
  result.seen = doc
  result.document_name = vim.api.nvim_buf_get_name(doc)
  result.document_uri = vim.b[doc].condor_ls_document
  result.document_text = table.concat(vim.api.nvim_buf_get_lines(doc, 0, -1, false), '\n')
  result.document_filetype = vim.bo[doc].filetype
  result.document_modifiable = vim.bo[doc].modifiable
  result.document_in_window = vim.fn.bufwinid(doc) ~= -1
  result.source_still_current = vim.api.nvim_get_current_buf() == buf
  result.stage = 'shown'

  vim.cmd('CondorJobAds')
  local all = shown_document()
  if not all then result.stage = 'timeout-waiting-for-all-job-ads'; return end
  result.all_name = vim.api.nvim_buf_get_name(all)
  result.all_lines = #vim.api.nvim_buf_get_lines(all, 0, -1, false)
  result.stage = 'done'
end)
