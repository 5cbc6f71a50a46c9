"""The function other engines call: one note (a CSV row) in, one JSON Lines record out.

Spark, Ray or any map-style engine ships :func:`synthesize_record` (a
top-level function of picklable arguments) to its workers::

    from functools import partial
    from vtt_py.synth.recipe import SynthConfig, synthesize_partition

    notes = spark.read.csv("NOTEEVENTS.csv", header=True, multiLine=True, escape='"')
    records = notes.rdd.mapPartitions(partial(synthesize_partition, config=SynthConfig(seed=7)))
    records.map(json.dumps).saveAsTextFile("synthesized")

The output of a note depends only on the note and the config, so it equals
what ``vtt-py synthesize --to jsonl`` writes for it.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from vtt_py.formats.mimic_csv import MIMIC3, MIMIC4, TEXT, SourceNote
from vtt_py.synth.engine import SynthConfig, synthesize_note
from vtt_py.synth.render import record

__all__ = ["SynthConfig", "note_from_row", "synthesize_partition", "synthesize_record"]

_FIELDS = {
    MIMIC3: ("ROW_ID", "SUBJECT_ID", "CATEGORY", "TEXT"),
    MIMIC4: ("note_id", "subject_id", "note_type", "text"),
}


def note_from_row(row: Mapping[str, Any] | Any) -> SourceNote:
    """A note from a MIMIC row: a mapping, or a Spark ``Row`` (read by ``asDict``).

    Column names may be in any case. A row with neither layout's columns is
    read as ``id``/``subject``/``category``/``text`` (a plain text note).

    Raises:
        KeyError: the row has no text column.
    """
    data = row.asDict() if hasattr(row, "asDict") else dict(row)
    lowered = {str(key).lower(): value for key, value in data.items()}
    for layout, names in _FIELDS.items():
        keys = [n.lower() for n in names]
        if all(k in lowered for k in keys):
            ident, subject, category, text = (
                "" if lowered[k] is None else str(lowered[k]) for k in keys
            )
            return SourceNote(ident, subject, category, text, 0, layout)
    return SourceNote(
        str(lowered.get("id", "")), str(lowered.get("subject", "")),
        str(lowered.get("category", "")), str(lowered["text"]), 0, TEXT,
    )  # fmt: skip


def synthesize_record(
    row: Mapping[str, Any] | Any, config: SynthConfig
) -> dict[str, Any]:
    """One note's JSON Lines record (``id``, ``subject``, ``category``, ``text``, ``spans``)."""
    return record(synthesize_note(note_from_row(row), config))


def synthesize_partition(
    rows: Iterable[Mapping[str, Any] | Any], config: SynthConfig
) -> Iterator[dict[str, Any]]:
    """The records of a partition's rows (for ``mapPartitions``)."""
    for row in rows:
        yield synthesize_record(row, config)
