"""The per-document shortcuts of the scorer give what the reference definitions give."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from vtt_py.agreement.chance import _by_label
from vtt_py.agreement.spans import Span
from vtt_py.agreement.unitizing import non_overlapping

spans = st.lists(
    st.builds(
        lambda start, width, label: Span(start, start + width, label),
        st.integers(0, 30),
        st.integers(0, 8),
        st.sampled_from("abc"),
    ),
    max_size=14,
)


@settings(max_examples=300, deadline=None)
@given(spans)
def test_units_by_label_are_those_non_overlapping_keeps(found: list[Span]) -> None:
    """Nested, stacked, same-start and zero-length spans: one pass keeps the same units."""
    ordered = sorted(set(found))
    grouped: dict[str, list[tuple[int, int]]] = {}
    for start, end, label in ordered:
        grouped.setdefault(label, []).append((start, end))
    expected = {k: units for k, iv in grouped.items() if (units := non_overlapping(iv))}
    assert _by_label(ordered) == expected
