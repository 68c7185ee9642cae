"""The solvers against the literal oracle (M-SOLVE-2/4/9) on random small positions, their
pruning rules (M-SOLVE-6, M-2P-4), winning lines that really win, and the budget ("unknown",
MD-13)."""

from __future__ import annotations

import random

import pytest
from mf_oracle import bag_value, continuations, mask

from engine.games.mustfollow.deal import deal, numbered_rng
from engine.games.mustfollow.duo import (
    ROUND_OK,
    DuoSolver,
    SearchBudgetExceeded,
    round_goal,
    solve_two_rounds,
)
from engine.games.mustfollow.multi import MultiSolver
from engine.games.mustfollow.puzzle import BagPosition, BagSolver
from engine.games.mustfollow.rules import C2, PAIR_HD, PAIR_SC, basic_win, suit_counts
from engine.games.mustfollow.solver import solve_deal
from engine.games.mustfollow.state import MustFollowState


def random_hands(
    rng: random.Random, n: int, size: int, deck: int = (1 << 52) - 1
) -> tuple[int, ...]:
    cards = [c for c in range(52) if deck >> c & 1]
    rng.shuffle(cards)
    return tuple(sum(1 << c for c in cards[i * size : (i + 1) * size]) for i in range(n))


@pytest.mark.parametrize("seed", range(60))
def test_two_hand_search_agrees_with_every_continuation(seed):
    rng = random.Random(seed)
    size = rng.choice((2, 3, 4, 5))
    a, b = random_hands(rng, 2, size)
    tricks_left = size - 1
    t0 = rng.randint(max(0, 4 - tricks_left), min(8, 12 - tricks_left))
    leader = rng.randrange(2)
    goal = ROUND_OK if seed % 2 else round_goal(rng.choice((4, 8)), rng.choice((PAIR_HD, PAIR_SC)))
    ends = list(continuations((a, b), leader, (t0, 12 - tricks_left - t0)))
    expected = any(
        goal.accept(e.taken[0], e.last[0] // 13, e.last[1] // 13, e.last_winner) for e in ends
    )
    solver = DuoSolver(goal)
    assert solver.winnable(a, b, leader, t0) == expected
    line = solver.line(a, b, leader, t0)
    assert (line is not None) == expected
    if line is not None:  # the witness is one of the oracle's winning continuations
        winning = {
            e.plays
            for e in ends
            if goal.accept(e.taken[0], e.last[0] // 13, e.last[1] // 13, e.last_winner)
        }
        assert tuple(line) in winning


@pytest.mark.parametrize("seed", range(30))
def test_table_search_agrees_with_every_continuation(seed):
    rng = random.Random(100 + seed)
    players = 3 if seed % 2 else 4
    size = rng.choice((2, 3))
    hands = random_hands(rng, players, size)
    center = None
    if players == 3:
        rest = [c for c in range(52) if not any(h >> c & 1 for h in hands)]
        center = rng.choice(rest)
    left = size - 1
    targets = (8, 4, 0) if players == 3 else (6, 4, 2, 0)
    taken = list(targets)
    for _ in range(left):  # take ``left`` tricks back from random seats that have some
        i = rng.choice([k for k in range(players) if taken[k]])
        taken[i] -= 1
    rng.shuffle(taken)
    leader = rng.randrange(players)
    ends = list(continuations(hands, leader, tuple(taken)))
    expected = any(basic_win(e.taken, e.last, center) for e in ends)
    solver = MultiSolver(players, center)
    assert solver.winnable(hands, leader, tuple(taken)) == expected
    line = solver.line(hands, leader, tuple(taken))
    if expected:
        assert line is not None
        assert tuple(line) in {e.plays for e in ends if basic_win(e.taken, e.last, center)}


@pytest.mark.parametrize("seed", range(25))
def test_bag_expectimax_equals_the_literal_definition(seed):
    rng = random.Random(200 + seed)
    size = rng.choice((2, 3, 4))
    player, dummy = random_hands(rng, 2, size)
    dummy_cards = [c for c in range(52) if dummy >> c & 1]
    up = sum(1 << c for c in dummy_cards if rng.random() < 0.4)
    down = dummy & ~up
    others = [c for c in range(52) if not (player | dummy) >> c & 1]
    stock = sum(1 << c for c in rng.sample(others, 4))
    pool = down | (stock if seed % 2 else 0)
    bag = suit_counts(down)
    left = size - 1
    t0 = rng.randint(max(0, 4 - left), min(8, 12 - left))
    leader = rng.randrange(2)
    goal = ROUND_OK
    exact = bag_value(player, up, bag, pool, leader, t0, goal.accept)
    got = BagSolver(goal).value(BagPosition(player, up, bag, pool, leader, t0))
    assert got == pytest.approx(float(exact))


def test_equal_suit_counts_at_a_trick_boundary_lose_every_two_hand_round():
    """M-2P-4: whatever is led, the other hand follows, so the counts stay equal."""
    a, b = mask("S2 S3 H2 D2"), mask("S4 S5 H3 D3")
    assert suit_counts(a) == suit_counts(b)
    for goal in (ROUND_OK, round_goal(8, PAIR_HD), round_goal(4, PAIR_SC)):
        for t0 in range(5, 10):
            for leader in (0, 1):
                assert not DuoSolver(goal).winnable(a, b, leader, t0)


@pytest.mark.parametrize("number", range(6))
def test_a_perfect_information_line_wins_when_played_at_the_table(number):
    for players in (1, 2):
        state = MustFollowState.numbered(_rules(), players, number)
        answer = solve_deal(state.game_deal)
        assert answer.win is True
        for line in answer.lines:
            for hand, card in line:
                assert state.to_play == hand
                action = next(a for a in state.legal_actions() if _card_of(state, a) == card)
                state.apply(action)
        assert state.result is not None and state.result.detail["win"]


def test_three_and_four_player_lines_win_at_the_table():
    for players, number in ((3, 2), (4, 0)):
        state = MustFollowState.numbered(_rules(), players, number)
        answer = solve_deal(state.game_deal, budget=2_000_000)
        assert answer.win is True
        for _, card in answer.lines[0]:
            state.apply(next(a for a in state.legal_actions() if _card_of(state, a) == card))
        assert state.result is not None and state.result.detail["win"]


def test_whole_game_needs_a_round_one_outcome_that_round_two_can_use():
    d = deal(1, numbered_rng(1, 3))
    whole = solve_two_rounds(d.hands[0], d.hands[1], 0, forced=C2)
    assert whole.win
    assert len(whole.round1) == 24 and len(whole.round2) == 24


def test_out_of_budget_is_unknown_never_a_guess():
    d = deal(4, numbered_rng(4, 3))
    solver = MultiSolver(4, None, budget=50)
    with pytest.raises(SearchBudgetExceeded):
        solver.winnable(d.hands[0], 0, (0, 0, 0, 0))
    assert solve_deal(d, budget=50).win is None


def _rules():
    from engine.games.mustfollow.params import FIRST_EDITION

    return FIRST_EDITION


def _card_of(state, action):
    from engine.games.mustfollow.moves import PlayFaceDown

    if isinstance(action, PlayFaceDown):
        return state.layout[action.slot]
    return action.card
