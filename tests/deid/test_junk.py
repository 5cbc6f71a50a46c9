"""Stretches that are no prose are left to the text rules; notes are read whole."""

from __future__ import annotations

import random
import string

from tests.conftest import REPO, shared_path
from vtt_py.deid.analysis import analyse
from vtt_py.deid.junk import junk_lines
from vtt_py.deid.pipeline import Deidentifier
from vtt_py.formats.vtt import read_vtt


def _random_text(chars: int, seed: int = 1) -> str:
    rng = random.Random(seed)
    return "".join(rng.choice(string.printable) for _ in range(chars))


def test_no_line_of_the_sample_corpus_is_junk() -> None:
    for path in sorted((REPO / "sample_corpus" / "gold").glob("*.vtt")):
        lines = read_vtt(path).text.split("\n")
        assert not any(junk_lines(lines)), path.name


def test_no_line_of_the_physionet_notes_is_junk() -> None:
    text = shared_path("corpora", "physionet-deid-train", "id.text").read_text("utf-8")
    assert not any(junk_lines(text.split("\n")))


def test_random_printable_text_is_left_out_of_the_token_analysis() -> None:
    text = _random_text(50_000)
    analysis = analyse(text)
    assert len(analysis.words) < len(text) / 100  # only the tail's few lines


def test_a_line_of_prose_amid_a_dump_is_still_read() -> None:
    dump = "\n".join(_random_text(3000, seed=s).replace("\n", " ") for s in range(3))
    text = dump + "\nSpoke with daughter Miriam Okafor today.\n" + dump
    analysis = analyse(text)
    assert "Okafor" in analysis.words
    assert len(analysis.words) < 40


def test_text_rules_still_find_dates_and_phones_in_a_dump() -> None:
    dump = _random_text(20_000).replace("\n", " ")
    text = (
        dump[:5000]
        + " 617-555-0142 "
        + dump[5000:10_000]
        + " 03/14/2019 "
        + dump[10_000:]
    )
    found = {text[s.start : s.end] for s in Deidentifier().suggest(text)}
    assert {"617-555-0142", "03/14/2019"} <= found


def test_junk_lines_is_empty_for_no_lines() -> None:
    assert junk_lines([]) == []
    assert junk_lines([""]) == [False]
