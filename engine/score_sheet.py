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
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .registry import GameOver
from .text import Said

if TYPE_CHECKING:
    from .match import Match, ScoreRow

#: what a column's values are; the GUI writes each kind in the game's own notation
SEAT, SEATS, CARDS, CONTRACT, NUMBER, TEXT, PER_UNIT = (
    "seat", "seats", "cards", "contract", "number", "text", "per_unit")


@dataclass(frozen=True)
class Column:
    """One column of what a deal was: ``csv`` is its English CSV header, ``title`` the
    header on screen."""

    key: str
    csv: str
    title: Said
    kind: str


@dataclass(frozen=True)
class SheetLine:
    """One deal. ``values`` by column key (None: nothing to show, e.g. on a redeal);
    ``changes`` and ``totals`` by scoring unit."""

    number: int
    outcome: str
    said: Said
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
    aim: Said | None = None

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
def _col(key: str, csv_name: str, en: str, ja: str, kind: str) -> Column:
    return Column(key, csv_name, Said(en, ja), kind)


def _played(side_en: str, side_ja: str) -> tuple[Column, ...]:
    return (_col("adjutant_cards", "adjutant cards", "Adjutant card", "副官カード", CARDS),
            _col("adjutants", "adjutants", "Adjutant", "副官", SEATS),
            _col("side", "declarer side points", side_en, side_ja, NUMBER),
            _col("coalition", "coalition points", "Coalition (pts)", "連合軍の点札", NUMBER))


COLUMNS: dict[str, tuple[Column, ...]] = {
    "napoleon": (_col("declarer", "declarer", "Napoleon", "ナポレオン", SEAT),
                 _col("contract", "contract", "Contract", "契約", CONTRACT),
                 *_played("Napoleon side (pts)", "ナポレオン軍の点札")),
    "rettler": (_col("declarer", "declarer", "Rettler", "レットラー", SEAT),
                _col("contract", "contract", "Contract", "契約", CONTRACT),
                *_played("Rettler side (pts)", "レットラー側の点札"),
                _col("multiplier", "multiplier", "Multiplier", "倍率", NUMBER)),
    "belote": (_col("declarer", "taker", "Taker", "テイカー", SEAT),
               _col("contract", "contract", "Contract", "契約", CONTRACT),
               _col("points", "points", "Points", "点", PER_UNIT),
               _col("declarations", "declarations and belote", "Declarations",
                    "手役・ブロット", PER_UNIT)),
    "mustfollow": (_col("goal", "goal", "Goal", "目標", TEXT),
                   _col("tricks", "tricks taken", "Tricks taken", "取ったトリック", TEXT),
                   _col("score", "score", "Score", "得点", NUMBER)),
}


def _napoleon_like(row: ScoreRow, params: Any, players: int) -> tuple[dict[str, Any], Said]:
    d, outcome = row.detail, row.result.outcome
    if outcome in ("redeal", "annulled", "mighty_holders_lose") or "declarer" not in d:
        words = {"redeal": Said("redeal", "配り直し"), "annulled": Said("annulled", "流れ"),
                 "mighty_holders_lose": Said("nobody bid: the Mighty holders pay",
                                             "立ちなし: マイティを持つ人が払う")}
        base = words.get(outcome, Said(outcome, outcome))
        rule = d.get("rule_id", "")
        said = Said(f"{base} ({rule})", f"{base.ja} ({rule})") if rule else base
        return {}, said
    sides = d.get("side_totals", {})
    values: dict[str, Any] = {
        "declarer": int(d["declarer"]), "contract": d.get("contract") or {},
        "adjutant_cards": list(d.get("adjutant_cards", [])),
        "adjutants": [int(a) for a in d.get("adjutants", [])],
        "side": sides.get("declarer_side"), "coalition": sides.get("coalition"),
        "multiplier": d.get("multiplier"),
    }
    if d.get("all_take"):
        said = Said("break (all-take)", "ブレイク(全付け)")
    elif outcome == "declarer_side_wins":
        said = Said("make", "メイク")
    else:
        said = Said("break", "ブレイク")
    if not d.get("adjutants"):
        said = Said(f"{said}, only", f"{said.ja}、一人立ち")
    return values, said


