"""Bot and hint rules for the decisions R-VAR-5 (blind stand) and R-VAR-13 (call by deck)
add to Rettler.

* **Blind stand** (R-VAR-5): the bidder sees one card of his hand and the others' face-up
  cards. It stands rarely: only at the lowest count, only when nobody has bid, and only with
  a strong face-up card (the Mighty, the joker, a jack or an ace) whose trump nobody else
  shows a top card of; the trump is the face-up card's suit (the joker: spades). The call is
  the normal one on what the bidder can see (R-ADJ-3 judged from the face-up card).
* **Call by deck** (R-VAR-13): a code that cannot be called as a whole within the limit
  (the Rettler holds no copy of it) is called by deck: the copy of the first deck he does
  not hold.
"""

from __future__ import annotations

from ...actions import Action, Bid, CallAdjutant, Close, Pass
from ...cards import JOKER, MIGHTY, RANK_OF, SUIT_LETTERS, SUIT_OF, Card, card_label
from ...terms import trump_name
from ...text import Text, said, said_p
from .actions import TwoAdjutantBid
from .view import RettlerView

#: what one face-up card is worth to a blind bidder who takes its suit as trump
_STRENGTH = {14: 1.5, 11: 2.0}
_STAND_AT = 2.0


def blind_strength(card: Card) -> float:
    """A rough worth of the one card a blind bidder knows (R-VAR-5)."""
    if card in (MIGHTY, JOKER):
        return 3.0
    return _STRENGTH.get(RANK_OF[card], 0.0)


def blind_bid(view: RettlerView) -> tuple[Action, Text]:
    """R-VAR-5: an auction turn before seeing the hand."""
    legal = list(view.legal)
    bids = [a for a in legal if isinstance(a, Bid) and not isinstance(a, TwoAdjutantBid)]
    stay = next((a for a in legal if isinstance(a, Pass | Close)), legal[0])
    mine = view.blind_cards[view.seat] % 54
    lbl = card_label(mine)
    if isinstance(stay, Close) and view.standing_bid is not None:
        own = view.standing_bid[1]
        return stay, said("close at {bid}: everybody else passed (N-BID-10)", bid=own.label())
    if view.standing_bid is not None or any(isinstance(a, Bid) for _, a in view.bids):
        return stay, said(
            "pass: someone has bid already, and you have seen only {card} (R-VAR-5)", card=lbl
        )
    kind = "S" if mine == JOKER else SUIT_LETTERS[SUIT_OF[mine]]
    strength = blind_strength(mine)
    t = SUIT_LETTERS.index(kind)
    shown = [c % 54 for s, c in enumerate(view.blind_cards) if s != view.seat]
    if any(c in (MIGHTY, JOKER) or (SUIT_OF[c] == t and RANK_OF[c] in (11, 14)) for c in shown):
        strength -= 1.0  # a top card of that trump shown by somebody else
    cheapest = min((b for b in bids if b.trump == kind), key=lambda b: b.count, default=None)
    if cheapest is None or strength < _STAND_AT:
        return stay, said(
            "pass: standing blind needs a strong face-up card, and {card} is not enough (R-VAR-5)",
            card=lbl,
        )
    return cheapest, said(
        "stand blind with {trump} {count}: your face-up {card} is strong, so take its suit "
        "as trump at the lowest count (R-VAR-5)",
        trump=trump_name(kind),
        count=cheapest.count,
        card=lbl,
    )


def deck_call(view: RettlerView, code: Card) -> tuple[Action, Text] | None:
    """R-VAR-13: a legal call of one copy of ``code`` the Rettler does not hold, if any."""
    held = set(view.hand)
    for a in view.legal:
        if isinstance(a, CallAdjutant) and a.deck is not None and a.card == code:
            if code + 54 * a.deck in held:
                continue
            deck = (said_p("deck back", "red"), said_p("deck back", "blue"))[a.deck]
            return a, said(
                "call {card} of the {deck} deck: one copy counts once toward the adjutant "
                "limit (R-VAR-13, R-ADJ-3)",
                card=card_label(code),
                deck=deck,
            )
    return None


__all__ = ["blind_bid", "blind_strength", "deck_call"]
