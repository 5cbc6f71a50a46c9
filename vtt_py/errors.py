"""Error types and problem reports shared by every layer (no PHI in messages)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Severity(StrEnum):
    """How serious a problem is: errors stop a load, warnings do not."""

    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True, slots=True)
class Problem:
    """One problem found in a file, reported as ``PATH:LINE: message``.

    Messages describe what is wrong without quoting document text, so that no
    PHI reaches a terminal, a log or a crash report.
    """

    path: str
    line: int | None
    message: str
    severity: Severity = Severity.ERROR

    def __str__(self) -> str:
        where = self.path if self.line is None else f"{self.path}:{self.line}"
        prefix = "warning: " if self.severity is Severity.WARNING else ""
        return f"{where}: {prefix}{self.message}"


class VttError(Exception):
    """Base class of every error vtt_py raises on purpose."""


class ParseError(VttError):
    """A file could not be read; carries every problem found (at least one)."""

    def __init__(self, problems: list[Problem] | Problem) -> None:
        self.problems = [problems] if isinstance(problems, Problem) else list(problems)
        if not self.problems:
            raise ValueError("ParseError needs at least one problem")
        super().__init__(str(self.problems[0]))

    @property
    def path(self) -> str:
        """The file the first problem is in."""
        return self.problems[0].path

    @property
    def line(self) -> int | None:
        """The line of the first problem (1-based), if known."""
        return self.problems[0].line


class WriteError(VttError):
    """A document cannot be stored in the requested format (nothing was written)."""


class UsageError(VttError):
    """The command line asks for something impossible (exit code 2)."""


class ProblemLog:
    """Collects problems while reading; raises when an error must stop the read.

    Readers call :meth:`error` and :meth:`warn`. With ``collect_all`` (used by
    ``vtt-py check``) errors are gathered and raised together at the end by
    :meth:`raise_if_errors`; otherwise the first error raises at once.
    """

    def __init__(self, path: str, *, collect_all: bool = False) -> None:
        self.path = path
        self.collect_all = collect_all
        self.problems: list[Problem] = []

    def error(self, line: int | None, message: str) -> None:
        """Record an error; raise at once unless collecting every problem."""
        problem = Problem(self.path, line, message)
        self.problems.append(problem)
        if not self.collect_all:
            raise ParseError(problem)

    def warn(self, line: int | None, message: str) -> None:
        """Record a warning (the read goes on)."""
        self.problems.append(Problem(self.path, line, message, Severity.WARNING))

    @property
    def errors(self) -> list[Problem]:
        """The errors recorded so far."""
        # Asked of every file read, which nearly always recorded nothing.
        if not self.problems:
            return []
        return [p for p in self.problems if p.severity is Severity.ERROR]

    @property
    def warnings(self) -> list[Problem]:
        """The warnings recorded so far."""
        if not self.problems:
            return []
        return [p for p in self.problems if p.severity is Severity.WARNING]

    def raise_if_errors(self) -> None:
        """Raise a ParseError holding every error, if there was any."""
        if self.errors:
            raise ParseError(self.errors)
