"""The start-up round: the shipped lists load from their faster layouts with the same entries."""

from __future__ import annotations

import bisect
import gzip
import importlib.resources
import itertools

from vtt_py.lexicons import hospitals
from vtt_py.lexicons.names import NameTable, encode_names, name_table
from vtt_py.lexicons.places import PlaceTable, encode_places, place_table


def _data(name: str) -> bytes:
    path = importlib.resources.files("vtt_py.lexicons") / "data" / name
    return gzip.decompress(path.read_bytes())


def _place_rows(table: PlaceTable) -> dict[str, tuple[str, int]]:
    places = {name: table.get(name) for name in table.names()}
    return {n: (p.kinds, p.population) for n, p in places.items() if p is not None}


def test_startup_place_file_reads_as_its_lines_would() -> None:
    shipped = place_table()
    rows = _place_rows(shipped)
    lines = "".join(f"{n}\t{kinds}\t{pop}\n" for n, (kinds, pop) in rows.items())
    built = PlaceTable(lines)  # the index computed from the names
    assert len(shipped) == len(built) > 50_000
    assert shipped.longest == built.longest
    assert shipped.lengths == built.lengths
    assert _place_rows(built) == rows


def test_startup_place_file_is_what_the_builder_writes() -> None:
    assert encode_places(_place_rows(place_table())) == _data("places.txt.gz")


def test_startup_small_place_table_round_trips() -> None:
    rows = {"salem": ("c", 10), "port-au-prince": ("w", 9), "new york": ("cs", 8)}
    table = PlaceTable.from_data(encode_places(rows).decode("utf-8"))
    assert _place_rows(table) == rows
    assert table.longest == {"salem": 1, "port-au-prince": 1, "port": 5, "new": 2}
    assert table.lengths == {"port": {4, 14}, "new": {3, 8}}


def test_startup_hospital_table_spells_twins_as_before() -> None:
    lines = ["mt auburn", "st johns mt carmel", "cedars sinai", ""]
    names = frozenset(
        spelling
        for line in lines
        if line
        for spelling in itertools.product(
            *[
                (w, hospitals._TWINS[w]) if w in hospitals._TWINS else (w,)
                for w in line.split()
            ]
        )
    )
    table = hospitals._table(lines)
    assert table.names == names and len(names) == 7
    assert table.pairs == frozenset(n[:2] for n in names)
    assert table.lengths == hospitals.lengths_by_first(names)


def test_startup_name_table_finds_what_a_sorted_search_finds() -> None:
    table = name_table()
    listed = table.names()
    assert len(listed) == len(table) > 400_000 and listed == sorted(listed)

    def searched(name: str) -> tuple[int, int] | None:
        i = bisect.bisect_left(listed, name.upper())
        found = i < len(listed) and listed[i] == name.upper()
        return table.people(listed[i]) if found else None

    probes = ["", "A", "ZZZZZZZ", "smith", "Mary", "MARY\nJOHN", "\n", "é"]
    for name in listed[::997] + listed[-3:]:
        probes += [name, name.lower(), name[:-1], name + "A", name[1:], name + "\n"]
    for probe in probes:
        found = searched(probe)
        assert (probe in table) == (found is not None)
        assert table.people(probe) == (found or (0, 0))


def test_startup_name_file_is_what_the_builder_writes() -> None:
    table = name_table()
    names = table.names()
    assert encode_names({n: table.people(n) for n in names}) == _data("names.bin.gz")
    small = NameTable(encode_names({f"N{i:03}": (i, 0) for i in range(200)}))
    assert [small.people(f"n{i:03}") for i in range(200)] == [
        (i, 0) for i in range(200)
    ]
    assert NameTable(encode_names({})).people("ADA") == (0, 0)
