"""Playing cards as a player does (issue #13 item 2): a single click plays a legal card,
"click to select, click again to play" from the Settings, the last card and a lone legal
card played automatically, arrows that wrap and skip illegal cards, and no second card from
a double click."""

from __future__ import annotations

import random
import re
from collections.abc import Callable

import pytest
from mouse import choose_in_combo, click_button, click_card, open_settings, visible_point
from napoleon_positions import first_bid_then_pass
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStyle, QStyleOptionButton

from engine.actions import Action, KeepHand, PlayCard
from engine.ai import make_bot
from engine.cards import DECK_STRIDE, sort_key
from engine.games.napoleon.params import BOOK
from engine.games.napoleon.state import NapoleonState
from engine.match import Match
from napoleon_gui.game_config import GameConfig

NAMES = ["You", "Anne", "Ben", "Clara"]


@pytest.fixture(autouse=True)
def _stopped_after(window):
    """The deal stops with the test: nothing queued on this window plays on during the
    next test (the animation queue is not tied to the controller's token)."""
    yield
    window.controller.token += 1
    window.queue.clear()


def _policy(state: NapoleonState) -> Action:
    """Keep the hand, bid the lowest and let the others pass; then the first legal action
    (adjutant call, discards, cards)."""
    if state.phase == "misdeal_offer":
        return KeepHand()
    if state.phase in ("auction", "bidding"):
        return first_bid_then_pass(state)
    return state.legal_actions()[0]


def _position(
    want: Callable[[NapoleonState], bool], human: int = 0
) -> tuple[NapoleonState, list[Action]]:
    """The first deal (by seed) played with ``_policy`` that reaches the human's card play
    where ``want`` holds; the state and the actions that led there."""
    for seed in range(400):
        state = NapoleonState.deal(BOOK, 4, random.Random(seed))
        actions: list[Action] = []
        for _ in range(300):
            if state.current_seat is None:
                break
            if state.phase == "play" and state.current_seat == human and want(state):
                return state, actions
            action = _policy(state)
            state.apply(action)
            actions.append(action)
    raise AssertionError("no such position")


def _put_on_table(
    qtbot, window, want: Callable[[NapoleonState], bool], practice: bool = False
) -> NapoleonState:
    """A Napoleon match whose deal stands where ``want`` holds, the human to play."""
    state, actions = _position(want)
    c = window.controller
    c.new_match(GameConfig("napoleon", "book", 4, 0, ["normal"] * 4, NAMES, 1, practice=practice))
    c.start_deal(state, actions)
    qtbot.waitUntil(lambda: c.waiting_for_human and window.queue.is_idle(), timeout=5000)
    return state


def _legal(state: NapoleonState) -> set[int]:
    return {a.card for a in state.legal_actions() if isinstance(a, PlayCard)}


def _choice_with_illegal(state: NapoleonState) -> bool:
    """Several legal cards and at least one illegal card (following suit)."""
    hand = state.view_for(0).hand
    legal = _legal(state)
    return len(legal) >= 2 and len(legal) < len(hand) and len(state.legal_actions()) == len(legal)


def _forced(state: NapoleonState) -> bool:
    return len(state.legal_actions()) == 1 and len(state.view_for(0).hand) >= 3


def _last_card(state: NapoleonState) -> bool:
    return len(state.view_for(0).hand) == 1 and len(state.legal_actions()) == 1


def _item(window, card: int):
    return next(it for it in window.scene.human_hand_items() if it.card == card)


def _shown_legal(window, legal: set[int]) -> list[int]:
    """The legal cards of the hand as they lie on the table, left to right."""
    return [it.card for it in window.scene.human_hand_items() if it.card in legal]


def _hand(window) -> list[int]:
    return list(window.controller.view().hand)


def _close_the_result(qtbot, window) -> None:
    """The deal is over: close its result window as the player does (the next deal then
    starts on this window, not on one already torn down)."""
    qtbot.waitUntil(lambda: window.active_dialog is not None, timeout=10000)
    window.active_dialog.accept()


