"""Issue 23 point 1: the strong Rettler player values each sampled world's last rounds by
the exact round-level solver (``Budget.exact_tricks``, ``engine.ai.endgame_rounds``).

The exact-valued rollout is checked against plain minimax over the engine's own states
(``engine.ai.endgame_check.round_minimax``: every legal action, ``apply``, no hook of the
solver's), it differs from the rollout's own value somewhere, the trick the candidate
closes is still the one reported taken, and the choice and every estimate stay the same
when the hidden cards are dealt again consistently with the view."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from rettler_support import assert_blind_to_hidden_cards, at_search

from engine.ai.endgame_check import random_round_position, round_minimax
from engine.ai.endgame_rounds import round_endgame_of
from engine.ai.search import SearchResult
from engine.games.rettler.search import (
    BUDGET,
    RettlerSearch,
    RettlerSearchBot,
    _playout,
    informed_playout,
)
from engine.games.rettler.state import RettlerState
from engine.games.rettler.strategy import RettlerBot

#: (players, cards a hand): every table size with one and two cards a hand, three where
#: minimax over the engine stays quick
POSITIONS = [(n, c) for n in (4, 5, 6, 7, 8) for c in (1, 2)] + [(4, 3), (5, 3)]


def _positions() -> list[tuple[RettlerState, int]]:
    rng = random.Random("strong_exact/positions")
    out = []
    for players, cards in POSITIONS:
        for _ in range(2):
            state, _game = random_round_position("rettler", "book", players, cards, rng)
            assert isinstance(state, RettlerState)
            out.append((state, cards))
    return out


def _exact(state: RettlerState, seat: int) -> float:
    """``seat``'s side's point cards at the end with best play by all from ``state``."""
    side = frozenset({state.declarer, *state.adjutants})
    best = round_minimax(state, side)
    ours, others = state.side_totals()
    left = sum(state.point_instance[c] for s in range(state.players) for c in state.hand(s))
    return float(ours + best if seat in side else others + left - best)


@pytest.mark.slow
def test_the_exact_rollout_equals_plain_minimax_over_the_engine() -> None:
    differs = 0
    for state, cards in _positions():
        game = round_endgame_of(state)
        assert game is not None
        coalition = next(s for s in range(state.players) if s not in game.side)
        for seat in (state.declarer, coalition):
            outcome, solved = _playout(state.copy(), seat, random.Random(seat), cards, {})
            assert solved
            assert outcome.value == _exact(state, seat), (state.players, cards, seat)
            rolled = informed_playout(state.copy(), seat, random.Random(seat))
            differs += rolled.value != outcome.value
    assert differs  # the rollout's policy is not best play everywhere


def test_the_round_a_candidate_closes_is_the_one_reported_taken() -> None:
    rng = random.Random("strong_exact/took")
    checked = 0
    for players in (4, 6, 8):
        state, _game = random_round_position("rettler", "book", players, 3, rng)
        assert isinstance(state, RettlerState)
        # play to the last card of the first round
        while True:
            trial = state.copy()
            done = len(trial.completed)
            trial.apply(rng.choice(trial.legal_actions()))
            if len(trial.completed) > done:
                break
            state = trial
        seat = state.current_seat
        assert seat is not None
        side = {state.declarer, *state.adjutants}
        for action in state.legal_actions():
            after = state.copy()
            after.apply(action)
            ours = (after.completed[-1].winner in side) == (seat in side)
            for exact in (0, 2):
                outcome = informed_playout(after.copy(), seat, random.Random(1), exact, {})
                assert outcome.took_trick == ours
            checked += 1
    assert checked


#: the last rounds valued exactly in the search tests
EXACT = 2


def _search(state: RettlerState, seat: int) -> tuple[SearchResult, int]:
    game = RettlerSearch()
    bot = RettlerSearchBot(game, RettlerBot(11), 11, replace(BUDGET, exact_tricks=EXACT))
    return bot.search(state.view_for(seat)), game.solved


@pytest.mark.parametrize(("players", "seed"), [(6, 5), (5, 6), (8, 7)])
def test_hidden_cards_do_not_change_the_exact_choice(players: int, seed: int) -> None:
    state = at_search(players, seed, EXACT + 2)
    seat = state.current_seat
    assert seat is not None
    _, solved = _search(state, seat)
    assert solved  # the solver valued worlds
    assert_blind_to_hidden_cards(state, seat, lambda s: _search(s, seat)[0], 3)
