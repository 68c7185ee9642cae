"""Napoleon's "Calls so far" list opens on the newest call (issue 25, point 10): after a
long open auction (N-BID-1..) the last call is in sight without scrolling."""

from __future__ import annotations

import random

from engine.actions import Bid, KeepHand
from engine.games.napoleon.params import BOOK
from engine.games.napoleon.state import NapoleonState
from napoleon_gui.games.napoleon.bidding import BiddingPanel

NAMES = ["Aiko", "Ben", "Chie", "Daichi", "Emi"]


def test_the_newest_call_is_in_sight(qtbot) -> None:
    state = NapoleonState.deal(BOOK, 5, random.Random(2))
    while state.phase == "misdeal_offer":
        state.apply(KeepHand())
    for _ in range(12):  # each seat in turn raises by the smallest bid it may make
        bids = [a for a in state.legal_actions() if isinstance(a, Bid)]
        state.apply(bids[0])  # the legal bids come lowest first
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
