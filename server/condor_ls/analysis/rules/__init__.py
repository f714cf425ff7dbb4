"""Diagnostics: the rule registry and the rule modules, one per kind of document or finding."""
