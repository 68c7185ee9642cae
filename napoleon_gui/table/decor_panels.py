"""The table's texts that are not a seat's: the banner in the middle, the contract panel,
area labels and captions. Each keeps its text at least at the scene's text floor
(``text_floor.py``) and grows for it rather than cutting the text."""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from typing import NamedTuple

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from napoleon_gui.table.text_floor import floored, text_floor
from napoleon_gui.widgets.deck_look import SOLID_SUITS, solid_suits, suit_colour_on_dark
from napoleon_gui.widgets.plain import plain_tooltip

#: a text cut before and after each solid suit (``draw_suited``)
_SUIT_PIECES = re.compile("([♠♥♦♣])")


class Banner(QGraphicsObject):
    """A message in the middle of the table."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self._design = QRectF(0, 0, rect.width(), rect.height())
        self._rect = QRectF(self._design)
        self.setPos(rect.topLeft())
        self.text = ""
        self.setZValue(900)
        self.setVisible(False)

    def set_text(self, text: str) -> None:
        self.text = text
        self.refloor()

    def font_px(self) -> int:
        """The text's size: 22 px, smaller for a long text, never below the floor."""
        least = max(11, math.ceil(text_floor(self)))
        font = QFont()
        font.setPixelSize(max(22, least))
        font.setBold(True)
        metrics = QFontMetricsF(font)
        while (
            metrics.horizontalAdvance(self.text) > (self._design.width() - 24) * 2
            and font.pixelSize() > least
        ):
            font.setPixelSize(font.pixelSize() - 1)
            metrics = QFontMetricsF(font)
        return font.pixelSize()

    def refloor(self) -> None:
        """Taller, around the same middle, when the text needs more lines at its size."""
        font = QFont()
        font.setPixelSize(self.font_px())
        font.setBold(True)
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        room = QRectF(0, 0, self._design.width() - 24, 10000)
        need = QFontMetricsF(font).boundingRect(room, flags, self.text).height() + 8
        h = max(self._design.height(), need)
        rect = QRectF(0, (self._design.height() - h) / 2, self._design.width(), h)
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = rect
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(0, 0, 0, 170))
        painter.setPen(QPen(QColor(255, 213, 79, 200), 2))
        painter.drawRoundedRect(self._rect, 14, 14)
        font = QFont()
        font.setPixelSize(self.font_px())
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(
            self._rect.adjusted(12, 4, -12, -4),
            int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
            self.text,
        )


class Layout(NamedTuple):
    """One shape of the info panel: its rectangle (in its own coordinates), text size,
    rows as drawn (line index, text) and the lines they show."""

    rect: QRectF
    size: int
    rows: list[tuple[int, str]]
    lines: list[str]


