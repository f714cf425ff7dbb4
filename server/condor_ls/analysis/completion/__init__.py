"""Completion and signature help."""
