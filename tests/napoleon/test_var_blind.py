"""Blind stand (見切り立ちナポレオン, N-VAR-6): bid, trump and call seeing one face-up card.

Each rule sentence has a hand-made position; hypothesis properties play random deals (cards
conserved, a legal move until the end, zero-sum scores); the bot bids from what it sees only.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import Bid, CallAdjutant, Close, Discard, Pass, PlayCard
from engine.cards import BIT, Card, cards_in, make_card, mask_of, napoleon_deck
from engine.deal_log import DealLog, log_from_record, to_record
from engine.errors import PresetError
from engine.events import BlindCardShown, Dealt, HandsLifted, KittyTaken
from engine.games.napoleon import new_deal
from engine.games.napoleon.blind import BlindStandState
from engine.games.napoleon.params import BLIND_STAND, BOOK, load_preset, preset_from_dict
from engine.games.napoleon.strategy import NapoleonBot
from engine.match import Match
from engine.record import Node, replay_node
from engine.registry import DealSetup

DECK = napoleon_deck()
ALL = mask_of(DECK)
SA, HA, H5, DJ, C2 = (make_card(0, 14), make_card(1, 14), make_card(1, 5), make_card(2, 11), 39)


def _deal_4(blind: list[Card] | None = None, seed: int = 1) -> BlindStandState:
    """Four players, 12 cards each, 5 in the kitty; seat 0 holds ♠A, ♡A, ♡5; seat 1 ♢J."""
    rest = [c for c in DECK if c not in (SA, HA, H5, DJ)]
    random.Random(seed).shuffle(rest)
    hands = [[SA, HA, H5, *rest[:9]], [DJ, *rest[9:20]], rest[20:32], rest[32:44]]
    kitty = rest[44:]
    shown = blind or [H5, DJ, hands[2][0], hands[3][0]]
    return BlindStandState(BLIND_STAND, hands, kitty, shown, dealer=3, opening_seat=0)


def _stand_hearts(state: BlindStandState) -> None:
    """Seat 0 bids ♡14 blind, the others pass, seat 0 closes (N-BID-10)."""
    state.apply(Bid(14, "H"))
    while state.phase == "auction":
        state.apply(Close() if Close() in state.legal_actions() else Pass())


# --- the preset and its checks -------------------------------------------------------------


def test_preset_is_book_with_the_blind_stand_only():
    assert load_preset("blind_stand") is BLIND_STAND
    differ = {k for k, v in BLIND_STAND.model_dump().items() if BOOK.model_dump()[k] != v} - {
        "name",
        "title",
    }
    assert differ == {"blind_stand", "misdeal"}
    assert BLIND_STAND.players == BOOK.players


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"base": "book", "blind_stand": True}, "misdeal"),
        (
            {"base": "blind_stand", "allow_own_adjutant_card": False},
            "allow_own_adjutant_card",
        ),
        ({"base": "blind_stand", "imperialism": True}, "blind_stand"),
        ({"base": "blind_stand", "deal_layout": "two_player_draw"}, "blind_stand"),
    ],
)
def test_impossible_combinations_are_refused_naming_the_field(data, field):
    with pytest.raises(PresetError) as info:
        preset_from_dict(data)
    assert info.value.field == field
    assert "N-VAR-6" in str(info.value)


# --- N-VAR-6 sentence 1: one card of each hand is turned face up for everybody -------------


def test_every_seat_turns_one_card_face_up_for_everybody():
    state = _deal_4()
    events = state.opening_events()
    assert isinstance(events[0], Dealt)
    shown = [e for e in events if isinstance(e, BlindCardShown)]
    assert [(e.seat, e.card) for e in shown] == [
        (0, H5),
        (1, DJ),
        (2, state.blind_cards[2]),
        (3, state.blind_cards[3]),
    ]
    for seat in range(4):
        view = state.view_for(seat)
        assert view.blind_cards == state.blind_cards  # public
        # the deal shows a seat only its own face-up card
        assert events[0].for_seat(seat).hands[seat] == (state.blind_cards[seat],)


def test_the_face_up_card_is_random_and_reproducible():
    seen = set()
    for seed in range(20):
        a = new_deal(BLIND_STAND, 5, random.Random(seed), DealSetup(0, 1))
        b = new_deal(BLIND_STAND, 5, random.Random(seed), DealSetup(0, 1))
        assert isinstance(a, BlindStandState) and a.blind_cards == b.blind_cards
        for seat, card in enumerate(a.blind_cards):
            assert a.hands[seat] & BIT[card]
        seen.add(a.blind_cards[0] in cards_in(a.hands[0])[:3])
    assert seen == {True, False}  # not always the lowest cards


# --- sentence 2: auction, trump and call without looking at the remaining cards -----------


def test_during_the_auction_a_seat_sees_only_its_face_up_card():
    state = _deal_4()
    assert state.phase == "auction"
    for seat in range(4):
        view = state.view_for(seat)
        assert view.hand_unseen
        assert view.hand == (state.blind_cards[seat],)
        assert view.hand_mask == BIT[state.blind_cards[seat]]
        assert view.hand_sizes == (12, 12, 12, 12)  # the number of cards is known
    # seat 0 holds the Mighty and the ♡A but knows only its ♡5
    assert not state.view_for(0).hand_mask & BIT[SA]


def test_no_misdeal_is_offered_even_for_a_bust_hand():
    bust = [make_card(s, r) for s in range(4) for r in (3, 5, 6)]  # 12 cards, no 2/4/honour
    rest = [c for c in DECK if c not in bust]
    hands = [bust, rest[:12], rest[12:24], rest[24:36]]
    state = BlindStandState(BLIND_STAND, hands, rest[36:], [h[0] for h in hands])
    assert state.phase == "auction"  # N-MIS-3 needs a look at the hand: DECISION, none


def test_the_adjutant_call_is_made_blind_and_then_everybody_picks_up_his_hand():
    state = _deal_4()
    _stand_hearts(state)
    assert state.phase == "adjutant_call" and state.current_seat == 0
    view = state.view_for(0)
    assert view.hand_unseen and view.hand == (H5,)
    assert CallAdjutant(DJ) in view.legal
    events = state.apply(CallAdjutant(DJ))
    kinds = [type(e) for e in events]
    assert kinds.index(HandsLifted) < kinds.index(KittyTaken)  # look first, then the kitty
    lifted = next(e for e in events if isinstance(e, HandsLifted))
    assert lifted.for_seat(2).hands[2] is not None and lifted.for_seat(2).hands[1] is None
    view = state.view_for(0)
    assert not view.hand_unseen and SA in view.hand and HA in view.hand  # hand + kitty
    assert state.phase == "discard"


def test_calling_a_face_up_card_shows_everybody_who_the_adjutant_is():
    state = _deal_4()
    _stand_hearts(state)
    state.apply(CallAdjutant(DJ))  # seat 1's face-up ♢J
    for seat in range(4):
        assert state.view_for(seat).known_adjutants == (1,)


def test_an_intentional_only_from_calling_ones_own_unseen_card_is_legal():
    state = _deal_4()
    _stand_hearts(state)
    assert state.explain_illegal(CallAdjutant(SA)) is None  # seat 0 holds it, unknowingly
    state.apply(CallAdjutant(SA))
    while state.phase == "discard":
        state.apply(state.legal_actions()[0])
    rng = random.Random(0)
    while state.current_seat is not None:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert state.result is not None
    assert state.result.detail["only"] and state.result.detail["adjutants"] == []
    assert sum(state.result.scores) == 0


def test_responsibility_stand_the_mighty_holder_learns_he_holds_it():
    rest = [c for c in DECK if c not in (SA, HA, H5, DJ)]
    random.Random(3).shuffle(rest)
    hands = [rest[:12], [SA, H5, *rest[12:22]], rest[22:34], rest[34:46]]
    state = BlindStandState(
        BLIND_STAND, hands, [HA, DJ, *rest[46:]], [h[-1] for h in hands], opening_seat=0
    )
    for _ in range(4):
        state.apply(Pass())
    assert state.phase == "responsibility_stand" and state.current_seat == 1
    view = state.view_for(1)
    assert view.hand_mask == BIT[SA] | BIT[hands[1][-1]]  # the Mighty and the face-up card
    assert not state.view_for(0).hand_mask & BIT[SA]
    action, reason = NapoleonBot(0).explain(view)
    # the kind follows the face-up card and the Mighty (tests/napoleon/test_var_bots.py)
    assert isinstance(action, Bid) and action.count == 14 and "N-BID-13" in reason


# --- sentence 3: then play as usual ---------------------------------------------------------


def test_after_the_call_the_deal_is_played_as_in_book():
    state = _deal_4()
    _stand_hearts(state)
    state.apply(CallAdjutant(DJ))
    assert state.legal_actions() and all(isinstance(a, Discard) for a in state.legal_actions())
    for _ in range(5):
        state.apply(state.legal_actions()[0])
    assert state.phase == "play" and state.current_seat == 0  # the Napoleon leads (N-PLAY-1)
    assert all(isinstance(a, PlayCard) for a in state.legal_actions())
    assert state.view_for(3).hand_sizes == (12, 12, 12, 12)
    assert len(state.view_for(3).hand) == 12


# --- the bot and hints ---------------------------------------------------------------------


def test_the_bot_stands_blind_only_with_a_strong_face_up_card():
    rest = [c for c in DECK if c not in (SA, HA, H5, DJ)]
    hands = [[SA, HA, H5, *rest[:9]], [DJ, *rest[9:20]], rest[20:32], rest[32:44]]
    bot = NapoleonBot(0)
    with_mighty = BlindStandState(
        BLIND_STAND, hands, rest[44:], [SA, hands[1][1], hands[2][0], hands[3][0]]
    )
    while with_mighty.current_seat != 0:
        with_mighty.apply(Pass())
    action, reason = bot.explain(with_mighty.view_for(0))
    assert action == Bid(14, "S") and "N-VAR-6" in reason
    with_five = BlindStandState(
        BLIND_STAND, hands, rest[44:], [H5, hands[1][1], hands[2][0], hands[3][0]]
    )
    while with_five.current_seat != 0:
        with_five.apply(Pass())
    action, reason = bot.explain(with_five.view_for(0))
    assert action == Pass() and "N-VAR-6" in reason


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_the_bot_cannot_read_the_unseen_cards(seed: int):
    """Two deals with the same face-up cards but different hidden cards: the bot (and so the
    hint) decides the same in the whole blind phase."""
    rng = random.Random(seed)
    shown = rng.sample(DECK, 4)
    others = [c for c in DECK if c not in shown]

    def make(order_seed: int) -> BlindStandState:
        cards = others[:]
        random.Random(order_seed).shuffle(cards)
        hands = [[shown[s], *cards[11 * s : 11 * s + 11]] for s in range(4)]
        return BlindStandState(BLIND_STAND, hands, cards[44:], shown, opening_seat=seed % 4)

    a, b = make(seed), make(seed + 1)
    bot = NapoleonBot(0)
    while a.phase in ("auction", "adjutant_call") and a.phase == b.phase:
        va, vb = a.view_for(a.current_seat), b.view_for(b.current_seat)
        assert va.hand == vb.hand
        ca, cb = bot.explain(va), bot.explain(vb)
        assert ca == cb
        a.apply(ca[0])
        b.apply(cb[0])


# --- properties over random deals ----------------------------------------------------------


def _where(state: BlindStandState) -> int:
    """Every card's place: hands, the kitty (until taken), discards, tricks; must be each once."""
    masks = list(state.hands)
    if state.kitty_on_table:
        masks.append(mask_of(state.kitty))
    masks.append(mask_of(state.discards))
    for t in state.completed:
        masks.append(mask_of(c for _, c in t.plays))
    masks.append(mask_of(state.trick))
    total = 0
    for m in masks:
        assert not total & m, "a card is in two places"
        total |= m
    return total


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.sampled_from([3, 4, 5, 6]))
def test_random_deals_conserve_cards_and_always_have_a_move(seed: int, players: int):
    state = new_deal(BLIND_STAND, players, random.Random(seed), DealSetup(0, 1))
    rng = random.Random(seed)
    while state.current_seat is not None:
        assert _where(state) == ALL
        legal = state.legal_actions()
        assert legal
        state.apply(legal[rng.randrange(len(legal))])
    assert _where(state) == ALL
    assert state.result is not None and sum(state.result.scores) == 0


