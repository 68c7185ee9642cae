"""What the benchmarks share (``python -m engine bench``, ``bench/*.py``): timed loops of
whole deals and the median-of-runs report line. A benchmark, never a timed test."""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from .core import OVER, PhaseState
from .progress import Progress
from .registry import DealSetup

if TYPE_CHECKING:
    from .registry import GameSpec


def deals_per_second(
    deals: int, seed: int, one_deal: Callable[[random.Random, int], object]
) -> float:
    """Deals per second of ``one_deal(rng, d)`` for ``d`` in ``range(deals)``, all drawing on
    one ``random.Random(seed)``."""
    rng = random.Random(seed)
    start = time.perf_counter()
    for d in range(deals):
        one_deal(rng, d)
    return deals / (time.perf_counter() - start)


def play_randomly(state: PhaseState, rng: random.Random) -> None:
    """Finish ``state`` through the public ``legal_actions``/``apply`` (events and all), with a
    uniformly random legal action at every decision."""
    rand = rng.random
    while state.phase_ != OVER:
        legal = state.legal_actions()
        state.apply(legal[int(rand() * len(legal))])


def median_row(label: str, runs: list[float], label_width: int = 0, number_width: int = 0) -> str:
    """``label median N  (runs: a, b, ...)``, label and median padded to the widths given."""
    return (
        f"{label:<{label_width}} median {statistics.median(runs):>{number_width},.0f}  "
        f"(runs: {', '.join(f'{x:,.0f}' for x in runs)})"
    )


def timed_runs(
    into: list[float], runs: int, measure: Callable[[int], float], progress: Progress
) -> None:
    """Append ``measure(i)`` to ``into`` for each run ``i``, one step of ``progress`` each:
    after Ctrl+C, ``into`` holds the runs finished."""
    for i in range(runs):
        value = measure(i)
        with progress.tally():
            into.append(value)


def shared_bench(spec: GameSpec, deals: int, seed: int, runs: int, progress: Progress) -> list[str]:
    """The benchmark of a game without its own (``GameSpec.bench``): random deals of its
    first preset per second through the public ``legal_actions``/``apply``, at four seats
    when the preset allows, else at its smallest table."""
    preset = next(iter(spec.presets))
    params = spec.presets[preset]
    allowed = spec.players_for(preset)
    players = 4 if 4 in allowed else min(allowed)

    def one_deal(rng: random.Random, d: int) -> None:
        setup = DealSetup(d % players, (d + 1) % players)
        state = spec.new_deal(params, players, rng, setup)
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])

    rates: list[float] = []
    with progress.counting(runs, "timed runs"):
        timed_runs(rates, runs, lambda i: deals_per_second(deals, seed + i, one_deal), progress)
    label = f"random {players}-player {spec.title} deals/s (public API):"
    return [median_row(label, rates, 44, 10)] if rates else []
