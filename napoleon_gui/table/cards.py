"""Card pictures and the card item of the table.

``CardRenderer`` turns the card SVGs (``assets/cards/SA.svg`` ... ``back.svg``, viewBox
250 x 350) into pixmaps a little larger than a card covers on the screen, cached per
(card, pixel width step, device pixel ratio), so cards stay crisp at any zoom and on HiDPI
screens. When an SVG is missing a plain card is drawn with QPainter instead. A card at rest
is drawn from a second cache (issue 22): its picture already scaled and turned to the
device pixels it covers, so a repaint is a plain copy (scaling ~100 cards per frame was half
of the table's paint time).

``CardItem`` is one card on the table. It knows its card id (``None`` for a face-down card
whose face this seat may not know), whether it is face up, raised (a legal play), dimmed
(not playable now), selected and keyboard-focused, and on the trick whether it was led
(``lead``) or wins the completed trick (``winning``). It never decides anything: it reports
clicks, double clicks and drags onto the trick area through its signals.
"""

from __future__ import annotations

import math
import weakref
from collections import OrderedDict
from pathlib import Path

from PySide6.QtCore import Property, QByteArray, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from engine.cards import DECK_STRIDE, JOKER, card_code, card_label
from napoleon_gui.resources import assets_dir
from napoleon_gui.table.layout import CARD_H, CARD_W
from napoleon_gui.table.pictures import turned
from napoleon_gui.widgets import deck_look

#: pixel widths are rounded up to one of these geometric steps (fewer re-renders while
#: a card is being scaled by an animation)
_SIZE_STEP = 1.07
_CACHE_LIMIT = 700
#: the pictures of cards at rest, drawn exactly as they lie on the screen: bounded by their
#: pixels (a window resized many times must not hold every size it passed through)
_PLACED_BYTES = 48 * 1024 * 1024
#: a placement is drawn into the cache the second time it is painted: a moving card (a new
#: scale or angle every frame) is drawn as before and fills no cache
_ASKED_LIMIT = 4096
_RADIUS = 0.06  # corner radius as a fraction of the card width

# the marks' colours and pens, made once (paint allocates nothing per frame)
_DIM_BRUSH = QBrush(QColor(40, 40, 40, 120))
_SELECTED_FILL = QBrush(QColor(255, 152, 0, 50))
_WIN_FILL = QBrush(QColor(255, 213, 79, 60))
_PEN_SELECTED = QPen(QColor("#ff9800"), 5.0)
_PEN_FOCUSED = QPen(QColor("#29b6f6"), 5.0)
_PEN_HOVERED = QPen(QColor("#ffee58"), 4.0)
_PEN_RAISED = QPen(QColor(255, 235, 59, 170), 3.0)
#: the led card of the current trick: a light outline and a small tab on its top edge
_PEN_LEAD = QPen(QColor("#80deea"), 4.0)
_LEAD_BRUSH = QBrush(QColor("#80deea"))
#: the card that wins the completed trick
_PEN_WINNING = QPen(QColor("#ffc107"), 8.0)
#: the card a hint suggests (issue 21): a two-tone green frame on and just outside the card's
#: edge and a green tab with a white dot above its top left corner (in sight in a fan, where
#: the next card covers the right part, and clear of the card's index); drawn over the other
#: marks. Opaque strokes only: a wide translucent glow cost 0.3 ms a paint.
_HINT_GREEN = QColor("#00c853")
_PEN_HINT_GLOW = QPen(QColor("#69f0ae"), 3.0)
_PEN_HINT = QPen(_HINT_GREEN, 4.0)
_HINT_BRUSH = QBrush(_HINT_GREEN)
_HINT_DOT = QBrush(QColor("#ffffff"))
_HINT_TAB = QRectF(-CARD_W / 2 + 4, -CARD_H / 2 - 13, CARD_W * 0.36, 15)
_HINT_DOT_CENTRE = QPointF(_HINT_TAB.center().x(), _HINT_TAB.top() + 6.5)
#: the card and its marks, which reach 4 units outside it (the hint's tab and glow 14)
_BOUNDS = QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H).adjusted(-4, -4, 4, 4)
_HINT_BOUNDS = _BOUNDS.adjusted(-10, -10, 10, 10)


def _bucket(width_px: float) -> int:
    width_px = max(8.0, min(width_px, 2000.0))
    n = math.ceil(math.log(width_px) / math.log(_SIZE_STEP))
    return math.ceil(_SIZE_STEP**n)


