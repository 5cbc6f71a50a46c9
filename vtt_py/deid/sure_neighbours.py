"""Weak findings made sure by a sure finding right before them and a short gap.

``from Anna Jaques and Holy Family``, ``at st vincent's in worcester``: a
listed name alone may be a phrase, but right after a sure hospital and a
joiner (or ``in``) it is another hospital (or the town). Shared by
:func:`rules_hospitals.joined_hospitals` and
:func:`rules_towns.towns_of_facilities`.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

import regex

from vtt_py.deid.kinds import Finding


def made_sure_after(
    text: str,
    found: list[Finding],
    sure_kinds: Collection[str],
    gap: regex.Pattern[str],
    reach: int,
    candidate: Callable[[Finding], bool],
    confirm: Callable[[Finding], bool] | None = None,
) -> list[Finding]:
    """``found`` with each weak ``candidate`` made sure where ``gap`` joins it to a sure one.

    Args:
        text: the document text.
        found: the findings so far (changed in place and returned).
        sure_kinds: the kinds of sure findings that vouch for the next one.
        gap: a pattern ending at ``\\Z`` that must start at such a finding's end.
        reach: characters before a candidate looked at for the gap.
        candidate: which weak findings may be made sure (a cheap test,
            asked of every weak finding).
        confirm: a costlier test asked only where the gap joins (None: none).

    Each candidate is looked back from once (a set look-up of the sure
    findings' ends, not a scan of them): text dense with both stays linear.
    """
    ends = {f.end for f in found if f.strong and f.kind in sure_kinds}
    if not ends:
        return found
    for k, weak in enumerate(found):
        if weak.strong or not candidate(weak):
            continue
        lo = max(0, weak.start - reach)
        m = gap.search(text, lo, weak.start)
        if m is None or m.start() not in ends:
            continue
        if confirm is None or confirm(weak):
            found[k] = weak._replace(strong=True)
    return found