class InfoPanel(QGraphicsObject):
    """The contract, the adjutant card and the trick number (top right)."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self._design = QRectF(0, 0, rect.width(), rect.height())
        self._rect = QRectF(self._design)
        self.setPos(rect.topLeft())
        self.lines: list[str] = []
        #: lines that may wrap onto a second row when too wide (a long trump name) instead
        #: of shrinking them all; every line wraps rather than being cut (issue 25)
        self.elidable: frozenset[int] = frozenset()
        #: the rows as drawn: (line index, text); a wrapped line has several rows
        self._rows: list[tuple[int, str]] = []
        self._size = 9
        #: the same facts in fewer words (a team's point cards without its players' names),
        #: shown when the full lines would reach a card (issue 25); the full lines are then
        #: the panel's tool tip
        self.compact: list[str] = []
        #: the lines as drawn: ``lines`` or ``compact``
        self.shown: list[str] = []
        #: places in the scene the panel keeps clear of as it grows (the trick's cards), and
        #: those it covers as few of as it can (the plates, which then move)
        self._keep_clear: list[QRectF] = []
        self._rather_clear: list[QRectF] = []
        #: how wide it may grow to the left before it reaches a hand (issue 25, look):
        #: beyond that its lines wrap onto more rows
        self._room = math.inf
        #: ``layouts`` and what they were found for
        self._memo: tuple[tuple[object, ...], list[Layout]] = ((), [])
        # over the face-down hands and the plates it may reach once grown (issue 25), under
        # the trick and the human's hand
        self.setZValue(160)

    def set_lines(
        self, lines: list[str], elidable: Iterable[int] = (), compact: Iterable[str] = ()
    ) -> None:
        # suits solid, as the cards print them (issue 25: look25): the records' ♡ ♢
        # read as pale outlines beside ♠ ♣
        lines, compact = [solid_suits(x) for x in lines], [solid_suits(x) for x in compact]
        cut, short = frozenset(elidable), list(compact)
        if lines != self.lines or cut != self.elidable or short != self.compact:
            self.lines, self.elidable, self.compact = lines, cut, short
            self.refloor()

    def keep_clear(self, places: list[QRectF], rather: list[QRectF] | None = None) -> None:
        """The scene's places the panel must not reach when it grows (issue 25), and those
        it should cover as few of as it can (``rather``; None: as before)."""
        rather = self._rather_clear if rather is None else rather
        if places != self._keep_clear or rather != self._rather_clear:
            self._keep_clear, self._rather_clear = places, rather
            self.refloor()

    def set_room(self, width: float) -> None:
        """The widest it may grow (never below its design width)."""
        room = max(width, self._design.width())
        if room != self._room:
            self._room = room
            self.refloor()

    def boundingRect(self) -> QRectF:
        return self._rect

    def _line_height(self) -> float:
        return (self._rect.height() - 12) / max(len(self._rows), 4)

    def _size_for(self, width: float, line_h: float, lines: list[str]) -> int:
        """The text size at ``width``: every line shrinks alike to fit the widest, never
        below the text floor."""
        least = floored(9, self)
        size = max(least, round(line_h * 0.68))
        font = QFont()
        font.setPixelSize(size)
        font.setBold(True)
        fitted = [line for i, line in enumerate(lines) if i not in self.elidable]
        widest = max((QFontMetricsF(font).horizontalAdvance(line) for line in fitted), default=0)
        if widest > width - 20:  # shrink rather than cut a long contract
            size = max(least, int(size * (width - 20) / widest))
        return size

    def refloor(self) -> None:
        """At the text floor the panel grows down and to the left (its top right corner
        stays), up to 2.2 times its width, so that the lines keep their size; a line still
        too wide wraps onto the next row (issue 25: stack, never cut). It never reaches a
        card of the trick: narrower and taller, or in its compact lines (the full ones as
        its tool tip); the first of ``layouts``, or as wide as its lines ask when none keeps
        clear of the trick. (The scene may then choose a later one: ``use``.)"""
        layouts = self.layouts()
        self.use(layouts[0] if layouts else self.natural())

    def natural(self) -> Layout:
        """The panel as wide as its full lines ask (up to 2.2 times its width)."""
        if not self.lines:
            return Layout(QRectF(self._design), self._size, [], [])
        w = self._widths(self.lines)[0]
        return Layout(*self._laid_out(self.lines, w), self.lines)

    def layouts(self) -> list[Layout]:
        """The panel's shapes that reach no card of the trick, the best first: covering
        as few plates as it can (``keep_clear``'s ``rather``); when it covers none, its
        full lines as wide as they ask (then narrower); else its largest text, then the
        fewest rows, then the smallest panel."""
        scene = self.scene()
        floor = text_floor(self)
        memo: tuple[object, ...] = (floor, self.pos(), self.lines, self.compact, self.elidable)
        memo += (self._keep_clear, self._rather_clear, self._room)
        if memo == self._memo[0]:
            return self._memo[1]
        found: list[tuple[tuple[int, int, int, int, float], int, Layout]] = []
        for lines in (self.lines, self.compact) if self.compact else (self.lines,):
            for w in self._widths(lines):
                rect, size, rows = self._laid_out(lines, w)
                place = rect.translated(self.pos()).adjusted(-6, -6, 6, 6)
                if any(place.intersects(other) for other in self._keep_clear) or (
                    scene is not None and place.bottom() > scene.sceneRect().bottom()
                ):
                    continue
                covered = sum(place.intersects(other) for other in self._rather_clear)
                compact = int(bool(covered) or lines is not self.lines)
                key = (covered, compact, 0, 0, 0.0)  # as they come: the widest first
                if covered:
                    key = (covered, compact, -size, len(rows), rect.width() * rect.height())
                found.append((key, len(found), Layout(rect, size, rows, lines)))
                if not found[0][0][0]:  # the first that covers nothing is the best
                    break
            if found and not found[0][0][0]:
                break
        layouts = [layout for _key, _i, layout in sorted(found)]
        self._memo = (memo, layouts)
        return layouts

    def _widths(self, lines: list[str]) -> list[float]:
        """The widths to try: wide enough for every line (as wide as the panel may grow),
        then narrower down to the design's width."""
        design = self._design.width()
        _h, metrics = self._metrics(lines, design)
        widest = max((metrics.horizontalAdvance(line) for line in lines), default=0)
        best = min(max(design, widest + 24), design * 2.2)
        widths = [best] + [w for w in (design * f / 10 for f in range(21, 9, -1)) if w < best]
        # short of a hand beside it, it wraps onto more rows first (issue 25, look), as long
        # as that makes it at most half as tall again; the wider shapes stay a last resort
        if self._room < best:
            tall = self._laid_out(lines, self._room)[0].height()
            if tall <= 1.5 * self._laid_out(lines, best)[0].height():
                narrower = [w for w in widths if w < self._room]
                return [self._room, *narrower, *(w for w in widths if w > self._room)]
        return widths

    def _metrics(self, lines: list[str], width: float) -> tuple[float, QFontMetricsF]:
        line_h = (self._design.height() - 12) / max(len(lines), 4)
        font = QFont()
        font.setPixelSize(self._size_for(width, line_h, lines))
        font.setBold(True)
        return line_h, QFontMetricsF(font)

    def _laid_out(self, lines: list[str], w: float) -> tuple[QRectF, int, list[tuple[int, str]]]:
        """The panel ``w`` wide: its rectangle, text size and rows."""
        design = self._design
        line_h = (design.height() - 12) / max(len(lines), 4)
        size = self._size_for(w, line_h, lines)  # as large as the width allows
        font = QFont()
        font.setPixelSize(size)
        font.setBold(True)
        metrics = QFontMetricsF(font)
        rows = [(i, row) for i, line in enumerate(lines) for row in _wrapped(line, metrics, w - 20)]
        # a word that cannot break (a Japanese trump name) widens the panel: never cut
        w = max(w, max((metrics.horizontalAdvance(row) + 20 for _i, row in rows), default=0))
        h = max(design.height(), max(len(rows), 4) * size / 0.68 + 12)
        return QRectF(design.width() - w, 0, w, h), size, rows

    def use(self, layout: Layout) -> None:
        """Take ``layout`` (one of ``layouts``) as the panel's shape."""
        self._size, self._rows = layout.size, layout.rows
        full = "\n".join(self.lines) if layout.lines != self.lines else ""
        if layout.lines != self.shown or full != self.toolTip():
            self.shown = layout.lines
            self.setToolTip(plain_tooltip(full))
        if layout.rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(layout.rect)
        self.update()

    def drawn(self) -> tuple[int, list[str]]:
        """The text size and the rows as drawn: every line shrinks alike to fit the widest
        (a long contract stays whole), down to the text floor; a line wider still wraps
        onto the next row (a long trump name)."""
        return self._size, [row for _i, row in self._rows]

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.lines:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(10, 30, 18, 190))
        painter.setPen(QPen(QColor(255, 255, 255, 70), 1))
        painter.drawRoundedRect(self._rect, 10, 10)
        size, texts = self.drawn()
        font = QFont()
        font.setPixelSize(size)
        line_h = self._line_height()
        y = self._rect.top() + 6.0
        for (line, _row), text in zip(self._rows, texts, strict=True):
            font.setBold(line == 0)
            painter.setFont(font)
            ink = QColor("#ffd54f") if line == 0 else QColor("#e8f5e9")
            row = QRectF(self._rect.left() + 10, y, self._rect.width() - 20, line_h)
            draw_suited(painter, row, text, ink)
            y += line_h


