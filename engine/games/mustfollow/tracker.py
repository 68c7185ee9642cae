"""The co-op game's rows of the learners' card tracker (``engine.tracker``): the cards
still in the hands, by suit (public as the card backs, M-VIS-1), and the cards played in
the current round only (M-VIS-2: earlier rounds may not be looked at; the tracker is the
"played cards" memory aid of MD-2, off by default)."""

from __future__ import annotations

from typing import Any

from ...cards import SUITS
from ...tracker import SuitRow, Tracker, high_first
from .view import MustFollowView


def track(view: Any) -> Tracker | None:
    """The tracker of a co-op game's view (``None`` for another game's)."""
    if not isinstance(view, MustFollowView):
        return None
    this_round = view.round
    plays = [c for r, _, c in view.plays if r == this_round]
    counts = view.suit_counts
    rows = []
    for suit in SUITS:
        fell = [c for c in plays if c // 13 == suit]
        out = sum(hand[suit] for hand in counts)
        rows.append(SuitRow(suit, high_first(fell), (), out))
    return Tracker("mustfollow", "cards", tuple(rows))
