"""R-VAR-1, R-VAR-2 and R-VAR-3 (two-player and four-pile Rettler) over random deals:
hypothesis properties (cards conserved, a move always offered, scores as stated), views,
the bot and hints, and the record round trip. The rule sentences one by one are in
``test_rettler_var_two``."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from var_two_support import PLAYERS, VARIANTS, c, position, tableau_deal

from engine.actions import Action, ChoosePile, Pass, PlayCard
from engine.ai import make_bot
from engine.cards import DECK_STRIDE, MIGHTY, cards_in_two_decks
from engine.deal_log import DealLog, deal_data, log_from_record, to_record
from engine.events import CardPlayed
from engine.games.rettler.actions import Lead
from engine.games.rettler.events import RoundLed
from engine.games.rettler.four_pile import FourPileState
from engine.games.rettler.params import load_preset
from engine.games.rettler.scoring import deal_scores
from engine.games.rettler.state import RettlerState, codes_of
from engine.games.rettler.two_player import DrawState, TableauState, TwoPlayerView
from engine.hints import suggest
from engine.match import Match
from engine.record import Node, replay_node
from engine.registry import get_game

# =====================================================================================
# Properties over random deals
# =====================================================================================


def _places(state: RettlerState) -> list[int]:
    """Where every unplayed card is: discarded, each hand, lower in a pile, uncovered but
    not yet playable, the kitty in the middle, the stock, the piles nobody took."""
    places = [sum(1 << x for x in state.discards), *state.hands]
    if state.phase in ("auction", "misdeal_offer", "adjutant_call") or (
        state.phase == "over" and state.declarer < 0
    ):
        places.append(sum(1 << x for x in state.kitty))
    if isinstance(state, TableauState):
        places += [sum(1 << x for x in p[:-1]) for s in range(2) for p in state.piles[s]]
        places += state.pending
    elif isinstance(state, DrawState):
        places.append(sum(1 << x for x in state.stock[state.stock_next :]))
        places += [sum(1 << x for x in state.piles[p]) for p in range(3) if p not in state.chosen]
    elif isinstance(state, FourPileState):
        if state.unused_pile < 0:
            places += [
                sum(1 << x for x in state.piles[p]) for p in range(4) if state.pile_owners[p] < 0
            ]
        else:
            places.append(state.unused_mask)
    return places


def _conserved(state: RettlerState, gone: int) -> None:
    total = gone
    for m in _places(state):
        assert not total & m, "a card is in two places"
        total |= m
    assert total == (1 << 2 * DECK_STRIDE) - 1, "a card is missing"


def _played(events: list[Any]) -> int:
    out = 0
    for e in events:
        if isinstance(e, RoundLed):
            for x in e.cards:
                out |= 1 << x
        elif isinstance(e, CardPlayed):
            out |= 1 << e.card
    return out


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**9), preset=st.sampled_from(VARIANTS))
def test_random_deals_conserve_cards_always_offer_a_move_and_score_as_stated(
    seed: int, preset: str
) -> None:
    rules = load_preset(preset)
    players = PLAYERS[preset]
    state = RettlerState.deal(rules, players, random.Random(seed), dealer=seed % players)
    rng = random.Random(seed + 1)
    gone = 0  # the cards played
    _conserved(state, gone)
    while state.current_seat is not None:
        legal = state.legal_actions()
        assert legal, f"no legal action in {state.phase}"
        events = state.apply(legal[rng.randrange(len(legal))])
        played = _played(events)
        assert not gone & played
        gone |= played
        if state.result is None:
            _conserved(state, gone)
            assert state.copy().legal_actions() == state.legal_actions()
    result = state.result
    assert result is not None and sum(result.scores) == 0
    if not result.counts or "declarer" not in result.detail or state.declarer < 0:
        return
    side, coalition = state.side_totals()
    if "bridge_lock" in result.detail:
        made = result.detail["bridge_lock"] != state.declarer
        all_take = False
    else:
        all_take = coalition == 0 and state.count < 40
        made = side >= state.count and not all_take
        assert sum(len(r.plays[0][1]) for r in state.completed) == state.hand_size
    assert result.outcome == ("declarer_side_wins" if made else "coalition_wins")
    expected = deal_scores(
        rules,
        players,
        state.declarer,
        state.adjutants,
        made,
        state.count,
        state.adjutants_bid,
        side,
        all_take=all_take,
    )
    assert list(result.scores) == expected
    if players == 2:
        assert state.adjutants == () and state.adjutants_bid == 0


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10**9), preset=st.sampled_from(VARIANTS))
def test_views_show_only_what_a_seat_may_see(seed: int, preset: str) -> None:
    rules = load_preset(preset)
    players = PLAYERS[preset]
    state = RettlerState.deal(rules, players, random.Random(seed))
    rng = random.Random(seed)
    while state.current_seat is not None:
        for seat in range(players):
            view = state.view_for(seat)
            shown = 0
            for x in view.hand:
                shown |= 1 << x
            if isinstance(view, TwoPlayerView):
                for t in view.tableaus:
                    for p in t:
                        for x in p:
                            if x is not None:
                                shown |= 1 << x
            secret = 0
            for other in range(players):
                if other != seat:
                    secret |= state.hands[other]
            if isinstance(state, TableauState):
                secret &= ~(state.tops[1 - seat])
                assert not state.face_down & shown
            assert not secret & shown
            if isinstance(state, FourPileState):
                assert not state.unused_mask & shown
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])


# =====================================================================================
# The bot and hints
# =====================================================================================


@pytest.mark.parametrize(
    ("preset", "rule"), [("two_player_2", "R-VAR-2"), ("four_pile_3p", "R-VAR-3")]
)
def test_bot_and_hints_choose_piles_citing_the_rule(preset: str, rule: str) -> None:
    state = RettlerState.deal(load_preset(preset), PLAYERS[preset], random.Random(1))
    seat = state.current_seat
    assert seat is not None
    hint = suggest("rettler", state.view_for(seat))
    assert isinstance(hint.action, ChoosePile) and rule in hint.text


def test_the_bot_plays_its_pile_tops() -> None:
    state = position([[["C5", "C6", "C7"]], [["H2", "D5", "H8"]]], ["H9", "S3"], leader=0)
    state.apply(Lead((c("H9"),), None, False))
    action = make_bot("rettler", "normal", 1).choose(state.view_for(1))
    assert action == PlayCard(c("H8"))  # the only heart it may play is a pile top
    hint = suggest("rettler", state.view_for(1))
    assert hint.action == PlayCard(c("H8")) and "R-VAR-1" in hint.text


@pytest.mark.parametrize("preset", VARIANTS)
def test_normal_bots_finish_deals_and_make_some_contracts(preset: str) -> None:
    rules = load_preset(preset)
    players = PLAYERS[preset]
    bots = [make_bot("rettler", "normal", s) for s in range(players)]
    made = played = 0
    for seed in range(10):
        state = RettlerState.deal(rules, players, random.Random(seed), dealer=seed % players)
        while state.current_seat is not None:
            seat = state.current_seat
            action = bots[seat].choose(state.view_for(seat))
            assert action in state.legal_actions()
            state.apply(action)
        assert state.result is not None
        if "contract" in state.result.detail:
            played += 1
            made += state.result.outcome == "declarer_side_wins"
    assert played and made


# =====================================================================================
# Records
# =====================================================================================


@pytest.mark.parametrize("preset", VARIANTS)
def test_deals_write_replay_and_read_back(preset: str) -> None:
    players = PLAYERS[preset]
    names = ["A", "B", "C"][:players]
    match = Match.create("rettler", preset, players, seed=3)
    bots = [make_bot("rettler", "normal", s) for s in range(players)]
    for _ in range(4):
        state = match.new_deal()
        actions: list[Action] = []
        while (seat := state.current_seat) is not None:
            action = bots[seat].choose(state.view_for(seat))
            state.apply(action)
            actions.append(action)
        match.record(state, actions)
    for number, (row, log) in enumerate(zip(match.rows, match.logs, strict=True), 1):
        assert log is not None
        original = log.final_state()
        record = json.loads(json.dumps(to_record(log, names, "test")))
        assert "piles" in record
        report = replay_node(Node(record), f"deal {number}")
        assert report.ok, report.errors
        back = log_from_record(Node(record)).final_state()
        assert back.result is not None and original.result is not None
        assert back.result.scores == row.result.scores == original.result.scores
        again = DealLog.from_json(json.loads(json.dumps(log.to_json())))
        assert again.actions == log.actions


@pytest.mark.parametrize("preset", ["two_player_1", "four_pile_3p"])
def test_deal_data_round_trips(preset: str) -> None:
    rules = load_preset(preset)
    players = PLAYERS[preset]
    state = RettlerState.deal(rules, players, random.Random(9))
    data = json.loads(json.dumps(deal_data(state)))
    back = get_game("rettler").from_deal_data(rules, players, data)  # type: ignore[misc]
    assert json.loads(json.dumps(deal_data(back))) == data


def test_a_record_with_a_covered_card_played_names_the_rule() -> None:
    match = Match.create("rettler", "two_player_1", 2, seed=3)
    bots = [make_bot("rettler", "normal", s) for s in range(2)]
    while True:
        state = match.new_deal()
        actions: list[Action] = []
        while (seat := state.current_seat) is not None:
            action = bots[seat].choose(state.view_for(seat))
            state.apply(action)
            actions.append(action)
        match.record(state, actions)
        if state.result is not None and "contract" in state.result.detail:
            break
    log = match.logs[-1]
    assert log is not None
    record = json.loads(json.dumps(to_record(log, ["A", "B"], "test")))
    trick = record["tricks"][0]
    leader = trick["lead"]
    covered = record["piles"][leader][0][0]  # the bottom card of the first pile
    trick["plays"][0][1] = [covered]
    report = replay_node(Node(record), "covered")
    assert not report.ok
    assert any(e.rule_id == "R-VAR-1" for e in report.errors)


def test_nobody_bidding_while_both_players_hold_a_mighty_is_a_redeal() -> None:
    for seed in range(200):
        state = tableau_deal(seed)
        if all(codes_of(h)[0] >> MIGHTY & 1 for h in state.hands):
            break
    else:
        pytest.skip("no deal with a Mighty for each player")
    while state.phase == "auction":
        legal = state.legal_actions()
        state.apply(next(a for a in legal if isinstance(a, Pass)))
    assert state.result is not None and state.result.outcome == "redeal"
    assert state.result.scores == (0, 0) and state.result.detail["rule_id"] == "R-BID-7"


def test_the_mighty_is_counted_only_where_its_holder_can_play_it() -> None:
    state = tableau_deal(11)
    holders = [s for s in range(2) if codes_of(state.hands[s])[0] >> MIGHTY & 1]
    for s in holders:
        assert any(x % DECK_STRIDE == MIGHTY for x in cards_in_two_decks(state.hands[s]))
