"""Places named by what they own, where they lie and who works there (invented text)."""

from __future__ import annotations

from vtt_py.deid.analysis import analyse
from vtt_py.deid.pipeline import Deidentifier
from vtt_py.deid.rules_facilities import facility_findings
from vtt_py.deid.rules_organisations import employers
from vtt_py.deid.rules_place_cues import places_in
from vtt_py.deid.rules_places import find_addresses, find_institutions
from vtt_py.deid.rules_regions import find_regions
from vtt_py.deid.rules_unit_owners import (
    ampersand_hospitals,
    called_hospitals,
    hospital_units,
    papers_of_hospitals,
    town_services,
)


def _sure(found: list, text: str) -> list[str]:
    return sorted(text[f.start : f.end] for f in found if f.strong)


def _units(text: str) -> list[str]:
    return _sure(hospital_units(analyse(text)), text)


def _services(text: str) -> list[str]:
    return _sure(town_services(analyse(text)), text)


def test_hospital_letters_before_its_unit() -> None:
    # Only a hospital has an ED, an ICU or a cath lab: the capitals between a
    # place's preposition and such a unit are its initials, in either case
    # of line and even when they spell a medical abbreviation (PMH).
    assert _units("Initially taken to QMH ED, intubated there.") == ["QMH"]
    assert _units("Was in the XRB ICU for 3 days last month.") == ["XRB"]
    assert _units("PT WAS IN PMH ICU X 2 WKS.") == ["PMH"]
    assert _units("brought to KVH cath lab for PCI") == ["KVH"]
    assert _units("from VAMC ER via ambulance") == ["VAMC"]


def test_no_hospital_letters_that_are_a_unit_or_without_a_preposition() -> None:
    # Clinical places (OSH, PACU, OR) own no unit; a catheter is no cath lab;
    # without a preposition the capitals may be anything.
    assert _units("Transferred from OSH ICU intubated.") == []
    assert _units("Pt to PACU ED hold.") == []
    assert _units("Returned from OR ICU bed not ready.") == []
    assert _units("to EP cath lab for ablation") == []
    assert _units("pt with COUDE CATH in place") == []
    assert _units("Hx of PMH ED visits") == []
    assert _units("sent to QMH. ED aware") == []


def test_a_town_before_its_own_service() -> None:
    # "Per Haverhill Fire": a capitalised word before "Fire" begins a name
    # unless the word before it starts none ("per", "by").
    assert _services("Per Haverhill Fire pt was unresponsive.") == ["Haverhill"]
    assert _services("PER BILLERICA EMS PT FOUND DOWN.") == ["BILLERICA"]
    assert _services("Brought in by New Bedford Fire Rescue.") == ["New Bedford"]
    assert _services("Arrived by Boston Medflight.") == ["Boston Medflight"]


def test_no_town_before_a_service_in_a_longer_name_or_a_word() -> None:
    assert _services("Per Hadley Springs Fire Department.") == []
    assert _services("PT INJURED IN HOUSE FIRE LAST YEAR.") == []
    assert _services("called Pine Ambulance for transport") == []


def _places(text: str) -> list[str]:
    return _sure(places_in(analyse(text)), text)


def test_a_town_after_in_past_a_facility() -> None:
    # "OSH in Wareham", "REHAB IN QUINCY": the facility's town, in capitals too.
    assert _places("TRANSFERRED FROM OSH IN WAREHAM WITH NSTEMI.") == ["WAREHAM"]
    assert _places("PT AT REHAB IN BILLERICA FOR 2 WKS.") == ["BILLERICA"]
    assert _places("WAS AT OSH IN AFIB WITH RVR.") == []
    assert _places("PT AT REHAB IN PROGRESS.") == []
    assert _places("PT TO REHAB IN AM.") == []
    # A town's name, listed or rare; not a state of mind nor a language.
    assert _places("Transferred from OSH in Quillmoor with NSTEMI.") == ["Quillmoor"]
    assert _places("Pt was at rehab in Good spirits.") == []
    assert _places("Pt at rehab in Spanish speaking unit.") == []


def test_a_street_in_capitals_after_an_address_label() -> None:
    text = "ADDRESS: 9 LARCH ST, BILLERICA MA"
    found = sorted(text[f.start : f.end] for f in find_addresses(text) if f.strong)
    assert "9 LARCH ST" in found
    assert "BILLERICA" in found
    # No label, no street: an ST segment after a number in capitals.
    text = "HR 80 SR 1 MM ST DEPRESSION"
    assert [f for f in find_addresses(text) if f.kind == "STREET"] == []


def test_people_with_an_employer_or_a_school() -> None:
    def names(text: str) -> list[str]:
        return _sure(employers(analyse(text)), text)

    assert names("Son is a manager at Fernbrook Depot.") == ["Fernbrook Depot"]
    assert names("Wife drives for Quillride.") == ["Quillride"]
    assert names("Pt is a student at Northeastern.") == ["Northeastern"]
    assert names("Case manager at bedside.") == []
    assert names("Son drove for Pt to the ED.") == []


def test_a_two_letter_hospital_after_a_motion_in_capitals() -> None:
    def abbreviations(text: str) -> list[str]:
        found = facility_findings(analyse(text))
        return sorted(
            text[f.start : f.end]
            for f in found
            if f.strong and f.rule == "hospital-abbreviation"
        )

    assert abbreviations("AT FAMILY'S REQUEST PT WAS TX TO KH FOR CARE.") == ["KH"]
    assert abbreviations("PT WAS TX TO OH FOR CARE.") == []  # Ohio
    assert abbreviations("PH 7.32 TO KH") == []  # no motion


