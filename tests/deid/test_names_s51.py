"""Names found by the cues around them: verbs, joined names, surnames (text invented)."""

from __future__ import annotations

from vtt_py.deid.analysis import analyse
from vtt_py.deid.kinds import family
from vtt_py.deid.pipeline import rule_findings


def sure_names(text: str) -> list[str]:
    """The text of each sure name finding of the rules (no CRF)."""
    found = rule_findings(analyse(text))
    return sorted(
        {text[f.start : f.end] for f in found if f.strong and family(f.kind) == "NAME"}
    )


def test_a_first_name_after_a_contact_verb_is_a_person() -> None:
    # What is called, texted, updated or asked for by name is a person, in
    # lower case too when the verb says so.
    assert sure_names("called tamsin re transfer.") == ["tamsin"]
    assert sure_names("Left message for ignatius.") == ["ignatius"]
    assert sure_names("will update marguerite in am.") == ["marguerite"]
    assert sure_names("pt keeps calling out for octavio.") == ["octavio"]
    assert sure_names("PT RECOGNIZES GWENDOLYN.") == ["GWENDOLYN"]
    assert sure_names("Pt asking for Ottilie repeatedly.") == ["Ottilie"]


def test_no_person_after_a_contact_verb_without_a_first_name() -> None:
    # A service, a role or a common word after the verb is no one's name.
    assert sure_names("called pharmacy re: vanco level.") == []
    assert sure_names("paged renal, awaiting call back.") == []
    assert sure_names("updated family at bedside.") == []
    assert sure_names("called back x2, no answer.") == []
    assert sure_names("pt asking for water and ice chips.") == []
    assert sure_names("urine amber, clear, asking for more juice.") == []


def test_a_first_name_before_a_person_verb_is_a_person() -> None:
    # A rare first name written with a capital before what only people do.
    assert sure_names("Cosima tearful at bedside.") == ["Cosima"]
    assert sure_names("Perpetua asking about rehab options.") == ["Perpetua"]
    assert sure_names("At this time, Radu wishes to make pt DNR.") == ["Radu"]
    # Two subjects joined by "and"; in lower case only a first name much
    # likelier a name than a word, opening its sentence.
    assert sure_names("demetrius and keshawn visited in the evening.") == [
        "demetrius",
        "keshawn",
    ]
    assert sure_names('S: "Elaine, I know I am in the hospital."') == ["Elaine"]


def test_no_person_before_a_verb_without_a_first_name() -> None:
    # Colours, lines and services before a verb stay the CRF's to weigh.
    assert sure_names("Foley draining amber urine, tearful at times.") == []
    assert sure_names("aline in place, dampened at times.") == []
    assert sure_names("Hospice called re: bed offer.") == []


def test_a_name_before_and_and_a_sure_name() -> None:
    # "Obi" is a word too, but joined by "and" to a sure full name written
    # alike it names a second person.
    assert sure_names("Obi and Ngozi Eze visited.") == ["Eze", "Ngozi", "Obi"]
    assert "Cyprian" in sure_names("Transport by Cyprian and Delphine from EMS.")


def test_no_name_before_and_unless_written_as_one() -> None:
    assert sure_names("Pt and Ngozi Eze visited.") == ["Eze", "Ngozi"]
    assert "MRI" not in sure_names("MRI and Dr. Okafor aware.")
    assert "heparin" not in sure_names("heparin and Thaddeus Okonkwo")


def test_a_first_name_grows_over_a_rare_surname_after_it() -> None:
    # A family name no list has, written like the first name before it.
    assert "Tamsin Oduya" in sure_names("Tamsin Oduya contacted again by Dr. Rhee.")
    assert "Thandiwe Mokoena" in sure_names("Thandiwe Mokoena visited, brought photos.")
    assert "THADDEUS EMPERATRICE" in sure_names("THADDEUS EMPERATRICE IN TO VISIT.")
    assert "thaddeus emperatrice" in sure_names(
        "thaddeus emperatrice called for update."
    )


def test_no_surname_from_a_common_word_or_an_unsure_first_name() -> None:
    # A common word after the name, a clinical abbreviation, and a colour
    # or a typo in capitals or lower case (case says nothing) grow nothing.
    assert sure_names("Lucinda here all day.") == ["Lucinda"]
    assert sure_names("FOLEY PATENT FOR AMBER SEDIMENTOUS URINE.") == []
    assert sure_names("weaned propofol and gaven demerol for shaking.") == []
    assert "WIFE LUCINDA CXR" not in sure_names("WIFE LUCINDA CXR REVIEWED.")


def test_an_initial_and_a_surname_before_an_order_are_a_clinician() -> None:
    # Without a period the letter could be a side or a temperature, but a
    # listed surname and what clinicians do after it make the two a name.
    assert sure_names("R OSTLUND ORDERED 2 UNITS PRBC.") == ["R OSTLUND"]
    assert "T WARREN" in sure_names("PAPS UP, T WARREN ORDERED EPI DRIP.")


def test_no_clinician_from_a_side_or_a_reading() -> None:
    assert sure_names("R ARM ORDERED FOR XRAY.") == []
    assert sure_names("T MAX AWARE.") == []
    assert sure_names("BP 90/50 T 38.2 WARREN AWARE.") != ["T 38.2 WARREN"]


def test_a_relative_named_by_an_initial() -> None:
    assert sure_names("Wife J. called, updated.") == ["J"]
    assert sure_names("Met with pt's son D. and daughter L. today.") == ["D", "L"]


def test_no_relative_initial_inside_an_abbreviation() -> None:
    assert sure_names("friend from D.C. visited.") == []
    assert sure_names("wife at bedside. T 38.2.") == []


def test_a_name_no_list_has_where_a_verb_says_a_person_stands() -> None:
    # Too rare for the census, written as a name, before what only people
    # do or after a message's verb or a pair of words before a person.
    assert sure_names("Ottoline tearful at bedside.") == ["Ottoline"]
    assert sure_names("Ottoline is worried about pt.") == ["Ottoline"]
    assert sure_names("Pt lives with Ottoline in an apartment.") == ["Ottoline"]
    assert sure_names("Thanked Ottoline for the flowers.") == ["Ottoline"]
    # A listed one after an auxiliary too.
    assert sure_names("Perpetua was updated on plan.") == ["Perpetua"]


def test_no_name_from_a_typo_a_clipping_or_lower_case() -> None:
    assert sure_names("Pateint states he feels better.") == []
    assert sure_names("Nsurg called, will see pt in am.") == []
    assert sure_names("ottoline tearful at bedside.") == []
    # Services clipped into words no list has do what people do too.
    assert sure_names("Intensivist aware.") == []
    assert sure_names("Bloodbank called, type and screen expired.") == []
    assert sure_names("Phlebotomy here for AM labs.") == []
    assert sure_names("Coags called as critical.") == []


def test_a_first_name_no_english_text_uses_whatever_its_case() -> None:
    # Too few bear it for a high likelihood ratio, but it is no word.
    assert sure_names("anastazja tearful at bedside.") == ["anastazja"]
    assert sure_names("EVANGELOS CALLED FOR UPDATE.") == ["EVANGELOS"]
    assert sure_names("Wilhelmus called twice overnight.") == ["Wilhelmus"]
