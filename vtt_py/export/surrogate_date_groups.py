"""One date marked in parts (``June`` + ``3rd``, ``April`` + ``2021``) found and shifted as one.

Tag sets such as NLM Scrubber's mark a date written in words as separate
Month, Day and Year markups. Shifting each part on its own breaks the date
("June 3rd" moved by 599 days is late January, but the month alone moves 20
months and the day 599 days modulo 28). Parts that follow each other with at
most a comma, a space, a slash or "of" between them, each role at most once,
are one date: it is shifted whole and every part is written back in its
own style.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from vtt_py.core.markup import Markup
from vtt_py.export.surrogate_dates import DAY, MONTH, YEAR, shift_parts

_NOT_ALNUM = re.compile(r"[^a-z0-9]")
_ROLES = {"month": MONTH, "day": DAY, "year": YEAR, "dateyear": YEAR}
#: What may stand between two parts of one date: ``June 3``, ``3rd of June``, ``7/2021``.
_GAP = re.compile(r"[ ,./'-]{0,3}(?:(?:of|de)[ ]+)?", re.IGNORECASE)


def part_role(tag: str, category: str = "") -> str | None:
    """The part of a date a label marks (month, day, year), or None."""
    return _ROLES.get(_NOT_ALNUM.sub("", tag.lower())) or _ROLES.get(
        _NOT_ALNUM.sub("", category.lower())
    )


def date_groups(text: str, markups: Iterable[Markup]) -> list[list[Markup]]:
    """Runs of two or more adjacent date-part markups that write one date.

    Args:
        text: the document text.
        markups: the PHI markups (any; parts are picked by label).

    Returns:
        Each group's markups in text order.
    """
    parts = sorted(
        (m for m in markups if part_role(m.tag, m.category) and m.end > m.start),
        key=lambda m: (m.start, m.end),
    )
    groups: list[list[Markup]] = []
    current: list[Markup] = []
    for m in parts:
        role = part_role(m.tag, m.category)
        joined = (
            current
            and current[-1].end <= m.start
            and _GAP.fullmatch(text[current[-1].end : m.start])
            and role not in {part_role(p.tag, p.category) for p in current}
        )
        if not joined:
            if len(current) > 1:
                groups.append(current)
            current = []
        current.append(m)
    if len(current) > 1:
        groups.append(current)
    return groups


def shift_group(text: str, group: list[Markup], days: int) -> dict[Markup, str] | None:
    """The new text of each markup of a date group, or None when it is no readable date."""
    parts = [(part_role(m.tag, m.category) or "", text[m.start : m.end]) for m in group]
    new = shift_parts(days, parts)
    return None if new is None else dict(zip(group, new, strict=True))
