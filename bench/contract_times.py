"""Processor time of the strong Napoleon player's searched bids, adjutant calls and discards
alone (issue 23 point 3), and how often the search overrules the rule-based choice.

    PYTHONPATH=. .venv/bin/python bench/contract_times.py --deals 30 [--preset book --players 5]

Deals numbered from 0 are bid by the strong player at every decision before the first
card that it searches (``search_contract.contract_searchable``) and by the rule-based
player elsewhere; each searched decision's processor time (the deciding thread) is kept
by phase: median, 95th percentile and the slowest.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.games.napoleon.params import PRESETS
from engine.games.napoleon.search_contract import contract_searchable, strong_bot
from engine.games.napoleon.state import NapoleonState
from engine.games.napoleon.strategy import NapoleonBot


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--deals", type=int, default=30)
    ap.add_argument("--preset", default="book")
    ap.add_argument("--players", type=int, default=5)
    args = ap.parse_args()
    rules = PRESETS[args.preset]
    normal = NapoleonBot(1)
    strong = strong_bot(7)
    times: dict[str, list[float]] = {}
    overruled: dict[str, int] = {}
    for d in range(args.deals):
        state = NapoleonState.deal(rules, args.players, random.Random(d))
        while state.phase_ not in ("play", "over"):
            view = state.view_for(state.seat_)
            if contract_searchable(view):
                start = time.thread_time()
                result = strong.search(view)
                times.setdefault(view.phase, []).append(time.thread_time() - start)
                overruled[view.phase] = overruled.get(view.phase, 0) + (
                    result.chosen != result.baseline
                )
                action = result.chosen
            else:
                action = normal.explain(view)[0]
            state.apply(action)
    for phase, spent in times.items():
        spent.sort()
        p95 = spent[max(math.ceil(0.95 * len(spent)) - 1, 0)]
        print(
            f"{phase}: {len(spent)} searched, {overruled[phase]} overruled; median "
            f"{1000 * statistics.median(spent):.0f} ms, p95 {1000 * p95:.0f} ms, "
            f"slowest {1000 * spent[-1]:.0f} ms"
        )


if __name__ == "__main__":
    main()