def _settings(window, **changes) -> None:
    """Settings as the dialog applies them; cards move and AIs act at once, as the
    ``window`` fixture has them, unless the test says otherwise."""
    changes = {"animation_speed": "instant", "ai_pace_ms": 0, **changes}
    window.settings = window.settings.model_copy(update=changes)
    window.apply_settings()


def _click(qtbot, window, card: int) -> None:
    view = window.table_view
    qtbot.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=view.mapFromScene(visible_point(window, _item(window, card))),
    )


# --- single click --------------------------------------------------------------------------
def test_a_single_click_on_a_legal_card_plays_it(qtbot, window):
    state = _put_on_table(qtbot, window, _choice_with_illegal)
    c = window.controller
    before = _hand(window)
    card = sorted(_legal(state))[-1]
    click_card(window, _item(window, card))
    qtbot.waitUntil(lambda: card not in _hand(window), timeout=5000)
    assert len(_hand(window)) == len(before) - 1
    assert PlayCard(card) in c.actions


def test_an_illegal_click_is_refused_with_the_rule_and_plays_nothing(qtbot, window):
    state = _put_on_table(qtbot, window, _choice_with_illegal)
    c = window.controller
    illegal = next(card for card in _hand(window) if card not in _legal(state))
    before = list(c.actions)
    _click(qtbot, window, illegal)
    assert "N-PLAY-" in window.message_label.text() and window.message_label.isVisible()
    assert c.actions == before and c.waiting_for_human and illegal in _hand(window)


def test_a_quick_click_after_a_refused_card_plays_the_legal_card(qtbot, window):
    """A refused card leaves nothing armed or guarded: clicking a legal card right after
    (Qt reports the second press as a double click) plays it, once."""
    state = _put_on_table(qtbot, window, _choice_with_illegal)
    c = window.controller
    illegal = next(card for card in _hand(window) if card not in _legal(state))
    card = sorted(_legal(state))[0]
    before = _hand(window)
    _click(qtbot, window, illegal)
    assert "N-PLAY-" in window.message_label.text()
    click_card(window, _item(window, card), double=True)
    qtbot.waitUntil(lambda: card not in _hand(window), timeout=5000)
    assert _hand(window) == [x for x in before if x != card]
    assert PlayCard(card) in c.actions


def _winning_card(state: NapoleonState) -> int | None:
    """A legal card with which the human, last to the trick, wins it and leads again."""
    shown = sorted(state.view_for(0).hand, key=sort_key)  # as the hand is fanned
    for card in sorted(_legal(state)):
        after = state.copy()
        after.apply(PlayCard(card))
        # in the middle of the fan: after it goes, another card lies under the pointer
        middle = 2 <= shown.index(card) <= len(shown) - 3
        if middle and after.phase == "play" and after.current_seat == 0:
            return card
    return None


def test_a_double_click_plays_one_card_only(qtbot, window):
    """The first click of a double click plays the card; the trick is ours and we lead at
    once (Instant speed), and the double click lands on the re-fanned hand: no second card."""
    state = _put_on_table(qtbot, window, lambda s: _winning_card(s) is not None)
    c = window.controller
    card = _winning_card(state)
    assert card is not None
    before = _hand(window)
    view = window.table_view
    pos = view.mapFromScene(visible_point(window, _item(window, card)))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert card not in _hand(window) and c.waiting_for_human  # our lead already
    under = window.scene.card_at(view.mapToScene(pos))
    assert under is not None and under.card in _legal(c.state)  # a card we could lead
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert _hand(window) == [x for x in before if x != card]  # one card, not two
    assert c.waiting_for_human


