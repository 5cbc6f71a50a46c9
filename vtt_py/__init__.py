"""vtt_py: a Visual Tagging Tool for building gold standards of PHI in clinical text."""

__version__ = "0.1.0"
