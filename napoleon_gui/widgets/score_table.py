"""Read-only score tables shared by the result window (``dialogs/deal_result.py``) and the
games' own result parts (Rettler's table C.4, Belote's game-over line).

A caller supplies the cells, read from ``DealResult.detail`` and ``Match``; nothing here
computes a score.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
)

from napoleon_gui.widgets.plain import plain_label

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def score_table(
    headers: Sequence[str],
    rows: Sequence[Sequence[str]],
    *,
    right: Callable[[int], bool] = lambda _c: False,
    bold: Callable[[int, int], bool] = lambda _r, _c: False,
) -> QTableWidget:
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
    label = plain_label(text)
    label.setObjectName(name)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    label.setVisible(bool(text))
    return label
