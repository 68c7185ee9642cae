"""Buttons of the decision panels: never a default button, and sized once for the widest
text they will ever show, so that a text change never moves them (nor what follows them)
under the pointer."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QAbstractButton, QPushButton, QWidget

#: room around a compact button's text (the frame and the style's margins)
COMPACT_PADDING = 22


def panel_button(text: str = "", name: str = "", width: int = 0, height: int = 0) -> QPushButton:
    """A push button that is never a default button (Enter belongs to the decision area);
    of fixed width and height when given."""
    button = QPushButton(text)
    button.setAutoDefault(False)
    button.setDefault(False)
    if name:
        button.setObjectName(name)
    if width:
        button.setFixedWidth(width)
    if height:
        button.setFixedHeight(height)
    return button


def hold_widest(
    button: QAbstractButton, texts: Sequence[str], *, extra: int = 6, compact: bool = False
) -> None:
    """Fix ``button``'s width to hold the widest of ``texts``; it keeps the text it shows.
    The width is the style's size hint; with ``compact`` just the text and its padding
    (below the style's 80-pixel minimum: for the narrow side panel), and the height of the
    tallest text too (Japanese glyphs are taller)."""
    shown = button.text()
    button.ensurePolished()
    widest = tallest = 0
    for text in texts:
        button.setText(text)
        hint = button.sizeHint()
        tallest = max(tallest, hint.height())
        widest = max(
            widest, text_width(button, [text], COMPACT_PADDING) if compact else hint.width()
        )
    button.setText(shown)
    if compact:  # the side panel's buttons: one height for every language too
        button.setFixedSize(max(widest, 2 * tallest), tallest)
    else:
        button.setFixedWidth(widest + extra)


def text_width(widget: QWidget, texts: Sequence[str], padding: int = 18) -> int:
    """The width the widest of ``texts`` takes in ``widget``'s font, plus ``padding``."""
    metrics = QFontMetrics(widget.font())
    return max(metrics.horizontalAdvance(t) for t in texts) + padding
