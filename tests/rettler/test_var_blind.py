"""Blind stand Rettler (R-VAR-5 = N-VAR-6 for Rettler): bid, trump and call seeing one
face-up card; the adjutant limit R-ADJ-3 is judged from that card only.

Each rule sentence has a hand-made position; hypothesis properties play random deals (cards
conserved, a legal move until the end, zero-sum scores); the bot bids from what it sees only.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import Bid, CallAdjutant, Close, Pass
from engine.cards import DECK_STRIDE, MIGHTY, Card, make_card, two_decks
from engine.deal_log import DealLog, log_from_record, to_record
from engine.errors import IllegalActionError, PresetError
from engine.events import BlindCardShown, Dealt, HandsLifted, KittyTaken
from engine.games.rettler import new_deal
from engine.games.rettler.actions import EndAdjutantCall
from engine.games.rettler.blind import BlindRettlerState
from engine.games.rettler.params import BLIND_STAND, BOOK, load_preset, preset_from_dict
from engine.games.rettler.state import RettlerState
from engine.games.rettler.strategy import RettlerBot
from engine.match import Match
from engine.record import Node, replay_node
from engine.registry import DealSetup

SA, H5, DJ, CA = make_card(0, 14), make_card(1, 5), make_card(2, 11), make_card(3, 14)
SA2, H52 = SA + DECK_STRIDE, H5 + DECK_STRIDE


def _deal_4(shown: list[Card] | None = None, seed: int = 1) -> BlindRettlerState:
    """Four players (26 cards each, 4 in the kitty): seat 0 holds both ♠A and the red ♡5,
    seat 1 the blue ♡5 and a ♢J; the face-up cards are seat 0's ♡5 and seat 1's ♢J."""
    fixed = (SA, SA2, H5, H52, DJ)
    rest = [c for c in two_decks() if c not in fixed]
    random.Random(seed).shuffle(rest)
    hands = [[SA, SA2, H5, *rest[:23]], [H52, DJ, *rest[23:47]], rest[47:73], rest[73:99]]
    kitty = rest[99:]
    face_up = shown or [H5, DJ, hands[2][0], hands[3][0]]
    return BlindRettlerState(BLIND_STAND, hands, kitty, face_up, dealer=3, opening_seat=0)


def _stand(state: RettlerState, trump: str = "H") -> None:
    """Seat 0 bids 25 blind, the others pass, seat 0 closes (N-BID-10, R-BID-6)."""
    state.apply(Bid(25, trump))
    while state.phase == "auction":
        state.apply(Close() if Close() in state.legal_actions() else Pass())


# --- the preset and its checks -------------------------------------------------------------


def test_preset_is_book_with_the_blind_stand_only():
    assert load_preset("blind_stand") is BLIND_STAND
    book = BOOK.model_dump()
    differ = {k for k, v in BLIND_STAND.model_dump().items() if book[k] != v} - {"name", "title"}
    assert differ == {"blind_stand", "misdeal"}
    assert not BOOK.blind_stand and not BOOK.call_by_deck


def test_a_blind_stand_with_misdeals_is_refused_naming_the_field():
    with pytest.raises(PresetError) as info:
        preset_from_dict({"base": "book", "blind_stand": True})
    assert info.value.field == "misdeal" and "R-VAR-5" in str(info.value)


# --- the deal ----------------------------------------------------------------------------


def test_every_seat_turns_one_card_face_up_for_everybody():
    state = _deal_4()
    opening = state.opening_events()
    assert opening[0] == Dealt(
        3, ((H5,), (DJ,), (state.blind_cards[2],), (state.blind_cards[3],)), 4
    )
    shown = [e for e in opening[1:] if isinstance(e, BlindCardShown)]
    assert [e.seat for e in shown] == [0, 1, 2, 3]
    assert [e.card for e in shown] == list(state.blind_cards)
    for seat in range(4):
        assert state.view_for(seat).blind_cards == state.blind_cards


def test_the_face_up_card_is_random_and_reproducible():
    a = new_deal(BLIND_STAND, 5, random.Random(7), DealSetup(0, 1))
    b = new_deal(BLIND_STAND, 5, random.Random(7), DealSetup(0, 1))
    assert isinstance(a, BlindRettlerState) and a.blind_cards == b.blind_cards
    for seat, card in enumerate(a.blind_cards):
        assert a.hands[seat] >> card & 1
    seen = {
        new_deal(BLIND_STAND, 4, random.Random(s), DealSetup(0, 1)).blind_cards for s in range(6)
    }
    assert len(seen) == 6


def test_during_the_auction_a_seat_sees_only_its_face_up_card():
    state = _deal_4()
    view = state.view_for(0)
    assert view.hand_unseen and view.hand == (H5,)
    assert view.held(SA) == 0 and view.held(H5) == 1
    assert view.hand_sizes == (26, 26, 26, 26)


def test_no_misdeal_is_offered():
    state = _deal_4()
    assert state.phase == "auction"


# --- R-VAR-5: R-ADJ-3 judged from the face-up card ---------------------------------------


def test_one_adjutant_only_the_face_up_cards_code_may_be_called():
    """Seat 0 holds both ♠A unseen: under the book calling ♠A would be a decoy (0 adjutants);
    judged from the face-up ♡5 only, ♠A counts 2 > 1 and is refused citing R-VAR-5."""
    state = _deal_4()
    _stand(state)
    calls = [a for a in state.legal_actions() if isinstance(a, CallAdjutant)]
    assert calls == [CallAdjutant(H5)]
    rule, reason = state.explain_illegal(CallAdjutant(SA)) or ("", "")
    assert rule == "R-VAR-5" and "face-up" in str(reason)
    with pytest.raises(IllegalActionError):
        state.apply(CallAdjutant(SA))
    book = RettlerState(BOOK, [cards_of(state, s) for s in range(4)], state.kitty, opening_seat=0)
    _stand(book)
    assert CallAdjutant(SA) in book.legal_actions()


def cards_of(state: RettlerState, seat: int) -> list[Card]:
    return state.hand(seat)


def test_with_two_adjutants_one_unseen_code_uses_the_whole_limit():
    """Six players (two adjutants): any code may be called first (2 outside copies), then
    only the face-up card's code would fit — and that is already over the limit."""
    state = new_deal(BLIND_STAND, 6, random.Random(3), DealSetup(0, 1))
    assert isinstance(state, BlindRettlerState)
    seat = state.current_seat
    assert seat is not None
    state.apply(Bid(25, "S"))
    while state.phase == "auction":
        state.apply(Close() if Close() in state.legal_actions() else Pass())
    calls = [a for a in state.legal_actions() if isinstance(a, CallAdjutant)]
    assert len(calls) == 54
    mine = state.blind_cards[seat] % DECK_STRIDE
    other = MIGHTY if mine != MIGHTY else CA
    state.apply(CallAdjutant(other))
    assert state.legal_actions() == [EndAdjutantCall()]
    assert state.explain_illegal(CallAdjutant(mine))[0] == "R-VAR-5"


