"""One score-sheet window for every game (N-SCORE-15, R-SCORE, B-SCORE, M-SCORE).

The engine's ``engine.score_sheet.sheet_of(match)`` says what the sheet holds: the columns of
what was played, one line per deal (redeals listed, scoring nothing), each scoring unit's
change and running total, and the end of the game (B-END-1). This window only lays that
out; a game writes its own notation of a contract or a card through ``GameUi.sheet_text``.
The CSV comes from ``engine.score_sheet.to_csv``, the same for every game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.cards import CardParseError, parse_card
from engine.core import View
from engine.match import Match
from engine.score_formula import score_text, signed
from engine.score_sheet import (
    CARDS,
    CONTRACT,
    NUMBER,
    PER_UNIT,
    SEAT,
    SEATS,
    Column,
    Sheet,
    contract_code,
    game_over_said,
    sheet_of,
    to_csv,
)
from engine.text import in_language
from napoleon_gui.controllers.game_ui import GameUi
from napoleon_gui.i18n import N_, Np_, card_text, language, names_list, register, tr
from napoleon_gui.widgets.file_folders import remember_folder, start_path
from napoleon_gui.widgets.plain import plain_label
from napoleon_gui.widgets.words import follow_language, seat_name

register(
    {
        "sheet_title": N_("Score sheet"),
        "sheet_deal": N_("Deal"),
        "sheet_result": N_("Result"),
        "sheet_totals": N_("Totals"),
        "sheet_empty": N_("No deal has been finished yet."),
        "sheet_unit_tip": N_("change (running total)"),
        "sheet_export": N_("Export CSV…"),
        "sheet_review": N_("Review deal"),
        "sheet_coach": N_("Review with coach"),
        "sheet_close": Np_("sheet_close", "Close"),
        "sheet_csv_filter": N_("CSV files (*.csv)"),
        "sheet_exported": N_("Saved to {path}"),
        "sheet_export_failed": N_("Could not save {path}: {problem}"),
        "sheet_ended": N_("game over"),
    }
)

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_GAIN, _LOSS, _GREY, _END = "#1b7a2e", "#b01c1c", "#808080", "#fff1a8"


def unit_cell(change: int, total: int) -> str:
    """A unit's cell: the deal's change and, in brackets, the running total."""
    return f"{signed(change)} ({score_text(total)})"


class ScoreSheetWindow(QDialog):
    """A non-modal window over ``match``; ``refresh()`` after a deal was recorded.

    Widgets for tests: ``table`` (one row per deal, then the totals row), ``game_over_label``,
    ``aim_label``, ``empty_label``, ``message_label``, ``review_button``, ``export_button``,
    ``close_button``, ``coach_button``. ``review_requested(n)`` asks to review deal ``n`` on
    the table, ``coach_requested(n)`` for the coach's review of it (issue 21)."""

    review_requested = Signal(int)
    coach_requested = Signal(int)

    def __init__(
        self,
        match: Match,
        names: Sequence[str],
        ui: GameUi[View] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("score_sheet")
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setModal(False)
        self.match = match
        self.names = list(names)
        self.ui = ui if ui is not None else GameUi()
        self.sheet: Sheet = sheet_of(match)

        layout = QVBoxLayout(self)
        self.aim_label = plain_label()
        self.aim_label.setObjectName("aim_label")
        layout.addWidget(self.aim_label)
        self.empty_label = plain_label()
        self.empty_label.setObjectName("empty_label")
        layout.addWidget(self.empty_label)
        self.table = QTableWidget(0, 0)
        self.table.setObjectName("score_table")
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.table.itemDoubleClicked.connect(lambda _item: self.request_review())
        layout.addWidget(self.table, 1)
        self.game_over_label = plain_label()
        self.game_over_label.setObjectName("game_over_label")
        bold = self.game_over_label.font()
        bold.setBold(True)
        self.game_over_label.setFont(bold)
        layout.addWidget(self.game_over_label)

        buttons = QHBoxLayout()
        self.message_label = plain_label()
        self.message_label.setObjectName("message_label")
        self.message_label.setWordWrap(True)
        buttons.addWidget(self.message_label, 1)
        self.review_button = self._button("review_button", self.request_review, buttons)
        self.coach_button = self._button("coach_button", self.request_coach, buttons)
        self.export_button = self._button("export_button", self.export_dialog, buttons)
        self.close_button = self._button("close_button", self.close, buttons)
        layout.addLayout(buttons)
        self.refresh()
        # as wide as the columns need (many seats scroll), never narrower than the buttons
        width = self.table.horizontalHeader().length() + 40
        self.resize(max(self.sizeHint().width(), min(width, 1400)), 440)
        follow_language(self, "refresh")

    def _button(self, name: str, slot: Callable[[], object], row: QHBoxLayout) -> QPushButton:
        button = QPushButton()
        button.setObjectName(name)
        button.setAutoDefault(False)  # Enter in the sheet never exports or reviews
        button.clicked.connect(slot)
        row.addWidget(button)
        return button

    # --- content ----------------------------------------------------------------------------
    def unit_names(self) -> list[str]:
        return self.sheet.unit_names([seat_name(self.names, s) for s in range(self.match.players)])

    def headers(self) -> list[str]:
        lang = language()
        return [
            tr("sheet_deal"),
            *(in_language(c.title, lang) for c in self.sheet.columns),
            tr("sheet_result"),
            *self.unit_names(),
        ]

    def cell_text(self, column: Column, value: Any) -> str:
        """A value in the game's notation (``GameUi.sheet_text``) or the shared one."""
        if value is None:
            return ""
        own = self.ui.sheet_text(column.kind, value, self.match.params, self.match.players)
        if own is not None:
            return own
        if column.kind == SEAT:
            return seat_name(self.names, int(value))
        if column.kind == SEATS:
            return names_list(seat_name(self.names, int(s)) for s in value) or tr("dlg_none")
        if column.kind == CARDS:
            return " ".join(_card(str(c)) for c in value) or tr("dlg_none")
        if column.kind == PER_UNIT:
            return " / ".join(str(v) for v in value)
        if column.kind == CONTRACT:
            return contract_code(self.sheet.game, value)
        return in_language(value, language()) if isinstance(value, str) else str(value)

    def refresh(self) -> None:
        """Rebuild the sheet from the match (and retranslate)."""
        self.sheet = sheet = sheet_of(self.match)
        self.setWindowTitle(tr("sheet_title"))
        self.review_button.setText(tr("sheet_review"))
        self.coach_button.setText(tr("sheet_coach"))
        self.export_button.setText(tr("sheet_export"))
        self.close_button.setText(tr("sheet_close"))
        self.empty_label.setText(tr("sheet_empty"))
        self.empty_label.setVisible(not sheet.lines)
        aim = sheet.aim
        self.aim_label.setText(in_language(aim, language()) if aim else "")
        self.aim_label.setVisible(aim is not None)
        over = game_over_said(sheet, [seat_name(self.names, s) for s in range(self.match.players)])
        self.game_over_label.setText(in_language(over, language()) if over else "")
        self.game_over_label.setVisible(over is not None)

        selected = self.selected_deal()
        headers = self.headers()
        first_unit = len(headers) - len(sheet.units)
        self.table.clearContents()
        self.table.setColumnCount(len(headers))
        self.table.setRowCount(len(sheet.lines) + 1)
        self.table.setHorizontalHeaderLabels(headers)
        for c in range(first_unit, len(headers)):
            header = self.table.horizontalHeaderItem(c)
            if header is not None:
                header.setToolTip(tr("sheet_unit_tip"))
        for r, line in enumerate(sheet.lines):
            said = in_language(line.said, language())
            if line.number == sheet.ended_at:
                said += f" — {tr('sheet_ended')}"
            cells = [
                str(line.number),
                *(self.cell_text(c, line.values.get(c.key)) for c in sheet.columns),
                said,
                *(unit_cell(ch, t) for ch, t in zip(line.changes, line.totals, strict=True)),
            ]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, line.number)
                numeric = (
                    c == 0
                    or c >= first_unit
                    or (0 < c <= len(sheet.columns) and sheet.columns[c - 1].kind == NUMBER)
                )
                if numeric:
                    item.setTextAlignment(RIGHT)
                if c >= first_unit and line.changes[c - first_unit]:
                    gain = line.changes[c - first_unit] > 0
                    item.setForeground(QBrush(QColor(_GAIN if gain else _LOSS)))
                if not line.counts:
                    item.setForeground(QBrush(QColor(_GREY)))
                if line.number == sheet.ended_at:
                    item.setBackground(QBrush(QColor(_END)))
                self.table.setItem(r, c, item)
        self._totals_row(len(sheet.lines), first_unit)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        if selected is not None and 0 < selected <= len(sheet.lines):
            self.table.selectRow(selected - 1)
        elif sheet.lines:
            self.table.scrollToBottom()
        if not selected:
            self._show_winners()
        self._selection_changed()

    def _show_winners(self) -> None:
        """At the end of the game the winners' final total is in sight, however narrow the
        window (issue 25: table25)."""
        sheet, over = self.sheet, self.sheet.game_over
        if over is None:
            return
        won = next(
            (u for u, unit in enumerate(sheet.units) if any(s in over.winners for s in unit)),
            None,
        )
        first_unit = self.table.columnCount() - len(sheet.units)
        item = self.table.item(len(sheet.lines), first_unit + won) if won is not None else None
        if item is not None:
            self.table.scrollToItem(item)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.selected_deal() is None:  # laid out only now: scroll again
            self._show_winners()

    def _totals_row(self, row: int, first_unit: int) -> None:
        bold = QFont(self.table.font())
        bold.setBold(True)
        for c in range(self.table.columnCount()):
            text = (
                tr("sheet_totals")
                if c == 0
                else (score_text(self.sheet.totals[c - first_unit]) if c >= first_unit else "")
            )
            item = QTableWidgetItem(text)
            item.setFont(bold)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)  # not a deal: never selected
            if c >= first_unit:
                item.setTextAlignment(RIGHT)
            self.table.setItem(row, c, item)

    def deal_count(self) -> int:
        return len(self.sheet.lines)

    # --- review -----------------------------------------------------------------------------
    def selected_deal(self) -> int | None:
        """The number of the deal whose row is selected (None: none, or the totals)."""
        items = self.table.selectedItems()
        number = items[0].data(Qt.ItemDataRole.UserRole) if items else None
        return int(number) if isinstance(number, int) else None

    def can_review(self, number: int) -> bool:
        """Deal ``number`` can be shown again: the match kept its log."""
        logs = getattr(self.match, "logs", None) or []
        return 0 < number <= len(logs) and logs[number - 1] is not None

    def _selection_changed(self) -> None:
        number = self.selected_deal()
        self.review_button.setEnabled(number is not None and self.can_review(number))
        self.coach_button.setEnabled(self.review_button.isEnabled())

    def request_review(self) -> None:
        number = self.selected_deal()
        if number is not None and self.can_review(number):
            self.review_requested.emit(number)

    def request_coach(self) -> None:
        number = self.selected_deal()
        if number is not None and self.can_review(number):
            self.coach_requested.emit(number)

    # --- export -----------------------------------------------------------------------------
    def export_csv(self, path: str | Path) -> Path:
        """Write the sheet as CSV (``engine.score_sheet.to_csv``) to ``path``."""
        target = Path(path)
        names = [seat_name(self.names, s) for s in range(self.match.players)]
        data = to_csv(self.match, names).encode("utf-8")
        target.write_bytes(data)
        if target.read_bytes() != data:  # e.g. a full disk that truncated it silently
            raise OSError(f"{target} does not hold what was written")
        return target

    def export_dialog(self) -> None:
        default = start_path(self, f"{self.match.game.name}-scores.csv")
        path, _filter = QFileDialog.getSaveFileName(
            self, tr("sheet_export"), default, tr("sheet_csv_filter")
        )
        if not path:
            return
        remember_folder(self, path)
        try:
            written = self.export_csv(path)
        except OSError as exc:  # a full disk, a folder without rights: say so, go on
            problem = exc.strerror or str(exc)
            self.message_label.setText(tr("sheet_export_failed", path=path, problem=problem))
            return
        self.message_label.setText(tr("sheet_exported", path=str(written)))


def _card(code: str) -> str:
    try:
        return card_text(parse_card(code))
    except CardParseError:
        return code
