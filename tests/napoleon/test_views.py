"""What a seat may know (napoleon.md §12 N-INFO-1..3): ``view_for(seat)`` and
``Event.for_seat(seat)`` must never show another seat's hand, the kitty before it is legitimately
seen, face-down discards, or the adjutant before the named card is played."""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path
from typing import Any

import pytest

from engine.actions import Action, CallAdjutant, Discard, Pass, PlayCard
from engine.cards import IS_POINT, MIGHTY, cards_in, napoleon_deck, parse_card
from engine.events import (
    AdjutantRevealed,
    BidMade,
    Dealt,
    Discarded,
    Event,
    KittyRevealed,
    KittyTaken,
    TrickWon,
)
from engine.games.napoleon.params import BOOK, FUKASHI, IGOSHOKAI, NapoleonRules
from engine.games.napoleon.state import NapoleonState
from engine.games.napoleon.view import NapoleonView

RECORDS = Path(__file__).resolve().parents[1] / "data" / "records"


# --- helpers ---------------------------------------------------------------------------
def layout(
    rules: NapoleonRules, players: int, where: dict[str, object] | None = None
) -> tuple[list[list[int]], list[int]]:
    hand_size, kitty_size = rules.deal_sizes[players]
    hands: list[list[int]] = [[] for _ in range(players)]
    kitty: list[int] = []
    for code, spot in (where or {}).items():
        if spot == "kitty":
            kitty.append(parse_card(code))
        else:
            assert isinstance(spot, int)
            hands[spot].append(parse_card(code))
    placed = {c for h in hands for c in h} | set(kitty)
    rest = [c for c in napoleon_deck() if c not in placed]
    while len(kitty) < kitty_size:
        kitty.append(rest.pop(len(rest) // 2))
    seat = 0
    for card in rest:
        while len(hands[seat]) >= hand_size:
            seat = (seat + 1) % players
        hands[seat].append(card)
        seat = (seat + 1) % players
    return hands, kitty


def place(where: object, codes: str) -> dict[str, object]:
    return {c: where for c in codes.split()}


def load_game(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((RECORDS / name).read_text(encoding="utf-8"))
    return data


def game1_state() -> tuple[NapoleonState, dict[str, Any]]:
    record = load_game("napoleon_game1.json")
    seats = record["seats"]
    hands = [[parse_card(c) for c in record["hands"][s]] for s in seats]
    kitty = [parse_card(c) for c in record["kitty"]]
    state = NapoleonState.from_contract(BOOK, hands, kitty, declarer=0, count=15, trump="red")
    return state, record


def game1_plays(record: dict[str, Any]) -> list[int]:
    return [parse_card(p[1][0]) for t in record["tricks"] for p in t["plays"]]


def visible_cards(view: NapoleonView) -> set[int]:
    """Every card a view shows, in any field."""
    seen = set(view.hand)
    seen |= set(view.kitty or ())
    seen |= set(view.discards)
    seen |= {c for _, c in view.trick}
    seen |= {c for t in view.completed for _, c in t.plays}
    seen |= {c for won in view.point_cards_won for c in won}
    seen |= set(view.adjutant_cards)  # named cards are public
    return seen


def assert_no_leak(state: NapoleonState) -> None:
    """N-INFO-1/2: no seat sees a card that is in another hand, in the hidden kitty or among
    the declarer's face-down discards."""
    declarer = state.declarer
    for seat in range(state.players):
        view = state.view_for(seat)
        for field in dataclasses.fields(view):
            assert not isinstance(getattr(view, field.name), NapoleonState)
        assert sorted(view.hand) == sorted(state.hand(seat))
        assert view.hand_sizes == tuple(len(state.hand(s)) for s in range(state.players))
        shown = visible_cards(view) - set(view.adjutant_cards)
        for other in range(state.players):
            if other != seat:
                assert not shown & set(state.hand(other)), (seat, other, state.phase)
        kitty_seen = state.kitty_public or (
            seat == declarer
            and state.phase
            not in ("auction", "adjutant_call", "responsibility_stand", "reverse_auction")
        )
        played = {c for t in state.completed for _, c in t.plays} | set(state.trick)
        face_up = set(cards_in(state.discard_face_up))
        if not kitty_seen:
            assert view.kitty is None
            hidden_kitty = set(state.kitty) - set(state.hand(seat)) - played - face_up
            assert not shown & hidden_kitty
        if seat != declarer:
            face_down = set(state.discards) - face_up
            assert not shown & face_down
            assert sorted(view.discards) == sorted(face_up)
            if state.rules.discard_face_up == "point_cards":
                assert face_up == {c for c in state.discards if IS_POINT[c]}
            assert view.discard_count == len(state.discards)


def legal_only_for_current(state: NapoleonState) -> None:
    for seat in range(state.players):
        view = state.view_for(seat)
        if seat == state.current_seat:
            assert list(view.legal) == list(state.legal_actions())
            assert view.legal
        else:
            assert view.legal == ()


# --- hands and the kitty ----------------------------------------------------------------
@pytest.mark.parametrize(
    ("rules", "players"),
    [(BOOK, 4), (BOOK, 6), (FUKASHI, 5), (IGOSHOKAI, 5)],
    ids=lambda x: str(x)[:12],
)
def test_views_never_leak_hidden_cards_during_a_whole_deal(
    rules: NapoleonRules, players: int
) -> None:
    rng = random.Random(7)
    for seed in range(3):
        state = NapoleonState.deal(rules, players, random.Random(seed))
        steps = 0
        while state.current_seat is not None:
            assert_no_leak(state)
            legal_only_for_current(state)
            actions = list(state.legal_actions())
            state.apply(actions[int(rng.random() * len(actions))])
            steps += 1
        for seat in range(players):
            assert state.view_for(seat).legal == ()
        assert steps > 0


def test_kitty_is_seen_only_by_the_declarer_after_taking_it() -> None:
    hands, kitty = layout(BOOK, 4, place(2, "SA"))
    state = NapoleonState.from_contract(BOOK, hands, kitty, declarer=1, count=14, trump="H")
    for seat in range(4):
        assert state.view_for(seat).kitty is None
    state.apply(CallAdjutant(MIGHTY))
    assert sorted(state.view_for(1).kitty or ()) == sorted(kitty)
    for seat in (0, 2, 3):
        assert state.view_for(seat).kitty is None
        assert state.view_for(seat).hand_sizes[1] == 17


def test_turned_up_kitty_is_seen_by_everybody() -> None:
    hands, kitty = layout(BOOK, 4, place("kitty", "SA"))
    state = NapoleonState(BOOK, hands, kitty, dealer=3, opening_seat=0)
    events: list[Event] = []
    for _ in range(4):
        events = state.apply(Pass())
    assert any(isinstance(e, KittyRevealed) for e in events)
    for seat in range(4):
        assert sorted(state.view_for(seat).kitty or ()) == sorted(kitty)


# --- discards -----------------------------------------------------------------------------
def test_face_down_discards_are_seen_only_by_the_declarer() -> None:
    state, record = game1_state()
    state.apply(CallAdjutant(MIGHTY))
    for code in record["exchange"]["discard"]:  # S10 CQ face up, S4 C8 C4 face down
        state.apply(Discard(parse_card(code)))
    all_discards = sorted(parse_card(c) for c in record["exchange"]["discard"])
    assert sorted(state.view_for(0).discards) == all_discards
    for seat in (1, 2, 3):
        view = state.view_for(seat)
        assert sorted(view.discards) == sorted([parse_card("S10"), parse_card("CQ")])
        assert view.discard_count == 5


# --- the adjutant (N-ADJ-4, N-INFO-3) -------------------------------------------------------
def test_adjutant_stays_hidden_until_the_named_card_is_played() -> None:
    state, record = game1_state()
    state.apply(CallAdjutant(MIGHTY))
    for code in record["exchange"]["discard"]:
        state.apply(Discard(parse_card(code)))
    plays = game1_plays(record)
    mighty_at = plays.index(MIGHTY)  # C plays the Mighty in trick 11
    for i, card in enumerate(plays):
        if i == mighty_at:
            for seat in range(4):
                view = state.view_for(seat)
                assert view.known_adjutants == ()
                assert view.adjutant_cards == (MIGHTY,)  # the named card itself is public
                assert view.is_adjutant is (seat == 2)
                assert view.only_known is False
        state.apply(PlayCard(card))
        if i == mighty_at:
            for seat in range(4):
                assert state.view_for(seat).known_adjutants == (2,)
    # the whole deal: nobody but C knew it before trick 11
    assert state.result is not None


def test_adjutant_knows_from_the_start_of_play() -> None:
    state, _record = game1_state()
    state.apply(CallAdjutant(MIGHTY))
    assert state.view_for(2).is_adjutant is True
    assert state.view_for(0).is_adjutant is False  # the Napoleon does not know who it is
    assert state.view_for(1).is_adjutant is False
    assert state.view_for(3).is_adjutant is False


def test_intentional_only_becomes_known_when_the_napoleon_plays_the_card() -> None:
    hands, kitty = layout(BOOK, 4, place(0, "HA SA"))
    state = NapoleonState.from_contract(BOOK, hands, kitty, declarer=0, count=14, trump="S")
    ha = parse_card("HA")
    state.apply(CallAdjutant(ha))
    for card in [c for c in state.hand(0) if c not in (ha, MIGHTY)][:5]:
        state.apply(Discard(card))
    assert state.phase == "play"
    assert state.view_for(0).only_known is True  # the Napoleon knows his own hand
    for seat in (1, 2, 3):
        assert state.view_for(seat).only_known is False
        assert state.view_for(seat).known_adjutants == ()
    events = state.apply(PlayCard(ha))  # trick 1 lead
    assert AdjutantRevealed(0, ha, True) in events
    for seat in (1, 2, 3):
        view = state.view_for(seat)
        assert view.only_known is True
        assert view.known_adjutants == ()


def test_named_card_in_kitty_only_the_napoleon_knows_he_is_alone() -> None:
    hands, kitty = layout(BOOK, 4, place("kitty", "SA"))
    state = NapoleonState.from_contract(BOOK, hands, kitty, declarer=0, count=14, trump="S")
    state.apply(CallAdjutant(MIGHTY))
    for card in [c for c in state.hand(0) if c != MIGHTY][:5]:
        state.apply(Discard(card))
    assert state.view_for(0).only_known is True
    for seat in (1, 2, 3):
        assert state.view_for(seat).only_known is False
        assert state.view_for(seat).is_adjutant is False


def test_named_card_discarded_face_up_tells_everybody_it_is_an_only() -> None:
    hands, kitty = layout(BOOK, 4, place("kitty", "HA"))
    state = NapoleonState.from_contract(BOOK, hands, kitty, declarer=2, count=14, trump="S")
    ha = parse_card("HA")
    state.apply(CallAdjutant(ha))
    state.apply(Discard(ha))  # a point card: face up
    for card in [c for c in state.hand(2) if not IS_POINT[c]][:4]:
        state.apply(Discard(card))
    assert state.phase == "play"
    for seat in range(4):
        view = state.view_for(seat)
        assert view.only_known is True
        assert view.known_adjutants == ()
        assert ha in view.discards


# --- events (N-INFO via for_seat) -----------------------------------------------------------
def test_dealt_event_shows_each_seat_only_its_own_hand() -> None:
    state = NapoleonState.deal(BOOK, 4, random.Random(3))
    event = state.dealt_event()
    assert isinstance(event, Dealt)
    assert event.kitty_size == 5
    for seat in range(4):
        mine = event.for_seat(seat)
        assert isinstance(mine, Dealt)
        for other, hand in enumerate(mine.hands):
            if other == seat:
                assert sorted(hand or ()) == sorted(state.hand(seat))
            else:
                assert hand is None
        assert mine.to_json()["hands"][(seat + 1) % 4] is None


def test_kitty_taken_and_face_down_discards_are_redacted_for_others() -> None:
    state, record = game1_state()
    events = state.apply(CallAdjutant(MIGHTY))
    taken = next(e for e in events if isinstance(e, KittyTaken))
    assert taken.for_seat(0) == taken
    assert sorted(taken.for_seat(0).cards or ()) == sorted(state.kitty)  # type: ignore[attr-defined]
    for seat in (1, 2, 3):
        hidden = taken.for_seat(seat)
        assert isinstance(hidden, KittyTaken)
        assert hidden.cards is None and hidden.seat == 0
    for code in record["exchange"]["discard"]:
        card = parse_card(code)
        event = next(e for e in state.apply(Discard(card)) if isinstance(e, Discarded))
        assert event.for_seat(0) == event
        assert event.card == card
        for seat in (1, 2, 3):
            other = event.for_seat(seat)
            assert isinstance(other, Discarded)
            if IS_POINT[card]:
                assert other.face_up and other.card == card
            else:
                assert not other.face_up and other.card is None
                assert other.to_json()["card"] is None


def test_public_events_are_the_same_for_every_seat() -> None:
    state, record = game1_state()
    state.apply(CallAdjutant(MIGHTY))
    for code in record["exchange"]["discard"]:
        state.apply(Discard(parse_card(code)))
    events: list[Event] = []
    for card in game1_plays(record)[:4]:
        events += state.apply(PlayCard(card))
    won = next(e for e in events if isinstance(e, TrickWon))
    for event in events:
        for seat in range(4):
            assert event.for_seat(seat) == event
    assert won.winner == 0
    assert BidMade(1, Pass()).for_seat(3) == BidMade(1, Pass())


def test_views_are_snapshots() -> None:
    state, _ = game1_state()
    before = state.view_for(1)
    state.apply(CallAdjutant(MIGHTY))
    assert before.phase == "adjutant_call"
    assert before.adjutant_cards == ()
    assert state.view_for(1).adjutant_cards == (MIGHTY,)
    with pytest.raises(dataclasses.FrozenInstanceError):
        before.hand = ()  # type: ignore[misc]


def test_legal_actions_appear_only_in_the_acting_seats_view() -> None:
    state, record = game1_state()
    legal_only_for_current(state)  # adjutant call
    state.apply(CallAdjutant(MIGHTY))
    legal_only_for_current(state)  # discards
    for code in record["exchange"]["discard"]:
        state.apply(Discard(parse_card(code)))
    for card in game1_plays(record)[:6]:
        legal_only_for_current(state)
        action: Action = PlayCard(card)
        state.apply(action)
