"""The box an unexpected exception opens (issue 24): one line saying what went wrong, that
the game goes on, the log file's path to attach to a report, and "Copy details", which
puts the whole traceback on the clipboard. It does not stop the table (not modal): the
game goes on behind it. A second problem while it is open is added to the same box."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from napoleon_gui.i18n import N_, register, tr
from napoleon_gui.widgets.plain import plain_label

register(
    {
        "problem_title": N_("Something went wrong"),
        "problem_line": N_("Something unexpected went wrong: {problem}"),
        "problem_goes_on": N_(
            "The game goes on. If this happens again, please report it and attach the log file:"
        ),
        "problem_no_log": N_("No log file is kept; the details are on the command line."),
        "problem_copy": N_("Copy details"),
        "problem_copied": N_("The details are on the clipboard."),
        "problem_close": N_("Close"),
    }
)


def one_line(text: str) -> str:
    """The line that says what went wrong: the message before a traceback, or the
    exception's own last line (``ZeroDivisionError: division by zero``)."""
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines:
        return ""
    if not lines[0].startswith("Traceback (most recent call last)"):
        return lines[0].strip()
    return lines[-1].strip()


class ProblemDialog(QDialog):
    """Widgets: ``line``, ``log_label`` (the log file's path, selectable), ``copy_button``,
    ``copied`` (shown once copied), ``close_button``; ``details`` is the text copied."""

    def __init__(self, parent: QWidget, text: str, log_file: Path | None) -> None:
        super().__init__(parent)
        self.setObjectName("problem_box")
        self.setWindowTitle(tr("problem_title"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.details = text
        layout = QVBoxLayout(self)
        self.line = plain_label(tr("problem_line", problem=one_line(text)))
        self.line.setObjectName("problem_line")
        self.line.setWordWrap(True)
        layout.addWidget(self.line)
        layout.addWidget(plain_label(tr("problem_goes_on") if log_file else tr("problem_no_log")))
        self.log_label = plain_label(str(log_file) if log_file else "")
        self.log_label.setObjectName("problem_log")
        self.log_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.log_label.setVisible(log_file is not None)
        layout.addWidget(self.log_label)
        self.copied = plain_label(tr("problem_copied"))
        self.copied.setVisible(False)
        layout.addWidget(self.copied)
        buttons = QHBoxLayout()
        self.copy_button = QPushButton(tr("problem_copy"))
        self.copy_button.setObjectName("problem_copy")
        self.copy_button.setAutoDefault(False)
        self.copy_button.clicked.connect(self.copy_details)
        self.close_button = QPushButton(tr("problem_close"))
        self.close_button.setObjectName("problem_close")
        self.close_button.setDefault(True)
        self.close_button.clicked.connect(self.accept)
        buttons.addWidget(self.copy_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        self.setMinimumWidth(460)

    def add(self, text: str) -> None:
        """Another problem while the box is open: its details are added to the copy."""
        self.details = f"{self.details}\n{text}"
        self.copied.setVisible(False)

    def copy_details(self) -> None:
        QGuiApplication.clipboard().setText(self.details)
        self.copied.setVisible(True)
