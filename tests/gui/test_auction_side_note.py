"""Issue 25 (polish25): during Napoleon's and Rettler's auctions the side panel is not blank;
it says what a bid means, the highest bid standing and the lowest bid that beats it, with
the rule IDs as links. What it says is true of the position: the bid it names as the lowest
that beats the standing bid is the lowest bid the engine lets the player make."""

from __future__ import annotations

import re
from functools import partial

import pytest
from keys import press
from mouse import wait_panel
from PySide6.QtCore import Qt

from engine.actions import Pass
from engine.games.napoleon.auction import bid_ladder as napoleon_ladder
from engine.games.rettler.auction import bid_ladder as rettler_ladder
from napoleon_gui.game_config import GameConfig
from napoleon_gui.games.napoleon.bidding import BiddingPanel
from napoleon_gui.games.napoleon.texts import call_text
from napoleon_gui.games.rettler.panels import RettlerBidPanel
from napoleon_gui.games.rettler.texts import action_text
from napoleon_gui.widgets.deck_look import solid_suits

NAMES = ["You", "Anne", "Ben", "Clara"]


def shown(window) -> str:
    """The side panel's note as the player reads it (links as their text)."""
    text = re.sub(r"<[^>]*>", "", window.trick_label.text()).replace("\u2011", "-")
    return text.replace("&gt;", ">").replace("&lt;", "<").replace("&amp;", "&")


@pytest.mark.parametrize(
    ("game", "seed", "opens"),
    [("napoleon", 0, True), ("napoleon", 3, False), ("rettler", 11, True), ("rettler", 5, False)],
)
def test_the_auction_note_names_the_highest_bid_and_what_beats_it(qtbot, window, game, seed, opens):
    """At the human's first call: the lowest bid when the human opens, else the highest bid
    of the seats before and the lowest bid that beats it."""
    window.activateWindow()
    c = window.controller
    c.new_match(GameConfig(game, "book", 4, 0, ["normal"] * 4, NAMES, seed))
    wait_panel(qtbot, window, BiddingPanel if game == "napoleon" else RettlerBidPanel)
    qtbot.waitUntil(lambda: bool(window.trick_label.text()), timeout=3000)
    view = c.view()
    note = shown(window)
    assert ("N-BID-1" if game == "napoleon" else "R-BID-1") in note
    assert 'href="rule:' in window.trick_label.text()  # the rule IDs are links
    words = partial(call_text, rules=view.rules) if game == "napoleon" else action_text
    ladder = (napoleon_ladder if game == "napoleon" else rettler_ladder)(view.rules, view.players)
    bids = [a for a in ladder.calls if a in view.legal]  # the engine's offer, low first
    assert (view.standing_bid is None) == opens
    if opens:
        assert solid_suits(f"No bid yet; the lowest bid is {words(bids[0])}") in note
    else:
        standing = view.standing_bid[1]
        assert standing not in view.legal  # the standing bid is no overcall
        beat = f"Highest bid: {words(standing)}. To beat it: {words(bids[0])} or higher"
        assert solid_suits(beat) in note  # the suits read solid (issue 25)
    before = len(c.actions)
    press(qtbot, window, Qt.Key.Key_Return, in_area=True)  # Enter = Pass: the game goes on
    qtbot.waitUntil(lambda: len(c.actions) > before, timeout=3000)
    assert c.actions[before] == Pass()
