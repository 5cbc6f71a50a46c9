"""One pass over a document's tokens shared by the name rules and the CRF features.

Tokens are :func:`vtt_py.core.tokens.word_tokens` (letter runs, digit runs,
single symbols, with offsets). Each token gets its line, whether that line is
written in capitals, and the name automaton's class letter (see
:mod:`vtt_py.deid.rules_names`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import accumulate

from vtt_py.core.tokens import Token
from vtt_py.deid.junk import junk_lines, line_profile
from vtt_py.deid.lexicon import (
    NOT_NAMES,
    PREFIXES,
    PROVIDER_CUES,
    RELATIVE_CUES,
    SUFFIXES,
    name_likelihood_ratio,
    name_share,
    word_frequency,
    zipf,
)

#: The pattern of :func:`vtt_py.core.tokens.word_tokens` (letter runs, digit
#: runs, single symbols); a test checks both tokenise alike.
WORD_TOKEN = re.compile(r"[^\W\d_]+|\d+|[^\w\s]|_")
#: :data:`WORD_TOKEN` captured, to split a text into the whitespace between
#: tokens and the tokens, alternately, in one scan.
_TOKEN_SPLIT = re.compile(f"({WORD_TOKEN.pattern})")
#: The same for ASCII text, with plain character ranges instead of Unicode
#: categories (a third faster; the same tokens on ASCII text, a test checks).
_ASCII_TOKEN_SPLIT = re.compile(r"([A-Za-z]+|[0-9]+|[^A-Za-z0-9_\s]|_)")
#: Function words never taken as names, whatever the context.
STOP_WORDS = frozenset(
    "a an the and or but if of to in on at by for from with without into onto is "
    "was were be been being are am has had have do does did not no yes this that "
    "these those it its he she him her his hers they them their we us our you your "
    "i me my mine who whom which what when where why how all any some each every "
    "also then than there here as so up down out over under again further once "
    "only very too just now aware notified called paged spoke speak spoken talked "
    "discussed updated informed states stated said will would can could should "
    "may might must shall law present visiting visited carevue careview flowsheet "
    "flow sheet chart protocol orders order staff".split()
)
_SENTENCE_ENDS = frozenset(".!?:;")
#: Verbs after which the person spoken to is named ("talked with THOMAS").
CONTACT_VERBS = frozenset(
    "spoke spoken speak speaking talk talked talking explained reach reached "
    "contacted visited met meeting discussed "
    # a meeting in its nurses' shorthand: "family mtg w/ joanne"
    "mtg "
    # a message passed on: "TELL JUAN I'M SORRY", "asks to tell Ngozi"
    "tell "
    # the person who saw the patient: "seen by thaddeus", "evaluated by Ruth"
    "seen evaluated examined assessed".split()
)
#: Words that follow the name of whoever was told ("E. WELSH AWARE").
NOTICE_VERBS = frozenset("aware notified paged informed".split())
#: Punctuation that keeps its own class letter in the automaton.
_PUNCT_CLASS = {
    ".": ".", ",": ",", "'": "'", "(": "q", '"': "q", "&": "&", "-": "-", "/": "/",
}  # fmt: skip
#: Suffixes recognised in lower case too ("janet wexler, rn").
_LOWER_SUFFIXES = frozenset("jr sr md rn rrt bsn lpn np".split())
#: Provider titles: cue words before a name and suffixes after one.
PROVIDER_TITLES = frozenset("rn np md rrt lpn crna".split())
#: Endings of words that are not names, for words in neither list (typos, jargon).
_NOT_NAME_ENDINGS = (
    "ly",
    "ed",
    "ing",
    "tion",
    "ment",
    "ness",
    "ity",
    "ous",
    "ive",
    "ate",
    "es",
)
_UPPER = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ")


@dataclass(frozen=True, slots=True)
class Analysis:
    """A tokenised document (parallel lists, one entry per token).

    Attributes:
        text: the document text.
        starts: each token's first character.
        ends: each token's end (exclusive).
        words: each token's text.
        line_of: the line number of each token.
        line_start: whether each token is the first of its line.
        caps_lines: for each line number, whether the line is written in capitals.
        classes: the automaton class letter of each token.
        memo: what recognisers derived from the tokens, kept for the others
            (see :class:`vtt_py.deid.word_tests.WordTests`).
    """

    text: str
    starts: list[int]
    ends: list[int]
    words: list[str]
    line_of: list[int]
    line_start: list[bool]
    caps_lines: list[bool]
    classes: list[str]
    memo: dict[object, object] = field(default_factory=dict, compare=False, repr=False)

    def word_before_in(self, i: int, forms: frozenset[str]) -> bool:
        """Whether the token before ``i`` on its line, in small letters, is one of ``forms``."""
        return not self.line_start[i] and self.words[i - 1].lower() in forms

    def word_after(self, i: int) -> str:
        """The token after ``i`` on its line, in small letters ("" at the line's end)."""
        k = i + 1
        if k < len(self.words) and self.line_of[k] == self.line_of[i]:
            return self.words[k].lower()
        return ""

    def run_end(
        self, first: int, line: int, most: int, word_ok: Callable[[int], bool]
    ) -> int:
        """The last of at most ``most`` tokens from ``first`` on line ``line`` that
        ``word_ok`` accepts one after another (``first - 1`` if it refuses the first).

        The shape of a name read word by word after its cue: ``HD at DaVita
        Quincy``, ``STUDENT AT BOSTON LATIN``.
        """
        end = first - 1
        while (
            end + 1 < len(self.words)
            and end + 1 - first < most
            and self.line_of[end + 1] == line
            and word_ok(end + 1)
        ):
            end += 1
        return end

    @property
    def tokens(self) -> list[Token]:
        """The tokens as :class:`~vtt_py.core.tokens.Token` values."""
        return [Token(*t) for t in zip(self.starts, self.ends, self.words, strict=True)]


def is_caps_line(line: str) -> bool:
    """Whether a line is written in capitals (case then says nothing about names)."""
    return _caps_profile(line_profile(line))


#: :func:`~vtt_py.deid.junk.line_profile`'s table on ASCII, read off the
#: function itself, with line breaks kept: see :func:`_line_profiles`.
_ASCII_PROFILE = {c: line_profile(chr(c)) or None for c in range(128)}
_ASCII_PROFILE[ord("\n")] = "\n"


def _line_profiles(text: str, lines: list[str]) -> list[str]:
    """The :func:`~vtt_py.deid.junk.line_profile` of each of the text's ``lines``.

    An ASCII text is translated at once and split at its line breaks:
    ``str.translate`` looks each distinct character up once per call, and a
    note has a few dozen distinct characters but a dozen lines.
    """
    if text.isascii():
        return text.translate(_ASCII_PROFILE).split("\n")
    return [line_profile(line) for line in lines]


def _caps_profile(profile: str) -> bool:
    """:func:`is_caps_line` of the line whose :func:`~vtt_py.deid.junk.line_profile` this is."""
    upper = profile.count("A")
    return upper > 3 and upper > 4 * profile.count("a")


#: Endings of verbs and plurals in "-es" ("Ambulates", "Verbalizes", "Rashes").
_VERB_ES_ENDINGS = ("ates", "izes", "ises", "ches", "shes", "sses")


def _unlisted_name_in_es(word: str, low: str, title: bool) -> bool:
    """Whether a capitalised word no list knows, ending in "es", may be a name.

    "Strmon Dauxes": "-es" is mostly a plural or a verb's ending, but a
    word written as a name that no word list holds is no English plural;
    the common verb and plural endings still say a word ("Ambulates").
    """
    if not title or not low.endswith("es") or low.endswith(_VERB_ES_ENDINGS):
        return False
    return word_frequency(word) == 0


def _unknown_word_class(word: str, low: str, title: bool) -> str:
    """``u`` for a word in no list that may be a name, ``a`` for a word by its ending."""
    if _unlisted_name_in_es(word, low, title):
        return "u"  # "Strmon Dauxes": a name in no list, no plural of a word
    if low.endswith(_NOT_NAME_ENDINGS) and not glued_name(low):
        return "a"
    return "u"


#: Fewest letters of a first name a missing space glued a word to, and of the word.
_GLUED_LETTERS = 4
#: Share of people bearing that first name (census: ``Desmond`` 9e-5) ...
_GLUED_FIRST_SHARE = 1e-5
#: ... how much likelier a name than a word it is ...
_GLUED_NAME_RATIO = 10.0
#: ... and how common in English the word glued after it (Zipf: "called" 5.6).
_GLUED_WORD_ZIPF = 4.5


@functools.lru_cache(maxsize=4096)
def glued_name(low: str) -> bool:
    """Whether a word no list holds is a name and a common word, a space missed.

    ``Wife Marjoriecalled``, ``WIFE GWENDOLYNCALLED``: the glued verb's
    ending made the word read as no name (``-ed``). The first name must be
    a common one, far likelier a name than a word, and the word after it an
    everyday one of four letters or more (not ``amber`` + ``ed``).
    """
    for cut in range(_GLUED_LETTERS, len(low) - _GLUED_LETTERS + 1):
        name, rest = low[:cut], low[cut:]
        if (
            zipf(rest) >= _GLUED_WORD_ZIPF
            and name_share(name)[0] >= _GLUED_FIRST_SHARE
            and name_likelihood_ratio(name) > _GLUED_NAME_RATIO
        ):
            return True
    return False


@functools.lru_cache(maxsize=131072)
def word_class(word: str, caps: bool) -> str:
    """The automaton class of an alphabetic token (``caps``: in a capitals line).

    Returns:
        ``p`` prefix, ``s`` suffix, ``r`` provider title (cue or suffix),
        ``c`` cue word, ``i`` initial (``j`` in lower case), ``n`` likely name,
        ``l`` likely name in lower case, ``w`` census name, ``u`` unknown word,
        ``a`` other word, ``x`` function word, ``&`` for "and".
    """
    low = word.lower()
    if low == "and":
        return "&"
    if low in NOTICE_VERBS:
        return "v"  # "Smith aware": a name often stands before these
    if low in CONTACT_VERBS:
        return "k"  # "spoke with Dorinda": a name often follows these
    if low in ("with", "to", "by"):
        return "o"
    if low in STOP_WORDS:
        # "Dr Will Cole": a capitalised function word that is also a name.
        capital = word[0] in _UPPER and not caps and not word.isupper()
        return "w" if capital and max(name_share(word)) > 0 else "x"
    if low in PREFIXES:
        return "p"
    if low in PROVIDER_TITLES and (word.isupper() or low in _LOWER_SUFFIXES):
        return "r"  # RN, NP, MD: a cue before a name, a suffix after one
    if low in SUFFIXES and (word.isupper() or low in _LOWER_SUFFIXES):
        return "s"
    if low in RELATIVE_CUES or low in PROVIDER_CUES:
        return "c"
    if len(word) == 1:
        if word in _UPPER:
            return "x" if word in "IA" else "i"
        return "x" if caps or word in "ai" else "j"  # "barbara j. okafor"
    lr = name_likelihood_ratio(word)
    census = max(name_share(word)) > 0
    if low in NOT_NAMES:
        return "w" if census else "a"
    title = word[0] in _UPPER and not word.isupper() and not caps
    if not census and (word_frequency(word) == 0 or (title and zipf(word) < 3.5)):
        # In neither list (or a rare word written as a name): a rare name, a
        # typo or jargon ("Hemodynamicaly").
        return _unknown_word_class(word, low, title)
    # In capitals case says nothing (and "RIJ" is an abbreviation): ask more.
    upper = caps or word.isupper()
    likely = lr > 10 if upper else word[0] in _UPPER and lr > 1
    if likely:
        return "n"
    if census and lr > 1 and not caps:
        return "l"  # a lower-case word that is more likely a name than a word
    return "w" if census and lr > 0.05 else "a"


#: Class of every token met so far, in ordinary lines and in capitals lines:
#: one dictionary look-up per token (an ``lru_cache`` call costs several).
_TOKEN_CLASSES: tuple[dict[str, str], dict[str, str]] = ({}, {})
#: Distinct tokens remembered before a cache starts again (bounds memory).
_MAX_TOKENS = 131072


def _token_class(token: str, caps: bool) -> str:
    """The automaton class of any token (see :func:`word_class`), remembered."""
    known = _TOKEN_CLASSES[caps]
    if len(known) >= _MAX_TOKENS:
        known.clear()
    cls = (
        word_class(token, caps)
        if token[0].isalpha()
        else _PUNCT_CLASS.get(token[0], "x")
    )
    known[token] = cls
    return cls


def _sentence_starts(words: list[str], classes: list[str]) -> None:
    """A sentence's first word is capitalised anyway: judge it as in capitals."""
    for k in [k for k, c in enumerate(classes) if c == "n"]:
        if k == 0 or (
            words[k - 1] in _SENTENCE_ENDS and not _initial_period(words, k - 1)
        ):
            classes[k] = word_class(words[k], True)


def _initial_period(words: list[str], k: int) -> bool:
    """Whether the period at ``k`` closes a capital initial ("Harriet Q. Lindqvist").

    ``I.`` and ``A.`` end sentences as often ("... and I. Then", "Hep A.").
    """
    initial = words[k - 1] if k > 0 else ""
    return (
        words[k] == "."
        and len(initial) == 1
        and initial.isupper()
        and initial not in "IA"
    )


def _apostrophe_s(words: list[str], classes: list[str]) -> None:
    """The "s" of "pt's" or "80's" is no initial."""
    for k in [k for k, w in enumerate(words) if w == "'"]:
        if k + 1 < len(words) and classes[k + 1] in "ij":
            classes[k + 1] = "x"


def analyse(text: str) -> Analysis:
    """Tokenise ``text`` and classify every token (one pass).

    The tokens are exactly :func:`vtt_py.core.tokens.word_tokens`, except on
    lines :func:`~vtt_py.deid.junk.junk_lines` finds are no prose (left to the
    text rules); they are kept as parallel lists, which is several times
    cheaper than one object per token on a large corpus.

    Args:
        text: the document text.

    Returns:
        The :class:`Analysis` of the text.
    """
    lines = text.split("\n")
    profiles = _line_profiles(text, lines)
    # Four capitals at least: a blank or short line is no capitals line.
    caps_lines = [len(p) > 3 and _caps_profile(p) for p in profiles]
    skipped = junk_lines(lines, profiles)
    # A line whose profile is empty is all whitespace: it has no tokens.
    skipped = [not p or s for p, s in zip(profiles, skipped, strict=True)]
    return _analyse_lines(text, lines, skipped, caps_lines)


#: Joins the whitespace and tokens of a line's pieces (see :func:`_line_split`).
_MARK = "\x00"
#: Each piece of a line between two spaces met so far, as its whitespace and
#: tokens alternately joined by :data:`_MARK`: notes repeat their words, and
#: one dictionary look-up per piece costs a fraction of a regex match per
#: token (every match allocates and frees the matcher's stack).
_MARKED_PIECES: dict[str, str] = {}
#: Longer pieces (a dump without spaces) are rarely met twice: not remembered.
_MAX_PIECE = 32
#: Distinct pieces remembered before the cache starts again: 14 MB at most
#: (the 1,450 sample notes have 26,000 pieces, 4 MB).
_MAX_PIECES = 65536


def _token_split(line: str) -> list[str]:
    """The whitespace between ``line``'s tokens and the tokens, alternately."""
    # Plain character ranges on ASCII text are a third faster (a test checks
    # both patterns tokenise ASCII alike).
    return (_ASCII_TOKEN_SPLIT if line.isascii() else _TOKEN_SPLIT).split(line)


def _marked_piece(piece: str) -> str:
    """A piece of a line without spaces as its :func:`_token_split` joined by :data:`_MARK`."""
    marked = _MARKED_PIECES.get(piece)
    if marked is None:
        if piece.isascii() and (piece.isalpha() or piece.isdigit()):
            marked = f"{_MARK}{piece}{_MARK}"  # one token: no regex needed
        else:
            marked = _MARK.join(_token_split(piece))
        if len(piece) <= _MAX_PIECE:
            if len(_MARKED_PIECES) >= _MAX_PIECES:
                _MARKED_PIECES.clear()
            _MARKED_PIECES[piece] = marked
    return marked


def _line_split(line: str) -> list[str]:
    """:func:`_token_split` of a line, from its pieces between spaces remembered.

    Tokens never contain a space, so the line is split at its spaces (by
    C-level string calls, like the rest) and each piece looked up; joined by
    spaces again, the pieces' whitespace at their ends merges into the
    whitespace between the line's tokens.
    """
    if _MARK in line:  # the mark would be taken for a boundary
        return _token_split(line)
    pieces = line.split(" ")
    try:
        marked = " ".join(map(_MARKED_PIECES.__getitem__, pieces))
    except KeyError:  # pieces met for the first time
        marked = " ".join([_MARKED_PIECES.get(p) or _marked_piece(p) for p in pieces])
    return marked.split(_MARK)


def _line_classes(line: str, line_words: list[str], caps: bool) -> list[str]:
    """The automaton classes of one line's tokens (``caps``: a line in capitals)."""
    known = _TOKEN_CLASSES[caps]
    try:
        line_classes = list(map(known.__getitem__, line_words))
    except KeyError:  # words met for the first time
        line_classes = [known.get(w) or _token_class(w, caps) for w in line_words]
    if not caps and "n" in line_classes:
        _sentence_starts(line_words, line_classes)
    # Every apostrophe is a token: the line tells as much, at C speed.
    if "'" in line:
        _apostrophe_s(line_words, line_classes)
    return line_classes


def _analyse_lines(
    text: str, lines: list[str], skipped: list[bool], caps_lines: list[bool]
) -> Analysis:
    """:func:`analyse` line by line, leaving out the ``skipped`` lines' tokens."""
    starts: list[int] = []
    ends: list[int] = []
    words: list[str] = []
    line_of: list[int] = []
    line_start: list[bool] = []
    classes: list[str] = []
    offset = 0
    for number, line in enumerate(lines):
        if not skipped[number]:
            pieces = _line_split(line)
            line_words = pieces[1::2]
            if line_words:
                # The pieces tile the line: their lengths summed give the
                # tokens' bounds, without a match object per token.
                bounds = list(accumulate(map(len, pieces), initial=offset))
                starts += bounds[1:-2:2]
                ends += bounds[2::2]
                words += line_words
                line_of += [number] * len(line_words)
                line_start.append(True)
                line_start += [False] * (len(line_words) - 1)
                classes += _line_classes(line, line_words, caps_lines[number])
        offset += len(line) + 1
    return Analysis(text, starts, ends, words, line_of, line_start, caps_lines, classes)
