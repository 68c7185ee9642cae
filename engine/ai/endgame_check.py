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
from typing import Any

from ..core import GameState
from ..events import Event, TrickWon
from ..registry import get_game
from .endgame import Endgame, Solution, endgame_of
from .endgame_rounds import RoundEndgame, RoundSolution


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


# --- issue 23 (rsolve23): the round-level solver's checks (Rettler) ------------------------
def random_round_position(
    game: str,
    preset: str,
    players: int,
    cards: int,
    rng: random.Random,
    changes: dict[str, Any] | None = None,
) -> tuple[GameState, RoundEndgame[Any]]:
    """As ``random_position`` for a game the round-level solver takes
    (``GameSpec.round_endgame``): a round's start with at most ``cards`` cards in every
    hand, the cards before played at random (pairs, bombs and requests included when the
    random choice makes them); deals without such a position are dealt again. ``changes``:
    options of the preset changed (``{"stop_when_decided": True}``)."""
    from . import make_bot
    from .endgame_rounds import round_endgame_of

    spec = get_game(game)
    params = spec.params(preset)
    if changes:
        params = params.model_copy(update=changes)
    for _ in range(1000):
        state = spec.new_deal(params, players, rng, spec.first_setup(players, rng))
        bots = [make_bot(game, "normal", rng.randrange(1 << 30)) for _ in range(players)]
        while (seat := state.current_seat) is not None:
            if state.phase == "play":
                now = round_endgame_of(state)
                if now is None:
                    break  # a contract the solver does not take: deal again
                if now.rounds_left <= cards and now.key(now.root) is not None:
                    return state, now
                state.apply(rng.choice(list(state.legal_actions())))
            else:
                state.apply(bots[seat].choose(state.view_for(seat)))
    raise ValueError(f"no position with {cards} cards left in {game} / {preset}")


def round_gain(side: frozenset[int], events: list[Event]) -> tuple[int, int]:
    """The point cards the engine's ``TrickWon`` events give ``side``, and the winner of
    the last trick or round among them (-1: none)."""
    gain, won_by = 0, -1
    for event in events:
        if isinstance(event, TrickWon):
            won_by = event.winner
            if won_by in side:
                gain += len(event.point_cards)
    return gain, won_by


def round_minimax(state: GameState, side: frozenset[int]) -> int:
    """The point cards ``side`` takes from ``state`` on, best play by all, over every
    legal action of the engine (no pruning, no table, no hook of the solver's)."""
    seat = state.current_seat
    if seat is None:
        return 0
    ours = seat in side
    best: int | None = None
    for action in state.legal_actions():
        child = state.copy()
        value = round_gain(side, child.apply(action))[0] + round_minimax(child, side)
        if best is None or (value > best if ours else value < best):
            best = value
    assert best is not None
    return best


def replay_round_line(state: GameState, side: frozenset[int], solution: RoundSolution) -> Replay:
    """Play ``solution.line`` on a copy of ``state`` through the engine: each move must be
    among the legal actions of the seat to act."""
    trial = state.copy()
    value = 0
    winners: list[int] = []
    for seat, action in solution.line:
        if trial.current_seat != seat or action not in trial.legal_actions():
            return Replay(value, tuple(winners), False)
        gain, won_by = round_gain(side, trial.apply(action))
        value += gain
        if won_by >= 0:
            winners.append(won_by)
    return Replay(value, tuple(winners), trial.is_over or trial.current_seat is None)
