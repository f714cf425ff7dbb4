"""Transforms as analyses see them: where a document holds them, and their diagnostics."""
