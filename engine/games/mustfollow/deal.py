"""Dealing (M-SETUP, M-2P-2/3/6, M-1P-1/3, MD-8, MD-10, MD-11) and numbered deals.

A deal fixes everything random at once, so records replay and "perfect information" is
well defined (MD-11): the round-1 hands, the center card (3 players), the round-2 hands after
any redeals (1-2 players) and the places of the dummy's cards on the table (1 player, MD-10).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ...cards import cards_in, mask_of
from .rules import C2, HAND_SIZE, deck_mask, suit_counts


@dataclass(frozen=True, slots=True)
class Deal:
    """Everything a deal fixes. ``hands[r][h]`` is hand ``h``'s mask in round ``r`` (one round
    for 3-4 players, two for 1-2); ``layouts[r]`` the dummy's cards by place (1 player)."""

    players: int
    dealer: int
    hands: tuple[tuple[int, ...], ...]
    center: int | None = None
    layouts: tuple[tuple[int, ...], ...] = ()
    redeals: tuple[int, ...] = (0,)


def _alternate(pile: list[int], first: int) -> tuple[int, int]:
    """Deal ``pile`` one card at a time, ``first`` (0/1) receiving the first card."""
    a = mask_of(pile[0::2])
    b = mask_of(pile[1::2])
    return (a, b) if first == 0 else (b, a)


def layout(dummy: int, rng: random.Random) -> tuple[int, ...]:
    """MD-10 / M-VIS-4: the dummy's cards get places grouped by suit, in a random order within
    each suit that does not depend on rank."""
    places: list[int] = []
    for s in range(4):
        cards = [c for c in cards_in(dummy) if c // 13 == s]
        rng.shuffle(cards)
        places.extend(cards)
    return tuple(places)


def deal(players: int, rng: random.Random, dealer: int = 0) -> Deal:
    """A fresh deal for ``players`` (1-4) from ``rng``."""
    if players >= 3:  # M-SETUP-2
        deck = cards_in(deck_mask(players))
        rng.shuffle(deck)
        hands = tuple(mask_of(deck[i * HAND_SIZE : (i + 1) * HAND_SIZE]) for i in range(players))
        center = deck[-1] if players == 3 else None
        return Deal(players, dealer % players, (hands,), center)
    if players == 1:
        dealer = 0  # M-1P-1: the player deals; the dummy is the non-dealer
    dealer %= 2
    others = [c for c in range(52) if c != C2]
    redeal1 = -1
    while True:  # M-2P-2/3, MD-8: shuffle again until the suit counts differ
        redeal1 += 1
        rng.shuffle(others)
        pile = [C2, *others]  # C2 on top: the dealer receives it
        r1 = _alternate(pile[:26], dealer)
        if suit_counts(r1[0]) != suit_counts(r1[1]):
            break
    stock = pile[26:]
    redeal2 = 0
    while True:  # M-2P-6 then M-2P-3 for round 2 (MD-11: drawn now, kept hidden)
        r2 = _alternate(stock, dealer)
        if suit_counts(r2[0]) != suit_counts(r2[1]):
            break
        redeal2 += 1
        rng.shuffle(stock)
    layouts: tuple[tuple[int, ...], ...] = ()
    if players == 1:
        layouts = (layout(r1[1], rng), layout(r2[1], rng))
    return Deal(players, dealer, (r1, r2), None, layouts, (redeal1, redeal2))


def numbered_rng(players: int, number: int) -> random.Random:
    """The random source of numbered deal ``number`` for ``players``: the same number always
    gives the same deal (puzzle numbers for the table)."""
    return random.Random(f"mustfollow/{players}/{number}")
