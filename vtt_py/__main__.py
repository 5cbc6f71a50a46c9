"""Entry point for ``python -m vtt_py``."""

import sys

from vtt_py.cli import main

sys.exit(main())
