"""One queue of (event, view) items, animated one at a time.

The controller pushes every (redacted) event with the view after it. The queue asks the
scene for the event's animation, runs it (never blocking: it continues on
``QAbstractAnimation.finished``) and then syncs the scene to the item's view, so the scene
is always exactly a view between animations. Events of one engine step share one view
object; between those the queue does not sync (the next animation continues from where the
items are) and it syncs once after the last of them.

``playing(event, view)`` is emitted when an item starts to show (after everything queued
before it has landed), so narration of an event (who won the trick) never runs ahead of the
cards. ``idle`` is emitted whenever the queue becomes empty after playing items; in ``instant``
mode ``push`` syncs at once and emits ``idle`` before it returns. ``clear`` stops everything
and syncs to the last view without emitting ``idle`` (whoever clears decides what comes
next).
"""

from __future__ import annotations

import contextlib
from collections import deque
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QAbstractAnimation, QObject, QTimer, Signal

from engine.events import Event

if TYPE_CHECKING:
    from napoleon_gui.table.projection import TableView

SPEEDS: dict[str, int] = {"instant": 0, "fast": 150, "normal": 300, "slow": 600}


class AnimatedScene(Protocol):
    def note_event(self, event: Event) -> None: ...

    def animation_for(
        self, event: Event, view_after: TableView, duration_ms: int
    ) -> QAbstractAnimation | None: ...

    def sync(self, view: TableView) -> None: ...


class AnimationQueue(QObject):
    idle = Signal()
    #: (event, view after it): the event starts to show now
    playing = Signal(object, object)

    def __init__(self, scene: AnimatedScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self._speed = "normal"
        self._items: deque[tuple[Event, TableView]] = deque()
        self._current: QAbstractAnimation | None = None
        self._current_view: TableView | None = None
        self._retired: list[QAbstractAnimation] = []
        self._scheduled = False
        self._last_view: TableView | None = None
        self._busy = False
        reset = getattr(scene, "table_reset", None)
        if reset is not None:  # a new table: what was queued belongs to the old one
            reset.connect(self._forget)

    # --- settings ------------------------------------------------------------------------
    @property
    def speed(self) -> str:
        return self._speed

    def set_speed(self, speed: str) -> None:
        if speed not in SPEEDS:
            raise ValueError(f"unknown animation speed {speed!r}; known: {', '.join(SPEEDS)}")
        self._speed = speed
        if speed == "instant" and not self.is_idle():
            self._finish_now()
            QTimer.singleShot(0, self, self._emit_idle_if_idle)

    def duration_ms(self) -> int:
        """How long one card move takes at the current speed."""
        return SPEEDS[self._speed]

    # --- queue ---------------------------------------------------------------------------
    def push(self, event: Event, view_after: TableView) -> None:
        """Queue ``event`` (already redacted for the viewing seat) with the view after it."""
        if self._speed == "instant" and self.is_idle():
            self.playing.emit(event, view_after)
            self.scene.note_event(event)
            self._last_view = view_after
            self.scene.sync(view_after)
            self.idle.emit()
            return
        self._items.append((event, view_after))
        self._last_view = view_after
        if self._current is None and not self._scheduled:
            self._scheduled = True
            QTimer.singleShot(0, self, self._next)

    def is_idle(self) -> bool:
        return self._current is None and not self._items and not self._busy

    def current_animation(self) -> QAbstractAnimation | None:
        """The animation playing now (None between items)."""
        return self._current

    def pending(self) -> int:
        """Items waiting or playing."""
        return len(self._items) + (1 if self._current is not None else 0)

    def clear(self) -> None:
        """Stop the running animation, drop the queued items and sync to the last view."""
        self._finish_now()

    def _forget(self) -> None:
        """Drop everything without syncing (the scene was set up afresh)."""
        self._items.clear()
        self._last_view = None
        self._finish_now()

    def _finish_now(self) -> None:
        current = self._current
        self._current = None
        self._busy = False
        self._scheduled = False
        if current is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                current.finished.disconnect(self._on_finished)
            current.stop()
            self._retired.append(current)
        dropped = list(self._items)
        self._items.clear()
        for event, view in dropped:
            self.playing.emit(event, view)
            self.scene.note_event(event)
        if self._last_view is not None and (current is not None or dropped):
            self.scene.sync(self._last_view)

    # --- playing -------------------------------------------------------------------------
    def _next(self) -> None:
        self._scheduled = False
        self._retired.clear()
        if self._current is not None:
            return
        while self._items:
            event, view = self._items.popleft()
            duration = SPEEDS[self._speed]
            self._busy = True
            self.playing.emit(event, view)
            if duration <= 0:
                self.scene.note_event(event)
                anim = None
            else:
                anim = self.scene.animation_for(event, view, duration)
            if anim is None:
                self._after(view)
                continue
            self._current = anim
            self._current_view = view
            anim.finished.connect(self._on_finished)
            anim.start()
            return
        self._busy = False
        self.idle.emit()

    def _after(self, view: TableView) -> None:
        """An item is done: sync unless the next item continues from the same view."""
        if self._items and self._items[0][1] is view:
            return
        self.scene.sync(view)

    def _on_finished(self) -> None:
        anim = self._current
        if anim is None:
            return
        self._current = None
        self._retired.append(anim)  # released on the next turn, not inside its own signal
        assert self._current_view is not None  # set with ``_current``
        self._after(self._current_view)
        self._current_view = None
        if not self._scheduled:
            self._scheduled = True
            QTimer.singleShot(0, self, self._next)

    def _emit_idle_if_idle(self) -> None:
        if self.is_idle():
            self.idle.emit()
