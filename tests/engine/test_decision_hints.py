"""Hints for the decisions that are not card plays (issue 21, points 1-4): bids and passes,
the adjutant call, the kitty exchange, Belote's take and meld announcement.

Over many self-played auctions and exchanges of Napoleon, Rettler and Belote, every hint
a seat gets: begins with its choice and does not repeat it ("Pass. …", never "pass — pass:"),
states only facts that hold with every hand known (a claimed void is a void after the
discards, a card "you do not hold" is not held, a count of cards or point cards is right),
speaks no internal rating, and keeps its trump advice through an auction unless a new bid
came in, which it then names.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from engine.actions import Bid, Discard
from engine.ai import make_bot
from engine.cards import DECK_STRIDE
from engine.decision_facts import (
    HandBrings,
    KittyShown,
    LacksCard,
    NewBid,
    SecondRound,
    SuitHolding,
    VoidAfter,
    decision_fact_holds,
    hand_codes,
)
from engine.decision_hints import trump_suits
from engine.hints import Hint, hint_player, suggest
from engine.registry import DealSetup, get_game
from engine.text import in_language

GAMES = [
    ("napoleon", "book", 5),
    ("napoleon", "book", 3),
    ("napoleon", "fukashi", 5),
    ("rettler", "book", 6),
    ("belote", "standard", 4),
    ("belote", "standard", 3),
]
#: the phases whose hints are built from facts (the others keep the player's own sentence)
WORDED = {"auction", "adjutant_call", "discard", "bidding", "announce"}
RATING = re.compile(r"\d\.\d|rates|rating")


def _decisions(game: str, preset: str, players: int, deals: int) -> Iterator[tuple[Any, Any, Hint]]:
    """(state, view, hint) at every decision that is not a card play, of every seat, in
    seeded self-played deals (the kitty exchange: at its start, as one decision)."""
    spec = get_game(game)
    params = spec.presets[preset]
    helper = hint_player(game)
    for deal in range(deals):
        rng = random.Random(7919 * deal + players)
        state = spec.new_deal(params, players, rng, DealSetup(deal % players, (deal + 1) % players))
        bots = [make_bot(game, "normal", seed=deal + seat) for seat in range(players)]
        for _ in range(400):
            seat = state.current_seat
            if seat is None or state.phase == "play":
                break
            view = state.view_for(seat)
            fresh = view.phase != "discard" or not (view.discards or view.discard_count)
            if fresh:
                yield state, view, suggest(game, view, helper)
            state.apply(bots[seat].choose(view))


def _trumps(game: str, view: Any) -> tuple[int, ...]:
    contract = getattr(view, "contract", None)
    if game == "belote" or contract is None:
        return ()
    return trump_suits(contract.trump)


@pytest.mark.parametrize(("game", "preset", "players"), GAMES)
def test_every_stated_fact_holds_with_every_hand_known(game, preset, players):
    checked = 0
    for state, view, hint in _decisions(game, preset, players, 12):
        actions = hint.actions or (hint.action,)
        for fact in hint.facts:
            held = decision_fact_holds(fact, state, view.seat, actions, _trumps(game, view))
            assert held, (game, view.phase, fact, str(hint.text))
            checked += 1
        spec_check = get_game(game).fact_holds
        if spec_check is not None:
            for fact in hint.facts:
                assert spec_check(fact, state, view.seat, hint.decision), fact
    assert checked > 20


MORE = [
    ("napoleon", "igoshokai", 5),
    ("napoleon", "urako", 4),
    ("napoleon", "book", 4),
    ("napoleon", "book", 6),
    ("rettler", "book", 5),
    ("rettler", "book", 4),
    ("belote", "option_bids", 4),
    ("belote", "modern", 3),
]


@pytest.mark.slow
@pytest.mark.parametrize(("game", "preset", "players"), GAMES + MORE)
def test_every_stated_fact_holds_over_many_auctions(game, preset, players):
    """The same check over 60 deals of more presets and table sizes."""
    spec = get_game(game)
    if preset not in spec.presets or players not in spec.preset_players.get(preset, (players,)):
        pytest.skip(f"{game} {preset} is not played by {players}")
    checked = 0
    for state, view, hint in _decisions(game, preset, players, 60):
        actions = hint.actions or (hint.action,)
        for fact in hint.facts:
            held = decision_fact_holds(fact, state, view.seat, actions, _trumps(game, view))
            assert held, (game, view.phase, fact, str(hint.text))
            checked += 1
    assert checked > 50


def test_a_void_is_claimed_only_when_the_discards_empty_the_suit():
    """The issue's "discard ♠3: void spades so you can ruff it" while the hand keeps ♠A:
    every suit a kitty hint says is emptied has no card left after its discards, and no
    other suit is called empty."""
    voids = 0
    for game, preset, players in (("napoleon", "book", 5), ("rettler", "book", 6)):
        for _state, view, hint in _decisions(game, preset, players, 12):
            if view.phase != "discard":
                continue
            left = hand_codes(view)
            for a in hint.actions:
                assert isinstance(a, Discard)
                left.remove(a.card % DECK_STRIDE)
            claimed = {f.suit_code for f in hint.facts if isinstance(f, VoidAfter)}
            for suit in claimed:
                assert all(c >= 52 or c // 13 != suit for c in left), hint.text
                voids += 1
            assert str(hint.text).startswith("Discard "), hint.text
    assert voids


@pytest.mark.parametrize(("game", "preset", "players"), GAMES)
def test_the_hint_begins_with_its_choice_and_speaks_in_cards(game, preset, players):
    checked = 0
    for _state, view, hint in _decisions(game, preset, players, 6):
        text = str(hint.text)
        assert not text.lower().startswith(("pass — pass", "pass: ")) or not hint.says_choice
        if view.phase not in WORDED:
            continue
        assert hint.facts, text  # every bid, call, discard and meld is worded from facts
        assert hint.says_choice, text
        first = text.split(". ")[0]
        assert first[0].isupper(), text  # "Pass.", "Bid ♠ spades 14.", "Discard ♠3 and ♣4."
        for lang in ("en", "ja", "fr"):
            said = in_language(hint.text, lang)
            assert not RATING.search(said), (lang, said)  # no "rates 1.7, below the 3.8"
        if isinstance(hint.action, Bid):
            assert "Bid " in first
        checked += 1
    assert checked > 5


def _kind(hint: Hint) -> str | None:
    """The trump kind a bid or pass hint speaks of."""
    for fact in hint.facts:
        if isinstance(fact, HandBrings | SuitHolding):
            return str(fact.kind)
    return None


@pytest.mark.parametrize(
    ("game", "preset", "players"),
    [
        ("napoleon", "book", 5),
        ("napoleon", "fukashi", 5),
        ("rettler", "book", 6),
        ("belote", "standard", 4),
        ("belote", "option_bids", 4),
    ],
)
def test_the_trump_advice_stays_put_unless_a_new_bid_came_in(game, preset, players):
    """The issue's "best trump" going ♠ → black → ♣ with the same hand: a seat's successive
    auction hints name the same trump kind, unless something new came in since its last
    turn — a bid, a face-up kitty, Belote's second round — and then the hint names it."""
    compared = 0
    spec = get_game(game)
    helper = hint_player(game)
    for deal in range(16):
        rng = random.Random(31 * deal + players)
        state = spec.new_deal(
            spec.presets[preset], players, rng, DealSetup(deal % players, (deal + 1) % players)
        )
        bots = [make_bot(game, "normal", seed=deal + seat) for seat in range(players)]
        last: dict[int, str] = {}
        while state.current_seat is not None and state.phase in ("auction", "bidding"):
            seat = state.current_seat
            view = state.view_for(seat)
            hint = suggest(game, view, helper)
            kind = _kind(hint)
            if kind is not None and seat in last:
                compared += 1
                if kind != last[seat]:
                    news = [
                        f for f in hint.facts if isinstance(f, NewBid | KittyShown | SecondRound)
                    ]
                    assert news, (last[seat], str(hint.text))
                    assert str(news[0].words()) in str(hint.text)
            if kind is not None:
                last[seat] = kind
            state.apply(bots[seat].choose(view))
    assert compared


