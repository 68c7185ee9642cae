"""Tab goes round the whole window as a player reads it (issue 25, point 1): the toolbar
left to right, the table (the hand), the decision panel's controls, then the side panel top
to bottom (buttons, lists, texts with rule links); only visible, enabled controls, each
showing the gold focus ring; Shift+Tab goes the same way back. One window per game, no
whole deal."""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise

import pytest
from focus import gold, ring_shown
from keys import press
from mouse import wait_hint, wait_panel
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QToolButton, QWidget

from napoleon_gui.game_config import GameConfig

NAMES = ["You", "Anne", "Ben", "Clara"]
CONFIGS = {
    "napoleon": GameConfig("napoleon", "book", 4, 0, ["random"] * 4, NAMES, 2),
    "rettler": GameConfig("rettler", "book", 4, 0, ["random"] * 4, NAMES, 2),
    "belote": GameConfig("belote", "standard", 4, 0, ["normal"] * 4, NAMES, 2),
    "mustfollow": GameConfig("mustfollow", "first_edition", 3, 0, ["easy"] * 3, NAMES[:3], 4),
}
#: centres closer than this (in pixels, up or down) are on one row
ROW_BAND = 16
TOOLBAR, TABLE, BOTTOM, SIDE = range(4)


def _region(window, widget) -> int:
    """Where ``widget`` is: the toolbar, the table, the bar under it (status line, refusal,
    decision area) or the side panel."""
    if window.toolbar.isAncestorOf(widget):
        return TOOLBAR
    if widget is window.table_view or window.table_view.isAncestorOf(widget):
        return TABLE
    if window.bottom_dock.isAncestorOf(widget):
        return BOTTOM
    assert window.dock.isAncestorOf(widget), f"{widget!r} is outside every part of the window"
    return SIDE


def _centre(widget):
    return widget.mapToGlobal(widget.rect().center())


def _reads_before(first, second) -> bool:
    """``second`` comes after ``first`` in reading order: on a lower row, or on the same
    row further right."""
    a, b = _centre(first), _centre(second)
    return b.y() - a.y() > ROW_BAND or (abs(b.y() - a.y()) <= ROW_BAND and b.x() > a.x())


def _round(qtbot, window, modifier, at_each: Callable[[QWidget], None] | None = None) -> list:
    """Tab (or Shift+Tab) from the table until the keyboard is back on it: every stop, the
    table first. A text's links are stops inside its one widget: it is listed once.
    ``at_each`` looks at every stop while it has the keyboard."""
    window.table_view.setFocus(Qt.FocusReason.OtherFocusReason)
    stops = [window.table_view]
    for _ in range(120):
        if at_each is not None:
            at_each(QApplication.focusWidget())
        press(qtbot, window, Qt.Key.Key_Tab, modifier)
        focus = QApplication.focusWidget()
        assert focus is not None and window.isAncestorOf(focus), "Tab left the window"
        if focus is window.table_view:
            return stops
        if focus is not stops[-1]:
            stops.append(focus)
    raise AssertionError(f"Tab never came back to the table: {stops}")


def _wait_for_decision(qtbot, window, game: str) -> None:
    window.activateWindow()
    window.controller.new_match(CONFIGS[game])
    if game == "mustfollow":  # the co-op game's first decision is a card of the hand
        c = window.controller
        qtbot.waitUntil(
            lambda: c.state is not None and c.waiting_for_human and window.queue.is_idle(),
            timeout=10000,
        )
    else:
        wait_panel(qtbot, window)


