"""``python -m engine bench --game belote``: random Belote deals per second.

Full deals through the public ``legal_actions``/``apply`` API, events and all (deal,
bidding, completion deal, announcements, 8 tricks, scoring), with a uniformly random legal
choice at every decision (``bench/belote.py speed`` measures the same for any preset).
Reported as the median of the runs after a warm-up; a benchmark, never a timed test.
"""

from __future__ import annotations

from ...progress import Progress
from ...timing import deals_per_second, median_row, play_randomly
from .params import PRESETS
from .state import BeloteState


def api_deals(deals: int, seed: int, players: int = 4, preset: str = "standard") -> float:
    rules = PRESETS[preset]
    return deals_per_second(
        deals,
        seed,
        lambda rng, d: play_randomly(
            BeloteState.deal(rules, players, rng, dealer=d % players), rng
        ),
    )


def run(
    deals: int = 5000, seed: int = 1, runs: int = 5, progress: Progress | None = None
) -> list[str]:
    """A row per table size; with a command's ``progress``, Ctrl+C ends it with the rows of
    the runs finished so far."""
    progress = progress or Progress()
    by_players: dict[int, list[float]] = {4: [], 3: []}
    with progress.counting(len(by_players) * runs, "timed runs"):
        api_deals(min(deals, 300), seed)  # warm-up
        for players, api in by_players.items():
            for i in range(runs):
                rate = api_deals(deals, seed + i, players)
                with progress.tally():
                    api.append(rate)
    return [
        median_row(f"random {players}-player Belote deals/s (public API):", api, 48, 8)
        for players, api in by_players.items()
        if api
    ]
