"""The rule-based Belote player and the hint texts: legal choices from a view only, reasons
in English and Japanese that cite the same rules, sensible bidding and card play, and
trick explanations for the table (B-INFO-2, B-TRICK-1)."""

from __future__ import annotations

import random
import re

import pytest
from belote_support import E, N, S, W, advance, deal, ex1

from engine.actions import Pass, PlayCard
from engine.ai import make_bot
from engine.ai.base import RandomBot
from engine.cards import parse_card
from engine.events import TrickWon
from engine.games.belote.actions import BeloteBid
from engine.games.belote.explain import hint, legal_hint
from engine.games.belote.params import PRESETS
from engine.games.belote.state import BeloteState
from engine.games.belote.strategy import BeloteBot, hand_value
from engine.hints import explain_trick, suggest
from engine.text import Text, in_language
from tests.engine.hint_support import quick_hint_player

RULE_IDS = re.compile(r"[NRBM]-[A-Z]+-\d+")
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


@pytest.mark.parametrize("preset", sorted(PRESETS))
# every hint is a search: 4 players take 0.6-0.8 s a case with the cheaper searches below
@pytest.mark.parametrize("players", [3, pytest.param(4, marks=pytest.mark.slow)])
def test_every_hint_is_legal_and_bilingual(preset, players) -> None:
    rules = PRESETS[preset]
    phases = set()
    # the table's hint player with cheaper searches: its words and rules are the table's
    helper = quick_hint_player("belote")
    for seed in range(4):
        state = BeloteState.deal(rules, players, random.Random(seed), dealer=seed % players)
        bots = [BeloteBot(s) if (s + seed) % 2 else RandomBot(s) for s in range(players)]
        while state.current_seat is not None:
            seat = state.current_seat
            view = state.view_for(seat)
            hinted = suggest("belote", view, helper)
            assert hinted.action in view.legal
            reason = hinted.text
            assert isinstance(reason, Text)
            ja = in_language(reason, "ja")
            assert JAPANESE.search(ja)
            assert RULE_IDS.findall(reason) == RULE_IDS.findall(ja)
            # a hint cites its rule, unless facts of the trick carry the why (a rule of thumb
            # that would only repeat them gives way: "Lead ♡A. Only ♠K … could still beat ♡A.")
            last = "You have no other card to play." in reason
            assert RULE_IDS.findall(reason) or hinted.facts or last, str(reason)
            phases.add(view.phase)
            state.apply(bots[seat].choose(view))
    assert {"bidding", "play"} <= phases


def test_the_bot_takes_a_strong_hand_and_passes_a_weak_one() -> None:
    strong = deal(
        {N: "HJ H9 HA SA DA", E: "S7 S8 D7 D8 C7", S: "C8 C9 C10 CJ CQ", W: "SK SQ DK DQ CK"}, "H10"
    )
    action, reason = BeloteBot(0).explain(strong.view_for(N))
    assert action == BeloteBid("H") and "B-BID-1" in reason
    weak = deal(
        {N: "S7 S8 D7 D8 C7", E: "HJ H9 HA SA DA", S: "C8 C9 C10 CJ CQ", W: "SK SQ DK DQ CK"}, "H10"
    )
    assert BeloteBot(0).choose(weak.view_for(N)) == Pass()
    assert hand_value(strong.hands[N], "H") > hand_value(weak.hands[N], "H")


def test_the_taker_draws_trumps_with_the_master_trump() -> None:
    state = ex1()
    advance(state, 12)  # S won trick 3 and leads, holding HJ (the master trump)
    assert state.current_seat == S
    action, reason = BeloteBot(0).explain(state.view_for(S))
    assert action == PlayCard(parse_card("HJ"))
    assert "B-PLAY-3" in reason and "切り札" in in_language(reason, "ja")


def test_the_bot_feeds_a_partner_who_is_sure_to_win() -> None:
    state = ex1()
    advance(state, 2)  # trick 1: N SA, E S7; S is void in spades, partner N's ace is master
    view = state.view_for(S)
    action, reason = BeloteBot(0).explain(view)
    assert isinstance(action, PlayCard)
    assert action.card in (
        parse_card("HA"),
        parse_card("H10"),
        parse_card("CK"),
        parse_card("CQ"),
        parse_card("D7"),
    )
    # it feeds points but keeps its trumps (the trump ace and ten are trumps here)
    assert action.card == parse_card("CK") and "B-PLAY-6" in reason


def test_the_bot_wins_cheaply_when_it_can() -> None:
    state = ex1()
    advance(state, 11)  # trick 3: W DQ, N D10, E DA; S must trump and every trump wins
    action, reason = BeloteBot(0).explain(state.view_for(S))
    assert action == PlayCard(parse_card("H10")) or action == PlayCard(parse_card("H9"))
    assert "B-PLAY-7" in reason


def test_bots_beat_random_players() -> None:
    rules = PRESETS["standard"]
    rng = random.Random(5)
    totals = [0, 0]
    for d in range(120):
        state = BeloteState.deal(rules, 4, rng, dealer=d % 4)
        bots = [make_bot("belote", "normal" if s % 2 == d % 2 else "random", s) for s in range(4)]
        while state.current_seat is not None:
            seat = state.current_seat
            state.apply(bots[seat].choose(state.view_for(seat)))
        assert state.result is not None
        totals[0] += state.result.scores[d % 2]
        totals[1] += state.result.scores[1 - d % 2]
    assert totals[0] > 2 * totals[1]


def test_trick_explanations_in_both_languages() -> None:
    state = ex1()
    events = advance(state, 32)
    won = [e for e in events if isinstance(e, TrickWon)]
    view = state.view_for(N)
    first = explain_trick("belote", won[1], view, "en")
    assert first == (
        "♠10 wins as the highest card of the led suit (spades); no trump was played — B-TRICK-1"
    )
    # a lone trump on a led suit: the deciding fact is that a trump beats the led suit
    assert explain_trick("belote", won[2], view, "ja") == (
        "♡10の勝ち: 切り札は台札のスート(ダイヤ)のどのカードよりも強い — B-TRICK-1"
    )
    last = explain_trick("belote", won[7], view, "ja")
    assert "B-SCORE-2" in last and "10点" in last


def test_hint_lines_cite_their_rules() -> None:
    assert hint("PARTNER_WINS_NO_UNDERTRUMP") == (
        "Your partner is winning with a trump: "
        "discard, or trump higher, but never lower. "
        "(B-PLAY-6)"
    )
    assert in_language(hint("MUST_UNDERTRUMP"), "ja").endswith("(B-PLAY-7)")


def test_the_hint_line_for_the_legal_cards() -> None:
    state = ex1()
    advance(state, 11)
    view = state.view_for(S)
    assert legal_hint(view) == (
        "You can't follow and an opponent is winning: you must trump. (B-PLAY-7)"
    )
    assert in_language(legal_hint(view), "ja") == (
        "台札のスートがなく相手が勝っているので、切り札を出さなければなりません。(B-PLAY-7)"
    )
    assert legal_hint(state.view_for(N)) is None  # not N's turn