#: a cached picture: card (None: a back), pixel width, device pixel ratio, back suit, back,
#: four colours
_Key = tuple[int | None, int, float, int | None, str, bool]

#: a card drawn as it lies: card (None: a back), back suit, back, four colours, then its
#: device transform (scale and turn, in thousandths) and whether it is dimmed
_PlacedKey = tuple[int | None, int | None, str, bool, int, int, bool]


#: the outer group of every face (``assets/cards``): a fill given here colours the pips
#: that have none of their own (the clubs')
_FACE_GROUP = b'<g transform="matrix(1.042 0 0 1.042 125 175)">'


def four_colour_svg(name: str, data: bytes) -> bytes:
    """A face of the four-colour deck (issue 25): the diamonds' red becomes blue; the
    clubs' black index and pips become green (their edge stays black)."""
    if name.startswith("D"):
        blue = deck_look.BLUE.encode()
        return data.replace(b'"red"', b'"' + blue + b'"')
    if name.startswith("C"):
        green = deck_look.GREEN.encode()
        data = data.replace(
            b'stroke="#000" stroke-width="80"', b'stroke="' + green + b'" stroke-width="80"'
        )
        return data.replace(_FACE_GROUP, _FACE_GROUP[:-1] + b' fill="' + green + b'">', 1)
    return data


class CardRenderer:
    """Renders card faces and the back to cached pixmaps."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory if directory is not None else assets_dir() / "cards"
        self._svgs: dict[tuple[str, bool], QSvgRenderer | None] = {}
        self._cache: OrderedDict[_Key, QPixmap] = OrderedDict()
        self.renders = 0  # how many pixmaps were drawn (tests check the cache)
        self._placed: OrderedDict[_PlacedKey, QPixmap] = OrderedDict()
        self._placed_bytes = 0
        self._asked: set[_PlacedKey] = set()
        self.placed_renders = 0  # how many placed pictures were drawn (tests check it)
        ref = weakref.ref(self)

        def forget() -> None:  # another deck look (4 colours): every picture is stale
            renderer = ref()
            if renderer is not None:
                renderer.clear()

        weakref.finalize(self, deck_look.on_look_changed(forget))  # gone with the renderer

    def clear(self) -> None:
        """Forget every picture (the deck's look changed)."""
        self._cache.clear()
        self._placed.clear()
        self._placed_bytes = 0
        self._asked.clear()

    @staticmethod
    def file_name(card: int | None, back: str = "") -> str:
        if card is None:
            return f"back_{back}.svg" if back else "back.svg"
        return f"{card_code(card)}.svg"

    def _svg(self, name: str, four: bool = False) -> QSvgRenderer | None:
        key = (name, four)
        if key not in self._svgs:
            path = self.directory / name
            renderer: QSvgRenderer | None = None
            if path.exists():
                if four:
                    renderer = QSvgRenderer(QByteArray(four_colour_svg(name, path.read_bytes())))
                else:
                    renderer = QSvgRenderer(str(path))
                if not renderer.isValid():
                    renderer = None
            self._svgs[key] = renderer
        return self._svgs[key]

    def has_svg(self, card: int | None) -> bool:
        return self._svg(self.file_name(card)) is not None

    def pixmap(
        self,
        card: int | None,
        width_px: float,
        dpr: float = 1.0,
        back_suit: int | None = None,
        back: str = "",
    ) -> QPixmap:
        """The picture of ``card`` (``None``: the back) ``width_px`` logical pixels wide
        for a screen of device pixel ratio ``dpr``. ``back_suit`` (0-3) picks the back
        variant that shows a suit (a practice deck whose backs show each card's suit);
        it only applies to the back; ``back`` names another back (``back_<back>.svg``)."""
        width = _bucket(width_px)
        dpr = round(max(dpr, 1.0), 2)
        suit = back_suit if card is None else None
        back = back if card is None else ""
        four = (card is not None or suit is not None) and deck_look.look().four_colour
        key = (card, width, dpr, suit, back, four)
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        pixmap = self._render(card, width, dpr, suit, back, four)
        self._cache[key] = pixmap
        if len(self._cache) > _CACHE_LIMIT:
            self._cache.popitem(last=False)
        return pixmap

    def placed(
        self,
        card: int | None,
        transform: QTransform,
        dpr: float,
        back_suit: int | None = None,
        back: str = "",
        dimmed: bool = False,
    ) -> QPixmap | None:
        """The picture of ``card`` drawn as ``transform`` (scale and turn only, in device
        pixels) puts it on the screen, the card's centre at the picture's centre; ``None``
        the first time a placement is asked for (a card in motion is drawn as before)."""
        a, b = transform.m11(), transform.m12()
        suit = back_suit if card is None else None
        back = back if card is None else ""
        four = (card is not None or suit is not None) and deck_look.look().four_colour
        key = (card, suit, back, four, round(a * 1000), round(b * 1000), dimmed)
        cached = self._placed.get(key)
        if cached is not None:
            self._placed.move_to_end(key)
            return cached
        if key not in self._asked:
            if len(self._asked) >= _ASKED_LIMIT:
                self._asked.clear()
            self._asked.add(key)
            return None
        self._asked.discard(key)
        pixmap = self._draw_placed(card, a, b, dpr, suit, back, dimmed)
        self._placed[key] = pixmap
        self._placed_bytes += _bytes(pixmap)
        while self._placed_bytes > _PLACED_BYTES and len(self._placed) > 1:
            self._placed_bytes -= _bytes(self._placed.popitem(last=False)[1])
        return pixmap

    def _draw_placed(
        self,
        card: int | None,
        a: float,
        b: float,
        dpr: float,
        back_suit: int | None,
        back: str,
        dimmed: bool,
    ) -> QPixmap:
        """The card's picture scaled and turned once, with the sampling a paint used."""
        self.placed_renders += 1
        rect = QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)
        source = self.pixmap(card, math.hypot(a, b) * CARD_W / dpr, dpr, back_suit, back)
        pixmap, painter = turned(source, rect, QTransform(a, b, -b, a, 0.0, 0.0))
        if dimmed:
            _paint_dim(painter, rect)
        painter.end()
        return pixmap

    def cached(self) -> list[tuple[int | None, int, float]]:
        """The (card, pixel width, device pixel ratio) of every cached picture."""
        return [key[:3] for key in self._cache]

    def _render(
        self,
        card: int | None,
        width: int,
        dpr: float,
        back_suit: int | None = None,
        back: str = "",
        four: bool = False,
    ) -> QPixmap:
        self.renders += 1
        height = round(width * CARD_H / CARD_W)
        pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        target = QRectF(0, 0, pixmap.width(), pixmap.height())
        svg = self._svg(self.file_name(card, back), four) or self._svg(self.file_name(card), four)
        if svg is not None:
            svg.render(painter, target)
        else:
            draw_plain_card(painter, target, card)
        if card is None and back_suit is not None:
            draw_back_suit(painter, target, back_suit)
        painter.end()
        pixmap.setDevicePixelRatio(dpr)
        return pixmap


