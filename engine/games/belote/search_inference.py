"""What the strong Belote player's card-play worlds read from the calls (issue 23 point 3b).

Every seat's first five cards were bid on (B-BID-1/2): a seat that took held a hand the
rule-based bidder would take with, the candidate counted in (B-DEAL-5); a seat that passed,
one it would pass with. Once the completion deal (B-DEAL-5) has mixed three more cards into
each hand, nobody knows which five came first; but the deal is shuffled, so the first five
are any five of the seat's eight (of the taker's seven besides the candidate, which he was
given) with the same chance. The likelihood of a seat's calls, given the eight cards a world
gives it (those still held and those it has played), is therefore the share of its five-card
subsets with which the rule-based bidder (``search_bids.fits_calls``, the bidder the
``normal`` and ``strong`` players share) makes those very calls.

``call_weigher`` estimates that share from ``SUBSETS`` subsets drawn at random (cheaper than
all 56; an unbiased estimate keeps the draw right on average), never below ``FLOOR`` (a
strong partner's searched call may differ from the rule of thumb's). The search deals
``CALL_POOL`` times the worlds it needs and draws them by the product of these weights
(``engine.ai.search.resampled``).

Measured with ``bench/belote_inference.py`` against the hands really held (engine/ai/README.md).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ...cards import BIT
from ...cards import bit_list as _bits
from .search_bids import calls_by_seat, fits_calls
from .strategy import BeloteBot
from .view import BeloteView

__all__ = ["CALL_POOL", "FLOOR", "SUBSETS", "call_weigher"]

#: worlds dealt per world searched when the calls say something
CALL_POOL = 3
#: five-card subsets tried per seat and world
SUBSETS = 8
#: the least weight a seat's calls give a world
FLOOR = 0.05
_FIRST = 5  # B-DEAL-2: cards dealt before the candidate is turned


def call_weigher(
    view: BeloteView, bot: BeloteBot, rng: random.Random
) -> Callable[[list[int]], float] | None:
    """A function from a world's hands (bit masks by seat, this seat's own included) to the
    likelihood of the other seats' calls; None when the calls say nothing (3 players, whose
    bids stay the rule-based player's anyway, or no call that was a choice)."""
    if view.players != 4 or view.candidate is None or view.contract is None:
        return None
    calls = calls_by_seat(view)
    seats = [s for s in range(4) if s != view.seat and calls[s]]
    if not seats:
        return None
    played = [0] * 4
    for trick in view.completed:
        for seat, card in trick.plays:
            played[seat] |= BIT[card]
    for seat, card in view.trick:
        played[seat] |= BIT[card]
    candidate = view.candidate
    taker = view.contract.taker
    sample = rng.sample
    # the bidder's verdict on a five-card hand, per seat: worlds share many cards (those
    # played, those the view pins down), so the same hands come back within a decision
    fits: list[dict[int, bool]] = [{} for _ in range(4)]

    def weigh(hands: list[int]) -> float:
        weight = 1.0
        for seat in seats:
            first = hands[seat] | played[seat]
            if seat == taker:
                first &= ~BIT[candidate]  # given to him after the calls (B-DEAL-5)
            cards = _bits(first)  # eight cards (seven for the taker): B-DEAL-2, B-DEAL-5
            known = fits[seat]
            hits = 0
            for _ in range(SUBSETS):
                mask = 0
                for c in sample(cards, _FIRST):
                    mask |= BIT[c]
                fit = known.get(mask)
                if fit is None:
                    fit = known[mask] = fits_calls(mask, calls[seat], candidate, bot)
                hits += fit
            weight *= max(hits / SUBSETS, FLOOR)
        return weight

    return weigh
