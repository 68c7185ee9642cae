"""What the strong partners say about the trick in progress (M-TALK-1..4, issue 23.5).

The partners' search imagines the hidden ranks (``worlds``), and every rank message is a true
constraint on the speaker's hand that the listeners' imagined deals must meet (M-TALK-4,
M-SOLVE-7). The fact a seat most needs before it plays to a trick is who can still take it:
so a seat that has not played to the trick yet and holds the suit of the card now winning it
says whether it holds a card above that card (``CAN_BEAT`` / ``CANNOT_BEAT``), unasked. The
engine's menu offers such a message only when it is true and pins no rank for any listener
(M-TALK-2, MU-3), so this says only what the rules allow; where it would pin a rank it is
not on the menu and nothing is said.
"""

from __future__ import annotations

from collections.abc import Sequence

from .rules import trick_winner
from .talk import CAN_BEAT, CANNOT_BEAT, Message
from .view import MustFollowView


def winning_card(view: MustFollowView) -> int | None:
    """The card now winning the trick in progress (M-PLAY-2), or ``None`` between tricks."""
    if not view.trick:
        return None
    cards = [c for _, c in view.trick]
    return cards[trick_winner(cards)]


def beat_talk(view: MustFollowView, menu: Sequence[object]) -> list[Message]:
    """``CAN_BEAT(c)`` or ``CANNOT_BEAT(c)`` about the card ``c`` now winning the trick, from a
    seat still to play to it, once per card (the log already holds what was said)."""
    card = winning_card(view)
    if card is None or any(seat == view.seat for seat, _ in view.trick):
        return []
    said_already = {
        (e.message.template, e.message.value)
        for e in view.messages
        if e.seat == view.seat and e.round == view.round
    }
    for template in (CAN_BEAT, CANNOT_BEAT):
        message = Message(template, card)
        if message in menu and (template, card) not in said_already:
            return [message]
    return []


__all__ = ["beat_talk", "winning_card"]
