"""``python -m engine bench --game mustfollow --what ...``: the solver and AI figures.

* ``solve``: seconds for the perfect-information solve of a full first-round 1-player
  position (whole game, both rounds, M-SOLVE-5; and the round-1 sub-goal alone), per deal,
  median over ``--deals`` numbered deals, repeated ``--runs`` times;
* ``winnable``: the fraction of 1-player deals winnable with perfect information;
* ``puzzle``: the puzzle AI's success rate playing without peeking (full 2-round games);
* ``hint``: seconds for ``analyse()`` (the hint) at the start of round 2 of 1-player games;
* ``decision``: the time the ``normal`` AI takes for one card (wall clock and processor time,
  median and 95th percentile over every decision) and the team's success rate, for 1, 2, 3
  and 4 players, each over ``--deals`` numbered deals; with several runs, the median of the
  runs' figures (the choices are the same in every run: the AI's search is bounded by counts,
  never by the clock, MD-14).

Benchmarks, never timed unit tests. Run long ones one at a time.
"""

from __future__ import annotations

import statistics
import time

from ...actions import Action
from .cli import play_game, rules_for, run_selfplay
from .deal import deal, numbered_rng
from .duo import ROUND_OK, DuoSolver
from .rules import C2
from .solver import analyse, solve_deal
from .state import MustFollowState
from .strategy import MustFollowBot
from .view import MustFollowView


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


class _TimedBot(MustFollowBot):
    """The ``normal`` AI, noting the wall-clock and processor seconds of every card."""

    def __init__(self, seed: int, wall: list[float], cpu: list[float]) -> None:
        super().__init__(seed)
        self.wall = wall
        self.cpu = cpu

    def explain(self, view: MustFollowView) -> tuple[Action, str]:
        w, c = time.perf_counter(), time.process_time()
        found = super().explain(view)
        self.wall.append(time.perf_counter() - w)
        self.cpu.append(time.process_time() - c)
        return found


def _p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[18] if len(values) > 1 else values[0]


def bench_decision(deals: int, seed: int, runs: int) -> list[str]:
    rules = rules_for(None)
    out = []
    for players in (1, 2, 3, 4):
        figures: list[tuple[float, float, float, float, float]] = []
        wins = decisions = 0
        for _ in range(runs):
            wall: list[float] = []
            cpu: list[float] = []
            wins = 0
            for k in range(deals):
                number = seed + k
                state = MustFollowState.numbered(rules, players, number)
                play_game(state, [_TimedBot(number * 10 + i, wall, cpu) for i in range(players)])
                assert state.result is not None
                wins += bool(state.result.detail["win"])
            decisions = len(wall)
            figures.append(
                (
                    statistics.median(wall),
                    _p95(wall),
                    max(wall),
                    statistics.median(cpu),
                    _p95(cpu),
                )
            )
        med, p95, worst, cmed, cp95 = (statistics.median(f[i] for f in figures) for i in range(5))
        out.append(
            f"{players} player{'s' if players > 1 else ''}: {decisions} decisions in {deals} "
            f"deals, median {med * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms, slowest "
            f"{worst * 1000:.0f} ms (processor time: median {cmed * 1000:.1f} ms, p95 "
            f"{cp95 * 1000:.1f} ms); success {wins}/{deals} = {100 * wins / deals:.1f} %"
            + (f" (median of {runs} runs)" if runs > 1 else "")
        )
    return out


def run(what: str, deals: int, seed: int, runs: int) -> list[str]:
    if what == "solve":
        return bench_solve(deals, seed, runs)
    if what == "winnable":
        return bench_winnable(deals, seed)
    if what == "puzzle":
        return run_selfplay(1, deals, seed).lines()
    if what == "hint":
        return bench_hint(deals, seed)
    if what == "decision":
        return bench_decision(deals, seed, runs)
    raise ValueError(f"unknown benchmark {what!r}; known: solve, winnable, puzzle, hint, decision")
