"""Decisions on the table: a ``DecisionPanel`` per decision, shown in the ``DecisionArea``.

The area is part of the main window (under the table, on the human's side), never a
window-modal pop-up: while the player decides, the table, the side panel, the menus, the
rules viewer and hint mode all stay usable. One panel at a time; the controller replaces it
when the next decision falls due.

Keyboard safety (issue #11):
- no button in a panel is a default button, and Enter on a focused bid button does nothing
  (``QPushButton`` only reacts to Enter when it is a default button, which it never is
  outside a ``QDialog``); Enter anywhere in the area means the panel's ``safe_choice``
  (Pass, "close with my bid", or confirming exactly the selection shown), or nothing;
- Escape never discards a pending decision: the panel stays until a choice is made;
- for ``CLICK_GUARD_MS`` after a panel appears, mouse presses on it are swallowed, so a
  click aimed at the table a moment before cannot land on a freshly shown button.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from itertools import pairwise
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QFrame,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from napoleon_gui.widgets.deck_look import solid_suits
from napoleon_gui.widgets.plain import plain_label

if TYPE_CHECKING:
    from engine.actions import Action

#: how long a new panel ignores the mouse (a double click is ~400 ms, a reaction ~250 ms)
CLICK_GUARD_MS = 250


#: the dynamic property of a widget a hint suggests (styled by ``HINT_STYLE``)
HINT_PROPERTY = "hinted"
#: the hint's frame on a button of the decision area: green, like the hint's mark on a card
HINT_STYLE = (
    'QPushButton[hinted="true"] { border: 2px solid #00a843; border-radius: 3px;'
    " background: #d7f5e1; }"
    'QRadioButton[hinted="true"] { border: 2px solid #00a843; border-radius: 3px;'
    " background: #d7f5e1; }"
)


#: issue 25: the keyboard's place is always in sight: the area itself and the button with
#: the focus get a gold ring (Tab and the arrows move it; Enter or Space presses a button)
FOCUS_STYLE = (
    "#decision_area:focus { border: 2px solid #d89b00; }"
    "#decision_area QAbstractButton:focus { outline: none; border: 2px solid #d89b00;"
    " border-radius: 3px; }"
)

#: the arrow keys that move the focus among a panel's buttons: -1 back, +1 on
ARROW_STEPS = {
    Qt.Key.Key_Left: -1,
    Qt.Key.Key_Up: -1,
    Qt.Key.Key_Right: 1,
    Qt.Key.Key_Down: 1,
}


def mark_widget(widget: QWidget, on: bool) -> None:
    """Give ``widget`` the hint's frame (or take it away): a style only, never its state."""
    if bool(widget.property(HINT_PROPERTY)) == on:
        return
    widget.setProperty(HINT_PROPERTY, on)
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)
    widget.update()


class DecisionPanel(QFrame):
    """The widgets of one decision; emits ``chosen`` once with an engine action (or a list
    of actions applied in order, e.g. every discard of a kitty exchange).

    Subclasses build their widgets on ``self`` and call ``choose(action)``; they override
    ``safe_choice`` when Enter has a safe meaning. ``windowTitle()`` is the area's heading.
    """

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.choice: Action | Sequence[Action] | None = None
        self.setObjectName("decision_panel")

    def choose(self, value: Action | Sequence[Action]) -> None:
        """Finish with ``value`` (an action or a list of actions); only the first counts."""
        if self.choice is not None:
            return
        self.choice = value
        self.chosen.emit(value)

    def safe_choice(self) -> Action | Sequence[Action] | None:
        """What Enter chooses: the safe action, or None when Enter should do nothing."""
        return None

    def show_hint(self, actions: tuple[Action, ...]) -> None:
        """A hint proposes ``actions`` for this decision as a whole (the kitty exchange):
        a panel that chooses several at once selects them, without deciding; by default
        nothing happens (the hint line says it)."""

    def hint_widgets(self) -> dict[Action, QWidget]:
        """The widget that takes each action this panel offers (a bid's button, Pass …):
        marked when a hint suggests that action (``mark_hint``); {}: none can be marked."""
        return {}

    def mark_hint(self, actions: tuple[Action, ...]) -> None:
        """A hint suggests ``actions`` (issue 21): the widget of each gets a green frame;
        ``()`` takes the frames away. Nothing is pressed, checked, focused or enabled."""
        widgets = self.hint_widgets()
        hinted = {id(w) for a, w in widgets.items() if a in actions}
        # several actions may share a widget (a trump kind's button, a card in either deck)
        for widget in {id(w): w for w in widgets.values()}.values():
            mark_widget(widget, id(widget) in hinted)

    def hinted_widgets(self) -> list[QWidget]:
        """The widgets carrying the hint's frame (tests), each once."""
        widgets = {id(w): w for w in self.hint_widgets().values()}
        return [w for w in widgets.values() if w.property(HINT_PROPERTY)]

    def enter_goes_to_hand(self) -> bool:
        """Enter plays the hand's focused card rather than the panel's safe choice (a
        Rettler lead with nothing selected); False by default."""
        return False

    def arrows_go_to_hand(self) -> bool:
        """The arrows and Space move among the hand's legal cards while this panel is up
        (True by default); False: the card is already chosen and the panel asks only about
        it (Belote's "say belote?"), so the arrows stay among the panel's buttons."""
        return True

    def escape(self) -> None:
        """Escape was pressed: a panel that is one step of a choice may go back a step (it
        never throws the pending decision away); by default nothing happens."""

    def retranslate(self) -> None:
        """The language changed (panels that cache texts override this)."""


