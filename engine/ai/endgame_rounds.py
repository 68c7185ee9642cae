"""The exact endgame solver for games played in rounds (issue 23 point 1: Rettler).

``engine.ai.endgame`` solves games whose tricks are one card per seat, judged by the
claim hooks (``GameSpec.trick_winner``, ``follow_options``). Rettler does not fit that
shape: a leader may lead a pair or an atomic bomb and every seat then plays as many cards
(R-PLAY-2, R-PAIR-1, R-BOMB-3), a joker, bridge or bomb lead names a suit, a winner with a
little may lead a point request next (R-LITTLE-1, R-PR-1), and which cards may follow hangs
on the cards the seat already put into the round. So this solver is a *round-level* search
over the engine's own moves: a seat's choices are exactly ``legal_actions()`` of the game's
state (every lead with its named suit and request, every card of a multi-card follow), and
each choice is played by the game's own ``apply`` (``RoundEndgame.play``), so no rule is
re-implemented and every round is judged by the engine (``rounds.resolve``: same-two,
Yoromeki, the jacks, the edge rounds, bombs). Every position the engine can reach is
therefore judged: nothing is left unanswered but a solve over its budget.

The search is the same as ``engine.ai.endgame``'s (its ``NODE_LIMIT``, its ``Unsolved``):
alpha-beta, maximising the declarer's side's point cards and minimising for the others;
a transposition table at each round's start (``RoundEndgame.key``: the cards left by code,
who leads and who may lead a point request) holding bounds and the best lead, tried first;
the game orders the other moves (``RoundEndgame.moves``: Rettler tries the higher ranks
first); the move that closes a round is judged for every choice first and the ones that
win the round for the seat's side tried first; the value closed in on by null-window tests
(MTD(f)).

Checked (``tests/engine/test_endgame_rounds.py``): the value equals plain minimax over the
engine's states (every legal action, ``apply``, no pruning, no table) on small random
positions, and the line, played again through the engine, takes the value claimed and
every round is won by the seat the solver said. Figures: ``engine/ai/README.md``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from ..actions import Action
from ..core import GameState
from ..registry import spec_of
from .endgame import NODE_LIMIT, Unsolved, mtdf

#: a game's own form of a position (``RoundEndgame.root``)
P = TypeVar("P")


@dataclass(frozen=True)
class RoundEndgame(Generic[P]):
    """A position of a game played in rounds, every card known (``GameSpec.round_endgame``).

    ``state`` the engine's state it describes; ``root`` the same position in the game's
    own form for the search (``P``: the engine's state itself, or a lighter record the
    game's moves are played on; the solver never changes one). ``side`` the seats whose
    point cards are counted (the declarer's side), who maximise; ``seat(p)`` the seat to
    act (None: the deal is over); ``moves(p)`` its legal actions, the engine's own, the
    likeliest best first; ``play(p, action)`` the position after ``action``, the point
    cards it gave the side (a round won by the side: every point card in it; else 0) and
    the seat that won the round it closed (-1 if none); ``key(p)`` what decides the rest
    of the deal at a round's start (None inside a round: no table there); ``closes(p)``
    whether the next move ends a round; ``most(p)`` the point cards still to be won;
    ``rounds_left`` the rounds at most still to be played (each seat's cards left)."""

    state: GameState
    root: P
    side: frozenset[int]
    seat: Callable[[P], int | None]
    moves: Callable[[P], list[Action]]
    play: Callable[[P, Action], tuple[P, int, int]]
    key: Callable[[P], Hashable | None]
    closes: Callable[[P], bool]
    most: Callable[[P], int]
    rounds_left: int


@dataclass(frozen=True)
class RoundSolution:
    """The solved value (point cards the side takes from here), a line that takes it
    (``(seat, action)`` for every move, in order), the seat winning each round on it,
    and the moves tried."""

    value: int
    line: tuple[tuple[int, Action], ...]
    winners: tuple[int, ...]
    nodes: int


def round_endgame_of(state: GameState) -> RoundEndgame[Any] | None:
    """The game's round-level description of ``state`` for the solver, if it gives one."""
    hook = spec_of(state).round_endgame
    return None if hook is None else hook(state)


class RoundSolver(Generic[P]):
    """Alpha-beta over one known position (module docstring)."""

    def __init__(self, game: RoundEndgame[P], node_limit: int = NODE_LIMIT) -> None:
        self.game = game
        self.node_limit = node_limit
        self.nodes = 0
        self.table: dict[Hashable, tuple[int, int, Action | None]] = {}

    def _count(self) -> None:
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise Unsolved

    def search(self, state: P, alpha: int, beta: int) -> int:
        """The side's point cards from ``state`` on, exact if strictly between ``alpha``
        and ``beta``, else a bound beyond it (fail-soft)."""
        game = self.game
        seat = game.seat(state)
        if seat is None:
            return 0
        key = game.key(state)
        if key is None:
            return self.node(state, seat, alpha, beta, None)[0]
        most = game.most(state)
        if most <= alpha or most == 0:
            return most
        low, high, best = self.table.get(key, (0, most, None))
        if low >= beta or low == high:
            return low
        if high <= alpha:
            return high
        a, b = max(alpha, low), min(beta, high)
        value, chosen = self.node(state, seat, a, b, best)
        if value <= a:
            high = min(high, value)
        elif value >= b:
            low = max(low, value)
        else:
            low = high = value
        self.table[key] = (low, high, chosen)
        return value

    def children(
        self, state: P, seat: int, first: Action | None
    ) -> Sequence[tuple[Action, P | None, int]]:
        """The moves to try in order; those closing a round already played, the ones
        winning it for the seat's side first."""
        game = self.game
        actions = game.moves(state)
        if first is not None and first in actions:
            actions.remove(first)
            actions.insert(0, first)
        if not game.closes(state):
            return [(action, None, 0) for action in actions]
        judged: list[tuple[Action, P | None, int]] = []
        for action in actions:
            child, gain, _ = game.play(state, action)
            judged.append((action, child, gain))
        ours = seat in game.side
        judged.sort(key=lambda j: -j[2] if ours else j[2])
        return judged

    def node(
        self, state: P, seat: int, alpha: int, beta: int, first: Action | None
    ) -> tuple[int, Action | None]:
        """The value of the seat to act's best move, and the move."""
        ours = seat in self.game.side
        best = -1 if ours else 1 << 30
        chosen: Action | None = None
        for action, child, gain in self.children(state, seat, first):
            self._count()
            if child is None:
                child, gain, _ = self.game.play(state, action)
            value = gain + self.search(child, alpha - gain, beta - gain)
            if ours:
                if value > best:
                    best, chosen = value, action
                    alpha = max(alpha, value)
            elif value < best:
                best, chosen = value, action
                beta = min(beta, value)
            if alpha >= beta:
                break
        return best, chosen

    # --- answers -------------------------------------------------------------------------
    def value(self) -> int:
        """The exact value of the position (raises ``Unsolved``), by null-window tests
        as ``engine.ai.endgame.Solver.value``."""
        root = self.game.root
        low, high = 0, self.game.most(root)
        return mtdf(low, high, lambda alpha, beta: self.search(root, alpha, beta))

    def solve(self) -> RoundSolution:
        """The value and a line of play that takes it (raises ``Unsolved``)."""
        total = self.value()
        game = self.game
        line: list[tuple[int, Action]] = []
        winners: list[int] = []
        state, wanted = game.root, total
        while (seat := game.seat(state)) is not None:
            ours = seat in game.side
            for action in game.moves(state):
                child, gain, won_by = game.play(state, action)
                need = wanted - gain
                # a null-window test: does this move keep the value?
                if ours:
                    keeps = self.search(child, need - 1, need) >= need
                else:
                    keeps = self.search(child, need, need + 1) <= need
                if keeps:
                    line.append((seat, action))
                    if won_by >= 0:
                        winners.append(won_by)
                    state, wanted = child, need
                    break
            else:  # pragma: no cover - the value was exact, so some move keeps it
                raise AssertionError("no move keeps the solved value")
        return RoundSolution(total, tuple(line), tuple(winners), self.nodes)


def solve(game: RoundEndgame[Any], node_limit: int = NODE_LIMIT) -> RoundSolution | None:
    """The exact value of ``game`` and a line that takes it; None over budget."""
    try:
        return RoundSolver(game, node_limit).solve()
    except Unsolved:
        return None


def solve_value(game: RoundEndgame[Any], node_limit: int = NODE_LIMIT) -> int | None:
    """The exact value of ``game`` alone (no line); None over budget."""
    try:
        return RoundSolver(game, node_limit).value()
    except Unsolved:
        return None
