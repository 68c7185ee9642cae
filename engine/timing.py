"""What the benchmarks share (``python -m engine bench``, ``bench/*.py``): timed loops of
whole deals and the median-of-runs report line. A benchmark, never a timed test."""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from .core import OVER, PhaseState
from .progress import Progress


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
