"""The exact endgame solver's checks (issue 23 point 1), shared by its tests and its
benchmark (``bench/endgame.py``): random positions of a game, plain minimax over the
engine's own states, and the solver's line played through the engine.

Nothing here trusts the solver's hooks: the minimax plays every legal action of the real
state (``GameState.legal_actions``, ``apply``) and counts each trick as the engine's
``TrickWon`` reports it, so a difference in a hook (a card that may not follow, a trick
won by another card) shows as a different value.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..core import GameState
from ..events import TrickWon
from ..registry import get_game
from .endgame import Endgame, Solution, endgame_of


def random_position(
    game: str, preset: str, players: int, tricks: int, rng: random.Random
) -> tuple[GameState, Endgame]:
    """A deal whose contract the ``normal`` player makes (auction, call, exchange: random
    bids would mostly end in contracts nobody plays) and whose cards are then played at
    random to the start of a trick with ``tricks`` tricks left, in a state the solver
    takes; deals that end sooner are dealt again."""
    from . import make_bot

    spec = get_game(game)
    params = spec.params(preset)
    for _ in range(1000):
        state = spec.new_deal(params, players, rng, spec.first_setup(players, rng))
        bots = [make_bot(game, "normal", rng.randrange(1 << 30)) for _ in range(players)]
        while (seat := state.current_seat) is not None:
            game_now = endgame_of(state)
            if game_now is not None and game_now.tricks_left <= tricks:
                return state, game_now
            if state.phase == "play":
                state.apply(rng.choice(list(state.legal_actions())))
            else:
                state.apply(bots[seat].choose(state.view_for(seat)))
    raise ValueError(f"no position with {tricks} tricks left in {game} / {preset}")


def trick_gain(game: Endgame, event: TrickWon) -> int:
    """The point cards a trick gives the side (0 when the others win it)."""
    if event.winner not in game.side:
        return 0
    return sum(game.points >> card & 1 for _seat, card in event.plays)


def minimax(state: GameState, game: Endgame) -> int:
    """The side's point cards from ``state`` on, best play by all, by trying every legal
    action of the engine (no pruning, no table)."""
    seat = state.current_seat
    if seat is None:
        return 0
    ours = seat in game.side
    best: int | None = None
    for action in state.legal_actions():
        child = state.copy()
        gain = sum(trick_gain(game, e) for e in child.apply(action) if isinstance(e, TrickWon))
        value = gain + minimax(child, game)
        if best is None or (value > best if ours else value < best):
            best = value
    assert best is not None
    return best


@dataclass(frozen=True)
class Replay:
    """The solver's line played through the engine: the side's point cards it took, each
    trick's winner, and whether every card was a legal action."""

    value: int
    winners: tuple[int, ...]
    legal: bool


def replay_line(state: GameState, game: Endgame, solution: Solution) -> Replay:
    """Play ``solution.line`` on a copy of ``state`` with the engine's own actions."""
    trial = state.copy()
    value = 0
    winners: list[int] = []
    for seat, card in solution.line:
        if trial.current_seat != seat:
            return Replay(value, tuple(winners), False)
        action = next((a for a in trial.legal_actions() if getattr(a, "card", None) == card), None)
        if action is None:
            return Replay(value, tuple(winners), False)
        for event in trial.apply(action):
            if isinstance(event, TrickWon):
                winners.append(event.winner)
                value += trick_gain(game, event)
    return Replay(value, tuple(winners), trial.is_over or trial.current_seat is None)