# --- records ---------------------------------------------------------------------------------


def test_a_bot_played_deal_is_written_and_replayed():
    match = Match.create("napoleon", "blind_stand", 5, 4)
    bots = [NapoleonBot(s) for s in range(5)]
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
    match = Match.create("napoleon", "blind_stand", 4, 2)
    state = match.new_deal()
    bots = [NapoleonBot(s) for s in range(4)]
    actions = []
    while state.current_seat is not None:
        action = bots[state.current_seat].choose(state.view_for(state.current_seat))
        actions.append(action)
        state.apply(action)
    match.record(state, actions)
    assert match.logs[-1] is not None
    record = to_record(match.logs[-1], list("ABCD"), "test")
    record["blind_cards"]["A"] = record["hands"]["B"][0]
    report = replay_node(Node(record))
    assert not report.ok and "blind_cards" in str(report.errors[0])


def test_the_blind_bidder_closes_his_own_standing_bid():
    rest = [c for c in DECK if c not in (SA, HA, H5, DJ)]
    hands = [[SA, HA, H5, *rest[:9]], [DJ, *rest[9:20]], rest[20:32], rest[32:44]]
    state = BlindStandState(
        BLIND_STAND, hands, rest[44:], [SA, DJ, hands[2][0], hands[3][0]], opening_seat=0
    )
    bot = NapoleonBot(0)
    while state.phase == "auction":
        state.apply(bot.explain(state.view_for(state.current_seat))[0])
    assert state.declarer == 0 and state.trump == "S" and state.count == 14
    closing = [a for s, a in state.bids if s == 0]
    assert closing[-1] == Close()
