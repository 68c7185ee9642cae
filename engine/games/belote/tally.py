"""What a Belote deal gives the score sheet (B-SCORE) and the statistics, read from its
result: the taker, the contract, each side's points and declarations; the taker's side
against the defenders. Imported when first needed (``GameSpec.score_sheet``,
``GameSpec.seat_outcome``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core import DealResult
from ...score_sheet import CONTRACT, PER_UNIT, SEAT, Column, SheetLayout
from ...stats import SeatOutcome
from ...text import Text, said, said_p

if TYPE_CHECKING:
    from ...match import ScoreRow


def line(row: ScoreRow, params: Any, players: int) -> tuple[dict[str, Any], Text | str]:
    """One deal: the taker and contract, the points and declarations of each unit, made or
    dedans (B-SCORE), capot; a throw-in (B-BID-4) scores nothing."""
    d = row.detail
    if row.result.outcome == "redeal" or "card_points" not in d:
        rule = d.get("rule_id", "B-BID-4")
        return {}, said("all passed: thrown in ({rule})", rule=rule)
    declarations = [int(m) + int(b) for m, b in zip(d["melds"], d["belote"], strict=True)]
    values = {
        "declarer": int(d["taker"]),
        "contract": d.get("contract") or {},
        "points": [int(p) for p in d["points"]],
        "declarations": declarations,
    }
    result = said_p("belote", "made") if d.get("made") else said("failed (dedans)")
    if d.get("capot") is not None:
        result = said("{outcome}, capot", outcome=result)
    return values, result


def contract_code(contract: dict[str, Any]) -> str:
    """The bid's code: ``S``, ``sa``, ``ta``."""
    return str(contract.get("bid", contract.get("trump", "")))


LAYOUT = SheetLayout(
    columns=(
        Column("declarer", "taker", said_p("column", "Taker"), SEAT),
        Column("contract", "contract", said_p("column", "Contract"), CONTRACT),
        Column("points", "points", said_p("column", "Points"), PER_UNIT),
        Column(
            "declarations", "declarations and belote", said_p("column", "Declarations"), PER_UNIT
        ),
    ),
    line=line,
    contract_code=contract_code,
)


def seat_outcome(result: DealResult, seat: int) -> SeatOutcome:
    """The taker's side (the taker and, with four players, his partner) or the defenders;
    the taker's side wins when the contract is made (B-SCORE)."""
    detail: dict[str, Any] = result.detail
    side_of_seat = detail.get("side_of_seat")
    taker_side = detail.get("taker_side")
    if side_of_seat is None or taker_side is None:
        raise ValueError("a Belote result without side_of_seat / taker_side")
    declared = int(side_of_seat[seat]) == int(taker_side)
    made = bool(detail.get("made", result.outcome == "declarer_side_wins"))
    role = "taker_side" if declared else "defenders"
    score = int(result.scores[seat])
    return SeatOutcome("belote", True, role, declared, made, made == declared, score)
