"""Hand-made deals and positions of the pile variants R-VAR-1, R-VAR-2 and R-VAR-3 (two-player
and four-pile Rettler), shared by ``test_rettler_var_two`` and ``test_rettler_var_two_deals``."""

from __future__ import annotations

import random
from typing import Any

from rettler_support import cards

from engine.actions import Action, Bid, Close, Pass
from engine.cards import DECK_STRIDE, Card
from engine.games.rettler.four_pile import FourPileState
from engine.games.rettler.params import FOUR_PILE_3P, TWO_PLAYER_1, TWO_PLAYER_2
from engine.games.rettler.state import RettlerState
from engine.games.rettler.two_player import DrawState, TableauState

VARIANTS = ["two_player_1", "two_player_2", "four_pile_3p"]
PLAYERS = {"two_player_1": 2, "two_player_2": 2, "four_pile_3p": 3}


def c(code: str) -> Card:
    return cards(code)[0]


def fill(groups: list[list[Card]], sizes: list[int]) -> list[list[Card]]:
    """Complete each group to its size with the cards no group names (codes; every code
    twice in all)."""
    left = [x % DECK_STRIDE for x in range(2 * DECK_STRIDE)]
    for g in groups:
        for x in g:
            left.remove(x)
    out = []
    for g, size in zip(groups, sizes, strict=True):
        need = size - len(g)
        out.append(g + left[:need])
        left = left[need:]
    assert not left
    return out


def settle(state: RettlerState, bidder: int, trump: str = "S", count: int = 22) -> list[Any]:
    """Run the auction so that ``bidder`` wins at ``trump count``; the events."""
    events: list[Any] = []
    while state.phase in ("auction", "misdeal_offer"):
        seat = state.current_seat
        legal = state.legal_actions()
        bid = Bid(count, trump)
        if seat == bidder and bid in legal and not any(s == bidder for s, _ in state.bids):
            action: Action = bid
        elif Close() in legal:
            action = Close()
        else:
            action = next(a for a in legal if isinstance(a, Pass))
        events += state.apply(action)
    return events


def tableau_deal(seed: int = 1) -> TableauState:
    state = RettlerState.deal(TWO_PLAYER_1, 2, random.Random(seed))
    assert isinstance(state, TableauState)
    return state


def position(
    piles: list[list[list[str]]],
    hands: list[str],
    *,
    leader: int,
    declarer: int = 0,
    trump: str = "S",
    count: int = 22,
) -> TableauState:
    """A late R-VAR-1 position: each seat holds ``hands[s]`` and ``piles[s]`` (bottom card
    first; the middle card of a three-card pile lies face down); ``leader`` is to lead.
    A code's second occurrence is its second copy."""
    state = tableau_deal()
    settle(state, 0, trump, count)
    while state.phase == "discard":
        state.apply(state.legal_actions()[0])
    state.declarer = declarer
    face_down = 0
    total = []
    used: set[int] = set()

    def instance(code: int) -> int:
        x = code if code not in used else code + DECK_STRIDE
        assert x not in used
        used.add(x)
        return x

    for seat in range(2):
        hand = 0
        for x in cards(hands[seat]):
            hand |= 1 << instance(x)
        tops = 0
        seat_piles = []
        for pile in piles[seat]:
            codes = [instance(c(x)) for x in pile]
            seat_piles.append(tuple(codes))
            if codes:
                tops |= 1 << codes[-1]
            if len(codes) == 3:
                face_down |= 1 << codes[1]
        state.piles[seat] = tuple(seat_piles)
        state.tops[seat] = tops
        state.hands[seat] = hand | tops
        total.append(hand.bit_count() + sum(len(p) for p in seat_piles))
    assert total[0] == total[1]
    state.face_down = face_down
    state.pending = [0, 0]
    state.k = state.hand_size - total[0] + 1
    state.leader = state.seat_ = leader
    state.entitled = -1
    state._legal = None
    state._legal_mask = -1
    return state


def draw_deal(piles: list[list[str]] | None = None, dealer: int = 0) -> DrawState:
    given_piles = [cards(" ".join(p)) for p in piles] if piles else [[], [], []]
    groups = fill([*given_piles, []], [10, 10, 10, 78])
    return DrawState(TWO_PLAYER_2, groups[:3], groups[3], dealer=dealer)


def four_pile_deal(seed: int = 3) -> FourPileState:
    state = RettlerState.deal(FOUR_PILE_3P, 3, random.Random(seed), dealer=2)
    assert isinstance(state, FourPileState)
    return state
