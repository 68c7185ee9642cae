"""The completed trick (issue 13, item 1): the Last trick key and button show the last
trick as it lay (who led, who won) for every game, a setting keeps each completed trick on
the table until the player clicks, and the pause on a completed trick has its own setting.
Driven through the window with the mouse and the keyboard."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QAbstractAnimation, QAnimationGroup, QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.cards import DECK_STRIDE
from engine.events import Event, TrickWon
from engine.games.napoleon import PRESETS
from engine.games.napoleon.state import NapoleonState
from napoleon_gui import i18n
from napoleon_gui.game_config import GameConfig
from napoleon_gui.table.cards import CardItem
from napoleon_gui.table.last_trick import LastTrickOverlay
from tests.gui.mouse import click_card
from tests.gui.pace import phase_is, speed_when

BOOK = PRESETS["book"]
NAMES = ["You", "Alice", "Bob", "Carol", "Dave", "Eve"]


# --- helpers ---------------------------------------------------------------------------------
def _human_completes_a_trick(players: int = 4, seed: int = 3) -> NapoleonState:
    """A Napoleon deal in play where the human (seat 0) plays the last card of trick 2."""
    rng = random.Random(seed)
    state = NapoleonState.deal(BOOK, players, random.Random(seed))
    while not (
        state.phase == "play"
        and state.k >= 2
        and state.current_seat == 0
        and len(state.trick) == players - 1
    ):
        assert state.phase != "over", "no such position in this deal"
        state.apply(rng.choice(list(state.legal_actions())))
    return state


def _on_table(
    qtbot: QtBot, window: Any, state: NapoleonState, practice: bool = False
) -> list[TrickWon]:
    """Put ``state`` on the window's table (the human is seat 0); returns the list the
    completed tricks the queue shows are collected in."""
    players = state.players
    window.activateWindow()
    window.controller.new_match(
        GameConfig(
            "napoleon", "book", players, 0, ["normal"] * players, NAMES[:players], 1, practice
        )
    )
    window.controller.start_deal(state, [])
    shown: list[TrickWon] = []
    window.queue.playing.connect(
        lambda event, _view: shown.append(event) if isinstance(event, TrickWon) else None
    )
    qtbot.waitUntil(lambda: _human_to_play(window), timeout=10000)
    return shown


def _human_to_play(window: Any) -> bool:
    c = window.controller
    return (
        c.state is not None
        and c.state.phase == "play"
        and c.waiting_for_human
        and window.queue.is_idle()
    )


def _play_a_card(window: Any) -> int:
    """Double-click the first raised (legal) card of the human's hand."""
    item = next(it for it in window.scene.human_hand_items() if it.raised)
    card = item.card
    click_card(window, item, double=True)
    return int(card)


def _key(qtbot: QtBot, window: Any, key: Qt.Key) -> None:
    """A key press with the keyboard focus on the table, as a player gives it."""
    window.activateWindow()
    window.table_view.setFocus()
    QApplication.processEvents()
    QTest.keyClick(window.table_view, key)


def _click_table(window: Any) -> None:
    """A click on the felt away from every card (the middle of the table's top edge)."""
    view = window.table_view
    point = view.mapFromScene(QPointF(window.scene.sceneRect().center().x(), 12.0))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))


def _overlay(window: Any) -> LastTrickOverlay | None:
    overlay: LastTrickOverlay | None = window.scene.trick_display.overlay
    return overlay


def _card(item: CardItem) -> int:
    assert item.card is not None  # the overlay shows faces only
    return item.card


def _action(window: Any) -> Any:
    return window._actions["act_last_trick"]


def _check_overlay(window: Any, event: TrickWon) -> None:
    """The overlay shows exactly the cards of ``event`` at their seats' trick places, the
    leader's marked as led and the winner's highlighted."""
    overlay = _overlay(window)
    assert overlay is not None and overlay.isVisible()
    layout = window.scene.table_layout
    items = overlay.card_items()
    assert sorted(_card(it) for it in items) == sorted(c for _s, c in event.plays)
    assert all(it.face_up for it in items)
    leader = event.plays[0][0]
    seat_of = {}
    for seat, card in event.plays:
        seat_of[card] = seat
    for it in items:
        seat = seat_of[_card(it)]
        slot = layout.trick_slot(seat)
        assert (it.pos().x(), it.pos().y()) == (slot.x, slot.y)  # its seat's trick place
        assert it.rotation() == slot.rotation and it.scale() == slot.scale
        assert it.lead == (seat == leader)
    winners = [_card(it) for it in items if it.winning]
    assert winners and all(seat_of[c] == event.winner for c in winners)
    names = window.controller.names()
    assert overlay.title() == f"Last trick: {names[leader]} led, {names[event.winner]} won"


