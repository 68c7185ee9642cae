"""A whole deal driven through the UI as the human: bid in the decision area, call the adjutant,
discard, play every card by double-clicking it on the table; then the score sheet."""

from __future__ import annotations

import json

import pytest
from mouse import click_button, click_card, visible_point, wait_panel
from PySide6.QtCore import Qt

from engine.score_formula import signed
from napoleon_gui.app import MainWindow
from napoleon_gui.dialogs.deal_result import DealResultWindow
from napoleon_gui.game_config import GameConfig
from napoleon_gui.games.napoleon.adjutant import AdjutantPanel
from napoleon_gui.games.napoleon.bidding import BiddingPanel
from napoleon_gui.games.napoleon.kitty import KittyPanel
from napoleon_gui.settings import Store


def _start(window, seed: int, human_seat: int = 0) -> None:
    config = GameConfig(
        "napoleon",
        "book",
        4,
        human_seat,
        ["normal"] * 4,
        ["You", "Anne", "Ben", "Clara"],
        seed,
        practice=True,
    )
    window.controller.new_match(config)


def _human_to_play(window) -> bool:
    c = window.controller
    return (
        c.state is not None
        and c.state.phase == "play"
        and c.waiting_for_human
        and window.queue.is_idle()
    )


def _panel(qtbot, window):
    """The decision panel up in the decision area (after its click guard), or None."""
    panel = window.decisions.panel()
    if panel is None or not panel.isVisible():
        return None
    return wait_panel(qtbot, window)


def _decision_or_card(window) -> bool:
    panel = window.decisions.panel()
    return (
        (panel is not None and panel.isVisible())
        or _human_to_play(window)
        or isinstance(window.active_dialog, DealResultWindow)
    )


def _answer_as_napoleon(qtbot, window, dialog) -> None:
    """Call an adjutant the human does not hold; discard the first five cards offered, all
    with one click on Discard."""
    if isinstance(dialog, AdjutantPanel):
        own = set(window.controller.view().hand)
        card = next(
            card for card, b in dialog.card_buttons.items() if b.isEnabled() and card not in own
        )
        click_button(qtbot, dialog.card_buttons[card])
        click_button(qtbot, dialog.call_button)
    else:
        for card in sorted(dialog.selectable())[:5]:
            click_button(qtbot, dialog.card_buttons[card])
        assert dialog.discard_button.isEnabled()
        click_button(qtbot, dialog.discard_button)


@pytest.mark.slow  # one of the longest: started first on its worker (tests/conftest.py)
def test_a_whole_deal_through_the_table(qtbot, window):
    _start(window, seed=21)
    c = window.controller
    played = 0
    bid_made = False
    for _ in range(300):
        qtbot.waitUntil(lambda: _decision_or_card(window), timeout=10000)
        dialog = _panel(qtbot, window) or window.active_dialog
        if isinstance(dialog, BiddingPanel):
            assert dialog.enabled_actions() == set(c.view().legal)  # only legal calls
            if dialog.close_button.isEnabled():
                click_button(qtbot, dialog.close_button)
            elif not bid_made:
                # bid the highest call on offer so that the human becomes the Napoleon
                best = [a for a, b in dialog.bid_buttons.items() if b.isEnabled()][-1]
                click_button(qtbot, dialog.bid_buttons[best])
                bid_made = True
            else:
                click_button(qtbot, dialog.pass_button)
        elif isinstance(dialog, (AdjutantPanel, KittyPanel)):
            _answer_as_napoleon(qtbot, window, dialog)
        elif isinstance(dialog, DealResultWindow):
            break
        elif dialog is None:
            raised = [i for i in window.scene.human_hand_items() if i.raised]
            dimmed = [i for i in window.scene.human_hand_items() if i.dimmed]
            legal = {a.card for a in c.view().legal}
            assert {i.card for i in raised} == legal  # the table shows the engine's choice
            if dimmed:  # an illegal click is refused with the rule that forbids it
                window.message_label.clear()
                qtbot.mouseClick(
                    window.table_view.viewport(),
                    Qt.MouseButton.LeftButton,
                    pos=window.table_view.mapFromScene(visible_point(window, dimmed[0])),
                )
                assert "N-PLAY-" in window.message_label.text()
            before = len(c.view().hand)
            click_card(window, raised[0], double=True)
            qtbot.waitUntil(lambda before=before: len(c.view().hand) == before - 1, timeout=5000)
            played += 1
        else:
            raise AssertionError(f"unexpected dialog {dialog!r}")
    else:
        raise AssertionError("the deal did not end")
    assert bid_made
    assert played == 12  # every card of the human's hand, one per trick
    match = c.match
    assert match is not None and len(match.rows) == 1
    row = match.rows[0]
    assert row.detail["declarer"] == 0
    window.show_score_sheet()
    sheet = window.score_sheet
    assert sheet.deal_count() == 1
    cells = [sheet.table.item(0, col).text() for col in range(sheet.table.columnCount())]
    assert signed(row.result.scores[0]) in cells[-4]  # You: change (running total)
    # the autosave after the last trick holds the finished match
    saved = json.loads(window.store.save_path("napoleon").read_text(encoding="utf-8"))
    assert saved["rows"][0]["scores"] == list(row.result.scores)


def test_a_corrupt_settings_file_is_reported_and_kept(qtbot, tmp_path):
    store = Store(tmp_path)
    store.settings_path.parent.mkdir(parents=True, exist_ok=True)
    store.settings_path.write_text('{"schema_version": 1, "ai_pace_ms": "fast"}')
    win = MainWindow(store)
    qtbot.addWidget(win)
    assert "ai_pace_ms" in win.message_label.text()
    kept = [p for p in store.settings_path.parent.iterdir() if ".corrupt-" in p.name]
    assert len(kept) == 1 and '"fast"' in kept[0].read_text()
    win.close()


def test_undo_takes_back_the_humans_last_card_in_practice_mode(qtbot, window):
    _start(window, seed=4, human_seat=1)
    c = window.controller
    for _ in range(200):
        qtbot.waitUntil(lambda: _decision_or_card(window), timeout=10000)
        dialog = _panel(qtbot, window)
        if dialog is None:
            break
        if isinstance(dialog, BiddingPanel):
            button = (
                dialog.pass_button
                if dialog.pass_button.isEnabled()
                else next(b for b in dialog.bid_buttons.values() if b.isEnabled())
            )
            click_button(qtbot, button)
        elif isinstance(dialog, (AdjutantPanel, KittyPanel)):
            _answer_as_napoleon(qtbot, window, dialog)
        else:
            raise AssertionError(f"unexpected dialog {dialog!r}")
    hand_before = c.view().hand
    raised = [i for i in window.scene.human_hand_items() if i.raised]
    click_card(window, raised[0], double=True)
    qtbot.waitUntil(lambda: len(c.view().hand) == len(hand_before) - 1, timeout=5000)
    assert window.controller.undo()
    assert c.view().hand == hand_before
    assert {i.card for i in window.scene.human_hand_items()} == set(hand_before)
