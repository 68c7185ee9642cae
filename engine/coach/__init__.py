"""The coach (issue 21, point 6): a finished deal gone over with the player, decision by
decision, the way chess sites analyse a game.

``review_deal(log, seat)`` takes every decision ``seat`` made in a finished deal (bids,
calls, the kitty exchange as one decision, card plays, co-op talk), values the choice and
its best alternative from what the seat could see at that moment (its view), and says what
the choice cost in the game's units: point cards (Napoleon, Rettler), the deal's points
(Belote), the team's chance of success (the co-op game and its puzzle). A decision is a
mistake when it cost at least ``THRESHOLD[game]`` even with twice the evaluation's own noise
taken off (the evaluation is repeated over other deals of the hidden cards, and the spread of
the results is its noise: a difference within it is never called a mistake).

``position_before(log, index)`` is the same deal cut just before a decision: "Try again
from here".

The co-op game's table talk is kept with its deal log (``DealLog.talk``): each message the
seat sent is a decision (kind "talk", ``GameSpec.talk_decisions``), valued against staying
silent.
"""

from __future__ import annotations

from .review import Review, Reviewed, position_before, review_deal
from .words import THRESHOLD

__all__ = ["THRESHOLD", "Review", "Reviewed", "position_before", "review_deal"]
