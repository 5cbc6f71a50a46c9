"""Tokens that pass tests of the word alone: every test asked once per distinct word.

Several recognisers start from the tokens whose word passes a test (a listed
name, a capitalised acronym, a rare ward word). Calling each test on every
token costs a Python call per token and test; here each test is asked once
per distinct word (the answers are remembered), the answers are packed into
one byte per token, and the tokens passing a test are found by translating
those bytes (each to 1 where its test's bit is set) and one C-level pass.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import cast

from vtt_py.deid.analysis import Analysis

#: A test of a word (any truthy answer passes).
WordTest = Callable[[str], object]
#: Tests one registry holds: a token's answers fit in one byte.
MAX_TESTS = 8
#: Distinct words remembered before the answers are asked again (bounds memory).
MAX_WORDS = 200_000


class WordTests:
    """Registered word tests and the answers given so far."""

    def __init__(self) -> None:
        self._tests: list[WordTest] = []
        #: Per test: each byte of answers to 1 if it passes that test, else 0.
        self._tables: list[bytes] = []
        self._codes: dict[str, str] = {}

    def add(self, test: WordTest) -> int:
        """Register a test (at import time) and return its handle for :meth:`positions`.

        Raises:
            ValueError: the registry holds :data:`MAX_TESTS` tests already.
        """
        if len(self._tests) >= MAX_TESTS:
            raise ValueError(f"at most {MAX_TESTS} word tests")
        shift = len(self._tests)
        self._tests.append(test)
        self._tables.append(bytes(c >> shift & 1 for c in range(256)))
        self._codes.clear()  # the answers so far lack the new test
        return len(self._tests) - 1

    def positions(self, analysis: Analysis, test: int) -> list[int]:
        """The token indices of ``analysis`` whose word passes test ``test``.

        Found once per document and test (several recognisers start from
        the same test's tokens: acronyms, ward words); each caller gets its
        own list.
        """
        key = (self, len(self._tests), test)
        found = analysis.memo.get(key)
        if found is None:
            codes = self._document_codes(analysis)
            found = analysis.memo[key] = tuple(
                itertools.compress(
                    itertools.count(), codes.translate(self._tables[test])
                )
            )
        return list(cast("tuple[int, ...]", found))

    def _document_codes(self, analysis: Analysis) -> bytes:
        """One byte per token: the bits of the tests its word passes (made once)."""
        key = (self, len(self._tests))
        codes = analysis.memo.get(key)
        if not isinstance(codes, bytes):
            words = analysis.words
            known = list(map(self._codes.get, words))
            if None in known:  # words met for the first time
                # Looked up again: a word repeated in this text is coded once.
                codes_of, code = self._codes, self._code
                known = [
                    c or codes_of.get(w) or code(w)
                    for c, w in zip(known, words, strict=True)
                ]
            # One character below 256 per token: its bytes, one per token.
            codes = "".join(cast("list[str]", known)).encode("latin-1")
            analysis.memo[key] = codes
        return codes

    def _code(self, word: str) -> str:
        if len(self._codes) >= MAX_WORDS:
            self._codes.clear()
        bits = sum(1 << k for k, test in enumerate(self._tests) if test(word))
        code = self._codes[word] = chr(bits)  # a non-empty string even for 0
        return code


#: The registry the recognisers share (one pass over a document's tokens for all).
WORD_TESTS = WordTests()


#: The key of a document's word index in :attr:`Analysis.memo`.
_INDEX = "word index"


def _word_index(analysis: Analysis) -> dict[str, list[int]]:
    """Each distinct word of the document with the indices of its tokens (made once)."""
    index = cast("dict[str, list[int]] | None", analysis.memo.get(_INDEX))
    if index is None:
        index = {}
        for i, word in enumerate(analysis.words):
            found = index.get(word)
            if found is None:
                index[word] = [i]
            else:
                found.append(i)
        analysis.memo[_INDEX] = index
    return index


def tokens_among(analysis: Analysis, forms: str | frozenset[str]) -> list[int]:
    """The indices of the tokens whose word is ``forms`` (or one of them), in order.

    Looked up in the document's word index: a few dictionary look-ups where
    testing every token cost a call per token, for each of a dozen
    recognisers' cue words.
    """
    index = _word_index(analysis)
    if isinstance(forms, str):
        return list(index.get(forms, ()))
    if len(forms) <= len(index):
        # (The forms met found in C: the view's intersection tests each form.)
        hits = [index[word] for word in index.keys() & forms]
    else:
        hits = [index[word] for word in forms.intersection(index)]
    if len(hits) == 1:
        return list(hits[0])
    return sorted(itertools.chain.from_iterable(hits))
