"""The document model: text, tag set, markups and meta data (stdlib only)."""

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup, label_of, sort_key, split_label
from vtt_py.core.meta import MetaData, SaveInfo, TagsFileRef, VttLayout
from vtt_py.core.tagset import RESERVED_TAG_NAME, Tag, TagSet

__all__ = [
    "RESERVED_TAG_NAME",
    "Document",
    "Markup",
    "MetaData",
    "SaveInfo",
    "Tag",
    "TagSet",
    "TagsFileRef",
    "VttLayout",
    "label_of",
    "sort_key",
    "split_label",
]
