"""What a finished deal means for one seat, for the statistics (issue #13 item 5).

``seat_outcome(game, result, seat)`` reads a ``DealResult`` (its ``outcome`` and the
game's ``detail`` keys, see each game's ``state.finish``) and says which role the seat played,
whether its side held the contract and made it, whether its side won the deal and its score.
The GUI's statistics store only adds these up; it never decides a role or a win itself.

Roles by game (``ROLES``):

* Napoleon and Rettler: ``declarer`` (the Napoleon / the Rettler), ``adjutant`` and
  ``coalition`` (a ♣10 traitor, N-OPT-7, plays for the coalition); Rettler also
  ``no_contract`` when nobody bid and the Mighty holders pay (R-BID-7, D-03).
* Belote: ``taker_side`` (the taker and, with four players, his partner) and ``defenders``.
* Must-follow (co-operative): ``team``; the side wins when the game is won (M-GOAL).

Redeals and annulled deals (``DealResult.counts`` is False) have no role: ``counts`` is False
and the statistics list them apart.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .core import DealResult

#: The roles of each game, in the order the statistics window lists them.
ROLES: dict[str, tuple[str, ...]] = {
    "napoleon": ("declarer", "adjutant", "coalition"),
    "rettler": ("declarer", "adjutant", "coalition", "no_contract"),
    "belote": ("taker_side", "defenders"),
    "mustfollow": ("team",),
}


@dataclass(frozen=True, slots=True)
class SeatOutcome:
    """One deal seen from one seat.

    ``declared``: the seat's side held the contract (``None`` where the deal had no contract,
    e.g. the co-operative game); ``made``: the contract was made (``None`` without one);
    ``win``: the seat's side won the deal; ``score``: the seat's change on the score sheet.
    """

    game: str
    counts: bool
    role: str | None
    declared: bool | None
    made: bool | None
    win: bool
    score: int


def seat_outcome(game: str, result: DealResult, seat: int) -> SeatOutcome:
    """``seat``'s role and result in the finished deal ``result`` of ``game``."""
    if game not in ROLES:
        raise ValueError(f"unknown game {game!r}; known: {', '.join(ROLES)}")
    if not 0 <= seat < len(result.scores):
        raise ValueError(f"seat {seat} at a table of {len(result.scores)}")
    score = int(result.scores[seat])
    if not result.counts:
        return SeatOutcome(game, False, None, None, None, False, score)
    detail = result.detail
    if game == "mustfollow":
        return SeatOutcome(game, True, "team", None, None, bool(detail.get("win")), score)
    if game == "belote":
        return _belote(result, seat, score)
    if detail.get("imperialism") or detail.get("team_game"):  # N-VAR-5, R-VAR-4/7: no role
        return SeatOutcome(game, True, None, None, None, score > 0, score)
    if detail.get("sanction"):  # R-VAR-11: the punished player alone, no score
        alone, met = seat == int(detail["punished"]), bool(detail["met"])
        role = "declarer" if alone else "coalition"
        return SeatOutcome(game, True, role, alone, met, met == alone, score)
    if result.outcome == "mighty_holders_lose":  # Rettler R-BID-7: no contract was played
        return SeatOutcome(game, True, "no_contract", None, None, score > 0, score)
    return _declarer_game(game, result, seat, score)


def _declarer_game(game: str, result: DealResult, seat: int, score: int) -> SeatOutcome:
    """Napoleon and Rettler: the declarer and his adjutants against the coalition."""
    detail: dict[str, Any] = result.detail
    declarer = int(detail["declarer"])
    adjutants = {int(a) for a in detail.get("adjutants", ())}
    if seat == declarer:
        role = "declarer"
    elif seat in adjutants:
        role = "adjutant"
    else:
        role = "coalition"
    made = result.outcome == "declarer_side_wins"
    declared = role != "coalition"
    return SeatOutcome(game, True, role, declared, made, made == declared, score)


def _belote(result: DealResult, seat: int, score: int) -> SeatOutcome:
    detail: dict[str, Any] = result.detail
    side_of_seat = detail.get("side_of_seat")
    taker_side = detail.get("taker_side")
    if side_of_seat is None or taker_side is None:
        raise ValueError("a Belote result without side_of_seat / taker_side")
    declared = int(side_of_seat[seat]) == int(taker_side)
    made = bool(detail.get("made", result.outcome == "declarer_side_wins"))
    role = "taker_side" if declared else "defenders"
    return SeatOutcome("belote", True, role, declared, made, made == declared, score)


__all__ = ["ROLES", "SeatOutcome", "seat_outcome"]
