"""The bar under the table while a finished deal is reviewed: |◀ ◀ ▶ ▶|, "Close review" and
the line that says where in the deal the table stands.

Keys (anywhere in the main window while the bar is up): Left/Right step, Home/End jump,
Escape closes. Enter does nothing here: it must never reach a game decision waiting under
the review.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QHideEvent, QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QSizePolicy, QWidget

from napoleon_gui.i18n import N_, register, tr
from napoleon_gui.widgets.buttons import hold_widest, panel_button
from napoleon_gui.widgets.plain import rich_label

register(
    {
        "review_first": N_("|◀ Start"),
        "review_back": N_("◀ Back"),
        "review_forward": N_("Forward ▶"),
        "review_last": N_("End ▶|"),
        "review_close": N_("Close review"),
        "review_coach": N_("Review with coach"),
        "review_keys": N_("Keys: ← → Home End, Esc closes"),
    }
)


class ReviewBar(QFrame):
    """Buttons and keys for stepping through a reviewed deal; shows ``set_text``."""

    #: step by -1 / +1, or jump to the start (``first``) or the end (``last``)
    step = Signal(int)
    first = Signal()
    last = Signal()
    close_requested = Signal()
    #: "Review with coach" (issue 21): the coach goes over this deal
    coach_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("review_bar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#review_bar { background: #e8eef7; border-top: 2px solid #2b4f8a; }")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 6)
        self.label = rich_label()
        self.label.setObjectName("review_label")
        self.label.setWordWrap(True)
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        # heading, trick line, cards played: the bar keeps its height from step to step
        self.label.setMinimumHeight(3 * self.label.fontMetrics().lineSpacing() + 4)
        self.first_button = panel_button(tr("review_first"), "review_first")
        self.back_button = panel_button(tr("review_back"), "review_back")
        self.forward_button = panel_button(tr("review_forward"), "review_forward")
        self.last_button = panel_button(tr("review_last"), "review_last")
        self.close_button = panel_button(tr("review_close"), "review_close")
        self.coach_button = panel_button(tr("review_coach"), "review_coach")
        for key, button in (
            ("review_first", self.first_button),
            ("review_back", self.back_button),
            ("review_forward", self.forward_button),
            ("review_last", self.last_button),
            ("review_close", self.close_button),
            ("review_coach", self.coach_button),
        ):
            hold_widest(button, [tr(key)])
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click keeps the keys here
        self.first_button.clicked.connect(self.first)
        self.back_button.clicked.connect(lambda: self.step.emit(-1))
        self.forward_button.clicked.connect(lambda: self.step.emit(1))
        self.last_button.clicked.connect(self.last)
        self.close_button.clicked.connect(self.close_requested)
        self.coach_button.clicked.connect(self.coach_requested)
        for button in (self.first_button, self.back_button, self.forward_button, self.last_button):
            layout.addWidget(button)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.coach_button)
        layout.addWidget(self.close_button)
        self.setToolTip(tr("review_keys"))
        self._keys: dict[int, Callable[[], None]] = {
            Qt.Key.Key_Left: lambda: self.step.emit(-1),
            Qt.Key.Key_Right: lambda: self.step.emit(1),
            Qt.Key.Key_Home: self.first.emit,
            Qt.Key.Key_End: self.last.emit,
            Qt.Key.Key_Escape: self.close_requested.emit,
            # swallowed: Enter would otherwise reach the decision waiting under the review
            Qt.Key.Key_Return: lambda: None,
            Qt.Key.Key_Enter: lambda: None,
        }

    # --- keys: wherever the focus is in the bar's window (the table, a toolbar ...) -------
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def hideEvent(self, event: QHideEvent) -> None:
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        super().hideEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and isinstance(watched, QWidget)
            and watched.window() is self.window()
            and event.modifiers()
            in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)
        ):
            action = self._keys.get(event.key())
            if action is not None:
                action()
                return True
        return False

    def set_text(self, html: str) -> None:
        self.label.setText(html)
        self._fit()

    def _fit(self) -> None:
        """Exactly the height the wrapped line needs at this width (the table gives way)."""
        layout = self.layout()
        if layout is not None and layout.hasHeightForWidth() and self.width() > 0:
            self.setFixedHeight(layout.totalHeightForWidth(self.width()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit()

    def set_position(self, index: int, count: int) -> None:
        """Grey out what cannot move further (``index`` of ``count`` steps)."""
        self.first_button.setEnabled(index > 0)
        self.back_button.setEnabled(index > 0)
        self.forward_button.setEnabled(index < count - 1)
        self.last_button.setEnabled(index < count - 1)
