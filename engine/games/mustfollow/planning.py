"""Plans for the co-op AIs: who aims at which trick count and keeps which suit (M-TALK-4).

A ``Plan`` is read from the table talk of the current round (``ROLE`` and ``KEEP`` messages,
latest per seat, MD-6); where a seat announced nothing, the plan fills the gap from public
information only (suit counts), so that AIs at a silent table still agree on the suits. The
AI's own proposals use its hand strength, which is private: only the *choice* of a role is
announced, never a rank (M-TALK-1).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import permutations

from ...actions import Action, PlayCard
from ...cards import RANK_OF, SUIT_MASK, card_label
from ...text import said, said_n
from .rules import PAIRS, TARGETS
from .talk import ASK_BEAT, CAN_BEAT, CANNOT_BEAT, KEEP, ROLE, Message
from .view import MustFollowView


@dataclass(frozen=True)
class Plan:
    """``roles[h]``: the trick count hand ``h`` aims at (or ``None``); ``keeps[h]`` the suit it
    keeps as its last card (or ``None``)."""

    roles: tuple[int | None, ...]
    keeps: tuple[int | None, ...]


def strength(hand: int) -> float:
    """A rough count of tricks a hand can take: high spades, aces and kings, long trumps."""
    score = 0.0
    spades = 0
    for c in range(52):
        if not hand >> c & 1:
            continue
        rank = RANK_OF[c]
        if c < 13:
            spades += 1
            score += 1.0 if rank >= 10 else 0.2
        else:
            score += {14: 1.0, 13: 0.6, 12: 0.3}.get(rank, 0.0)
    return score + max(0, spades - 3) * 0.5


def _targets(view: MustFollowView) -> list[int]:
    if view.players >= 3:
        return list(TARGETS[view.players])
    if view.round == 2:
        return [12 - t for t in view.round1_taken]
    return [8, 4]


def _announced(view: MustFollowView, template: str) -> dict[int, int]:
    """The latest ``template`` claim of each seat this round. A value claimed by two seats
    belongs to the later claim: a human overriding an AI's proposal wins (MD-6)."""
    latest: dict[int, tuple[int, int]] = {}
    for i, entry in enumerate(view.messages):
        if entry.round == view.round and entry.message.template == template:
            value = entry.message.value
            if value is not None:
                latest[entry.seat] = (i, value)
    out: dict[int, int] = {}
    for seat, (_, value) in sorted(latest.items(), key=lambda kv: -kv[1][0]):
        if value not in out.values():
            out[seat] = value
    return out


def _said_last(view: MustFollowView, template: str) -> int | None:
    value = None
    for entry in view.messages:
        if (
            entry.round == view.round
            and entry.seat == view.seat
            and entry.message.template == template
        ):
            value = entry.message.value
    return value


