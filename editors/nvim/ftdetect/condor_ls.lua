-- Filetype detection for condor_config, submit files and ClassAds (see lua/condor_ls/filetype.lua).
require('condor_ls.filetype').register()
