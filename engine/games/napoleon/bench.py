"""``python -m engine bench --game napoleon``: deals per second and legal-move calls per
second.

Full random 4-player ``book`` deals (deal -> auction -> adjutant -> exchange -> play ->
score) with a uniform random choice at every decision, measured two ways:

* the playout path (``playout``): what AI rollouts use — the same
  ``legal_mask``/``trick_winner``/scoring code, without action and event objects in the play
  phase;
* the public ``legal_actions``/``apply`` API, events and all (what the table drives).

Reported as the median of several runs; a benchmark, never a timed test.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from ...progress import Progress
from ...timing import deals_per_second, median_row, play_randomly, timed_runs
from .params import PRESETS
from .playout import random_playout
from .state import NapoleonState


@dataclass
class BenchResult:
    deals_per_second: list[float]
    api_deals_per_second: list[float]
    legal_calls_per_second: list[float]

    def lines(self) -> list[str]:
        """A row per measurement with runs (after Ctrl+C, the later ones may have none)."""
        rows = (
            ("random 4-player book deals/s (playout):", self.deals_per_second),
            ("random 4-player book deals/s (public API):", self.api_deals_per_second),
            ("legal-move calls/s (legal_actions):", self.legal_calls_per_second),
        )
        return [median_row(label, values, 44, 10) for label, values in rows if values]


def playout_deals(deals: int, seed: int, preset: str = "book", players: int = 4) -> float:
    rules = PRESETS[preset]
    return deals_per_second(
        deals,
        seed,
        lambda rng, d: random_playout(
            NapoleonState.deal(rules, players, rng, dealer=d % players), rng
        ),
    )


def random_deals(deals: int, seed: int, preset: str = "book", players: int = 4) -> float:
    rules = PRESETS[preset]
    return deals_per_second(
        deals,
        seed,
        lambda rng, d: play_randomly(
            NapoleonState.deal(rules, players, rng, dealer=d % players), rng
        ),
    )


def _play_positions(count: int, seed: int) -> list[NapoleonState]:
    """Positions in the play phase, sampled from random deals."""
    rules = PRESETS["book"]
    rng = random.Random(seed)
    positions: list[NapoleonState] = []
    while len(positions) < count:
        state = NapoleonState.deal(rules, 4, rng)
        while state.phase_ != "over":
            if state.phase_ == "play" and rng.random() < 0.3:
                positions.append(state.copy())
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
    return positions[:count]


def legal_calls(positions: list[NapoleonState], repeat: int) -> float:
    start = time.perf_counter()
    calls = 0
    for _ in range(repeat):
        for state in positions:
            state._legal_mask = -1  # measure the real computation, not the memo
            state.legal_actions()
            calls += 1
    return calls / (time.perf_counter() - start)


def run_bench(
    deals: int = 5000, runs: int = 5, seed: int = 1, progress: Progress | None = None
) -> BenchResult:
    """Every measurement ``runs`` times; with a command's ``progress``, Ctrl+C ends it with
    the runs finished so far."""
    progress = progress or Progress()
    result = BenchResult([], [], [])
    with progress.counting(3 * runs, "timed runs"):
        positions = _play_positions(2000, seed)
        playout_deals(500, seed)  # warm the memo tables
        timed_runs(
            result.deals_per_second, runs, lambda i: playout_deals(deals, seed + i), progress
        )
        timed_runs(
            result.api_deals_per_second, runs, lambda i: random_deals(deals, seed + i), progress
        )
        timed_runs(
            result.legal_calls_per_second, runs, lambda i: legal_calls(positions, 20), progress
        )
    return result
