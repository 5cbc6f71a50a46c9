"""Surrogate copies of a gold corpus for training: new strings, the same contexts, gold markups."""

from __future__ import annotations

from vtt_py.core import Document, Markup
from vtt_py.formats.tagsets import load_tagset
from vtt_py.synth.augment import (
    augmented,
    other_case,
    recased,
    surrogate_copies,
    training_copies,
)

NOTES = [
    ("1-1", "Wife Ysolde Quennell called on 3/14 from Dorchester.\n",
     [("Ysolde Quennell", "Name|Patient"), ("3/14", "Date|Patient"), ("Dorchester", "City")]),
    ("1-2", "Dr. Adams saw pt 3/15. Ysolde aware.\n",
     [("Adams", "Name"), ("3/15", "Date|Patient"), ("Ysolde", "Name|Patient")]),
]  # fmt: skip


def _gold() -> list[tuple[str, Document]]:
    docs = []
    for name, text, phrases in NOTES:
        doc = Document(text, load_tagset("nlm-scrubber"))
        for phrase, label in phrases:
            start = text.find(phrase)
            tag, _, category = label.partition("|")
            doc.add(Markup(start, start + len(phrase), tag, category))
        docs.append((name, doc))
    return docs


def test_augment_copies_replace_phi_and_keep_the_context() -> None:
    gold = _gold()
    copies = list(surrogate_copies(gold, 2, seed=5))
    assert [n for n, _ in copies] == ["1-1~1", "1-2~1", "1-1~2", "1-2~2"]
    for (_, original), (_, copy) in zip(gold * 2, copies, strict=True):
        assert len(copy.markups) == len(original.markups)
        for m, c in zip(original.markups, copy.markups, strict=True):
            assert c.label == m.label
            assert copy.text_of(c) != original.text_of(m)
        # What is not PHI is unchanged: the words around the markups.
        assert copy.text.startswith(original.text[: original.markups[0].start])


def test_augment_is_reproducible_and_versions_differ() -> None:
    first = [d.text for _, d in surrogate_copies(_gold(), 2, seed=5)]
    again = [d.text for _, d in surrogate_copies(_gold(), 2, seed=5)]
    assert first == again
    assert first[0] != first[2]


def test_augmented_yields_the_gold_first() -> None:
    gold = _gold()
    docs = list(augmented(gold, 1))
    assert [d.text for d in docs[:2]] == [d.text for _, d in gold]
    assert len(docs) == 4


def test_other_case_flips_a_note_and_keeps_every_offset() -> None:
    assert other_case("Wife Ysolde called.") == "WIFE YSOLDE CALLED."
    assert other_case("WIFE YSOLDE CALLED, 3/14.") == "wife ysolde called, 3/14."
    # A letter whose other case is two characters stays: offsets never move.
    assert other_case("Straße") == "STRAßE"


def test_recased_copy_keeps_the_markups_on_the_same_words() -> None:
    _, doc = _gold()[0]
    copy = recased(doc)
    assert copy.markups == doc.markups
    assert [copy.text_of(m) for m in copy.markups] == [
        doc.text_of(m).upper() for m in doc.markups
    ]
    assert doc.text.startswith("Wife Ysolde")  # the original is untouched


def test_training_copies_recase_about_half_and_repeat_exactly() -> None:
    gold = [(f"{i}-1", d) for i in range(40) for _, d in _gold()[:1]]
    copies = list(training_copies(gold, 1, seed=5))
    plain = list(surrogate_copies(gold, 1, seed=5))
    flipped = [c.text != p.text for (_, c), (_, p) in zip(copies, plain, strict=True)]
    assert 10 <= sum(flipped) <= 30
    assert all(
        c.text == p.text.upper()
        for (_, c), (_, p), f in zip(copies, plain, flipped, strict=True)
        if f
    )
    again = [d.text for _, d in training_copies(gold, 1, seed=5)]
    assert again == [d.text for _, d in copies]
    none = list(training_copies(gold, 1, seed=5, share=0.0))
    assert [d.text for _, d in none] == [d.text for _, d in plain]
