"""Bot and hint rules for R-VAR-5 (blind stand) and R-VAR-13 (call by deck).

* Blind stand: bid on an unseen hand's average worth plus the face-up card's, less a point
  card when somebody else shows a top card of that trump; stand at the lowest count within
  ``_GAMBLE`` (``_LAST_GAMBLE`` for the last word of a silent round, R-BID-7); trump: the
  card's suit (the joker: spades); call its twin.
* Call by deck: a code not callable as a whole is called by the deck he does not hold."""

from __future__ import annotations

from ...actions import Action, Bid, CallAdjutant, Close, Pass
from ...cards import JOKER, MIGHTY, RANK_OF, SUIT_LETTERS, SUIT_OF, Card, card_label
from ...terms import trump_name
from ...text import Text, said, said_p
from ..family.blind import rival_top_shown
from .actions import TwoAdjutantBid
from .view import RettlerView

#: what one face-up card is worth to a blind bidder who takes its suit as trump (point cards
#: above an average hand)
_STRENGTH = {14: 1.5, 11: 2.0, 13: 1.0, 12: 0.5}
#: the normal bot's controls (``strategy.controls``) of a random unseen hand under one suit
#: kind; measured, 4 players: a blind declarer calling his face-up card's twin took 18.5
#: point cards on average (600 deals), the normal estimate 16.3 + 2.0 x 1.1
_AVERAGE_CONTROLS = 1.1
#: how far below the count the expected value may be: the first seats / the last seat of a
#: silent first round. Measured over 500 deals (seed 7): nobody bid in 63 % -> 29 % of the
#: deals, the blind declarer made 31 % -> 29 % of his contracts
_GAMBLE = 5.5
_LAST_GAMBLE = 6.0


def blind_strength(card: Card) -> float:
    if card in (MIGHTY, JOKER):
        return 3.0
    return _STRENGTH.get(RANK_OF[card], 0.0)


def blind_bid(view: RettlerView) -> tuple[Action, Text]:
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
    if rival_top_shown(view.blind_cards, view.seat, kind):
        strength -= 1.0
    cheapest = min((b for b in bids if b.trump == kind), key=lambda b: b.count, default=None)
    from .strategy import _all_others_passed, average_hand_points

    expected = average_hand_points(view, _AVERAGE_CONTROLS) + strength
    gamble = _LAST_GAMBLE if _all_others_passed(view) else _GAMBLE
    if cheapest is None or expected < cheapest.count - gamble:
        return stay, said(
            "pass: standing blind needs a strong face-up card, and {card} is not enough (R-VAR-5)",
            card=lbl,
        )
    return cheapest, said(
        "stand blind with {trump} {count}: an unseen hand and your face-up {card} are worth "
        "about {n} point cards, close enough for the gamble at the lowest count (R-VAR-5)",
        trump=trump_name(kind),
        count=cheapest.count,
        card=lbl,
        n=round(expected),
    )


def twin_call(view: RettlerView) -> tuple[Action, Text] | None:
    """R-VAR-5 with R-ADJ-3: the twin of the face-up card is the one code callable within
    the limit (calling nobody: measured 9 point cards of 40 on average)."""
    mine = view.blind_cards[view.seat] % 54
    if mine in view.called:
        return None
    for a in view.legal:
        if isinstance(a, CallAdjutant) and a.card == mine and a.deck is None:
            return a, said(
                "call {card}, the twin of your face-up card: the only call within the "
                "adjutant limit when you have seen one card (R-VAR-5, R-ADJ-3)",
                card=card_label(mine),
            )
    return None


def deck_call(view: RettlerView, code: Card) -> tuple[Action, Text] | None:
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


__all__ = ["blind_bid", "blind_strength", "deck_call", "twin_call"]
