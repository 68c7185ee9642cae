"""The table's decorations: name plates, the auction's speech bubbles, the banner, the
contract panel and area captions. They show what the scene tells them; no game logic."""

from __future__ import annotations

import math

from PySide6.QtCore import (
    Property,
    QPointF,
    QRectF,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from engine.score_formula import score_text
from napoleon_gui import i18n
from napoleon_gui.i18n import N_, register, tr
from napoleon_gui.table.decor_panels import AreaLabel, Banner, Caption, InfoPanel
from napoleon_gui.table.pictures import Picture
from napoleon_gui.table.text_floor import floored, text_floor
from napoleon_gui.widgets.plain import plain_tooltip

register({"table_total": N_("Total {n}")})


#: a plate's texts stack once the floor is this much above their design size (a little
#: larger still fits the plate's two lines)
STACK_ABOVE = 1.15
#: how far a plate may widen to hold its texts at the floor size
PLATE_MAX_WIDEN = 1.9


class NamePlate(QGraphicsObject):
    """A seat's name, its role once public, its point-card count, its running match total
    and the turn marker."""

    def __init__(
        self, rect: QRectF, name: str, human: bool, grow: tuple[str, str] = ("centre", "centre")
    ) -> None:
        super().__init__()
        self._size = rect.size()
        self.setPos(rect.topLeft())
        #: its place by the table's design; the scene moves it clear of the info panel
        self.home = rect.topLeft()
        self._name = name
        #: where a plate grows when its texts need more room than the table's design gives
        #: them (issue 25): horizontally "centre" or "left" (its right edge stays),
        #: vertically "centre", "down" (its top edge stays) or "up"
        self._grow = grow
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self.human = human
        self.role = ""
        self._role_rows: list[str] = []
        #: the widest the plate may grow (``set_width_cap``)
        self.width_cap: float | None = None
        #: how far a plate growing to the left leans to the right instead, clear of the
        #: plate on its left (``set_lean``)
        self.lean = 0.0
        #: the role as last painted (cut short with "…" only when even the smaller font
        #: of ``fitted_font`` cannot hold it); tests read it
        self.role_shown = ""
        #: the name as last painted (cut short with "…" only when the plate cannot widen
        #: enough); tests read it
        self.name_shown = ""
        self.points = 0
        self.active = False
        self.dealer = False
        self.show_points = True
        #: the catalogue key of the points caption (Belote shows card points, not cards)
        self.points_key = "table_points"
        #: a side's colour (Belote partnerships): a stripe at the plate's left edge
        self.team_colour: QColor | None = None
        #: the seat's (or its partnership's) running match total; None: not shown
        self.total: int | None = None
        self._flash = 0.0
        self._picture = Picture()  # issue 22 (pix22): its last drawing, copied while at rest
        # over the seat's own face-down hand, which a grown plate may reach (issue 25);
        # under the human's hand (z 200 and up) and the trick
        self.setZValue(20 if human else 150)

    @property
    def name(self) -> str:
        return self._name

    @name.setter
    def name(self, name: str) -> None:
        if name != self._name:
            self._name = name
            if self.stacked():
                self.refloor()

    @property
    def text(self) -> str:
        """Everything the plate shows, for tests and accessibility."""
        parts = [self.name]
        if self.role:
            parts.append(self.role)
        parts.append(tr(self.points_key, n=self.points))
        if self.total is not None:
            parts.append(tr("table_total", n=score_text(self.total)))
        return " | ".join(parts)

    def set_active(self, active: bool) -> None:
        if active != self.active:
            self.active = active
            self.update()

    def set_state(self, *, role: str, points: int, dealer: bool) -> None:
        """What the view says of the seat (whose turn it is comes from ``set_active``)."""
        if (role, points, dealer) != (self.role, self.points, self.dealer):
            self.role, self.points, self.dealer = role, points, dealer
            self._role_rows = [role] if role else []
            if self.stacked():
                self.refloor()
            self.update()

    def set_total(self, total: int | None) -> None:
        if total != self.total:
            self.total = total
            self.setToolTip("" if total is None else tr("table_total", n=score_text(total)))
            if self.stacked():
                self.refloor()
            self.update()

    def _get_flash(self) -> float:
        return self._flash

    def _set_flash(self, value: float) -> None:
        self._flash = float(value)
        self.update()

    flash = Property(float, _get_flash, _set_flash)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-6, -6, 6, 6)

    def plate_rect(self) -> QRectF:
        """The plate as drawn, in the item's coordinates."""
        return QRectF(self._rect)

    def _design_px(self) -> tuple[int, int]:
        h = self._size.height()
        return max(10, round(h * 0.34)), max(9, round(h * 0.28))

    def font_px(self) -> tuple[int, int]:
        """The pixel sizes of the name and of the smaller texts, as drawn."""
        big, small = self._design_px()
        return floored(big, self), floored(small, self)

    def _paint_stacked(self, painter: QPainter, pad: float) -> None:
        _paint_stacked_plate(self, painter, pad)

    def stacked(self) -> bool:
        """Texts at the floor size, one above the other (issue 25): the name and the
        match total, the role, the points."""
        return self.font_px()[0] > self._design_px()[0] * STACK_ABOVE

    def _rows(self) -> int:
        return 1 + len(self._role_rows) + bool(self.show_points)

    def role_rows(self) -> list[str]:
        """The role as the stacked plate draws it: one row, or its parts one above the
        other ("Équipe B" over "1er à jouer") when the plate cannot widen enough for it
        (issue 25: stack, never cut)."""
        return list(self._role_rows)

    def refloor(self) -> None:
        """The view's scale changed: at the text floor the plate grows, its texts stacked
        (``stacked``), wider up to ``PLATE_MAX_WIDEN`` times (``width_cap`` at most), where
        its ``grow`` says."""
        rect, self._role_rows = self.shape_for(self.width_cap)
        if rect != self._rect:  # (its texts repaint it when they change)
            self.prepareGeometryChange()
            self._rect = rect
            self.update()

    def set_width_cap(self, cap: float | None) -> None:
        """The widest the plate may grow (None: as its design allows): the scene's, when a
        neighbour's plate is in the way; its role then stacks (issue 25)."""
        if cap != self.width_cap:
            self.width_cap = cap
            self.refloor()

    def set_lean(self, lean: float) -> None:
        """Lean ``lean`` to the right of where the plate grows from (issue 25: the human's
        plate grown at 1024×700 keeps clear of its left neighbour without cutting or
        stacking its role over the trick)."""
        if lean != self.lean:
            self.lean = lean
            self.refloor()

    def shape_for(self, cap: float | None) -> tuple[QRectF, list[str]]:
        """The plate's rectangle (in its own coordinates) and its role's rows, no wider
        than ``cap`` (if its texts allow)."""
        w, h = self._size.width(), self._size.height()
        rows = [self.role] if self.role else []
        if self.stacked():
            px = self.font_px()[0]
            font = QFont()
            font.setPixelSize(px)
            font.setBold(True)
            metrics = QFontMetricsF(font)
            total = "" if self.total is None else score_text(self.total) + "   "
            chip = px * 1.1 + 6 if self.dealer else 0.0
            texts = [
                chip + metrics.horizontalAdvance(self._name + total),
                metrics.horizontalAdvance(tr(self.points_key, n=self.points)),
            ]
            widen = PLATE_MAX_WIDEN * (1.25 if self.human else 1.0)  # room left of the human's
            most = w * widen if cap is None else max(w, min(w * widen, cap))
            rows = _role_rows(self.role, metrics, max(max(texts), most - 30))
            texts += [metrics.horizontalAdvance(row) for row in rows]
            h = max(h, (1 + len(rows) + bool(self.show_points)) * px * 1.25 + 8)
            w = max(w, min(most, max(texts) + 30))
        dx = {"centre": (self._size.width() - w) / 2, "left": self._size.width() - w + self.lean}
        dy = {"centre": (self._size.height() - h) / 2, "down": 0.0, "up": self._size.height() - h}
        return QRectF(dx.get(self._grow[0], 0.0), dy.get(self._grow[1], 0.0), w, h), rows

    # --- issue 22 (pix22): a plate at rest is copied from its picture ------------------
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self._flash > 0:  # the flash changes every frame: drawn directly
            self._paint_plate(painter, option, widget)
            return
        colour = None if self.team_colour is None else self.team_colour.rgba()
        state = (
            (self._rect.getRect(), self._size.width(), self._size.height(), text_floor(self)),
            (self._name, self.role, tuple(self._role_rows), self.points, self.points_key),
            (self.active, self.dealer, self.show_points, colour, self.total, self.human),
            i18n.language(),
        )
        self._picture.paint(
            painter,
            self.boundingRect(),
            state,
            lambda inner: self._paint_plate(inner, option, widget),
        )

    def _paint_plate(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        w, h = self._rect.width(), self._rect.height()
        painter.translate(self._rect.topLeft())
        rect = QRectF(0, 0, w, h)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._flash > 0:
            glow = QColor(255, 215, 64, int(200 * self._flash))
            painter.setPen(QPen(glow, 10))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 10, 10)
        painter.setBrush(QColor(10, 30, 18, 215))
        border = QColor("#ffd54f") if self.active else QColor(255, 255, 255, 90)
        painter.setPen(QPen(border, 3 if self.active else 1.5))
        painter.drawRoundedRect(rect, 10, 10)
        pad = 10.0
        if self.team_colour is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.team_colour)
            painter.drawRoundedRect(QRectF(2, 3, 6, h - 6), 3, 3)
            pad = 14.0
        if self.stacked():
            self._paint_stacked(painter, pad)
            return
        right = w - pad
        big_px, small_px = self.font_px()
        font = QFont()
        font.setPixelSize(big_px)
        font.setBold(True)
        small = QFont()
        small.setPixelSize(small_px)
        small.setBold(True)
        # point-card count at the right; the match total above it when there is one
        points = tr(self.points_key, n=self.points) if self.show_points else ""
        painter.setFont(small)
        metrics = QFontMetricsF(small)
        total = "" if self.total is None else score_text(self.total)
        pw = max(metrics.horizontalAdvance(points), metrics.horizontalAdvance(total))
        right_align = int(Qt.AlignmentFlag.AlignRight)
        if total:
            painter.setPen(QColor("#ffe082"))
            painter.drawText(
                QRectF(right - pw, 1, pw, h * 0.5),
                right_align | int(Qt.AlignmentFlag.AlignBottom),
                total,
            )
            painter.setPen(QColor("#c8e6c9"))
            painter.drawText(
                QRectF(right - pw, h * 0.52, pw, h * 0.45),
                right_align | int(Qt.AlignmentFlag.AlignTop),
                points,
            )
        else:
            painter.setPen(QColor("#c8e6c9"))
            painter.drawText(
                QRectF(right - pw, 0, pw, h),
                right_align | int(Qt.AlignmentFlag.AlignVCenter),
                points,
            )
        right -= pw + 8 if pw else 0
        left = pad
        if self.dealer:
            d = min(max(h * 0.42, text_floor(self) / 0.62), h - 4)
            chip = QRectF(left, (h - d) / 2, d, d)
            painter.setBrush(QColor("#eceff1"))
            painter.setPen(QPen(QColor("#37474f"), 1))
            painter.drawEllipse(chip)
            chip_font = QFont()
            chip_font.setPixelSize(floored(max(8, d * 0.62), self))
            chip_font.setBold(True)
            painter.setFont(chip_font)
            painter.setPen(QColor("#263238"))
            painter.drawText(
                chip, int(Qt.AlignmentFlag.AlignCenter), "親" if i18n.language() == "ja" else "D"
            )
            left += d + 6
        text_w = max(right - left, 10)
        if self.role:
            painter.setFont(font)
            metrics = QFontMetricsF(font)
            name = metrics.elidedText(self.name, Qt.TextElideMode.ElideRight, text_w)
            self.name_shown = name
            painter.setPen(QColor("white"))
            painter.drawText(
                QRectF(left, 1, text_w, h * 0.55),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom),
                name,
            )
            role_font = fitted_font(small, self.role, text_w, ROLE_MIN_SCALE, text_floor(self))
            painter.setFont(role_font)
            role = QFontMetricsF(role_font).elidedText(
                self.role, Qt.TextElideMode.ElideRight, text_w
            )
            self.role_shown = role
            painter.setPen(QColor("#ffd54f"))
            painter.drawText(
                QRectF(left, h * 0.55, text_w, h * 0.42),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
                role,
            )
        else:
            painter.setFont(font)
            name = QFontMetricsF(font).elidedText(self.name, Qt.TextElideMode.ElideRight, text_w)
            self.name_shown = name
            painter.setPen(QColor("white"))
            painter.drawText(
                QRectF(left, 0, text_w, h),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                name,
            )


