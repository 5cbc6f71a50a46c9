"""Contacts and identifiers (AIR): phones, e-mail, URL, IP, SSN, ZIP, cued and long IDs."""

from __future__ import annotations

import pytest

from vtt_py.deid.kinds import EMAIL, FAX, ID, IP, MRN, PHONE, PROTOCOL, SSN, URL, ZIP
from vtt_py.deid.rules import resolve
from vtt_py.deid.rules_ids import find_contacts, find_identifiers


def found(text: str) -> list[tuple[str, str]]:
    findings = find_contacts(text) + find_identifiers(text)
    return [(text[f.start : f.end], f.kind) for f in resolve(findings) if f.strong]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("call (513) 555-0142 today", ("(513) 555-0142", PHONE)),
        ("Pt's number: (617)5550123.", ("(617)5550123", PHONE)),
        ("tel 212-555-0199.", ("212-555-0199", PHONE)),
        ("his wife (212/555/0147) confirms", ("212/555/0147", PHONE)),
        ("update: 410 555 0178 x45.", ("410 555 0178 x45", PHONE)),
        ("CELL-410 555-0161 & HOME", ("410 555-0161", PHONE)),
        ("reached at 202 5550187. pt", ("202 5550187", PHONE)),
        ("Pager #12345 ", ("12345", PHONE)),
        ("Pager 4-5521 for questions", ("4-5521", PHONE)),  # an exchange and a line
        ("Pager 4 7712 for the resident.", ("4 7712", PHONE)),  # set apart
        ("BEEPER: 4 7712", ("4 7712", PHONE)),
        ("Daughter's # is 555 0199.", ("555 0199", PHONE)),
        # A local number with what kind of phone it is after it.
        ("Son: Anselm 555-0134 (cell)", ("555-0134", PHONE)),
        ("wife 555 0100 (home)", ("555 0100", PHONE)),
        ("mobile 555-0188", ("555-0188", PHONE)),
        ("Pt's SSN 123 45 6789 on file", ("123 45 6789", SSN)),
        ("fax: 617-555-1234", ("617-555-1234", FAX)),
        ("mail john.doe@example.org now", ("john.doe@example.org", EMAIL)),
        ("see www.example.org/x today", ("www.example.org/x", URL)),
        ("see https://a.example/c?d=1 today", ("https://a.example/c?d=1", URL)),
        # The sentence's period or a bracket after a URL is not part of it.
        (
            "visit via https://a.example/room/4471.",
            ("https://a.example/room/4471", URL),
        ),
        ("(portal: www.example.org/x), then", ("www.example.org/x", URL)),
        # a site's host before its domain, no "www": a portal's address
        ("log BP at mychart.examplehealth.org.", ("mychart.examplehealth.org", URL)),
        ("ip 192.168.1.20 ok", ("192.168.1.20", IP)),
        ("SSN 123-45-6789", ("123-45-6789", SSN)),
        ("Boston, MA 02115-1234", ("02115-1234", ZIP)),
        ("Millbrook, OH 45202", ("45202", ZIP)),
        ("MRN: 0048213377", ("0048213377", MRN)),
        ("Patient's MRN is 4482913 and", ("4482913", MRN)),
        ("ICD: Medtronic, SN 3829AB01.", ("3829AB01", ID)),  # a device's serial
        ("Pacemaker serial number 889123 placed", ("889123", ID)),
        # ... written in groups, with a last letter but no word after it.
        ("Pacemaker: Azure, serial number PZX 611824 S.", ("PZX 611824 S", ID)),
        ("S/N: 44 1234 5678", ("44 1234 5678", ID)),
        ("SN 123456 ON FILE", ("123456", ID)),
        ("SN 12345 ON FILE", ("12345", ID)),  # no ZIP code: SN is no state
        ("license plate 5KJ-R22, in lot", ("5KJ-R22", ID)),
        ("driver's license S123-4567-8901 in belongings", ("S123-4567-8901", ID)),
        ("portal username is jdoe1942.", ("jdoe1942", ID)),
        ("acct # 12345678", ("12345678", ID)),  # an account: no medical record
        ("protocol 04-C-0123", ("04-C-0123", PROTOCOL)),
        ("Z011-0001 protocol", ("Z011-0001", PROTOCOL)),
        ("number 123456789 on file", ("123456789", ID)),  # 9-10 digits
        ("DD: 2/7/21  DT: 2/8/21  JOB: 7235849  jf", ("7235849", ID)),  # dictation
        ("T: 1/22/21  Job 7082929  AM/cm", ("7082929", ID)),
        ("study, protocol IRB 2019-7067; the team", ("IRB 2019-7067", PROTOCOL)),
        ("IRB #2019-1234 approved", ("2019-1234", PROTOCOL)),
        ("3949 Depot Street, Bellhaven, MI\n48644; her", ("48644", ZIP)),  # wrapped
        ("Record number 7654321", ("7654321", MRN)),  # "record" before "number"
        ("MRN#: 1234567", ("1234567", MRN)),  # a "#" after the cue
        ("Acct #: 45678901", ("45678901", ID)),
        ("SSN last four 6789.", ("6789", SSN)),
        ("SSN ending in 6789 verified.", ("6789", SSN)),
        ("social security number ends in 6789", ("6789", SSN)),
        ("Cell: 6175550123", ("6175550123", PHONE)),  # ten digits after a phone's cue
    ],
)
def test_rules_ids_find_identifiers(text: str, expected: tuple[str, str]) -> None:
    assert expected in found(text)