def test_the_call_is_made_blind_and_then_everybody_picks_up_his_hand():
    state = _deal_4()
    _stand(state)
    assert state.view_for(1).hand_unseen
    state.apply(CallAdjutant(H5))
    assert state.view_for(1).is_adjutant is False  # he has not looked: his face-up card is ♢J
    events = state.apply(EndAdjutantCall())
    assert isinstance(events[0], HandsLifted) and isinstance(events[1], KittyTaken)
    assert events[0].hands[1] is not None and set(events[0].hands[1]) >= {H52, DJ}
    assert events[0].for_seat(2).hands[1] is None  # type: ignore[attr-defined]
    view = state.view_for(1)
    assert not view.hand_unseen and len(view.hand) == 26 and view.is_adjutant
    assert state.phase == "discard"


def test_adjutancy_is_decided_by_the_real_hands():
    """R-ADJ-2 as usual: the other ♡5 is in seat 1's hand, so seat 1 is the adjutant."""
    state = _deal_4()
    _stand(state)
    state.apply(CallAdjutant(H5))
    state.apply(EndAdjutantCall())
    while state.phase == "discard":
        state.apply(state.legal_actions()[0])
    assert state.adjutants == (1,)


def test_calling_the_own_face_up_card_can_be_a_decoy():
    """Seat 0 shows ♡5 and unknowingly holds both: calling it makes nobody an adjutant (an
    intentional one-person stand, legal: D-05)."""
    fixed = (SA, H5, H52)
    rest = [c for c in two_decks() if c not in fixed]
    random.Random(4).shuffle(rest)
    hands = [[SA, H5, H52, *rest[:23]], rest[23:49], rest[49:75], rest[75:101]]
    state = BlindRettlerState(
        BLIND_STAND, hands, rest[101:], [H5, *(h[0] for h in hands[1:])], opening_seat=0
    )
    _stand(state)
    state.apply(CallAdjutant(H5))
    state.apply(EndAdjutantCall())
    while state.phase == "discard":
        state.apply(state.legal_actions()[0])
    assert state.adjutants == ()


