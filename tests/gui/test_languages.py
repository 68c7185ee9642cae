"""Switching the language (issue #14): the whole table says it again at once, Qt's own
buttons follow, the human's default name is the player's language's, and English agrees
with "You"."""

from __future__ import annotations

import os
import re

from keys import press
from mouse import choose_in_combo, click_button, open_settings, wait_hint, wait_panel
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox
from visible_texts import window_texts

from engine.actions import Pass
from napoleon_gui import i18n
from napoleon_gui.dialogs.new_game import NewGameDialog
from napoleon_gui.game_config import GameConfig
from napoleon_gui.qt_translation import apply_qt_language
from napoleon_gui.settings import DEFAULT_PLAYER_NAMES
from napoleon_gui.widgets.words import display_name

KANA = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def _start(window, human_seat=0, seed=21, players=4, game="napoleon", preset="book"):
    config = GameConfig(
        game,
        preset,
        players,
        human_seat,
        ["normal"] * players,
        list(DEFAULT_PLAYER_NAMES[:players]),
        seed,
    )
    window.controller.new_match(config)


def _panel_text(window) -> str:
    panel = window.decisions.panel()
    assert panel is not None
    return "\n".join(
        text
        for _where, text in window_texts(window)
        if _where.startswith(("QLabel", "QPushButton")) and text
    )


def test_switching_language_redraws_panel_plates_and_status_at_once(qtbot, window):
    window.toggle_hint_mode(True)
    _start(window)
    wait_panel(qtbot, window)  # the bidding panel: the player's call
    hint_en = wait_hint(qtbot, window)
    status_en = window.status_label.text()
    panel_en = _panel_text(window)
    plate_en = window.scene.plate(0).text
    assert status_en and hint_en and plate_en.startswith("You")

    i18n.set_language("ja")  # no event, no processEvents: everything is redrawn now
    status_ja = window.status_label.text()
    assert status_ja != status_en and KANA.search(status_ja), status_ja
    assert window.hint_label.text() != hint_en and KANA.search(window.hint_label.text())
    assert _panel_text(window) != panel_en and KANA.search(_panel_text(window))
    assert window.scene.plate(0).text.startswith("あなた"), window.scene.plate(0).text
    assert window._actions["act_new_game"].text() != "New game…"

    i18n.set_language("fr")
    assert window.status_label.text() not in (status_en, status_ja)
    assert window.scene.plate(0).text.startswith("Vous"), window.scene.plate(0).text
    assert _panel_text(window) != panel_en
    assert "あなたさん" not in "\n".join(t for _w, t in window_texts(window))


def test_qt_standard_buttons_follow_the_language(qtbot, window):
    i18n.set_language("ja")
    box = QMessageBox(
        QMessageBox.Icon.Question,
        "t",
        "?",
        QMessageBox.StandardButton.Yes
        | QMessageBox.StandardButton.No
        | QMessageBox.StandardButton.Cancel,
    )
    qtbot.addWidget(box)
    assert box.button(QMessageBox.StandardButton.Cancel).text() == "キャンセル"
    assert "はい" in box.button(QMessageBox.StandardButton.Yes).text()
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(buttons)
    assert buttons.button(QDialogButtonBox.StandardButton.Cancel).text() == "キャンセル"
    i18n.set_language("fr")
    box_fr = QMessageBox(QMessageBox.Icon.Question, "t", "?", QMessageBox.StandardButton.Cancel)
    qtbot.addWidget(box_fr)
    assert box_fr.button(QMessageBox.StandardButton.Cancel).text() == "Annuler"
    i18n.set_language("en")
    box_en = QMessageBox(QMessageBox.Icon.Question, "t", "?", QMessageBox.StandardButton.Cancel)
    qtbot.addWidget(box_en)
    assert box_en.button(QMessageBox.StandardButton.Cancel).text() == "Cancel"


def test_qt_translation_needs_an_application_only():
    assert QApplication.instance() is not None
    assert apply_qt_language("ja") is True
    assert apply_qt_language("en") is False  # English: Qt's own words, no file


def test_default_names_are_the_players_language(qtbot, window):
    assert DEFAULT_PLAYER_NAMES[0] == "You"
    i18n.set_language("ja")
    assert display_name("You") == "あなた"
    assert display_name("Vous") == "あなた"  # saved in another language: still the default
    assert display_name("Bob") == "Bob"  # a name the player chose stays
    dialog = NewGameDialog(window.settings.player_names, window)
    qtbot.addWidget(dialog)
    assert dialog.name_edits[0].text() == "あなた"
    assert dialog.name_edits[1].text() == "花子"  # the AI seats' default names too
    i18n.set_language("fr")
    assert display_name("あなた") == "Vous"
    assert display_name("花子") == "Anne" and display_name("Ben") == "Benoît"
    i18n.set_language("en")
    assert display_name("あなた") == "You"