def _bytes(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * 4


def _paint_dim(painter: QPainter, rect: QRectF) -> None:
    """The grey veil over a card that cannot be played now."""
    radius = CARD_W * _RADIUS
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_DIM_BRUSH)
    painter.drawRoundedRect(rect, radius, radius)


def _suit_colour(card: int) -> QColor:
    return QColor(deck_look.card_colour(card))


def draw_plain_card(painter: QPainter, rect: QRectF, card: int | None) -> None:
    """A simple card drawn with QPainter (used when the SVG art is missing)."""
    radius = rect.width() * _RADIUS
    inner = rect.adjusted(1, 1, -1, -1)
    painter.setPen(QPen(QColor("#333333"), max(1.0, rect.width() / 120)))
    if card is None:
        painter.setBrush(QColor("#1c3f8c"))
        painter.drawRoundedRect(inner, radius, radius)
        painter.setPen(QPen(QColor("#3f66bd"), max(1.0, rect.width() / 80)))
        step = rect.width() / 10
        x = inner.left() - inner.height()
        while x < inner.right():
            painter.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
            x += step
        return
    painter.setBrush(QColor("white"))
    painter.drawRoundedRect(inner, radius, radius)
    painter.setPen(_suit_colour(card))
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, round(rect.width() * 0.28)))
    painter.setFont(font)
    label = "JK" if card % DECK_STRIDE == JOKER else card_label(card)
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), label)
    font.setPixelSize(max(5, round(rect.width() * 0.14)))
    painter.setFont(font)
    painter.drawText(
        rect.adjusted(rect.width() * 0.06, rect.height() * 0.03, 0, 0),
        int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
        label,
    )


