"""Hypothesis over random 4-8 player deals, played by the random and the rule-based
players: every card is accounted for (R-COMP-1), the point cards total 40 (R-END-1), scores
are zero-sum (R-SCORE-9), every round's winner is R-RANK-1's and every follow R-PLAY-10's;
the fast playout (bench, AI rollouts) ends exactly as the public API would."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import CallAdjutant, Discard, PlayCard
from engine.ai import make_bot
from engine.cards import DECK_STRIDE, IS_POINT
from engine.games.rettler.actions import EndAdjutantCall, Lead
from engine.games.rettler.legality import is_legal_follow
from engine.games.rettler.params import BOOK
from engine.games.rettler.playout import random_playout
from engine.games.rettler.rounds import resolve
from engine.games.rettler.state import RettlerState

PLAYED = ("declarer_side_wins", "coalition_wins")


def _play(state: RettlerState, level: str, seed: int) -> None:
    bots = [make_bot("rettler", level, seed + i) for i in range(state.players)]
    while state.current_seat is not None:
        seat = state.current_seat
        state.apply(bots[seat].choose(state.view_for(seat)))


@settings(max_examples=40, deadline=None)
@given(
    players=st.integers(4, 8),
    seed=st.integers(0, 10**9),
    level=st.sampled_from(("random", "normal")),
)
def test_a_whole_deal_keeps_the_rules(players, seed, level):
    state = RettlerState.deal(BOOK, players, random.Random(seed), dealer=seed % players)
    _play(state, level, seed)
    result = state.result
    assert result is not None and sum(result.scores) == 0
    if result.outcome not in PLAYED:
        return
    # every card once: the rounds, the discards, and the kitty taken (R-COMP-1, R-DEAL-1)
    played = Counter(c for r in state.completed for _, cards in r.plays for c in cards)
    assert sum(played.values()) == players * state.hand_size
    everything = played + Counter(c % DECK_STRIDE for c in state.discards)
    assert everything == Counter(list(range(DECK_STRIDE)) * 2)
    # the point cards (R-END-1) and the trick counter (R-PLAY-2)
    side, coalition = state.side_totals()
    assert side + coalition == 40 == sum(IS_POINT[c] for c in everything.elements())
    assert sum(r.size for r in state.completed) == state.hand_size
    # every round replayed from the hands: legal follows, the resolver's winner
    assert state.round_rules is not None
    hands = [Counter(c % DECK_STRIDE for c in cards) for cards in _hands_after_exchange(state)]
    for r in state.completed:
        ctx = state.round_rules.context(
            r.first_trick, r.size, r.plays[0][1][0], r.named_suit, r.point_request, r.bomb
        )
        for i, (seat, cards) in enumerate(r.plays):
            if i:
                assert is_legal_follow(ctx, list(hands[seat].elements()), cards), (r, seat)
            hands[seat] -= Counter(cards)
        out = resolve(ctx, [cards for _, cards in r.plays])
        assert r.plays[out.position][0] == r.winner and out.reason == r.reason


def _hands_after_exchange(state: RettlerState) -> list[list[int]]:
    hands = [list(_codes(h)) for h in state.initial_hands]
    hands[state.declarer] += [c % DECK_STRIDE for c in state.kitty]
    for c in state.discards:
        hands[state.declarer].remove(c % DECK_STRIDE)
    return hands


def _codes(mask: int) -> list[int]:
    return [c % DECK_STRIDE for c in range(2 * DECK_STRIDE) if mask >> c & 1]


@settings(max_examples=30, deadline=None)
@given(players=st.integers(4, 8), seed=st.integers(0, 10**9))
def test_the_fast_playout_ends_as_the_public_api_would(players, seed):
    """Every round the playout plays is fed through ``apply``: same winners, same result."""
    rules = BOOK.model_copy(update={"misdeal": False})
    state = RettlerState.deal(rules, players, random.Random(seed))
    random_playout(state, random.Random(seed + 1))
    replay = RettlerState(
        rules,
        [_codes(h) for h in state.initial_hands],
        [c % DECK_STRIDE for c in state.kitty],
        dealer=state.dealer,
        opening_seat=state.opening_seat,
    )
    for seat, action in state.bids:
        assert replay.current_seat == seat
        replay.apply(action)
    if state.declarer < 0:
        assert replay.result is not None and replay.result.outcome == state.result.outcome
        return

    for code in state.called:
        replay.apply(CallAdjutant(code))
    replay.apply(EndAdjutantCall())
    for c in state.discards:
        replay.apply(Discard(c))
    for r in state.completed:
        lead_seat, lead = r.plays[0]
        assert replay.current_seat == lead_seat
        replay.apply(Lead(lead, None if r.named_suit < 0 else r.named_suit, r.point_request))
        for _seat, cards in r.plays[1:]:
            for c in cards:
                replay.apply(PlayCard(c))
        assert replay.completed[-1] == r
    assert replay.result is not None and state.result is not None
    assert replay.result.scores == state.result.scores
    assert replay.points_by_seat == state.points_by_seat
