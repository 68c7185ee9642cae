"""``python -m engine bench --game mustfollow --what ...``: the solver and AI figures.

* ``solve``: seconds for the perfect-information solve of a full first-round 1-player
  position (whole game, both rounds, M-SOLVE-5; and the round-1 sub-goal alone), per deal,
  median over ``--deals`` numbered deals, repeated ``--runs`` times;
* ``winnable``: the fraction of 1-player deals winnable with perfect information;
* ``puzzle``: the puzzle AI's success rate playing without peeking (full 2-round games);
* ``hint``: seconds for ``analyse()`` (the hint) at the start of round 2 of 1-player games.

Benchmarks, never timed unit tests. Run long ones one at a time.
"""

from __future__ import annotations

import statistics
import time

from .cli import rules_for, run_selfplay
from .deal import deal, numbered_rng
from .duo import ROUND_OK, DuoSolver
from .rules import C2
from .solver import analyse, solve_deal
from .state import MustFollowState
from .strategy import MustFollowBot


def bench_solve(deals: int, seed: int, runs: int) -> list[str]:
    whole_runs: list[float] = []
    round_runs: list[float] = []
    wins = 0
    worst = 0.0
    for _ in range(runs):
        whole, first = [], []
        wins = 0
        for k in range(deals):
            d = deal(1, numbered_rng(1, seed + k))
            t = time.perf_counter()
            wins += solve_deal(d).win is True
            whole.append(time.perf_counter() - t)
            t = time.perf_counter()
            DuoSolver(ROUND_OK).winnable(d.hands[0][0], d.hands[0][1], 0, 0, forced=C2)
            first.append(time.perf_counter() - t)
        whole_runs.append(statistics.median(whole))
        round_runs.append(statistics.median(first))
        worst = max(worst, max(whole))
    return [
        f"perfect-information solve of a full 1-player deal (both rounds), {deals} deals: "
        f"median {statistics.median(whole_runs) * 1000:.1f} ms "
        f"(runs: {', '.join(f'{x * 1000:.1f}' for x in whole_runs)} ms; slowest deal "
        f"{worst:.2f} s); winnable {wins}/{deals}",
        f"perfect-information solve of the round-1 sub-goal, {deals} deals: median "
        f"{statistics.median(round_runs) * 1000:.2f} ms "
        f"(runs: {', '.join(f'{x * 1000:.2f}' for x in round_runs)} ms)",
    ]


def bench_winnable(deals: int, seed: int) -> list[str]:
    wins = unknown = 0
    start = time.perf_counter()
    for k in range(deals):
        win = solve_deal(deal(1, numbered_rng(1, seed + k))).win
        wins += win is True
        unknown += win is None
    return [
        f"1-player deals winnable with perfect information: {wins}/{deals} = "
        f"{100 * wins / deals:.1f} % (unknown {unknown}; {time.perf_counter() - start:.0f} s)"
    ]


def bench_hint(deals: int, seed: int) -> list[str]:
    times = []
    rules = rules_for(None)
    for k in range(deals):
        state = MustFollowState.numbered(rules, 1, seed + k)
        bot = MustFollowBot(k)
        while state.current_seat is not None and state.round_no == 1:
            state.apply(bot.choose(state.view_for(0)))
        if state.current_seat is None:
            continue
        t = time.perf_counter()
        analyse(state.view_for(0))
        times.append(time.perf_counter() - t)
    return [
        f"hint (analyse) at the start of round 2, {len(times)} positions: median "
        f"{statistics.median(times):.2f} s, max {max(times):.2f} s"
    ]


def run(what: str, deals: int, seed: int, runs: int) -> list[str]:
    if what == "solve":
        return bench_solve(deals, seed, runs)
    if what == "winnable":
        return bench_winnable(deals, seed)
    if what == "puzzle":
        return run_selfplay(1, deals, seed).lines()
    if what == "hint":
        return bench_hint(deals, seed)
    raise ValueError(f"unknown benchmark {what!r}; known: solve, winnable, puzzle, hint")
