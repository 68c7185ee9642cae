"""What a finished deal means for one seat, for the statistics (issue #13 item 5).

``seat_outcome(game, result, seat)`` reads a ``DealResult`` (its ``outcome`` and the
game's ``detail`` keys, see each game's ``state.finish``) and says which role the seat played,
whether its side held the contract and made it, whether its side won the deal and its score.
The GUI's statistics store only adds these up; it never decides a role or a win itself.

Each game says its roles and reads its results through its ``GameSpec`` (``roles``,
``seat_outcome``):

* Napoleon and Rettler: ``declarer`` (the Napoleon / the Rettler), ``adjutant`` and
  ``coalition`` (a ♣10 traitor, N-OPT-7, plays for the coalition); Rettler also
  ``no_contract`` when nobody bid and the Mighty holders pay (R-BID-7, D-03). They share
  ``declarer_side_outcome``.
* Belote: ``taker_side`` (the taker and, with four players, his partner) and ``defenders``.
* Must-follow (co-operative): ``team``; the side wins when the game is won (M-GOAL).

A game without a reading of its own gets the shared one: no role, and the deal is won when
the seat's score went up. Redeals and annulled deals (``DealResult.counts`` is False) have
no role: ``counts`` is False and the statistics list them apart.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from .core import DealResult
from .registry import game_names, get_game


class _Roles(Mapping[str, tuple[str, ...]]):
    """The roles of each game (its ``GameSpec.roles``), in the order the statistics window
    lists them; the games in their own order. Asking whether a game is known imports none;
    asking for its roles imports that game."""

    def __getitem__(self, game: str) -> tuple[str, ...]:
        if game not in game_names():
            raise KeyError(game)
        return get_game(game).roles

    def __iter__(self) -> Iterator[str]:
        return iter(game_names())

    def __len__(self) -> int:
        return len(game_names())

    def __contains__(self, game: object) -> bool:
        return game in game_names()


#: The roles of each game, in the order the statistics window lists them.
ROLES: Mapping[str, tuple[str, ...]] = _Roles()


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
    if game not in game_names():
        raise ValueError(f"unknown game {game!r}; known: {', '.join(game_names())}")
    if not 0 <= seat < len(result.scores):
        raise ValueError(f"seat {seat} at a table of {len(result.scores)}")
    score = int(result.scores[seat])
    if not result.counts:
        return SeatOutcome(game, False, None, None, None, False, score)
    read = get_game(game).seat_outcome
    if read is None:  # the shared reading: no role, a deal won is a score gained
        return SeatOutcome(game, True, None, None, None, score > 0, score)
    return read(result, seat)


def declarer_side_outcome(game: str, result: DealResult, seat: int) -> SeatOutcome:
    """A deal of a game played by a declarer and his adjutants against the coalition
    (Napoleon, Rettler), and of its variants that change the sides."""
    detail: dict[str, Any] = result.detail
    score = int(result.scores[seat])
    if detail.get("imperialism") or detail.get("team_game"):  # N-VAR-5, R-VAR-4/7: no role
        return SeatOutcome(game, True, None, None, None, score > 0, score)
    if detail.get("sanction"):  # R-VAR-11: the punished player alone, no score
        alone, met = seat == int(detail["punished"]), bool(detail["met"])
        role = "declarer" if alone else "coalition"
        return SeatOutcome(game, True, role, alone, met, met == alone, score)
    if result.outcome == "mighty_holders_lose":  # Rettler R-BID-7: no contract was played
        return SeatOutcome(game, True, "no_contract", None, None, score > 0, score)
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


__all__ = ["ROLES", "SeatOutcome", "declarer_side_outcome", "seat_outcome"]
