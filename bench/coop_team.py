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
same deals with that code (before/after). ``--compare A.jsonl B.jsonl ... [OPEN.jsonl]``
prints the runs' figures over the deals all the team runs played (B minus A paired by
deal).
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


def _load(path: Path) -> dict[int, dict[str, Any]]:
    rows = (json.loads(line) for line in path.read_text().splitlines() if line.strip())
    return {int(r["deal"]): r for r in rows}


def compare(paths: list[Path]) -> list[str]:
    """The runs' figures over the deals every team run played (the same numbered deals):
    each run's share won ± s.e. and time per card, the second team run minus the first paired
    by deal, and an open-card file's share winnable, where a deal the solver left unknown
    counts as winnable if some team won it (a team's win is a winning line)."""
    runs = {p.name: _load(p) for p in paths}
    teams = {
        name: rows for name, rows in runs.items() if rows and "win" in next(iter(rows.values()))
    }
    common = sorted(set.intersection(*(set(rows) for rows in teams.values())))
    n = len(common)
    out = [f"{n} deals played by every team run ({common[0]}..{common[-1]})"]
    for name, rows in teams.items():
        out.append(f"{name}: " + summary([rows[k] for k in common]))
    names = list(teams)
    if len(names) > 1:
        diff = [int(teams[names[1]][k]["win"]) - int(teams[names[0]][k]["win"]) for k in common]
        se = statistics.stdev(diff) / math.sqrt(n)
        out.append(
            f"{names[1]} minus {names[0]}, paired by deal: "
            f"{100 * statistics.mean(diff):+.1f} ± {100 * se:.1f} points"
        )
    for name, rows in runs.items():
        if name in teams:
            continue
        deals = [k for k in common if k in rows]
        proven = sum(rows[k]["open"] is True for k in deals)
        unknown = [k for k in deals if rows[k]["open"] is None]
        won = sum(any(t[k]["win"] for t in teams.values()) for k in unknown)
        m = len(deals)
        out.append(
            f"{name}: winnable with open cards, proven {proven}/{m} = {100 * proven / m:.1f} %; "
            f"with the unknown deals a team won, {proven + won}/{m} = "
            f"{100 * (proven + won) / m:.1f} %; at most {100 * (proven + len(unknown)) / m:.1f} %"
        )
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--compare", type=Path, nargs="+", help="JSON-lines files of runs")
    parser.add_argument("--players", type=int)
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--first", type=int, default=0, help="skip the first deals")
    parser.add_argument("--level", default="strong")
    parser.add_argument("--open", type=int, default=0, help="open-card solve, node budget")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    if args.compare:
        print("\n".join(compare(args.compare)))
        return 0
    if args.players is None:
        parser.error("--players is needed (or --compare)")
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
