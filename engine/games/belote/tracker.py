"""Belote's rows of the learners' card tracker (``engine.tracker``): the trumps still out
and the card points still out (B-CARD-2/3; without the last-trick 10)."""

from __future__ import annotations

from typing import Any

from ...cards import SUITS, cards_in
from ...tracker import SuitRow, Tracker, high_first
from .deck import PLAIN_POINTS, SUIT_CARDS, TRUMP_POINTS
from .play import TA
from .view import BeloteView


def track(view: Any) -> Tracker | None:
    """The tracker of a Belote view (``None`` for another game's)."""
    if not isinstance(view, BeloteView):
        return None
    played = view.played_mask
    contract = view.contract
    all_trump = contract is not None and contract.bid == TA
    trump = contract.trump if contract is not None and contract.trump >= 0 else None
    rows = []
    points_out = points_total = 0
    for suit in SUITS:
        is_trump = all_trump or suit == trump
        table = TRUMP_POINTS if is_trump else PLAIN_POINTS
        unplayed = cards_in(SUIT_CARDS[suit] & ~played)
        points_out += sum(table[c] for c in unplayed)
        points_total += sum(table[c] for c in cards_in(SUIT_CARDS[suit]))
        out = high_first(unplayed) if is_trump else ()
        rows.append(SuitRow(suit, high_first(cards_in(played & SUIT_CARDS[suit])), out, len(out)))
    trumps_out = sum(r.out_count for r in rows) if trump is not None or all_trump else None
    return Tracker(
        "belote",
        "trumps",
        tuple(rows),
        points_out=points_out,
        points_total=points_total,
        trump=trump,
        trumps_out=trumps_out,
    )
