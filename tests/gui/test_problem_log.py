"""A log to report from (issue 24): an unexpected exception in a slot, a thread or a bot's
search is logged with its traceback and opens the problem box (one line, the log file's
path, "Copy details" puts the traceback on the clipboard); the game goes on. ``--log-level``
sets what the log keeps; Help ▸ About shows the log folder and the licences."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from mouse import click_button
from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox

from napoleon_gui import i18n, logs
from napoleon_gui.cli import install_exception_hooks
from napoleon_gui.dialogs.problem import ProblemDialog
from napoleon_gui.game_config import GameConfig

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def logged(window, tmp_path):
    """The window with the table's log in ``tmp_path/logs`` and its exception hooks."""
    log_file = logs.start(tmp_path / "logs", "INFO")
    assert log_file is not None
    restore = install_exception_hooks(window)
    yield window, log_file
    restore()
    logs.stop()


def bots_play(window) -> None:
    """Every seat an AI, at instant speed: the deal goes on by itself."""
    window.controller.new_match(GameConfig("napoleon", "book", 4, None, ["easy"] * 4, [], 7))


def moves(window) -> int:
    return len(window.controller.actions)


def problem_box(window) -> ProblemDialog:
    box = window.findChild(ProblemDialog, "problem_box")
    assert box is not None
    return box


def the_game_goes_on(qtbot, window) -> None:
    before = moves(window)
    qtbot.waitUntil(lambda: moves(window) > before + 2, timeout=20000)


def boom() -> None:
    raise ZeroDivisionError("division by zero in a slot")


@pytest.mark.qt_no_exception_capture  # the table's own hook, not pytest-qt's, takes it
def test_an_exception_in_a_slot_opens_the_problem_box_and_the_game_goes_on(qtbot, logged):
    window, log_file = logged
    bots_play(window)
    qtbot.waitUntil(lambda: moves(window) > 0, timeout=20000)
    QTimer.singleShot(0, boom)  # a slot that fails, as a timer or a dialog's would
    qtbot.waitUntil(lambda: window.findChild(ProblemDialog, "problem_box") is not None)
    box = problem_box(window)
    assert box.isVisible() and not box.isModal()
    assert box.line.text() == (
        "Something unexpected went wrong: ZeroDivisionError: division by zero in a slot"
    )
    assert box.log_label.text() == str(log_file) and box.log_label.isVisible()
    # "Copy details" puts the whole traceback on the clipboard
    QGuiApplication.clipboard().clear()
    click_button(qtbot, box.copy_button)
    copied = QGuiApplication.clipboard().text()
    assert copied.startswith("Traceback (most recent call last):")
    assert "in boom" in copied and copied.rstrip().endswith("division by zero in a slot")
    assert box.copied.isVisible()
    # the log file has the traceback too
    logged_text = log_file.read_text(encoding="utf-8")
    assert "ERROR" in logged_text and "in boom" in logged_text
    assert "ZeroDivisionError: division by zero in a slot" in logged_text
    # the table still works: the bots play on, with the box open and after it is closed
    the_game_goes_on(qtbot, window)
    click_button(qtbot, box.close_button)
    qtbot.waitUntil(lambda: window.findChild(ProblemDialog, "problem_box") is None)
    the_game_goes_on(qtbot, window)


@pytest.mark.qt_no_exception_capture
def test_a_second_problem_is_added_to_the_open_box(qtbot, logged):
    window, _log_file = logged
    QTimer.singleShot(0, boom)
    qtbot.waitUntil(lambda: window.findChild(ProblemDialog, "problem_box") is not None)

    def other() -> None:
        raise KeyError("second")

    QTimer.singleShot(0, other)
    qtbot.waitUntil(lambda: "KeyError: 'second'" in problem_box(window).details)
    assert len(window.findChildren(ProblemDialog)) == 1
    click_button(qtbot, problem_box(window).copy_button)
    assert "KeyError: 'second'" in QGuiApplication.clipboard().text()


def test_an_exception_in_a_thread_is_shown_on_the_table(qtbot, logged):
    window, log_file = logged

    def worker() -> None:
        raise RuntimeError("a worker thread failed")

    thread = threading.Thread(target=worker, name="napoleon-test-worker")
    thread.start()
    thread.join()
    qtbot.waitUntil(lambda: window.findChild(ProblemDialog, "problem_box") is not None)
    box = problem_box(window)
    assert box.line.text().endswith("RuntimeError: a worker thread failed")
    assert "napoleon-test-worker" in box.details
    assert "a worker thread failed" in log_file.read_text(encoding="utf-8")


class BrokenBot:
    def choose(self, _view):
        raise ValueError("the bot's search broke")


