"""crfsuite's own C tagger, called through ctypes with attribute ids we pack ourselves.

python-crfsuite hands each feature to crfsuite as a string: per attribute a
C++ string made from Python bytes, copied again with its item, then looked
up by hash in the model's dictionary. On the 1,450 notes of the speed
benchmark that conversion took more time than crfsuite's Viterbi and state
scores together. The same library exports crfsuite's public C API (the
model, tagger and dictionary interfaces of ``crfsuite.h``); this module
opens the model through it and gives the tagger each item as an array of
``(attribute id, 1.0)`` records, packed once per word by
:class:`~vtt_py.deid.known_features.KnownFeatures`. Labels, path
probabilities and marginals are crfsuite's own, bit for bit (a test compares
them with python-crfsuite's on whole notes), and :func:`open_direct` checks
that on a small sequence before the tagger is used. Where the library does
not export the API (another build, another platform) it returns None and
python-crfsuite tags as before.
"""

from __future__ import annotations

import ctypes
import itertools
import math
import struct
import weakref
from collections.abc import Iterable, Mapping, Sequence
from ctypes import (
    CFUNCTYPE,
    POINTER,
    Structure,
    byref,
    c_char_p,
    c_double,
    c_int,
    c_size_t,
    c_void_p,
)
from typing import Any

#: One attribute of an item as ``crfsuite_attribute_t`` lays it out (the C
#: compiler's alignment): the attribute id and its value (always 1.0 here).
RECORD = struct.Struct("@id")
#: One item as ``crfsuite_item_t``: number of attributes, capacity, pointer.
_ITEM = struct.Struct("@iiP")


#: The number of records in a row of so many bytes.
_RECORDS_IN = RECORD.size.__rfloordiv__


def _address(data: bytes) -> int:
    """Where ``data``'s bytes lie (valid while ``data`` lives; crfsuite only reads them)."""
    # A c_char_p made from bytes points into them (no copy).
    return ctypes.cast(c_char_p(data), c_void_p).value or 0


def record(attribute_id: int) -> bytes:
    """The packed ``crfsuite_attribute_t`` of an attribute present once."""
    return RECORD.pack(attribute_id, 1.0)


class _Instance(Structure):
    _fields_ = [
        ("num_items", c_int),
        ("cap_items", c_int),
        ("items", c_void_p),
        ("labels", c_void_p),
        ("weight", c_double),
        ("group", c_int),
    ]


class _Dictionary(Structure):
    _fields_ = [
        ("internal", c_void_p),
        ("nref", c_int),
        ("addref", c_void_p),
        ("release", c_void_p),
        ("get", c_void_p),
        ("to_id", c_void_p),
        ("to_string", CFUNCTYPE(c_int, c_void_p, c_int, POINTER(c_char_p))),
        ("num", CFUNCTYPE(c_int, c_void_p)),
        ("free", c_void_p),
    ]


_Score = CFUNCTYPE(c_int, c_void_p, POINTER(c_int), POINTER(c_double))


class _Tagger(Structure):
    _fields_ = [
        ("internal", c_void_p),
        ("nref", c_int),
        ("addref", c_void_p),
        ("release", c_void_p),
        ("set", CFUNCTYPE(c_int, c_void_p, POINTER(_Instance))),
        ("length", CFUNCTYPE(c_int, c_void_p)),
        ("viterbi", _Score),
        ("score", _Score),
        ("lognorm", CFUNCTYPE(c_int, c_void_p, POINTER(c_double))),
        ("marginal_point", CFUNCTYPE(c_int, c_void_p, c_int, c_int, POINTER(c_double))),
        ("marginal_path", c_void_p),
    ]


class _Model(Structure):
    _fields_ = [
        ("internal", c_void_p),
        ("nref", c_int),
        ("addref", c_void_p),
        ("release", CFUNCTYPE(c_int, c_void_p)),
        ("get_tagger", CFUNCTYPE(c_int, c_void_p, POINTER(POINTER(_Tagger)))),
        ("get_labels", CFUNCTYPE(c_int, c_void_p, POINTER(POINTER(_Dictionary)))),
        ("get_attrs", c_void_p),
        ("dump", c_void_p),
    ]


