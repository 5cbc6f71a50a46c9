"""Dictation reference initials: ``ES/vh`` on its own line or after the job number."""

from __future__ import annotations

import pytest

from vtt_py.deid.kinds import INITIALS, INITIALS_PATIENT, NAME_PROVIDER, NAME_RELATIVE
from vtt_py.deid.rules_initials import find_initials


def _found(text: str) -> list[str]:
    return [text[f.start : f.end] for f in find_initials(text) if f.kind == INITIALS]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("T: 06/16/2021 08:03\nJob #: 9528451\nKT/mw\ncc: Dr. Okafor\n", ["KT", "mw"]),
        ("DD: 2/7/21  DT: 2/8/21  JOB: 7235849  dlr\n", ["dlr"]),
        ("D: 1/21/21  T: 1/22/21  Job 7082929  RBQ/cm\n", ["RBQ", "cm"]),
        ("Sincerely,\n\nAnna Lindqvist, MD\nAL/jps\nEnclosures (2)\n", ["AL", "jps"]),
    ],
)
def test_reference_initials_are_found(text: str, expected: list[str]) -> None:
    assert sorted(_found(text)) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        "ICU/icu\n",  # the same letters twice: no pair of initials
        "Pt on NRB/nc overnight.\n",  # not alone on its line
        "BP 120/80, HR 72\n",
        "job search ongoing, 12 applications sent\n",
    ],
)
def test_clinical_text_has_no_reference_initials(text: str) -> None:
    assert _found(text) == []


def test_rules_initials_a_common_word_after_a_job_number_is_no_initials() -> None:
    assert find_initials("pt said good job 1800 done\n") == []
    assert [f.start for f in find_initials("JOB: 7235849  jf\n")] == [14]


def _patient(text: str) -> list[str]:
    return [
        text[f.start : f.end] for f in find_initials(text) if f.kind == INITIALS_PATIENT
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("NURSING NOTE\nPt QRT, 71 y/o female, day 3 in MICU.\n", ["QRT"]),
        ("patient LM is a 58 year old man\n", ["LM"]),
        ('Specimen labelled "ZELDA VOSS", initials Z.V. and MRN.\n', ["Z.V."]),
        ("Initials: KB\n", ["KB"]),
        ("Pt's initials are RB.\n", ["RB"]),  # a sentence's period after them
        # In brackets after the patient's label, and the same initials later.
        ("Pt (MKL) resting comfortably. MKL ate lunch.\n", ["MKL", "MKL"]),
        ("Pt (R.J.) ambulating in hall\n", ["R.J."]),
        # Belongings labeled with them; a report on the patient by them.
        ("Belongings: bag labeled HTB; glasses\n", ["HTB"]),
        ("report from Stacy, RN at 1900 on pt WKS. Resting\n", ["WKS"]),
        ("family meeting re: pt ABK, plan\n", ["ABK"]),
        # A header field, and the same initials later in the note.
        (
            "Progress Note\nPt: TQ   MRN 000-11-222\n\nS: TQ reports pain.\n",
            ["TQ", "TQ"],
        ),
    ],
)
def test_patient_initials_named_by_a_cue_are_found(
    text: str, expected: list[str]
) -> None:
    assert _patient(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "CV: INITIALLY AV PACED AT 90\n",  # "initially", not "initials"
        "RESP: initial ABG 7.22/37/354\n",
        "Code status\nPt: DNR\n",  # code status, not initials
        "Pt NPO after midnight\n",
        "PT. INITIALLY ON AC 700X15/5/40%.\n",
        "Pt seen by PT today, 3 sessions\n",
        "initials are illegible on the consent\n",
        "PT IS 93 YO, LIVES WITH SON. SHE IS ALERT.\n",  # a word in capitals
        "pt (CMO) on morphine drip\n",  # code status and abbreviations in brackets
        "Pt (ETOH) withdrawal, CIWA\n",
        "pt (HCP) aware of plan\n",
        "specimen labeled CBC sent to lab\n",
        "report given on pt NPO.\n",
    ],
)
def test_clinical_capitals_are_no_patient_initials(text: str) -> None:
    assert _patient(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Pt resting.\n-JMK\n", ["JMK"]),
        ("NO CHANGES.\n- KLM RN\n", ["KLM"]),
        ("JMK RN\n", ["JMK"]),
        ("PT RESTING COMFORTABLY. -JMK\n", ["JMK"]),
        # A list's items, an abbreviation with its credential: no signer.
        ("PMH:\n- HTN\n-DVT\n- OK\n", []),
        ("ICU RN\n", []),
        ("BP 120/80 - JK more\n", []),
    ],
)
def test_a_nursing_notes_signer_by_initials(text: str, expected: list[str]) -> None:
    assert _found(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("RETURN TO JML", ["JML"]),
        ("REPORT TO KTB AT 1900.", ["KTB"]),
        ("SIGNED OUT TO RPF, NO ACUTE ISSUES.", ["RPF"]),
        ("report to jml.", ["jml"]),
        ("assumed care from EKS at 0700", ["EKS"]),
        # The same letters elsewhere in the note: that nurse's too.
        ("Report given to AJM.\nAJM aware of K 3.1.", ["AJM", "AJM"]),
        # Units, hospitals, abbreviations, words and services' shortenings.
        ("report to ICU", []),
        ("report to SDU", []),
        ("report given to MGH", []),
        ("RETURN TO BED", []),
        ("RETURN TO OR", []),
        ("report to ONC", []),
        ("return to icu", []),
        ("return to ajm", []),  # lower-case letters with a vowel: a word as likely
    ],
)
def test_a_nurses_initials_after_a_shift_handoff(
    text: str, expected: list[str]
) -> None:
    assert _found(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("pt resting, vss.\n-jml\n", ["jml"]),
        ("pain controlled. - ktb rn", ["ktb"]),
        # Elsewhere than closing the note, or an abbreviation: a list's item.
        ("- jml\nmore text", []),
        ("plan:\n- tbd\n", []),
        ("continue abx - bmp", []),
        ("f/u labs -tsh", []),
    ],
)
def test_a_lower_case_signers_initials_closing_the_note(
    text: str, expected: list[str]
) -> None:
    assert _found(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Transcribed by: kqv\n", ["kqv"]),
        ("Typed by: JRW  11/03/2031\n", ["JRW"]),
        ("Transcriptionist: dmz\n", ["dmz"]),
        # A word, a stop word or a clinical abbreviation is no typist.
        ("Typed by: me\n", []),
        ("Entered by: ED\n", []),
        ("Dictated by: MD\n", []),
        ("Transcribed by: dictation service\n", []),
    ],
)
def test_a_typists_initials_alone_in_the_field_for_them(
    text: str, expected: list[str]
) -> None:
    assert _found(text) == expected


