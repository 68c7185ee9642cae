"""Rettler team games (R-VAR-7): 3 against 3, also 2-2, 2-2-2 and 4-4 (field ``teams``).

A hand-made position for each rule sentence and DECISION (D-30), hypothesis properties
(cards conserved, a legal move until the end, 1 point per member of the winning team), the
bot, and records that write and replay.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from variant_support import cards_conserved, deal_with, play_out

from engine.actions import CallAdjutant, NameTrump
from engine.core import DealResult
from engine.deal_log import to_record
from engine.errors import IllegalActionError, PresetError
from engine.games.family.imperialist import ImperialSetup
from engine.games.rettler import new_deal, next_setup
from engine.games.rettler.params import BOOK, TEAM_3V3, load_preset, preset_from_dict
from engine.games.rettler.strategy import RettlerBot
from engine.games.rettler.variant_strategy import play_view
from engine.games.rettler.variants import RettlerVariantState, team_winners
from engine.match import Match
from engine.record import Node, replay_node
from engine.registry import DealSetup
from engine.score_formula import score_formula

TEAMS = {
    (2, 2): preset_from_dict(
        {"base": "team_3v3", "teams": [2, 2], "players": [4], "deal_sizes": {"4": [27, 0]}}
    ),
    (3, 3): TEAM_3V3,
    (2, 2, 2): preset_from_dict({"base": "team_3v3", "teams": [2, 2, 2]}),
    (4, 4): preset_from_dict(
        {"base": "team_3v3", "teams": [4, 4], "players": [8], "deal_sizes": {"8": [13, 4]}}
    ),
}


def test_preset_is_book_with_teams_and_the_full_deal():
    assert load_preset("team_3v3") is TEAM_3V3
    book = BOOK.model_dump()
    differ = {k for k, v in TEAM_3V3.model_dump().items() if book[k] != v}
    assert differ == {"name", "title", "teams", "players", "deal_sizes", "misdeal"}
    assert TEAM_3V3.players == (6,) and TEAM_3V3.deal_sizes == {6: (18, 0)}
    assert TEAM_3V3.variant == "teams" and not TEAM_3V3.zero_sum


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"base": "team_3v3", "teams": [3, 2]}, "teams"),
        ({"base": "team_3v3", "teams": [6]}, "teams"),
        ({"base": "team_3v3", "teams": [2, 2]}, "players"),
        ({"base": "team_3v3", "deal_sizes": {"6": [17, 6]}}, "deal_sizes"),
        ({"base": "team_3v3", "misdeal": True}, "misdeal"),
        ({"base": "team_3v3", "imperialism": True}, "teams"),
        ({"base": "team_3v3", "trump_priority": ["chigaku_nt"]}, "trump_priority"),
    ],
)
def test_impossible_combinations_are_refused_naming_the_field(data, field):
    with pytest.raises(PresetError) as info:
        preset_from_dict(data)
    assert info.value.field == field and "R-VAR-7" in str(info.value)


@pytest.mark.parametrize(
    ("sizes", "seats"),
    [
        ((2, 2), (0, 1, 0, 1)),
        ((3, 3), (0, 1, 0, 1, 0, 1)),
        ((2, 2, 2), (0, 1, 2, 0, 1, 2)),
        ((4, 4), (0, 1, 0, 1, 0, 1, 0, 1)),
    ],
)
def test_teams_are_fixed_before_the_deal_and_members_alternate_seats(sizes, seats):
    rules = TEAMS[sizes]
    state = new_deal(rules, sum(sizes), random.Random(1), DealSetup(0, 1))
    assert isinstance(state, RettlerVariantState)
    info = state.view_for(0).variant
    assert info is not None and info.teams == seats and info.rule_id == "R-VAR-7"
    assert info.team_mates(0) == tuple(s for s in range(1, len(seats)) if seats[s] == 0)


@pytest.mark.parametrize("sizes", [(2, 2), (3, 3), (2, 2, 2)])
def test_all_cards_are_dealt_no_kitty(sizes):
    state = new_deal(TEAMS[sizes], sum(sizes), random.Random(2), DealSetup(0, 1))
    assert state.kitty == () and not state.kitty_on_table
    assert state.view_for(0).hand_sizes == (108 // sum(sizes),) * sum(sizes)


def test_eight_players_set_four_cards_aside_unseen():
    state = new_deal(TEAMS[(4, 4)], 8, random.Random(3), DealSetup(0, 1))
    assert isinstance(state, RettlerVariantState) and len(state.kitty) == 4
    state.apply(NameTrump("nt"))
    for seat in range(8):
        view = state.view_for(seat)
        assert view.kitty is None and view.kitty_on_table and len(view.hand) == 13
    play_out(state, 3)
    assert state.result is not None and state.result.detail["left_over"] == 4


def test_no_adjutant_trump_chosen_unseen_by_the_first_leader_without_chigaku():
    state = deal_with(TEAM_3V3, 6, {}, leader=3)
    assert state.phase == "trump_choice" and state.current_seat == 3
    assert state.view_for(3).hand == () and state.view_for(3).variant.hand_unseen
    assert NameTrump("chigaku_nt") not in state.legal_actions()
    rule, _ = state.explain_illegal(NameTrump("chigaku_nt")) or ("", "")
    assert rule == "R-VAR-7"
    with pytest.raises(IllegalActionError) as info:
        state.apply(CallAdjutant(0))
    assert info.value.rule_id == "R-VAR-7"
    state.apply(NameTrump("H"))
    assert state.phase == "play" and state.current_seat == 3 and state.adjutants == ()
    assert state.view_for(0).contract is None


@pytest.mark.parametrize(
    ("points", "leader_team", "won", "how"),
    [
        ((22, 18), 1, (0,), "none"),
        ((20, 20), 1, (1,), "first_leader"),  # 親権
        ((20, 20), 0, (0,), "first_leader"),
        ((14, 13, 13), 1, (0,), "none"),
        ((12, 14, 14), 0, (1, 2), "shared"),  # DECISION: tied teams that did not lead
        ((12, 14, 14), 2, (2,), "first_leader"),
    ],
)
def test_more_point_cards_win_a_tie_goes_to_the_first_leaders_team(points, leader_team, won, how):
    assert team_winners(points, leader_team) == (won, how)


def test_the_result_names_the_teams_and_scores_the_winning_members():
    state = deal_with(TEAM_3V3, 6, {}, leader=1)
    state.apply(NameTrump("S"))
    state.points_by_seat = [5, 9, 10, 3, 5, 8]  # team 0: 20, team 1: 20 -> 親権: team 1
    state.finish()
    result = state.result
    assert result is not None and result.outcome == "team_win"
    d = result.detail
    assert d["teams"] == [0, 1, 0, 1, 0, 1] and d["team_points"] == [20, 20]
    assert d["tie_break"] == "first_leader" and d["winners"] == [1, 3, 5]
    assert result.scores == (0, 1, 0, 1, 0, 1)
    assert d["next_leader"] == 1  # the winning team's member with most point cards (D-30)
    found = score_formula("rettler", result, TEAM_3V3, 6, list("ABCDEF"))
    assert found is not None and found.changes == result.scores
    assert "R-VAR-7" in found.headline and any(
        "led the first round" in str(x.text) for x in found.lines
    )
    setup = next_setup(TEAM_3V3, 6, DealSetup(0, 1), result)
    assert isinstance(setup, ImperialSetup) and setup.opening_seat == 1 and setup.dealer == 1
    again = new_deal(TEAM_3V3, 6, random.Random(0), setup)
    assert isinstance(again, RettlerVariantState) and again.chooser == 1 and not again.by_lot


def test_next_leader_ties_go_to_the_first_in_playing_order():
    result = DealResult(
        "team_win",
        (1, 0, 1, 0, 1, 0),
        {"team_game": True, "next_leader": 4, "winners": [0, 2, 4]},
    )
    assert next_setup(TEAM_3V3, 6, DealSetup(5, 0), result).opening_seat == 4
    state = deal_with(TEAM_3V3, 6, {}, leader=3)
    state.apply(NameTrump("S"))
    state.points_by_seat = [9, 1, 4, 2, 9, 1]
    state.finish()
    assert state.result is not None and state.result.detail["next_leader"] == 4  # 4 before 0


def test_the_bot_counts_its_team_mates_as_partners():
    state = deal_with(TEAM_3V3, 6, {}, leader=0)
    action, reason = RettlerBot(0).explain(state.view_for(0))
    assert action == NameTrump("nt") and "R-VAR-7" in reason
    state.apply(action)
    view = play_view(state.view_for(2))
    assert view.contract is not None and view.contract.declarer == 2
    assert set(view.known_adjutants) == {0, 4}
    bots = [RettlerBot(s) for s in range(6)]
    while state.current_seat is not None:
        state.apply(bots[state.current_seat].choose(state.view_for(state.current_seat)))
    assert state.result is not None and sum(state.result.scores) == 3


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), sizes=st.sampled_from(list(TEAMS)))
def test_random_deals_conserve_cards_and_score_the_winning_team(seed, sizes):
    rules, players = TEAMS[sizes], sum(sizes)
    state = new_deal(rules, players, random.Random(seed), DealSetup(0, 1))
    assert isinstance(state, RettlerVariantState)
    rng = random.Random(seed)
    while state.current_seat is not None:
        assert cards_conserved(state)
        legal = state.legal_actions()
        assert legal
        state.apply(legal[rng.randrange(len(legal))])
    assert cards_conserved(state)
    result = state.result
    assert result is not None
    totals = state.team_points()
    assert sum(totals) == 40 - result.detail["left_over_points"]
    won = result.detail["winning_teams"]
    assert all(totals[t] == max(totals) for t in won)
    assert result.scores == tuple(int(rules.team_of(s) in won) for s in range(players))


def test_a_deal_is_written_and_replayed_and_wrong_teams_are_refused():
    match = Match.create("rettler", "team_3v3", 6, 4)
    bots = [RettlerBot(s) for s in range(6)]
    state = match.new_deal()
    actions = []
    while state.current_seat is not None:
        action = bots[state.current_seat].choose(state.view_for(state.current_seat))
        actions.append(action)
        state.apply(action)
    match.record(state, actions)
    log = match.logs[-1]
    assert log is not None
    record = json.loads(json.dumps(to_record(log, list("ABCDEF"), "test")))
    assert record["team_game"]["teams"] == [["A", "C", "E"], ["B", "D", "F"]]
    report = replay_node(Node(record))
    assert report.ok, report.errors
    record["team_game"]["teams"] = [["A", "B", "C"], ["D", "E", "F"]]
    report = replay_node(Node(record))
    assert not report.ok and report.errors[0].rule_id == "R-VAR-7"


def test_hints_and_trick_explanations_work_in_a_team_game():
    from engine.games.rettler.events import RoundWon
    from engine.hints import explain_trick, suggest

    state = deal_with(TEAM_3V3, 6, {}, leader=0)
    hint = suggest("rettler", state.view_for(0))
    assert hint.action == NameTrump("nt") and "R-VAR-7" in hint.text
    state.apply(hint.action)
    bots = [RettlerBot(s) for s in range(6)]
    while True:
        seat = state.current_seat
        assert seat is not None
        assert suggest("rettler", state.view_for(seat)).action in state.legal_actions()
        events = state.apply(bots[seat].choose(state.view_for(seat)))
        won = next((e for e in events if isinstance(e, RoundWon)), None)
        if won is not None:
            assert explain_trick("rettler", won, state.view_for(1))
            break