def test_no_japanese_message_adds_san_to_the_human():
    """「{name}さん」 only for messages about another player: the human's turn is "あなたの番"."""
    import napoleon_gui.games.belote.panels
    import napoleon_gui.games.napoleon.texts
    import napoleon_gui.games.rettler.panels  # noqa: F401  (their texts are registered)

    i18n.set_language("ja")
    try:
        assert i18n.tr("dlg_bid_turn", name="あなた") == "あなたの番です。"
        assert i18n.tr("ret_dlg_turn", name="あなた") == "あなたの番です。"
        about_others = {"bel_dlg_overcall"}  # another seat's bid, never the human's
        for key in sorted(i18n.keys()):  # every registered string
            text = i18n.tr_in("ja", key)
            if "{name}さん" in text:
                assert key in about_others, f"{key}: {text}"
    finally:
        i18n.set_language("en")


def test_english_agrees_with_you(qtbot, window):
    """Seat 0 keeps the human's default name "You" while an AI plays it (every seat an
    AI): "You take the trick", "You are thinking" — never "You takes"."""
    lines: list[str] = []
    statuses: list[str] = []
    window.controller.trick_explained.connect(lines.append)
    window.controller.status.connect(statuses.append)
    _start(window, human_seat=None, seed=5)
    qtbot.waitUntil(
        lambda: (
            window.controller.state is not None and window.controller.state.current_seat is None
        ),
        timeout=60000,
    )
    said = "\n".join(lines + statuses)
    assert "You takes" not in said and "You is" not in said
    assert any(line.startswith("You take the trick") for line in lines), lines
    assert "You are thinking…" in statuses


def test_a_french_system_starts_in_french(monkeypatch):
    from napoleon_gui import settings

    monkeypatch.setattr(settings, "system_language", lambda: "fr")
    assert settings.Settings().language == "fr"
    monkeypatch.setattr(settings, "system_language", lambda: "de")
    assert settings.Settings().language == "en"


def test_the_settings_dialog_offers_every_language(qtbot):
    from napoleon_gui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog({"language": "fr"})
    qtbot.addWidget(dialog)
    codes = [dialog.language_combo.itemData(i) for i in range(dialog.language_combo.count())]
    assert codes == ["en", "ja", "fr"]
    assert dialog.language_combo.currentData() == "fr"
    assert dialog.values()["language"] == "fr"


def test_settings_keep_the_language_in_use(qtbot, window):
    """Started with ``--lang fr`` over saved English settings: the dialog shows French, and
    OK (say, to change the speed) keeps the table in French."""
    assert window.settings.language == "en"
    i18n.set_language("fr")
    dialog = open_settings(qtbot, window)
    assert dialog.language_combo.currentData() == "fr"
    click_button(
        qtbot, dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    )
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=3000)
    assert i18n.language() == "fr" and window.settings.language == "fr"


def test_choosing_japanese_in_settings_mid_decision(qtbot, window):
    """The player's call is pending; Settings is opened, 日本語 chosen with the mouse, OK:
    the pending panel, plate and status are Japanese at once, and Enter still passes."""
    _start(window)
    wait_panel(qtbot, window)
    dialog = open_settings(qtbot, window)
    choose_in_combo(qtbot, dialog.language_combo, "ja")
    click_button(
        qtbot, dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    )
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=3000)
    assert i18n.language() == "ja" and window.settings.language == "ja"
    assert KANA.search(_panel_text(window)) and KANA.search(window.status_label.text())
    assert window.scene.plate(0).text.startswith("あなた")
    assert window.decisions.panel() is not None  # the decision is still there
    calls = len(window.controller.view().bids)
    press(qtbot, window, Qt.Key.Key_Return)  # Enter = Pass, the safe choice
    qtbot.waitUntil(lambda: len(window.controller.view().bids) > calls, timeout=5000)
    seat, call = window.controller.view().bids[calls]
    assert seat == 0 and isinstance(call, Pass)


def test_new_game_names_every_game_in_japanese_from_a_fresh_start():
    """Started in Japanese, New game listed "Napoleon" in Latin letters (its table texts
    were not loaded yet, so the dialog fell back to the engine's English title). Run in a
    fresh interpreter: within this test session the texts are long loaded."""
    import subprocess
    import sys

    script = (
        "import sys, tempfile\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication(sys.argv)\n"
        "from napoleon_gui import i18n\n"
        "from napoleon_gui.app import MainWindow\n"
        "from napoleon_gui.settings import Store\n"
        "from napoleon_gui.dialogs.new_game import NewGameDialog\n"
        "w = MainWindow(Store(tempfile.mkdtemp()))\n"
        "i18n.set_language('ja')\n"
        "d = NewGameDialog(parent=w)\n"
        "c = d.game_combo\n"
        "print('|'.join(c.itemText(i) for i in range(c.count())))\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=120
    )
    assert out.returncode == 0, out.stderr[-2000:]
    names = out.stdout.strip().splitlines()[-1].split("|")
    assert names[0] == "ナポレオン"
    assert "レットラー" in names
    assert not any(re.search(r"[A-Za-z]{2,}", name) for name in names), names