def _animations(anim: QAbstractAnimation | None) -> list[QAbstractAnimation]:
    """``anim`` and every animation inside it."""
    if anim is None:
        return []
    out = [anim]
    if isinstance(anim, QAnimationGroup):
        for i in range(anim.animationCount()):
            out.extend(_animations(anim.animationAt(i)))
    return out


def _trick_pause(window: Any) -> QAbstractAnimation | None:
    return next(
        (
            a
            for a in _animations(window.queue.current_animation())
            if a.objectName() in ("trick_pause", "trick_hold")
        ),
        None,
    )


def _settings(window: Any, **values: Any) -> None:
    """Settings as the dialog applies them; the AIs move at once (no pace), as the
    ``window`` fixture has them, unless the test says otherwise."""
    window.settings = window.settings.model_copy(update={"ai_pace_ms": 0, **values})
    window.apply_settings()


# --- the Last trick key and button -------------------------------------------------------------
def test_last_trick_is_greyed_at_the_start_and_L_shows_the_trick_as_it_lay(
    qtbot: QtBot, window: Any
) -> None:
    state = _human_completes_a_trick()
    shown = _on_table(qtbot, window, state)
    button = window.toolbar.widgetForAction(_action(window))
    assert button is not None and not button.isEnabled()  # no trick completed yet on it
    _key(qtbot, window, Qt.Key.Key_L)
    assert _overlay(window) is None
    _play_a_card(window)  # completes the trick; the AIs play on until the human's turn
    qtbot.waitUntil(lambda: bool(shown) and _human_to_play(window), timeout=20000)
    assert button.isEnabled()
    _key(qtbot, window, Qt.Key.Key_L)
    _check_overlay(window, shown[-1])
    _click_table(window)  # any click closes it (and plays nothing)
    assert _overlay(window) is None
    assert _human_to_play(window)
    _key(qtbot, window, Qt.Key.Key_L)
    assert _overlay(window) is not None
    _key(qtbot, window, Qt.Key.Key_L)  # L again closes it
    assert _overlay(window) is None
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)  # the toolbar button
    _check_overlay(window, shown[-1])
    _key(qtbot, window, Qt.Key.Key_Escape)
    assert _overlay(window) is None
    # a new deal: nothing to show again
    window.controller.start_deal()
    qtbot.waitUntil(lambda: not _action(window).isEnabled(), timeout=5000)


def test_a_card_taken_back_takes_its_trick_back_from_the_last_trick(
    qtbot: QtBot, window: Any
) -> None:
    """Practice mode: Undo takes back a card that completed a trick; the trick before it is
    the last trick again, and with none before it the button is greyed."""
    state = _human_completes_a_trick()
    shown = _on_table(qtbot, window, state, practice=True)
    _play_a_card(window)  # completes trick 2; the AIs play on to the human's next card
    qtbot.waitUntil(lambda: bool(shown) and _human_to_play(window), timeout=20000)
    assert window.controller.state.k > shown[0].trick
    _play_a_card(window)
    qtbot.waitUntil(lambda: _human_to_play(window), timeout=20000)
    completed = list(shown)
    assert len(completed) == 2  # trick 2, and trick 3 with the human's second card in it
    QTest.mouseClick(
        window.toolbar.widgetForAction(window._actions["act_undo"]), Qt.MouseButton.LeftButton
    )  # the second card back
    qtbot.waitUntil(lambda: _human_to_play(window), timeout=20000)
    assert window.controller.state.k == completed[1].trick
    _key(qtbot, window, Qt.Key.Key_L)
    _check_overlay(window, completed[0])  # the trick before is the last one again
    _key(qtbot, window, Qt.Key.Key_Escape)
    QTest.mouseClick(
        window.toolbar.widgetForAction(window._actions["act_undo"]), Qt.MouseButton.LeftButton
    )  # back before the first card
    qtbot.waitUntil(lambda: _human_to_play(window), timeout=20000)
    assert window.controller.state.k == shown[0].trick
    assert not _action(window).isEnabled()  # that trick is not complete any more
    _key(qtbot, window, Qt.Key.Key_L)
    assert _overlay(window) is None


