-- Neovim 0.11+: `vim.lsp.enable('condor_ls')` works with this default configuration even
-- without setup{} (setup{} overrides it with your options).
local lsp = require('condor_ls.lsp')
local config = lsp.client_config(require('condor_ls').defaults)
config.root_dir = function(bufnr, on_dir)
  on_dir(lsp.root_dir(vim.api.nvim_buf_get_name(bufnr), require('condor_ls').defaults.root_markers))
end
return config
