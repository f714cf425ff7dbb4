"""condor-ls's differential fuzz harness: random ClassAd cases and config sets, each run
through condor-ls and through HTCondor's own library, divergences minimised and kept as
regression cases. See fuzz/README.md."""
