"""Guards that look at a whole line or text derive it once per text.

Each check compares with the guard as it was written before (looking again
for each suggestion), and a text of one long line stays fast.
"""

from __future__ import annotations

import random
import time

import pytest
import regex

from vtt_py.deid import guards_numbers as gn
from vtt_py.deid.guards import Guard, apply_guards
from vtt_py.deid.merge import Suggestion

LINES = [
    "PSV 10/5 weaned to 8/5 at 0800, then 5/5. ABG 7.42/38/112 on 5/5.",
    "On CPAP since 12/5, BiPAP started 2/28; seen 3/4 and 5/6 by ICU.",
    "2015 PT RESTING\n0700 VS stable\n2200: K 3.3\n1900 ate 3/4 tray",
    "Temps 1800 37.2, 2000 38.4, 2200 38.9 @ 2010; in 1998, at 2300 c/o CP",
    "   2015 line opening with blanks\n\t1999 another, 10/22/03, 1900",
    "vent 5/5 psv, 10/5 40%, psv 10/5 -> 8/5, 14/5, then 12/5 and 2/3",
]


def _plain_vent_setting(text: str, s: Suggestion) -> bool:
    if s.family != "DATE" or gn._FRACTION.fullmatch(text[s.start : s.end]) is None:
        return False
    line_start = text.rfind("\n", 0, s.start) + 1
    line_end = text.find("\n", s.end)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    return (s.start - line_start, s.end - line_start) in gn._vent_settings(line)


def _plain_clock_column(text: str, s: Suggestion) -> bool:
    if s.family != "DATE" or gn._CLOCK.fullmatch(text[s.start : s.end]) is None:
        return False
    line_start = text.rfind("\n", 0, s.start) + 1
    if text[line_start : s.start].strip(" \t"):
        return False
    times = sum(
        1
        for m in gn._LINE_CLOCK.finditer(text)
        if m.start(1) != s.start and not gn.FIRST_YEAR <= int(m[1]) <= gn.LAST_YEAR
    )
    return times >= gn.CLOCK_LINES


def _plain_clock_time(text: str, s: Suggestion) -> bool:
    # Up to the rules' return, as the guard itself; the window as it was.
    if s.family != "DATE" or gn._CLOCK.fullmatch(text[s.start : s.end]) is None:
        return False
    if gn._CLOCK_BEFORE.search(text[max(0, s.start - 16) : s.start]):
        return True
    if gn._CLOCK_AFTER.match(text, s.end):
        return True
    if gn._DATE_BEFORE.search(text[max(0, s.start - 14) : s.start]):
        return True
    if s.source == "rules":
        return False
    line_start = text.rfind("\n", 0, s.start) + 1
    line_end = text.find("\n", s.end)
    window = regex.finditer(
        gn._FOUR_DIGITS,
        text,
        pos=max(line_start, s.start - gn._CLOCK_REACH),
        endpos=min(len(text) if line_end < 0 else line_end, s.end + gn._CLOCK_REACH),
    )
    return any(
        m.start() != s.start
        and gn._CLOCK.fullmatch(m[0]) is not None
        and not gn.FIRST_YEAR <= int(m[0]) <= gn.LAST_YEAR
        for m in window
    )


def _texts() -> list[str]:
    rng = random.Random(52)
    texts = [*LINES, "\n".join(LINES), " ".join(LINES)]
    for _ in range(30):
        texts.append(rng.choice(["\n", " ", "\n\n", ", "]).join(rng.sample(LINES, 4)))
    return texts


def _suggestions(text: str) -> list[Suggestion]:
    """A DATE suggestion on every number, pair and stretch of digits, by each source."""
    spans = [m.span() for m in regex.finditer(r"[0-9]+(?:/[0-9]+)?", text)]
    spans += [(a + 1, b) for a, b in spans if b - a > 1]  # (inside a number too)
    return [
        Suggestion(a, b, "Date", source, 0.4, "DATE")
        for a, b in spans
        for source in ("rules", "crf")
    ]


@pytest.mark.parametrize(
    ("guard", "plain"),
    [
        (gn.vent_setting, _plain_vent_setting),
        (gn.clock_column, _plain_clock_column),
        (gn.clock_time, _plain_clock_time),
    ],
)
def test_guards_say_what_they_said_looking_again_each_time(
    guard: Guard, plain: Guard
) -> None:
    for text in _texts():
        for s in _suggestions(text):
            assert guard(text, s) == plain(text, s), (text, s)
        gn.forget_text()


def test_a_guard_asked_about_another_text_forgets_the_last() -> None:
    a = "PSV 10/5 and 8/5"
    b = "Seen 10/5 and 8/5"
    s = Suggestion(4, 8, "Date", "rules", None, "DATE")
    t = Suggestion(5, 9, "Date", "rules", None, "DATE")
    assert gn.vent_setting(a, s)
    assert not gn.vent_setting(b, t)
    assert gn.vent_setting(a, s)


def test_guards_on_one_long_line_take_time_linear_in_it() -> None:
    # 100 KB on one line: 52 s when each pair looked at its whole line again.
    text = "PSV 10/5 weaned to 8/5 on 3/4 and 5/6, 2015 at 2200, " * 2000
    found = _suggestions(text)
    start = time.process_time()
    apply_guards(text, found)
    assert time.process_time() - start < 10
