"""One score sheet for every game: a deal played by the bots on the table, the sheet opened
with Ctrl+S shows its row and the totals, "Export CSV…" writes the engine's CSV, and each
plate shows its seat's (or partnership's) running total once the result is shown."""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

import pytest
from deals import near_end
from mouse import click_button
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QTableWidgetItem
from pytestqt.qtbot import QtBot

from engine.match import Match
from engine.score_formula import score_text
from engine.score_sheet import sheet_of
from napoleon_gui import i18n
from napoleon_gui.dialogs.score_sheet import ScoreSheetWindow, unit_cell
from napoleon_gui.game_config import GameConfig

NAMES = ["Ann", "Bob", "Cy", "Di", "Eve"]

GAMES = [
    ("napoleon", "book", 4),
    ("rettler", "book", 5),
    ("belote", "standard", 4),
    ("belote", "standard", 3),
    ("mustfollow", "first_edition", 3),
]


def _start(window: Any, game: str, preset: str, players: int, seed: int = 5) -> None:
    """Every seat played by the bots (the table still shows the deal and its result)."""
    window.controller.new_match(
        GameConfig(game, preset, players, None, ["normal"] * players, NAMES[:players], seed)
    )


def _start_near_end(
    window: Any, game: str, preset: str, players: int, seed: int = 5, started: bool = False
) -> None:
    """As ``_start`` (or on the match already started), but the deal on the table is one
    the bots have played up to its last action, which a bot takes on the table."""
    if not started:
        _start(window, game, preset, players, seed)
    state, actions = near_end(game, preset, players, seed)
    window.controller.start_deal(state, actions)


def _finish_deal(qtbot: QtBot, window: Any) -> Any:
    """Wait for the deal's result window; returns it (still open)."""
    qtbot.waitUntil(lambda: window.active_dialog is not None, timeout=60000)
    return window.active_dialog


def _next_deal(qtbot: QtBot, window: Any, dialog: Any) -> None:
    dialog.accept()  # the result window's own button is the result window's business
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=5000)


def _open_sheet(qtbot: QtBot, window: Any) -> ScoreSheetWindow:
    """Ctrl+S in the main window (Game → Score sheet) as the window system delivers it."""
    window.activateWindow()
    QApplication.processEvents()
    QTest.keyClick(
        QApplication.focusWidget() or window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier
    )
    qtbot.waitUntil(
        lambda: window.score_sheet is not None and window.score_sheet.isVisible(), timeout=5000
    )
    sheet = window.score_sheet
    assert isinstance(sheet, ScoreSheetWindow)
    return sheet


def _sheet_after_first_deal(qtbot: QtBot, window: Any) -> ScoreSheetWindow:
    """The first deal's result read and closed; the next deal waits while the sheet is
    looked at (as it does behind an application dialog)."""
    dialog = _finish_deal(qtbot, window)
    window.controller.pause()
    _next_deal(qtbot, window, dialog)
    return _open_sheet(qtbot, window)


def _item(sheet: ScoreSheetWindow, row: int, column: int) -> QTableWidgetItem:
    item = sheet.table.item(row, column)
    assert item is not None
    return item


def _header(sheet: ScoreSheetWindow, column: int) -> str:
    item = sheet.table.horizontalHeaderItem(column)
    assert item is not None
    return item.text()


def _click_row(sheet: ScoreSheetWindow, row: int) -> None:
    rect = sheet.table.visualItemRect(_item(sheet, row, 0))
    QTest.mouseClick(
        sheet.table.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        rect.center(),
    )


def _cells(sheet: ScoreSheetWindow, row: int) -> list[str]:
    return [_item(sheet, row, c).text() for c in range(sheet.table.columnCount())]


def _export(
    qtbot: QtBot, sheet: ScoreSheetWindow, target: Path, monkeypatch: pytest.MonkeyPatch
) -> list[list[str]]:
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *args, **kw: (str(target), ""))
    )
    click_button(qtbot, sheet.export_button)
    assert str(target) in sheet.message_label.text()
    with target.open(encoding="utf-8", newline="") as handle:
        return list(csv.reader(handle))


