"""How long the coach takes to review a deal (issue 21 point 6: a 5-player Napoleon deal in
at most 15 s wall on a 2-core machine). A benchmark, never a timed test:

    .venv/bin/python bench/coach.py [--game napoleon] [--preset book] [--players 5]
                                    [--deals 20] [--seed 1] [--json]

Self-plays ``--deals`` deals (every seat the normal player), then reviews seat 0's decisions
of each with ``engine.coach.review_deal`` and times it: wall and processor time per deal,
with the median and the maximum, the decisions reviewed and the mistakes found. A progress
line goes to stderr; the summary (plain, or JSON with ``--json``) to stdout, with the load
average of the machine when the run ended (the machines are shared: compare side by side).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.actions import Action
from engine.ai import make_bot
from engine.coach import review_deal
from engine.deal_log import DealLog, log_of
from engine.registry import get_game


def self_played(game: str, preset: str, players: int, seed: int) -> DealLog:
    spec = get_game(game)
    rng = random.Random(seed)
    state = spec.new_deal(spec.presets[preset], players, rng, spec.first_setup(players, rng))
    start = state.copy()
    bots = [make_bot(game, "normal", seed=seed * 10 + s) for s in range(players)]
    actions: list[Action] = []
    while (seat := state.current_seat) is not None:
        action = bots[seat].choose(state.view_for(seat))
        actions.append(action)
        state.apply(action)
    return log_of(start, actions, preset)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="napoleon")
    parser.add_argument("--preset", default="book")
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    args = parser.parse_args(argv)

    walls: list[float] = []
    cpus: list[float] = []
    decisions = mistakes = 0
    for i in range(args.deals):
        log = self_played(args.game, args.preset, args.players, args.seed + i)
        wall, cpu = time.perf_counter(), time.process_time()
        review = review_deal(log, 0, seed=args.seed + i)
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
        assert review is not None
        decisions += len(review.decisions)
        mistakes += len(review.mistakes)
        print(
            f"\rdeal {i + 1}/{args.deals}: {walls[-1]:.2f} s wall, {cpus[-1]:.2f} s processor",
            end="",
            file=sys.stderr,
            flush=True,
        )
    print(file=sys.stderr)
    load = os.getloadavg()
    summary: dict[str, Any] = {
        "game": args.game,
        "preset": args.preset,
        "players": args.players,
        "deals": args.deals,
        "decisions": decisions,
        "mistakes": mistakes,
        "wall_median_s": round(statistics.median(walls), 2),
        "wall_max_s": round(max(walls), 2),
        "processor_median_s": round(statistics.median(cpus), 2),
        "processor_max_s": round(max(cpus), 2),
        "load_average": [round(x, 2) for x in load],
    }
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        print(
            f"coach review of seat 0, {args.game}/{args.preset}, {args.players} players, "
            f"{args.deals} deals ({decisions} decisions, {mistakes} mistakes):\n"
            f"  wall      median {summary['wall_median_s']:.2f} s, "
            f"max {summary['wall_max_s']:.2f} s\n"
            f"  processor median {summary['processor_median_s']:.2f} s, "
            f"max {summary['processor_max_s']:.2f} s\n"
            f"  load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
