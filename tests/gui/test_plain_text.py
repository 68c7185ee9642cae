"""A player's name is shown as written, in every widget (issue 24): a name holding
``<img src=…>`` made the must-follow side panel and talk list open and decode a local file.
Here a name ``<img src=/etc/passwd><b>x</b>`` sits at the table: the side panel, the talk
list and log, the plates, the deal result and the score sheet show it with its brackets,
and no widget reads it as markup. (``tests/test_plain_text_source.py`` checks the source.)"""

from __future__ import annotations

from typing import Any

from deals import finish_a_deal
from PySide6.QtGui import Qt, QTextDocument
from PySide6.QtWidgets import QApplication, QLabel, QListWidget, QTableWidget, QWidget

from napoleon_gui.game_config import GameConfig
from napoleon_gui.games import ui_for

NAME = "<img src=/etc/passwd><b>x</b>"
TAG = "<img src=/etc/passwd>"


def as_rich(text: str) -> str:
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText().replace("\u2011", "-")


def shown(label: QLabel) -> str:
    """What the player reads in ``label``: Qt's own choice of plain or rich text (of the
    text Qt has: a label that gives back its words, ``SuitLabel``, shows them as markup)."""
    text = QLabel.text(label)
    fmt = label.textFormat()
    if fmt == Qt.TextFormat.RichText or (
        fmt == Qt.TextFormat.AutoText and Qt.mightBeRichText(text)
    ):
        return as_rich(text)
    return text


def shown_tooltip(text: str) -> str:
    return as_rich(text) if Qt.mightBeRichText(text) else text


def texts(root: QWidget) -> list[tuple[str, str, str]]:
    """(where, raw text, text as shown) of every label, tool tip, list and table item."""
    out = []
    for w in [root, *root.findChildren(QWidget)]:
        where = f"{type(w).__name__}#{w.objectName()}"
        if w.toolTip():
            out.append((where + ".toolTip", w.toolTip(), shown_tooltip(w.toolTip())))
        if isinstance(w, QLabel):
            out.append((where, w.text(), shown(w)))
        elif isinstance(w, QListWidget):
            for i in range(w.count()):
                item = w.item(i)
                out.append((f"{where}[{i}]", item.text(), item.text()))
                tip = item.toolTip()
                if tip:
                    out.append((f"{where}[{i}].toolTip", tip, shown_tooltip(tip)))
        elif isinstance(w, QTableWidget):
            for c in range(w.columnCount()):
                head = w.horizontalHeaderItem(c)
                if head is not None:
                    out.append((f"{where}.header{c}", head.text(), head.text()))
            for r in range(w.rowCount()):
                for c in range(w.columnCount()):
                    cell = w.item(r, c)
                    if cell is not None:
                        out.append((f"{where}[{r},{c}]", cell.text(), cell.text()))
    return out


def read_as_markup(root: QWidget) -> list[str]:
    """Texts holding the name's tag that the widget would interpret (the tag vanishes)."""
    return [
        f"{where}: {raw!r}" for where, raw, seen in texts(root) if TAG in raw and TAG not in seen
    ]


def showing_the_name(root: QWidget) -> list[str]:
    return [where for where, _raw, seen in texts(root) if NAME in seen]


def everywhere() -> list[str]:
    return [p for w in QApplication.topLevelWidgets() if w.isVisible() for p in read_as_markup(w)]


def _ready(window: Any) -> bool:
    c = window.controller
    return c.state is not None and c.waiting_for_human and window.queue.is_idle()


