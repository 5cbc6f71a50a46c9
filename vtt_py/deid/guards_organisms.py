"""Guard for organisms' names read as people's: ``Candida albicans``, ``Providencia stuartii``."""

from __future__ import annotations

from vtt_py.deid.guards_precision import titled
from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.lexicon import name_people, zipf
from vtt_py.deid.merge import Suggestion

#: A lower-case word right after a suggestion, ending as Latin species
#: epithets end (``albicans``, ``glabrata``, ``stuartii``, ``parapsilosis``,
#: ``fumigatus``, ``pneumoniae``, ``difficile``).
_EPITHET = lazy_compile(
    r"[ ]+(?P<e>\p{Ll}{3,}(?:ans|ens|ae|ii|is|us|um|a|ile|ix|i))(?![\p{L}\p{N}-])"
)
#: An epithet is no English word this common (``albicans`` 2.3, ``aureus`` 2.8).
_EPITHET_MAX_ZIPF = 3.0


def organism(text: str, s: Suggestion) -> bool:
    """A one-word name that is a genus, its species' epithet after it.

    Binomial names are written genus capitalised, species in lower case; a
    genus may be a first name too (``Candida``, ``Providencia``). A lower-case
    word that no English text uses much, nobody bears as a name and that ends
    as Latin epithets do makes the pair an organism; ``Candida Ramos`` (a
    surname) and ``Dr. Candida`` (a title) stay people.
    """
    genus = text[s.start : s.end]
    if not (genus[:1].isupper() and genus[1:].isalpha() and genus[1:].islower()):
        return (
            False  # one word, written as a genus is: "josephine vhrae" is no binomial
        )
    m = _EPITHET.match(text, s.end)
    if m is None:
        return False
    epithet = m["e"]
    return (
        name_people(epithet) == (0, 0)
        and zipf(epithet) < _EPITHET_MAX_ZIPF
        and not titled(text, s.start)
    )
