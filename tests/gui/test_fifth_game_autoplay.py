"""The fifth game (whist, ``tests/fifth_game/``) at the table: ``--autoplay`` plays it with
every seat a bot, offscreen, saves a screenshot and exports the last deal as a record the
engine replays, with no edit to the program beyond the registry line (issue 26)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parent.parent.parent
GAMES = "tests.fifth_game.whist:tests.fifth_game.whist_gui"


@pytest.mark.slow
def test_autoplay_plays_whist_and_saves_a_screenshot_and_a_record(tmp_path: Path) -> None:
    path = os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)
    env = {
        **os.environ,
        "NAPOLEON_TABLE_GAMES": GAMES,
        "PYTHONPATH": path,
        "QT_QPA_PLATFORM": "offscreen",
    }
    shot, record = tmp_path / "whist.png", tmp_path / "whist.json"
    argv = ["--game", "whist", "--autoplay", "2", "--lang", "fr"]
    argv += ["--screenshot", str(shot), "--export-record", str(record)]
    argv += ["--config-dir", str(tmp_path / "config")]
    proc = subprocess.run(
        [sys.executable, "-m", "napoleon_gui", *argv],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    image = QImage(str(shot))
    assert not image.isNull() and image.width() >= 800
    # the green baize and more than one colour: a table was painted, not a blank window
    colours = {image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(60, 400, 29)}
    assert len(colours) > 20
    data = json.loads(record.read_text())
    assert data["game"] == "whist" and len(data["tricks"]) == 13
    replayed = subprocess.run(
        [sys.executable, "-m", "engine", "replay", str(record)],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=300,
    )
    assert replayed.returncode == 0, replayed.stdout
