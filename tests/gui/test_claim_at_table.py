"""Claims at the table (issue 25): Game ▸ Claim the rest and Ctrl+K. An accepted claim plays
the deal out face up with the engine's moves; a refused one says why on the status line and
the deal goes on; an AI seat that holds the rest claims it."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from napoleon_gui.dialogs.deal_result import DealResultWindow
from napoleon_gui.game_config import GameConfig
from napoleon_gui.i18n import tr
from napoleon_gui.table.cards import CardItem
from tests.engine.test_claim import position

NAMES = ["You", "Alice", "Bob", "Carol"]


def _belote_at(window: Any, qtbot: QtBot, seed: int, left: int) -> None:
    """A Belote match at the table, resumed at the seeded deal with ``left`` tricks to go."""
    config = GameConfig("belote", "standard", 4, 0, ["normal"] * 4, NAMES, 5)
    window.activateWindow()
    window.controller.new_match(config)
    state, actions = position("belote", 4, "standard", seed, left)
    window.controller.start_deal(state, actions)


def _won_by_side(window: Any, seats: tuple[int, ...], since: int) -> int:
    state = window.controller.state
    return sum(1 for t in state.view_for(0).completed[since:] if t.winner in seats)


def _click_menu(qtbot: QtBot, window: Any, menu_key: str, action_key: str) -> None:
    """Open a menu of the menu bar with the mouse and click one of its items."""
    bar = window.menuBar()
    menu = next(
        a.menu() for a in bar.actions() if isinstance(a.menu(), QMenu) and a.text() == menu_key
    )
    qtbot.mouseClick(
        bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(menu.menuAction()).center()
    )
    qtbot.waitUntil(menu.isVisible, timeout=3000)
    item = window._actions[action_key]
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(item).center())


def test_ctrl_k_claims_the_rest_and_the_deal_is_played_out_face_up(
    window: Any, qtbot: QtBot
) -> None:
    _belote_at(window, qtbot, 6, 2)
    qtbot.waitUntil(lambda: window.controller.waiting_for_human, timeout=10000)
    done = len(window.controller.state.view_for(0).completed)
    own = set(window.controller.state.view_for(0).hand)
    window.controller.ai_pace_ms = 200  # the played-out tricks at a pace one can watch
    qtbot.keyClick(window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.controller.claiming is not None, timeout=10000)
    # the other hands are turned face up for the rest of the deal
    shown = {
        i.card
        for i in window.scene.items()
        if isinstance(i, CardItem) and i.face_up and i.isVisible() and i.card is not None
    }
    assert len(shown - own) >= 3 * 2 - 1  # the others' cards (one may be on the table)
    assert "Claim accepted" in window.status_label.text()
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, DealResultWindow), timeout=20000)
    # both last tricks went to the claimer's side (North-South), by the engine's moves
    assert window.controller.state.is_over
    assert _won_by_side(window, (0, 2), done) == 2


def test_while_a_claim_is_checked_its_entries_wait_and_say_so(
    window: Any, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl+K: the check runs off the table's thread; until its answer the claim's entries
    are disabled, their tooltip saying the claim is being checked, and a second Ctrl+K asks
    nothing more. Then the answer shows and the entries come back."""
    import engine.claim

    _belote_at(window, qtbot, 6, 2)
    qtbot.waitUntil(lambda: window.controller.waiting_for_human, timeout=10000)
    release, asked = threading.Event(), []
    check = engine.claim.check_claim

    def held(*args: Any, **kwargs: Any) -> Any:
        asked.append(threading.get_ident())
        release.wait(20)
        return check(*args, **kwargs)

    monkeypatch.setattr(engine.claim, "check_claim", held)
    claim = window._actions["act_claim"]
    qtbot.keyClick(window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: bool(asked), timeout=5000)
    assert window.status_label.text() == tr("claim_checking")
    assert not claim.isEnabled() and claim.toolTip() == tr("claim_checking")
    assert not window._actions["act_claim_but_1"].isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)  # nothing more
    release.set()
    qtbot.waitUntil(lambda: "Claim accepted" in window.status_label.text(), timeout=10000)
    assert len(asked) == 1 and threading.get_ident() not in asked
    assert claim.isEnabled() and claim.toolTip() != tr("claim_checking")


