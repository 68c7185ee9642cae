"""``python -m engine``: the command line (``engine.cli``)."""

from __future__ import annotations

import sys

from .cli import main, run_as_program

__all__ = ["main"]

if __name__ == "__main__":
    sys.exit(run_as_program())
