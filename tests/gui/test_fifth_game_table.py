"""The fifth game (whist, ``tests/fifth_game/``) played by mouse at the table: the table
knows it from its two packages alone; a card that does not follow suit is refused naming
W-PLAY-2; each trick is explained by W-TRICK-1, a link to the rule; the deal ends with the
odd tricks scored."""

from __future__ import annotations

from typing import Any

import pytest
from mouse import click_card

import napoleon_gui.games as table_games
import tests.fifth_game.whist_gui as whist_gui
from engine import registry
from engine.actions import PlayCard
from napoleon_gui.game_config import GameConfig
from tests.fifth_game.whist import SPEC

#: importing whist registers it; it is taken out again at once and put back only while each
#: test here runs (other tests list every registered game)
registry._GAMES.pop("whist", None)


@pytest.fixture
def whist_window(monkeypatch: pytest.MonkeyPatch, window: Any) -> Any:
    """The window, with whist registered until the window has closed (its autosave)."""
    monkeypatch.setitem(registry._GAMES, "whist", SPEC)
    monkeypatch.setitem(table_games._UIS, "whist", whist_gui.UI)
    return window


def _human_to_play(window: Any) -> bool:
    c = window.controller
    return (
        c.state is not None
        and c.state.phase == "play"
        and c.waiting_for_human
        and window.queue.is_idle()
        and window.active_dialog is None
    )


def test_a_whole_whist_deal_by_mouse(qtbot: Any, whist_window: Any) -> None:
    window = whist_window
    assert "whist" in table_games.table_games()
    names = ["You", "Anne", "Ben", "Clara"]
    window.controller.new_match(GameConfig("whist", "single", 4, 0, ["normal"] * 4, names, 4))
    c = window.controller
    refused = played = 0
    explained: set[str] = set()
    while c.state is not None and c.state.phase == "play":
        qtbot.waitUntil(lambda: _human_to_play(window) or c.state.phase == "over", timeout=20000)
        if c.state.phase == "over":
            break
        hand = window.scene.human_hand_items()
        legal = {a.card for a in c.view().legal if isinstance(a, PlayCard)}
        assert {i.card for i in hand if i.raised} == legal
        dimmed = [i for i in hand if i.dimmed]
        if dimmed and not refused:  # W-PLAY-2: a player who can follow suit must
            window.message_label.clear()
            click_card(window, dimmed[0])
            assert "W-PLAY-2" in window.message_label.text()
            refused += 1
        left = len(c.view().hand) - 1
        item = next(i for i in hand if i.raised)
        click_card(window, item, double=True)
        qtbot.waitUntil(
            lambda n=left: c.state.phase == "over" or len(c.view().hand) == n, timeout=5000
        )
        played += 1
        explained.add(window.trick_label.text())
    assert played == 13 and refused == 1
    # every trick explained by the rule that gave it (W-TRICK-1), in words, not codes
    assert any("wins as the highest" in t and "W-TRICK-1" in t for t in explained), explained
    result = c.state.result
    tricks = result.detail["tricks"]
    side = 0 if tricks[0] > tricks[1] else 1
    assert result.scores[0] == (tricks[0] - 6 if side == 0 else 0)
    # W-TRICK-1 is a link like any built-in game's rule ID (the pattern knows no game's
    # letter): following it opens whist's own rules viewer at that rule
    assert any('href="rule:W-TRICK-1"' in t for t in explained), explained
    window.trick_label.linkActivated.emit("rule:W-TRICK-1")
    viewer = window.rules_viewer
    assert viewer.objectName() == "whist_rules_viewer"
    assert viewer.rule_list.currentItem().text() == "W-TRICK-1"
    assert "highest card of the suit led" in viewer.text_view.toPlainText()
