"""The rule-based Rettler player (R-AI): legal, explained choices, and the strategy notes a
player would notice — littles and point requests led, bridges vetoing an opponent's point
request, bombs returned with 2s, point cards fed to a winning partner, sensible bids and
adjutant calls."""

from __future__ import annotations

import random
import re

from rettler_support import cards, make_deal, position

from engine.actions import Bid, CallAdjutant, Pass, PlayCard
from engine.cards import BRIDGE, MIGHTY
from engine.games.rettler.actions import Lead
from engine.games.rettler.params import BOOK
from engine.games.rettler.state import RettlerState
from engine.games.rettler.strategy import RettlerBot
from engine.hints import suggest
from engine.text import in_language

RULE = re.compile(r"\b[NR]-(AI|[A-Z]+)-\d+")
BOT = RettlerBot(0)


def test_every_choice_is_legal_and_cites_a_rule_in_both_languages():
    for seed, players in ((1, 4), (2, 6), (3, 8)):
        state = RettlerState.deal(BOOK, players, random.Random(seed))
        while state.current_seat is not None:
            view = state.view_for(state.current_seat)
            action, reason = BOT.explain(view)
            assert action in view.legal
            assert RULE.search(str(reason)) or str(reason) == "the only thing to do", reason
            assert in_language(reason, "ja") != str(reason)
            state.apply(action)


def test_hint_mode_uses_the_rettler_player():
    state = RettlerState.deal(BOOK, 6, random.Random(4))
    hint = suggest("rettler", state.view_for(state.current_seat))
    assert hint.action in state.legal_actions() and RULE.search(hint.text)


def test_a_little_is_led():
    """R-AI-3.1: a double Mighty wins and brings a point request."""
    state = position("S", 5, ["SA SA C4 D5", "C2 C3 D2 D3", "H2 H3 H4 H5", "C6 C7 C8 C9"])
    action, reason = BOT.explain(state.view_for(0))
    assert action == Lead((MIGHTY, MIGHTY)) and "R-LITTLE-1" in reason


def _entitled(hands: list[str]) -> RettlerState:
    """Seat 0 wins a double right bower (diamonds trump) and may make a point request."""
    state = position("D", 5, hands)
    state.apply(Lead(tuple(cards("DJ DJ"))))
    for seat in (1, 2, 3):
        legal = [a for a in state.legal_actions() if isinstance(a, PlayCard)]
        state.apply(legal[0])
        if state.current_seat == seat:
            state.apply(next(a for a in state.legal_actions() if isinstance(a, PlayCard)))
    assert state.entitled == 0
    return state


def test_the_point_request_is_used_with_a_cheap_heart():
    """R-AI-5/6: a single point request (a Mighty is still out), led with a low heart."""
    state = _entitled(["DJ DJ H3 C9 S4", "S6 S5 SA H2 C2", "S7 S8 HA H4 C3", "S9 S10 HK H5 C4"])
    action, reason = BOT.explain(state.view_for(0))
    assert isinstance(action, Lead) and action.point_request and action.cards == tuple(cards("H3"))
    assert "R-PR" in reason


def test_an_opponent_point_request_is_vetoed_with_a_bridge():
    """R-AI-7, R-PR-8: the coalition refuses to feed the Rettler."""
    state = _entitled(["DJ DJ H3 C9 S4", "S6 S5 HA BR C2", "S7 S8 HQ H4 C3", "S9 S10 HK H5 C4"])
    state.apply(Lead(tuple(cards("H3")), None, True))
    action, reason = BOT.explain(state.view_for(1))
    assert action == PlayCard(BRIDGE) and "R-PR-8" in reason


def test_a_bomb_is_returned_with_twos():
    """R-BOMB-7: six 2s answer six jacks (four players), without the Mighty."""
    state = position(
        "nt",
        5,
        [
            "SJ SJ HJ DJ CJ CJ C5",
            "SA S2 H2 H2 D2 C2 C2",
            "H9 H8 H7 H6 H5 H4 H3",
            "D9 D8 D7 D6 D5 D4 D3",
        ],
    )
    state.apply(Lead(tuple(cards("SJ SJ HJ DJ CJ CJ")), 3))
    for _ in range(6):
        action, reason = BOT.explain(state.view_for(1))
        assert isinstance(action, PlayCard) and action.card % 13 == 0 and "R-BOMB-7" in reason
        state.apply(action)


def test_point_cards_are_fed_to_a_partner_winning_the_round():
    """付け (R-AI-18): the Rettler, last to play, adds a point card to his revealed
    adjutant's Mighty."""
    state = position("S", 5, ["CA C4", "SA H3", "C3 D3", "C2 D2"], leader=1)
    state.called, state.adjutants = [MIGHTY], (1,)
    state.apply(Lead((MIGHTY,)))
    state.apply(PlayCard(cards("C3")[0]))
    state.apply(PlayCard(cards("C2")[0]))
    view = state.view_for(0)
    assert view.known_adjutants == (1,)
    action, reason = BOT.explain(view)
    assert action == PlayCard(cards("CA")[0]) and "R-AI-18" in reason


def test_strong_hands_bid_and_weak_hands_pass():
    strong, kitty = make_deal(6, {0: "SA SA JK JK HJ HJ DJ HA HA HK HQ H10 H9 H8"}, seed=1)
    state = RettlerState(BOOK.model_copy(update={"misdeal": False}), strong, kitty, opening_seat=0)
    action, reason = BOT.explain(state.view_for(0))
    assert isinstance(action, Bid) and "R-AI-8" in reason
    weak, kitty = make_deal(6, {0: "S3 S4 S5 H3 H4 H5 D3 D4 D5 C3 C4 C5 C6 C7 D6 H6 S6"}, seed=2)
    state = RettlerState(BOOK.model_copy(update={"misdeal": False}), weak, kitty, opening_seat=0)
    assert isinstance(BOT.choose(state.view_for(0)), Pass)


def test_the_mighty_is_called_when_it_is_outside():
    """R-AI-15: the strongest card with a copy outside, within the limit (R-ADJ-3)."""
    hands, kitty = make_deal(6, {1: "SA", 2: "SA"}, seed=3)
    state = RettlerState.from_contract(BOOK, hands, kitty, declarer=0, count=25, trump="H")
    action, reason = BOT.explain(state.view_for(0))
    assert action == CallAdjutant(MIGHTY) and "R-ADJ-3" in reason


def test_the_rule_based_player_beats_the_random_one():
    """Alternate seats, 60 six-player deals: the rule-based seats end far ahead."""
    from engine.selfplay import run_selfplay

    summary = run_selfplay("rettler", "book", 6, 60, 5, ["normal", "random"])
    normal = sum(t for seat, t in enumerate(summary.totals) if seat % 2 == 0)
    assert normal > 0 and normal == -sum(
        t for seat, t in enumerate(summary.totals) if seat % 2 == 1
    )
