"""The facts of a Rettler hint for a bid, pass, close or adjutant call (issue 21), from the
seat's view only, worded by ``engine.decision_facts``.

As in Napoleon, a pass speaks of the hand's best trump kind by the bot's own estimate
(``strategy.estimate_points``), which reads only the hand: the advice stays put through an
auction, and the bids made since the seat's last turn are named.
"""

from __future__ import annotations

from typing import Any

from ...actions import Action, Bid, CallAdjutant, Close, Pass
from ...cards import (
    JOKER,
    MIGHTY,
    PARTNER_SUIT,
    RANK_OF,
    SUIT_LETTERS,
    SUIT_OF,
    Card,
    card_label,
    kind_suits,
    make_card,
)
from ...decision_facts import (
    CalledSoFar,
    DecisionFact,
    HandBrings,
    LacksCard,
    LowestBid,
    MightyHeld,
    OthersPassed,
    StrongCards,
    SuitHolding,
    hand_codes,
    new_bids,
)
from ...terms import trump_name
from ...text import Text, said, said_n, said_p
from .actions import EndAdjutantCall, TwoAdjutantBid
from .strategy import estimate_points
from .view import RettlerView

KINDS = ("S", "H", "D", "C", "red", "black")

_REASONS = (
    "bid {bid}: about",
    "pass: your hand is worth",
    "pass: with one Mighty",
    "close at {bid}",
)


trump_suits = kind_suits  # the suits of a trump kind (none under the no-trump family)


def bid_words(bid: Action) -> Text | str:
    """A bid as players say it: "♢ diamonds 25", "… with two adjutants"."""
    if isinstance(bid, TwoAdjutantBid):
        return said(
            "{trump} {count} with two adjutants", trump=trump_name(bid.trump), count=bid.count
        )
    if isinstance(bid, Bid):
        return said_p("bid", "{trump} {count}", trump=trump_name(bid.trump), count=bid.count)
    return bid.label()


def _holding(view: RettlerView, kind: str) -> SuitHolding | None:
    suits = trump_suits(kind)
    if not suits:
        return None
    cards = sorted(
        (c for c in hand_codes(view) if c < JOKER and SUIT_OF[c] in suits),
        key=lambda c: (SUIT_OF[c], -RANK_OF[c]),
    )
    return SuitHolding(trump_name(kind), suits, tuple(cards))


def _strong(view: RettlerView, kind: str) -> StrongCards | None:
    roles: list[tuple[Card, str]] = [(MIGHTY, "mighty"), (JOKER, "joker")]
    suits = trump_suits(kind)
    if kind in SUIT_LETTERS:
        roles += [(make_card(suits[0], 11), "right_bower")]
        roles += [(make_card(PARTNER_SUIT[suits[0]], 11), "left_bower")]
    else:
        roles += [(make_card(s, 11), "jack") for s in suits]
    held = [(c, role) for c, role in roles for _ in range(view.held(c))][:4]
    return StrongCards(tuple(held)) if held else None


def _kind_facts(view: RettlerView, kind: str, worth: float) -> list[DecisionFact]:
    # what such a hand brings decides; the cards held say why
    facts: list[DecisionFact] = [HandBrings(trump_name(kind), round(max(0.0, worth)))]
    held = _holding(view, kind)
    if held is not None:
        facts.append(held)
    strong = _strong(view, kind)
    if strong is not None:
        facts.append(strong)
    return facts


