"""The VTT format: reader, writer and format checks (see shared spec vtt-format.md)."""

from vtt_py.formats.vtt_read import check_vtt, infer_layout, parse_vtt, read_vtt
from vtt_py.formats.vtt_write import (
    annotation_problem,
    default_user,
    dumps_vtt,
    save_vtt,
    text_problem,
    write_vtt,
)

__all__ = [
    "annotation_problem",
    "check_vtt",
    "default_user",
    "dumps_vtt",
    "infer_layout",
    "parse_vtt",
    "read_vtt",
    "save_vtt",
    "text_problem",
    "write_vtt",
]