def test_an_adjutant_call_names_a_card_the_caller_lacks():
    calls = 0
    for state, view, hint in _decisions("napoleon", "book", 5, 12):
        if view.phase != "adjutant_call":
            continue
        lacks = [f for f in hint.facts if isinstance(f, LacksCard)]
        if not lacks:
            continue
        assert lacks[0].card not in hand_codes(view)
        assert str(hint.text).startswith("Call "), hint.text
        assert "as your adjutant" in str(hint.text).split(".")[0]
        assert decision_fact_holds(lacks[0], state, view.seat, (hint.action,), ())
        calls += 1
    assert calls


def test_the_dealers_packets_hint_says_the_order_once():
    """B-VAR-3 (the dealer chooses how the first five cards are dealt): the hint names the
    order first, and never as "3_then_2 — deal 3 then 2"."""
    spec = get_game("belote")
    params = spec.presets["standard"].model_copy(update={"first_deal_packets": "dealer_choice"})
    seen = 0
    for deal in range(4):
        state = spec.new_deal(params, 4, random.Random(deal), DealSetup(deal % 4, 0))
        if state.phase != "packets":
            continue
        hint = suggest("belote", state.view_for(state.current_seat), hint_player("belote"))
        assert hint.says_choice and str(hint.text).startswith("Deal 3 cards, then 2."), hint.text
        assert in_language(hint.text, "ja").startswith("3枚ずつ")
        seen += 1
    assert seen
