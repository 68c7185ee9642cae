""" "Still winnable?" in the puzzle's side panel answers within 2 s processor time in every
position (M-HINT-2, issue 23 point 5): a first answer within ``solver.FIRST_BUDGET`` nodes,
"not yet known: still looking…" where that is not enough, then the answer of the whole search,
found off the UI thread. A move leaves the old search behind: its late answer never shows.
Driven as the player: clicks on the table and on the panel's buttons."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from mouse import click_button, click_card
from PySide6.QtCore import QThreadPool
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from engine.actions import PlayCard
from engine.games.mustfollow import solver
from engine.games.mustfollow.moves import PlayFaceDown
from engine.games.mustfollow.solver import Analysis
from engine.games.mustfollow.view import MustFollowView
from napoleon_gui.games import ui_for
from napoleon_gui.games.mustfollow import puzzle
from napoleon_gui.games.mustfollow.panel import MustFollowPanel
from napoleon_gui.games.mustfollow.puzzle import position_key, start_puzzle
from napoleon_gui.games.mustfollow.ui import MustFollowUi
from napoleon_gui.table.placement import HAND

DUMMY = 1
ANSWERED = ("Yes", "No:")


def _plain(label: QLabel) -> str:
    doc = QTextDocument()
    doc.setHtml(label.text())
    return doc.toPlainText()


def _ready(window: Any) -> bool:
    c = window.controller
    return c.state is not None and c.waiting_for_human and window.queue.is_idle()


def _view(window: Any) -> MustFollowView:
    view = window.controller.view()
    assert isinstance(view, MustFollowView)
    return view


def _start(window: Any, qtbot: QtBot) -> MustFollowPanel:
    """Puzzle 3 with a quick whole search (the tests are about the order of the answers),
    the dummy laid out by clicking its cards: the first card to play."""
    start_puzzle(window.controller, 3, winnable_only=True)
    ui = ui_for("mustfollow")
    assert isinstance(ui, MustFollowUi) and ui.panel is not None
    panel = ui.panel
    panel.samples, panel.budget = 30, 200_000
    while _view(window).phase == "turn_up":
        qtbot.waitUntil(lambda: _ready(window), timeout=5000)
        choosable = [it for it in window.scene.zone_items(HAND, DUMMY) if it.raised]
        click_card(window, choosable[0])
    qtbot.waitUntil(lambda: _ready(window), timeout=5000)
    return panel


def _play_first_legal(window: Any) -> None:
    """The player's first legal card, by double-click (or the dummy's, by click)."""
    view = _view(window)
    action = view.legal[0]
    items = window.scene.zone_items(HAND, DUMMY)
    if isinstance(action, PlayFaceDown):
        places = [p for p, _s, _c in view.dummy_places]
        click_card(window, items[places.index(action.slot)])
    elif isinstance(action, PlayCard) and action.card in view.hand:
        click_card(window, window.scene.item_for(action.card), double=True)
    else:
        assert isinstance(action, PlayCard)
        index = next(i for i, (_p, _s, card) in enumerate(view.dummy_places) if card == action.card)
        click_card(window, items[index])


def test_not_yet_known_first_then_the_answer_and_the_hint(
    window: Any, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a first budget no position of puzzle 3 fits in: every first answer is "not yet known"
    monkeypatch.setitem(solver.FIRST_BUDGET, 1, 100)
    shown: list[str] = []
    real = MustFollowPanel._show_status

    def show(self: MustFollowPanel) -> None:  # every status line the player is shown, in order
        real(self)
        shown.append(_plain(self.status))

    monkeypatch.setattr(MustFollowPanel, "_show_status", show)
    panel = _start(window, qtbot)
    click_button(qtbot, panel.hint_button)  # asked at once: it comes with the answer
    qtbot.waitUntil(lambda: any(w in _plain(panel.status) for w in ANSWERED), timeout=20000)
    looking = [i for i, s in enumerate(shown) if s.endswith("Not yet known: still looking…")]
    answered = [i for i, s in enumerate(shown) if any(w in s for w in ANSWERED)]
    assert looking and answered and looking[0] < answered[0], shown
    assert shown[looking[0]].startswith("Still winnable?")
    analysis = panel.current_analysis()
    assert analysis is not None and not analysis.preliminary and analysis.nodes > 100
    qtbot.waitUntil(lambda: "%" in window.hint_label.text(), timeout=5000)
    assert window.hint_label.text().startswith(("Lead ", "Play "))


def test_a_late_answer_for_a_position_left_never_shows(
    window: Any, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first position's search is held back until the player has moved and the new
    position is answered: its answer, when it comes, changes nothing."""
    gate = threading.Event()
    calls: list[object] = []
    real = solver.first_analysis

    def held(view: MustFollowView, **options: Any) -> Analysis:
        calls.append(view)
        if len(calls) == 1:
            gate.wait(20)
        return real(view, **options)

    monkeypatch.setattr(puzzle, "first_analysis", held)  # what the worker calls
    pool = QThreadPool.globalInstance()
    threads = pool.maxThreadCount()
    pool.setMaxThreadCount(max(2, threads))  # the held search keeps one worker
    try:
        panel = _start(window, qtbot)
        qtbot.waitUntil(lambda: len(calls) == 1, timeout=5000)
        assert _plain(panel.status).endswith("thinking…")
        old = panel.running
        assert old is not None
        _play_first_legal(window)
        qtbot.waitUntil(lambda: _ready(window), timeout=5000)
        state = window.controller.state
        assert position_key(state) != old[1]
        qtbot.waitUntil(lambda: any(w in _plain(panel.status) for w in ANSWERED), timeout=20000)
        status = panel.status.text()
        with qtbot.waitSignal(old[2].signals.chosen, timeout=10000):
            gate.set()  # the first position's search goes on, was told to stop, answers
        qtbot.wait(50)
        assert panel.status.text() == status
        assert panel.analysis is not None and panel.analysis[0] == position_key(state)
    finally:
        gate.set()
        pool.setMaxThreadCount(threads)


def test_the_play_bar_names_the_dummy(window: Any, qtbot: QtBot) -> None:
    """The last trick under the table names the puzzle's dummy as the table does ("Dummy"),
    never an untranslated placeholder (a seat no player holds: issue 25)."""
    _start(window, qtbot)
    while len(window.controller.state.completed) < 1:
        _play_first_legal(window)
        qtbot.waitUntil(lambda: _ready(window), timeout=5000)
    text = window.play_bar.last_label.text()
    assert "Dummy" in text, text
    assert "table_seat" not in text and "Player 2" not in text, text
