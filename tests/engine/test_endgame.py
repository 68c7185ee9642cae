"""The exact endgame solver (issue 23 point 1, ``engine.ai.endgame``).

Its value is checked against plain minimax over the engine's own states (every legal
action, no pruning, no table: ``engine.ai.endgame_check.minimax``) on random positions of
every Napoleon preset and table size the trick hooks judge, and its line of play is played
through the engine: the point cards taken and every trick's winner are the solver's. The
10,000-position check is ``bench/endgame.py --check 10000`` (minutes of processor time:
kept out of the suite, whose whole run must stay within its time, issue 22).
"""

from __future__ import annotations

import random

import pytest

from engine.ai.endgame import endgame_of, solve, solve_value
from engine.ai.endgame_check import minimax, random_position, replay_line

#: (preset, players): every Napoleon table whose card play the trick hooks judge (the
#: variants' own states, N-VAR-1..5, are not)
TABLES = [
    ("book", 3),
    ("book", 4),
    ("book", 5),
    ("book", 6),
    ("fukashi", 5),  # the deal stops once decided (N-END-6)
    ("igoshokai", 5),  # N-END-6 too, and its first and last tricks' rules
    ("urako", 4),  # a contract other than Urako itself (N-VAR-7 is not judged)
]


@pytest.mark.parametrize(("preset", "players"), TABLES)
def test_the_solver_agrees_with_plain_minimax_over_the_engine(preset: str, players: int) -> None:
    rng = random.Random(f"endgame/{preset}/{players}")
    # two tricks left at every table; three where minimax over the engine stays quick
    plan = [2] * 6 + ([3] * 2 if players <= 5 else [])
    for tricks in plan:
        state, game = random_position("napoleon", preset, players, tricks, rng)
        value = solve_value(game)
        assert value is not None
        assert value == minimax(state, game), (preset, players, tricks)


def check_lines(count: int, seed: str) -> int:
    """Solve ``count`` random positions (1 to 4 tricks left, every table) and play each
    line through the engine; the number solved."""
    rng = random.Random(seed)
    solved = 0
    for i in range(count):
        preset, players = TABLES[i % len(TABLES)]
        state, game = random_position("napoleon", preset, players, 1 + i % 4, rng)
        solution = solve(game)
        if solution is None:
            continue
        solved += 1
        played = replay_line(state, game, solution)
        assert played.legal, (preset, players, solution.line)
        assert played.winners == solution.winners  # the engine's trick resolution
        assert played.value == solution.value  # the point cards the solver claimed
    return solved


def test_the_solved_line_takes_the_value_through_the_engine() -> None:
    assert check_lines(120, "endgame/lines") >= 115  # a joker lead naming a suit is left


def test_no_answer_over_budget_or_mid_trick() -> None:
    state, game = random_position("napoleon", "book", 5, 4, random.Random(5))
    assert solve(game, node_limit=3) is None  # over its budget: no guess
    state.apply(state.legal_actions()[0])
    assert endgame_of(state) is None  # a trick under way: the hooks judge whole tricks