def draw_back_suit(painter: QPainter, rect: QRectF, suit: int) -> None:
    """The suit mark of a practice-deck back: a white medallion with the suit symbol."""
    d = rect.width() * 0.62
    badge = QRectF(rect.center().x() - d / 2, rect.center().y() - d / 2, d, d)
    painter.setPen(QPen(QColor("#333333"), max(1.0, rect.width() / 90)))
    painter.setBrush(QColor(255, 255, 255, 235))
    painter.drawEllipse(badge)
    painter.setPen(QColor(deck_look.suit_colour(suit)))
    font = QFont()
    font.setPixelSize(max(6, round(d * 0.72)))
    painter.setFont(font)
    painter.drawText(badge, int(Qt.AlignmentFlag.AlignCenter), BACK_SUIT_SYMBOLS[suit])
    # corner marks: the suit stays visible where cards overlap in a fan
    w = rect.width() * 0.3
    corner = QRectF(rect.left() + rect.width() * 0.04, rect.top() + rect.width() * 0.04, w, w)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 235))
    painter.drawRoundedRect(corner, w * 0.2, w * 0.2)
    painter.setPen(QColor(deck_look.suit_colour(suit)))
    font.setPixelSize(max(5, round(w * 0.8)))
    painter.setFont(font)
    painter.drawText(corner, int(Qt.AlignmentFlag.AlignCenter), BACK_SUIT_SYMBOLS[suit])


#: the suit marks of practice-deck backs (engine suit order S H D C)
BACK_SUIT_SYMBOLS = ("\u2660", "\u2665", "\u2666", "\u2663")


def _draw_corner(painter: QPainter, rect: QRectF, colour: str) -> None:
    """A corner mark: a coloured dot on the face's left edge under the index, where it stays
    in sight when the card lies under the next one of a fan."""
    r = rect.width() * 0.075
    centre = QPointF(rect.left() + rect.width() * 0.13, rect.top() + rect.height() * 0.36)
    painter.setPen(QPen(QColor("#ffffff"), 1.2))
    painter.setBrush(QColor(colour))
    painter.drawEllipse(centre, r, r)


