"""Tokens passing word tests: the same as asking every token, whenever tests are added."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vtt_py.deid.analysis import analyse
from vtt_py.deid.word_tests import MAX_TESTS, WORD_TESTS, WordTests, tokens_among


def _capitalised(word: str) -> bool:
    return word[:1].isupper()


def _long(word: str) -> int:
    return len(word) - 3 if len(word) > 3 else 0


@given(st.text(alphabet=st.sampled_from("aZ9 .,'-\nÉß"), max_size=80))
@settings(deadline=None)
def test_positions_are_the_tokens_passing_each_test(text: str) -> None:
    tests = WordTests()
    capitalised, long = tests.add(_capitalised), tests.add(_long)
    a = analyse(text)
    assert tests.positions(a, capitalised) == [
        i for i, w in enumerate(a.words) if _capitalised(w)
    ]
    assert tests.positions(a, long) == [i for i, w in enumerate(a.words) if _long(w)]


def test_a_test_added_later_is_answered_for_documents_seen_before() -> None:
    tests = WordTests()
    capitalised = tests.add(_capitalised)
    a = analyse("Carol called Dr Stone about the plan")
    assert tests.positions(a, capitalised) == [0, 2, 3]
    long = tests.add(_long)
    assert tests.positions(a, long) == [0, 1, 3, 4, 6]
    assert tests.positions(a, capitalised) == [0, 2, 3]


def test_a_registry_holds_a_bounded_number_of_tests() -> None:
    tests = WordTests()
    for _ in range(MAX_TESTS):
        tests.add(_capitalised)
    with pytest.raises(ValueError):
        tests.add(_long)


def test_the_shared_registry_has_room_left() -> None:
    # The recognisers register their tests at import; one more must still fit.
    assert len(WORD_TESTS._tests) < MAX_TESTS


def test_a_new_word_repeated_in_a_text_is_tested_once() -> None:
    # A long text of a few words repeated costs a few tests, not one per token.
    asked: list[str] = []

    def _recorded(word: str) -> bool:
        asked.append(word)
        return word[:1].isupper()

    tests = WordTests()
    capitalised = tests.add(_recorded)
    a = analyse("Ann Lee, PA-C\n" * 500)
    assert len(tests.positions(a, capitalised)) == 4 * 500
    assert sorted(asked) == sorted(set(a.words))


_FORMS = (
    frozenset({"to", "at"}),
    frozenset({"a"}),
    frozenset("to at from in on by of the a an and or per with via for x y z".split()),
)


@given(
    st.lists(st.sampled_from("to at from a (A to: Aa , bed".split(" ")), max_size=40),
    st.sampled_from(_FORMS),
)
@settings(deadline=None)
def test_tokens_among_forms_are_those_found_by_testing_each_token(
    words: list[str], forms: frozenset[str]
) -> None:
    a = analyse(" ".join(words))
    assert tokens_among(a, forms) == [i for i, w in enumerate(a.words) if w in forms]
    for word in ("(", ":", "bed", "absent"):
        assert tokens_among(a, word) == [i for i, w in enumerate(a.words) if w == word]