def test_a_click_while_the_others_play_does_nothing(qtbot, window):
    state = _put_on_table(qtbot, window, _choice_with_illegal)
    c = window.controller
    c.ai_pace_ms = 400  # the others take their time
    before = _hand(window)
    card = sorted(_legal(state))[0]
    _click(qtbot, window, card)
    qtbot.waitUntil(lambda: card not in _hand(window), timeout=5000)
    assert not c.waiting_for_human  # the others are to play
    other = _hand(window)[0]
    acted = len(c.actions)
    _click(qtbot, window, other)  # not our turn: neither played nor queued
    assert len(c.actions) == acted and other in _hand(window)
    qtbot.waitUntil(lambda: c.waiting_for_human or c.state.current_seat is None, timeout=15000)
    assert len(_hand(window)) == len(before) - 1 and other in _hand(window)


# --- select, then play (set in the Settings dialog with the mouse) --------------------------
def _click_check(qtbot, check) -> None:
    """Click a check box on its box (a form row is wider than the box and its text)."""
    option = QStyleOptionButton()
    check.initStyleOption(option)
    box = check.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, check)
    before = check.isChecked()
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton, pos=box.center())
    assert check.isChecked() != before


def test_the_settings_dialog_sets_and_saves_how_cards_are_played(qtbot, window):
    dialog = open_settings(qtbot, window)
    choose_in_combo(qtbot, dialog.click_combo, "select_then_play")
    for key in (
        "auto_play_last_card",
        "auto_play_forced",
        "keep_tricks_until_click",
        "card_tracker",
    ):
        _click_check(qtbot, dialog.checks[key])
    dialog.trick_pause_spin.selectAll()
    qtbot.keyClicks(dialog.trick_pause_spin, "2500")
    click_button(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Ok))
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=3000)
    saved, problem = window.store.load_settings()
    assert problem is None
    assert saved.click_to_play == "select_then_play"
    assert saved.auto_play_last_card is False and saved.auto_play_forced is True
    assert saved.keep_tricks_until_click is True and saved.card_tracker is True
    assert saved.trick_pause_ms == 2500
    assert window.scene.hand_input.mode == "select_then_play"
    assert window.controller.auto_play_forced and not window.controller.auto_play_last_card
    # the dialog opens again on the saved values
    again = open_settings(qtbot, window)
    assert again.click_combo.currentData() == "select_then_play"
    assert again.values()["trick_pause_ms"] == 2500
    click_button(qtbot, again.buttons.button(again.buttons.StandardButton.Cancel))


def test_select_then_play_needs_a_second_click_on_the_same_card(qtbot, window):
    _settings(window, click_to_play="select_then_play")
    state = _put_on_table(qtbot, window, _choice_with_illegal)
    c = window.controller
    assert "again" in window.status_label.text()  # the status line says how
    first, second = sorted(_legal(state))[:2]
    acted = len(c.actions)
    _click(qtbot, window, first)
    assert window.scene.armed_card() == first and _item(window, first).selected
    assert len(c.actions) == acted and first in _hand(window)
    _click(qtbot, window, second)  # the choice moves
    assert window.scene.armed_card() == second
    assert _item(window, second).selected and not _item(window, first).selected
    illegal = next(card for card in _hand(window) if card not in _legal(state))
    _click(qtbot, window, illegal)  # its reason at once; it is never chosen
    assert "N-PLAY-" in window.message_label.text()
    assert window.scene.armed_card() is None and len(c.actions) == acted
    _click(qtbot, window, second)
    assert window.scene.armed_card() == second and len(c.actions) == acted
    _click(qtbot, window, second)  # the second click plays it
    qtbot.waitUntil(lambda: second not in _hand(window), timeout=5000)
    assert PlayCard(second) in c.actions and first in _hand(window)


# --- automatic plays -----------------------------------------------------------------------
def test_the_last_card_is_played_automatically(qtbot, window):
    statuses: list[str] = []
    window.controller.status.connect(statuses.append)
    state = _put_on_table(qtbot, window, _last_card)
    c = window.controller
    (card,) = _legal(state)
    assert "played for you" in window.status_label.text()  # during the beat
    qtbot.waitUntil(lambda: not _hand(window), timeout=5000)  # no click at all
    assert PlayCard(card) in c.actions
    assert any("played automatically" in text for text in statuses)
    _close_the_result(qtbot, window)