@pytest.mark.parametrize(
    "text",
    [
        "#8et tube 22at the lip",  # tube size
        "ACCESS=PERIPHERAL-#20 RH",  # IV gauge
        "ID: T 103.4 RECTAL",  # ID section, a temperature
        "settings 700X15/5/40%",  # ventilator
        "LASIX 20 MG given",  # dose
        "HEP STARTED AT 1000U",
        "D51/2 NS at 100CC/HR",
        "K 3.5 MG 2.1",
        "IABP 1:1",
        "WBC 12.4, PLT 245",
        "UO 2200 ml since 0700",
        "did a good job 12/3 with PT",
        "BP 120/80, HR\n12345",  # no state before the line break
        "MRN is unknown, 22 labs sent",
        "TV 500-1000 (c) on PS",  # a range, a one-letter note after it
        "STV 500-1000, RR 9-20",
        "Tidal volumes 450 460 470.",  # values apart by spaces: no phone's shape
    ],
)
def test_rules_ids_keep_clinical_numbers(text: str) -> None:
    assert found(text) == []


@pytest.mark.parametrize(
    ("text", "phone"),
    [
        ("call 617 555 1212 today", "617 555 1212"),
        ("phone: 555 - 1212 ok", "555 - 1212"),
        ("617-555- 1212", "617-555- 1212"),
    ],
)
def test_rules_ids_phones_with_spaces(text: str, phone: str) -> None:
    assert phone in [text[f.start : f.end] for f in find_contacts(text)]


@pytest.mark.parametrize(
    ("text", "phone", "kind"),
    [
        ("Fax: 1-800-555-0199", "1-800-555-0199", FAX),
        ("call 1-617-555-0199 today", "1-617-555-0199", PHONE),
        ("Call 1 (800) 555-0199", "1 (800) 555-0199", PHONE),
        ("Cell: +1 617 555 0199", "+1 617 555 0199", PHONE),
        ("ph 1.800.555.0199", "1.800.555.0199", PHONE),
    ],
)
def test_rules_ids_a_phone_dialled_with_the_country_code_is_whole(
    text: str, phone: str, kind: str
) -> None:
    assert [(text[f.start : f.end], f.kind) for f in resolve(find_contacts(text))] == [
        (phone, kind)
    ]


@pytest.mark.parametrize("text", ["IV 1-2-3 test 1-800", "ID 21-800-555-0199"])
def test_rules_ids_no_country_code_inside_other_numbers(text: str) -> None:
    assert not [f for f in find_contacts(text) if text[f.start] in "+1"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # An insurer's letters apart from the member's digits, after the cue.
        ("Insurance policy #: ABC 12345678", ("ABC 12345678", ID)),
        ("Member ID: XYZ 98765432", ("XYZ 98765432", ID)),
        ("MRN was 12345 today", ("12345", MRN)),  # a word between: not the ID's
    ],
)
def test_rules_ids_an_ids_capital_letters_apart_from_its_digits(
    text: str, expected: tuple[str, str]
) -> None:
    assert expected in found(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ED attending pgr 12345, resident PGY-2", ("12345", PHONE)),  # "pgr": pager
        ("MRN 12345678, Acc 9876543.", ("9876543", ID)),  # an accession's number
        ("VIN 1HGCM82633A004352.", ("1HGCM82633A004352", ID)),  # a vehicle's
    ],
)
def test_rules_ids_pager_accession_and_vehicle_cues(
    text: str, expected: tuple[str, str]
) -> None:
    assert expected in found(text)


