"""Regenerate the README's picture, ``docs/screenshot.png``: the table at the end of a
four-player Napoleon deal (``book`` preset, a fixed deal) that the AI played in every seat, in
English, on a fresh settings folder. Run it from the repository root under a (virtual)
display:

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python scripts/readme_screenshot.py

An optional argument writes the picture elsewhere (``... readme_screenshot.py /tmp/t.png``).
The exit status is 1 if the deal could not be played or the picture not written.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# this checkout's code, not whichever checkout the virtual environment has installed
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from napoleon_gui import i18n  # noqa: E402
from napoleon_gui.app import MainWindow  # noqa: E402
from napoleon_gui.game_config import GameConfig  # noqa: E402
from napoleon_gui.settings import Store  # noqa: E402

OUT = ROOT / "docs" / "screenshot.png"
#: a fixed deal, so that the picture changes only when the table does
SEED = 7
SIZE = (1280, 820)
NAMES = ["You", "Anne", "Ben", "Clara"]


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else OUT
    app = QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as settings_dir:
        # autoplay: every seat an AI at instant speed, no resume question, no result window
        window = MainWindow(Store(Path(settings_dir)), autoplay=1)
        i18n.set_language("en")  # not the machine's language
        window._build_menus()
        window.resize(*SIZE)
        window.show()
        finished: list[bool] = []
        loop = QEventLoop()

        def done(ok: bool) -> None:
            finished.append(ok)
            loop.quit()

        window.autoplay_finished.connect(done)
        config = GameConfig("napoleon", "book", 4, None, ["normal"] * 4, NAMES, SEED)
        window.controller.new_match(config)
        QTimer.singleShot(120_000, loop.quit)  # a deal takes seconds; never hang
        loop.exec()
        # let the side panel and the plates lay out their last texts before the grab
        settle = QEventLoop()
        QTimer.singleShot(500, settle.quit)
        settle.exec()
        saved = bool(finished and finished[0]) and window.grab().save(str(out), "PNG")
        window.close()
    app.processEvents()
    if not saved:
        print(f"readme_screenshot: could not play the deal or write {out}", file=sys.stderr)
        return 1
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
