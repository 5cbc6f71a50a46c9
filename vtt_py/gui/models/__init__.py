"""Thin Qt models over the core objects (the only way edits reach a document)."""