def test_calling_a_face_up_card_of_another_seat_shows_its_holder():
    state = _deal_4(shown=None)
    face_up_2 = state.blind_cards[2] % DECK_STRIDE
    fixed = (SA, SA2, H5, H52, DJ)
    assert face_up_2 not in fixed
    # six players would allow any code; here a 4-player Rettler calls only his own code, so
    # check the public inference on a hand-made call list instead
    state.called, state.call_decks = [face_up_2], [None]
    assert 2 in state.view_for(3).known_adjutants


def test_the_deal_then_goes_on_as_in_book():
    state = _deal_4()
    _stand(state, "S")
    state.apply(CallAdjutant(H5))
    state.apply(EndAdjutantCall())
    bots = [RettlerBot(s) for s in range(4)]
    while state.current_seat is not None:
        seat = state.current_seat
        state.apply(bots[seat].choose(state.view_for(seat)))
    assert state.result is not None and sum(state.result.scores) == 0
    assert state.view_for(2).blind_cards == state.blind_cards


# --- the bot -----------------------------------------------------------------------------


def test_the_bot_stands_blind_only_with_a_strong_face_up_card():
    fixed = (SA, SA2, H5, H52, DJ)
    rest = [c for c in two_decks() if c not in fixed]
    random.Random(2).shuffle(rest)
    hands = [[DJ, SA, *rest[:24]], [H5, SA2, *rest[24:48]], rest[48:74], [H52, *rest[74:99]]]
    state = BlindRettlerState(
        BLIND_STAND, hands, rest[99:], [DJ, H5, hands[2][0], H52], opening_seat=1
    )
    bot = RettlerBot(0)
    action, reason = bot.explain(state.view_for(1))
    assert action == Pass() and "R-VAR-5" in reason  # ♡5 is not enough
    state.apply(action)
    while state.current_seat != 0:
        state.apply(Pass())
    action, reason = bot.explain(state.view_for(0))
    assert action == Bid(25, "D") and "R-VAR-5" in reason  # the ♢J: diamonds at 25


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_the_bot_cannot_read_the_unseen_cards(seed: int):
    """Two deals with the same face-up cards but different hidden cards: the bot (and so the
    hint) decides the same in the whole blind phase."""
    rng = random.Random(seed)
    shown = rng.sample(two_decks(), 4)
    others = [c for c in two_decks() if c not in shown]

    def make(order_seed: int) -> BlindRettlerState:
        cards = others[:]
        random.Random(order_seed).shuffle(cards)
        hands = [[shown[s], *cards[25 * s : 25 * s + 25]] for s in range(4)]
        return BlindRettlerState(BLIND_STAND, hands, cards[100:], shown, opening_seat=seed % 4)

    a, b = make(seed), make(seed + 1)
    bot = RettlerBot(0)
    while a.phase in ("auction", "adjutant_call") and a.phase == b.phase:
        va, vb = a.view_for(a.current_seat), b.view_for(b.current_seat)
        assert va.hand == vb.hand and va.legal == vb.legal
        ca, cb = bot.explain(va), bot.explain(vb)
        assert ca == cb
        a.apply(ca[0])
        b.apply(cb[0])


