"""Time per decision of the rule-based ("normal") AI, over whole self-play deals.

    .venv/bin/python bench/ai_decisions.py [--preset book] [--players 4] [--deals 300]

Prints the median and the 95th percentile, per phase and overall (a benchmark, not a test).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.ai import make_bot
from engine.games.napoleon import PRESETS, NapoleonState


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--preset", default="book")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = PRESETS[args.preset]
    rng = random.Random(args.seed)
    bots = [make_bot("napoleon", "normal", args.seed + s) for s in range(args.players)]
    times: dict[str, list[float]] = defaultdict(list)
    for d in range(args.deals):
        state = NapoleonState.deal(rules, args.players, rng, dealer=d % args.players)
        while state.current_seat is not None:
            seat = state.current_seat
            view = state.view_for(seat)
            start = time.perf_counter()
            action = bots[seat].choose(view)
            times[state.phase].append(time.perf_counter() - start)
            state.apply(action)
    every = [t for ts in times.values() for t in ts]

    def line(label: str, ts: list[float]) -> str:
        ts = sorted(ts)
        p95 = ts[min(len(ts) - 1, int(0.95 * len(ts)))]
        return (
            f"{label:<22} n={len(ts):>6}  median {1000 * statistics.median(ts):7.3f} ms  "
            f"p95 {1000 * p95:7.3f} ms  max {1000 * ts[-1]:7.3f} ms"
        )

    print(f"normal AI, {args.preset}, {args.players} players, {args.deals} deals")
    for phase, ts in sorted(times.items()):
        print(line(phase, ts))
    print(line("all decisions", every))
    return 0


if __name__ == "__main__":
    sys.exit(main())
