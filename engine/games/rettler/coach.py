"""Rettler's part of the coach (``engine.coach``, through the game's ``GameSpec``)."""

from __future__ import annotations

from typing import Any

from ...actions import Action
from ...ai.search import Budget
from ...terms import trump_name
from ...text import Text, said
from .actions import EndAdjutantCall, TwoAdjutantBid

#: the strong player's search in the coach: more deals per card than at the table
COACH_BUDGET = Budget(worlds=24, rollouts=240, min_worlds=12)


def action_words(action: Action, view: Any) -> Text | str | None:
    """Rettler's own decisions as a player names them (R-ADJ-2, R-BID-3); None for the
    others."""
    if isinstance(action, EndAdjutantCall):
        return said("end the adjutant call")
    if isinstance(action, TwoAdjutantBid):
        return said(
            "bid {count} {trump} with two adjutants",
            count=action.count,
            trump=trump_name(action.trump),
        )
    return None


def trick_label(n: int, what: Text | str) -> Text:
    """A card play named by its round (R-PLAY): "round 4 ♡K"."""
    return said("round {n} {what}", n=n, what=what)
