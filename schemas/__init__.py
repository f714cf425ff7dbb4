"""Machine-readable HTCondor knowledge (JSON), installed as package data ``condor_ls.schemas``."""
