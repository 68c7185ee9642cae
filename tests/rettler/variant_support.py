"""Helpers for the Rettler variants with the trump named unseen (R-VAR-4/7/11)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.cards import DECK_STRIDE, IS_POINT, Card, two_decks
from engine.games.rettler.params import RettlerRules
from engine.games.rettler.variants import RettlerVariantState


def deal_with(
    rules: RettlerRules,
    players: int,
    fixed: dict[int, Sequence[Card]],
    *,
    leader: int = 0,
    seed: int = 0,
    **kw: object,
) -> RettlerVariantState:
    """A deal where seat ``s`` holds the codes ``fixed[s]`` (a repeated code is the second
    copy) and the rest is shuffled with ``seed``; ``leader`` names trump."""
    pool = two_decks()
    hands: list[list[Card]] = [[] for _ in range(players)]
    for seat, codes in fixed.items():
        for code in codes:
            instance = code if code in pool else code + DECK_STRIDE
            pool.remove(instance)
            hands[seat].append(instance)
    random.Random(seed).shuffle(pool)
    size = rules.hand_size(players)
    for hand in hands:
        while len(hand) < size:
            hand.append(pool.pop())
    return RettlerVariantState(rules, hands, pool, leader=leader, **kw)  # type: ignore[arg-type]


def play_out(state: RettlerVariantState, seed: int = 0) -> None:
    """Random legal actions to the end; a legal action always exists until then."""
    rng = random.Random(seed)
    while state.current_seat is not None:
        legal = state.legal_actions()
        assert legal
        state.apply(legal[rng.randrange(len(legal))])


def cards_conserved(state: RettlerVariantState) -> bool:
    """Every code twice among the hands, the kitty/leftovers, the rounds played and the
    round under way (R-COMP-1)."""
    seen = [0] * DECK_STRIDE
    for h in state.hands:
        for i in range(2 * DECK_STRIDE):
            seen[i % DECK_STRIDE] += h >> i & 1
    for c in state.kitty:
        seen[c % DECK_STRIDE] += 1
    for done in state.completed:
        for _, cards in done.plays:
            for c in cards:
                seen[c % DECK_STRIDE] += 1
    for _, cards in state.round_plays:
        for c in cards:
            seen[c % DECK_STRIDE] += 1
    for c in state.partial:
        seen[c % DECK_STRIDE] += 1
    return seen == [2] * DECK_STRIDE


def points_in_play(state: RettlerVariantState) -> int:
    return 40 - sum(IS_POINT[c % DECK_STRIDE] for c in state.kitty)
