"""The Rettler deal result and score sheet (R-SCORE; the book's tables C.4-C.6).

Every figure comes from the engine: the scores of ``DealResult.scores``; the counts, the
converted count, the multiplier (R-SCORE-3/5) and the row of table C.4 it was read from, of
its ``detail``; table C.4 itself from ``engine.games.rettler.scoring``. Nothing is
recomputed here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QLabel, QTableWidget, QVBoxLayout

from engine.games.rettler.scoring import C4
from engine.match import Match, ScoreRow
from napoleon_gui.games.rettler.texts import bid_text, cards_text
from napoleon_gui.i18n import register, tr
from napoleon_gui.widgets.score_table import DealResultBase, ScoreSheetDialog, score_table
from napoleon_gui.widgets.words import seat_name

register({
    "ret_res_title": {"en": "Rettler — deal {n}", "ja": "レットラー — 第{n}ディール"},
    "ret_res_made": {"en": "The Rettler side made the contract (R-END-2).",
                     "ja": "レットラー側の勝ち (R-END-2)。"},
    "ret_res_broken": {"en": "The coalition broke the contract (R-END-2).",
                       "ja": "連合軍の勝ち (R-END-2)。"},
    "ret_res_all_take": {"en": "All-take: the coalition took no point card (R-END-3, "
                                "R-SCORE-6).",
                         "ja": "オールテイク: 連合軍が点札を1枚も取れませんでした "
                               "(R-END-3, R-SCORE-6)。"},
    "ret_res_nobody": {"en": "Nobody bid: the Mighty holders pay (R-BID-7).",
                       "ja": "誰も立たず: マイティを持つ人が払います (R-BID-7)。"},
    "ret_res_redeal": {"en": "Redeal ({rule}).", "ja": "配り直し ({rule})。"},
    "ret_res_contract": {"en": "Rettler {name}: {bid}", "ja": "レットラー {name}: {bid}"},
    "ret_res_adjutants": {"en": "Adjutant cards {cards}; adjutants: {names}",
                          "ja": "副官札 {cards}、副官: {names}"},
    "ret_res_alone": {"en": "no adjutant", "ja": "副官なし"},
    "ret_res_points": {"en": "Point cards: Rettler side {side}, coalition {coal} "
                              "(discarded {disc})",
                       "ja": "点札: レットラー側 {side}、連合軍 {coal}(捨て札 {disc})"},
    "ret_res_multiplier": {"en": "Multiplier ×{m} (table C.4, R-SCORE-3/5; converted count "
                                  "{e})",
                           "ja": "倍率 ×{m}(表C.4、R-SCORE-3/5、換算枚数 {e})"},
    "ret_res_early": {"en": "Stopped early: the outcome was decided (R-END-5).",
                      "ja": "勝敗が決まったので打ち切り (R-END-5)。"},
    "ret_res_c4": {"en": "Table C.4 — least points taken for ×1 / ×2 / ×4 on a loss",
                   "ja": "表C.4 — 負けの倍率 ×1 / ×2 / ×4 に必要な最低点札"},
    "ret_col_deal": {"en": "Deal", "ja": "回"},
    "ret_col_rettler": {"en": "Rettler", "ja": "レットラー"},
    "ret_col_contract": {"en": "Contract", "ja": "契約"},
    "ret_col_taken": {"en": "Taken", "ja": "取った点札"},
    "ret_col_result": {"en": "Result", "ja": "結果"},
    "ret_won": {"en": "made", "ja": "成功"},
    "ret_lost": {"en": "broken", "ja": "失敗"},
    "ret_none": {"en": "no bid", "ja": "立ちなし"},
    "ret_redeal": {"en": "redeal", "ja": "配り直し"},
    "ret_sc_title": {"en": "Rettler — score sheet", "ja": "レットラー — 得点表"},
    "ret_total": {"en": "Total", "ja": "合計"},
})


def multiplier(row: ScoreRow) -> tuple[int, int] | None:
    """(multiplier, converted count) of a played contract as the engine scored it (the
    result's ``multiplier`` and ``converted_count``); None when no multiplier applies
    (a reverse contract, an all-take) or nothing was played."""
    detail = row.detail
    found = detail.get("multiplier")
    if found is None or "converted_count" not in detail:
        return None
    return int(found), int(detail["converted_count"])


def _contract_text(detail: dict[str, Any], match: Match) -> str:
    contract = detail.get("contract") or {}
    if not contract:
        return ""
    if contract.get("reverse"):
        return tr("ret_reverse", trump=contract["trump"])
    two = int(contract["adjutants"]) == 2 and match.params.two_adjutant_bids(match.players)
    return bid_text(int(contract["count"]), str(contract["trump"]), two)


def deal_lines(match: Match, row: ScoreRow, names: Sequence[str]) -> list[str]:
    detail, outcome = row.detail, row.result.outcome
    if outcome == "redeal":
        return [tr("ret_res_redeal", rule=detail.get("rule_id", "R-DEAL-3"))]
    if outcome == "mighty_holders_lose":
        return [tr("ret_res_nobody")]
    lines = [tr("ret_res_all_take") if detail.get("all_take") else
             tr("ret_res_made") if outcome == "declarer_side_wins" else tr("ret_res_broken")]
    declarer = int(detail["declarer"])
    lines.append(tr("ret_res_contract", name=seat_name(list(names), declarer),
                    bid=_contract_text(detail, match)))
    adjutants = [seat_name(list(names), int(s)) for s in detail.get("adjutants", [])]
    cards = detail.get("adjutant_cards", [])
    from engine.cards import parse_card

    lines.append(tr("ret_res_adjutants", cards=cards_text([parse_card(c) for c in cards]) or "—",
                    names=", ".join(adjutants) or tr("ret_res_alone")))
    totals = detail.get("side_totals", {})
    lines.append(tr("ret_res_points", side=totals.get("declarer_side", 0),
                    coal=totals.get("coalition", 0), disc=detail.get("discarded_points", 0)))
    found = multiplier(row)
    if found is not None:
        lines.append(tr("ret_res_multiplier", m=found[0], e=found[1]))
    if detail.get("early_stop"):
        lines.append(tr("ret_res_early"))
    return lines


def row_cells(match: Match, row: ScoreRow, names: Sequence[str]) -> list[str]:
    detail, outcome = row.detail, row.result.outcome
    declarer = detail.get("declarer")
    result = {"declarer_side_wins": tr("ret_won"), "coalition_wins": tr("ret_lost"),
              "mighty_holders_lose": tr("ret_none")}.get(outcome, tr("ret_redeal"))
    taken = detail.get("side_totals", {}).get("declarer_side", "")
    cells = [str(row.number),
             seat_name(list(names), int(declarer)) if declarer is not None else "—",
             _contract_text(detail, match), str(taken), result]
    cells += [f"{score:+d}" for score in row.result.scores]
    return cells


def _table(headers: list[str], rows: list[list[str]], bold_last: bool = False) -> QTableWidget:
    """Figures right-aligned (the count taken and the seats' scores); the totals in bold."""
    return score_table(headers, rows, right=lambda c: c >= 3,
                       bold=lambda r, _c: bold_last and r == len(rows) - 1)


def _headers(names: Sequence[str], players: int) -> list[str]:
    return [tr("ret_col_deal"), tr("ret_col_rettler"), tr("ret_col_contract"),
            tr("ret_col_taken"), tr("ret_col_result"),
            *(seat_name(list(names), s) for s in range(players))]


def _totals(match: Match) -> list[str]:
    totals = match.rows[-1].totals if match.rows else (0,) * match.players
    return ["", tr("ret_total"), "", "", "", *(str(t) for t in totals)]


def c4_table(band: str | None) -> QTableWidget:
    """Table C.4 as the engine has it; the row the engine read this deal's multiplier from
    (the result's ``count_band``) highlighted."""
    rows = [[key, *(str(v) for v in values)] for key, values in C4.items()]
    table = _table(["", "×1", "×2", "×4"], rows)
    table.setObjectName("c4_table")
    for r, key in enumerate(C4):
        if key == band:
            for c in range(4):
                item = table.item(r, c)
                if item is not None:
                    item.setBackground(QBrush(QColor("#fff1a8")))
    table.setMaximumHeight(150)
    return table


class RettlerResultDialog(DealResultBase):
    """One deal: the outcome lines, its score row with the totals and, when the multiplier
    of a broken contract was read from table C.4, that table with the row used.
    Widgets for tests: ``lines_label``, ``table``, ``c4`` (or None), ``next_button``."""

    object_name = "rettler_result_dialog"
    title_key = "ret_res_title"

    def lines(self) -> list[str]:
        return deal_lines(self.match, self.row, self.names)

    def make_table(self) -> QTableWidget:
        table = _table(_headers(self.names, self.match.players),
                       [row_cells(self.match, self.row, self.names), _totals(self.match)],
                       bold_last=True)
        table.setMaximumHeight(120)
        return table

    def add_below(self, layout: QVBoxLayout) -> None:
        band = self.row.detail.get("count_band")
        self.c4: QTableWidget | None = None
        if band is not None:
            layout.addWidget(QLabel(tr("ret_res_c4")))
            self.c4 = c4_table(str(band))
            layout.addWidget(self.c4)


class RettlerScoreSheet(ScoreSheetDialog):
    """Every deal of the match and the totals. Widgets for tests: ``table`` (one row per
    deal, then the totals). ``refresh()`` after a deal was recorded."""

    object_name = "rettler_score_sheet"
    title_key = "ret_sc_title"

    def make_table(self, rows: list[list[str]]) -> QTableWidget:
        return _table(_headers(self.names, self.match.players), [*rows, _totals(self.match)],
                      bold_last=True)

    def rows(self) -> list[list[str]]:
        return [row_cells(self.match, r, self.names) for r in self.match.rows]
