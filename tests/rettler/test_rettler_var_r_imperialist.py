"""Imperialist Rettler (R-VAR-4): N-VAR-5 with Rettler play, every player for himself.

A hand-made position for each rule sentence, hypothesis properties (cards conserved, a legal
move until the end, 1 point per winner), the bot, and records that write and replay.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from variant_support import cards_conserved, deal_with

from engine.actions import Bid, NameTrump
from engine.cards import MIGHTY
from engine.core import DealResult
from engine.deal_log import log_from_record, to_record
from engine.errors import IllegalActionError, PresetError
from engine.events import HandsLifted, TrumpNamed
from engine.games.family.imperialist import ImperialSetup
from engine.games.rettler import new_deal, next_setup
from engine.games.rettler.actions import Lead
from engine.games.rettler.params import BOOK, IMPERIALIST, load_preset, preset_from_dict
from engine.games.rettler.strategy import RettlerBot
from engine.games.rettler.variants import RettlerVariantState
from engine.match import Match
from engine.record import Node, replay_node
from engine.registry import DealSetup
from engine.score_formula import score_formula


def test_preset_is_book_with_imperialism_only():
    assert load_preset("imperialist") is IMPERIALIST
    book = BOOK.model_dump()
    differ = {k for k, v in IMPERIALIST.model_dump().items() if book[k] != v}
    assert differ == {"name", "title", "imperialism", "misdeal"}
    assert IMPERIALIST.variant == "imperialism" and not IMPERIALIST.zero_sum
    assert BOOK.zero_sum and not BOOK.variant and BOOK.teams == () and not BOOK.sanction


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"base": "book", "imperialism": True}, "misdeal"),
        ({"base": "imperialist", "trump_priority": ["chigaku_nt"]}, "trump_priority"),
        ({"base": "imperialist", "reverse_all_take": True}, "reverse_all_take"),
        ({"base": "imperialist", "stop_when_decided": True}, "stop_when_decided"),
        ({"base": "imperialist", "sanction": True}, "sanction"),
        ({"base": "imperialist", "blind_stand": True}, "blind_stand"),
        ({"base": "imperialist", "call_by_deck": True, "players": [4]}, "call_by_deck"),
    ],
)
def test_impossible_combinations_are_refused_naming_the_field(data, field):
    with pytest.raises(PresetError) as info:
        preset_from_dict(data)
    assert info.value.field == field and "R-VAR-4" in str(info.value)


def test_the_first_leader_is_drawn_by_lot_and_names_trump():
    leaders = set()
    for seed in range(30):
        state = new_deal(IMPERIALIST, 5, random.Random(seed), DealSetup(0, 1))
        assert isinstance(state, RettlerVariantState) and state.by_lot
        assert state.phase == "trump_choice" and state.current_seat == state.chooser
        leaders.add(state.chooser)
    assert leaders == set(range(5))


def test_the_chooser_names_trump_unseen_the_others_see_their_hands():
    state = deal_with(IMPERIALIST, 4, {}, leader=1)
    view = state.view_for(1)
    assert view.hand == () and view.hand_lo == 0 and view.variant is not None
    assert view.variant.hand_unseen and view.variant.chooser == 1 and view.variant.trump == ""
    assert view.hand_sizes == (26, 26, 26, 26)
    assert state.dealt_event().for_seat(1).hands[1] == ()
    other = state.view_for(0)
    assert len(other.hand) == 26 and other.variant is not None and not other.variant.hand_unseen


def test_every_kind_but_chigaku_nt_may_be_named():
    state = deal_with(IMPERIALIST, 4, {})
    kinds = [a.trump for a in state.legal_actions() if isinstance(a, NameTrump)]
    assert kinds == [k for k in BOOK.trump_priority if k != "chigaku_nt"]
    rule, reason = state.explain_illegal(NameTrump("chigaku_nt")) or ("", "")
    assert rule == "R-VAR-4" and "Earth-science club no-trump" in reason
    for wrong in (Bid(25, "S"), NameTrump("urako")):
        with pytest.raises(IllegalActionError) as info:
            state.apply(wrong)
        assert info.value.rule_id == "R-VAR-4"
    assert state.phase == "trump_choice"


def test_naming_trump_lifts_the_hand_and_the_chooser_leads_round_one():
    state = deal_with(IMPERIALIST, 4, {2: [MIGHTY, MIGHTY]}, leader=2)
    events = state.apply(NameTrump("S"))
    assert isinstance(events[0], TrumpNamed) and events[0] == TrumpNamed(2, "S")
    lifted = events[1]
    assert isinstance(lifted, HandsLifted)
    assert lifted.for_seat(2).hands[2] is not None and lifted.for_seat(0).hands[2] is None
    assert state.phase == "play" and state.current_seat == 2 and state.k == 1
    assert state.view_for(0).variant.trump == "S"
    rule, _ = state.explain_illegal(NameTrump("H")) or ("", "")
    assert rule == "R-VAR-4"
    # Rettler play: the chooser may lead the Mighty pair, a round of two tricks
    pair = Lead((MIGHTY, MIGHTY), None, False)
    assert pair in state.legal_actions()
    state.apply(pair)
    assert state.ctx is not None and state.ctx.size == 2


def test_no_rettler_no_adjutant_the_kitty_stays_face_down_unused():
    state = deal_with(IMPERIALIST, 4, {})
    state.apply(NameTrump("nt"))
    rng = random.Random(1)
    while state.current_seat is not None:
        for seat in range(4):
            view = state.view_for(seat)
            assert view.contract is None and view.kitty is None and view.kitty_on_table
            assert view.called == () and not view.is_adjutant
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    result = state.result
    assert result is not None
    kitty_points = result.detail["kitty_points"]
    assert sum(state.points_by_seat) + kitty_points == 40
    assert len(state.completed) <= 26 and state.k == 27


@pytest.mark.parametrize(
    ("counts", "previous", "winners", "outcome"),
    [
        ([12, 8, 10, 6], None, [0], "imperial_win"),
        ([12, 12, 10, 2], None, [0, 1], "imperial_shared_win"),  # first game: shared
        ([12, 12, 10, 2], (3, 9, 8, 4), [1], "imperial_win"),  # the previous game decides
    ],
)
def test_most_point_cards_wins_ties_as_n_var_5(counts, previous, winners, outcome):
    state = deal_with(IMPERIALIST, 4, {}, previous_counts=previous)
    state.apply(NameTrump("S"))
    state.points_by_seat = list(counts)
    state.finish()
    result = state.result
    assert result is not None and result.outcome == outcome
    assert result.detail["winners"] == winners and result.detail["rule_id"] == "R-VAR-4"
    assert result.scores == tuple(int(s in winners) for s in range(4))
    found = score_formula("rettler", result, IMPERIALIST, 4, ["A", "B", "C", "D"])
    assert found is not None and found.changes == result.scores
    assert "R-VAR-4" in found.headline


def test_the_winner_names_trump_and_leads_the_next_game():
    result = DealResult(
        "imperial_win",
        (0, 0, 1, 0),
        {"imperialism": True, "leader": 0, "winners": [2], "point_cards": [3, 4, 20, 9]},
    )
    setup = next_setup(IMPERIALIST, 4, DealSetup(3, 0), result)
    assert isinstance(setup, ImperialSetup) and setup.opening_seat == 2
    state = new_deal(IMPERIALIST, 4, random.Random(0), setup)
    assert isinstance(state, RettlerVariantState)
    assert state.chooser == 2 and not state.by_lot and state.previous_counts == (3, 4, 20, 9)


def test_the_bot_names_no_trump_and_plays_for_himself():
    state = deal_with(IMPERIALIST, 4, {})
    action, reason = RettlerBot(0).explain(state.view_for(0))
    assert action == NameTrump("nt") and "R-VAR-4" in reason
    bots = [RettlerBot(s) for s in range(4)]
    while state.current_seat is not None:
        state.apply(bots[state.current_seat].choose(state.view_for(state.current_seat)))
    assert state.result is not None and sum(state.result.scores) >= 1


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.sampled_from([4, 5, 6, 7, 8]))
def test_random_deals_conserve_cards_and_score_the_winners(seed: int, players: int):
    state = new_deal(IMPERIALIST, players, random.Random(seed), DealSetup(0, 1))
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
    top = max(state.points_by_seat)
    assert result.scores == tuple(int(n == top) for n in state.points_by_seat) or (
        result.detail["tie_break"] != "none"
    )
    assert state.copy().result == result


def _played_log(seed: int, preset: str = "imperialist", players: int = 4, deals: int = 2):
    match = Match.create("rettler", preset, players, seed)
    bots = [RettlerBot(s) for s in range(players)]
    state = None
    for _ in range(deals):
        state = match.new_deal()
        actions = []
        while state.current_seat is not None:
            action = bots[state.current_seat].choose(state.view_for(state.current_seat))
            actions.append(action)
            state.apply(action)
        match.record(state, actions)
    log = match.logs[-1]
    assert log is not None and state is not None
    return log, state


def test_a_deal_is_written_and_replayed():
    log, state = _played_log(3)
    record = json.loads(json.dumps(to_record(log, list("ABCD"), "test")))
    assert "contract" not in record and "bidding" not in record and "opening" not in record
    assert record["imperialism"]["previous_counts"] is not None
    report = replay_node(Node(record))
    assert report.ok, report.errors
    again = log_from_record(Node(record)).final_state()
    assert again.result is not None and again.result.scores == state.result.scores


def test_a_record_with_wrong_winners_or_chigaku_nt_is_refused():
    log, _ = _played_log(5)
    record = to_record(log, list("ABCD"), "test")
    wrong = json.loads(json.dumps(record))
    loser = next(n for n in "ABCD" if n not in wrong["result"]["winners"])
    wrong["result"]["winners"] = [loser]
    report = replay_node(Node(wrong))
    assert not report.ok and report.errors[0].rule_id == "R-VAR-4"
    chigaku = json.loads(json.dumps(record))
    chigaku["imperialism"]["trump"] = "chigaku_nt"
    report = replay_node(Node(chigaku))
    assert not report.ok and report.errors[0].rule_id == "R-VAR-4"
