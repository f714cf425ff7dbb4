"""The config set as analyses see it: one view per analysis, remembered expansions, provenance."""
