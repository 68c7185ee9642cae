"""The score sheet (N-SCORE-15): one row per deal and a running totals footer; CSV export."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.games.napoleon.params import BOOK, NapoleonRules
from engine.match import Match, ScoreRow
from napoleon_gui.games.napoleon.deal_result import adjutant_cards_text, short_outcome, signed
from napoleon_gui.games.napoleon.texts import contract_text
from napoleon_gui.i18n import tr
from napoleon_gui.widgets.words import follow_language, seat_name

#: the fixed columns before one change column per player
FIXED_COLUMNS = ("dlg_col_deal", "dlg_col_napoleon", "dlg_col_contract", "dlg_col_adj_card",
                 "dlg_col_adj", "dlg_col_side", "dlg_col_coalition", "dlg_col_result")
_NUMERIC = {0, 5, 6}


class ScoreSheetWindow(QDialog):
    """A non-modal window over ``match``. ``refresh()`` after a deal was recorded.

    Widgets for tests: ``table`` (one row per deal of ``match.rows``), ``totals_table`` (the
    footer: one row with each player's total), ``export_button``, ``message_label``.
    ``export_csv(path)`` writes ``Match.to_csv`` with the player names.
    """

    def __init__(self, match: Match, names: Sequence[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("score_sheet")
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setModal(False)
        self.match = match
        self.names = list(names)
        params = match.params
        self.rules: NapoleonRules = params if isinstance(params, NapoleonRules) else BOOK

        layout = QVBoxLayout(self)
        self.empty_label = QLabel()
        self.empty_label.setObjectName("empty_label")
        layout.addWidget(self.empty_label)
        self.table = QTableWidget(0, len(FIXED_COLUMNS) + match.players)
        self.table.setObjectName("score_table")
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        layout.addWidget(self.table, 1)

        self.totals_table = QTableWidget(1, self.table.columnCount())
        self.totals_table.setObjectName("totals_table")
        self.totals_table.horizontalHeader().setVisible(False)
        self.totals_table.verticalHeader().setVisible(False)
        self.totals_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.totals_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.totals_table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.totals_table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.totals_table.setFixedHeight(self.totals_table.verticalHeader().defaultSectionSize()
                                         + 6)
        layout.addWidget(self.totals_table)
        # the footer follows the columns of the sheet
        self.table.horizontalHeader().sectionResized.connect(
            lambda index, _old, new: self.totals_table.setColumnWidth(index, new))
        self.table.horizontalScrollBar().valueChanged.connect(
            self.totals_table.horizontalScrollBar().setValue)

        buttons = QHBoxLayout()
        self.message_label = QLabel()
        self.message_label.setObjectName("message_label")
        buttons.addWidget(self.message_label, 1)
        self.export_button = QPushButton()
        self.export_button.setObjectName("export_button")
        self.export_button.clicked.connect(self.export_dialog)
        buttons.addWidget(self.export_button)
        self.close_button = QPushButton()
        self.close_button.setObjectName("close_button")
        self.close_button.clicked.connect(self.close)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        self.resize(980, 420)
        self.refresh()
        follow_language(self, "refresh")

    # --- content ----------------------------------------------------------------------------
    def headers(self) -> list[str]:
        return [tr(k) for k in FIXED_COLUMNS] + [
            seat_name(self.names, s) for s in range(self.match.players)]

    def row_cells(self, row: ScoreRow) -> list[str]:
        d = row.detail
        counts = row.result.counts and "declarer" in d
        if counts:
            declarer = int(d["declarer"])
            sides = d.get("side_totals", {})
            adjutants = ", ".join(seat_name(self.names, int(a)) for a in d.get("adjutants", []))
            fixed = [str(row.number), seat_name(self.names, declarer),
                     contract_text(d.get("contract") or {}, self.rules),
                     adjutant_cards_text(d), adjutants or tr("dlg_res_no_adjutant"),
                     str(sides.get("declarer_side", "")), str(sides.get("coalition", "")),
                     short_outcome(row)]
        else:
            dash = tr("dlg_none")
            fixed = [str(row.number), dash, dash, dash, dash, dash, dash,
                     f"{short_outcome(row)} ({d.get('rule_id', '')})"]
        return fixed + [signed(v) for v in row.result.scores]

    def refresh(self) -> None:
        """Rebuild the sheet from ``match.rows`` (and retranslate)."""
        self.setWindowTitle(tr("dlg_sheet_title"))
        self.export_button.setText(tr("dlg_sheet_export"))
        self.close_button.setText(tr("dlg_close_window"))
        self.empty_label.setText(tr("dlg_sheet_empty"))
        self.empty_label.setVisible(not self.match.rows)
        self.table.setHorizontalHeaderLabels(self.headers())
        rows = self.match.rows
        self.table.setRowCount(len(rows))
        first_player_col = len(FIXED_COLUMNS)
        for r, row in enumerate(rows):
            for c, text in enumerate(self.row_cells(row)):
                item = QTableWidgetItem(text)
                if c in _NUMERIC or c >= first_player_col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                if c >= first_player_col:
                    value = row.result.scores[c - first_player_col]
                    item.setToolTip(str(row.totals[c - first_player_col]))
                    if value:
                        colour = "#1b7a2e" if value > 0 else "#b01c1c"
                        item.setForeground(QBrush(QColor(colour)))
                if not row.result.counts:
                    item.setForeground(QBrush(QColor("#808080")))
                self.table.setItem(r, c, item)
        totals = self.match.totals
        bold = QFont(self.totals_table.font())
        bold.setBold(True)
        for c in range(self.totals_table.columnCount()):
            if c == 0:
                text = tr("dlg_sheet_totals")
            elif c >= first_player_col:
                text = str(totals[c - first_player_col])
            else:
                text = ""
            item = QTableWidgetItem(text)
            item.setFont(bold)
            if c >= first_player_col:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                      | Qt.AlignmentFlag.AlignVCenter)
            self.totals_table.setItem(0, c, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.resizeColumnsToContents()
        self.totals_table.resizeColumnToContents(0)
        for c in range(self.table.columnCount()):
            width = max(self.table.columnWidth(c), self.totals_table.sizeHintForColumn(c) + 8)
            self.table.setColumnWidth(c, width)
            self.totals_table.setColumnWidth(c, width)
        if rows:
            self.table.scrollToBottom()

    def deal_count(self) -> int:
        return self.table.rowCount()

    # --- export -----------------------------------------------------------------------------
    def export_csv(self, path: str | Path) -> Path:
        """Write the sheet as CSV (``Match.to_csv``) to ``path``."""
        target = Path(path)
        names = [seat_name(self.names, s) for s in range(self.match.players)]
        target.write_text(self.match.to_csv(names), encoding="utf-8", newline="")
        return target

    def export_dialog(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self, tr("dlg_sheet_export"), "napoleon-scores.csv", tr("dlg_sheet_csv_filter"))
        if not path:
            return
        try:
            written = self.export_csv(path)
        except OSError as exc:
            self.message_label.setText(tr("dlg_sheet_export_failed", problem=exc.strerror))
            return
        self.message_label.setText(tr("dlg_sheet_exported", path=str(written)))