def test_dotted_initials_before_a_credential_are_a_nurses() -> None:
    for text, initials in (
        ("Report from M.K. RN at 1900.", "M.K."),
        ("Plan per J.T., RN.", "J.T."),
    ):
        assert [text[f.start : f.end] for f in find_initials(text)] == [initials]
    # Dotted abbreviations before a title are no one's initials.
    for text in ("P.M. RN to recheck.", "D.C. RN aware.", "E.G. RN notes."):
        assert find_initials(text) == []


@pytest.mark.parametrize(
    ("text", "initials"),
    [
        ("RN JS aware of K 3.1.", "JS"),
        ("Per NP JL, hold heparin.", "JL"),
        ("MD K.O. paged re: hypotension.", "K.O."),
        ("Dr. TWK called back, no new orders.", "TWK"),
    ],
)
def test_initials_after_a_role_and_before_what_they_did(
    text: str, initials: str
) -> None:
    assert [text[f.start : f.end] for f in find_initials(text)] == [initials]


@pytest.mark.parametrize(
    "text",
    [
        "MD ICU aware.",  # a unit
        "RN PCA called for help.",  # a role
        "NP TM, clear bilaterally.",  # tympanic membranes
        "RN BP aware.",
        "MD OK, will call back.",  # a word
        "MD JS",  # nothing done after the letters
    ],
)
def test_no_initials_after_a_role_that_are_a_word_or_abbreviation(text: str) -> None:
    assert find_initials(text) == []


@pytest.mark.parametrize(
    ("text", "initials"),
    [
        ("Discussed plan with K.T. (charge RN) and resident.", "K.T."),
        ("R.D. (case manager) to call family re: rehab.", "R.D."),
        ("Spoke with N.O. (night supervisor) re: staffing.", "N.O."),
        ("Labs drawn by A.C.(IV team) at 0600.", "A.C."),
    ],
)
def test_dotted_initials_before_a_role_of_several_words_in_brackets(
    text: str, initials: str
) -> None:
    assert [text[f.start : f.end] for f in find_initials(text)] == [initials]
    assert [f.kind for f in find_initials(text)] == [NAME_PROVIDER]


def test_dotted_initials_before_a_relative_with_its_owner_in_brackets() -> None:
    for text in ("K.T. (pt's daughter) at bedside.", "M.R. (her son) called."):
        found = find_initials(text)
        assert [(text[f.start : f.end], f.kind) for f in found] == [
            (text[:4], NAME_RELATIVE)
        ]


@pytest.mark.parametrize(
    "text",
    [
        "O.T. (occupational therapist) eval pending.",  # the letters spelt out
        "Given per R.N. (charge nurse) protocol.",  # a credential itself
        "D.C. (discontinued) foley at 1400.",  # no role
        "Pt on N.P.O. (nothing by mouth) after midnight.",
        "K.T. (charge RN",  # no closing bracket
    ],
)
def test_no_initials_before_an_expansion_or_no_role(text: str) -> None:
    assert find_initials(text) == []
