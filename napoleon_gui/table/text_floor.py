"""The smallest text on the table (issue 25): every text the scene draws is at least 9 pt on
the screen, whatever the view's scale; the view tells the scene the floor, in scene units
(``TableScene.set_text_floor``), and each decoration sizes its fonts and grows by it."""

from __future__ import annotations

import math

from PySide6.QtWidgets import QGraphicsItem


def text_floor(item: QGraphicsItem) -> float:
    """The smallest text size, in scene units, that the view shows at 9 pt (issue 25):
    the scene's ``text_floor`` (0 while no view shows it)."""
    scene = item.scene()
    return float(getattr(scene, "text_floor", 0.0)) if scene is not None else 0.0


def floored(design: float, item: QGraphicsItem) -> int:
    """A font's pixel size: its design size, or the scene's text floor if larger."""
    return max(round(design), math.ceil(text_floor(item)))
