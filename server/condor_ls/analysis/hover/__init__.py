"""Hover, one module per language, and the parts they share."""
