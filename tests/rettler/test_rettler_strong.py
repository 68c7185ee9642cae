"""The ``strong`` Rettler player (issue 12): worlds from the view, choices that do not
depend on hidden cards, whole deals without an illegal move, abandon()."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from rettler_support import assert_blind_to_hidden_cards, at_search

from engine.actions import PlayCard
from engine.ai import make_bot
from engine.ai.search import Budget, Outcome, SearchBot
from engine.cards import DECK_STRIDE, make_card
from engine.core import GameState
from engine.games.rettler.params import BLIND_STAND, BOOK, CALL_BY_DECK, DREAM, TEAM_CARDS
from engine.games.rettler.search import (
    SEARCH_FROM,
    RettlerSearch,
    card_classes,
    deal_worlds,
    strong_bot,
)
from engine.games.rettler.state import RettlerState
from engine.games.rettler.strategy import RettlerBot
from engine.games.rettler.view import RettlerView


def _codes(mask: int) -> list[int]:
    out = []
    for c in range(DECK_STRIDE):
        out += [c] * ((mask >> c & 1) + (mask >> c + DECK_STRIDE & 1))
    return out


@pytest.mark.parametrize(("players", "seed"), [(6, 1), (6, 2), (4, 3), (8, 4)])
def test_worlds_agree_with_the_view(players: int, seed: int) -> None:
    state = at_search(players, seed, 8)
    view = state.view_for(state.current_seat or 0)
    worlds = deal_worlds(view, 6, random.Random(seed))
    assert len(worlds) == 6
    for world in worlds:
        # own hand, hand sizes and the public history are the view's
        assert world.hands[view.seat] == state.hands[view.seat]
        assert [h.bit_count() for h in world.hands] == list(view.hand_sizes)
        assert world.view_for(view.seat).legal == view.legal
        # every code exists twice: held, played or discarded (R-COMP-1)
        counts = [0] * DECK_STRIDE
        for h in world.hands:
            for c in _codes(h):
                counts[c] += 1
        for c in world.discards:
            counts[c % DECK_STRIDE] += 1
        for c in range(DECK_STRIDE):
            assert counts[c] + view.played_counts[c] == 2
        # face-down discards are never point cards (R-KIT-2)
        assert world.discarded_points() == sum(1 for _ in view.discards_face_up)
        # a seat that failed to follow a plain single round holds none of that suit
        for done in view.completed:
            if done.size != 1 or done.point_request or done.bomb:
                continue
            lead = done.plays[0][1][0]
            if lead >= 52 or lead == make_card(0, 3):
                continue
            suit = lead // 13
            for seat, (c,) in done.plays[1:]:
                if c >= 52 or c // 13 != suit:
                    held = _codes(world.hands[seat])
                    assert all(h >= 52 or h // 13 != suit for h in held), (seat, suit)


@pytest.mark.parametrize(("players", "seed"), [(6, 5), (5, 6), (7, 7)])
def test_hidden_cards_do_not_change_the_choice(players: int, seed: int) -> None:
    state = at_search(players, seed, 8)
    seat = state.current_seat
    assert seat is not None
    assert_blind_to_hidden_cards(state, seat, lambda s: strong_bot(11).search(s.view_for(seat)), 3)


@pytest.mark.slow
@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_strong_plays_whole_deals(players: int) -> None:
    for deal in range(2 if players == 6 else 1):
        state = RettlerState.deal(BOOK, players, random.Random(players * 10 + deal))
        bots = [make_bot("rettler", "strong", s) for s in range(players)]
        while (seat := state.current_seat) is not None:
            state.apply(bots[seat].choose(state.view_for(seat)))  # raises on an illegal move
        assert state.result is not None
        assert sum(state.side_totals()) == 40  # every point card ends somewhere (R-COMP-3)


def test_touching_plain_cards_are_one_candidate() -> None:
    state = at_search(6, 8, 8)
    view = state.view_for(state.current_seat or 0)
    classes = card_classes(view)
    for code, rep in classes.items():
        if code != rep:  # merged: same suit, plain ranks 3-9, every rank between held
            assert code // 13 == rep // 13 and code > rep
            assert all(view.hand_lo >> c & 1 for c in range(rep, code + 1))
            assert rep % 13 + 2 >= 3 and code % 13 + 2 <= 9
    candidates = RettlerSearch().candidates(view)
    keys = [classes.get(a.card, a.card) for a in candidates if isinstance(a, PlayCard)]
    assert len(keys) == len(set(keys))
    assert {classes.get(a.card, a.card) for a in view.legal if isinstance(a, PlayCard)} == set(keys)


class _Leaving(RettlerSearch):
    """A search whose table is left during the first rollout."""

    def __init__(self) -> None:
        super().__init__()
        self.bot: SearchBot[RettlerView] | None = None
        self.rollouts = 0

    def playout(self, state: GameState, seat: int, rng: random.Random) -> Outcome:
        self.rollouts += 1
        assert self.bot is not None
        self.bot.abandon()
        return super().playout(state, seat, rng)


def test_abandon_returns_the_rule_based_choice() -> None:
    state = at_search(6, 9, 8)
    view = state.view_for(state.current_seat or 0)
    game = _Leaving()
    bot = SearchBot(game, RettlerBot(3), 3, Budget(worlds=8, rollouts=400))
    game.bot = bot
    result = bot.search(view)
    assert game.rollouts == 1
    assert not result.searched
    assert result.chosen == RettlerBot(3).choose(view)


def test_variant_rule_sets_and_early_rounds_stay_rule_based() -> None:
    state = at_search(6, 10, 8)
    view = state.view_for(state.current_seat or 0)
    assert RettlerSearch().searchable(view)
    for rules in (BLIND_STAND, CALL_BY_DECK, TEAM_CARDS, DREAM):  # R-VAR-5/13/8/10
        assert not RettlerSearch().searchable(replace(view, rules=rules))
    # the opening rounds of a long deal (four players: 26 rounds) are the rule-based
    # player's (SEARCH_FROM)
    early = RettlerState.deal(BOOK, 4, random.Random(1))
    bots = [RettlerBot(s) for s in range(4)]
    while early.phase != "play":
        seat = early.current_seat
        assert seat is not None
        early.apply(bots[seat].choose(early.view_for(seat)))
    first = early.view_for(early.current_seat or 0)
    assert first.tricks - first.trick_number + 1 > SEARCH_FROM
    assert not RettlerSearch().searchable(first)
    result = strong_bot(1).search(first)
    assert not result.searched and result.chosen == RettlerBot(1).choose(first)
