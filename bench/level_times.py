"""Processor time per decision of an AI level, every game and table size (issue 12, point 3).

    .venv/bin/python bench/level_times.py [--level strong] [--runs 3] [--only napoleon]

Each line plays a few duplicate deals of LEVEL against ``normal`` (``engine.duel``; the
contract fixed by ``normal`` where the game has an auction) and reads LEVEL's time per
decision, every decision of its seats (bids, calls and forced cards included). Each run
uses another seed; the line prints every run's median and 95th percentile and the median
of the runs. Processor time of the deciding thread, so a loaded machine does not inflate it.
A benchmark, not a test: the targets (strong ≤ 300 ms median and ≤ 1 s p95, normal ≤ 100 ms
p95) are read off its output.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.duel import run_duel
from engine.registry import get_game

#: (game, preset, table sizes, deals per run): a run takes a few seconds to a minute
TABLES: tuple[tuple[str, str, tuple[int, ...], int], ...] = (
    ("napoleon", "book", (3, 4, 5, 6), 10),
    ("rettler", "book", (4, 5, 6, 8), 6),
    ("belote", "standard", (3, 4), 20),
    ("mustfollow", "first_edition", (1, 2, 3, 4), 4),
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="strong")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--only", default="", help="one game")
    args = parser.parse_args()
    print(f"processor time per decision of {args.level!r}, medians of {args.runs} runs")
    for game, preset, sizes, deals in TABLES:
        if args.only and game != args.only:
            continue
        for players in sizes:
            medians: list[float] = []
            p95s: list[float] = []
            decisions = 0
            for run in range(args.runs):
                result = run_duel(
                    game,
                    preset,
                    players,
                    args.level,
                    "normal",
                    deals,
                    seed=100 + run,
                    fixed_contract=get_game(game).auction,
                )
                times = result.a.time_ms()
                medians.append(float(times["median"] or 0.0))
                p95s.append(float(times["p95"] or 0.0))
                decisions += int(times["decisions"] or 0)
            runs = ", ".join(f"{m:.2f}/{p:.1f}" for m, p in zip(medians, p95s, strict=True))
            print(
                f"{game:10} {players} players: median {statistics.median(medians):7.2f} ms, "
                f"p95 {statistics.median(p95s):7.2f} ms  ({decisions} decisions; "
                f"runs median/p95: {runs})",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
