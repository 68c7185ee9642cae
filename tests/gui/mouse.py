"""Mouse input on the table as a player gives it: click where a card can actually be seen."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

#: a suit glyph in its deck colour, as ``deck_look.suit_marks`` writes it
SUIT_SPAN = re.compile(r'<span style="color:[^"]*">([♠♥♦♣])</span>')


def visible_point(window: Any, item: Any) -> QPointF:
    """A point of ``item`` not covered by another card (hands are fanned)."""
    rect = item.sceneBoundingRect()
    for fx in (0.1, 0.15, 0.2, 0.3, 0.5, 0.7, 0.85):
        for fy in (0.2, 0.3, 0.4, 0.5, 0.6, 0.7):
            p = QPointF(rect.left() + fx * rect.width(), rect.top() + fy * rect.height())
            # where the click really lands: the view's whole pixel nearest to p
            p = window.table_view.mapToScene(window.table_view.mapFromScene(p))
            top = window.scene.itemAt(p, window.table_view.transform())
            while top is not None and top is not item and top.parentItem() is not None:
                top = top.parentItem()
            if top is item:
                return p
    raise AssertionError(f"card {item!r} is not visible anywhere")


def click_card(window: Any, item: Any, double: bool = False) -> None:
    """Click (or double-click) ``item`` where it shows on the table."""
    view = window.table_view
    pos = view.mapFromScene(visible_point(window, item))
    click = QTest.mouseDClick if double else QTest.mouseClick
    click(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def wait_panel(qtbot: Any, window: Any, kind: type | None = None, timeout: int = 10000) -> Any:
    """Wait until the decision area shows a panel (of ``kind``), then wait out its click
    guard so that a following click counts, as it does for a player."""
    from napoleon_gui.widgets.decision import CLICK_GUARD_MS

    def shown() -> bool:
        panel = window.decisions.panel()
        return panel is not None and panel.isVisible() and (kind is None or isinstance(panel, kind))

    qtbot.waitUntil(shown, timeout=timeout)
    qtbot.wait(CLICK_GUARD_MS + 30)
    return window.decisions.panel()


def wait_hint(qtbot: Any, window: Any, timeout: int = 10000) -> str:
    """The hint line once the hint is found: hints are searched off the GUI thread and the
    line says "thinking…" until then."""
    from napoleon_gui.i18n import tr

    def found() -> bool:
        text = window.hint_label.text()
        return bool(text) and tr("hint_thinking") not in text

    qtbot.waitUntil(found, timeout=timeout)
    return plain_suits(str(window.hint_label.text()))


def plain_suits(markup: str) -> str:
    """``markup`` with each suit's colour span taken off: the solid suit the player reads
    (♥ ♦, issue 25) stays, links and the other markup too."""
    return SUIT_SPAN.sub(r"\1", markup)


def click_button(qtbot: Any, button: Any) -> None:
    """A left click in the middle of ``button`` (it must be visible and enabled)."""
    assert button.isVisible(), f"{button.objectName() or button.text()} is not visible"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def open_settings(qtbot: Any, window: Any) -> Any:
    """Options ▸ Settings…: the dialog, shown (the game pauses behind it)."""
    from napoleon_gui.dialogs.settings_dialog import SettingsDialog

    window._actions["act_settings"].trigger()
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, SettingsDialog), timeout=3000)
    dialog = window.active_dialog
    qtbot.waitExposed(dialog)
    return dialog


def choose_in_combo(qtbot: Any, combo: Any, data: str) -> None:
    """Open the combo box's list with the mouse and click the entry holding ``data``."""
    from PySide6.QtWidgets import QApplication

    qtbot.mouseClick(combo, Qt.MouseButton.LeftButton)
    popup = combo.view()
    qtbot.waitUntil(popup.isVisible, timeout=3000)
    # the list ignores a release that comes within a double-click interval of opening
    qtbot.wait(QApplication.doubleClickInterval() + 50)
    index = popup.model().index(combo.findData(data), 0)
    rect = popup.visualRect(index)
    qtbot.mouseClick(popup.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: combo.currentData() == data, timeout=3000)


def link_points(label: Any) -> list[Any]:
    """Where a player can click the links of a rich-text ``label``, in reading order: the
    mouse goes over the label row by row and notes each point where the pointer turns into
    a hand (a link seen on several rows of one line is noted once per row)."""
    from PySide6.QtCore import QPoint

    points = []
    for y in range(1, label.height(), max(2, label.fontMetrics().height() // 3)):
        over = False
        for x in range(1, label.width(), 3):
            QTest.mouseMove(label, QPoint(x, y))
            hand = label.cursor().shape() == Qt.CursorShape.PointingHandCursor
            if hand and not over:
                points.append(QPoint(x + 3, y))
            over = hand
    return points


def open_new_game(qtbot: Any, window: Any) -> Any:
    """Game ▸ New game, as a player opens it; the dialog once it shows."""
    from napoleon_gui.dialogs.new_game import NewGameDialog

    window.activateWindow()
    window._actions["act_new_game"].trigger()
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, NewGameDialog), timeout=3000)
    dialog = window.active_dialog
    assert isinstance(dialog, NewGameDialog)
    qtbot.waitExposed(dialog)
    return dialog


def set_four_colour_deck(qtbot: Any, window: Any) -> None:
    """Settings ▸ the four-colour deck box clicked on its indicator, then OK."""
    from PySide6.QtWidgets import QStyle, QStyleOptionButton

    dialog = open_settings(qtbot, window)
    check = dialog.checks["four_colour_deck"]
    option = QStyleOptionButton()
    check.initStyleOption(option)
    box = check.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, check)
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton, pos=box.center())
    click_button(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Ok))
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=3000)