@pytest.mark.parametrize(
    "text",
    [
        "ACC 2 on echo.",
        "Vincristine 22 mg given.",
        "Pt paged to x2 times overnight.",  # a count, no extension
        "MD paged at 2300 re: low BP.",  # a clock's time
        "See page 2 1234 of the consent.",  # a page's number: no exchange apart
        "ext 2 1234",
        "Resident paged to 1400 hrs.",
        "NS at x1000 mL",
    ],
)
def test_rules_ids_no_accession_or_vehicle_without_its_number(text: str) -> None:
    assert found(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("BEEP 12345 IF ANY Q", ("12345", PHONE)),
        ("PAGE X4321 W/ QUESTIONS", ("4321", PHONE)),
        ("Please page covering MD at x4-5521.", ("4-5521", PHONE)),  # exchange
        ("Resident paged to x8812, no callback.", ("8812", PHONE)),
    ],
)
def test_rules_ids_a_beepers_number_and_a_pagers_extension(
    text: str, expected: tuple[str, str]
) -> None:
    assert expected in found(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Insurance: BCBS of MA, ID XKB882017453, Group 004567.", "004567"),
        ("Harvard Pilgrim ID 88123004 group 7765", "7765"),
        ("grp no 10056", "10056"),
    ],
)
def test_rules_ids_an_insurance_group_number(text: str, expected: str) -> None:
    assert (expected, ID) in found(text)


@pytest.mark.parametrize(
    "text",
    [
        "Group 2 pulmonary hypertension.",
        "Patient in study group 3.",
        "Blood group O pos.",
    ],
)
def test_rules_ids_a_group_without_four_digits_is_none(text: str) -> None:
    assert found(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Prior auth 99887766 approved", "99887766"),
        ("HICN 123456789A", "123456789A"),
        ("MBI: 1EG4TE5MK72", "1EG4TE5MK72"),
    ],
)
def test_rules_ids_medicare_numbers_and_authorizations(
    text: str, expected: str
) -> None:
    assert (expected, ID) in found(text)


@pytest.mark.parametrize(
    "text",
    ["auth x 2 days", "auth for 30 days", "Auth 12 visits", "authored 12345 papers"],
)
def test_rules_ids_an_authorization_without_its_number_is_none(text: str) -> None:
    assert found(text) == []


def test_rules_ids_url_precheck_is_the_keys_search() -> None:
    """The URL precheck answers as a search for each of its twelve former keys."""
    from vtt_py.deid.rules_ids import _may_hold_url

    keys = "http ftp www. .com .org .net .gov .edu .info .io .us .uk".split()
    texts = ["", ".", "..co", "a.b.c", "x.in", "dr.us", ".u.k", "e.g. co. ok.", "tx.o"]
    for key in keys:
        texts += [key, f"seen {key}", f"{key}.", f"{key[:-1]}.{key[1:]}"]
    for text in texts:
        assert _may_hold_url(text) == any(key in text for key in keys)


def test_rules_ids_cue_starts_are_the_keys_word_starts() -> None:
    """The cue keys' places (some by one scan per first letter) are each key's search's."""
    from vtt_py.deid.rules_ids import _ID_KEYS, _cue_starts
    from vtt_py.deid.text import key_positions, starts_word

    texts = ["", "s", "m", "ssn sn s/n ss/n", "mrn#mr# medmed memberbi", "id#id iid"]
    texts += [" ".join(_ID_KEYS), "/".join(_ID_KEYS), "".join(_ID_KEYS)]
    texts += [f"x {key} {key[:-1]}.{key}" for key in _ID_KEYS]
    for text in texts:
        expected = [p for p in key_positions(text, _ID_KEYS) if starts_word(text, p)]
        assert _cue_starts(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Social security number: 123 45 6789", "123 45 6789"),
        ("SOCIAL SECURITY NO. 123 45 6789 ON FILE", "123 45 6789"),
        ("Social Security # 123456789", "123456789"),
        ("SS# 123 45 6789", "123 45 6789"),
        ("Social security number 6789 (last four)", "6789"),
    ],
)
def test_rules_ids_a_social_security_number_after_its_words(
    text: str, expected: str
) -> None:
    assert (expected, SSN) in found(text)


@pytest.mark.parametrize(
    "text",
    [
        "Social security 2000 per month.",
        "Gets social security and SSI, about 1200 monthly.",
        "SS 2 sats 95%",
    ],
)
def test_rules_ids_social_security_as_an_income_is_no_number(text: str) -> None:
    assert not [kind for _, kind in found(text) if kind == SSN]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Pt arrived in car, plate # MA 1XY 234.", "1XY 234"),
        ("License plate: 4ABC 123, blue sedan.", "4ABC 123"),
        ("Pt's car (plate NH 12 345) in lot.", "12 345"),
        ("plate #: XK 4421", "XK 4421"),
    ],
)
def test_rules_ids_a_licence_plate_in_groups(text: str, expected: str) -> None:
    assert (expected, ID) in found(text)


@pytest.mark.parametrize(
    "text",
    ["PLATE 1 IN PLACE, PLATE 2 REMOVED.", "PLATE 12 IN PLACE", "Hip plate 3 screws."],
)
def test_rules_ids_an_implants_plate_is_no_licence_plate(text: str) -> None:
    assert found(text) == []
