"""Every game and the puzzle keep their own save: play to a random moment, close the window,
open a new one on the same folder, say Yes to the resume question with the mouse or the
keyboard, and the player sees the same table; the deal then plays to its end."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from engine.actions import PlayCard
from engine.ai import make_bot
from engine.games.rettler.state import DECK_STRIDE
from napoleon_gui.app import MainWindow
from napoleon_gui.game_config import GameConfig
from napoleon_gui.games import ui_for
from napoleon_gui.games.mustfollow.puzzle import start_puzzle
from napoleon_gui.settings import Store
from tests.gui.mouse import click_card


def open_window(qtbot: Any, folder: Path) -> MainWindow:
    window = MainWindow(Store(folder))
    qtbot.addWidget(window)
    window.show()
    window.queue.set_speed("instant")
    window.controller.ai_pace_ms = 0
    return window


def ready(window: MainWindow) -> bool:
    """The player's turn, nothing moving on the table."""
    c = window.controller
    return (
        c.state is not None
        and c.waiting_for_human
        and window.queue.is_idle()
        and window.active_dialog is None
    )


def act_for_player(qtbot: Any, window: MainWindow, bot: Any) -> None:
    """The engine's player picks the player's move; a card of the hand is clicked on the
    table, anything else (bids, the puzzle's dummy, a Rettler lead) goes in as a decision."""
    c = window.controller
    view = c.view()
    action = bot.choose(view)
    before = len(c.actions)
    item = window.scene.item_for(action.card) if isinstance(action, PlayCard) else None
    same_card = [
        a
        for a in view.legal
        if isinstance(a, PlayCard) and isinstance(action, PlayCard) and a.card == action.card
    ]
    hand = getattr(view, "hand", ())
    if (
        item is not None
        and len(same_card) == 1
        and action.card in hand
        and c.state is not None
        and c.state.phase == "play"
        and getattr(ui_for(c.config.game), "name", "") != "rettler"
    ):
        click_card(window, item)
        if len(c.actions) == before and c.waiting_for_human:  # e.g. select-then-play
            click_card(window, item)
    if len(c.actions) == before and c.waiting_for_human:
        assert c.submit(action) is None
    qtbot.waitUntil(lambda: len(c.actions) > before or not c.waiting_for_human, timeout=5000)


def play_until(qtbot: Any, window: MainWindow, bot: Any, done: Any) -> None:
    for _ in range(400):
        qtbot.waitUntil(lambda: ready(window) or done(), timeout=30000)
        if done():
            return
        act_for_player(qtbot, window, bot)
    raise AssertionError("the deal went on too long")


def snapshot(window: MainWindow) -> dict[str, Any]:
    """What the player sees: his hand, every card on the table where it lies and face up or
    down, whose turn it is, the plates (names and running totals) and the totals."""
    c = window.controller
    assert c.state is not None and c.match is not None
    # Rettler's two decks: the copy a seat holds is an instance id, the player sees the face
    face = (lambda card: card % DECK_STRIDE) if c.config.game == "rettler" else (lambda card: card)
    items = sorted(
        (
            -1 if it.card is None else face(it.card),
            it.face_up,
            round(it.pos().x()),
            round(it.pos().y()),
        )
        for it in window.scene.card_items()
        if it.isVisible()
    )
    seats = max(2, c.config.players)
    return {
        "hand": sorted(face(card) for card in getattr(c.view(), "hand", ())),
        "items": items,
        "turn": c.state.current_seat,
        "phase": c.state.phase,
        "plates": [
            window.scene.plate(s).text
            for s in range(seats)
            if s < c.config.players or c.config.players == 1
        ],
        "totals": tuple(c.match.totals),
        "rows": len(c.match.rows),
        "actions": list(c.actions),
        "status": window.status_label.text(),
    }


def start_game(window: MainWindow, kind: str, seed: int) -> None:
    c = window.controller
    if kind == "puzzle":
        start_puzzle(c, 40 + seed, winnable_only=False)
        panel = ui_for("mustfollow").panel  # type: ignore[attr-defined]
        panel.samples, panel.budget = 20, 100_000  # a quick estimate is enough here
        return
    game, preset, players = {
        "napoleon": ("napoleon", "book", 4),
        "rettler": ("rettler", "book", 4),
        "belote": ("belote", "standard", 4),
        "mustfollow": ("mustfollow", "first_edition", 3),
    }[kind]
    names = ["Me", "Anne", "Ben", "Clara"][:players]
    c.new_match(GameConfig(game, preset, players, 0, ["random"] * players, names, seed))


