"""The table as a player meets it: a failing AI never stops the game, hint mode teaches with
rule IDs, refusals come in the UI language, and an autosaved game is offered on start."""

from __future__ import annotations

import re

from mouse import click_button, wait_hint, wait_panel
from PySide6.QtWidgets import QMessageBox

from engine.actions import PlayCard
from napoleon_gui import i18n
from napoleon_gui.app import MainWindow
from napoleon_gui.dialogs.deal_result import DealResultWindow
from napoleon_gui.game_config import GameConfig
from napoleon_gui.games.napoleon.adjutant import AdjutantPanel
from napoleon_gui.games.napoleon.bidding import BiddingPanel
from napoleon_gui.games.napoleon.kitty import KittyPanel
from napoleon_gui.settings import Store
from napoleon_gui.widgets.deck_look import solid_suits

RULE_LINK = re.compile(r'href="rule:[NRBM]-[A-Z]+-\d+"')


class FailingBot:
    def choose(self, view):
        raise RuntimeError("the bot's own bug")


def _start(window, human_seat, seed=21, players=4):
    config = GameConfig(
        "napoleon",
        "book",
        players,
        human_seat,
        ["normal"] * players,
        ["You", "Anne", "Ben", "Clara", "Dan"][:players],
        seed,
        practice=True,
    )
    window.controller.new_match(config)


def _pass_until_play(qtbot, window):
    """Pass (or make the lowest call when passing is not allowed, then call an adjutant and
    discard) until the human must play a card."""
    c = window.controller

    def panel_up() -> bool:
        panel = window.decisions.panel()
        return panel is not None and panel.isVisible()

    for _ in range(50):
        qtbot.waitUntil(
            lambda: (
                panel_up()
                or window.active_dialog is not None
                or (c.state.phase == "play" and c.waiting_for_human and window.queue.is_idle())
            ),
            timeout=10000,
        )
        dialog = wait_panel(qtbot, window) if panel_up() else window.active_dialog
        if dialog is None:
            return
        if isinstance(dialog, AdjutantPanel):  # forced to stand: any card will do
            click_button(qtbot, next(b for b in dialog.card_buttons.values() if b.isEnabled()))
            click_button(qtbot, dialog.call_button)
        elif isinstance(dialog, KittyPanel):
            for card in sorted(dialog.selectable())[: dialog.kitty_size]:
                click_button(qtbot, dialog.card_buttons[card])
            click_button(qtbot, dialog.discard_button)
        elif isinstance(dialog, DealResultWindow):  # a redeal: on to the next deal
            dialog.accept()
        else:
            assert isinstance(dialog, BiddingPanel)
            button = (
                dialog.pass_button
                if dialog.pass_button.isEnabled()
                else next(b for b in dialog.bid_buttons.values() if b.isEnabled())
            )
            click_button(qtbot, button)
    raise AssertionError("the auction did not end")


def test_a_failing_ai_is_reported_and_the_deal_goes_on(qtbot, window):
    _start(window, human_seat=None)
    window.controller.bots[1] = FailingBot()
    errors: list[str] = []
    window.controller.error.connect(errors.append)
    finished: list[object] = []
    window.controller.deal_finished.connect(finished.append)
    qtbot.waitUntil(lambda: bool(finished), timeout=20000)
    assert errors and "Anne" in errors[0] and "RuntimeError" in errors[0]
    assert "Anne" in window.message_label.text()
    assert window.controller.match.rows  # the deal was played to the end and scored


def test_hint_mode_suggests_a_legal_card_and_explains_each_trick(qtbot, window):
    window.toggle_hint_mode(True)
    _start(window, human_seat=0, seed=8)
    _pass_until_play(qtbot, window)
    c = window.controller
    hint = wait_hint(qtbot, window)
    assert hint and RULE_LINK.search(hint)
    legal = [a for a in c.view().legal if isinstance(a, PlayCard)]
    assert any(solid_suits(i18n.card_text(a.card)) in hint for a in legal)
    tricks_before = len(c.view().completed)
    window.on_card_activated(legal[0].card)
    qtbot.waitUntil(
        lambda: len(c.view().completed) > tricks_before or c.state.phase == "over", timeout=10000
    )
    explanation = window.trick_label.text()
    winner = c.view().completed[tricks_before].winner
    assert c.names()[winner] in explanation and RULE_LINK.search(explanation)


def test_an_illegal_click_is_refused_in_japanese_with_the_rule(qtbot, window):
    i18n.set_language("ja")
    for seed in range(30):
        _start(window, human_seat=0, seed=seed)
        _pass_until_play(qtbot, window)
        c = window.controller
        legal = {a.card for a in c.view().legal}
        illegal = [card for card in c.view().hand if card not in legal]
        if illegal:
            break
    else:
        raise AssertionError("no position with an illegal card found")
    window.on_card_clicked(illegal[0])
    text = window.message_label.text()
    assert "出せません" in text and 'href="rule:N-' in text
    assert re.search(r"[\u3040-\u30ff]", text.split("出せません", 1)[1])  # the reason too


def test_the_next_start_offers_the_autosaved_game(qtbot, tmp_path):
    store = Store(tmp_path)
    first = MainWindow(store)
    qtbot.addWidget(first)
    first.queue.set_speed("instant")
    first.controller.ai_pace_ms = 0
    config = GameConfig("napoleon", "book", 4, None, ["normal"] * 4, [], 5)
    first.controller.new_match(config)
    first.controller.config.human_seat = None
    qtbot.waitUntil(
        lambda: (
            first.controller.state.phase == "play" and len(first.controller.view().completed) >= 2
        ),
        timeout=20000,
    )
    first.autosave()
    saved_actions = list(first.controller.actions)
    first.controller.token += 1
    first.close()

    second = MainWindow(store)
    qtbot.addWidget(second)
    second.start()
    box = second.active_dialog
    assert isinstance(box, QMessageBox)
    box.done(QMessageBox.StandardButton.Yes)
    qtbot.waitUntil(lambda: second.controller.state is not None, timeout=5000)
    assert second.controller.actions[: len(saved_actions)] == saved_actions
    second.controller.token += 1
    second.close()
