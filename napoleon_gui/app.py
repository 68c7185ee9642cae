"""The Napoleon Table main window.

For now a placeholder: the real table comes once the engine API is ready.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

WINDOW_TITLE = "Napoleon Table"

PLACEHOLDER_TEXT = (
    "<h1>Napoleon Table</h1>"
    "<p>ナポレオン ♠ ♡ ♢ ♣</p>"
    "<p>The table is under construction.<br>"
    "The rules engine comes first; the table will follow.</p>"
)


class MainWindow(QMainWindow):
    """The top-level window of the table."""

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(WINDOW_TITLE)
        label = QLabel(PLACEHOLDER_TEXT)
        label.setObjectName("placeholder")
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)
        self.setCentralWidget(label)
        self.resize(800, 560)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="napoleon-table", description="Napoleon Table")
    parser.add_argument(
        "--screenshot",
        metavar="PATH",
        help="show the window, save a PNG of it to PATH, then quit",
    )
    return parser


def _application() -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    return QApplication([sys.argv[0] if sys.argv else "napoleon-table"])


def main(argv: Sequence[str | os.PathLike[str]] | None = None) -> int:
    """Start the table; returns the process exit code."""
    raw = sys.argv[1:] if argv is None else [os.fspath(arg) for arg in argv]
    args = build_parser().parse_args(raw)

    app = _application()
    window = MainWindow()
    window.show()

    if args.screenshot is not None:
        app.processEvents()
        saved = window.grab().save(args.screenshot, "PNG")
        window.close()
        if not saved:
            print(f"napoleon-table: could not write {args.screenshot}", file=sys.stderr)
            return 1
        return 0

    return app.exec()