def test_the_next_card_played_takes_the_last_trick_away(qtbot: QtBot, window: Any) -> None:
    controller = window.controller
    seen: list[TrickWon] = []

    def playing(event: Event, _view: Any) -> None:
        if isinstance(event, TrickWon) and not seen:
            seen.append(event)
            controller.pause()  # as an open dialog does: nobody acts until it closes

    window.queue.playing.connect(playing)
    controller.new_match(GameConfig("napoleon", "book", 4, None, ["normal"] * 4, NAMES[:4], 3))
    qtbot.waitUntil(lambda: bool(seen), timeout=60000)
    _key(qtbot, window, Qt.Key.Key_L)
    _check_overlay(window, seen[0])
    played: list[Event] = []
    window.queue.playing.connect(lambda event, _view: played.append(event))
    controller.resume()  # the winner leads the next trick
    qtbot.waitUntil(lambda: bool(played), timeout=20000)
    assert _overlay(window) is None
    assert _action(window).isEnabled()  # it can be looked at again


@pytest.mark.parametrize(
    ("game", "players", "preset"),
    [
        ("napoleon", 5, "book"),
        pytest.param("rettler", 5, "book", marks=pytest.mark.slow),  # one of the longest
        ("belote", 4, "standard"),
        ("mustfollow", 3, "first_edition"),
    ],
)
def test_every_game_shows_its_last_trick_with_every_card_of_each_seat(
    qtbot: QtBot, window: Any, game: str, players: int, preset: str
) -> None:
    """AIs play; the table stops when a trick of interest is complete (Rettler: a round of
    pairs or a bomb) and the player presses L."""
    controller = window.controller
    seen: list[TrickWon] = []

    def playing(event: Event, _view: Any) -> None:
        if not isinstance(event, TrickWon) or seen:
            return
        units = getattr(event, "units", ())
        if game != "rettler" or any(len(cards) > 1 for _s, cards in units):
            seen.append(event)
            controller.pause()  # as an open dialog does: nobody acts until it closes

    window.queue.playing.connect(playing)
    for seed in range(1, 30):
        controller.new_match(
            GameConfig(game, preset, players, None, ["normal"] * players, NAMES[:players], seed)
        )
        qtbot.waitUntil(
            lambda: (
                bool(seen) or (controller.state is not None and controller.state.phase == "over")
            ),
            timeout=60000,
        )
        if seen:
            break
    assert seen, "no such trick in 30 deals"
    event = seen[0]
    assert _action(window).isEnabled()
    _key(qtbot, window, Qt.Key.Key_L)
    overlay = _overlay(window)
    assert overlay is not None
    items = overlay.card_items()
    assert sorted(_card(it) for it in items) == sorted(c for _s, c in event.plays)
    units = getattr(event, "units", ()) or tuple((s, (c,)) for s, c in event.plays)
    layout = window.scene.table_layout
    for seat, cards in units:
        own = [it for it in items if it.card in cards]
        assert len(own) == len(cards)
        place = layout.trick_slot(seat)
        # a pair or bomb lies side by side around its seat's place
        assert abs(sum(it.pos().x() for it in own) / len(own) - place.x) < 1e-6
        assert all(abs(it.pos().y() - place.y) < 1e-6 for it in own)
        assert all(it.lead == (seat == units[0][0]) for it in own)
    assert [it for it in items if it.winning]
    assert all(it.card in dict(units)[event.winner] for it in items if it.winning)
    assert any("won" in text for text in overlay.labels())
    _click_table(window)
    assert _overlay(window) is None
    controller.resume()


def test_last_trick_speaks_japanese_and_stays_enabled_across_the_switch(
    qtbot: QtBot, window: Any
) -> None:
    state = _human_completes_a_trick()
    shown = _on_table(qtbot, window, state)
    _play_a_card(window)
    qtbot.waitUntil(lambda: bool(shown) and _human_to_play(window), timeout=20000)
    i18n.set_language("ja")
    window._build_menus()  # as the Settings dialog does on a language change
    assert _action(window).text() == "前の巡"
    assert _action(window).isEnabled()
    _key(qtbot, window, Qt.Key.Key_L)
    overlay = _overlay(window)
    assert overlay is not None and overlay.title().startswith("前の巡: ")
    assert "取りました" in overlay.title()