def test_a_town_placed_by_a_compass() -> None:
    def regions(text: str) -> list[str]:
        return sorted(text[f.start : f.end] for f in find_regions(text))

    assert regions("Pt lives north of Boston.") == ["Boston"]
    assert regions("lives just outside Worcester with wife") == ["Worcester"]
    assert regions("Pt lives west of New Bedford.") == ["New Bedford"]
    assert regions("PT LIVES NORTH OF BOSTON.") == ["BOSTON"]
    assert regions("Pt was outside hospital for 2 days.") == []
    assert regions("Pt went outside Hope.") == []
    assert regions("WALKED OUTSIDE MOBILE") == []


def test_senior_services_name_an_agency() -> None:
    text = "PT CARE MANAGED BY KESTREL SENIOR SERVICES."
    assert [text[f.start : f.end] for f in find_institutions(text)] == [
        "KESTREL SENIOR SERVICES"
    ]


def test_the_pipeline_suggests_them_without_a_model() -> None:
    deid = Deidentifier(None, "physionet")
    text = "Initially taken to QMH ED. Per Haverhill Fire pt was found down."
    got = {text[s.start : s.end] for s in deid.suggest(text)}
    assert {"QMH", "Haverhill"} <= got


def test_initials_joined_by_an_ampersand_after_a_motion() -> None:
    def pairs(text: str) -> list[str]:
        return _sure(ampersand_hospitals(analyse(text)), text)

    assert pairs("Pt transferred from Q&W for further care.") == ["Q&W"]
    assert pairs("Seen at Q&W ED yesterday.") == ["Q&W"]
    assert pairs("Taken to OR for I&D.") == []
    assert pairs("Sputum sent to lab for C&S.") == []
    assert pairs("Pt transferred to D&C.") == []  # a procedure, listed
    assert pairs("Strict I&O.") == []


def test_capitals_ending_in_h_that_english_never_writes() -> None:
    def abbreviations(text: str) -> list[str]:
        found = facility_findings(analyse(text))
        rule = "hospital-abbreviation"
        return sorted(
            text[f.start : f.end] for f in found if f.strong and f.rule == rule
        )

    assert abbreviations("PT HAD MRI DONE AT QEBH.") == ["QEBH"]
    assert abbreviations("BREATHING IN SYNCH WITH VENT.") == []
    assert abbreviations("POOR AT LUNCH. NEEDS ENCOURAGEMENT TO COUGH.") == []


def test_listed_towns_of_two_words_in_capitals_after_from_or_lives_on() -> None:
    assert _places("PT IS FROM HYDE PARK.") == ["HYDE PARK"]
    assert _places("PT FROM THE NORTH END.") == ["NORTH END"]
    assert _places("PT LIVES ON BEACON HILL WITH WIFE.") == ["BEACON HILL"]
    assert _places("WEANED FROM HIGH FLOW O2.") == []
    assert _places("REMOVED FROM LOWER LEFT QUAD.") == []
    assert _places("LIVES ON SOCIAL SECURITY") == []
    assert _places("PT LIVES ON FIRST FLOOR OF HOUSE.") == []


def test_small_letters_of_a_hospital_and_a_town() -> None:
    assert _units("pt was in the qmc icu last month.") == ["qmc"]
    assert _units("pt to pcp ed") == []
    assert _units("sent to ct icu") == []

    def regions(text: str) -> list[str]:
        return sorted(text[f.start : f.end] for f in find_regions(text))

    assert regions("pt lives north of boston.") == ["boston"]
    assert regions("outside help needed") == []
    assert regions("outside mobile unit") == []


def test_hospital_initials_before_its_papers() -> None:
    def papers(text: str) -> list[str]:
        return _sure(papers_of_hospitals(analyse(text)), text)

    assert papers("Per QLH records pt had MI in 2010.") == ["QLH"]
    assert papers("XWH notes reviewed.") == ["XWH"]
    assert papers("PER QRMC RECORDS PT HAD CABG.") == ["QRMC"]
    assert papers("PMH notes reviewed") == []  # past medical history
    assert papers("LMWH discharge dose") == []
    assert papers("DISCUSS WITH TEAM WEANING") == []


def test_an_employer_named_before_a_job() -> None:
    def names(text: str) -> list[str]:
        return _sure(employers(analyse(text)), text)

    assert names("Pt is a retired Quillcom lineman.") == ["Quillcom"]
    assert names("Pt is a Brantheon retiree.") == ["Brantheon"]
    assert names("Pt is a retired QBTA bus driver.") == ["QBTA"]
    assert names("Pt is a Haitian nurse.") == []
    assert names("Wife is an ICU nurse.") == []
    assert names("Pt is a BSN student.") == []
    assert names("Pt is a retired school teacher.") == []
    assert names("PT IS A RETIRED QUILLCOM LINEMAN.") == []  # capitals: no name shape


def test_hospital_initials_called() -> None:
    def called(text: str) -> list[str]:
        return _sure(called_hospitals(analyse(text)), text)

    assert called("Called QRMC for records.") == ["QRMC"]
    assert called("Records faxed to XWH.") == ["XWH"]
    assert called("Called HO re K.") == []
    assert called("CALLED MICU") == []


def test_a_rare_word_before_a_residence_tail_in_capitals() -> None:
    assert _places("REFERRED TO QUILLVILLE HOUSE FOR ALF.") == ["QUILLVILLE HOUSE"]
    assert _places("PT FROM BRAEMOOR MANOR.") == ["BRAEMOOR MANOR"]
    assert _places("PT RETURNED TO FRIENDS HOUSE.") == []
    assert _places("PT FROM GROUP RESIDENCE") == []