class DirectTagger:
    """A crfsuite model's tagger, read packed attribute records (:data:`RECORD`).

    Its methods answer as python-crfsuite's ``Tagger`` does for the last
    sequence tagged. Made by :func:`open_direct`.
    """

    def __init__(self, library: ctypes.CDLL, data: bytes) -> None:
        create = library.crfsuite_create_instance_from_memory
        create.argtypes = [c_void_p, c_size_t, POINTER(c_void_p)]
        create.restype = c_int
        # crfsuite reads the model where it lies (it wants it 16-byte
        # aligned, as malloc gives): the buffer lives as long as the model.
        self._data = ctypes.create_string_buffer(data, len(data))
        handle = c_void_p()
        if create(self._data, len(data), byref(handle)) != 0 or not handle:
            raise ValueError("crfsuite refused the model data")
        model = ctypes.cast(handle, POINTER(_Model)).contents
        weakref.finalize(self, model.release, handle, self._data)
        tagger = POINTER(_Tagger)()
        labels = POINTER(_Dictionary)()
        model.get_tagger(handle, byref(tagger))
        model.get_labels(handle, byref(labels))
        self._tagger = tagger
        self._labels = _label_names(labels)
        self._label_id = {name: i for i, name in enumerate(self._labels)}
        functions = tagger.contents
        self._set, self._viterbi = functions.set, functions.viterbi
        self._score, self._lognorm = functions.score, functions.lognorm
        self._marginal = functions.marginal_point
        self._probability = c_double()
        self._answer = byref(self._probability)  # where each marginal is written
        #: Items of the sequence set last (crfsuite itself checks no bounds).
        self._length = 0
        #: The last Viterbi path, as label ids and as labels.
        self._path: Any = None
        self._path_labels: list[str] = []

    def labels(self) -> list[str]:
        """The model's labels in crfsuite's order."""
        return list(self._labels)

    def tag(self, rows: Iterable[bytes]) -> list[str]:
        """The Viterbi labels of a sequence whose items are packed records, one bytes each."""
        rows = list(rows)
        count = self._length = len(rows)
        if not count:  # nothing to set: asked about, it answers as python-crfsuite
            return []
        lengths = list(map(len, rows))
        counts = list(map(_RECORDS_IN, lengths))
        # The records and items are read where the bytes objects hold them
        # (no copy); both live until the tagger, which keeps none of them,
        # has computed every state score.
        records = b"".join(rows)
        addresses = itertools.accumulate(lengths, initial=_address(records))
        items = b"".join(map(_ITEM.pack, counts, counts, addresses))
        instance = _Instance(count, count, _address(items), None, 1.0, 0)
        self._set(self._tagger, byref(instance))
        path = self._path = (c_int * count)()
        self._viterbi(self._tagger, path, byref(c_double()))
        labels = list(map(self._labels.__getitem__, path))
        self._path_labels = labels[:]  # a caller may change the list it is given
        return labels

    def marginal(self, label: str, position: int) -> float:
        """P(the token at ``position`` has ``label``) in the last sequence tagged."""
        label_id = self._label_id.get(label)
        if label_id is not None and 0 <= position < self._length:
            self._marginal(self._tagger, label_id, position, self._answer)
            return self._probability.value
        if not self._length:
            return 0.0
        raise ValueError(f"no label {label!r} at {position} of {self._length}")

    def probability(self, labels: Sequence[str]) -> float:
        """P(``labels``) for the last sequence tagged, as python-crfsuite computes it."""
        if not self._length:
            return 0.0
        if labels == self._path_labels:  # the Viterbi path's: its ids are at hand
            path = self._path
        elif len(labels) != self._length or not set(labels) <= self._label_id.keys():
            raise ValueError(f"{len(labels)} labels for {self._length} items")
        else:
            path = (c_int * len(labels))(*map(self._label_id.__getitem__, labels))
        score, norm = c_double(), c_double()
        self._score(self._tagger, path, byref(score))
        self._lognorm(self._tagger, byref(norm))
        return math.exp(score.value - norm.value)


def _label_names(labels: Any) -> list[str]:
    """Every label's name, in id order, from crfsuite's label dictionary."""
    dictionary = labels.contents
    names = []
    for i in range(dictionary.num(labels)):
        name = c_char_p()
        dictionary.to_string(labels, i, byref(name))
        names.append((name.value or b"").decode("utf-8"))
    return names


def open_direct(
    data: bytes, reference: Any, attributes: Mapping[str, int]
) -> DirectTagger | None:
    """crfsuite's tagger for ``data`` called directly, or None where that cannot be trusted.

    Args:
        data: crfsuite's model bytes.
        reference: python-crfsuite's ``Tagger`` opened on the same data: the
            direct tagger must give its labels and probabilities exactly.
        attributes: the model's attribute names with their ids.
    """
    try:
        from pycrfsuite import _pycrfsuite  # the library python-crfsuite built

        library = ctypes.CDLL(_pycrfsuite.__file__)
        direct = DirectTagger(library, data)
    except (OSError, AttributeError, ValueError, ImportError):
        return None
    return direct if _agrees(direct, reference, attributes) else None


def _agrees(
    direct: DirectTagger, reference: Any, attributes: Mapping[str, int]
) -> bool:
    """Whether both taggers give the same labels, path probability and marginals."""
    if direct.labels() != list(reference.labels()) or not attributes:
        return False
    # A few tokens with attributes from across the model (a layout error
    # would read other ids or other weights).
    names = list(attributes)
    step = max(1, len(names) // 7)
    rows = [names[k : k + 3 * step : step] for k in range(0, len(names), step)]
    expected = reference.tag(rows)
    found = direct.tag(b"".join(record(attributes[n]) for n in row) for row in rows)
    if found != expected:
        return False
    if direct.probability(found) != reference.probability(expected):
        return False
    return all(
        direct.marginal(y, t) == reference.marginal(y, t)
        for t in range(len(rows))
        for y in direct.labels()
    )
