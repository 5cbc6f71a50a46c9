"""Fictitious people: patients with family, and clinicians, from Census name lists."""

from __future__ import annotations

from random import Random

from tools.sample_corpus import pools
from tools.sample_corpus.values import Age, Person

ROLES = {
    "att": "MD",
    "res": "MD",
    "ref": "MD",
    "con": "MD",
    "sur": "MD",
    "asst": "MD",
    "anes": "MD",
    "rad": "MD",
    "psy": "MD",
    "rn": "RN",
    "rn2": "RN",
    "sw": "LCSW",
    "thp": "PT, DPT",
    "pa": "PA-C",
    "np": "CNP",
    "tx": "",
    "path": "MD",
}


def _first(rng: Random, sex: str, word_rate: float) -> str:
    if rng.random() < word_rate:
        return rng.choice(pools.WORD_FIRST_F if sex == "F" else pools.WORD_FIRST_M)
    return rng.choice(pools.female_first() if sex == "F" else pools.male_first())


def _last(rng: Random, word_rate: float = 0.08) -> str:
    if rng.random() < word_rate:
        return rng.choice(pools.WORD_LAST)
    return rng.choice(pools.last_names())


def _middle(rng: Random, sex: str) -> str:
    roll = rng.random()
    if roll < 0.45:
        return chr(ord("A") + rng.randrange(26)).replace("X", "R").replace("Q", "L")
    if roll < 0.55:
        return _first(rng, sex, 0.0)
    return ""


def provider(rng: Random, role: str) -> Person:
    """A clinician or other staff member (Name without the Patient category)."""
    sex = rng.choice("FM")
    middle = chr(ord("A") + rng.randrange(26)) if rng.random() < 0.35 else ""
    return Person(
        _first(rng, sex, 0.06),
        _last(rng, 0.1),
        sex,
        middle=middle.replace("X", "J"),
        creds=ROLES.get(role, "MD"),
    )


def patient(rng: Random, sex: str, age: Age) -> Person:
    """The patient: sometimes a word-like first name, a middle initial or a suffix."""
    suffix = ""
    if sex == "M" and age.years >= 18 and rng.random() < 0.2:
        suffix = rng.choice((" Jr.", " Sr.", " III", ", Jr.", " II"))
    title = ("Mrs." if rng.random() < 0.55 else "Ms.") if sex == "F" else "Mr."
    return Person(
        _first(rng, sex, 0.15),
        _last(rng),
        sex,
        middle=_middle(rng, sex),
        suffix=suffix,
        patient=True,
        title=title,
        age=age,
    )


def _relative(rng: Random, relation: str, sex: str, last: str, years: int) -> Person:
    married_name = relation in ("daughter", "sister", "niece") and rng.random() < 0.5
    return Person(
        _first(rng, sex, 0.25),
        _last(rng) if married_name else last,
        sex,
        patient=True,
        relation=relation,
        age=Age(max(years, 1)),
        title="Mrs." if sex == "F" else "Mr.",
    )


_SEX = {
    "mother": "F",
    "father": "M",
    "grandmother": "F",
    "daughter": "F",
    "son": "M",
    "sister": "F",
    "brother": "M",
    "niece": "F",
    "grandson": "M",
    "wife": "F",
    "husband": "M",
}
# Age of a relative relative to the patient's, and the patient ages it fits.
_AGE_GAP = {
    "daughter": (-28, 40, 120),
    "son": (-30, 40, 120),
    "sister": (-3, 18, 120),
    "brother": (2, 18, 120),
    "niece": (-35, 50, 120),
    "grandson": (-55, 64, 120),
    "mother": (27, 18, 62),
    "father": (30, 18, 58),
}


def _family_member(rng: Random, pt: Person, relation: str, years: int) -> Person:
    gap = _AGE_GAP[relation][0] + rng.randint(-3, 3)
    return _relative(rng, relation, _SEX[relation], pt.last, years + gap)


def relatives(rng: Random, pt: Person, single: bool = False) -> tuple[Person, Person]:
    """Two relatives (Name|Patient, seed 001): for a child the parents, else family.

    Relations fit the patient's age; ``single`` patients have no spouse.
    """
    years = pt.age.years if pt.age else 0
    if years < 18:
        mother_age = rng.randint(19, 41)
        mother = _relative(rng, "mother", "F", pt.last, mother_age)
        other = rng.choice(("father", "grandmother"))
        gap = rng.randint(0, 6) + (22 if other == "grandmother" else 0)
        return mother, _relative(rng, other, _SEX[other], pt.last, mother_age + gap)
    fitting = [r for r, (_, low, high) in _AGE_GAP.items() if low <= years <= high]
    children = [r for r in fitting if r in ("daughter", "son")]
    if years > 85 or (years >= 55 and rng.random() < 0.35) or (single and children):
        first = _family_member(rng, pt, rng.choice(children), years)
    elif single or (years < 30 and rng.random() < 0.5):
        first = _family_member(rng, pt, rng.choice(fitting), years)
    else:
        relation = "wife" if pt.sex == "M" else "husband"
        first = _relative(
            rng, relation, _SEX[relation], pt.last, years + rng.randint(-5, 5)
        )
    second = rng.choice([r for r in fitting if r != first.relation])
    return first, _family_member(rng, pt, second, years)
