"""Claims of masters at the table (issue 25): an AI seat that holds the top cards claims
the rest several tricks before the end, and the deal is played out as its. Its claim is
checked on the worker thread that chooses its card, never on the table's own thread, and a
claim checked for a deal left behind (New game) is dropped."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from mouse import click_button
from PySide6.QtCore import QThreadPool, QtMsgType
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

import engine.claim
from engine.claim import Claim
from napoleon_gui.dialogs.deal_result import DealResultWindow
from napoleon_gui.dialogs.new_game import NewGameDialog
from napoleon_gui.game_config import GameConfig
from tests.engine.test_claim import position

NAMES = ["You", "Alice", "Bob", "Carol", "Dave"]


def _dave_holds_the_masters(window: Any) -> None:
    """5-player Napoleon, seed 11, three tricks to go: the Napoleon (Dave, an AI seat) is to
    lead and holds ♢J ♢K ♣Q, clubs trumps, no trump nor higher diamond out."""
    window.controller.ai_claims = True  # as at the table (the fixture turns them off)
    config = GameConfig("napoleon", "book", 5, 0, ["normal"] * 5, NAMES, 5)
    window.activateWindow()
    window.controller.new_match(config)
    state, actions = position("napoleon", 5, "book", 11, 3)
    window.controller.start_deal(state, actions)


def test_an_ai_napoleon_holding_the_masters_claims_three_tricks_from_the_end(
    window: Any, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Dave claims at once, before the last three tricks, and they are played out as his;
    the check ran off the table's thread (the table never waits on it)."""
    lines: list[str] = []
    window.controller.status.connect(lines.append)
    checked_on: list[int] = []
    check = engine.claim.check_claim

    def watched(*args: Any, **kwargs: Any) -> Claim:
        checked_on.append(threading.get_ident())
        return check(*args, **kwargs)

    monkeypatch.setattr(engine.claim, "check_claim", watched)
    _dave_holds_the_masters(window)
    qtbot.waitUntil(lambda: any("Dave claims the rest" in line for line in lines), timeout=10000)
    # claimed before any of the three tricks was played
    assert len(window.controller.state.view_for(0).completed) == 10 - 3
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, DealResultWindow), timeout=20000)
    winners = [t.winner for t in window.controller.state.view_for(0).completed[-3:]]
    assert winners == [4, 4, 4]
    assert checked_on and threading.get_ident() not in checked_on


def test_new_game_while_an_ai_claim_is_checked_drops_the_claim(
    window: Any, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, qtlog: Any, capfd: Any
) -> None:
    """Dave's claim is still being checked when the player asks for a new game (Ctrl+N, Yes,
    Start): the claim found for the old deal is never applied to the table — no "claims
    the rest", no hands turned up, no card of the old deal played — and nothing is
    printed."""
    lines: list[str] = []
    window.controller.status.connect(lines.append)
    started, release = threading.Event(), threading.Event()
    check = engine.claim.check_claim
    answers: list[Claim] = []

    def slow(*args: Any, **kwargs: Any) -> Claim:
        if not started.is_set():  # Dave's check: held until the new game is under way
            started.set()
            release.wait(20)
        answer = check(*args, **kwargs)
        answers.append(answer)
        return answer

    monkeypatch.setattr(engine.claim, "check_claim", slow)
    _dave_holds_the_masters(window)
    c = window.controller
    old = c.state
    assert started.wait(10)
    window.activateWindow()
    window._actions["act_new_game"].trigger()  # Ctrl+N: the deal in progress is asked about
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, QMessageBox), timeout=3000)
    # the check ends while the question is open: its claim waits, as a bot's card does
    release.set()
    qtbot.waitUntil(lambda: bool(answers), timeout=10000)
    qtbot.waitUntil(lambda: QThreadPool.globalInstance().activeThreadCount() == 0, timeout=10000)
    qtbot.wait(50)  # its answer has arrived at the table
    assert answers[0].accepted and answers[0].seat == 4  # Dave had the rest
    assert c.claiming is None and c.state is old
    click_button(qtbot, window.active_dialog.button(QMessageBox.StandardButton.Yes))
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, NewGameDialog), timeout=3000)
    click_button(qtbot, window.active_dialog.findChild(QPushButton, "start_button"))
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=3000)
    assert c.state is not old and c.state.phase != "play"  # a new deal, in its auction
    # the new deal goes on, up to the player's first decision
    qtbot.waitUntil(lambda: c.waiting_for_human, timeout=10000)
    assert c.claiming is None
    assert not any("claims the rest" in line for line in lines), lines
    assert len(old.view_for(0).completed) == 10 - 3  # the old deal stayed where it was
    err = capfd.readouterr().err
    assert "Traceback" not in err and "Error" not in err, err
    warned = [r.message for r in qtlog.records if r.type != QtMsgType.QtDebugMsg]
    # but the offscreen platform's own note on the dialogs' size hints
    assert [m for m in warned if "propagateSizeHints" not in m] == []