# --- properties over random deals ----------------------------------------------------------


def _where(state: RettlerState) -> int:
    """Every instance's place: hands, the kitty (until taken), discards, rounds; each once."""
    masks = list(state.hands)
    if state.kitty_on_table:
        masks.append(sum(1 << c for c in state.kitty))
    masks.append(sum(1 << c for c in state.discards))
    for _, cards in state.round_plays:
        masks.append(sum(1 << c for c in cards))
    masks.append(sum(1 << c for c in state.partial))
    total = 0
    for m in masks:
        assert not total & m, "a card is in two places"
        total |= m
    return total


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.sampled_from([4, 5, 6, 7, 8]))
def test_random_deals_conserve_cards_and_always_have_a_move(seed: int, players: int):
    state = new_deal(BLIND_STAND, players, random.Random(seed), DealSetup(0, 1))
    rng = random.Random(seed)
    while state.current_seat is not None:
        legal = state.legal_actions()
        assert legal
        state.apply(legal[rng.randrange(len(legal))])
        if state.phase == "play" and state.ctx is None:
            played = sum(len(c) for r in state.completed for _, c in r.plays)
            assert _where(state).bit_count() == 2 * DECK_STRIDE - played
    assert state.result is not None and sum(state.result.scores) == 0


# --- records ---------------------------------------------------------------------------------


def test_a_bot_played_deal_is_written_and_replayed():
    match = Match.create("rettler", "blind_stand", 5, 4)
    bots = [RettlerBot(s) for s in range(5)]
    for _ in range(3):
        state = match.new_deal()
        actions = []
        while state.current_seat is not None:
            action = bots[state.current_seat].choose(state.view_for(state.current_seat))
            actions.append(action)
            state.apply(action)
        match.record(state, actions)
        log = match.logs[-1]
        assert log is not None
        record = json.loads(json.dumps(to_record(log, list("ABCDE"), "test")))
        assert set(record["blind_cards"]) == set("ABCDE")
        report = replay_node(Node(record))
        assert report.ok, report.errors
        again = log_from_record(Node(record)).final_state()
        assert again.result is not None and again.result.scores == state.result.scores
        assert DealLog.from_json(json.loads(json.dumps(log.to_json()))).actions == actions


def test_a_record_with_a_face_up_card_not_in_the_hand_is_refused():
    match = Match.create("rettler", "blind_stand", 4, 2)
    state = match.new_deal()
    bots = [RettlerBot(s) for s in range(4)]
    actions = []
    while state.current_seat is not None:
        action = bots[state.current_seat].choose(state.view_for(state.current_seat))
        actions.append(action)
        state.apply(action)
    match.record(state, actions)
    assert match.logs[-1] is not None
    record = to_record(match.logs[-1], list("ABCD"), "test")
    mine = set(record["hands"]["A"])
    record["blind_cards"]["A"] = next(c for c in record["hands"]["B"] if c not in mine)
    report = replay_node(Node(record))
    assert not report.ok and "blind_cards" in str(report.errors[0])


def test_copy_keeps_the_class_and_the_face_up_cards():
    state = _deal_4()
    _stand(state)
    other = state.copy()
    assert type(other) is BlindRettlerState
    assert other.blind_cards == state.blind_cards and other.lifted is False
    other.apply(CallAdjutant(H5))
    other.apply(EndAdjutantCall())
    assert other.lifted and not state.lifted and state.called == []