@pytest.mark.parametrize(("game", "preset", "players"), GAMES)
def test_a_deal_on_the_sheet_the_csv_and_the_plates(
    qtbot: QtBot,
    window: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    game: str,
    preset: str,
    players: int,
) -> None:
    _start_near_end(window, game, preset, players)
    plates = [window.scene.plate(s) for s in range(players)]
    assert [p.total for p in plates] == [0] * players  # a new match: everybody at 0
    dialog = _finish_deal(qtbot, window)
    match: Match = window.controller.match
    assert len(match.rows) == 1
    row = match.rows[0]
    units = sheet_of(match).units
    # the plates show the running totals as the result shows (a partnership's in 4p Belote)
    for unit in units:
        for seat in unit:
            assert plates[seat].total == match.totals[unit[0]]
            assert f"Total {score_text(match.totals[unit[0]])}" in plates[seat].text
    if game == "belote" and players == 4:
        assert plates[0].total == plates[2].total and plates[1].total == plates[3].total

    # the next deal is dealt and waits (as behind an application dialog) while the player
    # reads the sheet
    window.controller.pause()
    _next_deal(qtbot, window, dialog)
    sheet = _open_sheet(qtbot, window)
    assert sheet.table.rowCount() == 2  # the deal, then the totals
    cells = _cells(sheet, 0)
    assert cells[0] == "1"
    first_unit = len(cells) - len(units)
    assert cells[first_unit:] == [
        unit_cell(row.result.scores[u[0]], row.totals[u[0]]) for u in units
    ]
    totals = _cells(sheet, 1)
    assert totals[0] == "Totals"
    assert totals[first_unit:] == [score_text(match.totals[u[0]]) for u in units]
    if game == "belote" and players == 4:
        assert _header(sheet, first_unit) == "Ann & Cy"
        assert "1000" in sheet.aim_label.text()
    # what was played, in the game's words
    if row.result.counts and game in ("napoleon", "rettler"):
        assert cells[1] == NAMES[row.detail["declarer"]]
    if row.result.counts and game == "belote":
        assert cells[1] == NAMES[row.detail["taker"]]

    lines = _export(qtbot, sheet, tmp_path / "scores.csv", monkeypatch)
    header, body = lines[0], lines[1:]
    assert header[:2] == ["deal", "outcome"]
    assert len(body) == 1
    assert body[0][0] == "1" and body[0][1] == row.result.outcome
    names = sheet_of(match).unit_names(NAMES[:players])
    for u, unit in enumerate(units):
        assert int(body[0][header.index(f"{names[u]} change")]) == row.result.scores[unit[0]]
        assert int(body[0][header.index(f"{names[u]} total")]) == row.totals[unit[0]]

    # the next deal: a new row and new totals on the sheet and the plates, together
    _start_near_end(window, game, preset, players, seed=6, started=True)
    window.controller.resume()
    _finish_deal(qtbot, window)
    assert len(match.rows) == 2
    assert sheet.table.rowCount() == 3
    assert _cells(sheet, 1)[0] == "2"
    assert _cells(sheet, 2)[first_unit:] == [score_text(match.totals[u[0]]) for u in units]
    assert [p.total for p in plates] == list(sheet_of(match).seat_totals())
    assert len(_export(qtbot, sheet, tmp_path / "again.csv", monkeypatch)) == 3


def test_the_plates_change_only_when_the_result_shows(qtbot: QtBot, window: Any) -> None:
    """While the last trick is still being shown the deal is already on the match's sheet,
    but the plates and the open sheet wait for the result, so they never give it away."""
    _start(window, "napoleon", "book", 4, seed=3)
    window.controller.pause()  # the last card of a deal played by the bots comes on ...
    window.queue.set_speed("fast")  # ... shown as a player sees it
    _start_near_end(window, "napoleon", "book", 4, seed=3, started=True)
    sheet = _open_sheet(qtbot, window)
    plates = [window.scene.plate(s) for s in range(4)]
    seen: list[tuple[int, int, list[int | None]]] = []

    def playing(_event: Any, view: Any) -> None:
        seen.append(
            (len(window.controller.match.rows), sheet.deal_count(), [p.total for p in plates])
        )

    window.queue.playing.connect(playing)
    window.controller.resume()
    _finish_deal(qtbot, window)
    before_result = [s for s in seen if s[0] == 1]
    assert before_result  # the last trick was shown after the deal was recorded ...
    assert all(count == 0 and totals == [0] * 4 for _rows, count, totals in before_result)
    assert sheet.deal_count() == 1  # ... and the row and totals came with the result
    assert [p.total for p in plates] == list(window.controller.match.totals)


