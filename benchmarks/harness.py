"""Timing helpers and the report format every benchmark uses."""

from __future__ import annotations

import compileall
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import vtt_py


@dataclass
class Measurement:
    """One measured operation beside the baseline it is compared with.

    ``target`` is the number from the issue (seconds unless ``unit`` says
    otherwise); ``higher_is_better`` flips the comparison for rates.
    """

    name: str
    value: float
    unit: str = "s"
    baseline_name: str = ""
    baseline: float | None = None
    target: float | None = None
    higher_is_better: bool = False
    notes: dict[str, object] = field(default_factory=dict)

    @property
    def ratio(self) -> float | None:
        """value / baseline (how many baselines the operation costs)."""
        if self.baseline in (None, 0):
            return None
        return self.value / self.baseline  # type: ignore[operator]

    @property
    def meets_target(self) -> bool | None:
        """Whether the target is met (None when there is none)."""
        if self.target is None:
            return None
        return (
            self.value >= self.target
            if self.higher_is_better
            else self.value <= self.target
        )

    def line(self) -> str:
        """One report line."""
        parts = [f"{self.name:<44} {self.value:>10.4g} {self.unit}"]
        if self.baseline is not None:
            parts.append(
                f"baseline {self.baseline_name} {self.baseline:.4g} {self.unit}"
            )
            ratio = self.ratio
            if ratio is not None:
                parts.append(f"ratio {ratio:.2f}")
        if self.target is not None:
            sign = ">=" if self.higher_is_better else "<="
            verdict = "ok" if self.meets_target else "MISSED"
            parts.append(f"target {sign} {self.target:g} {self.unit}: {verdict}")
        parts.extend(f"{k}={v}" for k, v in self.notes.items())
        return "  ".join(parts)


def best_of(fn: Callable[[], object], repeat: int = 3) -> float:
    """The fastest of ``repeat`` runs of ``fn``, in seconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def median_of(fn: Callable[[], object], repeat: int = 5) -> float:
    """The median of ``repeat`` runs of ``fn``, in seconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def byte_compile() -> None:
    """Byte-compile vtt_py, as pip installs it, before timing fresh processes.

    With PYTHONDONTWRITEBYTECODE set (as on some machines), every timed
    process would otherwise compile what it imports again (about 0.2 s).
    """
    compileall.compile_dir(Path(vtt_py.__file__).parent, quiet=1)
