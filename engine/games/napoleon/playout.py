"""Fast playouts: finish a deal with random legal choices, for AI rollouts and the benchmark.

The rules come from the same places as in ``NapoleonState.apply`` — ``DealRules.legal_mask``,
``DealRules.trick_winner`` and the state's own end-of-deal scoring — but the play phase runs
in one tight loop over int bitmasks without building action or event objects. The state
is advanced in place (copy it first to keep the original) and ends fully consistent: hands,
completed tricks, points and the result are what ``apply`` would have produced for the same
plays (``tests/napoleon/test_playout.py`` replays them through ``apply`` to check).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ...cards import BIT, IS_POINT, JOKER, nth_bit
from ...core import OVER, DealResult
from .params import URAKO
from .state import PLAY, NapoleonState
from .view import CompletedTrick


def pick_bit(mask: int, rand: Callable[[], float]) -> int:
    """A uniformly chosen set bit of ``mask`` (a card of a hand bitmask)."""
    return nth_bit(mask, int(rand() * mask.bit_count()))


def random_playout(state: NapoleonState, rng: random.Random) -> DealResult:
    """Play ``state`` to its end with uniformly random legal choices and return the result.

    Phases before the play go through the public ``legal_actions``/``apply`` (a handful of
    decisions); the play phase uses ``play_out``, except for a variant layout (N-VAR: its
    cards move between piles, stock and hands), whose every card goes through ``apply``.
    """
    rand = rng.random
    while state.phase_ != OVER:
        if state.phase_ == PLAY and state.trump != URAKO and type(state) is NapoleonState:
            play_out(state, rand)
        else:
            legal = state.legal_actions()
            action = legal[int(rand() * len(legal))]
            if state.phase_ == PLAY:
                state.apply(action)
            else:
                # an action taken from legal_actions() needs no second legality check
                state._dispatch(action)
    assert state.result is not None
    return state.result


def play_out(state: NapoleonState, rand: Callable[[], float]) -> None:
    """Play every remaining card of ``state`` (in the play phase) at random."""
    if state.trump == URAKO:  # N-VAR-7: every lead declares a kind; use the state's actions
        while state.phase_ == PLAY:
            actions = state.legal_actions()
            state._dispatch(actions[int(rand() * len(actions))])
        return
    dr = state.deal_rules
    assert dr is not None
    legal_mask = dr.legal_mask
    trick_winner = dr.trick_winner
    hands = state.hands
    players = state.players
    last = state.hand_size
    points_by_seat = state.points_by_seat
    point_cards_won = state.point_cards_won
    completed = state.completed
    named_mask = state.named_mask
    stop_early = state.rules.stop_when_decided
    state._legal_mask = -1
    cards = state.trick
    seats = state.trick_seats
    named = state.named_suit
    seat = state.seat_
    while True:
        k = state.k
        while len(cards) < players:
            hand = hands[seat]
            legal = legal_mask(hand, cards, k, named)
            for _ in range(int(rand() * legal.bit_count())):  # pick_bit, inlined
                legal &= legal - 1
            card = (legal & -legal).bit_length() - 1
            if not cards and card == JOKER and dr.joker_lead_needs_suit(k):
                named = int(rand() * 4)
            hands[seat] = hand & ~BIT[card]
            if named_mask & BIT[card] and card not in state.revealed:
                state.revealed.append(card)
            cards.append(card)
            seats.append(seat)
            seat = seat + 1 if seat + 1 < players else 0
        outcome = trick_winner(cards, k, named)
        winner = seats[outcome.position]
        points = 0
        for c in cards:
            if IS_POINT[c]:
                points |= BIT[c]
        if points:
            point_cards_won[winner] |= points
            points_by_seat[winner] += points.bit_count()
        completed.append(
            CompletedTrick(
                k, seats[0], tuple(zip(seats, cards, strict=True)), winner, named, outcome.reason
            )
        )
        cards = []
        seats = []
        named = -1
        seat = winner
        state.k = k + 1
        if k == last or (stop_early and state._decided_early()):
            state.early_stop = k < last
            break
    state.trick = cards
    state.trick_seats = seats
    state.named_suit = -1
    state.leader = state.seat_ = seat
    state.finish()


__all__ = ["pick_bit", "play_out", "random_playout"]
