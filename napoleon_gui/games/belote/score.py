"""Belote's deal result and score sheet (B-SCORE, B-3P-3..5, B-END-1).

One table row per side and deal: card points, the last trick (dix de der, B-SCORE-2) or the
capot bonus (B-SCORE-5), declarations (B-CMP-1), belote (B-BEL-2), the result and the deal's
score, then the running game total towards the target (1000, or 3000 with option bids).
Every figure, and which side each seat plays for, is read from ``DealResult.detail`` and
``Match``; nothing is recomputed here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import QLabel, QTableWidget, QVBoxLayout

from engine.match import Match, ScoreRow
from engine.registry import GameOver
from napoleon_gui.games.belote.texts import suit_of_bid
from napoleon_gui.i18n import register, tr
from napoleon_gui.widgets.score_table import (
    DealResultBase,
    ScoreSheetDialog,
    bold_label,
    score_table,
)
from napoleon_gui.widgets.words import seat_name

register({
    "bel_sc_title": {"en": "Belote — score sheet", "ja": "ブロット — 得点表"},
    "bel_res_title": {"en": "Belote — deal {n}", "ja": "ブロット — 第{n}ディール"},
    "bel_col_deal": {"en": "Deal", "ja": "ディール"},
    "bel_col_contract": {"en": "Contract", "ja": "契約"},
    "bel_col_side": {"en": "Side", "ja": "サイド"},
    "bel_col_cards": {"en": "Card points", "ja": "札の点"},
    "bel_col_last": {"en": "Last trick / capot", "ja": "ディス・ドゥ・デール / カポット"},
    "bel_col_melds": {"en": "Declarations", "ja": "手役"},
    "bel_col_belote": {"en": "Belote", "ja": "ブロット"},
    "bel_col_result": {"en": "Result", "ja": "結果"},
    "bel_col_score": {"en": "Deal score", "ja": "得点"},
    "bel_col_total": {"en": "Game total", "ja": "累計"},
    "bel_contract_cell": {"en": "{bid} by {name}", "ja": "{name}: {bid}"},
    "bel_capot_cell": {"en": "capot +{n}", "ja": "カポット +{n}"},
    "bel_made": {"en": "made", "ja": "成功"},
    "bel_failed": {"en": "failed (dedans)", "ja": "失敗(ドダン)"},
    "bel_taker_side": {"en": "taker", "ja": "テイカー側"},
    "bel_throw_in": {"en": "All passed: thrown in (B-BID-4)", "ja": "全員パス: 流れ (B-BID-4)"},
    "bel_target_line": {"en": "Game to {n} points", "ja": "{n}点先取のゲーム"},
    "bel_game_over": {"en": "Game over: {names} won with {total} ({rule})",
                      "ja": "ゲーム終了: {names}の勝ち ({total}点、{rule})"},
    "bel_game_draw": {"en": "Game over: a draw between {names} at {total} ({rule})",
                      "ja": "ゲーム終了: {names}の引き分け ({total}点、{rule})"},
    "bel_made_line": {"en": "{name} made the contract {bid}.",
                      "ja": "{name}は契約 {bid} に成功しました。"},
    "bel_failed_line": {"en": "{name} failed the contract {bid} (dedans).",
                        "ja": "{name}は契約 {bid} に失敗しました(ドダン)。"},
    "bel_capot_line": {"en": "Capot: {side} took all eight tricks.",
                       "ja": "カポット: {side}が8トリックすべてを取りました。"},
    "bel_multiplier_line": {"en": "Scores ×{n} ({bid}).", "ja": "得点 ×{n} ({bid})。"},
    "bel_score_sheet": {"en": "Score sheet", "ja": "得点表"},
})

COLUMNS = ("bel_col_deal", "bel_col_contract", "bel_col_side", "bel_col_cards",
           "bel_col_last", "bel_col_melds", "bel_col_belote", "bel_col_result",
           "bel_col_score", "bel_col_total")


def sides(players: int) -> list[int]:
    """The scoring sides: 2 partnerships (seats 0+2, 1+3) or 3 single players."""
    return [0, 1] if players == 4 else list(range(players))


def side_name(side: int, players: int, names: Sequence[str]) -> str:
    if players == 4:
        return f"{seat_name(names, side)} & {seat_name(names, side + 2)}"
    return seat_name(names, side)


def deal_cells(row: ScoreRow, players: int, names: Sequence[str]) -> list[list[str]]:
    """The rows of one deal, one per side (a throw-in: a single row)."""
    d: dict[str, Any] = row.detail
    if row.result.outcome == "redeal" or "card_points" not in d:
        return [[str(row.number), "", "", "", "", "", "", tr("bel_throw_in"), "0",
                 " / ".join(str(row.totals[s]) for s in sides(players))]]
    taker = int(d["taker"])
    bid = suit_of_bid(str((d.get("contract") or {}).get("bid", "")))
    contract = tr("bel_contract_cell", bid=bid, name=seat_name(names, taker))
    taker_side = int(d["taker_side"])
    out: list[list[str]] = []
    for side in sides(players):
        cards = int(d["card_points"][side])
        extra = int(d["last_trick_bonus"][side])
        if d.get("capot") == side:
            last = tr("bel_capot_cell", n=extra)
        else:
            last = str(extra) if extra else ""
        melds = int(d["melds"][side])
        belote = int(d["belote"][side])
        result = ""
        if side == taker_side:
            who = tr("bel_taker_side") if players == 4 else tr("bel_role_taker")
            result = f"{who}: " + (tr("bel_made") if d.get("made") else tr("bel_failed"))
        score = int(d["side_scores"][side])
        out.append([str(row.number), contract, side_name(side, players, names), str(cards),
                    last, str(melds) if melds else "", str(belote) if belote else "", result,
                    str(score), str(row.totals[side])])
    return out


def deal_lines(row: ScoreRow, players: int, names: Sequence[str]) -> list[str]:
    """Sentences for the deal-result dialog."""
    d = row.detail
    if row.result.outcome == "redeal" or "card_points" not in d:
        return [tr("bel_throw_in")]
    taker = int(d["taker"])
    bid = suit_of_bid(str((d.get("contract") or {}).get("bid", "")))
    key = "bel_made_line" if d.get("made") else "bel_failed_line"
    lines = [tr(key, name=seat_name(names, taker), bid=bid)]
    if d.get("capot") is not None:
        lines.append(tr("bel_capot_line", side=side_name(int(d["capot"]), players, names)))
    if int(d.get("multiplier", 1)) != 1:
        lines.append(tr("bel_multiplier_line", n=d["multiplier"], bid=bid))
    return lines


def game_over_text(over: GameOver | None, match: Match, names: Sequence[str]) -> str:
    if over is None:
        return ""
    players = match.players
    side_of = next((r.detail["side_of_seat"] for r in reversed(match.rows)
                    if "side_of_seat" in r.detail), list(range(players)))
    seats = sorted({int(side_of[s]) for s in over.winners})
    who = ", ".join(side_name(s, players, names) for s in seats)
    total = match.totals[over.winners[0]]
    key = "bel_game_draw" if over.draw else "bel_game_over"
    return tr(key, names=who, total=total, rule=over.rule_id)


def _table(rows: list[list[str]]) -> QTableWidget:
    """Figures right-aligned (not the result), the deal score and game total in bold."""
    return score_table([tr(k) for k in COLUMNS], rows, right=lambda c: c >= 3 and c != 7,
                       bold=lambda _r, c: c in (8, 9))


class BeloteScoreSheet(ScoreSheetDialog):
    """The whole game so far. Widgets for tests: ``table`` (one row per side and deal),
    ``target_label``, ``game_over_label``. ``refresh()`` after a deal was recorded."""

    object_name = "belote_score_sheet"
    title_key = "bel_sc_title"
    window_size = (980, 420)

    def add_above(self, box: QVBoxLayout) -> None:
        self.target_label = QLabel()
        self.target_label.setObjectName("target_label")
        box.addWidget(self.target_label)

    def add_below(self, box: QVBoxLayout) -> None:
        self.game_over_label = bold_label("", "game_over_label")
        box.addWidget(self.game_over_label)

    def make_table(self, rows: list[list[str]]) -> QTableWidget:
        return _table(rows)

    def rows(self) -> list[list[str]]:
        return [cells for row in self.match.rows
                for cells in deal_cells(row, self.match.players, self.names)]

    def refreshed(self) -> None:
        self.target_label.setText(tr("bel_target_line", n=self.match.params.target))
        text = game_over_text(self.match.game_over, self.match, self.names)
        self.game_over_label.setText(text)
        self.game_over_label.setVisible(bool(text))


class BeloteResultDialog(DealResultBase):
    """One deal's result, the totals and, at the end, the winner. Widgets for tests:
    ``table``, ``lines_label``, ``game_over_label``, ``next_button``."""

    object_name = "belote_result_dialog"
    title_key = "bel_res_title"
    table_width = 900

    def lines(self) -> list[str]:
        return deal_lines(self.row, self.match.players, self.names)

    def make_table(self) -> QTableWidget:
        return _table(deal_cells(self.row, self.match.players, self.names))

    def add_below(self, layout: QVBoxLayout) -> None:
        layout.addWidget(QLabel(tr("bel_target_line", n=self.match.params.target)))
        self.game_over_label = bold_label(
            game_over_text(self.match.game_over, self.match, self.names), "game_over_label")
        layout.addWidget(self.game_over_label)