# --- keeping a completed trick until the player clicks ----------------------------------------
@pytest.mark.parametrize("go_on", ["click", "space"])
def test_a_kept_trick_stays_until_the_player_clicks_and_the_next_player_waits(
    qtbot: QtBot, window: Any, go_on: str
) -> None:
    state = _human_completes_a_trick()
    shown = _on_table(qtbot, window, state)
    _settings(window, keep_tricks_until_click=True, animation_speed="fast")
    assert window.queue.speed == "fast"
    trick_number = state.k
    played = _play_a_card(window)
    qtbot.waitUntil(window.scene.trick_display.holding, timeout=10000)
    layout = window.scene.table_layout
    places = {c: layout.trick_slot(s) for s, c in shown[-1].plays}
    assert played in places and len(places) == 4

    def on_the_table() -> list[bool]:
        """Each card of the trick lies at its seat's trick place."""
        return [
            (it.pos().x(), it.pos().y()) == (places[c].x, places[c].y)
            for c in places
            for it in [window.scene.item_for(c)]
            if it is not None
        ]

    assert on_the_table() == [True] * 4
    assert window.scene.winning_card() == dict(shown[-1].plays)[shown[-1].winner]
    assert window.status_label.text() == "Trick complete: click the table or press Space to go on."
    qtbot.wait(600)  # longer than the trick's gathering: it is still there, nobody moved
    assert window.scene.trick_display.holding()
    assert on_the_table() == [True] * 4
    assert not window.queue.is_idle()
    assert not window.controller.thinking and not window.controller.waiting_for_human
    assert window.controller.state.k == trick_number + 1  # the engine's deal went on
    if go_on == "click":
        _click_table(window)
    else:
        _key(qtbot, window, Qt.Key.Key_Space)
    assert not window.scene.trick_display.holding()
    assert window.status_label.text() != "Trick complete: click the table or press Space to go on."
    qtbot.waitUntil(lambda: True not in on_the_table(), timeout=10000)  # gathered
    # the next player was asked only now
    qtbot.waitUntil(
        lambda: (
            window.controller.thinking
            or window.controller.waiting_for_human
            or window.controller.state.current_seat is None
        ),
        timeout=10000,
    )


@pytest.mark.parametrize(
    ("game", "players", "preset"),
    [
        pytest.param("rettler", 4, "book", marks=pytest.mark.slow),  # one of the longest
        ("mustfollow", 3, "first_edition"),
    ],
)
def test_every_game_keeps_its_completed_trick_until_a_click(
    qtbot: QtBot, window: Any, game: str, players: int, preset: str
) -> None:
    """Rettler's rounds and the co-op game's tricks have animations of their own: they hold
    too, and a click on the table lets the AIs go on. (The deal and the auction before the
    first trick are dealt at Instant speed: the cards move at Fast from the play on.)"""
    _settings(window, keep_tricks_until_click=True, animation_speed="instant")
    speed_when(window, phase_is(window, "play"), "fast")
    controller = window.controller
    won: list[TrickWon] = []
    window.queue.playing.connect(
        lambda event, _view: won.append(event) if isinstance(event, TrickWon) else None
    )
    controller.new_match(
        GameConfig(game, preset, players, None, ["normal"] * players, NAMES[:players], 2)
    )
    qtbot.waitUntil(window.scene.trick_display.holding, timeout=60000)
    assert len(won) == 1 and not window.queue.is_idle()
    # (Rettler's events name card instances, its table the cards: compare the cards)
    winners = {c % DECK_STRIDE for s, c in won[0].plays if s == won[0].winner}
    highlighted = window.scene.winning_card()
    assert highlighted is not None and highlighted % DECK_STRIDE in winners  # while it waits
    qtbot.wait(400)
    assert window.scene.trick_display.holding() and not controller.thinking
    _click_table(window)
    qtbot.waitUntil(
        lambda: len(won) == 2 or controller.state.current_seat is None, timeout=60000
    )  # the next trick was played only after the click


def test_keeping_tricks_is_ignored_at_instant_speed(qtbot: QtBot, window: Any) -> None:
    state = _human_completes_a_trick()
    shown = _on_table(qtbot, window, state)
    _settings(window, keep_tricks_until_click=True, animation_speed="instant")
    _play_a_card(window)
    qtbot.waitUntil(lambda: bool(shown) and _human_to_play(window), timeout=20000)
    assert not window.scene.trick_display.holding()


# --- the pause on a completed trick ------------------------------------------------------------
@pytest.mark.parametrize("pause_ms", [300, 2500])
def test_the_pause_setting_is_how_long_the_trick_stays(
    qtbot: QtBot, window: Any, pause_ms: int
) -> None:
    state = _human_completes_a_trick()
    _on_table(qtbot, window, state)
    _settings(window, trick_pause_ms=pause_ms, animation_speed="slow")
    _play_a_card(window)
    qtbot.waitUntil(lambda: _trick_pause(window) is not None, timeout=10000)
    pause = _trick_pause(window)
    assert pause is not None and pause.objectName() == "trick_pause"
    # the setting, not a number of card moves (4 moves at Slow would be 2400 ms)
    assert pause.duration() == pause_ms
    assert window.scene.trick_pause(window.queue.duration_ms()) == pause_ms
    _settings(window, animation_speed="instant")  # and none at Instant
    assert window.scene.trick_pause(window.queue.duration_ms()) == 0
