"""condor-ls: language tooling for HTCondor's ClassAd language, condor_config and submit files.

Layers (each imports only those below it):
    syntax  ->  classad, config, submit  ->  analysis  ->  lsp, cli
"""

__version__ = "0.1.0"
