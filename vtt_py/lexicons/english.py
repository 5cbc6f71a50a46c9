"""Common English words, told from proper nouns by Webster's Second (shipped data).

``data/english.txt.gz`` (built by ``python -m tools.lexicons``, see
``data/SOURCES.md``) lists the lower-case entries of Webster's Second
International Dictionary (1934, US public domain) that ``wordfreq`` finds in
English text. The dictionary capitalises proper nouns, so a word it lists in
lower case is a common word (``sycamore``, ``target``), and a town, brand or
person known only by name is not (``Falmouth``, ``Walmart``): word frequency
alone cannot tell these apart.
"""

from __future__ import annotations

import functools
import gzip
import importlib.resources


@functools.cache
def english_words() -> frozenset[str]:
    """The shipped common English words, lower case."""
    path = importlib.resources.files("vtt_py.lexicons") / "data" / "english.txt.gz"
    return frozenset(gzip.decompress(path.read_bytes()).decode("ascii").split())


def common_english_word(word: str) -> bool:
    """Whether ``word`` (any case) is a common English word or such a word's plural."""
    low = word.lower()
    words = english_words()
    if low in words:
        return True
    # Plurals are not entries: "willows", "fishes", "tufts".
    return low.endswith("s") and (low[:-1] in words or low[:-2] in words)
