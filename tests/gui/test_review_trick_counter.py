"""A reviewed deal's trick counter agrees with the review bar (issue 25, words a player
reads): while the bar says "Trick 3 of 10 — won by …" and the table lays that trick out,
the table's own counter says "Trick 3 of 10", not the next trick's number."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from review_helpers import bar_text, finish_deal, menu_action, next_deal, start_near_the_end
from visible_texts import scene_texts

COUNTER = re.compile(r"^Tricks? (\d+)(?:–\d+)? of (\d+)$")


def table_counter(window) -> tuple[int, int] | None:
    found = [m for _item, text in scene_texts(window.review.scene) if (m := COUNTER.match(text))]
    return (int(found[0][1]), int(found[0][2])) if found else None


@pytest.mark.parametrize(("game", "players"), [("napoleon", 4), ("rettler", 4), ("belote", 4)])
def test_the_tables_trick_counter_names_the_trick_the_bar_shows(qtbot, window, game, players):
    start_near_the_end(window, game, players)
    finish_deal(qtbot, window)
    next_deal(qtbot, window)
    window.controller.ai_pace_ms = 150
    menu_action(window, "act_score_sheet").trigger()  # Game → Score sheet, Review deal
    sheet = window.score_sheet
    sheet.table.selectRow(0)
    qtbot.mouseClick(sheet.review_button, Qt.MouseButton.LeftButton)
    review = window.review
    checked = 0
    while review.bar.forward_button.isEnabled():
        qtbot.mouseClick(review.bar.forward_button, Qt.MouseButton.LeftButton)
        step = review.steps[review.index]
        counter = table_counter(window)
        if step.kind != "trick" or counter is None:  # the last trick: the deal is over
            continue
        line = re.search(r"(?:Trick|trick) (\d+)", bar_text(window).split("<br>")[1])
        assert line is not None, bar_text(window)
        assert counter[0] == int(line[1]), (counter, bar_text(window))
        checked += 1
    assert checked >= 3
    qtbot.mouseClick(review.bar.close_button, Qt.MouseButton.LeftButton)