def draw_suited(painter: QPainter, rect: QRectF, text: str, ink: QColor) -> None:
    """``text`` left-aligned and centred in height in ``rect``, in ``ink``, each suit in its
    colour of the deck for the dark felt (issue 25: look25; the black suits in ``ink``)."""
    metrics = QFontMetricsF(painter.font())
    flags = int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
    x = rect.left()
    for piece in _SUIT_PIECES.split(text):
        if not piece:
            continue
        suit = SOLID_SUITS.find(piece)
        colour = suit_colour_on_dark(suit) if suit >= 0 else None
        painter.setPen(QColor(colour) if colour is not None else ink)
        width = metrics.horizontalAdvance(piece)
        painter.drawText(
            QRectF(x, rect.top(), max(rect.right() - x, 0), rect.height()), flags, piece
        )
        x += width


def _wrapped(line: str, metrics: QFontMetricsF, room: float) -> list[str]:
    """``line`` in rows no wider than ``room``, broken between words (a single word too
    long keeps its row: it is never cut)."""
    if metrics.horizontalAdvance(line) <= room or " " not in line:
        return [line]
    rows: list[str] = []
    row = ""
    for word in line.split(" "):
        trial = f"{row} {word}" if row else word
        if row and metrics.horizontalAdvance(trial) > room:
            rows.append(row)
            row = word
        else:
            row = trial
    return [*rows, row]