def test_a_refused_claim_says_why_and_the_player_plays_on(window: Any, qtbot: QtBot) -> None:
    _belote_at(window, qtbot, 4, 2)
    qtbot.waitUntil(lambda: window.controller.waiting_for_human, timeout=10000)
    _click_menu(qtbot, window, tr("menu_game"), "act_claim")  # Game ▸ Claim the rest
    qtbot.waitUntil(lambda: "Claim refused" in window.status_label.text(), timeout=10000)
    status = window.status_label.text()
    assert "Claim refused" in status and "B-TRICK-1" in status
    state = window.controller.state
    assert not state.is_over and state.current_seat == 0  # still the player's lead
    assert window.controller.claiming is None
    # all but one: accepted, and the deal is played out
    window._actions["act_claim_but_1"].trigger()
    qtbot.waitUntil(lambda: "Claim accepted" in window.status_label.text(), timeout=10000)
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, DealResultWindow), timeout=20000)


def test_an_ai_seat_that_holds_the_rest_claims_it(window: Any, qtbot: QtBot) -> None:
    lines: list[str] = []
    window.controller.status.connect(lines.append)
    window.controller.ai_claims = True  # as at the table (the fixture turns them off)
    _belote_at(window, qtbot, 1, 2)  # East (an AI seat) leads and holds the rest
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, DealResultWindow), timeout=20000)
    assert any("Alice claims the rest" in line for line in lines)
    winners = [t.winner for t in window.controller.state.view_for(0).completed[-2:]]
    assert all(w in (1, 3) for w in winners)  # East-West took both


@pytest.mark.parametrize(
    ("game", "players", "seed", "left", "claimer"),
    [("napoleon", 5, 4, 1, 1), ("rettler", 4, 11, 2, 3), ("rettler", 4, 11, 3, 3)],
)
def test_ai_claims_in_napoleon_and_rettler_finish_the_deal(
    window: Any, qtbot: QtBot, game: str, players: int, seed: int, left: int, claimer: int
) -> None:
    """The AI seat to lead claims at once, before any of the ``left`` tricks (Rettler's
    rounds) is played: with three rounds left Carol holds the masters (claimw25)."""
    c = window.controller
    lines: list[tuple[str, int]] = []  # each status line, with the tricks done by then
    c.status.connect(
        lambda line: lines.append((line, len(c.state.view_for(0).completed) if c.state else -1))
    )
    c.ai_claims = True  # as at the table (the fixture turns them off)
    names = ["You", "Alice", "Bob", "Carol", "Dave"][:players]
    config = GameConfig(game, "book", players, 0, ["normal"] * players, names, 5)
    window.activateWindow()
    c.new_match(config)
    state, actions = position(game, players, "book", seed, left)
    done = len(state.view_for(0).completed)  # type: ignore[attr-defined]
    c.start_deal(state, actions)
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, DealResultWindow), timeout=20000)
    claimed = [n for line, n in lines if f"{names[claimer]} claims the rest" in line]
    assert claimed == [done]


def test_the_co_op_game_has_no_claims_and_its_menu_says_so(window: Any, qtbot: QtBot) -> None:
    """Issue 25: in the co-op game, whose table wins or loses together, Game ▸ Claim the
    rest and Claim all but… are disabled and their tooltip says why; they come back with a
    game that takes claims."""
    window.activateWindow()
    window.controller.new_match(
        GameConfig("mustfollow", "first_edition", 3, 0, ["random"] * 3, NAMES[:3], 4)
    )
    bar = window.menuBar()
    game = next(a.menu() for a in bar.actions() if a.text() == tr("menu_game"))
    qtbot.mouseClick(
        bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(game.menuAction()).center()
    )
    qtbot.waitUntil(game.isVisible, timeout=3000)
    claim = window._actions["act_claim"]
    claim_but = next(
        a
        for a in game.actions()
        if a.menu() is not None and a.menu().objectName() == "menu_claim_but"
    )
    assert claim in game.actions() and not claim.isEnabled() and not claim_but.isEnabled()
    assert claim.toolTip() == claim_but.toolTip() == tr("claim_no_game")
    assert all(not window._actions[f"act_claim_but_{n}"].isEnabled() for n in (1, 2, 3))
    # a click on the disabled entry claims nothing: the menu stays open, nothing is said
    qtbot.mouseClick(game, Qt.MouseButton.LeftButton, pos=game.actionGeometry(claim).center())
    assert window.controller.claiming is None
    assert tr("claim_checking") not in window.status_label.text()
    game.close()
    window.controller.new_match(GameConfig("napoleon", "book", 4, 0, ["random"] * 4, NAMES, 2))
    assert claim.isEnabled() and claim_but.isEnabled() and claim.toolTip() != tr("claim_no_game")
