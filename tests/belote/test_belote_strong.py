"""The ``strong`` Belote player (issue 12): worlds drawn from the view, the exact endgame
solver, no illegal card in whole deals, and ``abandon``."""

from __future__ import annotations

import random

import pytest

from engine.actions import PlayCard
from engine.ai import make_bot
from engine.ai.search import Outcome
from engine.cards import BIT
from engine.core import GameState
from engine.games.belote.deck import DECK_MASK
from engine.games.belote.params import STANDARD
from engine.games.belote.search import (
    BeloteSearch,
    _trick_rules,
    bans,
    strong_bot,
)
from engine.games.belote.search_endgame import _solve, solve
from engine.games.belote.state import BeloteState
from engine.games.belote.strategy import BeloteBot
from engine.games.belote.view import BeloteView


def position(players: int, seed: int, trick: int) -> BeloteState:
    """A deal played by rule-based players up to a card choice (two legal cards or more)
    in trick ``trick`` or later."""
    rng = random.Random(seed)
    for _ in range(200):
        state = BeloteState.deal(STANDARD, players, rng, dealer=rng.randrange(players))
        bots = [BeloteBot(seed + s) for s in range(players)]
        while (seat := state.current_seat) is not None:
            view = state.view_for(seat)
            if (
                state.phase == "play"
                and state.k >= trick
                and len({a.card for a in view.legal if isinstance(a, PlayCard)}) > 1
            ):
                return state
            state.apply(bots[seat].choose(view))
    raise AssertionError("no such position")


@pytest.mark.parametrize("players", [4, 3])
@pytest.mark.parametrize("trick", [1, 3, 5])
def test_worlds_agree_with_the_view(players: int, trick: int) -> None:
    state = position(players, 10 * trick + players, trick)
    seat = state.seat_
    view = state.view_for(seat)
    tr = _trick_rules(view)
    banned = bans(view, tr)
    # what the real deal shows is true of the real hands
    assert all(not state.hands[s] & banned[s] for s in range(players))
    candidates = BeloteSearch().candidates(view)
    assert set(candidates) <= set(view.legal)
    assert len({a.card for a in candidates if isinstance(a, PlayCard)}) == len(candidates)
    worlds = BeloteSearch().worlds(view, 16, random.Random(1))
    assert len(worlds) == 16
    assert any(w.hands != state.hands for w in worlds if isinstance(w, BeloteState))
    for world in worlds:
        assert isinstance(world, BeloteState)
        assert world.hands[seat] == view.hand_mask
        assert [h.bit_count() for h in world.hands] == list(view.hand_sizes)
        union = 0
        for s, hand in enumerate(world.hands):
            assert not union & hand, "a card dealt twice"
            union |= hand
            assert not hand & view.played_mask, "a played card dealt again"
            assert not hand & banned[s], "a shown void or a missing higher trump ignored"
        assert union & ~DECK_MASK == 0
        if players == 3:  # B-3P-2: the candidate and the bottom card are out of play
            for c in (view.candidate, view.bottom_card):
                assert c is not None and not union & BIT[c]
        assert view.contract is not None
        taker = view.contract.taker
        candidate = view.candidate
        if players == 4 and candidate is not None and not view.played_mask & BIT[candidate]:
            assert taker == seat or world.hands[taker] & BIT[candidate]  # B-DEAL-5
        assert world.current_seat == seat
        assert world.legal_actions() == state.legal_actions()


def test_a_failure_to_follow_is_read_as_a_void() -> None:
    for seed in range(40):
        state = position(4, seed, 4)
        view = state.view_for(state.seat_)
        banned = bans(view, _trick_rules(view))
        if any(banned):
            break
    else:
        raise AssertionError("no void shown in 40 deals")
    for world in BeloteSearch().worlds(view, 20, random.Random(2)):
        assert isinstance(world, BeloteState)
        assert all(not world.hands[s] & banned[s] for s in range(4))


