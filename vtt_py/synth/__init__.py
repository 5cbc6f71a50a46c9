"""Corpora made by tools: surrogate-augmented training data, gold from de-identified notes."""
