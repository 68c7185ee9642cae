"""Team cards (組決めカード, R-VAR-8): face-down cards decide the sides, no adjutant call.

Hand-made positions for each rule sentence (cards dealt once the Rettler is known, 2 "Rettler
side" and 3 "coalition" for six players, D-30 for other counts; a player looks only after
winning a round; unopened cards turned after the last round; no adjutant call); hypothesis
properties play random deals (cards conserved, a legal move until the end, zero-sum scores
with the card holders as adjutants); views and records.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rettler_support import make_deal

from engine.actions import CallAdjutant, Discard
from engine.ai import make_bot
from engine.cards import cards_in_two_decks
from engine.deal_log import DealLog, log_from_record, to_record
from engine.errors import IllegalActionError, PresetError
from engine.events import KittyTaken
from engine.games.rettler import new_deal
from engine.games.rettler.actions import EndAdjutantCall
from engine.games.rettler.events import (
    COALITION,
    DECLARER_SIDE,
    RoundWon,
    TeamCardLooked,
    TeamCardsDealt,
    TeamCardsTurned,
)
from engine.games.rettler.params import BOOK, TEAM_CARDS, load_preset, preset_from_dict
from engine.games.rettler.team_cards import TeamCardsState
from engine.match import Match
from engine.record import Node, replay_node
from engine.registry import DealSetup, get_game


def _at_discard(players=6, order=None, seed=0, adjutants=None, rules=TEAM_CARDS):
    hands, kitty = make_deal(players, {}, seed=seed)
    return TeamCardsState.from_contract(
        rules,
        hands,
        kitty,
        declarer=0,
        count=25,
        trump="H",
        adjutants=adjutants,
        team_order=order,
    )


def _bots(players, level="normal", seed=0):
    return [make_bot("rettler", level, seed + s) for s in range(players)]


def _play_out(state, bots):
    events = []
    while state.current_seat is not None:
        seat = state.current_seat
        events += state.apply(bots[seat].choose(state.view_for(seat)))
    return events


# --- preset --------------------------------------------------------------------------------


def test_the_preset_is_book_for_six_with_team_cards():
    assert load_preset("team_cards") is TEAM_CARDS
    changed = {k for k, v in TEAM_CARDS.model_dump().items() if v != BOOK.model_dump()[k]}
    assert changed == {"name", "title", "players", "team_cards"}
    assert TEAM_CARDS.players == (6,)


def test_team_cards_with_a_dream_adjutant_option_is_refused():
    with pytest.raises(PresetError, match="dream_adjutant"):
        preset_from_dict({"base": "team_cards", "dream_cards": 1, "dream_adjutant": True})


# --- the rule sentences ------------------------------------------------------------------------


def test_once_the_rettler_is_known_the_others_get_two_rettler_side_and_three_coalition_cards():
    state = new_deal(TEAM_CARDS, 6, random.Random(4), DealSetup(0, 1))
    events = _play_out_until(state, lambda s: s.declarer >= 0)
    if state.declarer < 0:
        pytest.skip("nobody bid")
    dealt = [e for e in events if isinstance(e, TeamCardsDealt)]
    assert len(dealt) == 1
    assert dealt[0].declarer == state.declarer and state.declarer not in dealt[0].seats
    assert len(dealt[0].seats) == 5 and dealt[0].declarer_side == 2
    sides = [state.side_of(s) for s in range(6)]
    assert sides.count(DECLARER_SIDE) == 2 and sides.count(COALITION) == 3
    assert sides[state.declarer] is None
    # no adjutant call: the Rettler takes the kitty at once (R-KIT-1)
    assert any(isinstance(e, KittyTaken) for e in events)
    assert state.phase == "discard" and state.called == []


def _play_out_until(state, done):
    bots = _bots(state.players)
    events = []
    while state.current_seat is not None and not done(state):
        seat = state.current_seat
        events += state.apply(bots[seat].choose(state.view_for(seat)))
    return events


@pytest.mark.parametrize(
    ("players", "adjutants", "rettler_side"), [(4, None, 1), (5, 2, 2), (8, None, 2)]
)
def test_other_counts_follow_the_adjutants_allowed(players, adjutants, rettler_side):
    rules = TEAM_CARDS.model_copy(update={"players": (4, 5, 6, 7, 8)})
    state = _at_discard(players, adjutants=adjutants, rules=rules)
    assert [state.side_of(s) for s in range(players)].count(DECLARER_SIDE) == rettler_side


def test_there_is_no_adjutant_call():
    state = _at_discard(order=[0, 1, 2, 3, 4])
    assert state.phase == "discard"
    for action in (CallAdjutant(0), EndAdjutantCall()):
        assert action not in state.legal_actions()
        why = state.explain_illegal(action)
        assert why is not None and why[0] == "R-VAR-8"
        with pytest.raises(IllegalActionError):
            state.apply(action)


def test_the_card_holders_are_the_adjutants():
    state = _at_discard(order=[2, 0, 3, 1, 4])  # seats 1..5 get cards 2 0 3 1 4
    assert [state.side_of(s) for s in range(6)] == [
        None,
        COALITION,
        DECLARER_SIDE,
        COALITION,
        DECLARER_SIDE,
        COALITION,
    ]
    for c in list(state.kitty):
        state.apply(Discard(c))
    assert state.adjutants == (2, 4)


def test_a_player_looks_only_after_winning_a_round_and_all_cards_are_turned_at_the_end():
    state = _at_discard(order=[2, 0, 3, 1, 4])
    for c in list(state.kitty):
        state.apply(Discard(c))
    for seat in range(1, 6):
        view = state.view_for(seat)
        assert view.team_card is None and not view.is_adjutant and view.known_adjutants == ()
    bots = _bots(6)
    looked: list[int] = []
    while state.current_seat is not None:
        seat = state.current_seat
        events = state.apply(bots[seat].choose(state.view_for(seat)))
        for i, e in enumerate(events):
            if isinstance(e, TeamCardLooked):
                assert isinstance(events[i - 1], RoundWon) and events[i - 1].winner == e.seat
                assert e.seat not in looked and e.seat != 0
                looked.append(e.seat)
                assert e.side == state.side_of(e.seat)
                other = e.for_seat((e.seat + 1) % 6)
                assert isinstance(other, TeamCardLooked) and other.side is None
                mine = state.view_for(e.seat)
                assert mine.team_card == e.side
                assert mine.is_adjutant == (e.side == DECLARER_SIDE)
                assert e.seat in state.view_for(0).team_cards_looked
                assert state.view_for(0).known_adjutants == ()
            if isinstance(e, TeamCardsTurned):
                assert state.phase == "over"
                assert list(e.sides) == [state.side_of(s) for s in range(6)]
        if state.phase != "over":
            for s in range(1, 6):
                if s not in looked:
                    assert state.view_for(s).team_card is None
    winners = {r.winner for r in state.completed} - {0}
    assert set(looked) == winners
    assert state.view_for(1).known_adjutants == (2, 4)
    assert state.result is not None
    assert state.result.detail["team_cards"] == [state.side_of(s) for s in range(6)]
    assert state.result.detail["adjutants"] == [2, 4]


# --- properties -------------------------------------------------------------------------------


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6), level=st.sampled_from(["random", "normal"]))
def test_random_deals_conserve_cards_and_score_zero_sum(seed, level):
    state = new_deal(TEAM_CARDS, 6, random.Random(seed), DealSetup(seed % 6, (seed + 1) % 6))
    bots = _bots(6, level, seed)
    while state.current_seat is not None:
        assert state.legal_actions(), "a legal move exists until the end"
        seat = state.current_seat
        state.apply(bots[seat].choose(state.view_for(seat)))
    assert state.result is not None and sum(state.result.scores) == 0
    if state.declarer < 0:
        return
    played = [c for r in state.completed for _, cs in r.plays for c in cs]
    held = [c % 54 for s in range(6) for c in state.hand(s)]
    dealt = [c % 54 for h in state.initial_hands for c in cards_in_two_decks(h)]
    assert sorted(played + held + [c % 54 for c in state.discards]) == sorted(
        dealt + [c % 54 for c in state.kitty]
    )
    assert set(state.adjutants) == {s for s in range(6) if state.side_of(s) == DECLARER_SIDE}
    side, coalition = state.side_totals()
    assert side + coalition == 40


# --- records ---------------------------------------------------------------------------------


def test_a_bot_played_deal_is_written_and_replayed():
    match = Match(get_game("rettler"), TEAM_CARDS, 6, 11)
    bots = _bots(6)
    done = 0
    for _ in range(4):
        state = match.new_deal()
        actions = []
        while state.current_seat is not None:
            action = bots[state.current_seat].choose(state.view_for(state.current_seat))
            actions.append(action)
            state.apply(action)
        match.record(state, actions)
        log = match.logs[-1]
        assert log is not None
        assert DealLog.from_json(json.loads(json.dumps(log.to_json()))).actions == actions
        if state.declarer < 0:
            continue
        record = json.loads(json.dumps(to_record(log, list("ABCDEF"), "test")))
        assert len(record["team_cards"]) == 5
        report = replay_node(Node(record))
        assert report.ok, report.errors
        again = log_from_record(Node(record)).final_state()
        assert again.result is not None and again.result.scores == state.result.scores
        assert again.result.detail["adjutants"] == state.result.detail["adjutants"]
        done += 1
    assert done


def test_the_hint_says_the_side_is_unknown_until_the_card_is_opened():
    from engine.games.rettler.strategy import RettlerBot

    state = _at_discard(order=[2, 0, 3, 1, 4])
    for c in list(state.kitty):
        state.apply(Discard(c))
    state.apply(RettlerBot(0).choose(state.view_for(0)))  # the Rettler leads
    _action, reason = RettlerBot(1).explain(state.view_for(1))
    assert "R-VAR-8" in str(reason)


def test_copy_keeps_the_team_cards_and_is_independent():
    state = _at_discard(order=[2, 0, 3, 1, 4])
    for c in list(state.kitty):
        state.apply(Discard(c))
    other = state.copy()
    assert isinstance(other, TeamCardsState)
    assert other.team_sides == state.team_sides and other.adjutants == state.adjutants
    _play_out(other, _bots(6))
    assert other.phase == "over" and state.phase == "play" and state.looked == ()