class AreaLabel(QGraphicsItem):
    """A small caption (e.g. "Discards")."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self._design = QRectF(0, 0, rect.width(), rect.height())
        self._rect = QRectF(self._design)
        self.setPos(rect.topLeft())
        self.text = ""
        self.setZValue(70)  # over the cards below it, which a grown label may reach

    def font_px(self) -> int:
        return floored(max(9, self._design.height() * 0.75), self)

    def refloor(self) -> None:
        """Taller at the text floor: upwards as far as the table's edge allows (the cards
        under it stay in sight), then downwards, over the cards' top edge; wider, to the
        right, when the text at that size is longer than its place (issue 25: "Carte
        centrale" was cut to "Carte centr" at 1024×700)."""
        h = max(self._design.height(), self.font_px() / 0.75)
        scene = self.scene()
        room = self.pos().y() - scene.sceneRect().top() if scene is not None else 0.0
        top = -min(h - self._design.height(), max(room, 0.0))
        font = QFont()
        font.setPixelSize(self.font_px())
        font.setBold(True)
        w = max(self._design.width(), QFontMetricsF(font).horizontalAdvance(self.text) + 4)
        rect = QRectF(0, top, w, h)
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = rect
        self.update()

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.refloor()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        font = QFont()
        font.setPixelSize(self.font_px())
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(232, 245, 233, 210))
        painter.drawText(
            self._rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), self.text
        )


class Caption(QGraphicsItem):
    """A short centred text on a dark tab, anywhere on the table (a pile's count, a pile's
    number, the trump kind declared for a trick)."""

    def __init__(self, rect: QRectF, text: str = "") -> None:
        super().__init__()
        self._design = QRectF(0, 0, rect.width(), rect.height())
        self._rect = QRectF(self._design)
        self.setPos(rect.topLeft())
        self.text = text
        #: the text as last painted (tests read it)
        self.shown = ""
        self.setZValue(700)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._design = QRectF(0, 0, rect.width(), rect.height())
        self._rect = QRectF(self._design)
        self.setPos(rect.topLeft())
        self.refloor()

    def font_px(self) -> int:
        return floored(max(9, self._design.height() * 0.62), self)

    def refloor(self) -> None:
        """Taller and wider around its middle at the text floor."""
        design = self._design
        grow = self.font_px() / max(design.height() * 0.62, 1.0)
        w, h = design.width() * max(grow, 1.0), design.height() * max(grow, 1.0)
        rect = QRectF(design.center().x() - w / 2, design.center().y() - h / 2, w, h)
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = rect
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont()
        font.setPixelSize(self.font_px())
        font.setBold(True)
        metrics = QFontMetricsF(font)
        width = min(self._rect.width(), metrics.horizontalAdvance(self.text) + 18)
        body = QRectF(
            self._rect.center().x() - width / 2, self._rect.top(), width, self._rect.height()
        )
        painter.setBrush(QColor(0, 0, 0, 150))
        painter.setPen(QPen(QColor(255, 213, 79, 170), 1.5))
        radius = self._rect.height() / 2
        painter.drawRoundedRect(body, radius, radius)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        text = metrics.elidedText(self.text, Qt.TextElideMode.ElideRight, body.width() - 8)
        self.shown = text
        painter.drawText(body, int(Qt.AlignmentFlag.AlignCenter), text)
