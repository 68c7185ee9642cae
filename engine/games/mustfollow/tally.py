"""What a deal of the co-op game gives the score sheet (M-SCORE) and the statistics: the
goal, the tricks each seat took, the shared score; the whole table is one team (M-GOAL).
Imported when first needed (``GameSpec.score_sheet``, ``GameSpec.seat_outcome``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core import DealResult
from ...score_sheet import NUMBER, TEXT, Column, SheetLayout
from ...stats import SeatOutcome
from ...text import Text, joined, said, said_p

if TYPE_CHECKING:
    from ...match import ScoreRow


def line(row: ScoreRow, params: Any, players: int) -> tuple[dict[str, Any], Text | str]:
    """One game: its goal with the rule, the tricks taken (ok or missed) and the score."""
    d = row.detail
    rule = str(d.get("rule_id", ""))
    targets = " · ".join(str(t) for t in d.get("targets", []))
    rounds = d.get("rounds", [])
    if len(rounds) > 1 or rule in ("M-2P-9", "M-1P-2"):
        goal = said("tricks {targets}, two rounds ({rule})", targets=targets, rule=rule)
    else:
        goal = said(
            "tricks {targets}, last cards of different suits ({rule})", targets=targets, rule=rule
        )
    taken = [(" ".join(str(t) for t in r.get("taken", [])), bool(r.get("ok"))) for r in rounds]
    tricks = joined(
        [
            said("{tricks} (ok)", tricks=c) if ok else said("{tricks} (missed)", tricks=c)
            for c, ok in taken
        ],
        "; ",
    )
    values = {"goal": goal, "tricks": tricks, "score": d.get("score")}
    result = (
        said_p("co-operative game", "won") if d.get("win") else said_p("co-operative game", "lost")
    )
    return values, result


LAYOUT = SheetLayout(
    columns=(
        Column("goal", "goal", said_p("column", "Goal"), TEXT),
        Column("tricks", "tricks taken", said_p("column", "Tricks taken"), TEXT),
        Column("score", "score", said_p("column", "Score"), NUMBER),
    ),
    line=line,
)


def seat_outcome(result: DealResult, seat: int) -> SeatOutcome:
    """Every seat is the team, which wins when the game is won (M-GOAL)."""
    win = bool(result.detail.get("win"))
    return SeatOutcome("mustfollow", True, "team", None, None, win, int(result.scores[seat]))
