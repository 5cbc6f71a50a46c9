"""Surrogates that keep a value's shape: identifiers, phone numbers, e-mails, URLs, IPs, ages.

Digits become digits and letters letters of the same case; everything else
stays. The first digit of a number is zero only where the original's was
(seed 000: "the number zero was not allowed in the first digit position"
because no original had one there); in phone numbers a group's first digit
is 2-9, as in real North American numbers.
"""

from __future__ import annotations

import random
import re
import string

_RUN = re.compile(r"\d+|[^\W\d_]+|.", re.DOTALL)
_DIGITS = re.compile(r"\d+")
#: A number outside a fraction, and a fraction ("1/2" of "2 1/2 months").
_WHOLE = re.compile(r"(?<![\d/])\d+(?![\d/])")
_FRACTION = re.compile(r"\d+/\d+")
_FRACTIONS = ("1/4", "1/3", "1/2", "2/3", "3/4")
_TLD = re.compile(r"\.[A-Za-z]{2,6}$")
_URL_HEAD = re.compile(r"(?i)^(?:https?://)?(?:www\.)?")


def _digits(rng: random.Random, original: str, *, phone: bool) -> str:
    out = []
    for i, ch in enumerate(original):
        if i == 0 and ch == "0":
            out.append("0")
        elif i == 0:
            out.append(str(rng.randint(2, 9) if phone else rng.randint(1, 9)))
        else:
            out.append(str(rng.randint(0, 9)))
    return "".join(out)


def _letters(rng: random.Random, original: str) -> str:
    out = []
    for ch in original:
        if ch.isupper():
            out.append(rng.choice(string.ascii_uppercase))
        else:
            out.append(rng.choice(string.ascii_lowercase))
    return "".join(out)


def scramble(
    rng: random.Random, text: str, *, phone: bool = False, letters: bool = True
) -> str:
    """Every digit run and (optionally) letter run regenerated with the same shape."""
    out = []
    for run in _RUN.findall(text):
        if run.isdigit():
            out.append(_digits(rng, run, phone=phone))
        elif letters and run.isalpha():
            out.append(_letters(rng, run))
        else:
            out.append(run)
    return "".join(out)


def identifier(rng: random.Random, text: str) -> str:
    """An identifier (MRN, SSN, account...) with the same shape."""
    return scramble(rng, text)


def phone(rng: random.Random, text: str) -> str:
    """A phone or fax number: digits regenerated, letters (``x`` for extension) kept."""
    return scramble(rng, text, phone=True, letters=False)


def email(rng: random.Random, text: str) -> str:
    """An e-mail address of the same shape; the top-level domain is kept."""
    tld = _TLD.search(text)
    head = text[: tld.start()] if tld else text
    return scramble(rng, head) + (tld.group() if tld else "")


def url(rng: random.Random, text: str) -> str:
    """A URL of the same shape; scheme, ``www.`` and the host's top-level domain are kept."""
    lead = _URL_HEAD.match(text)
    start = lead.end() if lead else 0
    host, slash, path = text[start:].partition("/")
    tld = _TLD.search(host)
    new_host = (
        scramble(rng, host[: tld.start()]) + tld.group() if tld else scramble(rng, host)
    )
    return text[:start] + new_host + slash + scramble(rng, path)


def ip_address(rng: random.Random, text: str) -> str:
    """Each number of an IP address replaced by a random octet (1-254)."""
    return _DIGITS.sub(lambda m: str(rng.randint(1, 254)), text)


def age(rng: random.Random, text: str) -> str:
    """Numbers in an age moved by 1-3 years (ages of 90 and over stay 90 or over).

    A fraction stays a fraction: "2 1/2 months" keeps its half and moves its
    whole number ("0/0" is no age); a fraction alone ("1/2 year") becomes
    another common one. An age written in words only ("diecisiete años") is
    scrambled letter by letter.
    """
    if not _DIGITS.search(text):
        return scramble(rng, text)
    if not _WHOLE.search(text):
        return _FRACTION.sub(
            lambda m: rng.choice([f for f in _FRACTIONS if f != m.group()]), text
        )

    def new(m: re.Match[str]) -> str:
        value = int(m.group())
        if value >= 90:
            choice = rng.choice([v for v in range(90, 106) if v != value])
        else:
            choice = max(0, value + rng.choice([-3, -2, -1, 1, 2, 3]))
            if choice == value:
                choice = value + 1
        return str(choice)

    return _WHOLE.sub(new, text)


def alter_letters(rng: random.Random, word: str, count: int = 2) -> str:
    """A word with ``count`` of its letters replaced by other random letters (same case)."""
    positions = [i for i, ch in enumerate(word) if ch.isalpha()]
    chars = list(word)
    for i in rng.sample(positions, min(count, len(positions))):
        pool = string.ascii_uppercase if chars[i].isupper() else string.ascii_lowercase
        chars[i] = rng.choice(
            [c for c in pool if c != chars[i].lower() and c != chars[i]]
        )
    return "".join(chars)


def letter_map(rng: random.Random, letter: str, used: dict[str, str]) -> str:
    """The surrogate of one initial, kept in ``used`` so the same letter maps the same way."""
    key = letter.upper()
    if key not in used:
        taken = set(used.values())
        pool = [c for c in string.ascii_uppercase if c != key and c not in taken]
        used[key] = rng.choice(pool or [c for c in string.ascii_uppercase if c != key])
    new = used[key]
    return new if letter.isupper() else new.lower()
