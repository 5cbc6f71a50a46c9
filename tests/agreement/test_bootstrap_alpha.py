"""alpha_U of a bootstrap resample equals that of the drawn notes rebuilt as one continuum."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.agreement.helpers import make_doc
from vtt_py.agreement.bootstrap_alpha import AlphaResampler
from vtt_py.agreement.chance import AlphaAccumulator
from vtt_py.agreement.report import compare_documents
from vtt_py.agreement.spans import document_spans

LABELS = ("Name", "Date", "City")


def _doc_spans(rng: random.Random, length: int, count: int) -> list:
    found = []
    for _ in range(count):
        start = rng.randrange(length)
        found.append(
            (start, min(length, start + rng.randint(1, 9)), rng.choice(LABELS))
        )
    return sorted(set(found))


def _documents(seed: int, n: int) -> list[tuple[list, list, int]]:
    rng = random.Random(seed)
    docs = []
    for _ in range(n):
        length = rng.randint(1, 120)
        # Some notes with no span at all, some with one side empty.
        ref = _doc_spans(rng, length, rng.choice((0, 1, 3, 6)))
        cand = _doc_spans(rng, length, rng.choice((0, 2, 5)))
        docs.append((ref, cand, length))
    return docs


def _spans(spans: list, length: int):
    return document_spans(make_doc("x" * length, spans), label_mode="tag")


def _rebuilt(docs, draw: list[int]) -> float:
    acc = AlphaAccumulator()
    for i in draw:
        ref, cand, length = docs[i]
        acc.add(length, _spans(ref, length), _spans(cand, length))
    return acc.corpus().alpha


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.integers(1, 12), st.randoms(use_true_random=False))
def test_resampled_alpha_equals_the_rebuilt_continuum(
    seed: int, n: int, rng: random.Random
) -> None:
    docs = _documents(seed, n)
    acc = AlphaAccumulator()
    for ref, cand, length in docs:
        acc.add(length, _spans(ref, length), _spans(cand, length))
    resampler = AlphaResampler(acc.documents)
    for _ in range(3):
        draw = rng.choices(range(n), k=n)
        assert resampler.alpha(draw) == _rebuilt(docs, draw)


def test_unresampled_draw_gives_the_corpus_alpha() -> None:
    docs = _documents(3, 20)
    acc = AlphaAccumulator()
    for ref, cand, length in docs:
        acc.add(length, _spans(ref, length), _spans(cand, length))
    assert AlphaResampler(acc.documents).alpha(list(range(20))) == acc.corpus().alpha


def test_report_has_an_alpha_interval_around_the_corpus_value() -> None:
    docs = _documents(5, 30)
    pairs = [
        (f"d{i:02d}", make_doc("x" * length, ref), make_doc("x" * length, cand))
        for i, (ref, cand, length) in enumerate(docs)
    ]
    report = compare_documents(pairs, bootstrap=300, seed=1)
    low, high = report["bootstrap"]["intervals"]["alpha_u"]["alpha"]  # type: ignore[index]
    assert low <= report["alpha_u"]["alpha"] <= high  # type: ignore[index]
    assert low < high
