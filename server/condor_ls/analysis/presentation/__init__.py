"""What editors draw besides text: folding ranges, semantic tokens, inlay hints."""