def answer_resume(qtbot: Any, window: MainWindow, keyboard: bool) -> None:
    box = window.active_dialog
    assert isinstance(box, QMessageBox) and box.objectName() == "resume_box"
    yes = box.button(QMessageBox.StandardButton.Yes)
    if keyboard:
        yes.setFocus()
        qtbot.keyClick(yes, Qt.Key.Key_Space)
    else:
        qtbot.mouseClick(yes, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=5000)


@pytest.mark.parametrize(
    ("kind", "seed"),
    [("napoleon", 3), ("rettler", 5), ("belote", 2), ("mustfollow", 4), ("puzzle", 1)],
)
def test_resume_every_game_at_a_random_moment(
    qtbot: Any, tmp_path: Path, kind: str, seed: int
) -> None:
    rng = random.Random(seed)
    game = "mustfollow" if kind == "puzzle" else kind
    bot = make_bot(game, "random", seed)
    first = open_window(qtbot, tmp_path)
    start_game(first, kind, seed)
    c = first.controller
    target = rng.randrange(6, 22)  # a random moment of the deal
    play_until(qtbot, first, bot, lambda: (len(c.actions) >= target and ready(first)) or c.recorded)
    assert not c.recorded, "the deal ended before the moment chosen"
    number = getattr(c.match, "current", None)
    seen = snapshot(first)
    last_trick = first.scene.trick_display.last
    stats = tmp_path / "statistics.json"
    stats_before = stats.read_bytes() if stats.exists() else None
    c.token += 1  # a late bot answer is ignored
    first.close()
    assert (tmp_path / f"autosave-{kind}.json").exists()

    second = open_window(qtbot, tmp_path)
    second.start()
    answer_resume(qtbot, second, keyboard=seed % 2 == 1)
    qtbot.waitUntil(lambda: ready(second), timeout=10000)
    again = snapshot(second)
    assert again == seen
    # "Last trick" shows the same trick as before the window closed (issue 25)
    assert second.scene.trick_display.last == last_trick
    last_action = second._actions["act_last_trick"]
    assert last_action.isEnabled() is (last_trick is not None)
    if last_trick is not None:
        last_action.trigger()  # View ▸ Last trick
        assert second.scene.trick_display.overlay is not None
        last_action.trigger()
        assert second.scene.trick_display.overlay is None
    c2 = second.controller
    assert c2.config.game == game and c2.config.human_seat == 0
    if kind == "puzzle":  # the same numbered puzzle, and nothing counted in the statistics
        assert getattr(c2.match, "current", None) == number
        assert (stats.read_bytes() if stats.exists() else None) == stats_before
    rows = len(c2.match.rows)  # type: ignore[union-attr]
    play_until(qtbot, second, bot, lambda: c2.recorded)
    assert c2.match is not None and len(c2.match.rows) == rows + 1
    qtbot.waitUntil(lambda: second.active_dialog is not None, timeout=10000)  # the result
    c2.token += 1
    second.close()


def test_starting_belote_leaves_the_napoleon_save_untouched(qtbot: Any, tmp_path: Path) -> None:
    first = open_window(qtbot, tmp_path)
    start_game(first, "napoleon", 7)
    bot = make_bot("napoleon", "random", 7)
    c = first.controller
    play_until(qtbot, first, bot, lambda: len(c.actions) >= 10 and ready(first))
    c.token += 1
    first.close()
    napoleon = tmp_path / "autosave-napoleon.json"
    saved = napoleon.read_bytes()

    second = open_window(qtbot, tmp_path)
    second.start()
    box = second.active_dialog
    assert isinstance(box, QMessageBox)
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    start_game(second, "belote", 3)  # Belote instead
    belote_bot = make_bot("belote", "random", 3)
    c2 = second.controller
    play_until(
        qtbot, second, belote_bot, lambda: (len(c2.actions) >= 16 and ready(second)) or c2.recorded
    )
    c2.token += 1
    second.close()
    assert napoleon.read_bytes() == saved
    assert (tmp_path / "autosave-belote.json").exists()

    # both are offered in Game ▸ Resume saved game, and the Napoleon one resumes
    third = open_window(qtbot, tmp_path)
    third.start()
    box = third.active_dialog
    assert isinstance(box, QMessageBox) and "Belote" in box.text()  # the most recent
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    entries = {a.objectName(): a.text() for a in third.resume_menu.actions()}
    assert set(entries) == {"act_resume_napoleon", "act_resume_belote"}
    assert "Napoleon, 4 players — deal 1 — saved " in entries["act_resume_napoleon"]
    third.controller.token += 1
    next(
        a for a in third.resume_menu.actions() if a.objectName() == "act_resume_napoleon"
    ).trigger()
    qtbot.waitUntil(lambda: len(third.controller.actions) >= 10, timeout=5000)
    assert third.controller.config.game == "napoleon"
    assert napoleon.read_bytes() == saved  # the new game had nothing to save over it
    third.controller.token += 1
    third.close()
