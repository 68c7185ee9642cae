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

from ...progress import Progress
from ...timing import deals_per_second, median_row, play_randomly, timed_runs
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


def run(
    deals: int = 5000,
    seed: int = 1,
    runs: int = 5,
    players: int = 6,
    progress: Progress | None = None,
) -> list[str]:
    """Both measurements; with a command's ``progress``, Ctrl+C ends it with the rows of the
    runs finished so far."""
    progress = progress or Progress()
    fast: list[float] = []
    api: list[float] = []
    with progress.counting(2 * runs, "timed runs"):
        playout_deals(1000, seed, players)  # warm-up
        timed_runs(fast, runs, lambda i: playout_deals(deals, seed + i, players), progress)
        timed_runs(api, runs, lambda i: api_deals(max(deals // 5, 1), seed + i, players), progress)
    rows = (
        (f"random {players}-player Rettler deals/s (playout):", fast),
        (f"random {players}-player Rettler deals/s (public API):", api),
    )
    return [median_row(label, values, 48, 8) for label, values in rows if values]
