"""The engine side of table talk: which messages a seat may send now (M-TALK-2/3, MD-5).

The check needs the truth (the speaker's hand) and every listener's knowledge (their own
hands), so it runs on the state, never on a view. A refusal never says *which* card would be
pinned or for whom: that would itself give ranks away.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...cards import SUIT_MASK, Card
from ...text import Text, said
from .rules import TARGETS
from .talk import (
    AGREE,
    ASK_BEAT,
    ASK_ROLE,
    CAN_BEAT,
    CANNOT_BEAT,
    DISAGREE,
    KEEP,
    RANK_TEMPLATES,
    REQUEST_DUCK,
    REQUEST_LEAD,
    REQUEST_WIN,
    ROLE,
    TEMPLATES,
    Constraint,
    Message,
    constraints_by_seat,
    pinned_cards,
    possible_holdings,
)

if TYPE_CHECKING:
    from .state import MustFollowState


def table_cards(state: MustFollowState) -> list[Card]:
    """Cards a rank message may refer to (M-TALK-3): the current trick, the center card and
    the round-1 leftovers."""
    cards = [c for _, c in state.trick]
    if state.center is not None:
        cards.append(state.center)
    cards.extend(state.leftovers())
    return cards


def role_counts(players: int) -> list[int]:
    return sorted(set(TARGETS.get(players, (8, 4))), reverse=True)


def holds_above(hand: int, card: Card) -> bool:
    return bool(hand & SUIT_MASK[card // 13] & ~((2 << card) - 1))


def menu(state: MustFollowState, seat: int) -> list[Message]:
    """Every allowed message for ``seat`` (the caller checked that talk is open)."""
    hand = state.hands[seat]
    out = [Message(ROLE, n) for n in role_counts(state.players)]
    out += [Message(KEEP, s) for s in range(4) if hand & SUIT_MASK[s]]
    out += [Message(ASK_ROLE), Message(AGREE), Message(DISAGREE)]
    out += [Message(REQUEST_LEAD, s) for s in range(4)]
    for other in range(state.players):
        if other != seat:
            out += [Message(REQUEST_WIN, to=other), Message(REQUEST_DUCK, to=other)]
    for card in table_cards(state):
        out.append(Message(ASK_BEAT, card))
        if hand & SUIT_MASK[card // 13]:
            template = CAN_BEAT if holds_above(hand, card) else CANNOT_BEAT
            out.append(Message(template, card))
    return [m for m in out if check(state, seat, m) is None]


def check(state: MustFollowState, seat: int, message: Message) -> tuple[str, Text] | None:
    """Why ``seat`` may not send ``message`` now, or ``None``."""
    t, v = message.template, message.value
    if t not in TEMPLATES:
        return _not_on_menu()
    if message.to is not None and (message.to == seat or not 0 <= message.to < state.players):
        return "M-TALK-3", said("address another player at the table")
    if t in (ASK_ROLE, AGREE, DISAGREE, REQUEST_WIN, REQUEST_DUCK):
        return None if v is None else _not_on_menu()
    if t == ROLE:
        return None if v in role_counts(state.players) else _not_on_menu()
    if t == REQUEST_LEAD:
        return None if v in (0, 1, 2, 3) else _not_on_menu()
    if t == KEEP:
        if v not in (0, 1, 2, 3):
            return _not_on_menu()
        if not state.hands[seat] & SUIT_MASK[v]:
            return "M-TALK-2", said("you hold no card of that suit")
        return None
    if v is None or v not in table_cards(state):
        return "M-TALK-3", said("ask only about a card in the trick or on the table")
    if t == ASK_BEAT:
        return None
    assert t in RANK_TEMPLATES
    claim = Constraint(t == CAN_BEAT, v)
    if not claim.holds(state.hands[seat]):
        return "M-TALK-2", said("that is not true of your hand")
    if pins_a_card(state, seat, claim):
        return "M-TALK-1", said("that would pin down a rank for someone (M-TALK-2)")
    return None


def _not_on_menu() -> tuple[str, Text]:
    return "M-TALK-3", said("that message is not on the menu")


def pins_a_card(state: MustFollowState, speaker: int, claim: Constraint) -> bool:
    """M-TALK-2 for every listener separately (MU-3)."""
    suit = claim.card // 13
    round_no = state.round_no
    cons = constraints_by_seat(state.messages, state.plays, suit, round_no)
    for listener in range(state.players):
        if listener == speaker:
            continue
        pool = state.unseen_by(listener) & SUIT_MASK[suit]
        others: list[tuple[int, list[Constraint]]] = []
        held = 0
        for seat in range(state.players):
            if seat in (listener, speaker):
                continue
            count = state.suit_cards(seat, suit).bit_count()
            held += count
            others.append((count, cons.get(seat, [])))
        mine = state.suit_cards(speaker, suit).bit_count()
        rest = pool.bit_count() - held - mine  # the 2-player stock in round 1
        if rest:
            others.append((rest, []))
        holdings = possible_holdings(pool, (mine, cons.get(speaker, [])), others)
        if pinned_cards(holdings, claim):
            return True
    return False