def test_the_coop_side_panel_and_talk_show_a_name_as_written(window, qtbot) -> None:
    """The issue's case: the partner's name in the goal, the tricks taken, the suits still
    held, the talk list (and its tool tips), the talk log and the speech bubbles."""
    names = ["You", NAME, "Ben"]
    window.controller.new_match(
        GameConfig("mustfollow", "first_edition", 3, 0, ["normal"] * 3, names, 4)
    )
    qtbot.waitUntil(lambda: _ready(window), timeout=10000)
    panel = ui_for("mustfollow").panel
    talk = panel.talk_panel
    assert f"{NAME} 0" in shown(panel.taken)  # "Tricks taken: You 0, <img…> 0, Ben 0"
    assert NAME in shown(panel.suits) or NAME in shown(panel.goal)
    listed = [talk.messages.item(i).text() for i in range(talk.messages.count())]
    assert any(text.startswith(f"{NAME}: ") for text in listed)  # addressed to the partner
    tips = [talk.messages.item(i).toolTip() for i in range(talk.messages.count())]
    assert any(shown_tooltip(tip).startswith(f"{NAME}: ") for tip in tips)
    # the human speaks first, the partners answer (M-TALK-4): the log names them as written
    talk.messages.setCurrentRow(0)
    qtbot.mouseClick(talk.say_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: f"{NAME}:" in shown(talk.log) or "Ben:" in shown(talk.log))
    window.scene.update()
    # the plates (drawn as plain text) and every label of the window
    assert any(plate.text.startswith(f"{NAME} | ") for plate in window.scene._plates)
    # a speech bubble that quotes the name: its text is drawn as is, its tool tip too
    window.scene.show_speech(1, f"{NAME}: please lead hearts")
    bubble = window.scene.bubble(1)
    assert "".join(bubble.lines).replace(" ", "") == f"{NAME}: please lead hearts".replace(" ", "")
    assert shown_tooltip(bubble.toolTip()) == f"{NAME}: please lead hearts"
    # no item of the table has a tool tip that reads the name as markup
    tips = [item.toolTip() for item in window.scene.items() if item.toolTip()]
    assert all(TAG in shown_tooltip(tip) for tip in tips if TAG in tip)
    assert "QLabel#mf_taken" in showing_the_name(panel.widget)
    assert everywhere() == []


def test_the_deal_result_and_the_score_sheet_show_a_name_as_written(window, qtbot) -> None:
    names = ["You", NAME, "Ben", "Cy"]
    dialog = finish_a_deal(window, qtbot, "napoleon", "book", 4, names)
    qtbot.waitUntil(dialog.isVisible, timeout=5000)
    # the result's table: one row per player, the name as written
    assert dialog.table.item(1, 0).text() == NAME
    assert read_as_markup(dialog) == []
    assert everywhere() == []
    window.results.show_score_sheet()
    sheet = window.score_sheet
    qtbot.waitUntil(lambda: sheet is not None and sheet.isVisible(), timeout=5000)
    headers = [sheet.table.horizontalHeaderItem(c).text() for c in range(sheet.table.columnCount())]
    assert any(NAME in h for h in headers)
    assert read_as_markup(sheet) == []
    # the plates, with the running totals
    assert any(NAME in plate.text for plate in window.scene._plates)
    assert everywhere() == []


def test_the_status_line_and_refusals_show_a_name_as_written(window, qtbot) -> None:
    """The bottom bar's lines say whose turn it is, and refusals quote the engine."""
    window.set_status(f"{NAME} is thinking")
    assert shown(window.status_label) == f"{NAME} is thinking"
    window.show_refusal(f"{NAME} may not do that (N-TRICK-1)")
    assert shown(window.message_label) == f"{NAME} may not do that (N-TRICK-1)"
    assert 'href="rule:N-TRICK-1"' in window.message_label.text()  # still a link
    assert everywhere() == []


def test_the_score_sheets_csv_export_neutralises_a_formula_name(qtbot, tmp_path) -> None:
    """Export CSV… from the score sheet: a player named ``=cmd|' /C calc'!A0`` is a header
    cell, and in Napoleon a data cell (the Napoleon's name), that a spreadsheet would run;
    both are written as text (prefixed with ``'``), the scores stay numbers."""
    import csv
    import random

    from engine.match import Match
    from napoleon_gui.dialogs.score_sheet import ScoreSheetWindow

    attack = "=cmd|' /C calc'!A0"
    names = [attack, "Anne", "Ben", "Cy"]
    match = Match.create("napoleon", "book", 4, seed=3)
    rng = random.Random(3)
    while not any(
        row.result.counts and row.result.detail.get("declarer") == 0 for row in match.rows
    ):
        state = match.new_deal()
        while not state.is_over:
            state.apply(rng.choice(list(state.legal_actions())))
        match.record(state)
    sheet = ScoreSheetWindow(match, names, ui_for("napoleon"))
    qtbot.addWidget(sheet)
    written = sheet.export_csv(tmp_path / "scores.csv")
    with written.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle))
    cells = [cell for row in rows for cell in row]
    assert f"'{attack} change" in rows[0] and f"'{attack} total" in rows[0]
    assert f"'{attack}" in rows[1] or any(f"'{attack}" in row for row in rows[1:])
    assert not any(cell.startswith(("=", "@", "+")) for cell in cells)
    assert all(int(cell) < 0 for cell in cells if cell.startswith("-"))  # negative scores
