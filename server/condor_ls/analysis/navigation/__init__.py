"""Definition, references, rename, document links and symbols."""
