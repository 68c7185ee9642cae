"""A dialog no taller than the screen (issue 25, look): its body scrolls above its buttons,
which stay in sight, on a screen too short for all of it (1024×700 in Japanese)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QFrame, QLayout, QScrollArea, QStyle, QWidget

#: the window manager's title bar and frame round a dialog (a generous guess)
FRAME_ALLOWANCE = 48


def scrolling_body(body: QWidget, name: str) -> QScrollArea:
    """``body`` in a frameless scroll area that scrolls up and down only and is no Tab stop
    of its own."""
    scroll = QScrollArea()
    scroll.setObjectName(name)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroll.setWidgetResizable(True)
    scroll.setWidget(body)
    scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return scroll


def fit_to_screen(dialog: QDialog, scroll: QScrollArea, outer: QLayout, below: QWidget) -> None:
    """``scroll`` (the dialog's body, in ``outer`` above ``below``, its buttons) as tall as
    the body needs, but the whole dialog no taller than its screen's free area."""
    body = scroll.widget()
    if body is None:
        return
    want = body.sizeHint()
    bar = dialog.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
    scroll.setMinimumWidth(want.width() + bar)
    scroll.setMaximumHeight(want.height())
    screen = dialog.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        scroll.setMinimumHeight(want.height())
        return
    margins = outer.contentsMargins()
    rest = below.sizeHint().height() + outer.spacing() + margins.top() + margins.bottom()
    room = screen.availableGeometry().height() - rest - FRAME_ALLOWANCE
    height = max(160, min(want.height(), room))
    scroll.setMinimumHeight(height)
    if dialog.height() > height + rest:
        dialog.resize(dialog.width(), height + rest)
