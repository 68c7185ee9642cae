"""Suits on the table's texts (issue 25: look25): the status line, the info panel and the
side panel print ♥ and ♦ solid and in the deck's colours, as the decision area's buttons do,
never as the pale outlines ♡ ♢ of the records; the four-colour deck turns ♦ blue there at
once. Checked on the pixels of the real widgets, as a player sees them."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from mouse import set_four_colour_deck
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QWidget

from engine.actions import Action, Bid, Close, KeepHand, Pass, PlayCard
from engine.cards import SUIT_OF
from engine.games.napoleon.params import PRESETS
from engine.games.napoleon.state import NapoleonState
from napoleon_gui.game_config import GameConfig
from napoleon_gui.table.decor_panels import InfoPanel

NAMES = ["You", "Anne", "Ben", "Clara"]


#: the next test sees the usual deck again
pytestmark = pytest.mark.usefixtures("usual_deck_look")


def _red(c: QColor) -> bool:
    # the deck's red on a light ground, and its lighter red on the dark green
    return c.red() > 150 and c.green() < 120 and c.blue() < 120


def _blue(c: QColor) -> bool:
    return c.blue() > 150 and c.blue() - c.red() > 70 and c.blue() - c.green() > 40


def _ink(image: QImage, test: Callable[[QColor], bool]) -> int:
    return sum(
        test(image.pixelColor(x, y)) for y in range(image.height()) for x in range(image.width())
    )


def _policy(state: NapoleonState) -> Action:
    """The opening seat bids diamonds at the lowest count, the others pass; then the first
    legal action (adjutant call, discards, cards)."""
    legal = state.legal_actions()
    if state.phase == "misdeal_offer":
        return KeepHand()
    if state.phase in ("auction", "bidding"):
        if Close() in legal:
            return Close()
        bids = [a for a in legal if isinstance(a, Bid) and a.trump == "D"]
        if not state.bids and bids:
            return bids[0]
        if Pass() in legal:
            return Pass()
    return legal[0]


def _position() -> tuple[NapoleonState, list[Action]]:
    """A deal in diamonds, the human to play with one lone legal card, a diamond."""
    for seed in range(100):
        state = NapoleonState.deal(PRESETS["book"], 4, random.Random(seed))
        actions: list[Action] = []
        while state.current_seat is not None:
            if state.phase == "play" and state.current_seat == 0:
                legal = state.legal_actions()
                lone = legal[0] if len(legal) == 1 else None
                if (
                    isinstance(lone, PlayCard)
                    and SUIT_OF[lone.card] == 2
                    and len(state.view_for(0).hand) > 1
                ):
                    return state, actions
            action = _policy(state)
            state.apply(action)
            actions.append(action)
    raise AssertionError("no such position")


def _info_image(window) -> QImage:
    info = next(it for it in window.scene.items() if isinstance(it, InfoPanel) and it.lines)
    view = window.table_view
    rect: QRect = view.mapFromScene(info.sceneBoundingRect()).boundingRect()
    return view.viewport().grab(rect).toImage()


def _grab(widget: QWidget) -> QImage:
    """The widget's pixels once the side panel has made room for its whole text."""
    for _ in range(100):
        if not isinstance(widget, QLabel) or widget.height() >= widget.heightForWidth(
            widget.width()
        ):
            break
        QTest.qWait(20)
    return widget.grab().toImage()


def key(window, key: Qt.Key) -> None:
    """A key press as the window system delivers it (shortcuts included)."""
    window.activateWindow()
    QTest.keyClick(window.windowHandle(), key)


