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

from ...cards import BIT, IS_POINT, JOKER, JOKER_BIT, MIGHTY, RANK_OF, SUIT_MASK, Card, nth_bit
from ...core import OVER, DealResult
from ..family.tricks import DealRules
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


# --- the strong player's rollout policy (engine/games/napoleon/search.py), its tables ---
_STRENGTHS: dict[tuple[int, int, int], tuple[int, ...]] = {}


def strength(dr: DealRules, k: int, led: int) -> tuple[int, ...]:
    """Per card, how strongly it plays to trick ``k`` led in suit ``led`` (0: it cannot
    win), from N-TRICK-3..5 and -12..14; same-two and Yoromeki are left to the exact
    ``trick_winner``, which decides every trick of a rollout."""
    key = (id(dr), k, led)
    hit = _STRENGTHS.get(key)
    if hit is not None:
        return hit
    f = dr.feature_by_trick[k]
    assert f is not None
    trump_suits = dr.trump_by_led[led] if f.trump else ()
    right, left = dr.bowers_by_led[led] if f.bowers else ((), ())
    out = [0] * 54
    for c in range(52):
        suit = dr.suit_of[c]
        if f.mighty and c == MIGHTY:
            out[c] = 1000
        elif c in right:
            out[c] = 400
        elif c in left:
            out[c] = 300
        elif suit in trump_suits:
            out[c] = 200 + RANK_OF[c]
        elif suit == led:
            out[c] = 100 + RANK_OF[c]
    if dr.rules.joker_free:
        out[JOKER] = 500
    elif dr.rules.joker_follow_counts_as_led_suit:
        out[JOKER] = 201 if led in trump_suits else 101
    if len(_STRENGTHS) > 4000:
        _STRENGTHS.clear()
    hit = _STRENGTHS[key] = tuple(out)
    return hit


_STRENGTH_LEVELS: dict[tuple[int, int, int], tuple[int, ...]] = {}


def strength_levels(dr: DealRules, k: int, led: int) -> tuple[int, ...]:
    """The cards that can win trick ``k`` led in ``led`` as masks, strongest first, each
    mask's higher cards the stronger (a suit's run of plain ranks, or one special card):
    the strongest card of a set is the highest card of its first mask it meets (issue 23:
    cheaper than reading ``strength`` card by card)."""
    key = (id(dr), k, led)
    hit = _STRENGTH_LEVELS.get(key)
    if hit is not None:
        return hit
    table = strength(dr, k, led)
    ranked = sorted((c for c in range(54) if table[c] > 0), key=lambda c: -table[c])
    levels: list[int] = []
    for c in ranked:
        # joins the mask above while it stays a run: lower in numbering, same suit
        if levels and levels[-1] & -levels[-1] > BIT[c] and _one_suit(levels[-1] | BIT[c]):
            levels[-1] |= BIT[c]
        else:
            levels.append(BIT[c])
    if len(_STRENGTH_LEVELS) > 4000:
        _STRENGTH_LEVELS.clear()
    hit = _STRENGTH_LEVELS[key] = tuple(levels)
    return hit


def _one_suit(mask: int) -> bool:
    return not mask & JOKER_BIT and any(mask & ~SUIT_MASK[s] == 0 for s in range(4))


_DUMP_ORDERS: dict[int, tuple[Card, ...]] = {}


def dump_order(trumpish: int) -> tuple[Card, ...]:
    """Every card, the one worth least first: no point card, no trump, the lowest rank,
    then the lower numbering (the strong player's rollout, ``search._Rollout.dump``)."""
    hit = _DUMP_ORDERS.get(trumpish)
    if hit is None:
        hit = _DUMP_ORDERS[trumpish] = tuple(
            sorted(
                range(54),
                key=lambda c: (
                    (2 if IS_POINT[c] else 0) + (3 if BIT[c] & trumpish else 0),
                    RANK_OF[c] if c < 52 else 20,
                    c,
                ),
            )
        )
    return hit


__all__ = ["dump_order", "pick_bit", "play_out", "random_playout", "strength", "strength_levels"]
