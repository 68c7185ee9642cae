"""``python -m engine bench``: deals per second and legal-move calls per second.

Full random 4-player ``book`` deals (deal -> auction -> adjutant -> exchange -> play ->
score) through the public ``legal_actions``/``apply`` API, a uniform random choice at every
decision. Reported as the median of several runs; a benchmark, never a timed test.
"""

from __future__ import annotations

import random
import statistics
import time
from dataclasses import dataclass

from .games.napoleon import PRESETS, NapoleonState


@dataclass
class BenchResult:
    deals_per_second: list[float]
    legal_calls_per_second: list[float]

    def lines(self) -> list[str]:
        d = self.deals_per_second
        c = self.legal_calls_per_second
        return [
            f"random 4-player book deals/s: median {statistics.median(d):,.0f} "
            f"(runs: {', '.join(f'{x:,.0f}' for x in d)})",
            f"legal-move calls/s:           median {statistics.median(c):,.0f} "
            f"(runs: {', '.join(f'{x:,.0f}' for x in c)})",
        ]


def random_deals(deals: int, seed: int, preset: str = "book", players: int = 4) -> float:
    rules = PRESETS[preset]
    rng = random.Random(seed)
    rand = rng.random
    start = time.perf_counter()
    for d in range(deals):
        state = NapoleonState.deal(rules, players, rng, dealer=d % players)
        while state.phase_ != "over":
            legal = state.legal_actions()
            state.apply(legal[int(rand() * len(legal))])
    return deals / (time.perf_counter() - start)


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


def run_bench(deals: int = 2000, runs: int = 5, seed: int = 1) -> BenchResult:
    positions = _play_positions(2000, seed)
    random_deals(200, seed)  # warm the caches
    d = [random_deals(deals, seed + i) for i in range(runs)]
    c = [legal_calls(positions, 20) for _ in range(runs)]
    return BenchResult(d, c)
