"""The ``easy`` AI level chosen in New game by mouse (issue 12): the level list offers
"Easy" (「やさしい」 in Japanese, "Facile" in French), the table seats an easy player there,
the game plays on with it, and the save keeps the level."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from mouse import choose_in_combo, click_button, open_new_game
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QPushButton

from engine.ai import LEVELS
from napoleon_gui import i18n
from napoleon_gui.app import MainWindow
from napoleon_gui.dialogs.new_game import NewGameDialog
from napoleon_gui.saves import Autosave


def choose_last(qtbot: Any, combo: QComboBox) -> None:
    """Open the combo box's list with the mouse and click its last entry."""
    qtbot.mouseClick(combo, Qt.MouseButton.LeftButton)
    popup = combo.view()
    qtbot.waitUntil(popup.isVisible, timeout=3000)
    qtbot.wait(QApplication.doubleClickInterval() + 50)
    last = combo.count() - 1
    rect = popup.visualRect(popup.model().index(last, 0))
    qtbot.mouseClick(popup.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: combo.currentIndex() == last, timeout=3000)


def test_the_level_list_reads_easy_in_every_language(qtbot: Any) -> None:
    for lang, easy in (("en", "Easy"), ("ja", "やさしい"), ("fr", "Facile")):
        i18n.set_language(lang)
        dialog = NewGameDialog(["Me"], preset="book")
        qtbot.addWidget(dialog)
        combo = dialog.level_combos[1]
        assert [combo.itemData(i) for i in range(combo.count())] == list(LEVELS)
        assert combo.itemText(1) == easy
    i18n.set_language("en")


def test_an_easy_seat_chosen_in_new_game_plays_and_is_saved(
    qtbot: Any, window: MainWindow, tmp_path: Path
) -> None:
    dialog = open_new_game(qtbot, window)
    choose_in_combo(qtbot, dialog.preset_combo, "book")
    choose_last(qtbot, dialog.human_combo)  # watch: the AI players play the whole deal
    choose_in_combo(qtbot, dialog.level_combos[1], "easy")
    assert dialog.level_combos[1].currentText() == "Easy"
    qtbot.mouseClick(dialog.seed_edit, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(dialog.seed_edit, "5")
    click_button(qtbot, dialog.findChild(QPushButton, "start_button"))
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=3000)

    c = window.controller
    players = c.config.players
    assert c.config.human_seat is None
    assert c.config.levels == ["normal", "easy", *["normal"] * (players - 2)]
    assert [bot.name for bot in c.bots] == c.config.levels
    qtbot.waitUntil(lambda: len(c.actions) >= 3 * players, timeout=30000)  # play goes on
    c.token += 1  # a late bot answer is ignored
    window.close()
    saved = tmp_path / "autosave-napoleon.json"
    assert Autosave.model_validate(json.loads(saved.read_text())).levels[1] == "easy"
