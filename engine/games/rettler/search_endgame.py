"""The strong Rettler player's exact endgames (issue 23 point 1): a sampled world valued by
the exact round-level solver once its rollout reaches a round's start with at most
``Budget.exact_tricks`` cards a hand (``search._rounds``; the solver is
``engine.ai.endgame_rounds`` on Rettler's own moves, ``endgame.round_endgame``)."""

from __future__ import annotations

from collections.abc import Hashable

from ...ai.endgame_rounds import solve_value
from .endgame import round_endgame
from .state import RettlerState

#: moves tried at most by one world's exact solve; over it the world is rolled out (two
#: cards a hand take about 120 moves, three about 760, the p95 of three about 3,000:
#: ``engine/ai/README.md``, Rettler figures)
EXACT_NODE_LIMIT = 5_000


def exact_side_points(
    state: RettlerState, solved: dict[Hashable, tuple[int, int] | None]
) -> tuple[int, int] | None:
    """A rollout's world at a round's start (``state.seat_`` to lead) valued by the exact
    round-level solver (issue 23, ``engine.ai.endgame_rounds``; Rettler's moves:
    ``endgame.round_endgame``): the point cards the declarer's side takes from here, every
    seat playing its best with every card known, and the point cards still held; None
    where the solver gives no answer (a deal it does not judge, over
    ``EXACT_NODE_LIMIT``). Where a decided deal stops (R-OPT-4) the solver stops it too,
    and the point cards still held then count for the coalition, as everything the side
    does not take. ``solved``: the answers already found, by side and the solver's key of
    the position (the cards left, who leads, who may lead a point request)."""
    game = round_endgame(state)
    if game is None:
        return None
    key = (game.side, game.key(game.root))
    if key in solved:
        return solved[key]
    value = solve_value(game, EXACT_NODE_LIMIT)
    answer = None if value is None else (value, game.most(game.root))
    solved[key] = answer
    return answer