def test_review_deal_asks_for_the_selected_row(qtbot: QtBot, window: Any) -> None:
    _start_near_end(window, "napoleon", "book", 4, seed=8)
    sheet = _sheet_after_first_deal(qtbot, window)
    assert not sheet.review_button.isEnabled()  # nothing selected yet
    asked: list[int] = []
    sheet.review_requested.connect(asked.append)
    _click_row(sheet, 0)
    assert sheet.selected_deal() == 1
    assert sheet.review_button.isEnabled()
    click_button(qtbot, sheet.review_button)
    assert asked == [1]
    # the totals row is no deal: nothing to review there
    _click_row(sheet, 1)
    assert not sheet.review_button.isEnabled() or sheet.selected_deal() == 1
    # a deal the match kept no log of (e.g. restored without its actions) cannot be reviewed
    window.controller.match.logs[0] = None
    sheet.refresh()
    sheet.table.selectRow(0)
    assert not sheet.review_button.isEnabled()


def test_a_failed_export_is_reported_and_the_sheet_stays(
    qtbot: QtBot, window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _start_near_end(window, "rettler", "book", 4, seed=2)
    sheet = _sheet_after_first_deal(qtbot, window)
    missing = tmp_path / "no such folder" / "scores.csv"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *args, **kw: (str(missing), ""))
    )
    click_button(qtbot, sheet.export_button)
    assert "Could not save" in sheet.message_label.text()
    assert str(missing) in sheet.message_label.text()
    assert not missing.exists() and sheet.isVisible()
    # cancelled: nothing written, nothing said
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *args, **kw: ("", "")))
    sheet.message_label.clear()
    click_button(qtbot, sheet.export_button)
    assert sheet.message_label.text() == ""


def test_the_sheet_in_japanese(qtbot: QtBot, window: Any) -> None:
    _start_near_end(window, "belote", "standard", 4, seed=4)
    sheet = _sheet_after_first_deal(qtbot, window)
    i18n.set_language("ja")
    assert sheet.windowTitle() == "得点表"
    assert sheet.export_button.text() == "CSVに書き出す…"
    assert _cells(sheet, 1)[0] == "合計"
    headers = [_header(sheet, c) for c in range(sheet.table.columnCount())]
    assert "契約" in headers and "結果" in headers
    assert "1000点先取" in sheet.aim_label.text()


def test_the_one_player_puzzle_shows_no_totals_on_the_plates(qtbot: QtBot, window: Any) -> None:
    _start(window, "mustfollow", "first_edition", 1, seed=4)
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=5000)
    seats = len(window.scene.layout.seats)
    assert all(window.scene.plate(s).total is None for s in range(seats))
    assert all("Total" not in window.scene.plate(s).text for s in range(seats))


def test_the_end_of_the_game_is_marked_on_the_sheet(qtbot: QtBot) -> None:
    """Belote ends at 1000 (B-END-1): the deal that reached it is marked and the winners
    named under the table."""
    from engine.ai import make_bot
    from napoleon_gui.games import ui_for

    match = Match.create("belote", "standard", 4, seed=5)
    bots = [make_bot("belote", "normal", s) for s in range(4)]
    while match.game_over is None:
        state = match.new_deal()
        while not state.is_over:
            seat = state.current_seat
            assert seat is not None
            state.apply(bots[seat].choose(state.view_for(seat)))
        match.record(state)
    sheet = ScoreSheetWindow(match, NAMES[:4], ui_for("belote"))
    qtbot.addWidget(sheet)
    last = sheet.deal_count() - 1
    result_col = sheet.table.columnCount() - 3  # before the two partnerships
    assert "game over" in _item(sheet, last, result_col).text()
    assert _item(sheet, last, 0).background().color().name() == "#fff1a8"
    assert all(
        _item(sheet, r, 0).background().style() == Qt.BrushStyle.NoBrush for r in range(last)
    )
    assert "B-END-1" in sheet.game_over_label.text()
