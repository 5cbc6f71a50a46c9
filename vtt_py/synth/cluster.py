"""Dask support: the client a run talks to, and pre-annotation on a cluster.

``dask[distributed]`` is the optional extra ``vtt_py[cluster]``; it is
imported here only, when a command is given ``--dask SCHEDULER_ADDRESS``.
The workers need vtt_py installed (the same version as the client).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from vtt_py.errors import Problem, UsageError

_MISSING = (
    "--dask needs the optional Dask support: pip install 'vtt_py[cluster]' "
    "(dask[distributed])"
)


def client_for(address: str) -> Any:
    """A ``distributed.Client`` connected to the scheduler at ``address``.

    Raises:
        UsageError: Dask is not installed, or no scheduler answers there.
    """
    try:
        from distributed import Client
    except ImportError:
        raise UsageError(_MISSING) from None
    try:
        return Client(address, timeout="20s")
    except (OSError, TimeoutError) as exc:
        raise UsageError(f"no Dask scheduler at {address} ({exc})") from None


def _annotate_batch(
    pairs: list[tuple[Path, Path]], options: Any
) -> list[str | list[Problem]]:
    from vtt_py.deid.batch import annotate_one

    return [annotate_one(src, dst, options) for src, dst in pairs]


def annotate_on_dask(
    pairs: list[tuple[Path, Path]],
    options: Any,
    address: str,
    *,
    batch: int = 50,
) -> Iterator[str | list[Problem]]:
    """Pre-annotate ``(input, output)`` pairs on a Dask cluster, file by file.

    Each worker runs the de-identifier's own per-file function
    (:func:`vtt_py.deid.batch.annotate_one`: skips outputs that exist, writes
    atomically), so inputs and OUTDIR must be on a file system every worker
    sees (a shared disk); the model is sent to each worker once.

    Args:
        pairs: from :func:`vtt_py.deid.batch.plan`.
        options: the de-identifier's options (model and tag set).
        address: the scheduler address.
        batch: files per task.

    Yields:
        Each file's outcome (``written``, ``skipped`` or problems).
    """
    with client_for(address) as client:
        shared = client.scatter(options, broadcast=True)
        window = 2 * max(1, sum(client.nthreads().values()))
        pending: deque[Any] = deque()
        submit: Callable[..., Any] = client.submit
        for i in range(0, len(pairs), batch):
            pending.append(submit(_annotate_batch, pairs[i : i + batch], shared))
            if len(pending) >= window:
                yield from pending.popleft().result()
        while pending:
            yield from pending.popleft().result()


def annotate_paths_on_dask(
    sources: list[Path],
    outdir: Path,
    *,
    address: str,
    model: Path | None = None,
    rules_only: bool = False,
    tagset: str | None = None,
    threshold: float | None = None,
    site_lists: Sequence[Path] = (),
    progress: Callable[[int], Callable[[], None]] | None = None,
) -> tuple[dict[str, int], list[Problem]]:
    """``vtt-py annotate --dask``: :func:`vtt_py.deid.batch.annotate_paths` on a cluster.

    Same arguments, counts and problems as the local version; see
    :func:`annotate_on_dask` for what the workers need.
    """
    from vtt_py.deid.batch import run_batch
    from vtt_py.deid.pipeline import DEFAULT_THRESHOLD

    return run_batch(
        sources,
        outdir,
        lambda pairs, options: annotate_on_dask(pairs, options, address),
        model=model,
        rules_only=rules_only,
        tagset=tagset,
        threshold=DEFAULT_THRESHOLD if threshold is None else threshold,
        site_lists=site_lists,
        progress=progress,
    )
