"""The keyboard's place is always in sight (issue 25): Tab goes round visible widgets only,
the table shows a gold frame when it has the keyboard, and the arrows go round the panel's
buttons, wrapping at both ends."""

from __future__ import annotations

from focus import gold, ring_shown
from keys import press
from mouse import click_button, wait_panel
from napoleon_moves import call_foreign_adjutant, click_bid_to_win, start
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from napoleon_gui.game_config import GameConfig


def _auction(qtbot, window):
    window.activateWindow()
    window.controller.new_match(
        GameConfig("napoleon", "book", 4, 0, ["random"] * 4, ["You", "Anne", "Ben", "Clara"], 2)
    )
    return wait_panel(qtbot, window)


def test_tab_stops_are_visible_and_the_table_shows_it_has_the_keyboard(qtbot, window):
    _auction(qtbot, window)
    assert QApplication.focusWidget() is window.decisions  # a new panel takes the keyboard
    stops = []
    for _ in range(30):
        press(qtbot, window, Qt.Key.Key_Tab)
        stops.append(QApplication.focusWidget())
    assert all(w is not None and w.isVisible() for w in stops)
    assert window.table_view in stops and window.decisions in stops
    window.table_view.setFocus()
    image = window.table_view.viewport().grab().toImage()
    assert gold(image.pixelColor(1, image.height() // 2))  # the gold frame
    press(qtbot, window, Qt.Key.Key_Tab)
    image = window.table_view.viewport().grab().toImage()
    assert not gold(image.pixelColor(1, image.height() // 2))  # gone with the keyboard


def test_arrows_go_round_the_panels_buttons_and_wrap(qtbot, window):
    _auction(qtbot, window)
    buttons = window.decisions.buttons()
    assert len(buttons) > 2
    press(qtbot, window, Qt.Key.Key_Right)
    assert QApplication.focusWidget() is buttons[0]
    press(qtbot, window, Qt.Key.Key_Left)  # wraps to the last
    assert QApplication.focusWidget() is buttons[-1]
    press(qtbot, window, Qt.Key.Key_Right)  # and back round to the first
    assert QApplication.focusWidget() is buttons[0]


def _tab_round(qtbot, window, key_modifier) -> list:
    """Tab (or Shift+Tab) from the area until the keyboard leaves it: the stops inside."""
    assert QApplication.focusWidget() is window.decisions
    stops = []
    for _ in range(60):
        press(qtbot, window, Qt.Key.Key_Tab, key_modifier)
        focus = QApplication.focusWidget()
        if focus is window.decisions or not window.decisions.isAncestorOf(focus):
            return stops
        stops.append(focus)
    raise AssertionError("Tab never left the decision area")


def _reading_order(window, stops) -> list[tuple[int, int]]:
    places = []
    for w in stops:
        at = w.mapTo(window.decisions, w.rect().center())
        places.append((at.y() // 16, at.x()))
    return places


def _check_tab_order(qtbot, window, rows: int) -> None:
    buttons = window.decisions.buttons()
    forward = _tab_round(qtbot, window, Qt.KeyboardModifier.NoModifier)
    # every stop is in sight, every button is visited once, in reading order: rows top to
    # bottom, each left to right (not the order the widgets were made in)
    assert all(w.isVisible() and w.isEnabled() for w in forward)
    assert set(buttons) <= set(forward) and len(set(forward)) == len(forward)
    assert _reading_order(window, forward) == sorted(_reading_order(window, forward))
    assert len({y for y, _ in _reading_order(window, buttons)}) >= rows
    # Shift+Tab from the stop after the panel comes back in at its last control
    outside = QApplication.focusWidget()
    assert outside is not window.decisions and not window.decisions.isAncestorOf(outside)
    press(qtbot, window, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is forward[-1]
    press(qtbot, window, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is outside
    # the keyboard has left for the table (or the side panel); Tab comes back round to the
    # area, then the first control
    for _ in range(30):
        focus = QApplication.focusWidget()
        if focus is window.decisions:
            break
        assert focus.isVisible() and not window.decisions.isAncestorOf(focus)  # no back door
        press(qtbot, window, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is window.decisions
    # Shift+Tab goes round the other way: from the last control back to the area
    forward[-1].setFocus(Qt.FocusReason.TabFocusReason)
    backward = [forward[-1]]
    while QApplication.focusWidget() is not window.decisions and len(backward) < 60:
        press(qtbot, window, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
        backward.append(QApplication.focusWidget())
    assert backward == [*reversed(forward), window.decisions]


def test_tab_goes_through_the_napoleon_bid_grid_in_reading_order(qtbot, window):
    _auction(qtbot, window)
    _check_tab_order(qtbot, window, rows=3)


def test_tab_goes_through_the_belote_round_2_panel_in_reading_order(qtbot, window):
    from mouse import click_button

    from napoleon_gui.games.belote.panels import BeloteBiddingPanel

    window.activateWindow()
    window.controller.new_match(
        GameConfig("belote", "standard", 4, 0, ["normal"] * 4, ["You", "Anne", "Ben", "Clara"], 2)
    )
    for _ in range(3):
        panel = wait_panel(qtbot, window, BeloteBiddingPanel)
        if window.controller.view().bid_round == 2:
            break
        click_button(qtbot, panel.pass_button)
        qtbot.waitUntil(lambda p=panel: window.decisions.panel() is not p, timeout=5000)
    assert window.controller.view().bid_round == 2
    window.decisions.setFocus()
    _check_tab_order(qtbot, window, rows=1)


def _ring_shown(button) -> bool:
    """The gold ring at the button's left edge once it has the keyboard."""
    button.setFocus()
    assert QApplication.focusWidget() is button
    return ring_shown(button)


def test_a_focused_card_or_bid_button_shows_the_gold_ring_on_every_napoleon_panel(qtbot, window):
    """Regression: the bid grid's, the adjutant call's and the kitty's buttons carry style
    sheets of their own, which won over the decision area's focus rule: the arrows moved a
    focus nobody could see, and Enter called a card the player had not seen chosen."""

    from napoleon_gui.games.napoleon.adjutant import AdjutantPanel
    from napoleon_gui.games.napoleon.bidding import BiddingPanel
    from napoleon_gui.games.napoleon.kitty import KittyPanel

    start(window, seed=5)
    bidding = wait_panel(qtbot, window, BiddingPanel)
    enabled = [b for b in bidding.bid_buttons.values() if b.isEnabled()]
    assert _ring_shown(enabled[0]) and _ring_shown(enabled[-1])
    window.decisions.setFocus()
    image = enabled[0].grab().toImage()
    assert not gold(image.pixelColor(0, image.height() // 2))  # no ring without the keyboard
    click_bid_to_win(qtbot, bidding)
    click_button(qtbot, wait_panel(qtbot, window, BiddingPanel).close_button)
    adjutant = wait_panel(qtbot, window, AdjutantPanel)
    assert _ring_shown(next(b for b in adjutant.card_buttons.values() if b.isEnabled()))
    call_foreign_adjutant(qtbot, window, adjutant)
    kitty = wait_panel(qtbot, window, KittyPanel)
    assert _ring_shown(kitty.card_buttons[sorted(kitty.selectable())[0]])
