"""A table open all evening: windows opened and closed one after another leave nothing behind
that follows the language or the deck's look, so a change of either reaches the open window
only and takes no longer after the tenth closed window than after the first (issue 22,
point 1: both lists of listeners only grew, and every change walked the closed windows'
dead entries)."""

from __future__ import annotations

import gc

import shiboken6

from napoleon_gui import i18n
from napoleon_gui.app import MainWindow
from napoleon_gui.settings import Store
from napoleon_gui.widgets import deck_look


def _open_and_close(qtbot, folder) -> None:
    win = MainWindow(Store(folder))
    win.show()
    qtbot.waitExposed(win)
    win.close()
    shiboken6.delete(win)  # gone, as Qt deletes a closed window of the player's


def test_closed_windows_stop_following_the_language_and_the_deck_look(qtbot, window, tmp_path):
    i18n.set_language("fr")
    menu_fr = window.menuBar().actions()[0].text()
    following = i18n.listening()
    kept = len(i18n._listeners)
    looks = len(deck_look._listeners)
    for n in range(5):
        _open_and_close(qtbot, tmp_path / f"w{n}")
    gc.collect()
    i18n.set_language("ja")  # the change drops what followed the closed windows
    assert i18n.listening() == following
    assert len(i18n._listeners) == kept
    assert len(deck_look._listeners) == looks  # the closed tables' scenes and views
    # the open window still follows: its menus speak Japanese at once
    assert window.menuBar().actions()[0].text() not in ("", menu_fr)


def test_opening_a_window_in_the_same_language_leaves_the_open_tables_alone(
    qtbot, window, tmp_path
):
    """Every new window sets the language it was saved with; when that is the language
    already spoken, the open tables are not laid out again for nothing, while a real change
    still reaches them."""
    relaid: list[str] = []
    i18n.on_language_changed(relaid.append, owner=window)
    second = MainWindow(Store(tmp_path / "second"))  # saved in English, as the first
    qtbot.addWidget(second)
    i18n.set_language("en")
    assert relaid == []
    i18n.set_language("fr")
    assert relaid == ["fr"]
