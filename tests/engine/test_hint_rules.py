"""Hints name the rule that forces or narrows a card play, propose the whole kitty exchange
and say what a hand is worth when bidding (engine/hints.py; issue 12, item 4).

The rule a hint cites is checked against the state's own refusal (``explain_illegal``) of a
held card the rules do not allow now, which is what a player is told when trying it; the
hint itself sees only the seat's view.
"""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

import pytest

from engine.actions import Action, Bid, Discard, Pass, PlayCard
from engine.ai import make_bot
from engine.cards import BRIDGE, DECK_STRIDE, JOKER, parse_card
from engine.core import GameState, View
from engine.hints import Hint, play_obligation, suggest
from engine.registry import DealSetup, get_game
from engine.text import in_language

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rettler"))
from rettler_support import state_at_play

from tests.engine.hint_support import quick_hint_player

STRATEGY_NOTE = re.compile(r"\b[NRBM]-AI-\d+")


def _views(game: str, preset: str, players: int, deals: int, phases: tuple[str, ...]):
    """(state, view) at every decision of ``phases`` in seeded deals of ``normal`` bots."""
    spec = get_game(game)
    params = spec.presets[preset]
    for deal in range(deals):
        state = spec.new_deal(
            params, players, random.Random(deal), DealSetup(deal % players, (deal + 1) % players)
        )
        bots = [make_bot(game, "normal", seed=seat) for seat in range(players)]
        for _ in range(600):
            seat = state.current_seat
            if seat is None:
                break
            view = state.view_for(seat)
            if view.phase in phases:
                yield state, view
            state.apply(bots[seat].choose(view))


def _refused_rule(game: str, state: GameState, view: View) -> str | None:
    """The rule the state gives for a held card that may not be played now (a plain card
    before the joker or a bridge, which have rules of their own), None if all may be."""
    if game == "rettler":
        allowed = {a.card % DECK_STRIDE for a in view.legal if isinstance(a, PlayCard)}
        held = {c % DECK_STRIDE for c in view.hand}
        special = BRIDGE
    else:
        allowed = {a.card for a in view.legal if isinstance(a, PlayCard)}
        held = set(view.hand)
        special = JOKER
    refused = sorted(held - allowed, key=lambda c: (c == special, c))
    if not refused:
        return None
    problem = state.explain_illegal(PlayCard(refused[0]))
    assert problem is not None
    return problem[0]


CASES = [
    ("napoleon", "book", 5, 6),
    ("napoleon", "fukashi", 5, 4),
    ("napoleon", "igoshokai", 5, 4),
    ("napoleon", "four_pile_3p", 3, 3),
    ("napoleon", "imperialist", 5, 2),
    ("rettler", "book", 6, 4),
    ("rettler", "team_cards", 6, 2),
    ("belote", "standard", 4, 8),
    ("mustfollow", "first_edition", 3, 1),
]


#: every hint at a narrowed play is a search: all but the shortest cases take 1-6 s
NARROWED_CASES = [
    c if c[:2] == ("rettler", "team_cards") else pytest.param(*c, marks=pytest.mark.slow)
    for c in CASES
]


@pytest.mark.parametrize(("game", "preset", "players", "deals"), NARROWED_CASES)
def test_a_narrowed_card_play_cites_the_rule_that_narrows_it(game, preset, players, deals):
    """Wherever the rules narrow the cards a seat may play, the hint names that rule (the
    same one the engine gives for refusing a held card), in every language; where they leave
    one card, the rule is the whole reason, never a strategy note."""
    narrowed = forced = 0
    helper = quick_hint_player(game)  # the rule cited does not hang on the search's budget
    for state, view in _views(game, preset, players, deals, ("play",)):
        if game == "rettler" and view.round is None:
            continue  # a lead: R-PLAY-4 allows any card of the hand
        rule = _refused_rule(game, state, view)
        if rule is None or (game == "mustfollow" and not view.trick):
            continue
        hint = suggest(game, view, helper)
        assert hint.action in view.legal
        found = play_obligation(game, view)
        assert found is not None and found[0] == rule, (rule, found, hint.text)
        for lang in ("en", "ja", "fr"):
            assert f"({rule})" in in_language(hint.text, lang), (lang, hint.text)
        cards = {getattr(a, "card", None) for a in view.legal}
        if game == "rettler":
            cards = {c % DECK_STRIDE for c in cards if c is not None}
        if len(cards) == 1:
            forced += 1
            assert not STRATEGY_NOTE.search(hint.text), hint.text
            assert ". It is the only card you may play: " in hint.text, hint.text
        else:
            narrowed += 1
    assert narrowed > 0


