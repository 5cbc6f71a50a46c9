"""Stretches of text that are no prose (dumps, encoded data): read by the text rules only.

A stretch of at least :data:`MIN_BLOCK` non-space characters in which more than
:data:`BLOCK_SHARE` of them are punctuation is not clinical writing: in the
PhysioNet nursing notes and the sample corpus no such stretch reaches 0.14,
while random printable text has 0.34. Tokenising it costs several times more
per megabyte than prose (one token per symbol), and the CRF and the word rules
find nothing in it that the text patterns (dates, phones, identifiers) would
not; so its lines are left out of the token analysis.
"""

from __future__ import annotations

import string

#: Non-space characters a stretch needs before it is judged.
MIN_BLOCK = 1000
#: Share of punctuation above which a stretch is no prose.
BLOCK_SHARE = 0.25
#: Within such a stretch, a line is left out only if its own share is above
#: this: a line of prose amid a dump ("Patient: ...") is still read.
LINE_SHARE = 0.2

#: Whitespace dropped, ASCII capitals written ``A``, small letters ``a``,
#: punctuation ``.``, any other character kept: what a line is made of, in one
#: ``str.translate`` (then counted with ``str.count``).
_PROFILE = str.maketrans(
    {
        **dict.fromkeys(map(ord, string.whitespace)),
        **dict.fromkeys(map(ord, string.ascii_uppercase), "A"),
        **dict.fromkeys(map(ord, string.ascii_lowercase), "a"),
        **dict.fromkeys(map(ord, string.punctuation), "."),
    }
)


def line_profile(line: str) -> str:
    """A line's non-space characters, letters as ``A``/``a`` and punctuation as ``.``."""
    return line.translate(_PROFILE)


def junk_lines(lines: list[str], profiles: list[str] | None = None) -> list[bool]:
    """Which of a text's lines (split on ``\\n``) are left out of the token analysis.

    Lines are taken in consecutive blocks of at least :data:`MIN_BLOCK`
    non-space characters (a shorter tail joins the judgement only if it is a
    quarter of that); a line is junk when its block's punctuation share is
    above :data:`BLOCK_SHARE` and its own above :data:`LINE_SHARE`.
    Linear: one ``str.translate`` per line (none if ``profiles``, the
    :func:`line_profile` of each line, are given).
    """
    if profiles is None:
        profiles = [line_profile(line) for line in lines]
    counts = [(len(p), p.count(".")) for p in profiles]
    junk = [False] * len(lines)
    first = solid = punct = 0
    for i, (n, p) in enumerate(counts):
        solid += n
        punct += p
        last = i == len(lines) - 1
        if solid >= MIN_BLOCK or (last and solid >= MIN_BLOCK // 4):
            if punct > BLOCK_SHARE * solid:
                for k in range(first, i + 1):
                    n_k, p_k = counts[k]
                    junk[k] = p_k > LINE_SHARE * n_k
            first, solid, punct = i + 1, 0, 0
    return junk
