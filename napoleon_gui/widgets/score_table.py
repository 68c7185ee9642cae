"""What the games' deal-result dialogs and score sheets share (Belote, Rettler): a read-only
table of text cells, a non-modal score sheet that rebuilds that table from ``match.rows``,
and a deal-result dialog of sentences, the deal's table and a "next" button.

A game supplies the cells and sentences, read from ``DealResult.detail`` and ``Match``;
nothing here computes a score.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.match import Match, ScoreRow
from napoleon_gui.i18n import register, tr

register({
    "st_close": {"en": "Close", "ja": "閉じる"},
    "st_next": {"en": "Next deal", "ja": "次のディール"},
})

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def score_table(headers: Sequence[str], rows: Sequence[Sequence[str]], *,
                right: Callable[[int], bool] = lambda _c: False,
                bold: Callable[[int, int], bool] = lambda _r, _c: False) -> QTableWidget:
    """A read-only table named ``table``: cells of column ``c`` with ``right(c)`` aligned
    right (figures), cells with ``bold(r, c)`` in bold; columns sized to their contents."""
    table = QTableWidget(len(rows), len(headers))
    table.setObjectName("table")
    table.setHorizontalHeaderLabels(list(headers))
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.verticalHeader().setVisible(False)
    font = QFont()
    font.setBold(True)
    for r, cells in enumerate(rows):
        for c, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if right(c):
                item.setTextAlignment(RIGHT)
            if bold(r, c):
                item.setFont(font)
            table.setItem(r, c, item)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return table


def bold_label(text: str, name: str) -> QLabel:
    """A bold label (the game-over line), hidden while ``text`` is empty."""
    label = QLabel(text)
    label.setObjectName(name)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    label.setVisible(bool(text))
    return label


def _button_row(layout: QVBoxLayout, button: QPushButton) -> None:
    row = QHBoxLayout()
    row.addStretch(1)
    row.addWidget(button)
    layout.addLayout(row)


class ScoreSheetDialog(QDialog):
    """A non-modal window over ``match``: what ``add_above`` adds, ``table`` (rebuilt by
    ``refresh()`` after a deal was recorded), what ``add_below`` adds, a close button.

    Subclasses set ``object_name``, ``title_key`` and override ``make_table`` (the table of
    some rows) and ``rows`` (the cells of the whole match); ``refreshed`` runs after each
    refresh."""

    object_name = "score_sheet"
    title_key = ""
    window_size = (900, 420)

    def __init__(self, match: Match, names: Sequence[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(self.object_name)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setModal(False)
        self.setWindowTitle(tr(self.title_key))
        self.match = match
        self.names = list(names)
        self.box = QVBoxLayout(self)
        self.add_above(self.box)
        self.table = self.make_table([])
        self.box.addWidget(self.table, 1)
        self.add_below(self.box)
        close = QPushButton(tr("st_close"))
        close.clicked.connect(self.close)
        _button_row(self.box, close)
        self.resize(*self.window_size)
        self.refresh()

    def add_above(self, box: QVBoxLayout) -> None:
        """Widgets above the table."""

    def add_below(self, box: QVBoxLayout) -> None:
        """Widgets below the table."""

    def make_table(self, rows: list[list[str]]) -> QTableWidget:
        raise NotImplementedError

    def rows(self) -> list[list[str]]:
        raise NotImplementedError

    def refreshed(self) -> None:
        """After the table was rebuilt."""

    def refresh(self) -> None:
        table = self.make_table(self.rows())
        self.box.replaceWidget(self.table, table)
        self.table.deleteLater()
        self.table = table
        self.table.scrollToBottom()
        self.refreshed()


class DealResultBase(QDialog):
    """One deal: ``lines_label`` (the sentences), ``table`` (the deal's rows), what
    ``add_below`` adds, then ``next_button`` (accepts).

    Subclasses set ``object_name``, ``title_key`` (a text with ``{n}``, the deal number)
    and override ``lines`` and ``make_table``; ``last_deal`` turns "Next deal" into
    "Close"."""

    object_name = "deal_result_dialog"
    title_key = ""
    table_width = 760

    def __init__(self, match: Match, row: ScoreRow, names: Sequence[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(self.object_name)
        self.setWindowTitle(tr(self.title_key, n=row.number))
        self.match = match
        self.row = row
        self.names = list(names)
        layout = QVBoxLayout(self)
        self.lines_label = QLabel("\n".join(self.lines()))
        self.lines_label.setObjectName("lines_label")
        self.lines_label.setWordWrap(True)
        layout.addWidget(self.lines_label)
        self.table = self.make_table()
        self.table.setMinimumWidth(self.table_width)
        layout.addWidget(self.table)
        self.add_below(layout)
        self.next_button = QPushButton(tr("st_close") if self.last_deal() else tr("st_next"))
        self.next_button.setObjectName("next_button")
        self.next_button.setDefault(True)
        self.next_button.clicked.connect(self.accept)
        _button_row(layout, self.next_button)

    def lines(self) -> list[str]:
        raise NotImplementedError

    def make_table(self) -> QTableWidget:
        raise NotImplementedError

    def add_below(self, layout: QVBoxLayout) -> None:
        """Widgets between the table and the button."""

    def last_deal(self) -> bool:
        return self.match.game_over is not None
