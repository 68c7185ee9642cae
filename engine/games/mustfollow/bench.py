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
from typing import TypeVar

from ...actions import Action
from ...progress import Progress
from .cli import play_game, rules_for, run_selfplay
from .deal import deal, numbered_rng
from .duo import ROUND_OK, DuoSolver
from .rules import C2
from .solver import analyse, solve_deal
from .state import MustFollowState
from .strategy import MustFollowBot
from .view import MustFollowView

T = TypeVar("T")


def finished_runs(by_run: list[list[T]], deals: int) -> list[list[T]]:
    """The runs a summary is over: the finished ones; after Ctrl+C in the first run, the
    deals of that run finished so far."""
    finished = [run for run in by_run if len(run) == deals]
    return finished or [run for run in by_run[:1] if run]


def bench_solve(deals: int, seed: int, runs: int, progress: Progress) -> list[str]:
    # per run, per deal: seconds of the whole solve, of the round-1 sub-goal, winnable
    by_run: list[list[tuple[float, float, bool]]] = []
    with progress.counting(runs * deals, "deals solved"):
        for _ in range(runs):
            solved: list[tuple[float, float, bool]] = []
            by_run.append(solved)
            for k in range(deals):
                d = deal(1, numbered_rng(1, seed + k))
                t = time.perf_counter()
                win = solve_deal(d).win is True
                whole = time.perf_counter() - t
                t = time.perf_counter()
                DuoSolver(ROUND_OK).winnable(d.hands[0][0], d.hands[0][1], 0, 0, forced=C2)
                first = time.perf_counter() - t
                with progress.tally():
                    solved.append((whole, first, win))
    reported = finished_runs(by_run, deals)
    if not reported:
        return []
    n = len(reported[0])
    whole_runs = [statistics.median(s[0] for s in run) for run in reported]
    round_runs = [statistics.median(s[1] for s in run) for run in reported]
    worst = max(s[0] for run in reported for s in run)
    wins = sum(s[2] for s in reported[-1])
    return [
        f"perfect-information solve of a full 1-player deal (both rounds), {n} deals: "
        f"median {statistics.median(whole_runs) * 1000:.1f} ms "
        f"(runs: {', '.join(f'{x * 1000:.1f}' for x in whole_runs)} ms; slowest deal "
        f"{worst:.2f} s); winnable {wins}/{n}",
        f"perfect-information solve of the round-1 sub-goal, {n} deals: median "
        f"{statistics.median(round_runs) * 1000:.2f} ms "
        f"(runs: {', '.join(f'{x * 1000:.2f}' for x in round_runs)} ms)",
    ]


def bench_winnable(deals: int, seed: int, progress: Progress) -> list[str]:
    wins = unknown = solved = 0
    start = time.perf_counter()
    with progress.counting(deals, "deals solved"):
        for k in range(deals):
            win = solve_deal(deal(1, numbered_rng(1, seed + k))).win
            with progress.tally():
                wins += win is True
                unknown += win is None
                solved += 1
    if not solved:
        return []
    return [
        f"1-player deals winnable with perfect information: {wins}/{solved} = "
        f"{100 * wins / solved:.1f} % (unknown {unknown}; {time.perf_counter() - start:.0f} s)"
    ]


def bench_hint(deals: int, seed: int, progress: Progress) -> list[str]:
    times: list[float] = []
    rules = rules_for(None)
    with progress.counting(deals, "deals"):
        for k in range(deals):
            state = MustFollowState.numbered(rules, 1, seed + k)
            bot = MustFollowBot(k)
            while state.current_seat is not None and state.round_no == 1:
                state.apply(bot.choose(state.view_for(0)))
            if state.current_seat is None:  # lost in round 1: no round 2 to hint at
                progress.step()
                continue
            t = time.perf_counter()
            analyse(state.view_for(0))
            seconds = time.perf_counter() - t
            with progress.tally():
                times.append(seconds)
    if not times:
        return []
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


def bench_decision(deals: int, seed: int, runs: int, progress: Progress) -> list[str]:
    rules = rules_for(None)
    out = []
    # per table size, per run, per deal: every card's wall-clock and processor seconds, won
    by_players: dict[int, list[list[tuple[list[float], list[float], bool]]]] = {}
    with progress.counting(4 * runs * deals, "deals played"):
        for players in (1, 2, 3, 4):
            by_run = by_players.setdefault(players, [])
            for _ in range(runs):
                played: list[tuple[list[float], list[float], bool]] = []
                by_run.append(played)
                for k in range(deals):
                    number = seed + k
                    state = MustFollowState.numbered(rules, players, number)
                    wall: list[float] = []
                    cpu: list[float] = []
                    bots = [_TimedBot(number * 10 + i, wall, cpu) for i in range(players)]
                    play_game(state, bots)
                    assert state.result is not None
                    with progress.tally():
                        played.append((wall, cpu, bool(state.result.detail["win"])))
    for players, by_run in by_players.items():
        reported = finished_runs(by_run, deals)
        if not reported:
            continue
        figures: list[tuple[float, float, float, float, float]] = []
        for run in reported:
            wall = [t for p in run for t in p[0]]
            cpu = [t for p in run for t in p[1]]
            figures.append(
                (
                    statistics.median(wall),
                    _p95(wall),
                    max(wall),
                    statistics.median(cpu),
                    _p95(cpu),
                )
            )
        last = reported[-1]
        n = len(last)
        decisions = sum(len(p[0]) for p in last)
        wins = sum(p[2] for p in last)
        med, p95, worst, cmed, cp95 = (statistics.median(f[i] for f in figures) for i in range(5))
        out.append(
            f"{players} player{'s' if players > 1 else ''}: {decisions} decisions in {n} "
            f"deals, median {med * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms, slowest "
            f"{worst * 1000:.0f} ms (processor time: median {cmed * 1000:.1f} ms, p95 "
            f"{cp95 * 1000:.1f} ms); success {wins}/{n} = {100 * wins / n:.1f} %"
            + (f" (median of {len(reported)} runs)" if len(reported) > 1 else "")
        )
    return out


def run(what: str, deals: int, seed: int, runs: int, progress: Progress | None = None) -> list[str]:
    """The lines of one measurement; with a command's ``progress``, Ctrl+C ends it with the
    lines over the deals (or whole runs) finished so far."""
    progress = progress or Progress()
    if what == "solve":
        return bench_solve(deals, seed, runs, progress)
    if what == "winnable":
        return bench_winnable(deals, seed, progress)
    if what == "puzzle":
        return run_selfplay(1, deals, seed, progress=progress).lines()
    if what == "hint":
        return bench_hint(deals, seed, progress)
    if what == "decision":
        return bench_decision(deals, seed, runs, progress)
    raise ValueError(f"unknown benchmark {what!r}; known: solve, winnable, puzzle, hint, decision")
