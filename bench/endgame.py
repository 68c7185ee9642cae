"""The exact endgame solver's speed and its 10,000-position check (issue 23 point 1).

    PYTHONPATH=. .venv/bin/python bench/endgame.py [--positions 30] [--check 10000]
    PYTHONPATH=. .venv/bin/python bench/endgame.py --game rettler [--positions 30] [--check 10000]

Speed: random Napoleon 5-player ``book`` positions with 3, 4 and 5 tricks left (the
contract made by the ``normal`` player, the cards before played at random), each solved
twice, by the search as it was before issue 23 and as it is now (cards equal in play
tried once, the last trick judged at once, one wide search up to four tricks left); for
each, the median and 95th percentile processor time of one solve (value and line), the
median cards tried ("nodes"), nodes per CPU-second and solves per CPU-second over all.

Check: ``--check`` random positions of every table the hooks judge (1 to 4 tricks left,
``tests/engine/test_endgame.py``'s tables); each line is played through the engine, and the
point cards it takes and every trick's winner must be the solver's. Prints the positions
solved, the disagreements (must be 0) and the processor time.

``--game rettler``: the round-level solver (``engine.ai.endgame_rounds``) on Rettler
``book`` positions at a round's start: speed at 6 players with 1 to 4 cards in each
hand (the contract made by ``normal``, the cards before played at random); the check on 4
to 8 players with 1 to 3 cards a hand, each line played again through the engine (every
move legal, every round's winner, the point cards taken).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.ai.endgame import Endgame, Solver, Unsolved
from engine.ai.endgame_check import (
    random_position,
    random_round_position,
    replay_line,
    replay_round_line,
)
from engine.ai.endgame_rounds import RoundSolver

TABLES = [
    ("book", 3),
    ("book", 4),
    ("book", 5),
    ("book", 6),
    ("fukashi", 5),
    ("igoshokai", 5),
    ("urako", 4),
]


def speed(tricks: int, positions: int, rng: random.Random) -> list[str]:
    """The same positions solved trying every card, then equal cards once (issue 23)."""
    games = [random_position("napoleon", "book", 5, tricks, rng)[1] for _ in range(positions)]
    return [
        _speed(tricks, games, shortcuts, label)
        for shortcuts, label in ((False, "before issue 23"), (True, "now"))
    ]


def _speed(tricks: int, games: list[Endgame], shortcuts: bool, label: str) -> str:
    return _timed(f"{tricks} tricks, {label}", [Solver(g, shortcuts=shortcuts) for g in games])


def _timed(what: str, solvers: Sequence[Solver | RoundSolver[Any]]) -> str:
    """Each solver's solve timed alone (processor time): median, p95, cards or moves tried."""
    times: list[float] = []
    nodes: list[int] = []
    unsolved = 0
    for solver in solvers:
        start = time.process_time()
        try:
            solver.solve()
        except Unsolved:
            unsolved += 1
            continue
        times.append(time.process_time() - start)
        nodes.append(solver.nodes)
    ordered = sorted(times)
    p95 = ordered[max(math.ceil(0.95 * len(ordered)) - 1, 0)]
    return (
        f"{what}: {len(times)} solved ({unsolved} not), "
        f"median {1000 * statistics.median(times):.1f} ms, p95 {1000 * p95:.1f} ms, "
        f"median {statistics.median(nodes):.0f} nodes, "
        f"{sum(nodes) / sum(times):,.0f} nodes/s, {len(times) / sum(times):.1f} solves/s"
    )


def check(count: int, rng: random.Random) -> str:
    start = time.process_time()
    solved = wrong = 0
    for i in range(count):
        preset, players = TABLES[i % len(TABLES)]
        state, game = random_position("napoleon", preset, players, 1 + i % 4, rng)
        solver = Solver(game)
        try:
            solution = solver.solve()
        except Unsolved:
            continue
        solved += 1
        played = replay_line(state, game, solution)
        if not (
            played.legal and played.winners == solution.winners and played.value == solution.value
        ):
            wrong += 1
            print(f"DISAGREES: {preset} {players}p {solution}", file=sys.stderr)
    seconds = time.process_time() - start
    return (
        f"check: {count} positions, {solved} solved, {wrong} disagree with the engine, "
        f"{seconds:.0f} s processor time (dealing and the normal auction included)"
    )


def speed_rettler(tricks: int, positions: int, rng: random.Random) -> str:
    """Rettler positions at a round's start with ``tricks`` cards a hand (rsolve23)."""
    games = [random_round_position("rettler", "book", 6, tricks, rng)[1] for _ in range(positions)]
    return _timed(f"{tricks} cards a hand", [RoundSolver(game) for game in games])


def check_rettler(count: int, rng: random.Random) -> str:
    start = time.process_time()
    solved = wrong = 0
    for i in range(count):
        players = 4 + i % 5
        state, game = random_round_position("rettler", "book", players, 1 + i % 3, rng)
        try:
            solution = RoundSolver(game).solve()
        except Unsolved:
            continue
        solved += 1
        played = replay_round_line(state, game.side, solution)
        if not (
            played.legal and played.winners == solution.winners and played.value == solution.value
        ):
            wrong += 1
            print(f"DISAGREES: rettler {players}p {solution}", file=sys.stderr)
        if (i + 1) % 1000 == 0:  # a long run is never silent
            print(f"  {i + 1} positions, {solved} solved, {wrong} disagree", flush=True)
    seconds = time.process_time() - start
    return (
        f"check: {count} positions, {solved} solved, {wrong} disagree with the engine, "
        f"{seconds:.0f} s processor time (dealing and the normal auction included)"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--check", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", choices=("napoleon", "rettler"), default="napoleon")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    if args.game == "rettler":
        for cards in (1, 2, 3, 4):
            print(speed_rettler(cards, args.positions, rng), flush=True)
        if args.check:
            print(check_rettler(args.check, rng), flush=True)
        return 0
    for tricks in (3, 4, 5):
        for line in speed(tricks, args.positions, rng):
            print(line, flush=True)
    if args.check:
        print(check(args.check, rng), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