def _needed_suits(view: MustFollowView) -> list[frozenset[int]]:
    """The suit sets the last cards must form: all four (4p), all but the center's (3p), or a
    pair (2p: either pair in round 1, the other one in round 2)."""
    if view.players >= 3:
        skip = None if view.center is None else view.center // 13
        return [frozenset(s for s in range(4) if s != skip)]
    if view.round == 2:
        done = frozenset(c // 13 for c in view.leftovers)
        return [p for p in PAIRS if p != done]
    return list(PAIRS)


def default_keeps(view: MustFollowView, fixed: dict[int, int]) -> tuple[int | None, ...]:
    """Suits to keep from public suit counts: the assignment that leaves every hand the most
    cards of its suit, honouring announced ``fixed`` keeps."""
    n = view.hands_n
    best: tuple[int, tuple[int, ...]] | None = None
    for suits in _needed_suits(view):
        for perm in permutations(sorted(suits)):
            if any(perm[h] != s for h, s in fixed.items() if h < n):
                continue
            if any(view.suit_counts[h][perm[h]] == 0 for h in range(n)):
                continue
            score = sum(min(view.suit_counts[h][perm[h]], 3) for h in range(n))
            if best is None or score > best[0]:
                best = (score, perm)
    if best is None:
        return tuple(fixed.get(h) for h in range(n))
    return tuple(best[1])


def plan_for(view: MustFollowView) -> Plan:
    roles = _announced(view, ROLE)
    keeps = {
        h: s
        for h, s in _announced(view, KEEP).items()
        if h < view.hands_n and view.suit_counts[h][s]
    }  # a kept suit can run out
    n = view.hands_n
    role_list: list[int | None] = [roles.get(h) for h in range(n)]
    if view.players == 2 and view.round == 2:
        role_list = [12 - t for t in view.round1_taken]
    if role_list[view.seat] is None:
        role_list[view.seat] = own_role(view, [r for r in role_list if r is not None])
    return Plan(tuple(role_list), default_keeps(view, keeps))


def own_role(view: MustFollowView, claimed: Sequence[int]) -> int:
    """The unclaimed target count nearest to this hand's expected tricks."""
    free = list(_targets(view))
    for r in claimed:
        if r in free:
            free.remove(r)
    if not free:
        free = list(_targets(view))
    expected = strength(view.hand_mask) * 12 / (3.0 * view.hands_n) * 1.1
    return min(free, key=lambda t: (abs(t - expected), -t))


def plan_talk(view: MustFollowView, menu: Sequence[object]) -> list[Message]:
    """M-TALK-4: before its first card of a round an AI proposes a ROLE and a KEEP; later it
    answers ASK_BEAT questions when the answer is on the menu."""
    options = [m for m in menu if isinstance(m, Message)]
    out: list[Message] = []
    plan = plan_for(view)
    role, keep = plan.roles[view.seat], plan.keeps[view.seat]
    if view.players >= 3 and role is not None and _said_last(view, ROLE) != role:
        want = Message(ROLE, role)
        if want in options:
            out.append(want)
    if keep is not None and _said_last(view, KEEP) != keep:
        want = Message(KEEP, keep)
        if want in options:
            out.append(want)
    last_mine = max((i for i, e in enumerate(view.messages) if e.seat == view.seat), default=-1)
    for entry in view.messages[last_mine + 1 :]:
        msg = entry.message
        if entry.seat != view.seat and msg.template == ASK_BEAT and msg.value is not None:
            for template in (CAN_BEAT, CANNOT_BEAT):
                answer = Message(template, msg.value)
                if answer in options and answer not in out:
                    out.append(answer)
    return out


def planned_move(view: MustFollowView, plan: Plan) -> tuple[Action, str]:
    """Play by the plan: win tricks while below the planned count, duck otherwise; keep the
    last card of the planned suit."""
    me = view.to_play if view.to_play is not None else view.seat
    cards = [a.card for a in view.legal if isinstance(a, PlayCard)]
    target = plan.roles[me] if me < len(plan.roles) else None
    need = (target if target is not None else 3) - view.taken[me]
    keep = plan.keeps[me] if me < len(plan.keeps) else None
    protected = _protected(view.hand_mask, keep)
    pool = [c for c in cards if c not in protected] or cards
    trick = [c for _, c in view.trick]
    winning = [c for c in pool if _beats(trick, c)]
    losing = [c for c in pool if c not in winning]
    if need > 0 and winning:
        card = min(winning, key=lambda c: (RANK_OF[c] if trick else -RANK_OF[c], c))
        why = said_n(
            "{card}: I still need {n} trick by our plan (M-TALK-4)",
            "{card}: I still need {n} tricks by our plan (M-TALK-4)",
            need,
            card=card_label(card),
            n=need,
        )
    elif losing:
        card = (
            max(losing, key=lambda c: (RANK_OF[c], -c))
            if trick
            else min(losing, key=lambda c: (RANK_OF[c], c))
        )
        why = said(
            "{card}: I should not take this trick by our plan (M-TALK-4)", card=card_label(card)
        )
    else:
        card = min(pool, key=lambda c: (RANK_OF[c], c))
        why = said("{card}: the cheapest card (M-TALK-4)", card=card_label(card))
    action = next(a for a in view.legal if isinstance(a, PlayCard) and a.card == card)
    return action, why


def plan_tiebreak(view: MustFollowView, plan: Plan, tied: Sequence[Action]) -> Action:
    """MD-14 step 4: among equally good moves, the one the plan prefers, else the lowest."""
    sub = dataclasses.replace(view, legal=tuple(tied))
    return planned_move(sub, plan)[0]


def _protected(hand: int, keep: int | None) -> set[int]:
    """The last card of the suit to keep must stay in hand."""
    if keep is None:
        return set()
    mine = hand & SUIT_MASK[keep]
    if mine.bit_count() == 1:
        return {mine.bit_length() - 1}
    return set()


def _beats(trick: Sequence[int], card: int) -> bool:
    """Would ``card`` currently win the trick (later players aside)? A lead "wins" if high."""
    if not trick:
        return RANK_OF[card] >= 12 or (card < 13 and RANK_OF[card] >= 10)
    from .rules import trick_winner

    return trick_winner([*trick, card]) == len(trick)
