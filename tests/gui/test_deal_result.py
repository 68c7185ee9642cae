"""The shared deal-result window of every game: the formula with its rule IDs and figures,
rule links that open the rules viewer, "Review deal" and "Next deal"."""

from __future__ import annotations

import re

import pytest
from deals import finish_a_deal
from mouse import click_button
from PySide6.QtCore import Qt

from engine.score_formula import score_text, signed
from engine.score_sheet import units_of
from napoleon_gui.dialogs.deal_result import KEY_GUARD_MS, DealResultWindow

GAMES = [
    ("napoleon", "book", 4, r"N-SCORE-\d+"),
    ("rettler", "book", 5, r"R-(SCORE|BID)-\d+"),
    ("belote", "standard", 4, r"B-(SCORE|BID)-\d+"),
    ("mustfollow", "first_edition", 3, r"M-(GOAL|SCORE)-\d+"),
]


def _finish_a_deal(window, qtbot, game: str, preset: str, players: int) -> DealResultWindow:
    names = ["You", *(f"AI {i}" for i in range(1, players))]
    return finish_a_deal(window, qtbot, game, preset, players, names)


@pytest.mark.parametrize(("game", "preset", "players", "rule"), GAMES)
def test_result_window_shows_the_formula_and_opens_rules(
    window, qtbot, game, preset, players, rule
) -> None:
    dialog = _finish_a_deal(window, qtbot, game, preset, players)
    match = window.controller.match
    row = match.rows[-1]
    qtbot.waitUntil(dialog.isVisible, timeout=5000)
    text = dialog.formula_label.text() + dialog.headline.text()
    # the rule IDs are links to the rules viewer
    found = re.findall(r'href="rule:(' + rule + ')"', text)
    assert found, text
    # the engine's figures: each scoring unit's change and new total in the table, once
    # (partners who share a score share a row, B-SEAT-1), the same changes in the formula
    assert dialog.formula is not None and dialog.formula.changes == row.result.scores
    units = units_of(game, players)
    assert dialog.table.rowCount() == len(units) == (2 if game == "belote" else players)
    for r, unit in enumerate(units):
        assert dialog.table.item(r, 1).text() == signed(row.result.scores[unit[0]])
        assert dialog.table.item(r, 2).text() == score_text(row.totals[unit[0]])
    if game != "mustfollow":
        for change in row.result.scores:
            if change:
                assert str(abs(change)) in dialog.formula_label.text()
    # a rule ID's link opens the rules viewer at it
    dialog.formula_label.linkActivated.emit(f"rule:{found[0]}")
    assert window.rules_viewer is not None and window.rules_viewer.isVisible()
    # "Review deal" asks for this deal; "Next deal" (Enter) starts the next one
    dialog.review_requested.disconnect()  # the review mode itself is tested elsewhere
    assert dialog.review_button.isEnabled()  # the match keeps this deal's log
    with qtbot.waitSignal(dialog.review_requested, timeout=2000) as signal:
        click_button(qtbot, dialog.review_button)
    assert signal.args == [row.number]
    window.rules_viewer.close()
    dialog.activateWindow()
    deals = len(match.rows)
    qtbot.wait(KEY_GUARD_MS + 150)  # the guard over (Qt timers may fire 5 % early)
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=5000)
    assert not dialog.isVisible()
    qtbot.waitUntil(
        lambda: window.controller.state is not None and not window.controller.state.is_over,
        timeout=10000,
    )
    assert len(match.rows) == deals  # a new deal is being played


def test_result_window_in_japanese(window, qtbot) -> None:
    from napoleon_gui import i18n

    i18n.set_language("ja")
    dialog = _finish_a_deal(window, qtbot, "napoleon", "book", 4)
    assert "ナポレオン側" in dialog.formula_label.text()
    assert "N‑SCORE" in dialog.formula_label.text()  # the link text keeps the rule ID
    assert dialog.next_button.text() == "次のディール"
    click_button(qtbot, dialog.next_button)
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=5000)


def test_enter_meant_for_the_last_card_does_not_skip_the_result(window, qtbot) -> None:
    """A player playing the last cards with Enter: the key pressed as the result appears is
    ignored, so the result is read; a deliberate Enter a moment later goes on."""
    dialog = _finish_a_deal(window, qtbot, "napoleon", "book", 4)
    qtbot.waitUntil(dialog.isVisible, timeout=5000)
    dialog.activateWindow()
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.isVisible() and window.active_dialog is dialog
    qtbot.wait(KEY_GUARD_MS + 150)
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=5000)
    assert not dialog.isVisible()