class DecisionArea(QFrame):
    """The place on the table where the human decides; holds at most one panel."""

    #: a panel was put up (True) or taken down (False)
    changed = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("decision_area")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet(
            "#decision_area { background: #f4f1e6; border-top: 2px solid #2b6a3e; }"
            + HINT_STYLE
            + FOCUS_STYLE
        )
        # the panel gets its full height; the table above gives way
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 6)
        layout.setSpacing(2)
        self.heading = plain_label()
        self.heading.setObjectName("decision_heading")
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.heading.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        layout.addWidget(self.heading)
        self._layout = layout
        self._panel: DecisionPanel | None = None
        self._shown_at = 0.0
        #: the table's hand keys (arrows, Space): set by the window, so that a decision
        #: made on the table's cards while a panel is up (a Rettler lead) is reached from
        #: the keyboard where the focus is, in the area
        self.hand_keys: Callable[[QKeyEvent], bool] | None = None
        #: Escape also puts the hint away (its marks and line; issue 21): set by the window
        self.on_escape: Callable[[], None] | None = None
        #: issue 25 (look): where the keyboard goes when a panel that had it goes (the
        #: table: arrows + Enter play), set by the window; else Qt passes it on to the next
        #: control, a toolbar button, where arrows + Enter pressed Hint mode or Score sheet
        self.keys_home: QWidget | None = None
        self.setVisible(False)

    # --- the panel ----------------------------------------------------------------------
    def panel(self) -> DecisionPanel | None:
        return self._panel

    def show_panel(self, panel: DecisionPanel) -> None:
        """Put ``panel`` up in place of any other; keyboard focus goes to the area (never
        to a bid button), and only if the main window is the active one."""
        self.clear()
        self._panel = panel
        panel.setParent(self)
        self._layout.addWidget(panel, 1)
        self.heading.setText(solid_suits(panel.windowTitle()))
        self.heading.setVisible(bool(panel.windowTitle()))
        panel.installEventFilter(self)
        for child in panel.findChildren(QWidget):
            child.installEventFilter(self)
        self._shown_at = time.monotonic()
        panel.show()
        self.setVisible(True)
        self._fit()
        self._layout.activate()  # the controls' places, for the Tab order
        self._order_tab_chain()
        self._take_focus()  # issue 25: also when the area keeps its size

    def _take_focus(self) -> None:
        """The keyboard comes to the area (never to a bid button), and never from another
        window."""
        window = self.window()
        if window is not None and (window.isActiveWindow() or QApplication.activeWindow() is None):
            self.setFocus(Qt.FocusReason.OtherFocusReason)

    def _fit(self) -> None:
        """Take exactly the panel's height at the area's width (wrapped texts are laid out
        on as few lines as that width allows); the table above gives way."""
        self._layout.invalidate()
        height = -1
        if self._layout.hasHeightForWidth() and self.width() > 0:
            height = self._layout.totalHeightForWidth(self.width())
        self.setFixedHeight(max(height, self.minimumSizeHint().height()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._panel is not None and event.size().width() != event.oldSize().width():
            self._fit()
        self._take_focus()
        self.changed.emit(True)

    def clear(self) -> None:
        """Take the panel down (its decision was made or no longer applies)."""
        panel = self._panel
        self._panel = None
        if panel is not None:
            focus = QApplication.focusWidget()
            had_keys = focus is not None and (focus is self or self.isAncestorOf(focus))
            panel.hide()
            panel.setParent(None)
            panel.deleteLater()
            self.setVisible(False)
            home = self.keys_home
            if had_keys and home is not None and home.isVisible():
                home.setFocus(Qt.FocusReason.OtherFocusReason)
            self.changed.emit(False)

    # --- input safety -------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if (
            kind
            in (
                QEvent.Type.MouseButtonPress,
                QEvent.Type.MouseButtonDblClick,
                QEvent.Type.MouseButtonRelease,
            )
            and self.guarding()
        ):
            return True  # a click meant for what was here before the panel appeared
        if (
            kind == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape)
        ):
            self.keyPressEvent(event)
            return True
        if (
            kind == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in ARROW_STEPS
            and isinstance(watched, QAbstractButton)
        ):
            self.keyPressEvent(event)  # among the panel's buttons, or the hand's cards
            return True
        return False

    # --- the keyboard (issue 25) --------------------------------------------------------
    def buttons(self) -> list[QAbstractButton]:
        """The panel's buttons the keyboard can reach, in visual order (rows top to
        bottom, each left to right)."""
        panel = self._panel
        if panel is None:
            return []
        # Qt leaves one Tab stop per exclusive button group (the others get NoFocus, as
        # radio buttons do); the arrows still go through every button of the group
        reachable = [
            b
            for b in panel.findChildren(QAbstractButton)
            if b.isVisible()
            and b.isEnabled()
            and (b.focusPolicy() != Qt.FocusPolicy.NoFocus or b.group() is not None)
        ]
        return sorted(reachable, key=self._place)

    def controls(self) -> list[QWidget]:
        """The panel's widgets Tab stops at (buttons, lists, rule links ...), visible and
        enabled, in visual order (rows top to bottom, each left to right)."""
        panel = self._panel
        if panel is None:
            return []
        found = [
            w
            for w in panel.findChildren(QWidget)
            if w.focusPolicy() & Qt.FocusPolicy.TabFocus
            and w.isVisible()
            and w.isEnabled()
            and w.focusProxy() is None
        ]
        # a list's viewport or a spin box's editor is part of its control, not a stop
        stops = [w for w in found if not any(o is not w and o.isAncestorOf(w) for o in found)]
        return sorted(stops, key=self._place)

    def _place(self, widget: QWidget) -> tuple[int, int]:
        at = widget.mapTo(self, widget.rect().center())
        return (at.y() // 16, at.x())  # a row: centres within a few pixels

    def _order_tab_chain(self) -> list[QWidget]:
        """Put the panel's controls right after the area in the window's Tab chain, in
        visual order, so that Tab or Shift+Tab from outside comes in at the right end; the
        stops, the area first."""
        stops: list[QWidget] = [self, *self.controls()]
        for first, second in pairwise(stops):
            QWidget.setTabOrder(first, second)
        return stops

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab (issue 25): the area, then its controls in visual order (not
        in the order they were made), then on round the window (the side panel, the toolbar, the
        table)."""
        if self._panel is None or not self.isVisible():
            # Qt's own move of the focus away from a panel or area being hidden
            return super().focusNextPrevChild(next)
        stops = self._order_tab_chain()
        focus = QApplication.focusWidget()
        if focus not in stops:
            return super().focusNextPrevChild(next)
        at = stops.index(focus) + (1 if next else -1)
        if 0 <= at < len(stops):
            stops[at].setFocus(
                Qt.FocusReason.TabFocusReason if next else Qt.FocusReason.BacktabFocusReason
            )
            return True
        # past either end: on round the window's ring (the side panel, the toolbar, the
        # table: ``MainWindow.focusNextPrevChild``, issue 25: tab25)
        return super().focusNextPrevChild(next)

    def step_focus(self, step: int) -> bool:
        """Move the focus to the next (``step`` +1) or previous button of the panel,
        wrapping at both ends; from the area itself, the first or the last one."""
        buttons = self.buttons()
        if not buttons:
            return False
        focus = QApplication.focusWidget()
        if focus in buttons:
            target = buttons[(buttons.index(focus) + step) % len(buttons)]
        else:
            target = buttons[0] if step > 0 else buttons[-1]
        target.setFocus(Qt.FocusReason.TabFocusReason)  # the ring shows, as with Tab
        return True

    def _focused_button(self) -> QAbstractButton | None:
        """The panel's push button the player moved the focus to (a card or option that
        toggles is a selection, not a choice: Enter confirms the selection instead)."""
        focus = QApplication.focusWidget()
        panel = self._panel
        if (
            isinstance(focus, QAbstractButton)
            and panel is not None
            and panel.isAncestorOf(focus)
            and focus.isVisible()
            and focus.isEnabled()
            and not focus.isCheckable()
        ):
            return focus
        return None

    def guarding(self) -> bool:
        return (time.monotonic() - self._shown_at) * 1000 < CLICK_GUARD_MS

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            panel = self._panel
            if panel is None:
                # no decision is pending: the focus was left here by the last panel (a bid
                # taken with Enter), and Enter means "play the focused card", as the status
                # line says; it never falls through to anything else
                if self.hand_keys is not None:
                    self.hand_keys(event)
                event.accept()
                return
            event.accept()
            button = self._focused_button()
            if button is not None:  # the ring is on it: Enter presses exactly that
                button.click()
                return
            if panel.enter_goes_to_hand() and self.hand_keys is not None and self.hand_keys(event):
                return
            choice = panel.safe_choice()
            if choice is not None:
                panel.choose(choice)
            return
        if key == Qt.Key.Key_Escape:
            event.accept()  # Escape never throws a pending decision away
            if self._panel is not None:
                self._panel.escape()  # at most back one step of the same decision
            if self.on_escape is not None:
                self.on_escape()
            return
        if (
            key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Space)
            and self.hand_keys is not None
            and (self._panel is None or self._panel.arrows_go_to_hand())
            and self.hand_keys(event)
        ):
            return
        if key in ARROW_STEPS and self.step_focus(ARROW_STEPS[Qt.Key(key)]):
            event.accept()  # no card to play: the arrows go round the panel's buttons
            return
        super().keyPressEvent(event)
