"""The file dialogs (issue 25, words a player reads): Qt's own dialog speaks the table's
language throughout, and every file dialog opens in the folder the player last used, also
after a restart."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QMessageBox
from review_helpers import menu_action

from napoleon_gui import i18n
from napoleon_gui.app import MainWindow
from napoleon_gui.settings import Store


def labels_of_the_open_record_dialog(window) -> list[str]:
    """File ▸ Open record… as the player picks it; the labels of the dialog that opens (it
    is then cancelled)."""
    seen: list[str] = []

    def read_and_cancel() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(20, read_and_cancel)
            return
        seen.extend(label.text() for label in dialog.findChildren(QLabel) if label.isVisible())
        dialog.reject()

    QTimer.singleShot(0, read_and_cancel)
    menu_action(window, "act_open_record").trigger()  # returns when the dialog is cancelled
    return seen


@pytest.mark.parametrize(
    ("lang", "look_in", "files_of_type"),
    [
        ("fr", "&Voir dans\u00a0:", "Fichiers de &type\u00a0:"),
        ("ja", "場所(&L):", "ファイルの種類(&T):"),
    ],
)
def test_the_file_dialog_speaks_the_players_language(window, lang, look_in, files_of_type):
    i18n.set_language(lang)
    labels = labels_of_the_open_record_dialog(window)
    assert look_in in labels and files_of_type in labels, labels
    assert "&Look in:" not in labels and "Files of &type:" not in labels


def test_english_keeps_qts_own_words(window):
    labels = labels_of_the_open_record_dialog(window)
    assert "&Look in:" in labels and "Files of &type:" in labels


def open_record_from(window, qtbot, monkeypatch, answer: Path) -> str:
    """File ▸ Open record…, answering ``answer`` (a broken record: the table says so and the
    player clicks OK); the folder the dialog was asked to start in."""
    started: list[str] = []

    def dialog(_parent, _title, folder, _filter, *_rest, **_kw):
        started.append(folder)
        return str(answer), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(dialog))
    menu_action(window, "act_open_record").trigger()
    box = window.active_dialog
    assert isinstance(box, QMessageBox)
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.controller.paused, timeout=2000)
    return started[0]


def test_file_dialogs_open_in_the_folder_last_used_also_after_a_restart(
    qtbot, window, tmp_path, monkeypatch
):
    folder = tmp_path / "my records"
    folder.mkdir()
    record = folder / "deal.json"
    record.write_text("not a record", encoding="utf-8")
    assert open_record_from(window, qtbot, monkeypatch, record) == str(Path.home())
    assert open_record_from(window, qtbot, monkeypatch, record) == str(folder)

    again = MainWindow(Store(tmp_path))  # the same settings folder: the table restarted
    qtbot.addWidget(again)
    again.show()
    try:
        assert open_record_from(again, qtbot, monkeypatch, record) == str(folder)
        # a save proposes its file in that folder too (Export deal, the score sheet's CSV)
        from napoleon_gui.widgets.file_folders import start_path

        assert start_path(again, "scores.csv") == str(folder / "scores.csv")
        folder.rename(tmp_path / "moved")  # the folder is gone: home again
        assert open_record_from(again, qtbot, monkeypatch, tmp_path / "moved" / "deal.json") == (
            str(Path.home())
        )
    finally:
        again.close()
