"""Napoleon's rows of the learners' card tracker (``engine.tracker``): the point cards
(10 J Q K A, N-COMP-4) not yet played nor seen among the discards, and the joker when the
rules have one (N-OPT-5)."""

from __future__ import annotations

from typing import Any

from ...cards import JOKER, POINT_MASK, SUIT_MASK, SUITS, cards_in
from ...tracker import SuitRow, Tracker, high_first
from .view import NapoleonView


def track(view: Any) -> Tracker | None:
    """The tracker of a Napoleon view (``None`` for another game's)."""
    if not isinstance(view, NapoleonView):
        return None
    played = view.played_mask
    seen = played
    for card in view.discards:
        seen |= 1 << card
    rows = []
    for suit in SUITS:
        points_out = cards_in(POINT_MASK & SUIT_MASK[suit] & ~seen)
        rows.append(
            SuitRow(
                suit,
                high_first(cards_in(played & SUIT_MASK[suit])),
                high_first(points_out),
                len(points_out),
            )
        )
    has_joker = not view.rules.no_joker
    joker_played = bool(played >> JOKER & 1)
    joker_seen = bool(seen >> JOKER & 1)
    out = sum(r.out_count for r in rows)
    return Tracker(
        "napoleon",
        "point_cards",
        tuple(rows),
        extras_played=(JOKER,) if joker_played else (),
        extras_out=(JOKER,) if has_joker and not joker_seen else (),
        points_out=out,
        points_total=POINT_MASK.bit_count(),
    )
