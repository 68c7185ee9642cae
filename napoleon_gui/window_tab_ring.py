"""Tab and Shift+Tab round the whole main window in reading order (issue 25: tab25).

The stops, in order: the toolbar's buttons left to right, the table (the hand), the refusal's
rule links under the status line, the decision area and its controls (``DecisionArea``
orders those itself), then the side panel top to bottom (buttons, lists, texts with rule
links). Hidden and disabled widgets are never stops, and a text without a link is not one.
The ring is worked out from the widgets' places each time Tab is pressed, so panels that
come and go (a decision, the co-op side panel, a refusal) never leave a stale order behind;
Qt's own focus chain is set to the same order. Every stop shows the gold focus ring
(``deck_look.FOCUS_GOLD``), as the decision area's buttons do.
"""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QLabel,
    QPushButton,
    QToolBar,
    QWidget,
)

from napoleon_gui.widgets.deck_look import FOCUS_GOLD

if TYPE_CHECKING:
    from napoleon_gui.app import MainWindow

#: the side panel's stops show the keyboard's place as the decision area's do; a text keeps
#: a transparent edge of the ring's width, and a list an edge as wide, so that the ring
#: never moves or rewraps them (push buttons: ``ButtonRings``)
SIDE_PANEL_STYLE = (
    "QAbstractItemView { border: 1px solid #a0a0a0; padding: 1px; }"
    f"QAbstractItemView:focus {{ border: 2px solid {FOCUS_GOLD}; padding: 0px; }}"
    "QLabel { border: 2px solid transparent; }"
    f"QLabel:focus {{ border: 2px solid {FOCUS_GOLD}; }}"
)
TOOLBAR_STYLE = (
    f"QToolButton:focus {{ outline: none; border: 2px solid {FOCUS_GOLD}; border-radius: 3px; }}"
)
#: a row of stops: centres within a few pixels of each other (as ``DecisionArea._place``)
ROW_PX = 16


class ButtonRing(QWidget):
    """The gold ring drawn over a side-panel push button that has the keyboard: on top of
    the button, which keeps its own look and size (a style sheet rule for its focus would
    change both, and move the buttons beside it)."""

    def __init__(self, button: QPushButton) -> None:
        super().__init__(button)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hide()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(FOCUS_GOLD), 2))
        painter.drawRoundedRect(self.rect().adjusted(1, 1, -1, -1), 3, 3)


class ButtonRings(QObject):
    """Shows the ring of the side panel's push button that has the keyboard (one ring per
    button, made when it first has the keyboard, gone with it)."""

    def __init__(self, side_panel: QWidget) -> None:
        super().__init__(side_panel)
        self._panel = side_panel
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._moved)

    def _moved(self, old: QWidget | None, new: QWidget | None) -> None:
        for widget, shown in ((old, False), (new, True)):
            if isinstance(widget, QPushButton) and self._panel.isAncestorOf(widget):
                ring = widget.findChild(ButtonRing) or ButtonRing(widget)
                ring.setGeometry(widget.rect())
                ring.setVisible(shown)
                ring.raise_()


def prepare_toolbar(toolbar: QToolBar) -> None:
    """The toolbar's buttons are Tab stops with the gold ring; Tab focus only, so a click
    on one leaves the keyboard where it was (the decision)."""
    toolbar.setStyleSheet(TOOLBAR_STYLE)
    for action in toolbar.actions():
        button = toolbar.widgetForAction(action)
        if button is not None:
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)


def _usable(widget: QWidget) -> bool:
    if not (
        widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        and widget.isVisible()
        and widget.isEnabled()
        and widget.focusProxy() is None
    ):
        return False
    if isinstance(widget, QLabel):  # a text is a stop for its links only
        return "href=" in widget.text()
    return True


def _place(window: QWidget, widget: QWidget) -> tuple[int, int]:
    at = widget.mapTo(window, widget.rect().center())
    return (at.y() // ROW_PX, at.x())


def _stops_in(window: QWidget, root: QWidget | None, skip: QWidget | None = None) -> list[QWidget]:
    """The stops inside ``root`` (not inside ``skip``), rows top to bottom, each left to
    right; a list's viewport is part of its list, not a stop of its own."""
    if root is None or not root.isVisible():
        return []
    found = [
        w
        for w in root.findChildren(QWidget)
        if _usable(w) and not (skip is not None and (w is skip or skip.isAncestorOf(w)))
    ]
    stops = [w for w in found if not any(o is not w and o.isAncestorOf(w) for o in found)]
    return sorted(stops, key=lambda w: _place(window, w))


def tab_stops(window: MainWindow) -> list[QWidget]:
    """Every stop of the window's Tab ring, in order."""
    toolbar = getattr(window, "toolbar", None)
    stops: list[QWidget] = []
    if toolbar is not None and toolbar.isVisible():
        buttons = [toolbar.widgetForAction(a) for a in toolbar.actions()]
        stops += sorted(
            (b for b in buttons if b is not None and _usable(b)),
            key=lambda b: _place(window, b),
        )
    if _usable(window.table_view):
        stops.append(window.table_view)
    area = window.decisions
    stops += _stops_in(window, window.bottom_bar, skip=area)
    if area.isVisible() and area.isEnabled():
        stops += [area, *area.controls()]
    if window.dock.isVisible():
        stops += _stops_in(window, window.dock.widget())
    return stops


def step(window: MainWindow, forward: bool) -> bool:
    """Move the keyboard to the next (``forward``) or previous stop of the ring, wrapping;
    False when the focus is not on the ring (Qt's own move then applies)."""
    stops = tab_stops(window)
    for first, second in pairwise(stops):
        QWidget.setTabOrder(first, second)
    focus = QApplication.focusWidget()
    if focus is None or not stops:
        return False
    # the table's viewport, a list's viewport: the stop they are part of
    at = next(
        (i for i, w in enumerate(stops) if w is focus),
        next((i for i, w in enumerate(stops) if w.isAncestorOf(focus)), None),
    )
    if at is None:
        return False
    target = stops[(at + (1 if forward else -1)) % len(stops)]
    reason = Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason
    target.setFocus(reason)
    if isinstance(target, QLabel):  # straight onto its first link (its last, going back):
        target.focusNextPrevChild(forward)  # each link is a stop, the text is not one more
    return True


def enter_presses(window: MainWindow) -> QAbstractButton | None:
    """The toolbar button the ring is on: Enter presses exactly it, as Space does, never
    the decision's safe choice behind it. (Only Tab puts the keyboard on the toolbar; Enter
    on the side panel still reaches the decision, as after a click on its buttons.)"""
    focus = QApplication.focusWidget()
    if (
        isinstance(focus, QAbstractButton)
        and focus.isVisible()
        and focus.isEnabled()
        and window.toolbar.isAncestorOf(focus)
    ):
        return focus
    return None
