"""``python -m engine duel`` with the strong Belote player's levels changed (issue 23).

    PYTHONPATH=. .venv/bin/python bench/belote_duel.py --strong bids=0 --expert factor=1 -- \\
        --game belote --players 4 --a strong --b expert --games 200 --seed N --procs 1

The duel's own arguments follow ``--``. ``--strong SPEC`` and ``--expert SPEC`` rebuild the
level ``strong`` (and ``expert``) of Belote as the strong player with these settings
(comma-separated ``key=value``; anything not given is today's strong player's):

* ``factor``: the card play's worlds, rollouts and least worlds times this (today's
  ``BUDGET``; ``search.EXPERT_PLAY_FACTOR`` is the expert's),
* ``margin``: the card play's margin in game points,
* ``bids``: 1 to search the calls of the auction (``search_bids``), 0 for the rule-based
  calls,
* ``bid_factor``, ``bid_margin``: likewise for the calls' budget (``BID_BUDGET``),
* ``confidence``: the card play's ``Budget.confidence`` (standard errors),
* ``calls``: 0 for the card play's worlds dealt without reading the calls (before issue
  23 point 3b, ``search_inference``).

So ``--expert bids=0`` makes ``expert`` the strong player without the searched calls (its
name stays ``expert``): a head to head of two strong players on the same deals and games.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import duel as duel_module
from engine.ai.search import Budget
from engine.cli import main as engine_main
from engine.games.belote import search
from engine.registry import get_game


def _budget(base: Budget, factor: float, margin: float | None) -> Budget:
    out = replace(
        base,
        worlds=round(base.worlds * factor),
        rollouts=round(base.rollouts * factor),
        min_worlds=round(base.min_worlds * factor),
    )
    return out if margin is None else replace(out, margin=margin)


def _level(name: str, spec: str) -> None:
    settings = dict(item.split("=", 1) for item in spec.split(",") if item)
    unknown = set(settings) - {
        "factor",
        "margin",
        "bids",
        "bid_factor",
        "bid_margin",
        "calls",
        "confidence",
    }
    if unknown:
        raise SystemExit(f"unknown settings: {', '.join(sorted(unknown))}")
    margin = settings.get("margin")
    bid_margin = settings.get("bid_margin")
    budget = _budget(
        search.BUDGET, float(settings.get("factor", 1)), None if margin is None else float(margin)
    )
    if "confidence" in settings:
        budget = replace(budget, confidence=float(settings["confidence"]))
    bid_budget: Budget | None = None
    if settings.get("bids", "1") != "0":
        bid_budget = _budget(
            search.BID_BUDGET,
            float(settings.get("bid_factor", 1)),
            None if bid_margin is None else float(bid_margin),
        )

    def player(seed: int | None) -> Any:
        bot = search.strong_bot(seed, budget, bid_budget, settings.get("calls", "1") != "0")
        bot.name = name
        return bot

    bots = get_game("belote").bots
    assert isinstance(bots, dict)
    bots[name] = player
    read = "read" if settings.get("calls", "1") != "0" else "not read"
    print(f"{name}: {budget}; calls: {bid_budget or 'rule-based'}, {read} in play", file=sys.stderr)


def _record_diffs(path: str) -> None:
    """Each game's (or deal's) A minus B written to ``path`` (one a line) at the end: two
    runs on the same seed then compare game by game."""
    run_games, run = duel_module.Duel.run_games, duel_module.Duel.run

    def write(result: Any) -> Any:
        Path(path).write_text("".join(f"{float(x)}\n" for x in result.diffs))
        return result

    duel_module.Duel.run_games = lambda self, *a, **k: write(run_games(self, *a, **k))  # type: ignore[method-assign]
    duel_module.Duel.run = lambda self, *a, **k: write(run(self, *a, **k))  # type: ignore[method-assign]


def _configure(argv: list[str]) -> argparse.Namespace:
    """Parse this bench's arguments and change the levels accordingly."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--strong", default=None)
    parser.add_argument("--expert", default=None)
    parser.add_argument("--diffs", default=None, help="write each game's (or deal's) figure here")
    parser.add_argument("duel", nargs=argparse.REMAINDER)
    args = parser.parse_args(argv)
    if args.strong is not None:
        _level("strong", args.strong)
    if args.expert is not None:
        _level("expert", args.expert)
    return args


def main() -> int:
    args = _configure(sys.argv[1:])
    if args.diffs:
        _record_diffs(args.diffs)
    return engine_main(["duel", *(a for a in args.duel if a != "--")])


if __name__ == "__main__":
    sys.exit(main())
elif __name__ == "__mp_main__":
    # a worker of ``--procs N`` (spawned) imports this file again as its main module: the
    # same levels there, else it would play today's strong player
    _configure(sys.argv[1:])