def test_the_joker_call_forces_the_joker_and_the_hint_says_so():
    """The issue's example: ♠3 led as a joker call (R-JOKER-3) leaves the joker holder one
    card; the hint cites R-JOKER-3, not 'the least useful card (R-AI-18)'."""
    from engine.games.rettler.actions import Lead

    state = state_at_play(4, {0: "S3 S4 H5", 1: "JK S5 S6 H7 D8"}, trump="nt", count=25)
    s3 = parse_card("S3")
    state.apply(next(a for a in state.legal_actions() if isinstance(a, Lead) and a.cards == (s3,)))
    view = state.view_for(1)
    hint = suggest("rettler", view)
    assert isinstance(hint.action, PlayCard) and hint.action.card % DECK_STRIDE == JOKER
    assert "R-JOKER-3" in hint.text and "R-AI-" not in hint.text
    ja = in_language(hint.text, "ja")
    assert "(R-JOKER-3)" in ja and "ジョーカー" in ja and "R-AI-" not in ja


def _hint_rules(game: str, preset: str, players: int, deals: int, rule: str) -> list[Hint]:
    hints, helper = [], quick_hint_player(game)
    for _state, view in _views(game, preset, players, deals, ("play",)):
        found = play_obligation(game, view)
        if found is not None and found[0] == rule:
            hints.append(suggest(game, view, helper))
    return hints


def test_belote_must_trump_and_napoleon_must_follow_are_named():
    """B-PLAY-7 (void, an opponent winning: trump) and N-PLAY-3 (follow suit) lead the
    hint, with the player's choice among the cards they leave after it."""
    belote = _hint_rules("belote", "standard", 4, 8, "B-PLAY-7")
    assert belote
    for hint in belote:
        assert "(B-PLAY-7)" in in_language(hint.text, "ja")
    napoleon = _hint_rules("napoleon", "book", 5, 2, "N-PLAY-3")
    several = [h for h in napoleon if "Your choice is narrowed" in h.text]
    assert several
    for hint in several:
        assert ". Your choice is narrowed: you must follow suit" in hint.text
        ja = in_language(hint.text, "ja")
        assert ja.index("(N-PLAY-3)") < ja.index("N-AI-")  # the rule first, then the choice


@pytest.mark.parametrize(
    ("game", "preset", "players"),
    [("napoleon", "book", 5), ("napoleon", "book", 3), ("rettler", "book", 6)],
)
def test_the_kitty_hint_names_the_whole_legal_discard_set(game, preset, players):
    checked = 0
    for state, view in _views(game, preset, players, 4, ("discard",)):
        if view.discards or getattr(view, "discard_count", 0):
            continue  # the bots discard one by one; the hint is asked at the start
        hint = suggest(game, view)
        need = len(view.kitty)
        assert len(hint.actions) == need and hint.action == hint.actions[0]
        hand = [c % DECK_STRIDE for c in view.hand] if game == "rettler" else list(view.hand)
        for a in hint.actions:
            assert isinstance(a, Discard) and a.card % DECK_STRIDE in hand
            hand.remove(a.card % DECK_STRIDE)
        trial = state.copy()
        for a in hint.actions:
            trial.apply(a)  # legal in this order, or apply raises
        assert trial.phase != "discard"
        from engine.cards import card_label

        labels = [str(card_label(a.card % DECK_STRIDE)) for a in hint.actions]
        for label in labels:
            assert label in hint.text
        # the choice first, every card of it, then the facts: no reason said once per card
        assert hint.says_choice and str(hint.text).startswith("Discard ")
        sentences = str(hint.text).split(". ")
        assert len(sentences) == len(set(sentences))
        checked += 1
    assert checked


WORTH = re.compile(
    r"brings its side about \d+ point cards?|In .+ you hold|Your strong cards|you hold none of"
)


@pytest.mark.parametrize(
    ("game", "preset", "players"),
    [("napoleon", "book", 5), ("rettler", "book", 6), ("belote", "standard", 4)],
)
def test_the_bidding_hint_says_what_the_hand_is_worth(game, preset, players):
    """Bids and passes on the hand's strength say its worth in the game's units: what such a
    hand brings its side in point cards (Napoleon, Rettler), the trumps and the cards that
    take tricks (Belote) — never an internal rating."""
    checked = 0
    for _state, view in _views(game, preset, players, 4, ("auction", "bidding")):
        hint = suggest(game, view)
        action: Action = hint.action
        quiet = "Mighty (♠A)" in hint.text or "Close" in hint.text or "partner's" in hint.text
        if not isinstance(action, Bid | Pass) or quiet:
            continue
        assert WORTH.search(hint.text), hint.text
        assert not re.search(r"\d\.\d|rates", hint.text), hint.text
        ja = in_language(hint.text, "ja")
        assert re.search(r"\d", ja), ja
        checked += 1
    assert checked > 5