@pytest.mark.parametrize("players", [4, 3])
def test_scrambled_hidden_cards_do_not_change_the_choice(players: int) -> None:
    for seed in range(3):
        state = position(players, 100 + seed, 2 + 2 * seed)
        seat = state.seat_
        view = state.view_for(seat)
        other = state.copy()
        hidden = [c for s in range(players) if s != seat for c in _cards(state.hands[s])]
        random.Random(seed).shuffle(hidden)
        for s in range(players):
            if s != seat:
                n = state.hands[s].bit_count()
                other.hands[s] = sum(BIT[c] for c in hidden[:n])
                hidden = hidden[n:]
        assert other.hands != state.hands
        assert other.view_for(seat) == view
        # the choice and every estimate (4 players: the worlds drawn by the calls too)
        first, again = strong_bot(5).search(view), strong_bot(5).search(other.view_for(seat))
        assert first.searched
        assert again.chosen == first.chosen
        assert again.estimates == first.estimates


def _cards(mask: int) -> list[int]:
    return [c for c in range(52) if mask & BIT[c]]


def _minimax(state: BeloteState, side: int) -> int:
    """Card points (and the last 10) ``side`` takes from here, by brute force."""
    if state.current_seat is None:
        return 0
    best: int | None = None
    for action in state.legal_actions():
        if type(action) is not PlayCard:
            continue
        child = state.copy()
        before = [child.points_by_seat[s] for s in range(4)]
        child.apply(action)
        gained = sum(child.points_by_seat[s] - before[s] for s in range(4) if s % 2 == side)
        if child.current_seat is None and child.completed[-1].winner % 2 == side:
            gained += 10
        value = gained + _minimax(child, side)
        maximize = state.seat_ % 2 == side
        if best is None or (value > best if maximize else value < best):
            best = value
    assert best is not None
    return best


def test_the_endgame_solver_is_exact() -> None:
    for seed in range(12):
        state = position(4, 300 + seed, 6 + seed % 2)
        assert state.tr is not None
        side = state.seat_ % 2
        expected = _minimax(state, side)
        hands, trick, seats = state.hands[:], state.trick[:], state.trick_seats[:]
        got = _solve(state.tr, hands, trick, seats, state.seat_, side, 1, -1, 999)
        fast = solve(state.tr, hands, trick, seats, state.seat_, side, 1)
        assert got == fast == expected
        assert hands == state.hands and trick == state.trick  # left as it was


@pytest.mark.parametrize("players", [4, 3])
def test_strong_plays_whole_deals_legally(players: int) -> None:
    rng = random.Random(players)
    for d in range(4):
        state = BeloteState.deal(STANDARD, players, rng, dealer=d % players)
        bots = [make_bot("belote", "strong" if s % 2 == 0 else "normal", d) for s in range(players)]
        while (seat := state.current_seat) is not None:
            action = bots[seat].choose(state.view_for(seat))
            assert action in state.legal_actions()
            state.apply(action)
        assert state.result is not None


def test_the_search_overrules_the_rule_based_card_somewhere() -> None:
    """Over a few positions the search finds a clearly better card at least once."""
    changed = 0
    for seed in range(12):
        state = position(4, 500 + seed, 3 + seed % 4)
        result = strong_bot(seed).search(state.view_for(state.seat_))
        assert result.searched
        changed += result.chosen != result.baseline
    assert changed >= 1


class _Abandoning(BeloteSearch):
    def __init__(self) -> None:
        super().__init__()
        self.bot: object = None

    def playout(self, state: GameState, seat: int, rng: random.Random) -> Outcome:
        self.bot.abandon()  # type: ignore[attr-defined]
        return super().playout(state, seat, rng)


def test_abandon_returns_the_rule_based_choice() -> None:
    from engine.ai.search import SearchBot

    game = _Abandoning()
    bot: SearchBot[BeloteView] = SearchBot(game, BeloteBot(3), 3)
    game.bot = bot
    state = position(4, 77, 3)
    view = state.view_for(state.seat_)
    result = bot.search(view)
    assert not result.searched
    assert result.chosen == BeloteBot(3).choose(view)
