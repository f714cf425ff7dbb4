"""Analyses of the HTCondor languages embedded in Python scripts that use the bindings."""
