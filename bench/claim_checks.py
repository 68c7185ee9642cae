"""Processor time of an AI seat's claim check (issue 25), at every lead of the card play.

    .venv/bin/python bench/claim_checks.py [--deals 20] [--seed 0] [GAME ...]

Seeded deals are played by the normal players; at each trick's start the seat to lead
checks a claim of the rest as the table's AI seats do (``engine.claim.ai_check``, the
engine's budget for AI seats). Prints, per game, the median, 95th percentile and largest
processor time of one check (``time.thread_time``: the worker thread's own time, what the table's
worker spends), the checks that were accepted and how many tricks before the end the first
accepted claim of each deal came (a benchmark, not a test).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.actions import Action
from engine.ai import make_bot
from engine.claim import AI_TRICKS, ai_check, remaining_tricks
from engine.events import TrickWon
from engine.match import Match

#: the tables measured: (game, preset, players)
TABLES = {
    "napoleon": ("napoleon", "book", 5),
    "napoleon4": ("napoleon", "book", 4),
    "rettler": ("rettler", "book", 4),
    "belote": ("belote", "standard", 4),
}


def measure(
    game: str, preset: str, players: int, seed: int
) -> tuple[list[tuple[bool, float]], int, int | None]:
    """One deal: the times of its checks (whether each was the exact one), the accepted
    ones, and the tricks left at the first accepted claim (None: none)."""
    state = Match.create(game, preset, players, seed, None).new_deal()
    bots = [make_bot(game, "normal", seed + s) for s in range(players)]
    actions: list[Action] = []
    times: list[tuple[bool, float]] = []
    accepted = 0
    first: int | None = None
    starts = True
    while not state.is_over:
        seat = state.current_seat
        assert seat is not None
        if state.phase == "play" and starts:
            left = remaining_tricks(state)
            began = time.thread_time()
            claim = ai_check(state, actions, seat)
            times.append((left <= AI_TRICKS, time.thread_time() - began))
            if claim.accepted:
                accepted += 1
                first = left if first is None else first
        before = state.phase
        action = bots[seat].choose(state.view_for(seat))
        events = state.apply(action)
        actions.append(action)
        starts = any(isinstance(e, TrickWon) for e in events) or before != state.phase
    return times, accepted, first


def _stats(times: list[float]) -> str:
    if not times:
        return "no checks"
    times = sorted(times)
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    return (
        f"checks {len(times):4}  median {1000 * statistics.median(times):6.1f} ms"
        f"  p95 {1000 * p95:6.1f} ms  max {1000 * times[-1]:6.1f} ms"
    )


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("games", nargs="*", default=list(TABLES))
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    for name in args.games:
        game, preset, players = TABLES[name]
        times: list[tuple[bool, float]] = []
        accepted = 0
        firsts: Counter[int | None] = Counter()
        for seed in range(args.seed, args.seed + args.deals):
            deal_times, deal_accepted, first = measure(game, preset, players, seed)
            times += deal_times
            accepted += deal_accepted
            firsts[first] += 1
        print(
            f"{name:10} {_stats([t for _e, t in times])}  accepted {accepted}, first claim at"
            " tricks left: "
            + ", ".join(
                f"{k}: {v}" for k, v in sorted(firsts.items(), key=lambda kv: -(kv[0] or 0))
            )
        )
        print(f"{'  masters':10} {_stats([t for exact, t in times if not exact])}")
        print(f"{'  exact':10} {_stats([t for exact, t in times if exact])}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
