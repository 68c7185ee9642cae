"""What a player on a 1024×700 screen met in issue 25's look round (point 12), by keyboard:
the Settings dialog ran off the bottom of the screen in Japanese (OK and Cancel below its
edge), and Rettler's bidding panel pushed its Pass button off the right edge of the window
in French."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from mouse import click_button, open_settings
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QPushButton
from rettler_table_support import start_rettler, wait_for_panel

from engine.actions import Pass
from napoleon_gui import i18n
from napoleon_gui.games.rettler import panels

SMALL = QRect(0, 0, 1024, 700)


@pytest.fixture
def language() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.fixture
def small_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    """The offscreen test screen is 800×800; the window's screen says 1024×700 instead."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(SMALL))


def _whole(widget) -> bool:  # type: ignore[no-untyped-def]
    """Every pixel of ``widget`` is drawn (nothing of it is scrolled or clipped away)."""
    return widget.visibleRegion().boundingRect().size() == widget.size()


def test_settings_fit_a_1024x700_screen_and_tab_reaches_every_setting(
    qtbot, window, language, small_screen
) -> None:
    i18n.set_language("ja")
    dialog = open_settings(qtbot, window)
    # the whole dialog, its OK and Cancel too, is on the screen
    assert dialog.frameGeometry().height() <= SMALL.height()
    ok = dialog.findChild(type(dialog.buttons.buttons()[0]), "ok_button")
    assert ok.isVisible() and _whole(ok)
    # the player tabs down to the last setting: it scrolls into sight, Space ticks it,
    # Enter keeps it
    check = dialog.checks["high_contrast"]
    assert not _whole(check)  # below the fold at first: the settings scroll
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)
    for _ in range(40):
        if dialog.focusWidget() is check:
            break
        qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Tab)
    assert dialog.focusWidget() is check
    assert _whole(check)
    qtbot.keyClick(check, Qt.Key.Key_Space)
    assert check.isChecked()
    qtbot.keyClick(check, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=3000)
    assert window.settings.high_contrast


def test_rettlers_pass_button_is_whole_at_1024x700_in_french(qtbot, window, language) -> None:
    i18n.set_language("fr")
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 700), timeout=3000)
    start_rettler(window, seed=3, players=6)
    panel = wait_for_panel(qtbot, window, panels.RettlerBidPanel)
    # every button of the auction lies whole inside the window, Pass too ("Passe")
    for button in panel.findChildren(QPushButton):
        if button.isVisibleTo(panel):
            place = QRect(button.mapTo(window, QPoint(0, 0)), button.size())
            assert window.rect().contains(place), (button.text(), place)
            assert _whole(button), button.text()
    bids = len(window.controller.view().bids)
    click_button(qtbot, panel.pass_button)
    qtbot.waitUntil(lambda: len(window.controller.view().bids) > bids, timeout=3000)
    assert window.controller.view().bids[bids] == (0, Pass())
