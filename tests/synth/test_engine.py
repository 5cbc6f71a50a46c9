"""One note synthesized: surrogates in place, markups on them, consistent per patient."""

from __future__ import annotations

import datetime as dt
import re

from vtt_py.export.surrogate_lexicon import census_names
from vtt_py.formats.mimic_csv import MIMIC3, MIMIC4, SourceNote
from vtt_py.synth.engine import UNDECIDED, SynthConfig, synthesize_note
from vtt_py.synth.placeholders import placeholders

TEXT = (
    "Admission Date:  [**2151-7-16**]   Discharge Date: [**2151-8-4**]\n"
    "Mr. [**Known lastname 4321**] is a [**Age over 90 **] year old man seen at "
    "[**Hospital1 18**] by Dr.[**Last Name (STitle) 12**] and Dr. "
    "[**First Name8 (NamePattern2) 2**] [**Last Name (NamePattern1) 3**]. His wife "
    "[**Female First Name (un) 9**] called [**Telephone/Fax (1) 77**] in '[**95**]. "
    "[**Frobnicate 2**] [**Known lastname 4321**].\n"
)


def _note(text: str = TEXT, subject: str = "42", ident: str = "1") -> SourceNote:
    return SourceNote(ident, subject, "Discharge summary", text, 2, MIMIC3)


def _values(note: SourceNote) -> list[tuple[str, str]]:
    result = synthesize_note(note, SynthConfig(seed=7))
    return [(result.text[s:e], label) for s, e, label in result.spans]


def test_every_placeholder_becomes_a_marked_surrogate_and_the_rest_is_kept() -> None:
    note = _note()
    result = synthesize_note(note, SynthConfig(seed=7))
    found = placeholders(TEXT, blanks=False)
    assert len(result.spans) == len(found)
    rebuilt, pos = [], 0
    for (start, end, _), ph in zip(result.spans, found, strict=True):
        rebuilt += [result.text[pos:start], TEXT[ph.start : ph.end]]
        pos = end
    rebuilt.append(result.text[pos:])
    assert "".join(rebuilt) == TEXT  # characters around each placeholder kept
    assert "Dr.'" not in result.text and result.text.count("'") == 1


def test_labels_in_the_chosen_tag_set() -> None:
    labels = [label for _, label in _values(_note())]
    assert labels == [
        "Date|Patient", "Date|Patient", "Name|Patient", "Age-PII|Patient",
        "Organization", "Name", "Name", "Name", "Name|Patient", "Comm|Patient",
        "Year|Patient", UNDECIDED, "Name|Patient",
    ]  # fmt: skip
    result = synthesize_note(_note(), SynthConfig(seed=7, tagset="i2b2-2014"))
    assert result.spans[4][2] == "LOCATION|HOSPITAL"


def test_same_placeholder_same_surrogate_within_a_patient_only() -> None:
    first = _values(_note())
    assert first[2][0] == first[-1][0]  # Known lastname 4321, twice in the note
    other_note = _values(_note(ident="2"))
    assert other_note[2][0] == first[2][0]  # another note of the same patient
    others = {_values(_note(subject=str(s)))[2][0] for s in range(40, 60)}
    assert len(others) > 10  # other patients draw their own


def test_dates_keep_their_interval_and_move_into_the_past() -> None:
    values = _values(_note())
    dates = [dt.date.fromisoformat(v) if "-" in v else None for v, _ in values[:2]]
    if None in dates:  # another format was drawn for this patient
        dates = [_parse(v) for v, _ in values[:2]]
    assert (dates[1] - dates[0]).days == (
        dt.date(2151, 8, 4) - dt.date(2151, 7, 16)
    ).days
    assert 2035 <= dates[0].year <= 2052


def _parse(value: str) -> dt.date:
    for fmt in ("%m/%d/%Y", "%B %d, %Y"):
        try:
            return dt.datetime.strptime(value, fmt).date()
        except ValueError:
            continue
    raise AssertionError(value)


def test_gender_age_and_unknown_category() -> None:
    result = synthesize_note(_note(), SynthConfig(seed=7))
    values = [result.text[s:e] for s, e, _ in result.spans]
    assert values[8] in census_names().female
    assert 90 <= int(values[3]) <= 104
    assert values[11] == "[**Frobnicate 2**]"
    assert result.stats.unknown == {"Frobnicate": 1}
    assert re.fullmatch(r"\(\d{3}\) \d{3}-\d{4}|\d{3}-\d{3}-\d{4}", values[9])


def test_mimic4_blanks_typed_from_context_or_undecided() -> None:
    text = (
        "Name:  ___   Unit No:  ___\nDr. ___ saw him on ___ at 10:30. Note ___ here.\n"
    )
    note = SourceNote("9-DS-1", "9", "DS", text, 2, MIMIC4)
    result = synthesize_note(note, SynthConfig(seed=1, tagset="i2b2-2014"))
    labels = [label for _, _, label in result.spans]
    assert labels == ["NAME|PATIENT", "ID|IDNUM", "NAME|DOCTOR", "DATE|DATE", UNDECIDED]
    assert result.stats.undecided == 1
    assert sum(result.stats.context.values()) == 4
    assert result.text.endswith("Note ___ here.\n")


def test_same_note_same_bytes_with_the_same_seed() -> None:
    config = SynthConfig(seed=3)
    assert synthesize_note(_note(), config) == synthesize_note(_note(), config)
    assert (
        synthesize_note(_note(), config).text
        != synthesize_note(_note(), SynthConfig(seed=4)).text
    )


def test_issue15_over_89_birth_date_and_age_agree_with_the_dates() -> None:
    text = (
        "Admission Date:  [**2151-7-16**]\nDate of Birth:  [**1851-1-4**]   Sex: M\n"
        "He is a [**Age over 90 **] year old man.\n"
    )
    for subject in map(str, range(30)):
        result = synthesize_note(_note(text, subject=subject), SynthConfig(seed=2))
        admitted, born, age = (result.text[s:e] for s, e, _ in result.spans)
        years = _parse_any(admitted).year - _parse_any(born).year
        assert 90 <= int(age) <= 99 and int(age) in (years, years - 1)


def _parse_any(value: str) -> dt.date:
    return dt.date.fromisoformat(value) if "-" in value else _parse(value)


def test_mimic4_dates_of_a_patient_fall_in_one_stay_and_births_before() -> None:
    text = "Admission Date:  ___   Discharge Date:  ___\nDate of Birth:  ___\n"
    for subject in map(str, range(20)):
        note = SourceNote(f"{subject}-DS-1", subject, "DS", text, 2, MIMIC4)
        result = synthesize_note(note, SynthConfig(seed=5))
        admitted, discharged, born = (
            _parse_any(result.text[s:e]) for s, e, _ in result.spans
        )
        assert abs((discharged - admitted).days) <= 30
        assert 19 <= (admitted - born).days // 365 <= 90
        again = synthesize_note(
            SourceNote(f"{subject}-DS-2", subject, "DS", text, 2, MIMIC4),
            SynthConfig(seed=5),
        )
        assert (
            again.text.splitlines()[1] == result.text.splitlines()[1]
        )  # one birth date
