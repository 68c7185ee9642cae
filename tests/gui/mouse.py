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
