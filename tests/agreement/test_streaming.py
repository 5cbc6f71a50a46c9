"""Scoring pair by pair: joins, alpha_U from sums, the HIPAA rule learnt on the way, errors."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.agreement.helpers import make_doc, write_doc
from vtt_py.agreement import compare_documents, compare_paths
from vtt_py.agreement.alpha_stream import ContinuumSums
from vtt_py.agreement.assemble import BINARY_LEVELS
from vtt_py.agreement.engine import ScoreOptions
from vtt_py.agreement.hipaa import hipaa_rule
from vtt_py.agreement.jsonout import write_json
from vtt_py.agreement.levels import merge_tally, span_level_tallies
from vtt_py.agreement.perdoc import LazyList
from vtt_py.agreement.spans import I2B2_TOKEN, count_tokens, document_spans
from vtt_py.agreement.summaries import level_scores
from vtt_py.agreement.unitizing import category_alpha, non_overlapping
from vtt_py.cli import main
from vtt_py.formats.vtt import write_vtt

units = st.lists(st.tuples(st.integers(0, 40), st.integers(1, 6)), max_size=5)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.tuples(st.integers(1, 45), units, units), min_size=1, max_size=6),
    st.randoms(use_true_random=False),
)
def test_streamed_alpha_equals_the_rebuilt_continuum_in_any_order(
    docs: list, rng: random.Random
) -> None:
    """Documents may arrive in any order; the continuum is laid out in ``order``."""
    cleaned = []
    for length, a, b in docs:
        ua = non_overlapping((s, min(length, s + n)) for s, n in a if s < length)
        ub = non_overlapping((s, min(length, s + n)) for s, n in b if s < length)
        cleaned.append((length, ua, ub))
    sums, corpus_only = ContinuumSums(), ContinuumSums()
    for length, ua, ub in cleaned:
        doc = sums.add_document(length)
        corpus_only.add_document(length)
        if ua or ub:
            sums.add_units(doc, "x", ua, ub, length)
            assert corpus_only.add_units(doc, "x", ua, ub, length, alone=False) is None
    order = list(range(len(cleaned)))
    rng.shuffle(order)
    rebuilt: list[list[tuple[int, int]]] = [[], []]
    base = 0
    for i in order:
        length, ua, ub = cleaned[i]
        for side, found in enumerate((ua, ub)):
            rebuilt[side] += [(s + base, e + base) for s, e in found]
        base += length
    streamed = sums.alpha(order).per_category
    # Leaving out each document's own D_o and D_e changes no corpus figure.
    assert corpus_only.alpha(order) == sums.alpha(order)
    if not rebuilt[0] and not rebuilt[1]:
        assert streamed == {}
        return
    assert streamed["x"] == category_alpha(rebuilt, begin=0, length=base)


TEXT = "Mary Smith seen 03/04/2020 at Mercy Hospital by Dr Lee.\n"


def test_folders_are_joined_by_name_whatever_the_reading_order(tmp_path: Path) -> None:
    # 'a-b' sorts before 'a' as a path ('-' < '.'), after it as a name.
    for name in ("a", "a-b", "c"):
        write_doc(tmp_path / "ref" / f"{name}.vtt", TEXT, [(0, 4, "Name", "Patient")])
    for name in ("a-b", "a", "d"):
        write_doc(tmp_path / "cand" / f"{name}.vtt", TEXT, [(0, 10, "Name", "Patient")])
    report, paired = compare_paths(tmp_path / "ref", tmp_path / "cand")
    assert report["documents"] == 2
    assert paired.pairs == ["a", "a-b"]
    assert report["unmatched"] == {"reference": ["c"], "candidate": ["d"]}
    assert [d["doc"] for d in report["per_document"]] == ["a", "a-b"]  # type: ignore[attr-defined]


def _old_hipaa(pairs: list, mode: str = "tag|category") -> dict:
    """The HIPAA levels as 80647b4 computed them: the rule from every label first."""
    used = {(m.tag, m.category) for _, r, c in pairs for d in (r, c) for m in d.markups}
    tagsets = [r.tagset for _, r, _ in pairs] + [c.tagset for _, _, c in pairs]
    rule = hipaa_rule(tagsets, used)
    totals: dict = {}
    for _, r, c in sorted(pairs, key=lambda p: p[0]):
        ref = document_spans(r, label_mode=mode, keep=rule)
        cand = document_spans(c, label_mode=mode, keep=rule)
        for level, tally in span_level_tallies(r.text, ref, cand).items():
            merge_tally(totals.setdefault(level, {}), tally)
    scores = {
        level: level_scores(t, per_label=level not in BINARY_LEVELS)
        for level, t in totals.items()
    }
    return scores, rule.source


def _rule_changing_pairs() -> list:
    """The first note's labels point to NLM Scrubber's tag set, the next ones' to PhysioNet's.

    Scored in name order, note '1' is read under NLM Scrubber's HIPAA list
    (which holds Name|Patient); by the end PhysioNet's set fits best and
    does not list Name|Patient, so note '1' must be scored again.
    """
    first = [(0, 10, "Name", "Patient"), (16, 26, "Date", "Patient")]
    later = [(0, 4, "PTName", ""), (5, 10, "PTName", ""), (16, 26, "Date", ""),
             (36, 44, "Location", ""), (52, 55, "HCPName", ""), (11, 15, "Age", "")]  # fmt: skip
    pairs = [("1", make_doc(TEXT, first), make_doc(TEXT, first[:1]))]
    for i in range(2, 5):
        pairs.append((str(i), make_doc(TEXT, later), make_doc(TEXT, later[::2])))
    return pairs


def test_hipaa_rule_learnt_on_the_way_gives_the_whole_corpus_figures() -> None:
    pairs = _rule_changing_pairs()
    report = compare_documents(pairs)
    expected, source = _old_hipaa(pairs)
    assert report["hipaa_tagset"] == source == "physionet"
    assert report["scores"]["hipaa"] == expected  # type: ignore[index]


def test_hipaa_rule_change_rereads_the_files(tmp_path: Path) -> None:
    for name, ref, cand in _rule_changing_pairs():
        for side, doc in (("ref", ref), ("cand", cand)):
            path = tmp_path / side / f"{name}.vtt"
            path.parent.mkdir(parents=True, exist_ok=True)
            write_vtt(doc, path)
    report, _ = compare_paths(tmp_path / "ref", tmp_path / "cand")
    expected, _ = _old_hipaa(_rule_changing_pairs())
    assert report["scores"]["hipaa"] == expected  # type: ignore[index]


def test_json_is_written_entry_by_entry_with_json_dump_s_bytes() -> None:
    report = compare_documents(_rule_changing_pairs())
    lazy = dict(report)
    rows = report["per_document"]
    lazy["per_document"] = LazyList(list(range(len(rows))), lambda i: rows[i])  # type: ignore[index, arg-type]
    expected = io.StringIO()
    json.dump(report, expected, indent=2, ensure_ascii=False)
    written = io.StringIO()
    write_json(lazy, written)
    assert written.getvalue() == expected.getvalue() + "\n"
    assert lazy["per_document"] == rows


def test_comparing_no_document_is_an_error_saying_why(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for side, newline in (("a", "\r\n"), ("b", "\n")):
        folder = tmp_path / side
        folder.mkdir()
        (folder / "n1.txt").write_bytes(f"Mary Smith{newline}seen{newline}".encode())
        (folder / "n1.ann").write_text("T1\tName 0 4\tMary\n", encoding="utf-8")
    assert main(["agree", str(tmp_path / "a"), str(tmp_path / "b")]) == 1
    err = capsys.readouterr().err
    assert "could be compared" in err and "line ends differ (CRLF and LF)" in err
    other = tmp_path / "c"
    other.mkdir()
    (other / "x.txt").write_text("Mary\n", encoding="utf-8")
    (other / "x.ann").write_text("", encoding="utf-8")
    assert main(["agree", str(tmp_path / "b"), str(other)]) == 1
    assert "no document of REF has a counterpart" in capsys.readouterr().err


@settings(max_examples=200, deadline=None)
@given(
    st.text(alphabet=st.sampled_from("ab Z9-_é\n\u2028\U0001f600\ud800"), max_size=40)
)
def test_token_count_equals_the_i2b2_token_pattern(text: str) -> None:
    assert count_tokens(text) == len(I2B2_TOKEN.findall(text))


def test_a_report_without_per_document_figures_has_the_same_corpus_figures(
    tmp_path: Path,
) -> None:
    """``vtt-py agree``'s text table needs no document's own figures: the rest is equal."""
    spans = [(0, 4, "Name", "Patient"), (16, 26, "Date", ""), (30, 44, "Hospital", "")]
    rng = random.Random(3)
    for i in range(12):
        cand = [
            (s, e - rng.randint(0, 2), t, c)
            for s, e, t, c in spans
            if rng.random() < 0.8
        ]
        write_doc(tmp_path / "ref" / f"{i}.vtt", TEXT, spans)
        write_doc(tmp_path / "cand" / f"{i}.vtt", TEXT, cand)
    reports = [
        compare_paths(
            tmp_path / "ref",
            tmp_path / "cand",
            options=ScoreOptions(per_document=per_document),
        )[0]
        for per_document in (True, False)
    ]
    full, table_only = reports
    assert len(full.pop("per_document")) == 12  # type: ignore[arg-type]
    assert "per_document" not in table_only
    assert table_only == full
