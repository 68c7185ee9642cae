"""The hands of the deals played before looking at them, on the table of either game: a blind
stand's face-up card (N-VAR-6, R-VAR-5) and the hand picked up after the call or after naming
the trump unseen (N-VAR-5/6, R-VAR-4/5/7/11). Animations of the engine's ``BlindCardShown``
and ``HandsLifted`` events; nothing here decides a rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractAnimation, QParallelAnimationGroup

from engine.cards import sort_key
from engine.events import BlindCardShown, HandsLifted
from napoleon_gui.table.placement import HAND

if TYPE_CHECKING:
    from napoleon_gui.table.scene import TableScene


def blind_card_shown(scene: TableScene, event: BlindCardShown, d: int) -> QAbstractAnimation:
    """N-VAR-6 / R-VAR-5: the seat's card turns face up where it lies (the plate flashes)."""
    group = QParallelAnimationGroup()
    it = next((x for x in scene.zone_items(HAND, event.seat) if x.card == event.card), None)
    if it is None:
        hidden = [x for x in scene.zone_items(HAND, event.seat) if not x.face_up]
        it = hidden[0] if hidden else None
    if it is not None and not it.face_up:
        group.addAnimation(scene.flip_item(it, True, event.card, d))
    group.addAnimation(scene.flash_plate(event.seat, 2 * d, times=1))
    return group


def hands_lifted(scene: TableScene, event: HandsLifted, d: int) -> QAbstractAnimation | None:
    """The human picks up the hand he had not looked at (N-VAR-5/6): its cards turn up,
    sorted (Napoleon and Rettler alike)."""
    layout = scene.table_layout
    assert layout is not None
    seat = layout.human_seat
    cards = event.hands[seat] if seat < len(event.hands) else None
    items = scene.zone_items(HAND, seat)
    if cards is None or len(cards) != len(items):
        return None
    spare = [it for it in items if it.card is None or it.card not in cards]
    order = []
    flips = []
    for card in sorted(cards, key=sort_key):
        it = next((x for x in items if x.card == card), None)
        if it is None:
            it = spare.pop(0)
            flips.append((it, card))
        order.append(it)
    group = QParallelAnimationGroup()
    for it, card in flips:
        it.card = card
        group.addAnimation(scene.flip_item(it, True, card, d))
    for it in order:
        if not it.face_up and (it, it.card) not in flips and it.card is not None:
            group.addAnimation(scene.flip_item(it, True, it.card, d))
    scene.refan(seat, order, d, group)
    return group


__all__ = ["blind_card_shown", "hands_lifted"]