@pytest.mark.parametrize("game", sorted(CONFIGS))
def test_tab_goes_round_the_whole_window_in_reading_order(qtbot, window, game):
    _wait_for_decision(qtbot, window, game)
    if game == "napoleon":  # a hint in the side panel: its rule links are stops
        press(qtbot, window, Qt.Key.Key_H)
        assert "href=" in wait_hint(qtbot, window)
    forward = _round(qtbot, window, Qt.KeyboardModifier.NoModifier)
    # every stop can be seen and used, and is met once
    assert all(w.isVisible() and w.isEnabled() for w in forward)
    assert len(set(forward)) == len(forward)
    # the parts of the window in reading order: from the toolbar on, round to the table
    regions = [_region(window, w) for w in forward]
    first_tool = regions.index(TOOLBAR)
    from_top = forward[first_tool:] + forward[:first_tool]
    in_parts = regions[first_tool:] + regions[:first_tool]
    assert in_parts == sorted(in_parts), in_parts
    expected = {TOOLBAR, TABLE, SIDE} if game in ("napoleon", "mustfollow") else set()
    if window.decisions.panel() is not None:
        expected |= {BOTTOM}
    assert expected <= set(in_parts)
    # within a part: rows top to bottom, each left to right (the decision area, which holds
    # its controls, is met just before them)
    for part in (TOOLBAR, BOTTOM, SIDE):
        stops = [w for w, r in zip(from_top, in_parts, strict=True) if r == part]
        if stops and stops[0] is window.decisions:
            stops = stops[1:]
        for first, second in pairwise(stops):
            assert _reads_before(first, second), (part, first, second)
    # the toolbar's enabled buttons are all there; a disabled one (Undo, Last trick) is not
    tool_buttons = [w for w in window.toolbar.findChildren(QToolButton) if w.isVisible()]
    assert {w for w in tool_buttons if w.isEnabled()} <= set(forward)
    assert not any(not w.isEnabled() for w in forward)
    # a text is a stop for its rule links only
    assert all("href=" in w.text() for w in forward if isinstance(w, QLabel))
    # Shift+Tab: the same stops, the other way round
    backward = _round(qtbot, window, Qt.KeyboardModifier.ShiftModifier)
    assert backward == [forward[0], *reversed(forward[1:])]


@pytest.mark.parametrize("game", ["napoleon", "mustfollow"])
def test_every_stop_shows_the_gold_ring(qtbot, window, game):
    _wait_for_decision(qtbot, window, game)
    if game == "napoleon":
        press(qtbot, window, Qt.Key.Key_H)
        wait_hint(qtbot, window)
    without_ring = []

    def look(widget: QWidget) -> None:
        if not ring_shown(widget):
            without_ring.append(widget)

    stops = _round(qtbot, window, Qt.KeyboardModifier.NoModifier, look)
    assert not without_ring
    kinds = {type(w).__name__ for w in stops}
    assert {"QToolButton", "TableView"} <= kinds
    assert any(isinstance(w, QLabel) for w in stops)  # a rule link of a text
    # without the keyboard, no ring: the first toolbar button once Tab has moved on
    button = next(w for w in stops if isinstance(w, QToolButton))
    button.setFocus(Qt.FocusReason.TabFocusReason)
    press(qtbot, window, Qt.Key.Key_Tab)
    image = button.grab().toImage()
    assert not any(gold(image.pixelColor(x, image.height() // 2)) for x in range(3))


def test_enter_on_a_toolbar_button_presses_it_not_the_decision(qtbot, window):
    """With the ring on the toolbar's Score sheet, Enter opens the score sheet; the bid the
    auction waits for is not passed behind the player's back."""
    _wait_for_decision(qtbot, window, "napoleon")
    c = window.controller
    before = len(c.actions)
    window.table_view.setFocus(Qt.FocusReason.OtherFocusReason)
    sheet = window.toolbar.widgetForAction(window._actions["act_score_sheet"])
    for _ in range(40):
        if QApplication.focusWidget() is sheet:
            break
        press(qtbot, window, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is sheet
    press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.score_sheet is not None and window.score_sheet.isVisible())
    assert len(c.actions) == before and window.decisions.panel() is not None


def test_tab_reaches_the_hints_rule_link_and_enter_opens_that_rule(qtbot, window):
    """Each rule link of the side panel's hint is a stop of its own; Enter opens the rules
    at that rule, and the auction waits on."""
    _wait_for_decision(qtbot, window, "napoleon")
    press(qtbot, window, Qt.Key.Key_H)
    first_rule = wait_hint(qtbot, window).split('href="rule:', 1)[1].split('"', 1)[0]
    c = window.controller
    before = len(c.actions)
    window.table_view.setFocus(Qt.FocusReason.OtherFocusReason)
    for _ in range(60):
        if QApplication.focusWidget() is window.hint_label:
            break
        press(qtbot, window, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is window.hint_label
    opened: list[str] = []
    window.hint_label.linkActivated.connect(opened.append)
    press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.rules_viewer is not None and window.rules_viewer.isVisible())
    assert opened == [f"rule:{first_rule}"]  # the first link: the one the ring is on
    assert len(c.actions) == before and window.decisions.panel() is not None
