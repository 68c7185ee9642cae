"""The widget showing the table: keeps the whole scene in sight at any window size."""

from __future__ import annotations

import contextlib
import weakref

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFocusEvent,
    QPainter,
    QPen,
    QRadialGradient,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from napoleon_gui.widgets import deck_look

#: the smallest text on the table, in points on the screen (issue 25)
MIN_TEXT_PT = 9.0
#: the felt and the table's edge: the green table, and the high-contrast one (issue 25)
_GREEN = ("#0b2a17", "#2e8b4f", "#1f6d3a", "#0e3d20", "#6d4c2f")
_CONTRAST = ("#000000", "#1c1c1c", "#141414", "#0a0a0a", "#f2f2f2")


class TableView(QGraphicsView):
    """Antialiased, smooth-scaled view of the table on green felt; the scene rectangle is
    fitted (keeping its aspect ratio) into the widget on every resize, so no card is ever
    out of sight."""

    def __init__(self, scene: QGraphicsScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if scene is not None:
            self.setScene(scene)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)  # felt drawn once per size
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(320, 200)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        ref = weakref.ref(self)

        def restyle() -> None:  # the high-contrast table, applied live
            view = ref()
            if view is not None:
                with contextlib.suppress(RuntimeError):  # the C++ view may be gone
                    view.resetCachedContent()
                    view.viewport().update()

        weakref.finalize(self, deck_look.on_look_changed(restyle))  # gone with the view

    def setScene(self, scene: QGraphicsScene | None) -> None:
        old = self.scene()
        if old is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                old.sceneRectChanged.disconnect(self._fit)
        super().setScene(scene)
        if scene is not None:
            scene.sceneRectChanged.connect(self._fit)
        self._fit()

    def _fit(self, *_args: object) -> None:
        scene = self.scene()
        if scene is None:
            return
        self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        # issue 25 (look): the felt beside the table, where the info panel may lie
        set_visible = getattr(scene, "set_visible_area", None)
        if callable(set_visible):
            set_visible(self.mapToScene(self.viewport().rect()).boundingRect())
        # issue 25: texts on the table are never smaller than 9 pt on the screen
        set_floor = getattr(scene, "set_text_floor", None)
        scale = self.transform().m11()
        if callable(set_floor) and scale > 0:
            set_floor(MIN_TEXT_PT * self.logicalDpiY() / 72 / scale)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()

    # --- issue 25: the keyboard's place in sight ------------------------------------------
    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """A gold frame round the table while it has the keyboard (Tab reached it: the
        arrows now move among the hand's cards)."""
        super().drawForeground(painter, rect)
        if not self.hasFocus():
            return
        painter.save()
        painter.resetTransform()
        painter.setPen(QPen(QColor("#d89b00"), 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(self.viewport().rect().adjusted(1, 1, -2, -2))
        painter.restore()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """Dark surround, green felt (radial gradient) and the oval edge of the table."""
        scene = self.scene()
        table = scene.sceneRect() if scene is not None else QRectF(0, 0, 1600, 1000)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        visible = self.mapToScene(self.viewport().rect()).boundingRect().united(QRectF(rect))
        surround, middle, between, outer, edge = (
            _CONTRAST if deck_look.look().high_contrast else _GREEN
        )
        painter.fillRect(visible, QColor(surround))
        centre = table.center()
        radius = max(table.width(), table.height()) * 0.75
        felt = QRadialGradient(QPointF(centre.x(), centre.y() - table.height() * 0.05), radius)
        felt.setColorAt(0.0, QColor(middle))
        felt.setColorAt(0.55, QColor(between))
        felt.setColorAt(1.0, QColor(outer))
        painter.fillRect(visible, QBrush(felt))
        oval = table.adjusted(
            table.width() * 0.03,
            table.height() * 0.045,
            -table.width() * 0.03,
            -table.height() * 0.045,
        )
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(0, 0, 0, 70), table.height() * 0.022))
        painter.drawEllipse(oval.adjusted(3, 4, 3, 4))
        painter.setPen(QPen(QColor(edge), table.height() * 0.016))
        painter.drawEllipse(oval)
        painter.setPen(QPen(QColor(255, 236, 179, 90), table.height() * 0.003))
        painter.drawEllipse(
            oval.adjusted(
                -table.height() * 0.006,
                -table.height() * 0.006,
                table.height() * 0.006,
                table.height() * 0.006,
            )
        )
        inner = oval.adjusted(
            table.width() * 0.2, table.height() * 0.2, -table.width() * 0.2, -table.height() * 0.2
        )
        painter.setPen(QPen(QColor(255, 255, 255, 22), table.height() * 0.003))
        painter.drawEllipse(inner)
        painter.restore()
