"""Hidden staging folders that output is built in, named after their process so stale ones can go.

A staging folder is ``.vtt_py-staging.<host>.<pid>.<random>`` beside the
output. A run killed before it finished (SIGKILL, a power cut) leaves one
behind, full of note text; the next run writing to the same place removes
every staging folder whose process, on this host, is gone.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import tempfile
from pathlib import Path

STAGING_PREFIX = ".vtt_py-staging."


def pid_alive(pid: int) -> bool:
    """Whether a process exists on this machine."""
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return True


def host_tag() -> str:
    """This machine's name as it appears in staging folder names (no dots)."""
    return re.sub(r"[^A-Za-z0-9-]", "-", socket.gethostname())[:40] or "host"


def make_staging_dir(parent: Path) -> Path:
    """A new, private (0700) staging folder in ``parent``.

    Raises:
        OSError: ``parent`` cannot be written.
    """
    prefix = f"{STAGING_PREFIX}{host_tag()}.{os.getpid()}."
    return Path(tempfile.mkdtemp(prefix=prefix, dir=parent))


def _owner(name: str) -> tuple[str, int] | None:
    """(host tag, pid) from a staging folder's name, or None if it is not one."""
    if not name.startswith(STAGING_PREFIX):
        return None
    parts = name[len(STAGING_PREFIX) :].rsplit(".", 2)
    if len(parts) != 3 or not parts[1].isascii() or not parts[1].isdigit():
        return None
    return parts[0], int(parts[1][:10])


def clean_stale_staging(parent: Path) -> int:
    """Remove the staging folders in ``parent`` left by dead processes of this host.

    A folder whose process still runs, or that another host made (a shared
    network folder), is left alone. Returns how many were removed.
    """
    removed = 0
    here = host_tag()
    try:
        entries = list(os.scandir(parent))
    except OSError:
        return 0
    for entry in entries:
        owner = _owner(entry.name)
        if owner is None or not entry.is_dir(follow_symlinks=False):
            continue
        host, pid = owner
        if host == here and pid != os.getpid() and not pid_alive(pid):
            shutil.rmtree(entry.path, ignore_errors=True)
            removed += 1
    return removed
