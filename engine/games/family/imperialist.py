"""Imperialist play, every player for himself (N-VAR-5; Rettler's R-VAR-4 is the same game
with Rettler's play): who wins, how a tie is settled and who names trump next. Napoleon's
``ImperialistState`` and Rettler's ``RettlerVariantState`` both use these.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...core import DealResult
from ...registry import DealSetup

TRUMP_CHOICE = "trump_choice"

#: ``DealResult.outcome`` of an Imperialist game: one winner, or a shared win
SOLE_WIN = "imperial_win"
SHARED_WIN = "imperial_shared_win"


@dataclass(frozen=True)
class ImperialSetup(DealSetup):
    """The next game's setup: ``opening_seat`` is the previous winner, who names trump and
    leads (N-VAR-5); ``previous_counts`` break a tie."""

    previous_counts: tuple[int, ...] = ()


def winners_of(
    counts: Sequence[int], previous: Sequence[int] | None
) -> tuple[tuple[int, ...], str]:
    """N-VAR-5: the seats with most point cards, and how a tie was settled: ``none`` (one
    winner), ``previous_counts`` (the tie was broken, or narrowed, by the previous game's
    counts) or ``shared`` (still tied: a shared win, DECISION)."""
    top = max(counts)
    tied = [s for s, n in enumerate(counts) if n == top]
    if len(tied) == 1:
        return tuple(tied), "none"
    if previous:
        best = max(previous[s] for s in tied)
        narrowed = [s for s in tied if previous[s] == best]
        if len(narrowed) == 1:
            return tuple(narrowed), "previous_counts"
        tied = narrowed
    return tuple(tied), "shared"


def next_imperial_setup(players: int, setup: DealSetup, result: DealResult) -> ImperialSetup:
    """N-VAR-5: the winner names trump and leads the next game; after a shared win the
    first winner in playing order from this game's leader (DECISION). The dealer moves on
    as usual (N-DEAL-3); the counts go along to break the next tie."""
    d = result.detail
    winners = [int(w) for w in d["winners"]]
    leader = int(d["leader"])
    nxt = min(winners, key=lambda s: (s - leader) % players)
    counts = tuple(int(n) for n in d["point_cards"])
    return ImperialSetup((setup.dealer + 1) % players, nxt, counts)


__all__ = [
    "SHARED_WIN",
    "SOLE_WIN",
    "TRUMP_CHOICE",
    "ImperialSetup",
    "next_imperial_setup",
    "winners_of",
]