def test_status_line_info_panel_and_side_panel_print_red_suits_solid(qtbot, window):
    state, actions = _position()
    c = window.controller
    window.settings = window.settings.model_copy(update={"auto_play_forced": True})
    window.apply_settings()
    c.auto_play_ms = 600_000  # the lone card waits: the line says it is played for you
    c.new_match(GameConfig("napoleon", "book", 4, 0, ["normal"] * 4, NAMES, 1))
    c.start_deal(state, actions)
    qtbot.waitUntil(lambda: c.waiting_for_human and window.queue.is_idle(), timeout=5000)
    status, hint = window.status_label, window.hint_label
    assert "played for you" in status.text() and "♢" in status.text()  # the engine's words
    key(window, Qt.Key.Key_H)  # the hint names the lone card
    qtbot.waitUntil(lambda: "♦" in QLabel.text(hint), timeout=10000)

    info = next(it for it in window.scene.items() if isinstance(it, InfoPanel) and it.lines)
    assert any("♦" in line for line in info.lines) and not any("♢" in x for x in info.lines)
    for label in (status, hint):  # solid glyphs, each in a colour of the deck
        assert "♢" not in QLabel.text(label) and "♡" not in QLabel.text(label)
    images: dict[str, Callable[[], QImage]] = {
        "status": lambda: _grab(status),
        "hint": lambda: _grab(hint),
        "info": lambda: _info_image(window),
    }
    before = {where: grab() for where, grab in images.items()}
    for where, image in before.items():  # the lone card; ♦ diamonds, the contract's trump
        assert _ink(image, _red) > 15, where

    # the four-colour deck (Settings): ♦ turns blue at once in every one of these texts
    set_four_colour_deck(qtbot, window)
    key(window, Qt.Key.Key_H)  # (a dialog puts the hint away: it is asked for again)
    qtbot.waitUntil(lambda: "♦" in QLabel.text(hint), timeout=10000)
    for where, grab in images.items():
        after, was = grab(), before[where]
        assert _ink(after, _blue) - _ink(was, _blue) > 15, where  # (rule links are blue too)
        assert _ink(was, _red) - _ink(after, _red) > 15, where


def test_the_co_op_side_panel_takes_a_new_decks_colours_at_once(qtbot, window):
    c = window.controller
    c.new_match(GameConfig("mustfollow", "first_edition", 2, 0, ["random"] * 2, NAMES[:2], 1))
    qtbot.waitUntil(lambda: c.waiting_for_human and window.queue.is_idle(), timeout=10000)
    suits = window.findChild(QLabel, "mf_suits")  # the last cards' suits: ♥+♦ or ♠+♣
    assert "♦" in suits.text() and "♢" not in suits.text()
    red, blue = _ink(_grab(suits), _red), _ink(_grab(suits), _blue)
    assert red > 15
    c.pause()  # nothing on the table moves: only the deck's change may repaint the panel
    set_four_colour_deck(qtbot, window)
    assert _ink(_grab(suits), _blue) - blue > 15  # ♦ blue at once, ♥ still red
    assert 0 < _ink(_grab(suits), _red) < red


def test_the_info_panel_draws_the_trick_number_of_now(qtbot, window):
    """The info panel's words follow the deal: its shape (and the plates' places) were kept
    while its size stayed, and with them the rows of their time, "Trick 4 of 12" up to the
    last trick (look25)."""
    state = NapoleonState.deal(PRESETS["book"], 4, random.Random(3))
    actions: list[Action] = []
    while not (state.phase == "play" and state.current_seat == 0):
        actions.append(_policy(state))
        state.apply(actions[-1])
    c = window.controller
    c.new_match(GameConfig("napoleon", "book", 4, 0, ["random"] * 4, NAMES, 3))
    c.start_deal(state, actions)
    drawn: list[str] = []
    while len(drawn) < 4:
        qtbot.waitUntil(lambda: c.waiting_for_human and window.queue.is_idle(), timeout=10000)
        info = next(it for it in window.scene.items() if isinstance(it, InfoPanel) and it.lines)
        now = f"Trick {c.view().trick_number} of 12"
        assert now in info.lines
        drawn.append(" ".join(info.drawn()[1]))
        assert now in drawn[-1], drawn  # as the panel draws it
        key(window, Qt.Key.Key_Return)  # the focused card is played