def test_the_last_card_waits_for_a_click_when_the_setting_is_off(qtbot, window):
    _settings(window, auto_play_last_card=False)
    window.controller.auto_play_ms = 100  # a short beat: it would be over in the wait
    _put_on_table(qtbot, window, _last_card)
    c = window.controller
    qtbot.wait(c.auto_play_ms * 2)
    assert len(_hand(window)) == 1 and c.waiting_for_human
    assert "played for you" not in window.status_label.text()
    card = _hand(window)[0]
    click_card(window, _item(window, card))
    qtbot.waitUntil(lambda: not _hand(window), timeout=5000)
    _close_the_result(qtbot, window)


def test_a_lone_legal_card_is_played_automatically_when_set(qtbot, window):
    _settings(window, auto_play_forced=True)
    state = _put_on_table(qtbot, window, _forced)
    c = window.controller
    (card,) = _legal(state)
    assert window.scene.item_for(card) is not None
    assert "played for you" in window.status_label.text()
    qtbot.waitUntil(lambda: card not in _hand(window), timeout=5000)  # no click at all
    assert PlayCard(card) in c.actions


def test_a_lone_legal_card_waits_by_default(qtbot, window):
    window.controller.auto_play_ms = 100  # a short beat: it would be over in the wait
    state = _put_on_table(qtbot, window, _forced)
    c = window.controller
    (card,) = _legal(state)
    qtbot.wait(c.auto_play_ms * 2)
    assert card in _hand(window) and c.waiting_for_human


def test_undo_of_an_automatic_card_leaves_it_for_the_player(qtbot, window):
    _settings(window, auto_play_forced=True)
    window.controller.auto_play_ms = 100  # a short beat: it would be over in the wait
    state = _put_on_table(qtbot, window, _forced, practice=True)
    c = window.controller
    (card,) = _legal(state)
    qtbot.waitUntil(lambda: card not in _hand(window), timeout=5000)
    qtbot.waitUntil(lambda: window.queue.is_idle() and not c.thinking, timeout=10000)
    window._actions["act_undo"].trigger()
    assert card in _hand(window) and c.waiting_for_human
    qtbot.wait(c.auto_play_ms * 2)
    assert card in _hand(window)  # not played again behind the player's back
    click_card(window, _item(window, card))
    qtbot.waitUntil(lambda: card not in _hand(window), timeout=5000)


# --- the keyboard --------------------------------------------------------------------------
def test_arrows_wrap_and_skip_illegal_cards(qtbot, window):
    state = _put_on_table(qtbot, window, _choice_with_illegal)
    order = _shown_legal(window, _legal(state))
    view = window.table_view
    view.setFocus()
    seen = []
    for _ in range(len(order) + 1):
        qtbot.keyClick(view, Qt.Key.Key_Right)
        seen.append(window.scene.focused_card())
    assert seen == [*order, order[0]]  # only legal cards, and round again
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert window.scene.focused_card() == order[-1]  # wraps the other way too
    for it in window.scene.human_hand_items():
        assert it.focused == (it.card == order[-1])
    qtbot.keyClick(view, Qt.Key.Key_Return)  # Enter plays the focused card
    qtbot.waitUntil(lambda: order[-1] not in _hand(window), timeout=5000)


def test_space_plays_the_focused_card_and_focus_stays_on_legal_cards(qtbot, window):
    _settings(window, click_to_play="select_then_play")  # keys play at once all the same
    state = _put_on_table(qtbot, window, _choice_with_illegal)
    c = window.controller
    order = _shown_legal(window, _legal(state))
    view = window.table_view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert window.scene.focused_card() == order[-1]
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: order[-1] not in _hand(window), timeout=5000)
    for _ in range(3):  # the next turns: the focus is always on a card one may play
        qtbot.waitUntil(
            lambda: (
                (c.waiting_for_human and window.queue.is_idle()) or c.state.current_seat is None
            ),
            timeout=15000,
        )
        if c.state.current_seat is None:
            break
        legal = {a.card for a in c.view().legal if isinstance(a, PlayCard)}
        assert window.scene.focused_card() in legal
        qtbot.keyClick(view, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: not c.waiting_for_human, timeout=5000)


