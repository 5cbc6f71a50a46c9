"""Surrogates on the PhysioNet gold standard: nothing original left, everything aligned."""

from __future__ import annotations

import re
from collections import defaultdict

import pytest

from tests.conftest import shared_path
from vtt_py.core import Document
from vtt_py.export.phi import PhiRule
from vtt_py.export.surrogate import MappingEntry, SurrogateOptions, surrogate_corpus
from vtt_py.formats.registry import FormatContext, get_format
from vtt_py.formats.tagsets import load_tagset

pytestmark = pytest.mark.shared

Corpus = list[tuple[str, Document]]


@pytest.fixture(scope="module")
def gold() -> Corpus:
    path = shared_path("corpora", "physionet-deid-train", "id.text")
    return list(get_format("physionet").read(path, FormatContext()))


@pytest.fixture(scope="module")
def result(gold: Corpus) -> tuple[Corpus, list[MappingEntry], dict[str, int]]:
    rule = PhiRule(load_tagset("physionet"), "phi")
    return surrogate_corpus(
        gold, rule.is_phi, SurrogateOptions(seed=2024), FormatContext()
    )


def _word(value: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(value)}(?!\w)", re.IGNORECASE)


def _outside_phi(doc: Document) -> str:
    chars = list(doc.text)
    for m in doc.markups:
        chars[m.start : m.end] = "\0" * (m.end - m.start)
    return "".join(chars)


def test_surrogates_leave_no_original_phi_string(gold: Corpus, result: tuple) -> None:
    out = dict(result[0])
    checked = 0
    for name, doc in gold:
        context = _outside_phi(
            doc
        )  # the unchanged text may hold the same word by chance
        for m in doc.markups:
            original = doc.text_of(m).strip()
            checked += 1
            if len(original) < 2:  # single initials: a letter cannot be avoided
                continue
            pattern = _word(original)
            assert len(pattern.findall(out[name].text)) <= len(
                pattern.findall(context)
            ), (
                name,
                m.label,
            )
    assert checked == sum(len(d.markups) for _, d in gold) == 780


def test_every_markup_points_at_its_surrogate(gold: Corpus, result: tuple) -> None:
    out, mapping, _ = result
    new = dict(out)
    assert len(mapping) == 780
    for entry in mapping:
        assert (
            new[entry.document].text[entry.new_start : entry.new_end] == entry.surrogate
        )
        assert entry.surrogate.strip().casefold() != entry.original.strip().casefold()
    for (name, doc), (_, after) in zip(gold, out, strict=True):
        assert [m.label for m in doc.markups] == [m.label for m in after.markups], name
        # The text between PHI spans is untouched.
        assert re.sub(r"\s+", " ", _outside_phi(doc).replace("\0", "")) == re.sub(
            r"\s+", " ", _outside_phi(after).replace("\0", "")
        )


def test_same_name_same_surrogate_within_a_note(result: tuple) -> None:
    seen: dict[tuple[str, str], set[str]] = defaultdict(set)
    for entry in result[1]:
        if "Name" in entry.label:
            seen[(entry.document, entry.original.casefold())].add(
                entry.surrogate.casefold()
            )
    assert seen and all(len(s) == 1 for s in seen.values())


def _shape(value: str) -> str:
    return re.sub(r"[^\W\d_]+", "a", re.sub(r"\d+", "9", value))


def test_dates_keep_their_format_and_shift_per_patient(result: tuple) -> None:
    dates = [e for e in result[1] if e.label in ("Date", "DateYear")]
    assert len(dates) == 219
    assert all(_shape(e.original) == _shape(e.surrogate) for e in dates)
    shifts = result[2]
    assert all(abs(days) >= 400 for days in shifts.values())
    assert {e.document.split("-")[0] for e in result[1]} <= set(shifts)
    # One shift per patient: a date written alike in two notes of a patient
    # comes out alike (8/25 in notes 2-2 and 2-13, for instance).
    by_patient: dict[tuple[str, str], set[str]] = defaultdict(set)
    for e in dates:
        by_patient[(e.document.split("-")[0], e.original)].add(e.surrogate)
    assert any(
        len({d.document for d in dates if (d.document.split("-")[0], d.original) == k})
        > 1
        for k in by_patient
    )
    assert all(len(s) == 1 for s in by_patient.values())


def test_seed_makes_the_output_reproducible(gold: Corpus, result: tuple) -> None:
    rule = PhiRule(load_tagset("physionet"), "phi")
    again = surrogate_corpus(
        gold[:60], rule.is_phi, SurrogateOptions(seed=2024), FormatContext()
    )
    first = surrogate_corpus(
        gold[:60], rule.is_phi, SurrogateOptions(seed=2024), FormatContext()
    )
    assert [d.text for _, d in again[0]] == [d.text for _, d in first[0]]
    other = surrogate_corpus(
        gold[:60], rule.is_phi, SurrogateOptions(seed=1), FormatContext()
    )
    assert [d.text for _, d in other[0]] != [d.text for _, d in first[0]]
