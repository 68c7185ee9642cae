"""Fast random playouts of Rettler deals, for the benchmark and AI rollouts.

The rules come from the same places as in ``RettlerState.apply`` — ``lead_options``-style
masks, ``follow_mask``, ``RoundRules.context``, ``resolve`` and the state's own scoring —
but the play phase runs in one loop over int masks without action or event objects. The
state is advanced in place (copy it first to keep the original) and ends consistent: hands,
completed rounds, points and the result are what ``apply`` gives for the same plays
(``tests/rettler/test_rettler_properties.py`` replays them through ``apply``).

Choices: a uniformly random lead among the distinct cards, pairs and bombs the leader may
lead (then a random named suit where one is needed, and a random use of a point-request
right); every follow card uniformly among the legal ones.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ...cards import BIT, CODE_MASK, DECK_STRIDE, IS_POINT, JOKER, NO_SUIT, nth_bit
from ...core import OVER, DealResult
from .legality import BRIDGE_BIT, JOKER_BIT, bombs, follow_mask, single_follow_mask
from .rounds import resolve, resolve_singles
from .scoring import outcome_decided
from .state import PLAY, CompletedRound, RettlerState

__all__ = ["play_out", "random_playout"]


def random_playout(state: RettlerState, rng: random.Random) -> DealResult:
    """Play ``state`` to its end with random legal choices and return the result.

    The phases before the play go through ``legal_actions``/``_dispatch`` (a couple of dozen
    decisions); the play phase uses ``play_out``.
    """
    rand = rng.random
    while state.phase_ != OVER:
        if state.phase_ == PLAY and not state.partial and state.ctx is None:
            play_out(state, rand)
        else:
            legal = state.legal_actions()
            state._dispatch(legal[int(rand() * len(legal))])
    assert state.result is not None
    return state.result


def play_out(state: RettlerState, rand: Callable[[], float]) -> None:
    """Play every remaining round of ``state`` (in the play phase, at a round's start)."""
    rr = state.round_rules
    assert rr is not None
    hands = state.hands
    players = state.players
    last = state.hand_size
    context = rr.context
    thresholds = state.thresholds
    rank_mask = _FOURS if rr.kind == "igo_nt" else _JACKS
    first_banned = rr.has_edges
    waivable = state.rules.point_request_waivable
    stop_early = state.rules.stop_when_decided
    called = 0
    for c in state.called:
        called |= BIT[c]
    revealed = state.revealed
    nt = rr.napoleon.is_nt
    orders = [[(s + i) % players for i in range(players)] for s in range(players)]
    followers = [order[1:] for order in orders]
    stride, low_mask = DECK_STRIDE, CODE_MASK
    points_by_seat = state.points_by_seat
    won = state.point_cards_won
    completed = state.completed
    played = state.played

    def take(hand: int, seat: int, c: int, into: list[int]) -> int:
        """Play a copy of code ``c`` from ``seat``'s ``hand`` (the first copy if held): the
        instance goes to ``into``, the code is counted played, a called code revealed
        (R-INFO-2); returns the hand left."""
        played[c] += 1
        b = 1 << c
        if called & b:
            revealed.add((seat, c))
        if hand & b:
            into.append(c)
            return hand ^ b
        into.append(c + stride)
        return hand ^ (b << stride)

    seat = state.seat_
    k = state.k
    while k <= last:
        # --- the lead (R-PLAY-4) ---------------------------------------------------------
        hand = hands[seat]
        low = hand & CODE_MASK
        high = hand >> DECK_STRIDE
        lo, hi = low | high, low & high
        banned = JOKER_BIT if first_banned and k == 1 else 0
        singles = lo & ~banned & ~(0 if k == last else BRIDGE_BIT)
        pairs = hi & ~banned & ~(0 if k + 1 == last else BRIDGE_BIT)
        found = (
            bombs(rr, k, lo, hi, thresholds)
            if (lo & rank_mask).bit_count() + (hi & rank_mask).bit_count() >= thresholds[1]
            else ()
        )
        n_single = singles.bit_count()
        n_pair = pairs.bit_count()
        pick = int(rand() * (n_single + n_pair + len(found)))
        bomb = False
        named = NO_SUIT
        if pick < n_single:
            c = nth_bit(singles, pick)
            cards: tuple[int, ...] = (c,)
        elif pick < n_single + n_pair:
            c = nth_bit(pairs, pick - n_single)
            cards = (c, c)
        else:
            cards, named = found[pick - n_single - n_pair]
            bomb = True
        if nt and cards[0] >= JOKER and not bomb:  # R-PLAY-4: a joker or bridge names a suit
            named = int(rand() * 4)
        request = state.entitled == seat and not bomb and (not waivable or rand() < 0.5)
        state.entitled = -1
        size = len(cards)
        ctx = context(k, size, cards[0], named, request, bomb)
        instances: list[int] = []
        for c in cards:
            hand = take(hand, seat, c, instances)
        hands[seat] = hand
        seats = orders[seat]
        # --- the followers (R-PLAY-10) ---------------------------------------------------
        if size == 1:
            codes = [cards[0]]
            plays_list = [(seat, cards)]
            led_mask = ctx.plain_follow
            for s in followers[seat]:  # the hot path: ``take`` inlined
                hand = hands[s]
                lo = (hand | hand >> stride) & low_mask
                legal = (lo & led_mask or lo) if led_mask else single_follow_mask(ctx, lo)
                for _ in range(int(rand() * legal.bit_count())):
                    legal &= legal - 1
                c = (legal & -legal).bit_length() - 1
                b = 1 << c
                if hand & b:
                    hands[s] = hand ^ b
                    instances.append(c)
                else:
                    hands[s] = hand ^ (b << stride)
                    instances.append(c + stride)
                if called & b:
                    revealed.add((s, c))
                played[c] += 1
                codes.append(c)
                plays_list.append((s, (c,)))
            outcome = resolve_singles(ctx, codes)
            taken = instances
        else:
            plays_list = [(seat, cards)]
            taken = instances
            for s in followers[seat]:
                hand = hands[s]
                mine: list[int] = []
                for _ in range(size):
                    low = hand & CODE_MASK
                    high = hand >> DECK_STRIDE
                    legal = follow_mask(ctx, low | high, low & high, mine)
                    c = nth_bit(legal, int(rand() * legal.bit_count()))
                    hand = take(hand, s, c, taken)
                    mine.append(c)
                hands[s] = hand
                plays_list.append((s, tuple(mine)))
            outcome = resolve(ctx, [p for _, p in plays_list])
        # --- the winner (R-RANK-1) -----------------------------------------------------
        winner = seats[outcome.position]
        points = [i for i in taken if POINT_INSTANCE[i]]
        if points:
            points_by_seat[winner] += len(points)
            won[winner].extend(points)
        completed.append(
            CompletedRound(
                k, size, seat, tuple(plays_list), winner, named, request, bomb, outcome.reason
            )
        )
        k += size
        seat = winner
        if outcome.grants_point_request:
            state.entitled = winner
        if stop_early and k <= last:
            state.k = k
            side, coalition = state.side_totals()
            if outcome_decided(state.count, side, coalition, reverse=state.reverse):
                state.early_stop = True
                break
    state.k = k
    state.leader = state.seat_ = seat
    state.finish()


POINT_INSTANCE = IS_POINT + IS_POINT  # by instance id (R-COMP-3)
_JACKS = sum(BIT[c] for c in range(52) if c % 13 == 9)  # bomb cards (R-BOMB-3)
_FOURS = sum(BIT[c] for c in range(52) if c % 13 == 2)  # igo_nt bombs
