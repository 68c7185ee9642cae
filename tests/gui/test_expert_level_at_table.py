"""Issue 23 point 6: the ``expert`` AI level. New game offers it ("Expert", 「エキスパート」,
"Expert") for any seat, the table seats an expert there and the save keeps the level; and a
seat that thinks for over half a second shows how far it has got, beside the status line,
until its card is played."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path
from typing import Any

from keys import press
from mouse import choose_in_combo, click_button, open_new_game
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from engine.actions import Action
from engine.ai import LEVELS
from engine.ai.progress import report
from engine.core import View
from engine.match import Match
from napoleon_gui import i18n
from napoleon_gui.app import MainWindow
from napoleon_gui.controllers import game as game_module
from napoleon_gui.controllers.thinking import SHOW_AFTER_MS
from napoleon_gui.dialogs.new_game import NewGameDialog
from napoleon_gui.game_config import GameConfig
from napoleon_gui.saves import Autosave


def test_the_level_list_offers_expert_in_every_language(qtbot: Any) -> None:
    for lang, expert in (("ja", "エキスパート"), ("fr", "Expert")):  # English: the test below
        i18n.set_language(lang)
        dialog = NewGameDialog(["Me"], preset="book")
        qtbot.addWidget(dialog)
        combo = dialog.level_combos[1]
        assert [combo.itemData(i) for i in range(combo.count())] == list(LEVELS)
        assert combo.itemText(combo.findData("expert")) == expert
        assert combo.findData("expert") == combo.findData("strong") + 1  # the top of the list
    i18n.set_language("en")


def test_an_expert_seat_chosen_in_new_game_plays_and_is_saved(
    qtbot: Any, window: MainWindow, tmp_path: Path
) -> None:
    dialog = open_new_game(qtbot, window)
    choose_in_combo(qtbot, dialog.game_combo, "belote")
    choose_in_combo(qtbot, dialog.level_combos[1], "expert")
    assert dialog.level_combos[1].currentText() == "Expert"
    qtbot.mouseClick(dialog.seed_edit, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(dialog.seed_edit, "5")
    click_button(qtbot, dialog.findChild(QPushButton, "start_button"))
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=3000)

    c = window.controller
    assert c.config.levels[1] == "expert"
    assert c.bots[1].name == "expert"
    qtbot.waitUntil(lambda: len(c.actions) >= 2, timeout=30000)  # the game goes on with it
    c.token += 1  # a late bot answer is ignored
    window.close()
    saved = tmp_path / "autosave-belote.json"
    assert Autosave.model_validate(json.loads(saved.read_text())).levels[1] == "expert"


class SlowBot:
    """A seat that thinks until the test lets it answer, saying on the way that it has
    looked at 1 of 4 deals."""

    name = "slow"

    def __init__(self) -> None:
        self.asked = threading.Event()
        self.release = threading.Event()

    def choose(self, view: View) -> Action:
        self.asked.set()
        report(1, 4)
        self.release.wait(60)
        return view.legal[0]


def test_a_seat_thinking_over_half_a_second_shows_how_far_it_is(
    qtbot: Any, window: MainWindow, monkeypatch: Any
) -> None:
    slow = SlowBot()
    monkeypatch.setattr(game_module, "make_bot", lambda *_args: slow)
    leader = Match.create("mustfollow", "first_edition", 3, 4).new_deal().current_seat
    human = (leader + 1) % 3  # an AI seat plays the first card
    names = ["You", "Anne", "Ben"]
    names[leader] = "Clara"
    c = window.controller
    asked_at: list[float] = []
    c.turn.connect(lambda seat: asked_at.append(time.monotonic()) if seat == leader else None)
    c.new_match(GameConfig("mustfollow", "first_edition", 3, human, ["normal"] * 3, names, 4))
    try:
        _watch_the_bar(qtbot, window, slow, asked_at)
    finally:
        slow.release.set()  # a failed check leaves no worker waiting


def _watch_the_bar(qtbot: Any, window: MainWindow, slow: SlowBot, asked_at: list[float]) -> None:
    c = window.controller
    bar = window.thinking_bar
    qtbot.waitUntil(slow.asked.is_set, timeout=10000)
    assert window.status_label.text() == "Clara is thinking…"

    qtbot.waitUntil(bar.isVisible, timeout=10000)
    # never at once (a Qt timer may fire a few ms early: a tenth of margin)
    assert time.monotonic() - asked_at[0] >= 0.9 * SHOW_AFTER_MS / 1000
    assert (bar.value(), bar.maximum()) == (1, 4)  # the seat's own report: 1 deal of 4
    assert "Clara" in bar.toolTip()
    assert not c.actions  # still thinking: no card yet

    # a dialog holds the game: nobody is thinking meanwhile (issue 25 point 3), and the
    # bar says so too; it is back when the dialog closes
    press(qtbot, window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, NewGameDialog), timeout=10000)
    assert not bar.isVisible()
    window.active_dialog.reject()
    qtbot.waitUntil(bar.isVisible, timeout=10000)

    slow.release.set()
    qtbot.waitUntil(lambda: bool(c.actions), timeout=10000)
    qtbot.waitUntil(lambda: not bar.isVisible(), timeout=10000)  # Clara's card is played
