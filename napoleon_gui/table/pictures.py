"""An item's last drawing kept as a picture in device pixels (issue 22).

A table item that changes seldom (a name plate) is drawn once into a pixmap of exactly the
device pixels it covers, and every later paint copies that pixmap: a card flying past a
plate repaints the plate many times a second. The picture is redrawn whenever what the
item shows (its ``state``, which the item builds from everything it paints), the view's
scale or the item's position within a pixel changes (from its second paint on: a drawing
shown once, as at instant speed, is not worth a picture). Unlike Qt's own item cache this needs
no ``update()`` from whoever changes the item: a stale picture cannot be shown.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform


class Picture:
    """One item's drawing at its device pixels."""

    def __init__(self) -> None:
        self._key: Hashable = None
        self._pixmap: QPixmap | None = None
        self._seen: Hashable = None  # the last drawing made without a picture
        self.renders = 0  # how many times it was drawn (tests check the copies)

    def paint(
        self,
        painter: QPainter,
        bounds: QRectF,
        state: Hashable,
        draw: Callable[[QPainter], None],
    ) -> None:
        """Paint ``bounds`` (item coordinates, everything ``draw`` may touch) as ``draw``
        would, copying the picture while ``state`` and the placement stay the same."""
        t = painter.worldTransform()
        if t.isRotating() or not t.isAffine() or t.m11() <= 0 or t.m22() <= 0:
            draw(painter)  # turned, mirrored or sheared: drawn directly
            return
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        sx, sy = t.m11() * dpr, t.m22() * dpr
        left = (t.dx() + bounds.left() * t.m11()) * dpr
        top = (t.dy() + bounds.top() * t.m22()) * dpr
        x, y = math.floor(left), math.floor(top)
        # the item's place within its first pixel: the picture is drawn with it, as a
        # direct paint would be, and copied onto whole pixels
        fx, fy = round(left - x, 3), round(top - y, 3)
        key = (state, round(sx, 5), round(sy, 5), fx, fy, bounds.getRect())
        if key != self._key and key != self._seen:
            # painted once only, as at instant speed: not worth a picture yet
            self._seen = key
            draw(painter)
            return
        if key != self._key or self._pixmap is None:
            width = max(1, math.ceil(fx + bounds.width() * abs(sx)))
            height = max(1, math.ceil(fy + bounds.height() * abs(sy)))
            pixmap = QPixmap(width, height)
            pixmap.fill(Qt.GlobalColor.transparent)
            inner = QPainter(pixmap)
            inner.setRenderHints(painter.renderHints())
            inner.setTransform(
                QTransform(sx, 0.0, 0.0, sy, fx - bounds.left() * sx, fy - bounds.top() * sy)
            )
            draw(inner)
            inner.end()
            self._key, self._pixmap = key, pixmap
            self.renders += 1
        painter.save()
        painter.resetTransform()
        painter.scale(1 / dpr, 1 / dpr)
        painter.drawPixmap(x, y, self._pixmap)
        painter.restore()


def turned(source: QPixmap, rect: QRectF, turn: QTransform) -> tuple[QPixmap, QPainter]:
    """``source`` drawn over ``rect`` as ``turn`` (a scale and a turn, in device pixels)
    puts it, centred on the picture (even sizes: the centre falls on a pixel corner); the
    painter stays open for marks drawn with it."""
    bounds = turn.mapRect(rect)
    width = 2 * math.ceil(bounds.width() / 2 + 1)
    height = 2 * math.ceil(bounds.height() / 2 + 1)
    pixmap = QPixmap(width, height)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.setTransform(turn * QTransform.fromTranslate(width / 2, height / 2))
    painter.drawPixmap(rect, source, QRectF(source.rect()))
    return pixmap, painter
