"""The report as JSON, written entry by entry: the same bytes as ``json.dump(indent=2)``.

Lists (the disagreements, the per-document entries, which the report may
build only as they are read) are written one item at a time, so writing
the JSON of a 200,000-note comparison never holds it all as one string.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, TextIO

INDENT = "  "


def _dumps(value: Any, pad: str) -> str:
    text = json.dumps(value, indent=len(INDENT), ensure_ascii=False)
    return text.replace("\n", "\n" + pad) if "\n" in text else text


def _write(value: Any, out: TextIO, pad: str) -> None:
    inner = pad + INDENT
    if isinstance(value, Mapping):
        if not value:
            out.write("{}")
            return
        out.write("{")
        for i, (key, item) in enumerate(value.items()):
            out.write(
                ("," if i else "")
                + "\n"
                + inner
                + json.dumps(key, ensure_ascii=False)
                + ": "
            )
            _write(item, out, inner)
        out.write("\n" + pad + "}")
    elif isinstance(value, Sequence) and not isinstance(value, str):
        if not len(value):
            out.write("[]")
            return
        out.write("[")
        for i, item in enumerate(value):
            out.write(("," if i else "") + "\n" + inner + _dumps(item, inner))
        out.write("\n" + pad + "]")
    else:
        out.write(_dumps(value, pad))


def write_json(data: Any, out: TextIO) -> None:
    """Write ``data`` as indented JSON and a final line break (UTF-8 kept, floats exact)."""
    _write(data, out, "")
    out.write("\n")