def test_a_bot_that_fails_is_reported_and_replaced(qtbot, logged):
    """A worker (a bot's search off the GUI thread) fails: the box names the seat, the
    traceback is logged, and a fallback move keeps the deal going."""
    window, log_file = logged
    bots_play(window)
    qtbot.waitUntil(lambda: moves(window) > 0, timeout=20000)
    window.controller.bots[:] = [BrokenBot()] * 4
    qtbot.waitUntil(
        lambda: window.findChild(ProblemDialog, "problem_box") is not None, timeout=20000
    )
    box = problem_box(window)
    assert box.line.text().startswith("Something unexpected went wrong: ")
    assert "the bot's search broke" in box.details
    assert "ValueError: the bot's search broke" in log_file.read_text(encoding="utf-8")
    the_game_goes_on(qtbot, window)


def test_the_problem_box_speaks_the_players_language(qtbot, logged):
    window, _log_file = logged
    i18n.set_language("ja")
    window.report("Traceback (most recent call last):\nValueError: x")
    box = problem_box(window)
    assert box.windowTitle() == i18n.tr_in("ja", "problem_title") != "Something went wrong"
    assert box.copy_button.text() == i18n.tr_in("ja", "problem_copy") != "Copy details"


def run_table(tmp_path: Path, *args: str) -> str:
    """Open a fresh table with ``--config-dir tmp_path``, save its picture and quit; the log's
    text. (A deal played by the AI seats adds no line at any level: it cost 1.5 s of
    processor time per start and checked nothing more.)"""
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "napoleon_gui",
            "--config-dir",
            str(tmp_path),
            "--screenshot",
            str(tmp_path.parent / f"{tmp_path.name}.png"),
            *args,
        ],
        capture_output=True,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        cwd=ROOT,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    log_file = tmp_path / "logs" / logs.LOG_NAME
    return log_file.read_text(encoding="utf-8") if log_file.exists() else ""  # nothing logged


@pytest.mark.slow  # one of the longest: started first on its worker (tests/conftest.py)
def test_log_level_is_honoured(tmp_path):
    debug = run_table(tmp_path / "debug", "--log-level", "DEBUG")
    assert " DEBUG " in debug and "command line:" in debug
    assert " INFO " in debug and "starting" in debug  # the version line, for a report
    usual = run_table(tmp_path / "usual")
    assert " INFO " in usual and " DEBUG " not in usual
    quiet = run_table(tmp_path / "quiet", "--log-level", "warning")
    assert quiet == ""
    assert (tmp_path / "quiet" / "logs" / logs.FAULT_NAME).exists()  # faulthandler's file


def test_an_unknown_log_level_is_refused(capsys):
    from napoleon_gui.cli import main

    with pytest.raises(SystemExit) as exited:
        main(["--log-level", "LOUD"])
    assert exited.value.code == 2
    assert "--log-level" in capsys.readouterr().err


def test_the_log_rotates_and_keeps_a_few_files(tmp_path):
    handler = logs.RotatingFile(tmp_path / "t.log", max_bytes=200, backups=2)
    import logging

    logger = logging.getLogger("napoleon_gui.test_rotation")
    logger.propagate = False
    logger.addHandler(handler)
    try:
        for i in range(40):
            logger.warning("line %02d %s", i, "x" * 30)
    finally:
        logger.removeHandler(handler)
        handler.close()
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["t.log", "t.log.1", "t.log.2"]
    assert all(p.stat().st_size <= 200 for p in tmp_path.iterdir())
    assert "line 39" in (tmp_path / "t.log").read_text()


def test_about_shows_the_log_folder_and_the_licences(qtbot, logged, tmp_path):
    window, _log_file = logged
    from napoleon_gui.dialogs.about import show_about

    box = show_about(window)
    text = box.text()
    assert str(tmp_path / "logs") in text
    assert "MIT" in text and "LGPL" in text
    assert str(ROOT / "LICENSE") in text  # a checkout: the project's licence text
    box.close()
    qtbot.waitUntil(lambda: not any(b.isVisible() for b in window.findChildren(QMessageBox)))


def test_a_hard_crash_leaves_its_stacks_in_the_faults_file(tmp_path):
    """faulthandler is on, writing to ``faults.log`` in the log folder: a crash in Qt or
    Python's C code (here a segmentation fault on purpose) leaves the Python stacks there."""
    script = (
        "import sys, faulthandler\n"
        "from pathlib import Path\n"
        "from napoleon_gui import logs\n"
        "logs.start(Path(sys.argv[1]), 'INFO')\n"
        "def deal_the_cards():\n"
        "    faulthandler._sigsegv()\n"
        "deal_the_cards()\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, str(tmp_path)], capture_output=True, text=True, cwd=ROOT
    )
    assert done.returncode != 0
    faults = (tmp_path / logs.FAULT_NAME).read_text(encoding="utf-8")
    assert "Segmentation fault" in faults and "deal_the_cards" in faults
