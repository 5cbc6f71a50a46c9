"""Streaming readers for de-identified notes: MIMIC-III and MIMIC-IV-Note CSVs, text folders.

MIMIC-III's ``NOTEEVENTS.csv`` (``ROW_ID,SUBJECT_ID,...,CATEGORY,...,TEXT``) and
MIMIC-IV-Note's ``discharge.csv``/``radiology.csv`` (``note_id,subject_id,...,
note_type,...,text``) hold one note per record, the text in a quoted field with
real line breaks (../shared/spec/mimic-placeholders.md). The file is read
record by record (the csv module streams quoted multi-line fields), so a 4 GB
file is never held in memory; a ``.csv.gz`` file (as PhysioNet ships them) is
read through gzip the same way. A folder of ``.txt`` notes is read file by file.
"""

from __future__ import annotations

import csv
import gzip
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from vtt_py.errors import ParseError, Problem, UsageError
from vtt_py.formats.inputs import input_files, read_input_bytes, record_read

MIMIC3, MIMIC4, TEXT = "mimic3", "mimic4", "txt"
#: Column names (lower case) of each layout: id, patient, note type, text.
_COLUMNS = {
    MIMIC3: ("row_id", "subject_id", "category", "text"),
    MIMIC4: ("note_id", "subject_id", "note_type", "text"),
}
#: Text folders: documents named ``<patient>-<note>`` share a patient.
_PATIENT = re.compile(r"(.+)-[0-9]+")


@dataclass(frozen=True, slots=True)
class SourceNote:
    """One note of a collection.

    Attributes:
        id: the note's id (``ROW_ID``, ``note_id`` or the file's path without suffix).
        subject: the patient (``SUBJECT_ID``; for text files, ``P`` of ``P-N``).
        category: the note type (``CATEGORY``/``note_type``; empty for text files).
        text: the note text, as stored.
        line: the line where the record starts (1 for a text file).
        layout: ``mimic3``, ``mimic4`` or ``txt``.
    """

    id: str
    subject: str
    category: str
    text: str
    line: int
    layout: str


def _layout(path: Path, header: list[str]) -> tuple[str, tuple[int, ...]]:
    names = [h.strip().lower() for h in header]
    for layout, columns in _COLUMNS.items():
        if all(c in names for c in columns):
            return layout, tuple(names.index(c) for c in columns)
    raise ParseError(
        Problem(
            str(path),
            1,
            "not a MIMIC note table: the header needs ROW_ID, SUBJECT_ID, CATEGORY, "
            "TEXT (MIMIC-III) or note_id, subject_id, note_type, text (MIMIC-IV)",
        )
    )


def _open(path: Path) -> TextIO:
    if path.name.lower().endswith(".gz"):
        return gzip.open(path, "rt", encoding="utf-8", newline="")
    return path.open(encoding="utf-8", newline="")


def csv_layout(path: Path) -> str:
    """``mimic3`` or ``mimic4``, from a CSV's header row.

    Raises:
        ParseError: the header names neither layout's columns.
    """
    with _open(path) as handle:
        header = next(csv.reader(handle), [])
    return _layout(path, header)[0]


def read_csv_notes(path: Path) -> Iterator[SourceNote]:
    """Every note of a MIMIC CSV, one record at a time.

    Raises:
        ParseError: a missing column, a record with too few fields, or text
            that is not UTF-8, at ``PATH:LINE``.
    """
    csv.field_size_limit(min(sys.maxsize, 2**31 - 1))  # notes may exceed 128 kB
    record_read(path)  # streamed, not read whole: the output guard still knows it
    try:
        with _open(path) as handle:
            reader = csv.reader(handle)
            layout, index = _layout(path, next(reader, []))
            need = max(index) + 1
            line = reader.line_num + 1
            for row in reader:
                if len(row) < need:
                    raise ParseError(
                        Problem(str(path), line, f"{len(row)} fields, expected {need}")
                    )
                yield SourceNote(
                    row[index[0]],
                    row[index[1]],
                    row[index[2]],
                    row[index[3]],
                    line,
                    layout,
                )
                line = reader.line_num + 1
    except UnicodeDecodeError as exc:
        raise ParseError(
            Problem(str(path), None, f"not UTF-8 text (byte {exc.start})")
        ) from None
    except (csv.Error, gzip.BadGzipFile, EOFError) as exc:
        raise ParseError(Problem(str(path), None, f"bad CSV: {exc}")) from None


def read_text_notes(folder: Path) -> Iterator[SourceNote]:
    """Every ``.txt`` note under a folder, in path order.

    Raises:
        ParseError: a file that is not UTF-8 text.
    """
    # Read as every reader reads (hidden files, staging folders and the
    # running command's outputs skipped; inputs recorded for the output guard).
    for path in input_files(folder, (".txt",)):
        name = path.relative_to(folder).with_suffix("").as_posix()
        try:
            text = read_input_bytes(path).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ParseError(
                Problem(str(path), None, f"not UTF-8 text (byte {exc.start})")
            ) from None
        match = _PATIENT.fullmatch(path.stem)
        subject = match.group(1) if match else name
        yield SourceNote(name, subject, "", text, 1, TEXT)


def read_notes(source: Path) -> Iterator[SourceNote]:
    """The notes of a MIMIC CSV file or a folder of ``.txt`` notes.

    Raises:
        UsageError: the source is neither.
        ParseError: see :func:`read_csv_notes`.
    """
    if source.is_dir():
        return read_text_notes(source)
    if source.name.lower().endswith((".csv", ".csv.gz")):
        return read_csv_notes(source)
    raise UsageError(
        f"{source}: expected a MIMIC .csv (or .csv.gz) file or a folder of .txt notes"
    )
