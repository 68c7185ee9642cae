"""The score sheet of a match, laid out the same way for every game (N-SCORE-15, R-SCORE,
B-SCORE, M-SCORE).

One line per deal: its number, what was played (the columns each game's result detail
gives: contract, declarer, adjutants; taker and trump; the co-operative goal), the outcome
in words, then each scoring unit's change and running total. A unit is a seat, or a
partnership in four-player Belote (B-SEAT-1: both partners score the side's points).
Redeals are listed and score nothing. The GUI lays a ``Sheet`` out; ``to_csv`` writes the
same sheet as CSV with an English header row. Nothing here scores: every figure is read
from ``DealResult`` and ``Match``.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .registry import GameOver
from .score_formula import listed
from .text import Text, joined, said, said_p

if TYPE_CHECKING:
    from .match import Match, ScoreRow

#: what a column's values are; the GUI writes each kind in the game's own notation
SEAT, SEATS, CARDS, CONTRACT, NUMBER, TEXT, PER_UNIT = (
    "seat",
    "seats",
    "cards",
    "contract",
    "number",
    "text",
    "per_unit",
)


@dataclass(frozen=True)
class Column:
    """One column of what a deal was: ``csv`` is its English CSV header, ``title`` the
    header on screen."""

    key: str
    csv: str
    title: Text
    kind: str


@dataclass(frozen=True)
class SheetLine:
    """One deal. ``values`` by column key (None: nothing to show, e.g. on a redeal);
    ``changes`` and ``totals`` by scoring unit."""

    number: int
    outcome: str
    said: str
    counts: bool
    values: dict[str, Any]
    changes: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True)
class Sheet:
    game: str
    players: int
    #: the seats of each scoring unit
    units: tuple[tuple[int, ...], ...]
    columns: tuple[Column, ...]
    lines: tuple[SheetLine, ...]
    totals: tuple[int, ...]
    #: the end of the game by its own rule (B-END-1), and the deal that reached it
    game_over: GameOver | None
    ended_at: int | None
    #: what ends the game, when the game has an end (Belote: "Game to 1000 points")
    aim: Text | None = None

    def unit_names(self, seat_names: Sequence[str]) -> list[str]:
        return [" & ".join(seat_names[s] for s in unit) for unit in self.units]

    def seat_totals(self) -> tuple[int, ...]:
        """Each seat's running total: its unit's (the plates show these)."""
        by_seat = [0] * self.players
        for unit, total in zip(self.units, self.totals, strict=True):
            for seat in unit:
                by_seat[seat] = total
        return tuple(by_seat)


def units_of(game: str, players: int) -> tuple[tuple[int, ...], ...]:
    """The scoring units: the two partnerships of four-player Belote (B-SEAT-1, seats 0+2
    and 1+3), else every seat on its own."""
    if game == "belote" and players == 4:
        return ((0, 2), (1, 3))
    return tuple((s,) for s in range(players))


# --- each game's columns -----------------------------------------------------------------
def _played(side: Text) -> tuple[Column, ...]:
    return (
        Column("adjutant_cards", "adjutant cards", said("Adjutant card"), CARDS),
        Column("adjutants", "adjutants", said_p("column", "Adjutant"), SEATS),
        Column("side", "declarer side points", side, NUMBER),
        Column("coalition", "coalition points", said("Coalition (pts)"), NUMBER),
    )


COLUMNS: dict[str, tuple[Column, ...]] = {
    "napoleon": (
        Column("declarer", "declarer", said_p("column", "Napoleon"), SEAT),
        Column("contract", "contract", said_p("column", "Contract"), CONTRACT),
        *_played(said("Napoleon side (pts)")),
    ),
    "rettler": (
        Column("declarer", "declarer", said_p("column", "Rettler"), SEAT),
        Column("contract", "contract", said_p("column", "Contract"), CONTRACT),
        *_played(said("Rettler side (pts)")),
        Column("multiplier", "multiplier", said_p("column", "Multiplier"), NUMBER),
    ),
    "belote": (
        Column("declarer", "taker", said_p("column", "Taker"), SEAT),
        Column("contract", "contract", said_p("column", "Contract"), CONTRACT),
        Column("points", "points", said_p("column", "Points"), PER_UNIT),
        Column(
            "declarations", "declarations and belote", said_p("column", "Declarations"), PER_UNIT
        ),
    ),
    "mustfollow": (
        Column("goal", "goal", said_p("column", "Goal"), TEXT),
        Column("tricks", "tricks taken", said_p("column", "Tricks taken"), TEXT),
        Column("score", "score", said_p("column", "Score"), NUMBER),
    ),
}


def _with_rule(outcome: Text | str, rule: str) -> Text | str:
    return said("{outcome} ({rule})", outcome=outcome, rule=rule) if rule else outcome


def _napoleon_like(row: ScoreRow, params: Any, players: int) -> tuple[dict[str, Any], str]:
    d, outcome = row.detail, row.result.outcome
    if outcome in ("redeal", "annulled", "mighty_holders_lose") or "declarer" not in d:
        words = {
            "redeal": said("redeal"),
            "annulled": said("annulled"),
            "mighty_holders_lose": said("nobody bid: the Mighty holders pay"),
        }
        return {}, _with_rule(words.get(outcome, outcome), d.get("rule_id", ""))
    sides = d.get("side_totals", {})
    values: dict[str, Any] = {
        "declarer": int(d["declarer"]),
        "contract": d.get("contract") or {},
        "adjutant_cards": list(d.get("adjutant_cards", [])),
        "adjutants": [int(a) for a in d.get("adjutants", [])],
        "side": sides.get("declarer_side"),
        "coalition": sides.get("coalition"),
        "multiplier": d.get("multiplier"),
    }
    if d.get("all_take"):
        result = said("break (all-take)")
    elif outcome == "declarer_side_wins":
        result = said("make")
    else:
        result = said("break")
    if not d.get("adjutants"):
        result = said("{outcome}, only", outcome=result)
    return values, result


def _belote(row: ScoreRow, params: Any, players: int) -> tuple[dict[str, Any], str]:
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


def _mustfollow(row: ScoreRow, params: Any, players: int) -> tuple[dict[str, Any], str]:
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


_LINES: dict[str, Callable[[ScoreRow, Any, int], tuple[dict[str, Any], str]]] = {
    "napoleon": _napoleon_like,
    "rettler": _napoleon_like,
    "belote": _belote,
    "mustfollow": _mustfollow,
}


def sheet_of(match: Match) -> Sheet:
    """The score sheet of ``match`` so far."""
    game = match.game.name
    units = units_of(game, match.players)
    make = _LINES.get(game)
    lines = []
    ended_at = None
    for row in match.rows:
        values, outcome = (
            make(row, match.params, match.players) if make else ({}, row.result.outcome)
        )
        lead = [unit[0] for unit in units]
        lines.append(
            SheetLine(
                row.number,
                row.result.outcome,
                outcome,
                row.result.counts,
                values,
                tuple(row.result.scores[s] for s in lead),
                tuple(row.totals[s] for s in lead),
            )
        )
        if (
            ended_at is None
            and match.game.match_end is not None
            and match.game.match_end(match.params, match.players, row.totals) is not None
        ):
            ended_at = row.number
    totals = tuple(match.totals[unit[0]] for unit in units)
    target = getattr(match.params, "target", None) if match.game.match_end else None
    aim = said("Game to {target} points", target=target) if target else None
    return Sheet(
        game,
        match.players,
        units,
        COLUMNS.get(game, ()),
        tuple(lines),
        totals,
        match.game_over,
        ended_at,
        aim,
    )


def game_over_said(sheet: Sheet, seat_names: Sequence[str]) -> Text | None:
    """ "Game over: Ann & Cy won with 1012 (B-END-1)", or None while the game goes on."""
    over = sheet.game_over
    if over is None:
        return None
    names = sheet.unit_names(seat_names)
    winners = [
        names[u] for u, unit in enumerate(sheet.units) if any(s in over.winners for s in unit)
    ]
    who = listed(winners)
    total = max(sheet.totals)
    if over.draw:
        return said(
            "Game over: a draw between {who} at {total} ({rule})",
            who=who,
            total=total,
            rule=over.rule_id,
        )
    return said(
        "Game over: {who} won with {total} ({rule})", who=who, total=total, rule=over.rule_id
    )


# --- CSV -----------------------------------------------------------------------------------
def contract_code(game: str, contract: dict[str, Any]) -> str:
    """A contract in the engine's codes, e.g. ``S 14``, ``reverse H``, ``ta``."""
    if not contract:
        return ""
    if game == "belote":
        return str(contract.get("bid", contract.get("trump", "")))
    trump = str(contract.get("trump", ""))
    if contract.get("reverse"):
        return f"reverse {trump}"
    text = f"{trump} {contract.get('count', '')}".strip()
    if game == "rettler" and int(contract.get("adjutants", 1) or 1) == 2:
        text += " 2 adjutants"
    return text


