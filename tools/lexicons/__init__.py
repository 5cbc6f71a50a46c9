"""Builds the shipped word lists (vtt_py/lexicons/data) from public packages."""
