"""Napoleon's part of the coach (``engine.coach``, through the game's ``GameSpec``)."""

from __future__ import annotations

from ...ai.search import Budget
from ...coach.evaluate import side_point_cards, side_won
from ...core import GameState
from .search import _MADE_BONUS

#: the strong player's search in the coach: more deals per card than at the table
COACH_BUDGET = Budget(worlds=32, rollouts=320, min_worlds=16)


def result_value(state: GameState, seat: int) -> float:
    """A finished deal's value for ``seat``'s side as the search counts it: its point cards
    (N-END-1), plus the search's bonus when the side wins the deal, so a bid is valued like
    a card."""
    value = side_point_cards(state, seat)
    return value + _MADE_BONUS if side_won(state, seat) else value
