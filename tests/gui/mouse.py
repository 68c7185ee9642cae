"""Mouse input on the table as a player gives it: click where a card can actually be seen."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest


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


def click_button(qtbot: Any, button: Any) -> None:
    """A left click in the middle of ``button`` (it must be visible and enabled)."""
    assert button.isVisible(), f"{button.objectName() or button.text()} is not visible"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def press(qtbot: Any, window: Any, key: Any) -> None:
    """A key press where keyboard focus is in ``window`` (e.g. Enter in the decision area)."""
    from PySide6.QtWidgets import QApplication

    target = QApplication.focusWidget() or window
    qtbot.keyClick(target, key)
