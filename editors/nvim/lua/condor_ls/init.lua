-- condor-ls for Neovim: filetypes, the language server, tree-sitter parsers and queries, the
-- policy preview and a submit file's job ads and pool match analysis. `require('condor_ls').setup{}` turns it all on; see docs/editors/neovim.md.
local M = {}

M.languages = require('condor_ls.languages')

--- Defaults; setup{} options override them key by key (lists such as cmd are replaced whole,
--- as vim.tbl_deep_extend does).
M.defaults = {
  -- how to run the server
  cmd = { 'condor-ls', 'serve' },
  -- the `condorLs` settings section (sampleAds, subsystem, configRoot, defines, rules, ...):
  -- sent as initializationOptions and answered on workspace/configuration
  settings = {},
  -- a directory holding one of these is the workspace root (else the file's directory)
  root_markers = { '.git', 'condor_config' },
  -- ask for code lenses on attach and when the buffer is entered or saved
  codelens = true,
  on_attach = nil,
  capabilities = nil,
  handlers = nil,
  treesitter = {
    enable = true,
    highlight = true,
    -- where :CondorLsBuildParsers puts parser/<lang>.so (prepended to 'runtimepath')
    parser_dir = nil,
    -- the repository's grammar/ directory (sources and queries); found next to the plugin
    grammar_dir = nil,
  },
  -- how the policy preview is shown: 'split' or 'float'
  preview = 'split',
  -- also attach condor-ls to Python buffers that import the htcondor bindings (beside your
  -- Python server): it checks the ClassAd and submit strings inside them
  python = false,
}

M.options = M.defaults

function M.setup(opts)
  M.options = vim.tbl_deep_extend('force', M.defaults, opts or {})
  require('condor_ls.filetype').register()
  local policy = require('condor_ls.policy')
  policy.style = M.options.preview
  policy.register()
  require('condor_ls.submit').register() -- the lenses above a submit file's queue statements
  require('condor_ls.treesitter').setup(M.options.treesitter)
  require('condor_ls.lsp').enable(M.options)
  local python = require('condor_ls.python')
  if M.options.python then
    python.enable()
  else
    python.disable()
  end
  return M
end

--- Replace the `condorLs` settings: new clients start with them and running ones are told
--- (workspace/didChangeConfiguration; the server reads them back with workspace/configuration).
function M.set_settings(settings)
  M.options = vim.tbl_extend('force', M.options, { settings = settings or {} })
  require('condor_ls.lsp').set_settings(M.options.settings)
end

--- Preview the policy of a buffer's config (see :CondorPolicyPreview).
function M.preview_policy(bufnr, arguments)
  require('condor_ls.policy').run(bufnr or 0, arguments)
end

--- Show the job ads condor_submit would make from a submit buffer (see :CondorJobAds).
function M.show_job_ads(bufnr, arguments)
  local submit = require('condor_ls.submit')
  submit.run(submit.JOB_ADS, bufnr or 0, arguments)
end

--- Show how the jobs of a submit buffer match the pool.dump setting's pool (see :CondorMatchAnalysis).
function M.show_match_analysis(bufnr, arguments)
  local submit = require('condor_ls.submit')
  submit.run(submit.MATCH, bufnr or 0, arguments)
end

--- Compile the tree-sitter parsers (see :CondorLsBuildParsers); for plugin managers' build hooks.
function M.build_parsers(opts)
  local options = vim.tbl_deep_extend('force', M.options.treesitter, opts or {})
  local ok, messages = require('condor_ls.treesitter').build(options)
  for _, message in ipairs(messages) do
    vim.notify(message, ok and vim.log.levels.INFO or vim.log.levels.ERROR)
  end
  return ok
end

return M
