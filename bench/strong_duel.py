"""``python -m engine duel`` with the strong Napoleon player's budget changed (issue 23).

    PYTHONPATH=. .venv/bin/python bench/strong_duel.py --exact-tricks 2 -- <duel arguments>

The duel's own arguments follow ``--``; the level ``strong`` then plays with the default
budget but for ``--exact-tricks`` (each sampled deal's last tricks valued by the exact
solver, ``Budget.exact_tricks``), so a duel with ``--exact-tricks 0`` is today's ``strong``
and the same seed deals the same cards: the two runs compare on the same deals.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.cli import main as engine_main
from engine.games.napoleon import search


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--exact-tricks", type=int, default=0)
    parser.add_argument("duel", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    search._BUDGET = replace(search._BUDGET, exact_tricks=args.exact_tricks)
    rest = [a for a in args.duel if a != "--"]
    return engine_main(["duel", *rest])


if __name__ == "__main__":
    sys.exit(main())
