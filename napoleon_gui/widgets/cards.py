"""Small building blocks shared by the dialogs: the choice-dialog base class and card buttons.

Nothing here knows a rule: a card button is enabled or not because the dialog that builds
it found (or did not find) the card among the engine's legal actions.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from engine.cards import Card, card_code
from napoleon_gui.i18n import card_text
from napoleon_gui.widgets.deck_look import card_colour, focus_ring, solid_suits
from napoleon_gui.widgets.plain import WrappedLabel

#: the colours every dialog uses
RED = "#c0142c"
BLACK = "#111111"
OWN_BACKGROUND = "#fff1a8"
KITTY_BORDER = "#2b8a3e"
SELECTED = "#2d6cdf"


def wrapped_label(text: str = "", object_name: str = "") -> QLabel:
    label = WrappedLabel(text)  # rule IDs never broken across lines (issue 25)
    if object_name:
        label.setObjectName(object_name)
    return label


def card_button_style(
    card: Card,
    *,
    background: str = "#ffffff",
    border: str = "1px solid #8a8a8a",
    font_pt: int = 13,
    padding: str = "2px 4px",
) -> str:
    """The style of a checkable card button: red for hearts and diamonds, blue when
    checked, dashed grey when the engine does not offer it."""
    colour = card_colour(card)
    return (
        f"QPushButton {{ color: {colour}; background: {background}; font-size: {font_pt}pt; "
        f"border: {border}; border-radius: 4px; padding: {padding}; }}"
        f"QPushButton:checked {{ background: {SELECTED}; color: white; "
        "border: 2px solid #143c8c; }"
        "QPushButton:disabled { color: #b5b5b5; background: #eeeeee; "
        "border: 1px dashed #c8c8c8; }" + focus_ring()
    )


class CardButton(QPushButton):
    """A checkable button showing one card as text (``♠A``, ``♥Q``: solid suits, issue 25),
    red for hearts and diamonds."""

    def __init__(self, card: Card, *, own: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(solid_suits(card_text(card)), parent)
        self.card = card
        self.own = own
        self.setCheckable(True)
        self.setObjectName(f"card_{card_code(card)}")
        self.setMinimumSize(QSize(46, 34))
        self.setStyleSheet(card_button_style(card, background=OWN_BACKGROUND if own else "#ffffff"))

    def retranslate(self) -> None:
        self.setText(solid_suits(card_text(self.card)))


_PIXMAPS: dict[tuple[str, int, int], QPixmap] = {}


def card_pixmap(card: Card, width: int = 64) -> QPixmap | None:
    """The card face from ``assets/cards`` at ``width`` pixels (None when unavailable)."""
    code = card_code(card)
    height = width * 7 // 5
    key = (code, width, height)
    if key in _PIXMAPS:
        return _PIXMAPS[key]
    try:
        from PySide6.QtSvg import QSvgRenderer

        from napoleon_gui.resources import asset_path

        renderer = QSvgRenderer(str(asset_path(f"cards/{code}.svg")))
    except (FileNotFoundError, ImportError):
        return None
    if not renderer.isValid():
        return None
    pixmap = QPixmap(width, height)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    _PIXMAPS[key] = pixmap
    return pixmap
