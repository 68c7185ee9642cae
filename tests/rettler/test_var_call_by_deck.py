"""Adjutant call by deck (R-VAR-13, book 6.2.5): with two decks of different backs the
Rettler may call one copy of a card ("the ♠A of the red deck"); copies are distinguishable
for adjutancy only, and R-ADJ-3 counts each named copy once (1 unless the Rettler holds it).

Instance ids: the red copy of code ``c`` is ``c``, the blue one ``c + 54`` (the deal already
knows which copy every seat holds).
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import Bid, CallAdjutant, Close, Pass, action_from_json
from engine.cards import DECK_STRIDE, MIGHTY, Card, make_card, two_decks
from engine.deal_log import DealLog, log_from_record, to_record
from engine.errors import IllegalActionError, PresetError
from engine.events import AdjutantCalled, AdjutantRevealed
from engine.games.rettler import deal_data as rettler_deal_data
from engine.games.rettler import from_deal_data, new_deal
from engine.games.rettler.actions import EndAdjutantCall, Lead
from engine.games.rettler.params import BOOK, CALL_BY_DECK, load_preset, preset_from_dict
from engine.games.rettler.state import RettlerState
from engine.games.rettler.strategy import RettlerBot
from engine.match import Match
from engine.record import Node, replay_node
from engine.registry import DealSetup

SA = MIGHTY
SA_BLUE = SA + DECK_STRIDE
HA = make_card(1, 14)
HA_BLUE = HA + DECK_STRIDE


def _deal(rules=CALL_BY_DECK, seed: int = 1, seat0: tuple[Card, ...] = ()) -> RettlerState:
    """Four players: seat 1 holds the red ♠A, seat 2 the blue ♠A, seat 3 both ♡A (unless
    ``seat0`` takes some of these for the Rettler, seat 0)."""
    fixed = {SA: 1, SA_BLUE: 2, HA: 3, HA_BLUE: 3}
    for c in seat0:
        fixed[c] = 0
    rest = [c for c in two_decks() if c not in fixed]
    random.Random(seed).shuffle(rest)
    hands: list[list[Card]] = [[c for c, s in fixed.items() if s == seat] for seat in range(4)]
    for h in hands:
        while len(h) < 26:
            h.append(rest.pop())
    return RettlerState(rules, hands, rest, dealer=3, opening_seat=0)


def _stand(state: RettlerState) -> None:
    state.apply(Bid(25, "S"))
    while state.phase == "auction":
        state.apply(Close() if Close() in state.legal_actions() else Pass())


def _to_play(state: RettlerState) -> None:
    if state.phase == "adjutant_call":
        state.apply(EndAdjutantCall())
    while state.phase == "discard":
        state.apply(state.legal_actions()[0])


# --- the preset ----------------------------------------------------------------------------


def test_preset_is_book_for_four_players_with_calls_by_deck():
    assert load_preset("call_by_deck") is CALL_BY_DECK
    book = BOOK.model_dump()
    differ = {k for k, v in CALL_BY_DECK.model_dump().items() if book[k] != v} - {"name", "title"}
    assert differ == {"call_by_deck", "players"}
    assert CALL_BY_DECK.players == (4,)


def test_a_call_by_deck_with_two_adjutants_is_refused_naming_the_field():
    with pytest.raises(PresetError) as info:
        preset_from_dict({"base": "book", "call_by_deck": True})
    assert info.value.field == "call_by_deck" and "R-VAR-13" in str(info.value)


def test_the_action_and_event_carry_the_deck():
    call = CallAdjutant(SA, 0)
    assert call.to_json() == {"kind": "call_adjutant", "card": "SA", "deck": "red"}
    assert action_from_json(call.to_json()) == call
    assert action_from_json({"kind": "call_adjutant", "card": "SA"}) == CallAdjutant(SA)
    assert CallAdjutant(SA).to_json() == {"kind": "call_adjutant", "card": "SA"}
    assert AdjutantCalled(0, SA, 1).to_json()["deck"] == "blue"
    assert "deck" not in AdjutantCalled(0, SA).to_json()
    assert "blue deck" in CallAdjutant(SA, 1).label()


# --- R-VAR-13 and R-ADJ-3 --------------------------------------------------------------------


def test_without_the_mighty_the_rettler_calls_one_copy_of_it():
    """Holding no ♠A the whole code counts 2 > 1 (R-ADJ-3); one copy of it counts 1."""
    state = _deal()
    _stand(state)
    legal = state.legal_actions()
    assert CallAdjutant(SA) not in legal
    assert CallAdjutant(SA, 0) in legal and CallAdjutant(SA, 1) in legal
    events = state.apply(CallAdjutant(SA, 0))
    assert events == [AdjutantCalled(0, SA, 0)]
    assert state.view_for(2).call_decks == (0,)


def test_only_the_holder_of_the_named_copy_is_the_adjutant():
    state = _deal()
    _stand(state)
    state.apply(CallAdjutant(SA, 0))
    assert state.view_for(1).is_adjutant and not state.view_for(2).is_adjutant
    _to_play(state)
    assert state.adjutants == (1,)
    blue = _deal()
    _stand(blue)
    blue.apply(CallAdjutant(SA, 1))
    _to_play(blue)
    assert blue.adjutants == (2,)


def test_after_one_outside_copy_only_own_copies_may_be_named():
    """The limit (one adjutant) is used up: a copy the Rettler holds counts 0 and may still be
    named (a decoy, D-05); any other copy or code is a foul."""
    state = _deal(seat0=(HA,))
    _stand(state)
    state.apply(CallAdjutant(SA, 0))
    legal = state.legal_actions()
    deck_calls = [a for a in legal if isinstance(a, CallAdjutant) and a.deck is not None]
    assert CallAdjutant(HA, 0) in deck_calls
    assert all(state.hands[0] >> a.card + DECK_STRIDE * a.deck & 1 for a in deck_calls)
    assert CallAdjutant(HA, 1) not in legal and CallAdjutant(HA) not in legal
    rule, _ = state.explain_illegal(CallAdjutant(HA, 1)) or ("", "")
    assert rule == "R-ADJ-3"
    rule, _ = state.explain_illegal(CallAdjutant(SA, 0)) or ("", "")
    assert rule == "R-ADJ-1"  # already named
    rule, _ = state.explain_illegal(CallAdjutant(SA)) or ("", "")
    assert rule == "R-ADJ-1"  # a copy of it is named


def test_the_own_copy_counts_nothing_the_other_one():
    """Holding the red ♠A: calling it names nobody (0), the blue one counts 1."""
    state = _deal(seat0=(SA,))
    _stand(state)
    legal = state.legal_actions()
    assert CallAdjutant(SA) in legal  # one copy outside: the whole code counts 1 (book)
    state.apply(CallAdjutant(SA, 0))
    assert CallAdjutant(SA, 1) in state.legal_actions()
    state.apply(CallAdjutant(SA, 1))
    assert state.call_used == 1
    _to_play(state)
    assert state.adjutants == (2,)


def test_calls_by_deck_are_refused_under_the_book():
    state = _deal(rules=BOOK)
    _stand(state)
    assert not any(a.deck is not None for a in state.legal_actions() if isinstance(a, CallAdjutant))
    rule, _ = state.explain_illegal(CallAdjutant(SA, 0)) or ("", "")
    assert rule == "R-VAR-13"
    with pytest.raises(IllegalActionError):
        state.apply(CallAdjutant(SA, 0))


def test_only_the_named_copy_reveals_its_player():
    """Copies are distinguishable for adjutancy only: the blue ♠A played is no reveal."""
    state = _deal()
    _stand(state)
    state.apply(CallAdjutant(SA, 0))
    _to_play(state)
    # play until seat 1 or 2 plays a ♠A
    bots = [RettlerBot(s) for s in range(4)]
    reveals: list[AdjutantRevealed] = []
    while state.current_seat is not None:
        seat = state.current_seat
        events = state.apply(bots[seat].choose(state.view_for(seat)))
        reveals += [e for e in events if isinstance(e, AdjutantRevealed)]
    assert all(e.card == SA and e.seat == 1 for e in reveals)
    assert state.result is not None and sum(state.result.scores) == 0


def test_the_blue_copy_played_tells_nothing():
    state = _deal()
    _stand(state)
    state.apply(CallAdjutant(SA, 0))
    _to_play(state)
    state.leader = state.seat_ = 2
    state.entitled = -1
    events = state.apply(Lead((SA_BLUE,)))
    assert not any(isinstance(e, AdjutantRevealed) for e in events)
    assert state.revealed == set()
    assert 2 not in state.view_for(0).known_adjutants


# --- the bot -----------------------------------------------------------------------------


def test_the_bot_calls_a_copy_of_the_mighty_it_does_not_hold():
    state = _deal()
    _stand(state)
    action, reason = RettlerBot(0).explain(state.view_for(0))
    assert action == CallAdjutant(SA, 0) and "R-VAR-13" in reason


def test_the_bot_calls_the_whole_code_when_it_holds_one_copy():
    state = _deal(seat0=(SA,))
    _stand(state)
    action, _ = RettlerBot(0).explain(state.view_for(0))
    assert action == CallAdjutant(SA)


# --- properties and records ---------------------------------------------------------------


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_random_deals_always_have_a_move_and_score_zero_sum(seed: int):
    state = new_deal(CALL_BY_DECK, 4, random.Random(seed), DealSetup(0, 1))
    rng = random.Random(seed)
    while state.current_seat is not None:
        legal = state.legal_actions()
        assert legal
        action = legal[rng.randrange(len(legal))]
        assert state.explain_illegal(action) is None
        state.apply(action)
        total = sum(h.bit_count() for h in state.hands) + len(state.discards)
        assert total <= 2 * DECK_STRIDE
    assert state.result is not None and sum(state.result.scores) == 0


def test_saved_deals_keep_the_copies():
    state = new_deal(CALL_BY_DECK, 4, random.Random(5), DealSetup(0, 1))
    data = json.loads(json.dumps(rettler_deal_data(state)))
    assert len(data["blue"]) == 4
    again = from_deal_data(CALL_BY_DECK, 4, data)
    assert again.initial_hands == state.initial_hands
    assert sorted(again.kitty) == sorted(state.kitty)


def test_a_bot_played_deal_is_written_and_replayed():
    match = Match.create("rettler", "call_by_deck", 4, 6)
    bots = [RettlerBot(s) for s in range(4)]
    by_deck = 0
    for _ in range(6):
        state = match.new_deal()
        actions = []
        while state.current_seat is not None:
            action = bots[state.current_seat].choose(state.view_for(state.current_seat))
            actions.append(action)
            state.apply(action)
        match.record(state, actions)
        by_deck += any(isinstance(a, CallAdjutant) and a.deck is not None for a in actions)
        log = match.logs[-1]
        assert log is not None
        record = json.loads(json.dumps(to_record(log, list("ABCD"), "test")))
        assert set(record["blue"]) == set("ABCD")
        report = replay_node(Node(record))
        assert report.ok, report.errors
        again = log_from_record(Node(record)).final_state()
        assert again.result is not None and again.result.scores == state.result.scores
        assert DealLog.from_json(json.loads(json.dumps(log.to_json()))).actions == actions
    assert by_deck
