"""Consistent deals: the hidden cards as one seat may imagine them (M-SOLVE-7, M-SOLVE-9).

From a view, every suit is shared out separately: the seat's unseen cards of that suit go to
the other holders of the suit (other seats, the 2-player stock in round 1, the 1-player
dummy's face-down cards and the stock), each receiving exactly its visible number of cards,
and every table-talk message must hold (MD-12: all such deals equally likely). Only the view
is used, never the state (M-HINT-4).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import product
from math import comb

from ...cards import SUIT_MASK, cards_in, mask_of
from .talk import Constraint, constraints_by_seat, subsets
from .view import MustFollowView

STOCK = -1  # holder id of the face-down stock


def holders(view: MustFollowView, suit: int) -> list[tuple[int, int, list[Constraint]]]:
    """(holder, count, constraints) for the unseen cards of ``suit``; holder is a hand index or
    ``STOCK``. For 1 player the dummy's count is its face-down cards only."""
    cons = constraints_by_seat(view.messages, view.plays, suit, view.round)
    out: list[tuple[int, int, list[Constraint]]] = []
    total = 0
    for hand in range(view.hands_n):
        if hand == view.seat:
            continue
        count = view.suit_counts[hand][suit]
        if view.players == 1:
            count -= sum(1 for c in view.dummy_up if c // 13 == suit)
        total += count
        out.append((hand, count, cons.get(hand, [])))
    pool = (view.unseen_mask & SUIT_MASK[suit]).bit_count()
    if pool > total:
        out.append((STOCK, pool - total, []))
    return out


def _split_count(pool: int, counts: list[int]) -> int:
    n, ways = pool, 1
    for c in counts:
        ways *= comb(n, c)
        n -= c
    return ways


def world_count(view: MustFollowView) -> int:
    """How many consistent deals there are, ignoring table talk (an upper bound with it)."""
    ways = 1
    for suit in range(4):
        pool = (view.unseen_mask & SUIT_MASK[suit]).bit_count()
        ways *= _split_count(pool, [c for _, c, _ in holders(view, suit)])
    return ways


def _suit_splits(pool: int, hs: list[tuple[int, int, list[Constraint]]]) -> Iterator[list[int]]:
    if not hs:
        if pool == 0:
            yield []
        return
    (_, count, rules), rest = hs[0], hs[1:]
    for part in subsets(pool, count):
        if all(r.holds(part) for r in rules):
            for tail in _suit_splits(pool & ~part, rest):
                yield [part, *tail]


def all_worlds(view: MustFollowView, limit: int) -> list[tuple[int, ...]] | None:
    """Every consistent deal as hand masks (``None`` if there are more than ``limit``)."""
    if world_count(view) > limit:
        return None
    per_suit = []
    for suit in range(4):
        hs = holders(view, suit)
        pool = view.unseen_mask & SUIT_MASK[suit]
        per_suit.append([(hs, split) for split in _suit_splits(pool, hs)])
    out = []
    for choice in product(*per_suit):
        out.append(_assemble(view, choice))
    return out


def sample_worlds(view: MustFollowView, count: int, rng: random.Random) -> list[tuple[int, ...]]:
    """``count`` consistent deals drawn uniformly (with replacement)."""
    return [_assemble(view, [_sample_suit(view, s, rng) for s in range(4)]) for _ in range(count)]


def _sample_suit(
    view: MustFollowView, suit: int, rng: random.Random
) -> tuple[list[tuple[int, int, list[Constraint]]], list[int]]:
    hs = holders(view, suit)
    cards = cards_in(view.unseen_mask & SUIT_MASK[suit])
    constrained = any(rules for _, _, rules in hs)
    for _ in range(200 if constrained else 1):
        rng.shuffle(cards)
        split, at = [], 0
        for _, count, _ in hs:
            split.append(mask_of(cards[at : at + count]))
            at += count
        if all(r.holds(part) for (_, _, rules), part in zip(hs, split, strict=True) for r in rules):
            return hs, split
    every = list(_suit_splits(view.unseen_mask & SUIT_MASK[suit], hs))
    return hs, every[int(rng.random() * len(every))]


def _assemble(
    view: MustFollowView,
    choice: list[tuple[list[tuple[int, int, list[Constraint]]], list[int]]]
    | tuple[tuple[list[tuple[int, int, list[Constraint]]], list[int]], ...],
) -> tuple[int, ...]:
    hands = [0] * view.hands_n
    hands[view.seat] = view.hand_mask
    if view.players == 1:
        hands[1] = view.dummy_up_mask
    for hs, split in choice:
        for (holder, _, _), part in zip(hs, split, strict=True):
            if holder != STOCK:
                hands[holder] |= part
    return tuple(hands)
