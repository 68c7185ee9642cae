"""Processor time of the co-op game's "Still winnable?" answer (M-HINT-2; issue 23 point 5).

    PYTHONPATH=. .venv/bin/python bench/winnable_times.py [--players 1] [--deals 6] [--seed 1]
        [--first | --budget N --samples N]

Plays numbered deals ``seed .. seed+deals-1`` with the ``normal`` AI (the puzzle rules for 1
player: the first edition, the player turning the dummy's cards; 3-4 players without table
talk), and at every position where the table asks the question (a card to play) times
``solver.analyse`` for the view of the seat to play: processor time of this thread
(``time.thread_time``), single process. Prints,
per tricks left in the round, the positions, the median, 95th percentile and maximum, and how
many answers were "not yet known" (status ``unknown``).

Without options: ``analyse`` with the rules' budgets (MD-13), as the table asked it before
issue 23. ``--first``: the first answer the table now shows (``solver.first_analysis``: the
node budget ``FIRST_BUDGET``), which must come within 2 s processor time in every position.

``--verbose``: one line per position (deal, round, tricks left, time, status, nodes). Ctrl+C
prints the figures of the positions timed so far.

Figures (issue 23 point 5; the shared 2-core machine, load average 4 to 5 from other jobs;
the tables in engine/ai/README.md, "Still winnable?"), seed 1, time of one answer
("first": ``--first``):

| table | options | positions | median | p95 | max | "unknown" |
|---|---|---|---|---|---|---|
| 1 player, before | ``--players 1 --deals 10`` | 432 | 0.012 s | 4.55 s | 5.63 s | 0 |
| 1 player, first | ``--players 1 --deals 10`` | 432 | 0.012 s | 0.75 s | 1.12 s | 51 (12 %) |
| 3 players, before | ``--players 3 --deals 3`` | 108 | 0.12 s | 14.8 s | 15.8 s | 31 |
| 3 players, first | ``--players 3 --deals 3`` | 108 | 0.078 s | 0.47 s | 0.52 s | 50 (46 %) |
| 4 players, before | ``--players 4 --deals 1`` (*) | 48 | 16.8 s | 29.3 s | 37.4 s | 26 |
| 4 players, first | ``--players 4 --deals 1`` | 48 | 0.47 s | 0.73 s | 0.94 s | 30 (63 %) |

(*) a run of ``--deals 2`` stopped after deal 1 (its verbose lines summed up).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.games.mustfollow.params import load_preset
from engine.games.mustfollow.solver import Analysis, analyse, first_analysis
from engine.games.mustfollow.state import MustFollowState
from engine.games.mustfollow.strategy import MustFollowBot
from engine.games.mustfollow.view import MustFollowView


def views(players: int, number: int) -> list[MustFollowView]:
    """The views of the seat to play at every card of numbered deal ``number`` (played
    by the ``normal`` AI), in order."""
    rules = load_preset("first_edition")
    if players == 1:
        rules = rules.model_copy(update={"turn_up": "choose"})
    state = MustFollowState.numbered(rules, players, number)
    bot = MustFollowBot(number)
    out: list[MustFollowView] = []
    while state.current_seat is not None:
        view = state.view_for(state.current_seat)
        if view.phase == "play" and view.to_play is not None:
            out.append(view)
        state.apply(bot.choose(view))
    return out


def tricks_left(view: MustFollowView) -> int:
    return 12 - sum(view.taken)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, default=1)
    p.add_argument("--deals", type=int, default=6)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--first", action="store_true", help="the first answer (FIRST_BUDGET)")
    p.add_argument("--budget", type=int, default=None)
    p.add_argument("--samples", type=int, default=None)
    p.add_argument("--verbose", action="store_true", help="one line per position")
    args = p.parse_args(argv)
    by_left: dict[int, list[tuple[float, Analysis]]] = defaultdict(list)
    total = 0.0
    last = args.seed - 1
    try:
        for number in range(args.seed, args.seed + args.deals):
            for view in views(args.players, number):
                t = time.thread_time()
                if args.first:
                    found = first_analysis(view)
                else:
                    found = analyse(view, budget=args.budget, samples=args.samples)
                cpu = time.thread_time() - t
                total += cpu
                by_left[tricks_left(view)].append((cpu, found))
                if args.verbose:
                    print(
                        f"deal {number} round {view.round} left {tricks_left(view)} "
                        f"{cpu:.3f} s {found.status} {found.kind} nodes {found.nodes}",
                        flush=True,
                    )
            last = number
    except KeyboardInterrupt:  # Ctrl+C: the positions timed so far
        print(f"stopped in deal {last + 1}: the figures are of the positions timed before")
    if not by_left:
        return 1
    what = "first answer (FIRST_BUDGET)" if args.first else "analyse, rules' budgets"
    print(
        f"{args.players} player(s), deals {args.seed}..{args.seed + args.deals - 1}, {what}; "
        f"processor time of one answer, s"
    )
    print("left  positions  median     p95     max  unknown")
    every: list[tuple[float, Analysis]] = []
    for left in sorted(by_left, reverse=True):
        rows = by_left[left]
        every += rows
        times = [t for t, _ in rows]
        unknown = sum(a.status == "unknown" for _, a in rows)
        print(
            f"{left:4d}  {len(rows):9d}  {statistics.median(times):6.3f}  "
            f"{percentile(times, 0.95):6.3f}  {max(times):6.3f}  {unknown:4d}/{len(rows)}"
        )
    times = [t for t, _ in every]
    unknown = sum(a.status == "unknown" for _, a in every)
    print(
        f" all  {len(every):9d}  {statistics.median(times):6.3f}  "
        f"{percentile(times, 0.95):6.3f}  {max(times):6.3f}  {unknown:4d}/{len(every)}"
        f"   (total {total:.1f} s)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