def auction_hint(
    view: RettlerView, action: Action, reason: Text
) -> tuple[Text, list[DecisionFact], Text | None, Text | None] | None:
    """The choice, its facts, the best alternative and the rule of thumb of an auction move;
    ``None`` where the bot's own sentence is kept (blind bids, the Mighty holder's bid)."""
    if not reason.msgid.startswith(_REASONS):
        return None
    news: list[DecisionFact] = list(new_bids(view, bid_words)[:1])
    two = view.rules.two_adjutant_bids(view.players)
    adjutants = 1 if two else view.rules.adjutants_allowed[view.players]
    if isinstance(action, Close):
        standing = view.standing_bid
        if standing is None:
            return None
        return (
            said("Close the auction at {bid}.", bid=bid_words(standing[1])),
            [OthersPassed(standing[1], bid_words(standing[1]), "N-BID-10")],
            None,
            None,
        )
    if view.hand_unseen:  # R-VAR-5: the bot's own sentence speaks of the face-up card
        return None
    thumb = said(
        "judge the hand by its trump length, its bowers and littles, and the point cards it "
        "may lose (R-AI-8)"
    )
    if isinstance(action, Bid):
        n = 2 if isinstance(action, TwoAdjutantBid) else adjutants
        return (
            said("Bid {bid}.", bid=bid_words(action)),
            news + _kind_facts(view, action.trump, estimate_points(view, action.trump, n)),
            None,
            thumb,
        )
    if not isinstance(action, Pass):
        return None
    if reason.msgid.startswith("pass: with one Mighty"):
        return (
            said("Pass."),
            [*news, MightyHeld(1)],
            None,
            said("with one Mighty stay quiet: you will probably be called (R-AI-9)"),
        )
    worth = {k: estimate_points(view, k, adjutants) for k in KINDS}
    top = max(KINDS, key=lambda k: worth[k])
    facts = news + _kind_facts(view, top, worth[top])
    lowest = min(
        (
            a
            for a in view.legal
            if isinstance(a, Bid) and not isinstance(a, TwoAdjutantBid) and a.trump == top
        ),
        key=lambda a: a.count,
        default=None,
    )
    alternative = None
    if lowest is not None:
        short = lowest.count - round(worth[top])
        if short > 0:
            alternative = said_n(
                "Bidding {bid} would ask your side for {count} point cards, about {n} more "
                "than such a hand usually brings.",
                "Bidding {bid} would ask your side for {count} point cards, about {n} more "
                "than such a hand usually brings.",
                short,
                bid=bid_words(lowest),
                count=lowest.count,
                n=short,
            )
        else:
            facts.append(LowestBid(lowest, bid_words(lowest)))
    return said("Pass."), facts, alternative, thumb


def _role(card: Card, kind: str) -> str:
    if card == MIGHTY:
        return "mighty"
    if card == JOKER:
        return "joker"
    suits = trump_suits(kind)
    if RANK_OF[card] == 11 and kind in SUIT_LETTERS:
        if SUIT_OF[card] == suits[0]:
            return "right_bower"
        if SUIT_OF[card] == PARTNER_SUIT[suits[0]]:
            return "left_bower"
    if RANK_OF[card] == 11:
        return "jack"
    if SUIT_OF[card] in suits:
        return "top_trump"
    return {14: "ace", 13: "king", 10: "ten", 9: "nine"}.get(RANK_OF[card], "ace")


def call_hint(
    view: RettlerView, action: Action, reason: Text
) -> tuple[Text, list[DecisionFact], Text | None, Text | None] | None:
    """Calling a code: that the seat lacks it (or holds one of its two copies) and what it
    is (R-AI-15, R-ADJ-3)."""
    if isinstance(action, EndAdjutantCall) and view.called and not view.hand_unseen:
        return (
            said("End the call here."),
            [CalledSoFar(tuple(view.called))],
            None,
            said(
                "call no more codes than your bid allows adjutants: each copy of a called "
                "code makes its holder one (R-ADJ-3)"
            ),
        )
    if not isinstance(action, CallAdjutant) or action.deck is not None or view.contract is None:
        return None
    if view.hand_unseen or view.held(action.card) > 1:
        return None
    role = _role(action.card, view.contract.trump)
    return (
        said("Call {card} as your adjutant.", card=card_label(action.card)),
        [LacksCard(action.card, role, view.held(action.card))],
        None,
        said(
            "call the strongest card with a copy outside your hand, within the adjutant "
            "limit (R-AI-15, R-ADJ-3)"
        ),
    )


def hint(
    view: Any, action: Action, reason: Text
) -> tuple[Text, list[DecisionFact], Text | None, Text | None] | None:
    """The hint of a decision other than a card play, by its phase (``GameSpec.decision_hint``);
    ``None`` for a phase without one."""
    build = {"auction": auction_hint, "adjutant_call": call_hint}.get(getattr(view, "phase", ""))
    return build(view, action, reason) if build is not None else None


def exchange_thumb() -> Text:
    """The rule of thumb of the kitty exchange (R-KIT-1): a discarded point card lies face
    up and counts for the coalition (R-KIT-2)."""
    return said(
        "keep trumps, littles and the Mighty; throw low side cards, and remember a "
        "discarded point card goes to the coalition (R-KIT-2, R-AI-8)"
    )