def _paint_stacked_plate(plate: NamePlate, painter: QPainter, pad: float) -> None:
    """A plate's texts one above the other, each at least at the floor size: the dealer's
    chip, the name and the match total; the role; the points."""
    rect = plate.plate_rect()
    w = rect.width()
    px = plate.font_px()[0]
    row_h = px * 1.25
    font = QFont()
    font.setPixelSize(px)
    font.setBold(True)
    metrics = QFontMetricsF(font)
    painter.setFont(font)
    left, right, y = pad, w - pad, 4.0
    total = "" if plate.total is None else score_text(plate.total)
    if total:
        painter.setPen(QColor("#ffe082"))
        tw = metrics.horizontalAdvance(total)
        painter.drawText(QRectF(right - tw, y, tw, row_h), _LEFT_MIDDLE, total)
        right -= tw + 8
    if plate.dealer:
        d = min(px * 1.1, row_h - 2)
        chip = QRectF(left, y + (row_h - d) / 2, d, d)
        painter.setBrush(QColor("#eceff1"))
        painter.setPen(QPen(QColor("#37474f"), 1))
        painter.drawEllipse(chip)
        chip_font = QFont(font)
        chip_font.setPixelSize(max(math.ceil(text_floor(plate)), round(d * 0.62)))
        painter.setFont(chip_font)
        painter.setPen(QColor("#263238"))
        painter.drawText(
            chip, int(Qt.AlignmentFlag.AlignCenter), "親" if i18n.language() == "ja" else "D"
        )
        painter.setFont(font)
        left += d + 6
    painter.setPen(QColor("white"))
    name = metrics.elidedText(plate.name, Qt.TextElideMode.ElideRight, max(right - left, 10))
    plate.name_shown = name
    painter.drawText(QRectF(left, y, right - left, row_h), _LEFT_MIDDLE, name)
    y += row_h
    shown = []
    painter.setPen(QColor("#ffd54f"))
    for row in plate.role_rows():
        shown.append(metrics.elidedText(row, Qt.TextElideMode.ElideRight, w - 2 * pad))
        painter.drawText(QRectF(pad, y, w - 2 * pad, row_h), _LEFT_MIDDLE, shown[-1])
        y += row_h
    if plate.role:  # rows shown whole show the role whole, however it was broken
        plate.role_shown = plate.role if shown == plate.role_rows() else ROLE_JOIN.join(shown)
    if plate.show_points:
        painter.setPen(QColor("#c8e6c9"))
        points = tr(plate.points_key, n=plate.points)
        painter.drawText(QRectF(pad, y, w - 2 * pad, row_h), _LEFT_MIDDLE, points)


