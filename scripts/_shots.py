"""What the screenshot scripts share: the main window on a fresh settings store in the chosen
language, a wait that keeps the event loop running, and a grab of the whole (virtual)
screen saved as PNG. Used by ``screenshots*.py``; run those under a real (virtual) display:

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python scripts/screenshots_....py OUT_DIR
"""

from __future__ import annotations

import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication, QDialog

from napoleon_gui import i18n
from napoleon_gui.app import MainWindow
from napoleon_gui.settings import Store


def wait(app: QApplication, ms: int) -> None:
    """Let the event loop run for ``ms`` milliseconds (animations, AI turns)."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def shoot(app: QApplication, out: Path, name: str) -> None:
    """Grab the whole screen into ``out/name.png`` and print the path."""
    app.processEvents()
    path = out / f"{name}.png"
    app.primaryScreen().grabWindow(0).save(str(path), "PNG")
    print(path)


@dataclass
class Session:
    app: QApplication
    window: MainWindow
    out: Path
    lang: str
    #: the command line after OUT_DIR and the language
    rest: list[str]

    def wait(self, ms: int) -> None:
        wait(self.app, ms)

    def shoot(self, name: str) -> None:
        shoot(self.app, self.out, name)

    def score_sheet(self, result: QDialog, name: str) -> None:
        """Close the deal-result dialog ``result``, open the score sheet and shoot it."""
        result.accept()
        self.wait(200)
        self.window.show_score_sheet()
        self.wait(300)
        self.shoot(name)

    def arg(self, index: int, default: str) -> str:
        """The ``index``-th argument after OUT_DIR and the language, or ``default``."""
        return self.rest[index] if len(self.rest) > index else default


def start(*, ai_pace_ms: int = 50, hints: bool = True) -> Session:
    """``OUT_DIR [en|ja] ...`` from the command line; the main window shown at 1360x860 in
    that language, animations fast, the AI at ``ai_pace_ms``, hint mode on by default."""
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    lang = sys.argv[2] if len(sys.argv) > 2 else "en"
    app = QApplication(sys.argv[:1])
    window = MainWindow(Store(Path(tempfile.mkdtemp())))
    i18n.set_language(lang)
    window._build_menus()
    window.resize(1360, 860)
    window.show()
    window.queue.set_speed("fast")
    window.controller.ai_pace_ms = ai_pace_ms
    if hints:
        window.toggle_hint_mode(True)
    return Session(app, window, out, lang, sys.argv[3:])