class CardItem(QGraphicsObject):
    """One card on the table (centred on its position; ``pos`` is animatable)."""

    clicked = Signal(int)
    double_clicked = Signal(int)
    #: dragged onto the trick area (see ``drop_zone``)
    activated = Signal(int)

    LIFT = 0.16  # how far a raised card is lifted, as a fraction of its height
    DRAG_DISTANCE = 12.0

    def __init__(
        self,
        renderer: CardRenderer,
        card: int | None = None,
        face_up: bool = False,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self._card = card
        self._face_up = face_up and card is not None
        self._raised = False
        self._dimmed = False
        self._selected = False
        self._focused = False
        self._lead = False
        self._winning = False
        self._hovered = False
        self._hinted = False
        self._interactive = False
        self._back_suit: int | None = None
        self._back = ""
        self._corner = ""
        self._flip = 0.0
        self._flip_target: tuple[bool, int | None] | None = None
        self._press: QPointF | None = None
        self._dragging = False
        #: where the card belongs (set by the scene); a drag returns here
        self.home = QPointF()
        #: the scene's bookkeeping: (place, seat) and the position within that place
        self.zone: tuple[str, int] = ("", -1)
        self.index = 0
        #: scene rectangle onto which a drag activates the card
        self.drop_zone: QRectF | None = None
        self.setTransformOriginPoint(0, 0)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # --- state ---------------------------------------------------------------------------
    @property
    def card(self) -> int | None:
        return self._card

    @card.setter
    def card(self, card: int | None) -> None:
        if card != self._card:
            self._card = card
            if card is None:
                self._face_up = False
            self.update()

    @property
    def face_up(self) -> bool:
        return self._face_up

    @face_up.setter
    def face_up(self, up: bool) -> None:
        up = bool(up) and self._card is not None
        if up != self._face_up:
            self._face_up = up
            self.update()

    @property
    def back_suit(self) -> int | None:
        """The suit its back shows (practice deck), or None for a plain back. It is public
        information only: the item still carries no card while face down."""
        return self._back_suit

    @back_suit.setter
    def back_suit(self, suit: int | None) -> None:
        if suit != self._back_suit:
            self._back_suit = suit
            self.update()

    @property
    def back(self) -> str:
        """Another back than the table's (``""``: the usual one), e.g. ``dream`` (R-VAR-10):
        public, like the back of a real card."""
        return self._back

    @back.setter
    def back(self, name: str) -> None:
        if name != self._back:
            self._back = name
            self.update()

    @property
    def corner(self) -> str:
        """The colour of a small mark in the face's top right corner (``""``: none), e.g.
        the deck a card comes from (R-VAR-13) or a dream card (R-VAR-10)."""
        return self._corner

    @corner.setter
    def corner(self, colour: str) -> None:
        if colour != self._corner:
            self._corner = colour
            self.update()

    @property
    def raised(self) -> bool:
        return self._raised

    @raised.setter
    def raised(self, on: bool) -> None:
        if bool(on) != self._raised:
            self._raised = bool(on)
            lift = -CARD_H * self.LIFT if self._raised else 0.0
            self.setTransform(QTransform.fromTranslate(0, lift))

    @property
    def dimmed(self) -> bool:
        return self._dimmed

    @dimmed.setter
    def dimmed(self, on: bool) -> None:
        if bool(on) != self._dimmed:
            self._dimmed = bool(on)
            self.update()

    @property
    def selected(self) -> bool:
        return self._selected

    @selected.setter
    def selected(self, on: bool) -> None:
        if bool(on) != self._selected:
            self._selected = bool(on)
            self.update()

    @property
    def focused(self) -> bool:
        return self._focused

    @focused.setter
    def focused(self, on: bool) -> None:
        if bool(on) != self._focused:
            self._focused = bool(on)
            self.update()

    @property
    def lead(self) -> bool:
        """The first card of the current trick."""
        return self._lead

    @lead.setter
    def lead(self, on: bool) -> None:
        if bool(on) != self._lead:
            self._lead = bool(on)
            self.update()

    @property
    def winning(self) -> bool:
        """The card that wins the trick just completed."""
        return self._winning

    @winning.setter
    def winning(self, on: bool) -> None:
        if bool(on) != self._winning:
            self._winning = bool(on)
            self.update()

    @property
    def hinted(self) -> bool:
        """A hint suggests this card (issue 21): a green mark of its own, which neither
        selects, raises nor focuses it."""
        return self._hinted

    @hinted.setter
    def hinted(self, on: bool) -> None:
        if bool(on) != self._hinted:
            self.prepareGeometryChange()  # the tab and the glow reach outside the card
            self._hinted = bool(on)
            self.update()

    @property
    def hovered(self) -> bool:
        return self._hovered

    @property
    def interactive(self) -> bool:
        return self._interactive

    @interactive.setter
    def interactive(self, on: bool) -> None:
        on = bool(on)
        if on != self._interactive:
            self._interactive = on
            self.setAcceptHoverEvents(on)
            self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
            if not on:
                self._hovered = False
                self.update()

    def reset_marks(self) -> None:
        self.raised = False
        self.dimmed = False
        self.selected = False
        self.focused = False
        self.lead = False
        self.winning = False
        self.hinted = False

    # --- flipping (an animatable property 0 -> 1; the face changes half way) ------------
    def begin_flip(self, face_up: bool, card: int | None = None) -> None:
        """Prepare a flip animation of the ``flip`` property to ``face_up`` (showing
        ``card`` when given)."""
        self._flip_target = (face_up, card if card is not None else self._card)
        self._flip = 0.0

    def cancel_flip(self) -> None:
        self._flip_target = None
        if self._flip:
            self._flip = 0.0
            self.update()

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = float(value)
        if self._flip >= 0.5 and self._flip_target is not None:
            up, card = self._flip_target
            self._flip_target = None
            self._card = card
            self._face_up = up and card is not None
        if self._flip >= 1.0:
            self._flip = 0.0
        self.update()

    flip = Property(float, _get_flip, _set_flip)

    # --- painting ------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:  # asked ~140 times a frame: made once
        return _HINT_BOUNDS if self._hinted else _BOUNDS

    def card_rect(self) -> QRectF:
        return QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.card_rect())
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = self.card_rect()
        squeeze = abs(1.0 - 2.0 * self._flip)
        if squeeze < 0.02:
            return
        painter.save()
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        shown = self._card if self._face_up else None
        dim_drawn = False
        if squeeze < 1.0 or not self._paint_placed(painter, shown, dpr):
            if squeeze < 1.0:
                painter.scale(squeeze, 1.0)
            t = painter.worldTransform()
            on_screen = math.hypot(t.m11(), t.m12()) * CARD_W / max(squeeze, 0.02)
            pixmap = self.renderer.pixmap(shown, on_screen, dpr, self._back_suit, self._back)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        else:
            dim_drawn = self._dimmed and not self._corner
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = CARD_W * _RADIUS
        if self._corner and shown is not None:
            _draw_corner(painter, rect, self._corner)
        if self._dimmed and not dim_drawn:
            _paint_dim(painter, rect)
        pen: QPen | None = None
        if self._selected:
            pen = _PEN_SELECTED
        elif self._focused:
            pen = _PEN_FOCUSED
        elif self._hovered and not self._dimmed:
            pen = _PEN_HOVERED
        elif self._raised:
            pen = _PEN_RAISED
        elif self._winning:
            pen = _PEN_WINNING
        elif self._lead:
            pen = _PEN_LEAD
        if pen is not None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(pen)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        if self._selected or self._winning:
            painter.setBrush(_SELECTED_FILL if self._selected else _WIN_FILL)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(rect, radius, radius)
        if self._lead and not self._winning:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(_LEAD_BRUSH)
            painter.drawRoundedRect(QRectF(-CARD_W * 0.22, -CARD_H / 2 - 3, CARD_W * 0.44, 9), 4, 4)
        if self._hinted:
            self._paint_hint(painter, rect, radius)
        painter.restore()

    def _paint_placed(self, painter: QPainter, shown: int | None, dpr: float) -> bool:
        """Copy the card's picture as it lies (scaled and turned already) onto whole device
        pixels; False when there is none yet (a card in motion, a shear) and the caller
        scales it."""
        t = painter.worldTransform()
        a, b = t.m11() * dpr, t.m12() * dpr
        if not t.isAffine() or abs(t.m21() * dpr + b) > 1e-6 or abs(t.m22() * dpr - a) > 1e-6:
            return False  # a flip's squeeze or a shear: no single scale and turn
        # a dimmed card's veil goes into its picture (one copy instead of a translucent fill)
        veiled = self._dimmed and not self._corner
        pixmap = self.renderer.placed(
            shown, t * QTransform.fromScale(dpr, dpr), dpr, self._back_suit, self._back, veiled
        )
        if pixmap is None:
            return False
        x = round(t.dx() * dpr - pixmap.width() / 2)
        y = round(t.dy() * dpr - pixmap.height() / 2)
        painter.resetTransform()
        painter.scale(1 / dpr, 1 / dpr)
        painter.drawPixmap(x, y, pixmap)
        painter.setWorldTransform(t)
        return True

    @staticmethod
    def _paint_hint(painter: QPainter, rect: QRectF, radius: float) -> None:
        """The hint's mark: a light green ring just outside the card, a green edge, and the
        green tab with a white dot above the top left corner."""
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(_PEN_HINT_GLOW)
        painter.drawRoundedRect(rect.adjusted(-3.5, -3.5, 3.5, 3.5), radius + 3, radius + 3)
        painter.setPen(_PEN_HINT)
        painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_HINT_BRUSH)
        painter.drawRoundedRect(_HINT_TAB, 5, 5)
        painter.setBrush(_HINT_DOT)
        painter.drawEllipse(_HINT_DOT_CENTRE, 3.5, 3.5)

    # --- input ---------------------------------------------------------------------------
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self._interactive:
            self._hovered = True
            self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hovered = False
        self.update()
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if (
            event.button() != Qt.MouseButton.LeftButton
            or self._card is None
            or not self._interactive
        ):
            event.ignore()
            return
        self._press = event.scenePos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        delta = event.scenePos() - self._press
        if not self._dragging and math.hypot(delta.x(), delta.y()) >= self.DRAG_DISTANCE:
            self._dragging = True
            self.setZValue(self.zValue() + 1000)
        if self._dragging:
            self.setPos(self.home + delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        self._press = None
        card = self._card
        if self._dragging:
            self._dragging = False
            self.setZValue(self.zValue() - 1000)
            dropped = self.drop_zone is not None and self.drop_zone.contains(event.scenePos())
            self.setPos(self.home)
            if dropped and card is not None:
                self.activated.emit(card)
            return
        if card is not None:
            self.clicked.emit(card)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if (
            event.button() == Qt.MouseButton.LeftButton
            and self._card is not None
            and self._interactive
        ):
            self._press = None
            self.double_clicked.emit(self._card)
            event.accept()
            return
        event.ignore()

    def __repr__(self) -> str:
        face = "?" if self._card is None else card_code(self._card)
        return f"<CardItem {face} {'up' if self._face_up else 'down'} {self.zone}>"
