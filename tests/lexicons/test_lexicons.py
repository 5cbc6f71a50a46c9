"""The shipped public word lists: names with counts, places with kinds, drugs."""

from __future__ import annotations

from vtt_py.lexicons.clinical import clinical_abbreviations, drug_words
from vtt_py.lexicons.english import common_english_word, english_words
from vtt_py.lexicons.hospitals import hospital_table
from vtt_py.lexicons.names import LISTED_ONLY, NameTable, encode_names, name_table
from vtt_py.lexicons.places import COUNTRY, STATE, US_PLACE, PlaceTable, place_table


def test_lexicons_name_counts_come_from_the_census() -> None:
    table = name_table()
    assert len(table) > 400_000
    first, last = table.people("smith")
    assert last > 2_000_000 and first < last
    assert table.people("Mary")[0] > 3_000_000
    assert table.people("zzqxv") == (0, 0)
    assert "SMITH" in table and "zzqxv" not in table


def test_lexicons_name_table_round_trips_its_encoding() -> None:
    table = NameTable(encode_names({"ADA": (5, 0), "OBI": (0, LISTED_ONLY)}))
    assert table.people("ada") == (5, 0)
    assert table.people("Obi") == (0, LISTED_ONLY)
    assert table.names() == ["ADA", "OBI"]


def test_lexicons_places_have_kinds_and_multiword_names() -> None:
    table = place_table()
    boston = table.get("Boston")
    assert boston is not None and US_PLACE in boston.kinds
    assert boston.population > 500_000
    texas = table.get("texas")
    assert texas is not None and STATE in texas.kinds
    kenya = table.get("Kenya")
    assert kenya is not None and COUNTRY in kenya.kinds
    new_york = table.get("new york")
    assert new_york is not None
    assert table.longest["new"] >= 2
    assert table.get("baseline") is None


def test_lexicons_drug_names_are_lower_case_single_words() -> None:
    drugs = drug_words()
    assert {"heparin", "lasix", "propofol"} <= drugs
    assert all(w.islower() and " " not in w for w in list(drugs)[:1000])


def test_lexicons_clinical_abbreviations_are_upper_case_letters() -> None:
    abbreviations = clinical_abbreviations()
    assert {"USOH", "LMWH", "ICU", "TSH"} <= abbreviations
    assert all(w.isalpha() and w.isupper() for w in abbreviations)
    assert "SMITH" not in abbreviations


def test_lexicons_place_table_longest_names_per_first_word() -> None:
    table = PlaceTable(
        "salem\tc\t10\nnew york\tcs\t8\nnew\tc\t1\nnew mexico city\tw\t3\nst. louis\tc\t2\n"
    )
    assert table.longest == {"salem": 1, "new": 3, "st.": 2}
    # A hyphen is a token of its own: "Port", "-", "au", "-", "Prince".
    hyphened = PlaceTable("port-au-prince\tw\t9\n")
    assert hyphened.longest["port"] == 5
    assert hyphened.lengths["port"] == {4, len("port-au-prince")}
    assert table.kinds("NEW YORK") == "cs" and table.kinds("york") is None
    place = table.get("New York")
    assert place is not None and place.kinds == table.kinds("new york")
    assert sorted(table.names()) == [
        "new",
        "new mexico city",
        "new york",
        "salem",
        "st. louis",
    ]


def test_lexicons_hospital_names_are_lower_case_names_of_two_words_or_more() -> None:
    table = hospital_table()
    # listed with saint/mount/fort and st/mt/ft alike
    assert {("mount", "auburn"), ("mt", "auburn")} <= table.names
    assert len(table.names) > 5_000
    assert {
        ("beth", "israel", "deaconess"),
        ("brigham", "and", "womens"),
    } <= table.names
    assert all(len(name) >= 2 for name in table.names)
    assert all(w.isascii() and w.islower() for name in table.names for w in name)
    assert table.lengths["beth"][0] >= 3
    # A system's brand is dropped as well as kept; a hyphen joins two words of a name.
    assert {("geisinger", "wyoming", "valley"), ("wyoming", "valley")} <= table.names
    assert ("cedars", "sinai") in table.names


def test_lexicons_english_words_are_common_words_not_proper_nouns() -> None:
    words = english_words()
    assert len(words) > 50_000
    assert all(w.islower() and w.isalpha() and len(w) >= 3 for w in words)
    # Webster's Second capitalises proper nouns: towns and brands are not words.
    assert "target" in words and "sycamore" in words
    assert "falmouth" not in words and "walmart" not in words
    assert common_english_word("Tufts")  # the plural of "tuft"


def test_lexicons_places_written_with_accents_are_listed_in_ascii_too() -> None:
    table = place_table()
    for name in ("Sao Paulo", "Cancun", "Reykjavik", "Krakow", "Kihei", "Espanola"):
        assert table.get(name) is not None, name
    # looked up by their ASCII spelling when a note keeps the accents
    assert table.kinds("Kraków") == table.kinds("krakow") is not None
    assert table.get("São Paulo") == table.get("sao paulo") is not None
    assert table.get("Göd") is None
    cancun = table.get("cancun")
    assert cancun is not None and cancun.kinds == "w" and cancun.population > 500_000
    # Not their ASCII spellings that are words or common surnames.
    for word in ("to", "god", "vac", "hue"):
        assert table.get(word) is None, word
    assert "w" not in (table.kinds("perez") or "")


def test_lexicons_place_names_with_an_apostrophe_start_at_their_first_letter() -> None:
    # The tokens of "O'Fallon" are "O", "'" and "Fallon".
    table = PlaceTable("o'fallon\tc\t80000\nsalem\tc\t10\n")
    assert table.longest["o"] == 3
    assert len("o'fallon") in table.lengths["o"]
