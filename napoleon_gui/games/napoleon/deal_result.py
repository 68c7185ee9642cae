"""The result of one deal: outcome, contract, adjutant, point cards and score changes.

Everything shown comes from the engine's ``ScoreRow`` (``DealResult.detail``); nothing is
recomputed here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.cards import parse_card
from engine.games.napoleon.params import NapoleonRules
from engine.match import ScoreRow
from napoleon_gui import i18n
from napoleon_gui.games.napoleon.texts import contract_text
from napoleon_gui.i18n import card_text, tr
from napoleon_gui.widgets.cards import wrapped_label
from napoleon_gui.widgets.words import seat_name


def outcome_texts(row: ScoreRow) -> list[str]:
    """Sentences describing the outcome of ``row`` (make/break, all-take, only ...)."""
    result = row.result
    d = result.detail
    if result.outcome == "redeal":
        return [tr("dlg_res_redeal", rule=d.get("rule_id", ""))]
    if result.outcome == "annulled":
        return [tr("dlg_res_annulled", rule=d.get("rule_id", ""))]
    lines: list[str] = []
    if d.get("all_take"):
        lines.append(tr("dlg_res_all_take"))
    elif result.outcome == "declarer_side_wins":
        lines.append(tr("dlg_res_make"))
    else:
        lines.append(tr("dlg_res_break"))
    if (d.get("contract") or {}).get("reverse"):
        lines.append(tr("dlg_res_reverse"))
    if d.get("only"):
        lines.append(tr("dlg_res_only"))
    return lines


def short_outcome(row: ScoreRow) -> str:
    """One or two words for the score sheet: make, break, all-take, redeal ..."""
    result = row.result
    if result.outcome == "redeal":
        return tr("dlg_short_redeal")
    if result.outcome == "annulled":
        return tr("dlg_short_annulled")
    d = result.detail
    if d.get("all_take"):
        text = tr("dlg_short_all_take")
    elif result.outcome == "declarer_side_wins":
        text = tr("dlg_short_make")
    else:
        text = tr("dlg_short_break")
    return f"{text}, {tr('dlg_short_only')}" if d.get("only") else text


def adjutant_cards_text(detail: dict[str, Any]) -> str:
    codes = detail.get("adjutant_cards") or []
    return " ".join(card_text(parse_card(c)) for c in codes) or tr("dlg_none")


def signed(value: int) -> str:
    return f"{value:+d}" if value else "0"


class DealResultDialog(QDialog):
    """Shows one finished deal. Close it with ``next_button`` (``accepted`` / ``finished``).

    Widgets for tests: ``outcome_label``, ``info`` (label texts by key: napoleon, contract,
    adjutant_cards, adjutants, points), ``table`` (one row per player: name, side, point
    cards, change, total).
    """

    def __init__(self, row: ScoreRow, names: Sequence[str], rules: NapoleonRules,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deal_result_dialog")
        self.row = row
        self.names = list(names)
        self.rules = rules
        result = row.result
        d = result.detail
        players = len(result.scores)
        self.setWindowTitle(tr("dlg_res_title", n=row.number))

        layout = QVBoxLayout(self)
        joiner = "" if i18n.language() == "ja" else " "
        self.outcome_label = wrapped_label(joiner.join(outcome_texts(row)), "outcome_label")
        font = QFont(self.outcome_label.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.outcome_label.setFont(font)
        layout.addWidget(self.outcome_label)
        if d.get("early_stop"):
            layout.addWidget(wrapped_label(
                tr("dlg_res_early", n=d.get("tricks_played", 0),
                   total=rules.hand_size(players)), "early_label"))

        self.info: dict[str, str] = {}
        counts = result.counts and "declarer" in d
        if counts:
            form = QFormLayout()
            declarer = int(d["declarer"])
            adjutants = [int(a) for a in d.get("adjutants", [])]
            sides = d.get("side_totals", {})
            self.info = {
                "napoleon": seat_name(self.names, declarer),
                "contract": contract_text(d.get("contract") or {}, rules),
                "adjutant_cards": adjutant_cards_text(d),
                "adjutants": ", ".join(seat_name(self.names, a) for a in adjutants)
                or tr("dlg_res_no_adjutant"),
                "points": tr("dlg_res_sides_text", side=sides.get("declarer_side", 0),
                             coalition=sides.get("coalition", 0),
                             discarded=d.get("discarded_points", 0)),
            }
            for key, label in (("napoleon", "dlg_res_napoleon"),
                               ("contract", "dlg_res_contract"),
                               ("adjutant_cards", "dlg_res_adj_cards"),
                               ("adjutants", "dlg_res_adjutants"),
                               ("points", "dlg_res_sides")):
                value = wrapped_label(self.info[key], f"info_{key}")
                value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                form.addRow(tr(label), value)
            layout.addLayout(form)

        self.table = QTableWidget(players, 5)
        self.table.setObjectName("result_table")
        self.table.setHorizontalHeaderLabels([
            tr("dlg_res_col_player"), tr("dlg_res_col_role"), tr("dlg_res_col_points"),
            tr("dlg_res_col_change"), tr("dlg_res_col_total")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        points = list(d.get("point_cards", [])) if counts else []
        for seat in range(players):
            role = ""
            if counts:
                role = self._role(seat, d)
            cells = [seat_name(self.names, seat), role,
                     str(points[seat]) if seat < len(points) else "",
                     signed(result.scores[seat]), str(row.totals[seat])]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                if col == 3 and result.scores[seat]:
                    colour = "#1b7a2e" if result.scores[seat] > 0 else "#b01c1c"
                    item.setForeground(QBrush(QColor(colour)))
                self.table.setItem(seat, col, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.table.resizeColumnsToContents()
        height = (self.table.verticalHeader().length()
                  + self.table.horizontalHeader().sizeHint().height() + 6)
        self.table.setFixedHeight(height)
        layout.addWidget(self.table)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.next_button = QPushButton(tr("dlg_res_next"))
        self.next_button.setObjectName("next_button")
        self.next_button.setDefault(True)
        self.next_button.clicked.connect(self.accept)
        buttons.addWidget(self.next_button)
        layout.addLayout(buttons)
        self.setMinimumWidth(540)

    @staticmethod
    def _role(seat: int, detail: dict[str, Any]) -> str:
        if seat == detail.get("declarer"):
            return tr("dlg_role_napoleon")
        if seat in detail.get("adjutants", []):
            return tr("dlg_role_adjutant")
        if seat in detail.get("traitors", []):
            return tr("dlg_role_traitor")
        return tr("dlg_role_coalition")
