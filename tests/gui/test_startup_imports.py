"""Start-up stays lean: the first screen (a Napoleon deal) is interactive before the other
games, the AI search, the dialogs and the windows opened from the menus are imported (they
are imported at first use). Checked in a fresh interpreter, at the moment the table prints
that it is interactive (``NAPOLEON_TABLE_STARTUP_TIMING``); ``bench/startup.py`` times it.
And what is imported later is still there when a save needs it at start-up."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

# Reports the modules loaded when the table says it is interactive, then runs it as usual.
_CHILD = """
import sys


class Tap:
    def __init__(self, inner):
        self.inner = inner

    def write(self, text):
        if "interactive after" in text:
            self.inner.write("MODULES " + " ".join(sorted(sys.modules)) + "\\n")
        return self.inner.write(text)

    def __getattr__(self, name):
        return getattr(self.inner, name)


sys.stderr = Tap(sys.stderr)
from napoleon_gui.cli import main

raise SystemExit(main(["--config-dir", sys.argv[1]]))
"""

#: imported at first use, never for the first screen
DEFERRED = (
    # the other games: engines and tables
    "engine.games.rettler",
    "engine.games.belote",
    "engine.games.mustfollow",
    "napoleon_gui.games.rettler",
    "napoleon_gui.games.belote",
    "napoleon_gui.games.mustfollow.ui",
    # the AI search (strong players, searched hints)
    "engine.ai.search",
    "engine.hint_search",
    "engine.games.napoleon.search",
    # dialogs and windows opened from the menus or at the end of a deal
    "napoleon_gui.dialogs.new_game",
    "napoleon_gui.dialogs.settings_dialog",
    "napoleon_gui.dialogs.statistics_dialog",
    "napoleon_gui.dialogs.deal_result",
    "napoleon_gui.dialogs.score_sheet",
    "napoleon_gui.dialogs.records",
    "napoleon_gui.dialogs.problem",  # the box an unexpected exception opens
    "napoleon_gui.controllers.review",
    "napoleon_gui.statistics",
    "napoleon_gui.games.napoleon.legacy_save",
    "engine.record",
    # the rules texts (the rules viewer)
    "napoleon_gui.games.napoleon.rule_texts",
    # never part of the table
    "pytest",
    "hypothesis",
)


def _run(script: str, config: Path, **env: str) -> subprocess.CompletedProcess[str]:
    """``script`` in a fresh interpreter (this checkout's packages) with ``config``."""
    done = subprocess.run(
        [sys.executable, "-c", script, str(config)],
        capture_output=True,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **env},
        timeout=120,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return done


def _modules_at_interactive(config: Path) -> set[str]:
    done = _run(_CHILD, config, NAPOLEON_TABLE_STARTUP_TIMING="exit")
    lines = [line for line in done.stderr.splitlines() if line.startswith("MODULES ")]
    assert lines, f"the table never became interactive:\n{done.stderr[-3000:]}"
    return set(lines[0].split()[1:])


def test_the_first_screen_imports_only_what_it_shows(tmp_path: Path) -> None:
    loaded = _modules_at_interactive(tmp_path / "config")
    # the table it shows is there (the check is not vacuous)
    assert {"napoleon_gui.app", "napoleon_gui.games.napoleon", "engine.games.napoleon"} <= loaded
    eager = sorted(name for name in DEFERRED if name in loaded)
    assert not eager, f"imported before the table is interactive: {', '.join(eager)}"


_SAVE_PUZZLE = """
import sys
from pathlib import Path

from PySide6.QtCore import QThreadPool
from PySide6.QtWidgets import QApplication

app = QApplication([])
from napoleon_gui.app import MainWindow
from napoleon_gui.games.mustfollow.puzzle import start_puzzle
from napoleon_gui.settings import Store

window = MainWindow(Store(Path(sys.argv[1])))
start_puzzle(window.controller, 41, winnable_only=False)
window.controller.token += 1  # no bot answer lands after this
window.store.save_autosave(window.store.capture(window.controller))
QThreadPool.globalInstance().waitForDone(60000)
"""

# What the first screen does with the saves (``SavesFlow.start``), the game not imported yet.
_LOAD_SAVES = """
import sys
from pathlib import Path

from napoleon_gui.settings import Store

saves, problems = Store(Path(sys.argv[1])).load_autosaves()
print("KINDS", *[s.kind for s in saves])
print("PROBLEMS", *problems)
"""


def test_a_puzzle_save_is_read_before_the_puzzle_is_imported(tmp_path: Path) -> None:
    """The puzzle's save mode is registered by the must-follow package, which start-up no
    longer imports: the save is read all the same, never set aside as broken."""
    config = tmp_path / "config"
    _run(_SAVE_PUZZLE, config)
    lines = _run(_LOAD_SAVES, config).stdout.splitlines()
    assert "KINDS puzzle" in lines and "PROBLEMS" in lines, lines
    assert sorted(p.name for p in config.iterdir() if "autosave" in p.name) == [
        "autosave-puzzle.json"
    ]


# Reports every menu title, menu entry and toolbar button once the table is interactive.
_MENUS = """
import sys

from PySide6.QtWidgets import QApplication, QMainWindow, QToolBar


class Tap:
    def __init__(self, inner):
        self.inner = inner

    def write(self, text):
        if "interactive after" in text:
            window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QMainWindow))
            texts = []
            for top in window.menuBar().actions():
                texts.append(top.text())
                texts += [a.text() for a in top.menu().actions() if not a.isSeparator()]
            for bar in window.findChildren(QToolBar):
                texts += [a.text() for a in bar.actions() if not a.isSeparator()]
            self.inner.write("TEXTS " + "|".join(texts) + "\\n")
        return self.inner.write(text)

    def __getattr__(self, name):
        return getattr(self.inner, name)


sys.stderr = Tap(sys.stderr)
from napoleon_gui.cli import main

raise SystemExit(main(["--config-dir", sys.argv[1], "--lang", sys.argv[2]]))
"""


def test_no_menu_entry_shows_its_key_before_its_module_is_imported(tmp_path: Path) -> None:
    """A menu built at start-up words every entry, although the modules behind some entries
    (deal records, About) are imported only when used: "menu_file" was shown as a title."""
    for lang in ("en", "ja", "fr"):
        done = subprocess.run(
            [sys.executable, "-c", _MENUS, str(tmp_path / lang), lang],
            capture_output=True,
            text=True,
            env={
                **os.environ,
                "QT_QPA_PLATFORM": "offscreen",
                "NAPOLEON_TABLE_STARTUP_TIMING": "exit",
            },
            timeout=120,
            cwd=Path(__file__).resolve().parents[2],
        )
        lines = [line for line in done.stderr.splitlines() if line.startswith("TEXTS ")]
        assert lines, done.stderr[-3000:]
        texts = lines[0].removeprefix("TEXTS ").split("|")
        assert len(texts) > 15
        keys = [t for t in texts if re.fullmatch(r"&?[a-z]+_[a-z_]+", t)]
        assert not keys, (lang, keys)
