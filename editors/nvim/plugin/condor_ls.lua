-- User commands of condor-ls. Nothing starts until require('condor_ls').setup{} is called.
if vim.g.loaded_condor_ls then
  return
end
vim.g.loaded_condor_ls = true

vim.api.nvim_create_user_command('CondorPolicyPreview', function(args)
  require('condor_ls.policy').command(args.fargs)
end, {
  nargs = '*',
  desc = 'condor-ls: preview the startd policy of this config (machine=FILE job=FILE state=S activity=A)',
  complete = function(lead)
    local out = {}
    for _, key in ipairs(require('condor_ls.policy').ARGUMENTS) do
      if (key .. '='):sub(1, #lead) == lead then
        table.insert(out, key .. '=')
      end
    end
    return out
  end,
})

local function queue_argument(args)
  local queue = tonumber(args.args)
  return queue and { queue = queue - 1 } or {}
end

vim.api.nvim_create_user_command('CondorJobAds', function(args)
  local submit = require('condor_ls.submit')
  submit.run(submit.JOB_ADS, 0, queue_argument(args))
end, { nargs = '?', desc = 'condor-ls: the job ads condor_submit would make from this submit file ([N]: queue statement N only)' })

vim.api.nvim_create_user_command('CondorMatchAnalysis', function(args)
  local submit = require('condor_ls.submit')
  submit.run(submit.MATCH, 0, queue_argument(args))
end, { nargs = '?', desc = 'condor-ls: how the jobs of this submit file match the pool.dump pool ([N]: queue statement N only)' })

vim.api.nvim_create_user_command('CondorLsBuildParsers', function()
  require('condor_ls').build_parsers()
end, { desc = 'condor-ls: compile the tree-sitter parsers with the system C compiler' })
