"""Napoleon's "Calls so far" list opens on the newest call (issue 25, point 10): after a
long open auction (N-BID-1..) the last call is in sight without scrolling; Tab reaches it
and the arrows scroll it (point 1)."""

from __future__ import annotations

import random

from focus import ring_shown
from keys import press
from mouse import wait_panel
from napoleon_moves import start
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from engine.actions import Bid, KeepHand, Pass
from engine.games.napoleon.params import BOOK
from engine.games.napoleon.state import NapoleonState
from napoleon_gui.games.napoleon.bidding import BiddingPanel

NAMES = ["Aiko", "Ben", "Chie", "Daichi", "Emi"]


def _after_twelve_bids() -> NapoleonState:
    state = NapoleonState.deal(BOOK, 5, random.Random(2))
    while state.phase == "misdeal_offer":
        state.apply(KeepHand())
    for _ in range(12):  # each seat in turn raises by the smallest bid it may make
        bids = [a for a in state.legal_actions() if isinstance(a, Bid)]
        state.apply(bids[0])  # the legal bids come lowest first
    return state


def test_the_newest_call_is_in_sight(qtbot) -> None:
    state = _after_twelve_bids()
    seat = state.current_seat
    assert seat is not None
    panel = BiddingPanel(state.view_for(seat), NAMES)
    qtbot.addWidget(panel)
    panel.resize(900, 230)  # the decision area's height: the list cannot hold 12 calls
    panel.show()
    qtbot.waitExposed(panel)
    calls = panel.history_list
    assert calls.count() == 12
    bar = calls.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum(), timeout=2000)
    last = calls.visualItemRect(calls.item(calls.count() - 1))
    assert last.top() >= 0 and last.bottom() <= calls.viewport().height()


def test_in_the_decision_area_the_list_scrolls_to_the_newest_call(qtbot, window) -> None:
    """At 1024x700 the calls of a long auction do not fit the area: the newest is in sight."""
    start(window, seed=5)
    panel = wait_panel(qtbot, window, BiddingPanel)
    window.controller.pause()  # a longer auction's panel is only looked at
    window.resize(1024, 700)
    long = BiddingPanel(_after_twelve_bids().view_for(0), NAMES)
    window.decisions.show_panel(long)
    calls = long.history_list
    bar = calls.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum(), timeout=2000)
    last = calls.visualItemRect(calls.item(calls.count() - 1))
    assert last.bottom() <= calls.viewport().height()
    assert panel is not long


def test_tab_reaches_the_calls_and_the_arrows_scroll_them_enter_still_passes(qtbot, window):
    """The calls are a Tab stop with the gold ring (issue 25: Tab visits the visible
    controls); the keyboard comes in on the newest call, Up goes to the one before it, and
    Enter there is still the panel's safe call, Pass (N-BID-10)."""
    start(window, seed=2)  # seat 0 speaks after the others: their calls are listed
    panel = wait_panel(qtbot, window, BiddingPanel)
    calls = panel.history_list
    assert calls.count() >= 2
    for _ in range(80):
        if QApplication.focusWidget() is calls:
            break
        press(qtbot, window, Qt.Key.Key_Tab, in_area=True)
    assert QApplication.focusWidget() is calls, "Tab never reached the calls"
    assert ring_shown(calls)
    assert calls.currentRow() == calls.count() - 1  # on the newest call
    press(qtbot, window, Qt.Key.Key_Up, in_area=True)
    assert calls.currentRow() == calls.count() - 2
    assert QApplication.focusWidget() is calls and not calls.selectedItems()  # read only
    bids_before = len(window.controller.view().bids)
    press(qtbot, window, Qt.Key.Key_Return, in_area=True)
    qtbot.waitUntil(lambda: len(window.controller.view().bids) > bids_before, timeout=3000)
    assert window.controller.view().bids[bids_before] == (0, Pass())