_LEFT_MIDDLE = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
#: how a game joins the parts of a role ("Team B · 1st lead", "Belote · Taker")
ROLE_JOIN = " · "


def _role_rows(role: str, metrics: QFontMetricsF, room: float) -> list[str]:
    """``role`` on one row if it fits ``room``, else its parts, as few to a row as fit; a
    part wider still ("Adjutant (secret)" on a plate held narrow by its neighbour) wraps
    between its words (issue 25: stack, never cut)."""
    if not role:
        return []
    if metrics.horizontalAdvance(role) <= room:
        return [role]
    rows: list[str] = []
    for part in role.split(ROLE_JOIN):
        joined = f"{rows[-1]}{ROLE_JOIN}{part}" if rows else part
        if rows and metrics.horizontalAdvance(joined) <= room:
            rows[-1] = joined
        elif metrics.horizontalAdvance(part) <= room:
            rows.append(part)
        else:
            rows += wrap_text(part, metrics, room)
    return rows


#: a plate's role line may shrink this far to show a long role whole ("Napoleon (alone)",
#: "ナポレオン(一人立ち)") beside the point count, before it is cut short
ROLE_MIN_SCALE = 0.8


def fitted_font(
    font: QFont, text: str, width: float, min_scale: float, floor_px: float = 0.0
) -> QFont:
    """``font``, or a copy down to ``min_scale`` of its pixel size (never below
    ``floor_px``), in which ``text`` fits ``width`` if any of those sizes does (the
    smallest one otherwise)."""
    size = font.pixelSize()
    if size <= 0 or QFontMetricsF(font).horizontalAdvance(text) <= width:
        return font
    smaller = QFont(font)
    floor = max(1, int(size * min_scale), math.ceil(floor_px))
    if floor >= size:
        return font
    for px in range(size - 1, floor - 1, -1):
        smaller.setPixelSize(px)
        if QFontMetricsF(smaller).horizontalAdvance(text) <= width:
            break
    return smaller


