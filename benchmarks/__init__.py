"""Benchmarks: every performance target of the project, measured against a baseline."""
