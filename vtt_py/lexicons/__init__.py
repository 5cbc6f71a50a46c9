"""Public word lists (census names, places, word frequencies) for deid, export, agreement."""
