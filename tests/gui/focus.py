"""The keyboard's place as a player sees it (issue 25): the gold focus ring."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor


def gold(color: QColor) -> bool:
    """The focus ring's gold (``deck_look.FOCUS_GOLD``), as drawn on screen."""
    return color.red() > 180 and 120 < color.green() < 190 and color.blue() < 60


def ring_shown(widget: Any) -> bool:
    """The gold ring at ``widget``'s left edge, half-way down, as the player sees it (the
    table's frame lies a few pixels inside the view's own edge)."""
    image = widget.grab().toImage()
    return any(gold(image.pixelColor(x, image.height() // 2)) for x in range(6))
