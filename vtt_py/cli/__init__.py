"""The ``vtt-py`` command: argument parsing, error reporting and exit codes.

Each command lives in its own module ``vtt_py.cli.<name>`` with a
``register(subparsers)`` function that adds its parser and sets ``run``.
Modules are imported on demand, so ``vtt-py check`` never loads Qt.
"""

from __future__ import annotations

import _thread
import argparse
import contextlib
import importlib
import os
import signal
import sys
import threading
import traceback
from collections.abc import Iterator, Sequence
from typing import Any

from vtt_py import __version__
from vtt_py.errors import ParseError, UsageError, VttError

#: Command modules in the order ``--help`` lists them.
COMMANDS = (
    "gui",
    "check",
    "convert",
    "stats",
    "annotate",
    "train",
    "agree",
    "adjudicate",
    "redact",
    "surrogate",
    "synthesize",
)


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The argument parser with every available command (or just ``only``).

    A command's module loads its own dependencies; a run that names its
    command loads that module alone (start-up is a tenth of annotating a
    thousand short notes).
    """
    parser = argparse.ArgumentParser(
        prog="vtt-py",
        description="Visual Tagging Tool for PHI gold standards. "
        "With no command, opens the app on the bundled sample corpus.",
    )
    parser.add_argument("--version", action="version", version=f"vtt-py {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMANDS if only is None else (only,):
        module_name = f"vtt_py.cli.{name.replace('-', '_')}"
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name != module_name:
                raise
            continue  # a command not shipped in this build
        module.register(sub)
    return parser


def _internal_error(exc: BaseException) -> int:
    # A crash report must not carry PHI: exception messages can quote
    # document text, so only the type and the code location are printed.
    frames = traceback.extract_tb(exc.__traceback__)
    where = f" at {frames[-1].filename}:{frames[-1].lineno}" if frames else ""
    print(
        f"vtt-py: internal error ({type(exc).__name__}{where}). No document text is "
        "shown; set VTT_PY_DEBUG=1 to see the full traceback.",
        file=sys.stderr,
    )
    if os.environ.get("VTT_PY_DEBUG"):
        traceback.print_exception(exc)
    return 3


class Terminated(KeyboardInterrupt):
    """SIGTERM as an exception, so that it cleans up exactly as Ctrl-C does."""


def _raise_terminated(signum: int, frame: object) -> None:
    raise Terminated


class _Redeliver:
    """An unraisable-exception hook that raises a lost interrupt again in the main thread.

    Python runs signal handlers between any two bytecodes, finalizers
    (``__del__``) included, and an exception a finalizer raises is printed
    and dropped: a Ctrl-C landing in one (the ``regex`` module has some)
    printed a traceback and the command ran on to its end. The interrupt is
    raised again from another thread a moment later: raised from the hook,
    it would land in the hook itself, and be dropped again.
    """

    def __init__(self, previous: Any) -> None:
        self.previous = previous
        self.active = True  # cleared when the command ends: nothing to interrupt then

    def __call__(self, unraisable: Any) -> None:
        if not issubclass(unraisable.exc_type, KeyboardInterrupt):
            self.previous(unraisable)
            return
        terminated = issubclass(unraisable.exc_type, Terminated)
        signum = signal.SIGTERM if terminated else signal.SIGINT
        later = threading.Timer(_REDELIVER_AFTER, self._interrupt, (signum,))
        later.daemon = True
        later.start()

    def _interrupt(self, signum: signal.Signals) -> None:
        if self.active:
            _thread.interrupt_main(signum)


#: Seconds before a dropped interrupt is raised again (the finalizer is over by then).
_REDELIVER_AFTER = 0.05


@contextlib.contextmanager
def _sigterm_as_interrupt(command: str | None) -> Iterator[None]:
    """Turn SIGTERM into :class:`Terminated` while a command runs; lose no interrupt.

    Without this, ``kill`` (or a batch system's time limit) ends the process
    at once and leaves a staging folder full of note text behind. An
    interrupt raised inside a finalizer is raised again (:class:`_Redeliver`).
    The app keeps the defaults: its Qt event loop would not see the exception.
    """
    in_main = threading.current_thread() is threading.main_thread()
    if command == "gui" or not in_main:
        yield
        return
    previous = signal.signal(signal.SIGTERM, _raise_terminated)
    redeliver = _Redeliver(sys.unraisablehook)
    sys.unraisablehook = redeliver
    try:
        yield
    finally:
        redeliver.active = False
        sys.unraisablehook = redeliver.previous
        signal.signal(signal.SIGTERM, previous)


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``vtt-py`` with ``argv`` (default: ``sys.argv[1:]``); return the exit code.

    Exit codes: 0 success, 1 bad input, 2 bad usage, 3 internal error.
    """
    args_list = list(sys.argv[1:] if argv is None else argv)
    if not args_list:
        args_list = ["gui"]
    try:  # Ctrl-C while the command modules load: no traceback either
        named = args_list[0] if args_list[0] in COMMANDS else None
        args = build_parser(named).parse_args(args_list)
    except SystemExit as exc:  # argparse: --help (0) or bad usage (2)
        return int(exc.code or 0)
    except KeyboardInterrupt:
        print("vtt-py: interrupted", file=sys.stderr)
        return 130
    try:
        with _sigterm_as_interrupt(args.command):
            return int(args.run(args) or 0)
    except BrokenPipeError:
        # The reader went away (``vtt-py agree ... | head``): stop quietly, and
        # keep Python from complaining when it flushes stdout at exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141
    except ParseError as exc:
        for problem in exc.problems:
            print(problem, file=sys.stderr)
        return 1
    except UsageError as exc:
        print(f"vtt-py {args.command}: {exc}", file=sys.stderr)
        return 2
    except VttError as exc:
        print(f"vtt-py {args.command}: {exc}", file=sys.stderr)
        return 1
    except OSError as exc:
        where = f"{exc.filename}: " if exc.filename else ""
        print(f"vtt-py {args.command}: {where}{exc.strerror or exc}", file=sys.stderr)
        return 1
    except Terminated:
        print("vtt-py: terminated", file=sys.stderr)
        return 143
    except KeyboardInterrupt:
        print("vtt-py: interrupted", file=sys.stderr)
        return 130
    except Exception as exc:  # noqa: BLE001 - last line of defence, see _internal_error
        return _internal_error(exc)