#: characters that may not begin a line (Japanese line breaking, kinsoku)
_NO_LINE_START = "、。，．・ー」』）)]!?！？…ぁぃぅぇぉっゃゅょァィゥェォッャュョ"
_BUBBLE_FILL = QColor(255, 253, 231, 240)
_BUBBLE_PEN = QPen(QColor("#455a64"), 1.5)
_BUBBLE_TEXT = QColor("#263238")
#: the smallest size a bubble's text is drawn at; below it the bubble grows instead
BUBBLE_MIN_PX = 11
BUBBLE_MAX_LINES = 3
_CENTRE = int(Qt.AlignmentFlag.AlignCenter)


def wrap_text(text: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """``text`` broken into lines no wider than ``width``: at spaces where there are any,
    between any two characters otherwise (Japanese), never cut and never elided. A single
    word wider than ``width`` is broken between its characters."""
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        candidate = f"{line} {word}" if line else word
        if metrics.horizontalAdvance(candidate) <= width:
            line = candidate
            continue
        if line:
            lines.append(line)
            line = ""
        # the word alone: character by character when it does not fit
        for ch in word:
            if line and metrics.horizontalAdvance(line + ch) > width:
                if ch in _NO_LINE_START and len(line) > 1:
                    lines.append(line[:-1])
                    line = line[-1]
                else:
                    lines.append(line)
                    line = ""
            line += ch
    if line or not lines:
        lines.append(line)
    return lines


def _split_line(text: str, metrics: QFontMetricsF, width: float) -> tuple[str, str]:
    """The first line of ``text`` wrapped at ``width``, and the rest (kept for callers)."""
    lines = wrap_text(text, metrics, width)
    first = lines[0]
    rest = text[len(first) :].lstrip(" ")
    return first, rest


class SpeechBubble(QGraphicsObject):
    """A speech bubble with a tail pointing at its seat. A long text is wrapped onto two or
    three lines (the bubble grows when even that is not enough): it is never cut. The whole
    text is also the bubble's tooltip. Fonts, lines and the outline are computed when the
    text changes, so painting allocates nothing."""

    def __init__(self, rect: QRectF, towards: QPointF) -> None:
        super().__init__()
        self._size = rect.size()
        self.setPos(rect.center())
        self._tail = towards - rect.center()
        self.text = ""
        #: the lines drawn (tests read them)
        self.lines: list[str] = []
        self._font = QFont()
        self._font.setBold(True)
        self._body = self._base_body()
        self._line_h = 0.0
        self._joined = ""
        self._tail_poly = QPolygonF()
        self.setZValue(500)
        self.setVisible(False)
        self._relayout()

    def set_text(self, text: str) -> None:
        if text == self.text and self.lines:
            return
        self.text = text
        self.setToolTip(plain_tooltip(text))  # a name in it is shown as written
        self._relayout()
        self.update()

    def _base_body(self) -> QRectF:
        w, h = self._size.width(), self._size.height()
        return QRectF(-w / 2, -h / 2, w, h)

    def body_rect(self) -> QRectF:
        return QRectF(self._body)

    def font_px(self) -> int:
        return self._font.pixelSize()

    def _relayout(self) -> None:
        base = self._base_body()
        width = base.width() - 14
        room = base.height() - 4
        least = max(BUBBLE_MIN_PX, math.ceil(text_floor(self)))
        size = max(least, round(base.height() * 0.42))
        font = QFont()
        font.setBold(True)
        lines: list[str] = [self.text]
        while True:
            font.setPixelSize(size)
            metrics = QFontMetricsF(font)
            lines = wrap_text(self.text, metrics, width)
            spacing = metrics.lineSpacing()
            # the lines' real height: a Japanese or suit glyph drawn from a fallback font
            # needs more than the bold font's own line spacing (about 19 px against 15)
            tall = metrics.boundingRect(QRectF(0, 0, width, 1e6), _CENTRE, "\n".join(lines))
            height = max(len(lines) * spacing, tall.height())
            if len(lines) <= BUBBLE_MAX_LINES and height <= room:
                break
            if size <= least:
                break
            size -= 1
        self.prepareGeometryChange()
        need = height + 6
        body = QRectF(base)
        if need > body.height():  # grow rather than cut (the tail side stays put)
            body.setTop(-need / 2)
            body.setBottom(need / 2)
        self._font = font
        self._line_h = spacing
        self.lines = lines
        self._joined = "\n".join(lines)
        self._body = body
        tail = self._tail
        length = max((tail.x() ** 2 + tail.y() ** 2) ** 0.5, 1.0)
        ux, uy = tail.x() / length, tail.y() / length
        # the tail leaves the body on the side facing the seat
        hw, hh = body.width() / 2, body.height() / 2
        t = min(hw / abs(ux) if abs(ux) > 1e-6 else 1e9, hh / abs(uy) if abs(uy) > 1e-6 else 1e9)
        edge = QPointF(ux * t, uy * t)
        tip = edge + QPointF(ux * 18, uy * 18)
        side = QPointF(-uy * 9, ux * 9)
        inward = QPointF(-ux * 6, -uy * 6)
        self._tail_poly = QPolygonF([edge + side + inward, tip, edge - side + inward])

    def refloor(self) -> None:
        self._relayout()
        self.update()

    def boundingRect(self) -> QRectF:
        return self._body.adjusted(-24, -24, 24, 24)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        body = self._body
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(_BUBBLE_PEN)
        painter.setBrush(_BUBBLE_FILL)
        painter.drawPolygon(self._tail_poly)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(body, 12, 12)
        painter.setPen(_BUBBLE_PEN)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(body, 12, 12)
        painter.setFont(self._font)
        painter.setPen(_BUBBLE_TEXT)
        painter.drawText(body, _CENTRE, self._joined)


# --- the scene -----------------------------------------------------------------------------


__all__ = [
    "AreaLabel",
    "Banner",
    "Caption",
    "InfoPanel",
    "NamePlate",
    "SpeechBubble",
    "fitted_font",
    "floored",
    "text_floor",
    "wrap_text",
]
