"""Belote's 32 cards (B-CARD): orders, points and packs.

Cards are the engine's ints (``engine.cards``: ``suit * 13 + rank - 2``, the ace 14), so the
codes ``SA``, ``H10``, ``CJ`` and the bitmask helpers are shared with the other games. Only
the ranks 7 to A exist here. Every table is indexed by card id; ids of the 2-6 are unused.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...cards import BIT, SUIT_MASK, SUITS, Card, make_card

RANKS = (14, 13, 12, 11, 10, 9, 8, 7)  # A K Q J 10 9 8 7, natural order high to low
ACE, KING, QUEEN, JACK, TEN, NINE = 14, 13, 12, 11, 10, 9

DECK: tuple[Card, ...] = tuple(make_card(s, r) for s in SUITS for r in sorted(RANKS))
DECK_MASK = sum(BIT[c] for c in DECK)
#: the Belote cards of one suit (``SUIT_MASK`` also covers the unused 2-6)
SUIT_CARDS: tuple[int, ...] = tuple(SUIT_MASK[s] & DECK_MASK for s in SUITS)

_TRUMP_ORDER = {JACK: 8, NINE: 7, ACE: 6, TEN: 5, KING: 4, QUEEN: 3, 8: 2, 7: 1}  # B-CARD-2
_TRUMP_POINTS = {JACK: 20, NINE: 14, ACE: 11, TEN: 10, KING: 4, QUEEN: 3, 8: 0, 7: 0}
_PLAIN_ORDER = {ACE: 8, TEN: 7, KING: 6, QUEEN: 5, JACK: 4, NINE: 3, 8: 2, 7: 1}  # B-CARD-3
_PLAIN_POINTS = {ACE: 11, TEN: 10, KING: 4, QUEEN: 3, JACK: 2, NINE: 0, 8: 0, 7: 0}


def _table(values: dict[int, int]) -> tuple[int, ...]:
    out = [0] * 52
    for c in DECK:
        out[c] = values[c % 13 + 2]
    return tuple(out)


TRUMP_ORDER = _table(_TRUMP_ORDER)
TRUMP_POINTS = _table(_TRUMP_POINTS)
PLAIN_ORDER = _table(_PLAIN_ORDER)
PLAIN_POINTS = _table(_PLAIN_POINTS)
#: B-CARD-4: A = 8, K = 7, Q = 6, J = 5, 10 = 4, 9 = 3, 8 = 2, 7 = 1
NATURAL_RANK = _table({r: r - 6 for r in RANKS})


def above(suit: int, order: tuple[int, ...], than: int) -> int:
    """The cards of ``suit`` whose ``order`` is higher than ``than`` (a mask)."""
    return _ABOVE[order is TRUMP_ORDER][suit][than]


_ABOVE = {
    flag: tuple(
        tuple(sum(BIT[c] for c in DECK if c // 13 == s and table[c] > x) for x in range(9))
        for s in SUITS
    )
    for flag, table in ((True, TRUMP_ORDER), (False, PLAIN_ORDER))
}


def cut(pack: Sequence[Card], rng: random.Random) -> list[Card]:
    """BD-2: split at a uniformly random point leaving at least 3 cards in each part."""
    k = rng.randint(3, len(pack) - 3)
    return list(pack[k:]) + list(pack[:k])


def shuffled_pack(rng: random.Random) -> list[Card]:
    """B-DEAL-1: a shuffled pack (the cut follows separately)."""
    pack = list(DECK)
    rng.shuffle(pack)
    return pack


def draw_for_dealer(players: int, rng: random.Random) -> tuple[int, list[list[Card]]]:
    """BD-1 (B-SEAT-2): every seat draws a card; the lowest in natural order deals, and tied
    lowest drawers draw again. Returns the dealer and every round of draws (for the table)."""
    drawing = list(range(players))
    rounds: list[list[Card]] = []
    while True:
        cards = rng.sample(DECK, len(drawing))
        rounds.append(cards)
        low = min(NATURAL_RANK[c] for c in cards)
        lowest = [s for s, c in zip(drawing, cards, strict=True) if NATURAL_RANK[c] == low]
        if len(lowest) == 1:
            return lowest[0], rounds
        drawing = lowest
