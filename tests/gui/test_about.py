"""Help ▸ About Napoleon Table… shows the program's name, its version (engine.__version__),
the sources of the rules it credits, its licence and that Qt/PySide6 are LGPL, in the
player's language."""

from __future__ import annotations

import html

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

import engine
from napoleon_gui import i18n


def open_about_from_the_help_menu(window) -> QMessageBox:
    help_menu = next(
        action.menu()
        for action in window.menuBar().actions()
        if action.menu() is not None and action.text() == i18n.tr("menu_help")
    )
    [about] = [a for a in help_menu.actions() if a.text() == i18n.tr("act_about")]
    about.trigger()
    box = window.findChild(QMessageBox, "about_box")
    assert box is not None and box.isVisible()
    return box


def close_by_key(qtbot, window, box: QMessageBox, key: Qt.Key) -> None:
    """The player closes the box from the keyboard; the table is back in front."""
    qtbot.keyClick(box, key)
    qtbot.waitUntil(lambda: not any(b.isVisible() for b in window.findChildren(QMessageBox)))


def test_about_shows_the_version_and_the_licences(qtbot, window):
    box = open_about_from_the_help_menu(window)
    assert box.windowTitle() == "About Napoleon Table"
    text = box.text()
    assert "Napoleon Table" in text
    assert f"Version {engine.__version__}" in text
    assert "MIT" in text and "LGPL" in text and "PySide6" in text
    # the rule books are credited: Napoleon and Rettler's, the clubs', Belote's, the co-op's
    assert "How to Play Napoleon and Rettler Properly, 2nd edition" in text
    assert "Ōba and Kobayashi" in text and "Fukashi" in text and "Igosho-kai" in text
    assert "Akagiri's Belote rules (1998)" in html.unescape(text) and "S. Ando" in text
    close_by_key(qtbot, window, box, Qt.Key.Key_Return)


@pytest.mark.parametrize(
    ("lang", "version_line"),
    [("ja", f"バージョン {engine.__version__}"), ("fr", f"Version {engine.__version__}")],
)
def test_about_speaks_the_players_language(qtbot, window, lang, version_line):
    i18n.set_language(lang)
    box = open_about_from_the_help_menu(window)
    text = box.text()
    assert version_line in text
    assert "LGPL" in text and "MIT" in text
    assert i18n.tr_in("en", "about_summary") not in text  # translated, not left in English
    credits = {"ja": "ナポレオン、レットラーの正しい遊び方 第2版", "fr": "Bien jouer au Napoléon"}
    assert credits[lang] in text
    close_by_key(qtbot, window, box, Qt.Key.Key_Escape)
