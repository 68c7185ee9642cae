"""Deal review on the table (#13 item 6): a deal played by the bots is exported from the File
menu, opened again with File → Open record and stepped through with the bar's buttons and
the keys; the match waits meanwhile and goes on when the review closes."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from review_helpers import (
    GAMES,
    answer_open,
    answer_save,
    bar_text,
    finish_deal,
    menu_action,
    next_deal,
    review_hands,
    start_near_the_end,
)

from engine.cards import card_code
from engine.record import replay_file


def snapshot(scene):
    return sorted(
        (it.zone, it.index, it.card, it.face_up, round(it.x()), round(it.y()))
        for it in scene.card_items()
    )


def hand_total(window) -> int:
    hands = review_hands(window)
    for hand in hands:
        assert all(it.face_up and it.card is not None for it in hand), "a hand is not open"
        assert not any(it.interactive for it in hand), "a reviewed card can be played"
    return sum(len(h) for h in hands)


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_export_open_and_step_through_a_deal(qtbot, window, tmp_path, monkeypatch, game, players):
    start_near_the_end(window, game, players)
    finish_deal(qtbot, window)
    window.controller.ai_pace_ms = 150  # the next deal is still being played below
    next_deal(qtbot, window)

    path = tmp_path / f"{game}.json"
    answer_save(monkeypatch, path)
    menu_action(window, "act_export_deal").trigger()
    report = replay_file(path)
    assert report.ok, report.errors
    record = json.loads(path.read_text(encoding="utf-8"))
    winners = [trick["winner"] for trick in record["tricks"]]

    main_scene = window.scene
    before = snapshot(main_scene)
    actions = len(window.controller.actions)
    answer_open(monkeypatch, path)
    menu_action(window, "act_open_record").trigger()
    review = window.review
    assert review is not None and review.bar.isVisible()
    assert window.table_view.scene() is not main_scene
    assert not window.decisions.isVisible()

    # the start: every hand open, as dealt
    assert "Start" in bar_text(window)
    totals = [hand_total(window)]
    seen: list[str] = []
    bar = review.bar
    step = 0
    while bar.forward_button.isEnabled():
        if step % 2:
            qtbot.keyClick(window, Qt.Key.Key_Right)
        else:
            qtbot.mouseClick(bar.forward_button, Qt.MouseButton.LeftButton)
        step += 1
        shown = review.steps[review.index]
        assert review.index == step
        totals.append(hand_total(window))
        if shown.kind == "trick":
            text = bar_text(window)
            winner = winners[shown.number - 1]
            assert f"won by {winner}" in text, text
            seen.append(winner)
            assert totals[-1] < totals[-2], "the hands did not shrink after a trick"
            # the trick lies on the table as it was played: the recorded cards, face up
            laid = sorted(card_code(it.card) for it in review.trick_items.card_items())
            played = record["tricks"][shown.number - 1]["plays"]
            assert laid == sorted(c for _seat, cards in played for c in cards)
            assert all(it.face_up and it.isVisible() for it in review.trick_items.card_items())
        else:
            assert review.trick_items is None  # no trick on the table between tricks
    assert seen == winners  # one step per recorded trick, winners as recorded
    assert totals[-1] < totals[0]

    # the match waited all along: no bot moved, its table untouched
    qtbot.wait(300)
    assert len(window.controller.actions) == actions
    assert snapshot(main_scene) == before

    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert review.index == 0 and not bar.back_button.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert review.index == len(review.steps) - 1
    qtbot.mouseClick(bar.back_button, Qt.MouseButton.LeftButton)
    assert review.index == len(review.steps) - 2
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert review.index == len(review.steps) - 3
    qtbot.keyClick(window, Qt.Key.Key_Return)  # nothing: no decision behind the review
    assert review.index == len(review.steps) - 3

    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert window.review is None
    assert window.table_view.scene() is main_scene  # the match's own table, as it was
    assert not review.bar.isVisible()
    qtbot.waitUntil(
        lambda: len(window.controller.actions) > actions or window.active_dialog is not None,
        timeout=20000,
    )


def test_a_deal_of_the_score_sheet_is_reviewed_and_closed(qtbot, window):
    start_near_the_end(window, "napoleon", 4)
    finish_deal(qtbot, window)
    next_deal(qtbot, window)
    window.controller.ai_pace_ms = 150
    menu_action(window, "act_score_sheet").trigger()  # Game → Score sheet
    sheet = window.score_sheet
    assert sheet is not None and sheet.isVisible()
    sheet.table.selectRow(0)
    qtbot.mouseClick(sheet.review_button, Qt.MouseButton.LeftButton)
    review = window.review
    assert review is not None
    assert review.log is window.controller.match.logs[0]
    assert review.names == window.controller.names()
    qtbot.mouseClick(review.bar.last_button, Qt.MouseButton.LeftButton)
    assert "End" in bar_text(window) or "won by" in bar_text(window)
    qtbot.mouseClick(review.bar.close_button, Qt.MouseButton.LeftButton)
    assert window.review is None and window.table_view.scene() is window.scene


def test_a_broken_record_is_reported_and_changes_nothing(qtbot, window, tmp_path, monkeypatch):
    start_near_the_end(window, "napoleon", 4)
    finish_deal(qtbot, window)
    next_deal(qtbot, window)
    good = tmp_path / "good.json"
    answer_save(monkeypatch, good)
    menu_action(window, "act_export_deal").trigger()
    record = json.loads(good.read_text(encoding="utf-8"))
    # the second seat plays the first seat's led card: a card it does not hold
    first = record["tricks"][0]["plays"]
    first[1][1] = list(first[0][1])
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(record), encoding="utf-8")
    not_json = tmp_path / "not_json.json"
    not_json.write_text('{"format": "trick-record/1",', encoding="utf-8")

    for path, words in ((broken, "trick 1"), (not_json, "not valid JSON")):
        scene = window.table_view.scene()
        answer_open(monkeypatch, path)
        menu_action(window, "act_open_record").trigger()
        box = window.active_dialog
        assert isinstance(box, QMessageBox) and box.isVisible()
        assert words in box.text(), box.text()
        assert window.review is None and window.table_view.scene() is scene
        assert window.controller.paused  # the game waits for the message
        qtbot.mouseClick(box.button(QMessageBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not window.controller.paused, timeout=2000)
        assert path.exists()  # the file is left as it was


def test_the_result_windows_review_steps_aside_and_comes_back(qtbot, window):
    start_near_the_end(window, "rettler", 4)
    result = finish_deal(qtbot, window)
    rows = len(window.controller.match.rows)
    qtbot.mouseClick(result.review_button, Qt.MouseButton.LeftButton)
    review = window.review
    assert review is not None and review.log is window.controller.match.logs[rows - 1]
    assert not result.isVisible()  # out of the way of the table while reviewing
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert review.index == len(review.steps) - 1
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert window.review is None
    qtbot.waitUntil(result.isVisible, timeout=2000)
    assert window.active_dialog is result  # the same window: no second result
    assert len(window.controller.match.rows) == rows
    qtbot.mouseClick(result.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: (
            len(window.controller.actions) > 0 and window.controller.state.current_seat is not None
        ),
        timeout=10000,
    )
