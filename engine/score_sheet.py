"""The score sheet of a match, laid out the same way for every game (N-SCORE-15, R-SCORE,
B-SCORE, M-SCORE).

One line per deal: its number, what was played (the columns each game's result detail
gives, laid out by the game's ``SheetLayout``, ``GameSpec.score_sheet``: contract,
declarer, adjutants; taker and trump; the co-operative goal), the outcome in words, then
each scoring unit's change and running total. A unit is a seat, or a partnership
(``GameSpec.scoring_units``; four-player Belote, B-SEAT-1: both partners score the side's
points).
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

from .registry import GameOver, get_game
from .score_formula import listed
from .text import Text, said, said_p

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
    """The scoring units: the game's (``GameSpec.scoring_units``, e.g. the two partnerships
    of four-player Belote, B-SEAT-1: seats 0+2 and 1+3), else every seat on its own."""
    units = get_game(game).scoring_units
    if units is not None:
        return units(players)
    return tuple((s,) for s in range(players))


#: ``line(row, params, players)``: one deal's values by column key and its outcome in words
LineOf = Callable[["ScoreRow", Any, int], tuple[dict[str, Any], "Text | str"]]


def declarer_contract_code(contract: dict[str, Any]) -> str:
    """A declarer's contract in the engine's codes: ``S 14``, ``reverse H`` (the shared
    notation of ``SheetLayout.contract_code``)."""
    trump = str(contract.get("trump", ""))
    if contract.get("reverse"):
        return f"reverse {trump}"
    return f"{trump} {contract.get('count', '')}".strip()


@dataclass(frozen=True)
class SheetLayout:
    """What a game's score sheet shows of each deal (``GameSpec.score_sheet``): its
    ``columns``, each deal's ``line`` (None: no values, the outcome code as it is) and a
    contract in the engine's codes for the CSV (``contract_code``)."""

    columns: tuple[Column, ...] = ()
    line: LineOf | None = None
    contract_code: Callable[[dict[str, Any]], str] = declarer_contract_code


#: the sheet of a game that lays out none of its own
SHARED_LAYOUT = SheetLayout()


def layout_of(game: str) -> SheetLayout:
    """The score-sheet layout of ``game``: its own, or the shared one."""
    make = get_game(game).score_sheet
    return SHARED_LAYOUT if make is None else make()


# --- what Napoleon and Rettler share: the declarer's side against the coalition -----------
def played_columns(side: Text) -> tuple[Column, ...]:
    """The columns of what the declarer's side played and took; ``side`` titles its
    points ("Napoleon side (pts)")."""
    return (
        Column("adjutant_cards", "adjutant cards", said("Adjutant card"), CARDS),
        Column("adjutants", "adjutants", said_p("column", "Adjutant"), SEATS),
        Column("side", "declarer side points", side, NUMBER),
        Column("coalition", "coalition points", said("Coalition (pts)"), NUMBER),
    )


def _with_rule(outcome: Text | str, rule: str) -> Text | str:
    return said("{outcome} ({rule})", outcome=outcome, rule=rule) if rule else outcome


def declarer_line(row: ScoreRow, params: Any, players: int) -> tuple[dict[str, Any], Text | str]:
    """One deal of a declarer-against-coalition game: the contract and who played it, the
    point cards of each side, make or break (N-SCORE, R-SCORE)."""
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


def sheet_of(match: Match) -> Sheet:
    """The score sheet of ``match`` so far."""
    game = match.game.name
    units = units_of(game, match.players)
    layout = layout_of(game)
    make = layout.line
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
        layout.columns,
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
    """A contract in the engine's codes, e.g. ``S 14``, ``reverse H``, ``ta``
    (``SheetLayout.contract_code`` of the game)."""
    if not contract:
        return ""
    return layout_of(game).contract_code(contract)


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