def _belote(row: ScoreRow, params: Any, players: int) -> tuple[dict[str, Any], Said]:
    d = row.detail
    if row.result.outcome == "redeal" or "card_points" not in d:
        rule = d.get("rule_id", "B-BID-4")
        return {}, Said(f"all passed: thrown in ({rule})", f"全員パス: 流れ ({rule})")
    declarations = [int(m) + int(b) for m, b in zip(d["melds"], d["belote"], strict=True)]
    values = {"declarer": int(d["taker"]), "contract": d.get("contract") or {},
              "points": [int(p) for p in d["points"]], "declarations": declarations}
    said = Said("made", "成功") if d.get("made") else Said("failed (dedans)", "失敗(ドダン)")
    if d.get("capot") is not None:
        said = Said(f"{said}, capot", f"{said.ja}、カポット")
    return values, said


def _mustfollow(row: ScoreRow, params: Any, players: int) -> tuple[dict[str, Any], Said]:
    d = row.detail
    rule = str(d.get("rule_id", ""))
    targets = " · ".join(str(t) for t in d.get("targets", []))
    rounds = d.get("rounds", [])
    if len(rounds) > 1 or rule in ("M-2P-9", "M-1P-2"):
        goal = Said(f"tricks {targets}, two rounds ({rule})",
                    f"トリック {targets}、2ラウンド ({rule})")
    else:
        goal = Said(f"tricks {targets}, last cards of different suits ({rule})",
                    f"トリック {targets}、残り札は違うスート ({rule})")
    taken = [(" ".join(str(t) for t in r.get("taken", [])), bool(r.get("ok"))) for r in rounds]
    tricks = Said("; ".join(f"{c} ({'ok' if ok else 'missed'})" for c, ok in taken),
                  "; ".join(f"{c}({'達成' if ok else '未達'})" for c, ok in taken))
    values = {"goal": goal, "tricks": tricks, "score": d.get("score")}
    said = Said("won", "成功") if d.get("win") else Said("lost", "失敗")
    return values, said


_LINES: dict[str, Callable[[ScoreRow, Any, int], tuple[dict[str, Any], Said]]] = {
    "napoleon": _napoleon_like, "rettler": _napoleon_like, "belote": _belote,
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
        values, said = make(row, match.params, match.players) if make else ({}, Said(
            row.result.outcome, row.result.outcome))
        lead = [unit[0] for unit in units]
        lines.append(SheetLine(row.number, row.result.outcome, said, row.result.counts,
                               values, tuple(row.result.scores[s] for s in lead),
                               tuple(row.totals[s] for s in lead)))
        if ended_at is None and match.game.match_end is not None and \
                match.game.match_end(match.params, match.players, row.totals) is not None:
            ended_at = row.number
    totals = tuple(match.totals[unit[0]] for unit in units)
    target = getattr(match.params, "target", None) if match.game.match_end else None
    aim = Said(f"Game to {target} points", f"{target}点先取のゲーム") if target else None
    return Sheet(game, match.players, units, COLUMNS.get(game, ()), tuple(lines), totals,
                 match.game_over, ended_at, aim)


def game_over_said(sheet: Sheet, seat_names: Sequence[str]) -> Said | None:
    """"Game over: Ann & Cy won with 1012 (B-END-1)", or None while the game goes on."""
    over = sheet.game_over
    if over is None:
        return None
    names = sheet.unit_names(seat_names)
    winners = [names[u] for u, unit in enumerate(sheet.units)
               if any(s in over.winners for s in unit)]
    who = ", ".join(winners)
    total = max(sheet.totals)
    if over.draw:
        return Said(f"Game over: a draw between {who} at {total} ({over.rule_id})",
                    f"ゲーム終了: {who}の引き分け ({total}点、{over.rule_id})")
    return Said(f"Game over: {who} won with {total} ({over.rule_id})",
                f"ゲーム終了: {who}の勝ち ({total}点、{over.rule_id})")


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


def to_csv(match: Match, seat_names: Sequence[str] | None = None) -> str:
    """The score sheet as CSV, the same for every game: an English header row, then one row
    per deal with what was played, the outcome code, each unit's change and running total
    (the last row's totals are the match's)."""
    names = list(seat_names or [f"seat {i + 1}" for i in range(match.players)])
    sheet = sheet_of(match)
    units = sheet.unit_names(names)
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["deal", "outcome", *(c.csv for c in sheet.columns)]
                    + [f"{n} change" for n in units] + [f"{n} total" for n in units])
    for line in sheet.lines:
        writer.writerow([line.number, line.outcome,
                         *(csv_text(c, line.values.get(c.key), sheet.game, names)
                           for c in sheet.columns),
                         *line.changes, *line.totals])
    return out.getvalue()
