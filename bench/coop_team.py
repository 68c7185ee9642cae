"""The co-op team's success rate on numbered deals, one level in every seat (issue 23.5).

    nice -n 10 env PYTHONPATH=. .venv/bin/python bench/coop_team.py --players 3 \\
        --deals 300 --seed 1000 --level strong --out /tmp/strong3.jsonl
    nice -n 10 env PYTHONPATH=. .venv/bin/python bench/coop_team.py --players 3 \\
        --deals 300 --seed 1000 --open 300000 --out /tmp/open3.jsonl

Deal ``seed + i`` and the seats' seeds are those of ``python -m engine duel --game
mustfollow --seed SEED`` (``engine.duel.seat_seed``), so ``--level strong`` here gives the
duel's "A" figures for ``--a strong``. One JSON line per deal (``--out``): the deal's number,
whether the team won, and the processor time of the deciding thread for every card
(``time.thread_time`` around ``choose``, as the duel times it). With ``--open N`` it solves
each deal with every card known instead (M-SOLVE-4) within N positions: winnable, not
winnable, or unknown past the budget. The summary line gives the share ± its standard error
and the time per card (median, p95). Point ``PYTHONPATH`` at another checkout to measure the
same deals with that code (before/after).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from pathlib import Path
from typing import Any

from engine.ai import make_bot
from engine.duel import TimedBot, seat_seed
from engine.games.mustfollow.cli import play_game, rules_for
from engine.games.mustfollow.solver import solve_deal
from engine.games.mustfollow.state import MustFollowState


def _p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[18] if len(values) > 1 else values[0]


def summary(rows: list[dict[str, Any]]) -> str:
    n = len(rows)
    if not n:
        return "no deals"
    if "open" in rows[0]:
        won = sum(r["open"] is True for r in rows)
        unknown = sum(r["open"] is None for r in rows)
        p = won / n
        return (
            f"{n} deals: winnable with open cards {won}/{n} = {100 * p:.1f} % "
            f"± {100 * math.sqrt(p * (1 - p) / n):.1f}, unknown within the budget {unknown}"
        )
    won = sum(bool(r["win"]) for r in rows)
    p = won / n
    times = [t for r in rows for t in r["times"]]
    return (
        f"{n} deals: won {won}/{n} = {100 * p:.1f} % ± {100 * math.sqrt(p * (1 - p) / n):.1f}; "
        f"{len(times)} cards, processor time median {1000 * statistics.median(times):.2f} ms, "
        f"p95 {1000 * _p95(times):.1f} ms, max {1000 * max(times):.0f} ms"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--first", type=int, default=0, help="skip the first deals")
    parser.add_argument("--level", default="strong")
    parser.add_argument("--open", type=int, default=0, help="open-card solve, node budget")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    rules = rules_for(None)
    rows: list[dict[str, Any]] = []
    out = args.out.open("a") if args.out else None
    for i in range(args.first, args.deals):
        number = args.seed + i
        key = str(number)
        state = MustFollowState.numbered(rules, args.players, number)
        row: dict[str, Any] = {"deal": number}
        if args.open:
            start = time.thread_time()
            row["open"] = solve_deal(state.game_deal, args.open).win
            row["seconds"] = round(time.thread_time() - start, 3)
        else:
            times: list[float] = []
            bots = [
                TimedBot(make_bot("mustfollow", args.level, seat_seed(args.seed, key, s)), times)
                for s in range(args.players)
            ]
            play_game(state, bots)
            assert state.result is not None
            row["win"] = bool(state.result.detail["win"])
            row["times"] = [round(t, 5) for t in times]
        rows.append(row)
        if out is not None:
            out.write(json.dumps(row) + "\n")
            out.flush()
    print(summary(rows), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
