"""How the list builder reduces a facility's name to the words naming it."""

from __future__ import annotations

from tools.lexicons.build import hospital_core, hospital_cores


def test_a_name_ends_at_its_head_word_or_legal_suffix() -> None:
    assert hospital_core("GEISINGER WYOMING VALLEY MEDICAL CENTER") == (
        "geisinger",
        "wyoming",
        "valley",
    )
    assert hospital_core("THE BRIGHAM & WOMEN'S HOSPITAL, INC") == (
        "brigham",
        "and",
        "womens",
    )
    assert hospital_core("CEDARS-SINAI MEDICAL CENTER") == ("cedars", "sinai")
    assert hospital_core("SELECT SPECIALTY HOSPITAL-GULF COAST") == (
        "select",
        "specialty",
    )


def test_brands_are_dropped_as_well_as_kept_and_weak_names_left_out() -> None:
    names = [
        f"GEISINGER {place} MEDICAL CENTER" for place in ("A B", "C D", "E F", "G H")
    ]
    names += ["GEISINGER WYOMING VALLEY MEDICAL CENTER"]
    names += ["TUFTS MEDICAL CENTER", "UNIVERSITY OF HOSPITAL", "P R MEDICAL CENTER"]
    cores = hospital_cores(names)
    assert {"geisinger wyoming valley", "wyoming valley"} <= cores
    # One-word names, soft words alone and names starting with an initial are out.
    assert not {"tufts", "university of", "p r"} & cores
