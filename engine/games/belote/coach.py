"""Belote's part of the coach and of the hints (``engine.coach``, ``engine.hint_search``,
through the game's ``GameSpec``)."""

from __future__ import annotations

from typing import Any

from ...actions import Action
from ...ai.search import Budget
from ...core import GameState
from ...hint_search import tenths
from ...terms import belote_bid_name
from ...text import Text, said, said_n
from .actions import AnnounceMeld, BeloteBid, ChoosePackets

#: the strong player's search in the coach: more deals per card than at the table
COACH_BUDGET = Budget(worlds=16, rollouts=128, min_worlds=8)


def amount(value: float) -> Text:
    """``value`` in the deal's points (cards, last trick, melds, belote: B-SCORE)."""
    x, n = tenths(value)
    return said_n("{x} point", "{x} points", n, x=x)


def result_value(state: GameState, seat: int) -> float:
    """A finished deal's value for ``seat``'s side: its deal score against the other sides'
    mean (B-SCORE)."""
    result = state.result
    assert result is not None
    sides = result.detail.get("side_of_seat")
    scores = result.detail.get("side_scores")
    if sides is None or scores is None:
        return float(result.scores[seat])
    mine = scores[sides[seat]]
    others = [x for i, x in enumerate(scores) if i != sides[seat]]
    return float(mine - sum(others) / max(len(others), 1))


def action_words(action: Action, view: Any) -> Text | str | None:
    """Belote's own decisions as a player names them (B-BID, B-ANN-1, B-VAR-3); None for
    the others."""
    if isinstance(action, BeloteBid):
        return said("take with {trump}", trump=belote_bid_name(action.trump))
    if isinstance(action, AnnounceMeld):
        return said("announce your meld")
    if isinstance(action, ChoosePackets):
        return said("choose how the cards are dealt")
    return None
