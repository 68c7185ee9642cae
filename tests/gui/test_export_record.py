"""Exporting deals as ``trick-record/1`` files (#13 item 6): the command line's
``--export-record`` and File → Export deal… when there is nothing to write or the write
fails."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from review_helpers import (
    GAMES,
    answer_save,
    finish_deal,
    menu_action,
    next_deal,
    start_bot_match,
    start_near_the_end,
)

from engine.record import replay_file
from napoleon_gui.cli import main

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow  # one of the longest: started first on its worker (tests/conftest.py)
@pytest.mark.parametrize(("game", "players"), GAMES)
def test_the_command_line_writes_the_deal_it_played(qapp, tmp_path, game, players):
    out = tmp_path / "deal.json"
    code = main(
        [
            "--game",
            game,
            "--players",
            str(players),
            "--autoplay",
            "1",
            "--export-record",
            str(out),
            "--config-dir",
            str(tmp_path / "cfg"),
        ]
    )
    assert code == 0
    report = replay_file(out)
    assert report.ok, report.errors
    record = json.loads(out.read_text(encoding="utf-8"))
    assert record["format"] == "trick-record/1" and record["game"] == game
    assert len(record["seats"]) == players


@pytest.mark.slow  # one of the longest: started first on its worker (tests/conftest.py)
def test_python_m_napoleon_gui_export_record_replays(tmp_path):
    out = tmp_path / "napoleon.json"
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "napoleon_gui",
            "--game",
            "napoleon",
            "--players",
            "5",
            "--autoplay",
            "1",
            "--export-record",
            str(out),
            "--config-dir",
            str(tmp_path / "c"),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )
    assert run.returncode == 0, run.stderr
    replay = subprocess.run(
        [sys.executable, "-m", "engine", "replay", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert replay.returncode == 0, replay.stdout + replay.stderr
    assert "agrees with the rules" in replay.stdout


def test_the_command_line_says_in_one_line_when_it_cannot_write(qapp, tmp_path, capsys):
    blocker = tmp_path / "a_file"
    blocker.write_text("not a folder", encoding="utf-8")
    code = main(
        [
            "--game",
            "rettler",
            "--autoplay",
            "1",
            "--export-record",
            str(blocker / "deal.json"),
            "--config-dir",
            str(tmp_path / "cfg"),
        ]
    )
    # refused before a deal is played (exit 2: the command line's usage), in one line
    assert code == 2
    lines = capsys.readouterr().err.splitlines()
    assert lines == [
        f"napoleon-table: error: --export-record {blocker / 'deal.json'}: "
        f"{blocker} is a file, not a folder"
    ]
    assert blocker.read_text(encoding="utf-8") == "not a folder"


def test_export_record_needs_autoplay(qapp, tmp_path, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["--export-record", str(tmp_path / "x.json")])
    assert exit_info.value.code == 2
    assert "--export-record needs --autoplay" in capsys.readouterr().err


def test_export_deal_before_any_deal_is_finished_says_so(qtbot, window, tmp_path, monkeypatch):
    start_bot_match(window, "belote", 4)
    window.controller.ai_pace_ms = 200  # the first deal is still being played
    out = tmp_path / "deal.json"
    answer_save(monkeypatch, out)
    menu_action(window, "act_export_deal").trigger()
    box = window.active_dialog
    assert isinstance(box, QMessageBox) and "No finished deal" in box.text()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert not out.exists()


def test_a_failed_export_is_reported_and_keeps_the_old_file(qtbot, window, tmp_path, monkeypatch):
    start_near_the_end(window, "napoleon", 4)
    finish_deal(qtbot, window)
    next_deal(qtbot, window)
    blocker = tmp_path / "a_file"
    blocker.write_text("keep me", encoding="utf-8")
    answer_save(monkeypatch, blocker / "deal.json")
    menu_action(window, "act_export_deal").trigger()
    box = window.active_dialog
    assert isinstance(box, QMessageBox) and "could not be written" in box.text()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert blocker.read_text(encoding="utf-8") == "keep me"
    good = tmp_path / "deal.json"
    answer_save(monkeypatch, good)
    menu_action(window, "act_export_deal").trigger()
    assert replay_file(good).ok
