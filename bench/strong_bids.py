"""The strong Rettler player with its bids, call and discards chosen by search (issue 23
points 3 and 4) against the strong player before (those rule-based), each against
``normal`` on the same deals, in one run, compared deal by deal.

    PYTHONPATH=. .venv/bin/python bench/strong_bids.py --deals 500 --seed 2370 --players 6 \\
        --out /tmp/strong_bids.jsonl

Each deal is played as ``engine duel --game rettler --a strong --b normal`` plays it without
``--fixed-contract`` ("rotate": A holds one seat, B the others, once per seat; the figure is
A's mean game points per hand minus B's), once with today's ``strong`` and once with the
level ``expert`` replaced by ``strong_bot(bids=False)`` (the player before), on the same
deals and the same bot seeds. Every deal's two figures are appended to ``--out`` as it ends
(a run stopped early keeps what it played); the summary gives each version's figure, the
paired difference (mean ± standard error over the deals) and the processor time per
decision of each version's A seat.

Importing this module also registers that ``expert`` for ``python -m engine duel`` (worker
processes of ``--procs N`` import it again):

    PYTHONPATH=. .venv/bin/python bench/strong_bids.py --duel -- --game rettler \\
        --players 6 --a expert --b normal --deals 100 --seed 2370
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.cli import main as engine_main
from engine.duel import Duel, LevelRecord
from engine.games.rettler import search as rettler_search
from engine.registry import get_game


def _before(seed: int | None = None) -> Any:
    bot = rettler_search.strong_bot(seed, bids=False)
    bot.name = "expert"
    return bot


_bots = dict(get_game("rettler").bots)
_bots["expert"] = _before
object.__setattr__(get_game("rettler"), "bots", _bots)


def _mean_se(values: list[float]) -> tuple[float, float]:
    if not values:
        return 0.0, 0.0
    mean = statistics.fmean(values)
    se = statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return mean, se


def _times(record: LevelRecord) -> str:
    t = record.time_ms()
    if not t["decisions"]:
        return "no decisions"
    return f"median {t['median']:.1f} ms, p95 {t['p95']:.1f} ms ({t['decisions']} decisions)"


def summary(rows: list[dict[str, Any]], new: Duel | None, old: Duel | None) -> list[str]:
    both = [r for r in rows if r["new"] is not None and r["old"] is not None]
    out = [f"{len(both)} deals played by both versions ({len(rows) - len(both)} skipped)"]
    for name, key in (("strong (search bids)", "new"), ("strong before (expert)", "old")):
        m, se = _mean_se([r[key] for r in both])
        out.append(f"{name:24} vs normal: {m:+.2f} ± {se:.2f} game points per deal")
    m, se = _mean_se([r["new"] - r["old"] for r in both])
    out.append(f"paired difference new - before: {m:+.2f} ± {se:.2f} game points per deal")
    if new is not None and old is not None:
        out.append(f"time per decision, strong (search bids): {_times(new.result.a)}")
        out.append(f"time per decision, strong before:        {_times(old.result.a)}")
        for name, duel in (("new", new), ("before", old)):
            a = duel.result.a
            rate = f"{100 * a.made / a.declared:.1f} %" if a.declared else "-"
            out.append(f"A as declarer ({name}): {a.declared} contracts, made {rate}")
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=500)
    parser.add_argument("--first", type=int, default=0, help="the first deal's number")
    parser.add_argument("--seed", type=int, default=2370)
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--out", type=Path, default=Path("/tmp/strong_bids.jsonl"))
    parser.add_argument("--every", type=int, default=10, help="print a summary every N deals")
    args = parser.parse_args()
    new = Duel("rettler", "book", args.players, "strong", "normal", args.seed)
    old = Duel("rettler", "book", args.players, "expert", "normal", args.seed)
    rows: list[dict[str, Any]] = []
    with args.out.open("a", encoding="utf-8") as out:
        for number in range(args.first, args.first + args.deals):
            key = str(number)
            d_new = new.play_deal(key)
            d_old = old.play_deal(key)
            row = {
                "deal": number,
                "seed": args.seed,
                "new": None if d_new is None else float(d_new),
                "old": None if d_old is None else float(d_old),
                "new_times": new.result.a.time_ms(),
                "old_times": old.result.a.time_ms(),
            }
            rows.append(row)
            out.write(json.dumps(row) + "\n")
            out.flush()
            if len(rows) % args.every == 0:
                print("\n".join(summary(rows, new, old)), flush=True)
    print("\n".join(summary(rows, new, old)), flush=True)


if __name__ == "__main__":
    if "--duel" in sys.argv:
        sys.exit(engine_main(["duel", *(a for a in sys.argv[1:] if a not in ("--", "--duel"))]))
    main()
