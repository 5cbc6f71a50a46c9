"""Standalone tags files and the shipped tag sets."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import shared_path
from vtt_py.errors import ParseError, UsageError
from vtt_py.formats.tags_file import dumps_tags_file, read_tags_file, write_tags_file
from vtt_py.formats.tagsets import available_tagsets, load_tagset


def test_tags_file_from_vtt_round_trips_byte_for_byte() -> None:
    path = shared_path("vtt-samples/java-nlp-framework/config/tags.data")
    tagset = read_tags_file(path)
    assert tagset.reserved.name == "Highlight"
    assert not tagset.get("SnippetColumn").display  # type: ignore[union-attr]
    assert dumps_tags_file(tagset).encode() == path.read_bytes()


def test_tags_file_keeps_vtt_py_properties(tmp_path: Path) -> None:
    tagset = load_tagset("nlm-scrubber")
    write_tags_file(tagset, tmp_path / "mine.tags")
    again = load_tagset(tmp_path / "mine.tags")
    assert again.tags == tagset.tags and again.hipaa_labels == tagset.hipaa_labels


def test_tags_file_bad_line_fails_with_path_and_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.tags"
    path.write_text(
        "Text/Clear||false|false|false|true|255|255|255|0|51|153|Monospaced|12\n"
        "Name||true|false\n"
    )
    with pytest.raises(ParseError) as info:
        read_tags_file(path)
    assert info.value.line == 2


def test_tagsets_ship_the_five_sets_of_the_spec() -> None:
    assert available_tagsets() == [
        "cchmc",
        "hipaa-18",
        "i2b2-2014",
        "nlm-scrubber",
        "physionet",
    ]
    nlm = load_tagset()
    assert nlm.name == "nlm-scrubber"
    for label in [
        "Name|Patient",
        "PNinit|Patient",
        "Age-PII|Patient",
        "Age-fract|Patient",
        "Date|Patient",
        "Holiday|Patient",
        "Prot|Patient",
        "Alphanum|Patient",
        "Comm|Patient",
        "ZIP",
        "County",
        "Location",
        "Employer",
        "npii",
    ]:
        assert label in nlm, label
    assert nlm.is_hipaa("Name", "Patient") and not nlm.is_hipaa("State")
    i2b2 = load_tagset("i2b2-2014")
    assert len(i2b2.user_tags) == 30
    assert i2b2.is_hipaa("ID", "SSN") and not i2b2.is_hipaa("NAME", "DOCTOR")
    assert len(load_tagset("hipaa-18").user_tags) == 18


def test_tagsets_unknown_name_is_a_usage_error() -> None:
    with pytest.raises(UsageError, match="nlm-scrubber"):
        load_tagset("no-such-set")
