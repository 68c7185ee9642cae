"""What a finished whist deal means for one seat's statistics: no contract, one role (a
side), a win when the seat's side took the odd tricks (W-SCORE-1)."""

from __future__ import annotations

from engine.core import DealResult
from engine.stats import SeatOutcome

#: the roles the statistics list (a whist seat only ever plays for its side)
ROLES = ("side",)


def seat_outcome(result: DealResult, seat: int) -> SeatOutcome:
    side = int(result.detail["winning_side"])
    return SeatOutcome("whist", True, "side", None, None, seat % 2 == side, result.scores[seat])
