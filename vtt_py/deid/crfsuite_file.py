"""crfsuite's binary model layout: the header, and the attribute names read straight from it.

The tagger needs the names of the attributes a model has weights for (see
:class:`~vtt_py.deid.known_features.KnownFeatures`). python-crfsuite gives
them only through ``Tagger.info()``, which dumps the whole model as text and
parses it in Python: a tenth of a second at every start of ``vtt-py
annotate``. They are stored in the model as a CQDB (crfsuite's constant
database) whose backward array lists each name's record in attribute order;
reading that takes about two milliseconds.
"""

from __future__ import annotations

import struct

#: crfsuite's model header: magic, size, type, version, 3 counts, 5 offsets (LE).
HEADER = struct.Struct("<4sI4sI3I5I")
#: A CQDB chunk's header: magic, size, flags, byte-order mark, backward array size and offset.
_CQDB = struct.Struct("<4s5I")
_CQDB_BYTE_ORDER = 0x62445371
#: A CQDB record: the key's id and the key's size (with its final NUL), then the key.
_RECORD = struct.Struct("<2I")


def attribute_names(data: bytes) -> list[str] | None:
    """The model's attribute names in id order, or None where the layout is not the expected one.

    Args:
        data: crfsuite's model bytes (checked by ``verify_model_data``).
    """
    try:
        *_, attributes_at, _label_refs, _attribute_refs = HEADER.unpack_from(data)
        magic, size, _flags, order, count, backward = _CQDB.unpack_from(
            data, attributes_at
        )
        if magic != b"CQDB" or order != _CQDB_BYTE_ORDER:
            return None
        chunk = memoryview(data)[attributes_at : attributes_at + size]
        names = []
        for offset in struct.unpack_from(f"<{count}I", chunk, backward):
            _id, length = _RECORD.unpack_from(chunk, offset)
            start = offset + _RECORD.size
            if length < 1 or start + length > len(chunk):
                return None
            names.append(str(chunk[start : start + length - 1], "utf-8"))
    except (struct.error, UnicodeDecodeError):
        return None
    return names
