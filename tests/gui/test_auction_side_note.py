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


def _in_play_after_tricks(seed: int, tricks: int) -> tuple:
    """A four-player Napoleon deal played by random bots until ``tricks`` tricks are won
    and the human (seat 0) is to play; with the actions and the last trick won."""
    from engine.ai import make_bot
    from engine.events import TrickWon
    from engine.match import Match

    for s in range(seed, seed + 40):
        state = Match.create("napoleon", "book", 4, s).new_deal()
        bots = [make_bot("napoleon", "random", s * 10 + i) for i in range(4)]
        actions, won = [], []
        while not state.is_over:
            seat = state.current_seat
            if seat == 0 and len(won) >= tricks and state.phase == "play":
                return state, actions, won[-1]
            action = bots[seat].choose(state.view_for(seat))
            won += [e for e in state.apply(action) if isinstance(e, TrickWon)]
            actions.append(action)
    raise AssertionError("no deal reaches the position")


def test_a_deal_resumed_in_card_play_explains_its_last_trick_not_the_auction(qtbot, window):
    """look25b: a Napoleon deal resumed in the card play, over a new deal's auction (its
    note up: "No bid yet"), shows the play's side panel: who took the last trick and why
    (N-TRICK), not the auction's note."""
    window.activateWindow()
    c = window.controller
    c.new_match(GameConfig("napoleon", "book", 4, 0, ["normal"] * 4, NAMES, 0))
    wait_panel(qtbot, window, BiddingPanel)
    qtbot.waitUntil(lambda: "No bid yet" in shown(window), timeout=3000)
    state, actions, last = _in_play_after_tricks(2, 2)
    c.start_deal(state, actions)
    qtbot.waitUntil(lambda: c.waiting_for_human and window.queue.is_idle(), timeout=5000)
    note = shown(window)
    assert "No bid" not in note and "N-BID" not in note
    who = "You take" if last.winner == 0 else f"{NAMES[last.winner]} takes"
    assert note.startswith(f"{who} the trick: "), note
    assert "N-TRICK" in note  # the rule that won it, as during play
