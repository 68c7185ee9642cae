"""Rettler sanction (制裁, R-VAR-11): the punished player names trump unseen and plays alone.

A hand-made position for each rule sentence and DECISION (D-30), hypothesis properties
(cards conserved, a legal move until the end, no score), the bot, and records that write
and replay.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from variant_support import cards_conserved, deal_with, play_out

from engine.actions import NameTrump
from engine.deal_log import log_from_record, to_record
from engine.errors import PresetError
from engine.games.rettler import new_deal, next_setup
from engine.games.rettler.params import BOOK, SANCTION, RettlerRules, load_preset, preset_from_dict
from engine.games.rettler.strategy import RettlerBot
from engine.games.rettler.variants import RettlerVariantState, SanctionSetup
from engine.match import Match
from engine.record import Node, replay_node
from engine.registry import DealSetup
from engine.score_formula import score_formula
from engine.stats import seat_outcome


def test_preset_is_book_with_sanction_and_the_even_deal():
    assert load_preset("sanction") is SANCTION
    book = BOOK.model_dump()
    differ = {k for k, v in SANCTION.model_dump().items() if book[k] != v}
    assert differ == {"name", "title", "sanction", "deal_sizes", "misdeal"}
    assert SANCTION.deal_sizes == {4: (27, 0), 5: (21, 3), 6: (18, 0), 7: (15, 3), 8: (13, 4)}
    assert SANCTION.players == BOOK.players and SANCTION.zero_sum


@pytest.mark.parametrize(
    ("data", "field"),
    [
        (
            {
                "base": "sanction",
                "deal_sizes": {
                    "4": [27, 0],
                    "5": [20, 8],
                    "6": [18, 0],
                    "7": [15, 3],
                    "8": [13, 4],
                },
            },
            "deal_sizes",
        ),
        ({"base": "sanction", "misdeal": True}, "misdeal"),
        ({"base": "sanction", "reverse_all_take": True}, "reverse_all_take"),
        ({"base": "sanction", "teams": [2, 2]}, "sanction"),
    ],
)
def test_impossible_combinations_are_refused_naming_the_field(data, field):
    with pytest.raises(PresetError) as info:
        preset_from_dict(data)
    assert info.value.field == field and "R-VAR-11" in str(info.value)


def test_the_target_is_table_6_1_plus_further_offences():
    assert [RettlerRules.sanction_target(n) for n in range(4, 9)] == [11, 9, 8, 7, 6]
    assert RettlerRules.sanction_target(5, 2) == 11


@pytest.mark.parametrize("players", [5, 7, 8])
def test_deal_as_evenly_as_possible_leftovers_face_up_for_everybody(players):
    state = new_deal(SANCTION, players, random.Random(1), DealSetup(0, 1))
    assert isinstance(state, RettlerVariantState)
    left = 108 % players
    assert len(state.kitty) == left and state.kitty_on_table
    for seat in range(players):
        view = state.view_for(seat)
        assert view.kitty == state.kitty and view.variant.leftovers_public
        assert view.hand_sizes == (108 // players,) * players
    state.apply(state.legal_actions()[0])
    assert state.view_for(0).kitty == state.kitty  # still public during the play


def test_the_punished_seat_is_a_setup_field_default_the_seat_after_the_dealer():
    state = new_deal(SANCTION, 6, random.Random(2), DealSetup(3, 4))
    assert isinstance(state, RettlerVariantState) and state.chooser == 4 and not state.by_lot
    state = new_deal(SANCTION, 6, random.Random(2), SanctionSetup(3, 4, 1, 2))
    assert isinstance(state, RettlerVariantState) and state.chooser == 1
    assert state.count == 8 + 2 and state.extra_target == 2


def test_the_punished_player_names_trump_unseen_any_kind_and_plays_alone():
    state = deal_with(SANCTION, 6, {}, leader=2)
    view = state.view_for(2)
    assert view.hand == () and view.variant.hand_unseen and view.variant.target == 8
    assert [a.trump for a in state.legal_actions()] == list(SANCTION.trump_priority)
    assert NameTrump("chigaku_nt") in state.legal_actions()  # no ban here (spec silent)
    state.apply(NameTrump("chigaku_nt"))
    assert state.phase == "play" and state.current_seat == 2 and state.k == 1
    for seat in range(6):
        contract = state.view_for(seat).contract
        assert contract is not None and contract.declarer == 2 and contract.adjutants == 0
        assert contract.count == 8
    assert state.adjutants == () and state.called == []


@pytest.mark.parametrize(("taken", "met"), [(9, True), (8, True), (7, False)])
def test_fewer_than_the_target_is_sanctioned_again_no_score(taken, met):
    state = deal_with(SANCTION, 6, {}, leader=2)
    state.apply(NameTrump("S"))
    state.points_by_seat = [8, 6, taken, 6, 6, 14 - taken]
    state.finish()
    result = state.result
    assert result is not None and result.scores == (0,) * 6
    assert result.outcome == ("sanction_met" if met else "sanctioned_again")
    d = result.detail
    assert d["met"] is met and d["target"] == 8 and d["punished"] == 2 and d["taken"] == taken
    found = score_formula("rettler", result, SANCTION, 6, list("ABCDEF"))
    assert found is not None and found.changes == result.scores
    assert ("sanctioned again" in found.headline) is not met
    setup = next_setup(SANCTION, 6, DealSetup(3, 4), result)
    assert isinstance(setup, SanctionSetup) and setup.dealer == 4
    assert setup.punished == (5 if met else 2)  # met: the seat after the new dealer
    outcome = seat_outcome("rettler", result, 2)
    assert outcome.role == "declarer" and outcome.win is met


def test_a_further_offence_raises_the_target_and_a_failed_sanction_carries_it():
    state = deal_with(SANCTION, 5, {}, leader=0, extra_target=1)
    assert state.count == 10
    state.apply(NameTrump("H"))
    state.points_by_seat = [9, 9, 9, 9, 1]
    state.finish()
    result = state.result
    assert result is not None and result.outcome == "sanctioned_again"
    setup = next_setup(SANCTION, 5, DealSetup(4, 0), result)
    assert isinstance(setup, SanctionSetup)
    assert (setup.punished, setup.extra_target, setup.dealer) == (0, 1, 0)
    found = score_formula("rettler", result, SANCTION, 5, list("ABCDE"))
    assert found is not None and any("raised by 1" in str(x.text) for x in found.lines)


def test_after_a_met_sanction_the_seat_after_the_new_dealer_is_punished():
    state = deal_with(SANCTION, 5, {}, leader=0)
    state.apply(NameTrump("H"))
    state.points_by_seat = [12, 9, 9, 9, 1]
    state.finish()
    assert state.result is not None
    setup = next_setup(SANCTION, 5, DealSetup(4, 0), state.result)
    assert isinstance(setup, SanctionSetup)
    assert (setup.dealer, setup.punished, setup.extra_target) == (0, 1, 0)


def test_the_bot_names_chigaku_nt_and_a_match_keeps_the_failed_player_punished():
    state = deal_with(SANCTION, 5, {}, leader=1)
    action, reason = RettlerBot(1).explain(state.view_for(1))
    assert action == NameTrump("chigaku_nt") and "R-VAR-11" in reason
    match = Match.create("rettler", "sanction", 5, 6)
    bots = [RettlerBot(s) for s in range(5)]
    previous = None
    for _ in range(6):
        state = match.new_deal()
        assert isinstance(state, RettlerVariantState)
        if previous is not None and not previous.detail["met"]:
            assert state.chooser == previous.detail["punished"]
        while state.current_seat is not None:
            state.apply(bots[state.current_seat].choose(state.view_for(state.current_seat)))
        previous = match.record(state).result
    assert match.totals == (0,) * 5


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.sampled_from([4, 5, 6, 7, 8]))
def test_random_deals_conserve_cards_and_score_nothing(seed, players):
    state = new_deal(SANCTION, players, random.Random(seed), DealSetup(0, 1))
    assert isinstance(state, RettlerVariantState)
    rng = random.Random(seed)
    while state.current_seat is not None:
        assert cards_conserved(state)
        legal = state.legal_actions()
        assert legal
        state.apply(legal[rng.randrange(len(legal))])
    assert cards_conserved(state)
    result = state.result
    assert result is not None and result.scores == (0,) * players
    taken = state.points_by_seat[state.chooser]
    assert result.detail["met"] == (taken >= RettlerRules.sanction_target(players))


def test_a_deal_is_written_and_replayed():
    match = Match.create("rettler", "sanction", 7, 1)
    bots = [RettlerBot(s) for s in range(7)]
    state = match.new_deal()
    actions = []
    while state.current_seat is not None:
        action = bots[state.current_seat].choose(state.view_for(state.current_seat))
        actions.append(action)
        state.apply(action)
    match.record(state, actions)
    log = match.logs[-1]
    assert log is not None
    record = json.loads(json.dumps(to_record(log, list("ABCDEFG"), "test")))
    assert record["sanction"]["target"] == 7 and len(record["kitty"]) == 3
    report = replay_node(Node(record))
    assert report.ok, report.errors
    again = log_from_record(Node(record)).final_state()
    assert again.result is not None and again.result.outcome == state.result.outcome
    bumped = json.loads(json.dumps(record))  # one further offence: target 8
    bumped["sanction"]["extra_target"] = 1
    taken = state.points_by_seat[state.chooser]
    bumped["result"]["outcome"] = "sanction_met" if taken >= 8 else "sanctioned_again"
    assert replay_node(Node(bumped)).ok
    wrong = json.loads(json.dumps(record))
    wrong["result"]["outcome"] = (
        "sanction_met" if state.result.outcome == "sanctioned_again" else "sanctioned_again"
    )
    report = replay_node(Node(wrong))
    assert not report.ok and report.errors[0].rule_id == "R-VAR-11"
    play_out(deal_with(SANCTION, 7, {}, leader=3, extra_target=1, seed=9))


def test_another_players_sanction_waits_until_the_current_one_is_over():
    state = deal_with(SANCTION, 5, {}, leader=0)
    state.apply(NameTrump("H"))
    state.points_by_seat = [1, 9, 9, 9, 12]
    state.finish()
    assert state.result is not None and not state.result.detail["met"]
    setup = SanctionSetup(4, 0, 0, 0, (3,))
    failed = next_setup(SANCTION, 5, setup, state.result)
    assert isinstance(failed, SanctionSetup)
    assert (failed.punished, failed.waiting) == (0, (3,))  # seat 3 still waits
    state.points_by_seat = [12, 9, 9, 9, 1]
    state.finish()
    assert state.result is not None and state.result.detail["met"]
    over = next_setup(SANCTION, 5, failed, state.result)
    assert isinstance(over, SanctionSetup) and (over.punished, over.waiting) == (3, ())
