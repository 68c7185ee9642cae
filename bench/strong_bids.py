"""The strong player with its own searched bids, call and discards against the strong player
whose contract decisions are the rule-based player's (issue 23 points 3-4: "with its own
bidding: a higher mean score per seat than with today's strong, compare the two versions in
one run").

    PYTHONPATH=. .venv/bin/python bench/strong_bids.py --game napoleon --preset book \\
        --players 5 --deals 250 --first 0 --seed 2371 --out /tmp/bids_0.jsonl
    PYTHONPATH=. .venv/bin/python bench/strong_bids.py --compare /tmp/bids_*.jsonl
    PYTHONPATH=. .venv/bin/python bench/strong_bids.py --game rettler --players 6 \\
        --deals 500 --seed 2370 --out /tmp/rettler_bids.jsonl

Each deal is played in ``engine duel``'s ``rotate`` copies (no fixed contract: the sides
come out of each table's own auction): in copy k one seat is the level under test and
every other seat ``normal``. Both versions play the very same copies one after the other,
so the figure per deal, "the tested seat's mean game points per hand minus the normal
seats'", pairs deal by deal: ``new - before`` is what the searched contract decisions are
worth. One JSON line per deal (``--out``) lets runs in several processes (``--first``)
be joined by ``--compare``. Times are processor time of the deciding thread per decision
of the tested level, as ``engine duel`` measures them.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.duel import Duel
from engine.games.napoleon import search_contract
from engine.games.napoleon.search_contract import strong_bot as napoleon_strong
from engine.games.rettler.search import strong_bot as rettler_strong
from engine.registry import get_game

#: the player before, by game: the strong player with its contract decisions rule-based
BEFORE: dict[str, Callable[[int | None], Any]] = {
    "napoleon": lambda seed: napoleon_strong(seed, contracts=False),
    "rettler": lambda seed: rettler_strong(seed, bids=False),
}


def _register(game: str) -> None:
    """The level ``expert`` of ``game`` becomes the player before (this process only)."""
    bots = dict(get_game(game).bots)
    bots["expert"] = BEFORE[game]
    object.__setattr__(get_game(game), "bots", bots)


def _mean_se(xs: list[float]) -> tuple[float, float]:
    if len(xs) < 2:
        return (xs[0] if xs else 0.0), 0.0
    return statistics.fmean(xs), statistics.stdev(xs) / math.sqrt(len(xs))


def _pct(times: list[float]) -> str:
    if not times:
        return "no decisions"
    t = sorted(times)
    p95 = t[max(math.ceil(0.95 * len(t)) - 1, 0)]
    return f"median {1000 * statistics.median(t):.1f} ms, p95 {1000 * p95:.1f} ms ({len(t)})"


def run(args: argparse.Namespace) -> None:
    _register(args.game)
    if args.bid_margin is not None:  # Napoleon: the bids' margin in game points
        budget = search_contract.BID_BUDGET
        search_contract.BID_BUDGET = replace(budget, margin=args.bid_margin)
    new = Duel(args.game, args.preset, args.players, "strong", "normal", args.seed)
    old = Duel(args.game, args.preset, args.players, "expert", "normal", args.seed)
    out = open(args.out, "a") if args.out else None  # noqa: SIM115 (one line per deal)
    pairs: list[float] = []
    for i in range(args.first, args.first + args.deals):
        key = str(i)
        row: dict[str, Any] = {"deal": i}
        versions = (("new", new),) if args.new_only else (("new", new), ("before", old))
        for name, duel in versions:
            mark = len(duel.result.a.times)
            value = duel.play_deal(key)
            row[name] = None if value is None else float(value)
            row[name + "_times"] = duel.result.a.times[mark:]
        if row["new"] is not None or row.get("before") is not None:
            pairs.append((row["new"] or 0.0) - (row.get("before") or 0.0))
        if out is not None:
            out.write(json.dumps(row) + "\n")
            out.flush()
        m, se = _mean_se(pairs)
        print(f"deal {i}: new {row['new']}, before {row.get('before')}; paired {m:+.2f} ± {se:.2f}")
    if out is not None:
        out.close()


def compare(paths: list[str]) -> None:
    rows: dict[int, dict[str, Any]] = {}
    for p in paths:
        for line in Path(p).read_text().splitlines():
            row = json.loads(line)
            # a later file's "new" (a ``--new-only`` run) replaces an earlier one's; the
            # deal's "before" is the same in every run (the same seeds)
            rows.setdefault(row["deal"], {}).update(row)
    played = [r for r in rows.values() if r["new"] is not None or r["before"] is not None]
    new = [r["new"] or 0.0 for r in played]
    old = [r["before"] or 0.0 for r in played]
    diff = [a - b for a, b in zip(new, old, strict=True)]
    print(f"{len(played)} deals (of {len(rows)}; the others redealt in both versions)")
    for name, xs in (("new (searched contracts)", new), ("before", old), ("new - before", diff)):
        m, se = _mean_se(xs)
        print(f"  {name}: {m:+.2f} ± {se:.2f} game points per hand")
    for name in ("new", "before"):
        times = [t for r in rows.values() for t in r[name + "_times"]]
        print(f"  {name} time per decision: {_pct(times)}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--game", default="napoleon", choices=sorted(BEFORE))
    ap.add_argument("--preset", default="book")
    ap.add_argument("--players", type=int, default=5)
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--seed", type=int, default=2371)
    ap.add_argument("--out")
    ap.add_argument("--new-only", action="store_true", help="play the new version alone")
    ap.add_argument("--bid-margin", type=float, help="Napoleon: the bids' margin")
    ap.add_argument("--compare", nargs="+")
    args = ap.parse_args()
    if args.compare:
        compare(args.compare)
    else:
        run(args)


if __name__ == "__main__":
    main()