# --- Rettler: leading selects (pairs, bombs), following plays -------------------------------
def _rettler_follow(players: int = 4, seed: int = 7):
    """Bots play every seat until seat 0 follows a one-card round with a choice of cards
    and an illegal one; that state and the actions that led there."""
    match = Match.create("rettler", "book", players, seed)
    for _ in range(30):
        state = match.new_deal()
        bots = [make_bot("rettler", "normal", seed + s) for s in range(players)]
        actions: list[Action] = []
        while state.phase != "over":
            seat = state.current_seat
            if state.phase == "play" and seat == 0:
                legal = state.legal_actions()
                codes = {a.card % DECK_STRIDE for a in legal if isinstance(a, PlayCard)}
                hand = state.view_for(0).hand
                if (
                    len(codes) == len(legal) >= 2
                    and any(c % DECK_STRIDE not in codes for c in hand)
                    and state.view_for(0).round is not None
                    and state.view_for(0).round.size == 1
                ):
                    return state, actions
            action = bots[seat].choose(state.view_for(seat))
            state.apply(action)
            actions.append(action)
        match.record(state)
    raise AssertionError("no such follow")


def test_rettler_a_single_click_follows_with_the_card(qtbot, window):
    state, actions = _rettler_follow()
    c = window.controller
    c.new_match(GameConfig("rettler", "book", 4, 0, ["normal"] * 4, NAMES, 7))
    c.start_deal(state, actions)
    qtbot.waitUntil(lambda: c.waiting_for_human and window.queue.is_idle(), timeout=5000)
    raised = [it for it in window.scene.human_hand_items() if it.raised]
    dimmed = [it for it in window.scene.human_hand_items() if it.dimmed]
    assert len(raised) >= 2 and dimmed
    before = _hand(window)
    _click(qtbot, window, dimmed[0].card)  # refused, naming the rule
    assert re.search(r'href="rule:[NR]-[A-Z]+-\d+"', window.message_label.text())
    assert _hand(window) == before
    card = raised[-1].card
    _click(qtbot, window, card)
    qtbot.waitUntil(lambda: card not in _hand(window), timeout=5000)  # that very copy
    assert len(_hand(window)) == len(before) - 1


def test_enter_plays_a_card_where_the_last_decision_left_the_focus(qtbot, window):
    """A player who passed with Enter in the decision area goes on with arrows and Enter
    for the cards, without clicking on the table first (the status line says "arrows +
    Enter"); Enter used to be swallowed by the empty decision area."""
    from keys import press

    from napoleon_gui.widgets.decision import CLICK_GUARD_MS

    c = window.controller
    c.new_match(GameConfig("napoleon", "book", 4, 0, ["normal"] * 4, NAMES, 3))
    for _ in range(60):  # passes with Enter until the first card of the human's is due
        qtbot.waitUntil(
            lambda: window.queue.is_idle() and c.waiting_for_human and not c.thinking,
            timeout=15000,
        )
        if window.decisions.panel() is None:
            break
        qtbot.wait(CLICK_GUARD_MS + 30)
        press(qtbot, window, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: window.decisions.panel() is None or not c.waiting_for_human)
    assert window.decisions.panel() is None and c.waiting_for_human
    # Under an X server (seen under Xvfb) the keys still reach the decision area, where the
    # last Enter went; offscreen, Qt hands the focus on to the table. Send them there.
    area = window.decisions
    before = _hand(window)
    qtbot.keyClick(area, Qt.Key.Key_Right)
    focused = window.scene.focused_card()
    assert focused in before
    qtbot.keyClick(area, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: focused not in _hand(window), timeout=5000)
    assert len(_hand(window)) == len(before) - 1
