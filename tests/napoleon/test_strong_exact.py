"""Issue 23: the strong Napoleon player values each sampled deal's last tricks by the
exact solver (``Budget.exact_tricks``), and the solver tries cards equal in play once."""

from __future__ import annotations

import random
from dataclasses import replace

from engine.ai.endgame import Solver
from engine.ai.endgame_check import minimax, random_position
from engine.cards import BIT, POINT_MASK, cards_in
from engine.games.napoleon import PRESETS, NapoleonState
from engine.games.napoleon.search import (
    _BUDGET,
    _MADE_BONUS,
    NapoleonSearch,
    NapoleonSearchBot,
    _Rollout,
)
from engine.games.napoleon.strategy import NapoleonBot


def _expected(state: NapoleonState, seat: int, best: int) -> float:
    """The seat's value when the declarer's side takes ``best`` more point cards."""
    side, coalition = state.side_totals()
    left = 0
    for hand in state.hands:
        left |= hand
    side += best
    coalition += (left & POINT_MASK).bit_count() - best
    made = side >= state.count
    if seat == state.declarer or seat in state.adjutants:
        return side + (_MADE_BONUS if made else 0.0)
    return coalition + (0.0 if made else _MADE_BONUS)


def test_a_deal_near_its_end_is_valued_by_best_play_not_by_the_rollout() -> None:
    rng = random.Random(23)
    differs = 0
    for _ in range(12):
        state, game = random_position("napoleon", "book", 5, 2, rng)
        assert isinstance(state, NapoleonState)
        best = minimax(state.copy(), game)  # every legal card tried through the engine
        for seat in (state.declarer, (state.declarer + 1) % 5):
            exact = _Rollout(state.copy(), seat, random.Random(1), exact=2)
            value = exact.run().value
            assert exact.solved
            assert value == _expected(state, seat, best)
            rolled = _Rollout(state.copy(), seat, random.Random(1)).run().value
            differs += rolled != value
    # the rollout's heuristic play misjudges some of them: the option changes the value
    assert differs


def test_equal_cards_tried_once_give_the_same_value_with_fewer_cards_tried() -> None:
    rng = random.Random(2326)
    merged = every = 0
    for preset, players in (("book", 5), ("book", 3), ("fukashi", 5), ("igoshokai", 5)):
        for _ in range(4):
            _state, game = random_position("napoleon", preset, players, 4, rng)
            one = Solver(game)
            all_cards = Solver(game, shortcuts=False)
            assert one.value() == all_cards.value()
            merged += one.nodes
            every += all_cards.nodes
    assert merged < every * 0.8


def _late_positions() -> list[NapoleonState]:
    """Positions of trick 8 or later (the last two tricks are within every world's reach)."""
    out = []
    for seed in range(1, 12):
        state = NapoleonState.deal(PRESETS["book"], 5, random.Random(seed))
        bots = [NapoleonBot(seed * 10 + s) for s in range(5)]
        while (seat := state.current_seat) is not None:
            if state.phase == "play" and state.k >= 7 and len(state.view_for(seat).legal) > 1:
                out.append(state)
                break
            state.apply(bots[seat].choose(state.view_for(seat)))
    return out


def test_no_hidden_card_reaches_the_exact_valuation() -> None:
    """The hidden cards of two other seats dealt anew (the seat's view the same): the
    choice and every estimate stay the same, exact endgames included."""
    budget = replace(_BUDGET, exact_tricks=2, worlds=8, rollouts=40, min_worlds=4)
    rng = random.Random(5)
    compared = 0
    for state in _late_positions():
        seat = state.current_seat
        assert seat is not None
        view = state.view_for(seat)
        other = state.copy()
        a, b = [j for j in range(5) if j != seat][:2]
        pool = list(cards_in(other.hands[a] | other.hands[b]))
        rng.shuffle(pool)
        size = other.hands[a].bit_count()
        other.hands[a] = sum(BIT[c] for c in pool[:size])
        other.hands[b] = sum(BIT[c] for c in pool[size:])
        other_view = other.view_for(seat)
        if other_view != view or other.hands == state.hands:
            continue
        first_bot = NapoleonSearchBot(17, budget, budget)
        first = first_bot.search(view)
        assert isinstance(first_bot.game, NapoleonSearch)
        second = NapoleonSearchBot(17, budget, budget).search(other_view)
        assert first.searched
        assert first.chosen == second.chosen
        assert first.estimates == second.estimates
        assert first_bot.game.solved  # worlds valued by the solver
        compared += 1
    assert compared >= 3
