"""The result of a deal and the score sheet stay legible in a 1024×700 window (issue 25,
point 4), in English, Japanese and French, at the largest table of each game: every text at
9 pt or more, and the totals in sight without scrolling sideways."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from deals import finish_a_deal
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QTableWidget, QWidget

from napoleon_gui import i18n
from napoleon_gui.table.view import MIN_TEXT_PT

NAMES = ["You", "Anne", "Ben", "Clara", "David", "Emma", "François", "Gaspard"]


@pytest.fixture
def language() -> Iterator[None]:
    yield
    i18n.set_language("en")


def _small_texts(window: QWidget) -> list[str]:
    """The texts of ``window`` (labels, buttons, table cells and headers) under 9 pt."""
    least = MIN_TEXT_PT * window.logicalDpiY() / 72 - 0.5
    small = [
        w.text()
        for w in window.findChildren(QLabel) + window.findChildren(QAbstractButton)
        if w.isVisibleTo(window) and w.text() and QFontInfo(w.font()).pixelSize() < least
    ]
    for table in window.findChildren(QTableWidget):
        for r in range(table.rowCount()):
            for col in range(table.columnCount()):
                item = table.item(r, col)
                font = item.font() if item is not None else table.font()
                if item is not None and item.text() and QFontInfo(font).pixelSize() < least:
                    small.append(item.text())
    return small


def _totals_in_sight(table: QTableWidget, columns: list[int]) -> bool:
    """The last row's cells of ``columns`` (the running totals) lie inside the viewport."""
    last = table.rowCount() - 1
    width = table.viewport().width()
    return all(
        table.visualItemRect(table.item(last, col)).left() >= 0
        and table.visualItemRect(table.item(last, col)).right() <= width
        for col in columns
        if table.item(last, col) is not None
    )


@pytest.mark.parametrize(
    ("game", "preset", "players"),
    [("napoleon", "book", 6), ("belote", "standard", 4), ("rettler", "book", 8)],
)
def test_the_result_and_the_score_sheet_are_legible_at_1024x700(
    qtbot, window, language, game, preset, players
):
    found: list[str] = []
    for lang in ["en", "ja", "fr"]:
        i18n.set_language(lang)
        window.resize(1024, 700)
        qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 700), timeout=3000)
        dialog = finish_a_deal(window, qtbot, game, preset, players, NAMES[:players])
        qtbot.waitExposed(dialog)
        QApplication.processEvents()
        found += [f"{lang} result: {t!r} under 9 pt" for t in _small_texts(dialog)]
        if dialog.table.horizontalScrollBar().maximum() > 0:
            found.append(f"{lang} result: the totals need a sideways scroll")
        dialog.close()
        window.results.show_score_sheet()
        sheet = window.score_sheet
        qtbot.waitExposed(sheet)
        QApplication.processEvents()
        found += [f"{lang} score sheet: {t!r} under 9 pt" for t in _small_texts(sheet)]
        table = sheet.table
        totals = list(range(table.columnCount() - players, table.columnCount()))
        if not _totals_in_sight(table, totals):
            found.append(f"{lang} score sheet: the totals are out of sight")
        sheet.close()
    assert not found, "\n".join(found)
