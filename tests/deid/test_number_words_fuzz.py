"""Number words and ordinals before age, date and count keys, in any order: no crash."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from vtt_py.deid.pipeline import Deidentifier

#: Every number word an age or a day may be spelled with, zero included
#: (its value 0 once crashed the ages' reading), and the keys after them.
_WORDS = (
    "zero one two nine ten eleven nineteen twenty ninety hundred and first "
    "second third twelfth twentieth ninetieth hundredth nineties"
).split()
_KEYS = (
    "yo y/o y.o. year years old yrs of age month week birthday bday of life "
    "on the since day"
).split()
_GLUE = [" ", "-", "\n", ".", ",", "(", ")", " and "]

_RULES = Deidentifier(None, "physionet")


_NUMBER = st.sampled_from(_WORDS).flatmap(lambda w: st.sampled_from([w, w.upper()]))


@given(
    st.lists(
        st.tuples(_NUMBER, st.sampled_from(_GLUE), st.sampled_from(_KEYS)),
        max_size=6,
    )
)
@settings(deadline=None, max_examples=300)
def test_spelled_numbers_with_their_keys_never_crash_the_rules(
    parts: list[tuple[str, str, str]],
) -> None:
    text = " ".join("".join(part) for part in parts)
    for s in _RULES.suggest(text):
        assert 0 <= s.start < s.end <= len(text)


def test_zero_years_old_is_read() -> None:
    text = "pt forget zero yobm classes, zero year old"
    assert all(s.end <= len(text) for s in _RULES.suggest(text))
