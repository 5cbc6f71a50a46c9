"""The per-document shortcuts of the scorer give what the reference definitions give."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from vtt_py.agreement.chance import _by_label
from vtt_py.agreement.levels import SpanSide
from vtt_py.agreement.spans import I2B2_TOKEN, Span, token_labels
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


texts = st.text(alphabet=st.sampled_from("ab1 -.\né"), max_size=40)


@settings(max_examples=300, deadline=None)
@given(texts, spans)
def test_one_walk_over_a_side_gives_the_reference_tokens_and_kappa_labels(
    text: str, found: list[Span]
) -> None:
    """SpanSide.of walks each side once; token_labels and the i2b2 tokens define it."""
    ordered = sorted({s for s in found if s.end <= len(text)})
    side = SpanSide.of(text, ordered)
    assert side.token_labels == token_labels(text, ordered)
    assert side.tokens == {
        (m.start(), m.end(), label)
        for start, end, label in ordered
        for m in I2B2_TOKEN.finditer(text, start, end)
    }
