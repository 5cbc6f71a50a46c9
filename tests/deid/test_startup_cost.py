"""The start-up round: patterns compiled on first use behave as those compiled at import."""

from __future__ import annotations

import importlib
import pkgutil
import subprocess
import sys
from collections.abc import Iterator

import regex

import vtt_py.deid
from vtt_py.deid.lazy_patterns import LazyPattern, lazy_compile
from vtt_py.lexicons.names import NameTable, _names_in, encode_names


def _lazy_patterns() -> Iterator[tuple[str, LazyPattern]]:
    """Every module-level lazy pattern of the de-identifier, named by module and variable."""
    for info in pkgutil.iter_modules(vtt_py.deid.__path__):
        module = importlib.import_module(f"vtt_py.deid.{info.name}")
        for name, value in vars(module).items():
            if isinstance(value, LazyPattern):
                yield f"{info.name}.{name}", value
            elif isinstance(value, list | tuple):
                for i, item in enumerate(value):
                    if isinstance(item, LazyPattern):
                        yield f"{info.name}.{name}[{i}]", item


def test_startup_every_lazy_pattern_compiles() -> None:
    # A pattern compiled on first use would otherwise fail only on the
    # first note that needs it.
    found = dict(_lazy_patterns())
    assert len(found) > 150
    for where, pattern in found.items():
        assert isinstance(pattern.compiled, regex.Pattern), where


def test_startup_lazy_pattern_acts_as_the_compiled_one() -> None:
    text = "Seen by DR. SMITH on 3/4; dr smith again 5/6"
    source = r"(?P<title>dr)\.?[ ](?P<name>\p{L}+)"
    compiled = regex.compile(source, regex.IGNORECASE)
    lazy = lazy_compile(source, regex.IGNORECASE)
    spans = [m.span() for m in compiled.finditer(text)]
    assert [m.span() for m in lazy.finditer(text)] == spans == [(8, 17), (26, 34)]
    assert lazy.search(text, 10).span() == compiled.search(text, 10).span()
    assert lazy.match(text, 8)["name"] == "SMITH"
    assert lazy.fullmatch("dr x").span() == (0, 4)
    assert lazy.findall(text) == compiled.findall(text)
    assert lazy.sub("X", text) == compiled.sub("X", text)
    assert lazy.split(text) == compiled.split(text)
    assert (lazy.pattern, lazy.flags) == (compiled.pattern, compiled.flags)
    assert (lazy.groups, lazy.groupindex) == (compiled.groups, compiled.groupindex)


def test_startup_lazy_pattern_compiles_once_on_first_use() -> None:
    lazy = lazy_compile(r"[0-9]{3}")
    assert "compiled" not in vars(lazy)
    first = lazy.search("a 123")
    assert first is not None and first.span() == (2, 5)
    compiled = lazy.compiled
    assert lazy.search("456").span() == (0, 3) and lazy.compiled is compiled
    # The compiled pattern's own method now sits on the instance.
    assert vars(lazy)["search"] == compiled.search


def _python(code: str) -> str:
    """What a fresh interpreter running ``code`` prints."""
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    return done.stdout


def test_startup_importing_the_pipeline_compiles_no_lazy_pattern() -> None:
    code = (
        "import vtt_py.deid.batch, vtt_py.deid.pipeline\n"
        "from vtt_py.deid.lazy_patterns import LazyPattern\n"
        "import gc\n"
        "print(sum('compiled' in vars(p) for p in gc.get_objects()"
        " if isinstance(p, LazyPattern)))\n"
    )
    assert _python(code).strip() == "0"


def test_startup_batch_process_skips_the_last_collection() -> None:
    code = (
        "import atexit, gc\n"
        # Registered first, so it runs last: after the batch's gc.freeze.
        "atexit.register(lambda: print('at exit', gc.get_freeze_count() > 0))\n"
        "from vtt_py.cli.common import fewer_collections\n"
        "for _ in range(2):\n"
        "    with fewer_collections() as settle:\n"
        "        settle()\n"
        "print('after', gc.get_freeze_count())\n"
    )
    assert _python(code).split("\n") == ["after 0", "at exit True", ""]


def test_startup_name_table_finds_names_as_their_upper_case() -> None:
    rows = {f"N{i:04d}": (i, 2 * i) for i in range(200)} | {
        "SAM": (5, 6),
        "JIM": (1, 0),
    }
    table = NameTable(encode_names(rows))
    assert len(table) == len(rows) and table.names() == sorted(rows)
    for name, people in rows.items():
        assert table.people(name.lower()) == people and name in table
    # Letters whose capital is ASCII find the ASCII name, as str.upper does.
    assert table.people("\u017fam") == (5, 6) and table.people("j\u0131m") == (1, 0)
    for absent in ["", "S", "SAMS", "N0200", "SAM\nJIM", "\n", "\u00e9", "S\u00c9M"]:
        assert table.people(absent) == (0, 0) and absent not in table


def test_startup_name_count_read_from_the_file_size() -> None:
    for names in range(1, 5000):
        assert _names_in(8 * names + 4 * -(-names // 64)) == names
