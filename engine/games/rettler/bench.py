"""``python -m engine bench --game rettler``: random 6-player Rettler deals per second.

Full deals — deal, auction, adjutant call, kitty exchange, every round, scoring — with a
uniformly random legal choice at every decision, measured two ways:

* the playout path (``playout.random_playout``): what AI rollouts use — the same
  ``follow_mask``/``resolve``/scoring code without action and event objects in the play;
* the public ``legal_actions``/``apply`` API, events and all (what the table drives).

Reported as the median of the runs, after a warm-up run that fills the per-contract round
tables; a benchmark, never a timed test.
"""

from __future__ import annotations

from ...timing import deals_per_second, median_row, play_randomly
from .params import BOOK
from .playout import random_playout
from .state import RettlerState


def playout_deals(deals: int, seed: int, players: int = 6) -> float:
    return deals_per_second(
        deals,
        seed,
        lambda rng, d: random_playout(
            RettlerState.deal(BOOK, players, rng, dealer=d % players), rng
        ),
    )


def api_deals(deals: int, seed: int, players: int = 6) -> float:
    return deals_per_second(
        deals,
        seed,
        lambda rng, d: play_randomly(
            RettlerState.deal(BOOK, players, rng, dealer=d % players), rng
        ),
    )


def run(deals: int = 5000, seed: int = 1, runs: int = 5, players: int = 6) -> list[str]:
    playout_deals(1000, seed, players)  # warm-up
    fast = [playout_deals(deals, seed + i, players) for i in range(runs)]
    api = [api_deals(max(deals // 5, 1), seed + i, players) for i in range(runs)]
    return [
        median_row(f"random {players}-player Rettler deals/s (playout):", fast, 48, 8),
        median_row(f"random {players}-player Rettler deals/s (public API):", api, 48, 8),
    ]
