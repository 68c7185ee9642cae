"""Rettler's rows of the learners' card tracker (``engine.tracker``): Napoleon's with two
decks (R-COMP-1): two copies of every point card, two jokers and two bridge cards."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...cards import BRIDGE, DECK_STRIDE, IS_POINT, JOKER, POINT_MASK, SUITS
from ...tracker import SuitRow, Tracker, high_first
from .view import RettlerView


def track(view: Any) -> Tracker | None:
    """The tracker of a Rettler view (``None`` for another game's)."""
    if not isinstance(view, RettlerView):
        return None
    played: tuple[int, ...] = view.played_counts
    counts = Counter({code: n for code, n in enumerate(played) if n})
    seen = Counter(counts)
    seen.update(c % DECK_STRIDE for c in view.discards)
    rows = []
    for suit in SUITS:
        codes = range(13 * suit, 13 * suit + 13)
        fell = [c for c in codes for _ in range(counts[c])]
        out = [c for c in codes if IS_POINT[c] for _ in range(max(0, 2 - seen[c]))]
        rows.append(SuitRow(suit, high_first(fell), high_first(out), len(out)))
    extras_played = tuple(c for c in (JOKER, BRIDGE) for _ in range(counts[c]))
    extras_out = tuple(c for c in (JOKER, BRIDGE) for _ in range(max(0, 2 - seen[c])))
    out_total = sum(r.out_count for r in rows)
    return Tracker(
        "rettler",
        "point_cards",
        tuple(rows),
        extras_played,
        extras_out,
        points_out=out_total,
        points_total=2 * POINT_MASK.bit_count(),
    )
