"""The human's input on the table: what a click, a double click or a key on the hand means.

``SceneInput`` is the base of ``TableScene`` (``table/scene.py``) that handles the mouse
and the keyboard and emits ``card_clicked`` / ``card_activated``; the click model, the
armed card, the keyboard focus and the double-click guard are ``HandInput``'s
(``table/hand_input.py``). Which cards are legal is the engine's (``set_legal``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from napoleon_gui.table.cards import CardItem
from napoleon_gui.table.hand_input import HandInput
from napoleon_gui.table.last_trick import TrickDisplay


class SceneInput(QGraphicsScene):
    """Mouse and keyboard on the table (``TableScene`` provides what is declared here)."""

    card_clicked = Signal(int)
    #: double click, drag onto the trick area, or Enter on the keyboard-focused card
    card_activated = Signal(int)
    #: issue 25 (look): a game's keys for cards outside the human's hand (the puzzle's
    #: dummy, chosen by place): it sees every hand key first and says whether it took it
    key_hook: Callable[[QKeyEvent], bool] | None = None

    if TYPE_CHECKING:  # TableScene's
        hand_input: HandInput
        trick_display: TrickDisplay
        _legal: set[int] | None

        def human_hand_items(self) -> list[CardItem]: ...
        def focused_card(self) -> int | None: ...
        def _apply_marks(self) -> None: ...

    # --- the click model (Settings: click to play) ---------------------------------------
    def set_click_mode(self, mode: str) -> None:
        """``"single"`` (a click plays a legal card) or ``"select_then_play"``."""
        self.hand_input.set_mode(mode)
        self._apply_marks()

    def click_plays(self, card: int) -> bool:
        """A click on ``card`` that no game took for its own selection: True when the card
        goes to the game now (the engine plays or refuses it); in select-then-play mode a
        first click on a legal card (``set_legal``) arms it instead."""
        plays = self.hand_input.click_plays(card, self._legal)
        self._apply_marks()
        return plays

    def _item_double_clicked(self, card: int) -> None:
        if self.hand_input.double_click_allowed():
            self.card_activated.emit(card)

    # --- mouse ---------------------------------------------------------------------------
    def card_at(self, pos: QPointF) -> CardItem | None:
        """The topmost card at a scene position when it is one of the human's cards."""
        for item in self.items(pos):
            if isinstance(item, CardItem):
                return item if item.interactive and item.card is not None else None
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.hand_input.gesture_played = False  # a new gesture
        if self.trick_display.take_click():  # closes the last trick / lets a held one go
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # Handled here rather than by the item: Qt turns a double click on an item other
        # than the last one pressed into a plain press, which would swallow it.
        if self.trick_display.took_press:  # its first click closed the last trick
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            if not self.hand_input.double_click_allowed():
                event.accept()  # its first click played a card: never a second one
                return
            item = self.card_at(event.scenePos())
            if item is not None and item.card is not None:
                event.accept()
                self.card_activated.emit(item.card)
                return
        super().mouseDoubleClickEvent(event)

    # --- keyboard ------------------------------------------------------------------------
    def take_hand_key(self, event: QKeyEvent) -> bool:
        """An arrow, Space or Enter pressed outside the table (in the decision area) while a
        card is to be played: the hand takes it as if the table had the focus (a Rettler lead
        is chosen on the table while its panel is up; Enter comes here only when no panel
        is). False when no card play is due."""
        keys = (
            Qt.Key.Key_Left,
            Qt.Key.Key_Right,
            Qt.Key.Key_Space,
            Qt.Key.Key_Return,
            Qt.Key.Key_Enter,
        )
        if event.key() in keys and self.key_hook is not None and self.key_hook(event):
            return True
        if self._legal is None or event.key() not in keys or not self.human_hand_items():
            return False
        event.setAccepted(False)
        self.keyPressEvent(event)
        return event.isAccepted()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self.trick_display.take_key(key):  # Escape, or Space/Enter on a held trick
            event.accept()
            return
        if self.key_hook is not None and self.key_hook(event):
            event.accept()
            return
        hand = self.human_hand_items()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and hand:
            # among the legal cards only, wrapping at both ends
            self.hand_input.step(
                [it.card for it in hand], self._legal, -1 if key == Qt.Key.Key_Left else 1
            )
            self._apply_marks()
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self._legal is None:
                # issue 25: no card to play now: Enter is not the hand's; the window gives
                # it to the decision below (its safe choice), never to a card
                event.ignore()
                return
            card = self.focused_card()
            if card is None and hand:
                legal = HandInput.eligible([it.card for it in hand], self._legal)
                if len(legal) == 1:  # one card to play: Enter plays it
                    card = legal[0]
                else:  # the ring comes to the first card that may be played; Enter again plays
                    self.hand_input.step([it.card for it in hand], self._legal, 1)
                    self._apply_marks()
                    event.accept()
                    return
            if card is not None:
                self.hand_input.keyboard = True  # a game's own selection comes first
                try:
                    self.card_activated.emit(card)
                finally:
                    self.hand_input.keyboard = False
                event.accept()
                return
        if key == Qt.Key.Key_Space:
            card = self.focused_card()
            if card is not None:
                # a click from the keyboard: it plays at once in either click mode (a game
                # with its own selection, e.g. Rettler's pairs, still toggles it)
                self.hand_input.keyboard = True
                try:
                    self.card_clicked.emit(card)
                finally:
                    self.hand_input.keyboard = False
                event.accept()
                return
        super().keyPressEvent(event)