def csv_text(column: Column, value: Any, game: str, seat_names: Sequence[str]) -> str:
    """One value as the CSV has it: names, card codes, plain English."""
    if value is None:
        return ""
    if column.kind == SEAT:
        return seat_names[int(value)]
    if column.kind == SEATS:
        return " ".join(seat_names[int(s)] for s in value)
    if column.kind in (CARDS, PER_UNIT):
        return " ".join(str(v) for v in value)
    if column.kind == CONTRACT:
        return contract_code(game, value)
    return str(value)


#: what a spreadsheet reads as the start of a formula (or of a DDE command) in a cell
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
#: a plain number written as text ("-20"): a value, not a formula (kept as it is)
_NUMBER = re.compile(r"[+-]?\d+(?:\.\d+)?")


def csv_cell(value: Any) -> Any:
    """``value`` as a CSV cell no spreadsheet runs: a text that starts as a formula would
    (``=cmd|' /C calc'!A0``, ``@SUM(…)``, ``-2+3``, a tab or carriage return) is prefixed
    with ``'``, which spreadsheets show as text. Numbers stay numbers: the scores' ints are
    written as they are, and a text that is only a number (``-20``) is data, not a formula,
    so a negative score is never turned into text."""
    if isinstance(value, str) and value.startswith(FORMULA_START) and not _NUMBER.fullmatch(value):
        return "'" + value
    return value


def to_csv(match: Match, seat_names: Sequence[str] | None = None) -> str:
    """The score sheet as CSV, the same for every game: an English header row, then one row
    per deal with what was played, the outcome code, each unit's change and running total
    (the last row's totals are the match's)."""
    names = list(seat_names or [f"seat {i + 1}" for i in range(match.players)])
    sheet = sheet_of(match)
    units = sheet.unit_names(names)
    out = io.StringIO()
    writer = csv.writer(out)
    # every cell through ``csv_cell``: a player's name is a header cell and a data cell
    header = (
        ["deal", "outcome", *(c.csv for c in sheet.columns)]
        + [f"{n} change" for n in units]
        + [f"{n} total" for n in units]
    )
    writer.writerow([csv_cell(cell) for cell in header])
    for line in sheet.lines:
        cells = [
            line.number,
            line.outcome,
            *(csv_text(c, line.values.get(c.key), sheet.game, names) for c in sheet.columns),
            *line.changes,
            *line.totals,
        ]
        writer.writerow([csv_cell(cell) for cell in cells])
    return out.getvalue()
