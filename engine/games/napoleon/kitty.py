"""The Napoleon bot's kitty exchange (napoleon.md §18: N-AI-7, N-AI-21; N-KIT-2).

``discard`` chooses one discard at a time, as the engine asks for them: it keeps trumps and
winners, voids short side suits, and a strong Napoleon under ``book`` discards one bare
point card face up against all-take. ``discard_set`` plays the whole exchange out with the
engine's ``kitty_exchange.KittyExchange`` (which knows which discards are legal together).
"""

from __future__ import annotations

from collections.abc import Callable

from ...actions import Action, Discard
from ...cards import (
    BIT,
    IS_POINT,
    JOKER_BIT,
    MIGHTY,
    RANK_OF,
    SPADES,
    SUIT_MASK,
    SUIT_OF,
    SUITS,
    Card,
    make_card,
)
from ...terms import SUITS as SUIT_NAMES
from ...text import said
from .evaluation import estimate_points
from .four_pile import FourPileView
from .view import NapoleonView
from .wording import card_text

__all__ = ["discard", "discard_set"]

_SPARE_TRUMPS = 7  # with this many trumps the lowest may be discarded before a point card
_PROTECT_SPARE = 1.0  # N-AI-21: discard a point card when the estimate beats the count by this


def discard_set(
    explain: Callable[[NapoleonView], tuple[Action, str]], view: NapoleonView
) -> list[tuple[Action, str]]:
    """The whole rest of the kitty exchange (N-KIT-2) as the player ``explain`` makes it one card
    at a time, each discard with its reason, replayed by the engine's ``KittyExchange`` on
    a deal built from the declarer's view alone."""
    from .kitty_exchange import KittyExchange

    return [(a, why) for a, why in KittyExchange(view).play_out(explain)]


def discard(view: NapoleonView) -> tuple[Action, str]:
    """One discard of the kitty exchange (N-KIT-2, N-AI-7, N-AI-21)."""
    dr = view.deal_rules
    contract = view.contract
    assert dr is not None and contract is not None
    rules = view.rules
    hand = view.hand_mask
    legal = {a.card: a for a in view.legal if isinstance(a, Discard)}
    remaining = len(view.hand) - view.tricks
    big = JOKER_BIT | BIT[MIGHTY]
    for r in dr.bowers_fixed:
        for c in r:
            big |= BIT[c]
    trumpish = dr.trump_suit_mask | big
    has_trump_suit = bool(dr.trump_suit_mask)
    trump_len = (hand & trumpish).bit_count()

    spare_trumps = has_trump_suit and (hand & dr.trump_suit_mask).bit_count() >= _SPARE_TRUMPS

    def keep(c: Card) -> float:
        if big >> c & 1:
            return 200.0  # the Mighty, the joker and the bowers always stay
        if trumpish >> c & 1:
            if (
                spare_trumps
                and dr.trump_suit_mask >> c & 1
                and RANK_OF[c] <= 6
                and c not in (dr.left_bower_card, MIGHTY)
            ):
                return 9.0 + RANK_OF[c] / 14.0  # a spare low trump before a point card
            return 100.0 + RANK_OF[c]
        s, r = SUIT_OF[c], RANK_OF[c]
        if IS_POINT[c]:
            v = 10.0
            if r == 14:
                v += 8.0
            elif r == 13:
                guarded = hand >> make_card(s, 14) & 1 or (s == SPADES and hand >> MIGHTY & 1)
                v += 5.0 if guarded else 2.5
            else:
                v += (r - 9) * 0.5
            return v
        v = r / 14.0
        if r == 2:
            v += 0.3  # same-two (N-TRICK-11)
        return v

    # N-AI-21: a strong book Napoleon protects himself against all-take.
    protect = (
        rules.all_take
        and not contract.reverse
        and contract.count < 20
        and rules.discard_ban == "none"
        and not any(IS_POINT[c] for c in view.discards)
    )
    if protect:
        kind = contract.trump
        strength = estimate_points(hand, kind, rules, view.players) - 1.5
        protect = (
            strength >= 18.0
            or contract.count >= 17
            or strength >= contract.count + _PROTECT_SPARE
            # N-VAR-3: all-take is easy with fewer point cards in play; protecting always
            # (1,500 self-play deals) cut all-takes from 146 to 8 and made 45 % -> 50 %
            or isinstance(view, FourPileView)
        )
    if protect:
        bare = []
        for c in legal:
            if not IS_POINT[c] or trumpish >> c & 1 or RANK_OF[c] == 14:
                continue
            s = SUIT_OF[c]
            alone = (hand & SUIT_MASK[s]).bit_count() == 1
            bare.append((0 if alone else 1, RANK_OF[c], c))
        if bare:
            c = min(bare)[2]
            if isinstance(view, FourPileView):
                return legal[c], said(
                    "discard {card} face up: with some point cards out of play, taking "
                    "every one in play is easy, and one point card for the coalition "
                    "makes all-take impossible (N-VAR-3, N-AI-21)",
                    card=card_text(c),
                )
            return legal[c], said(
                "discard {card} face up: a strong Napoleon gives the coalition one "
                "point card so all-take is impossible (N-AI-21)",
                card=card_text(c),
            )

    # N-AI-7: void short side suits when we have trumps to ruff with.
    plan: list[Card] = []
    if has_trump_suit and trump_len >= 3:
        suits = []
        for s in SUITS:
            cards = [
                c for c in range(13 * s, 13 * s + 13) if hand >> c & 1 and not trumpish >> c & 1
            ]
            if not cards or len(cards) > remaining:
                continue
            if any(c not in legal or IS_POINT[c] for c in cards):
                continue  # a face-up point card would count for the coalition (N-KIT-4)
            cost = sum(keep(c) for c in cards)
            suits.append((len(cards), cost, s, cards))
        suits.sort()
        room = remaining
        for n_cards, _cost, _s, cards in suits:
            if n_cards <= room:
                plan.extend(cards)
                room -= n_cards
    candidates = plan or sorted(legal, key=keep)
    c = min(candidates, key=keep) if plan else candidates[0]
    if plan:
        s = SUIT_OF[c]
        return legal[c], said(
            "discard {card}: void {suit} so you can ruff it (N-AI-7)",
            card=card_text(c),
            suit=SUIT_NAMES[s],
        )
    if IS_POINT[c] or trumpish >> c & 1:
        return legal[c], said(
            "discard {card}: the least useful card left (N-KIT-2)", card=card_text(c)
        )
    return legal[c], said(
        "discard {card}: a low card that will not win a trick (N-AI-7)", card=card_text(c)
    )
