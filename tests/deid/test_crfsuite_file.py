"""A model's attribute names read from crfsuite's bytes are crfsuite's own, in its order."""

from __future__ import annotations

import struct

from vtt_py.deid.batch import default_model_path
from vtt_py.deid.crf import CrfModel, load_model
from vtt_py.deid.crfsuite_file import HEADER, attribute_names


def test_the_names_crfsuite_lists_for_the_tiny_and_the_shipped_model(
    tiny_model: CrfModel,
) -> None:
    for model in (tiny_model, load_model(default_model_path())):
        names = attribute_names(model.data)
        assert names is not None and len(names) > 50
        assert names == list(model.tagger().info().attributes)


def test_known_features_know_every_attribute(tiny_model: CrfModel) -> None:
    fresh = CrfModel(tiny_model.data, tiny_model.meta, tiny_model.vocabulary)
    assert fresh.known_features().known == set(tiny_model.tagger().info().attributes)


def test_an_unexpected_layout_gives_none_not_garbage(tiny_model: CrfModel) -> None:
    data = tiny_model.data
    *_, attributes_at, _, _ = HEADER.unpack_from(data)
    no_cqdb = bytearray(data)
    no_cqdb[attributes_at : attributes_at + 4] = b"XXXX"
    assert attribute_names(bytes(no_cqdb)) is None
    truncated = data[: attributes_at + 40]
    assert attribute_names(truncated) is None
    wrong_size = bytearray(data)
    # The first record claims a key longer than the whole table.
    backward = struct.unpack_from("<I", data, attributes_at + 20)[0]
    first = struct.unpack_from("<I", data, attributes_at + backward)[0]
    struct.pack_into("<I", wrong_size, attributes_at + first + 4, 10**8)
    assert attribute_names(bytes(wrong_size)) is None
    assert attribute_names(b"") is None
