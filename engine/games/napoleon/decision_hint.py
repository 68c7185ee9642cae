"""The facts of a Napoleon hint for a bid, pass, close or adjutant call (issue 21), from the
seat's view only, worded by ``engine.decision_facts``.

The trump a pass speaks of is the best kind for the hand by the bot's own estimate
(``evaluation``), which reads only the hand (and a public kitty): it stays the same all
through an auction, and when new bids came in since the seat's last turn the hint names
them. A bid speaks of its own kind.
"""

from __future__ import annotations

from typing import Any

from ...actions import Action, Bid, CallAdjutant, Close, Pass
from ...cards import (
    BIT,
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
    BidToBeat,
    DecisionFact,
    HandBrings,
    KittyShown,
    LacksCard,
    LowestBid,
    MightyHeld,
    MustStand,
    OthersPassed,
    PointCardsHeld,
    StrongCards,
    SuitHolding,
    hand_codes,
    new_bids,
)
from ...text import Text, said, said_n, said_p
from .bidding import MARGIN
from .evaluation import estimates
from .params import COLOUR_TRUMPS, SUIT_TRUMPS
from .view import NapoleonView
from .wording import kind_text

#: the bot's reasons this module words anew, by the start of their message (the others —
#: blind stands, the variants' bids — keep the bot's own sentence)
_AUCTION_REASONS = (
    "pass: the best trump",
    "pass: your hand is worth",
    "pass: holding the Mighty",
    "pass: the best free suit",
    "bid {trump} {count}",
    "stand with {trump}",
    "close at {trump}",
    "raise {trump} to {count}",
    "raise to {trump} {count}",
    "drop out: {trump}",
)


trump_suits = kind_suits  # the suits of a trump kind (none under the no-trump family)


def bid_words(view: NapoleonView, bid: Action) -> Text | str:
    """A bid as players say it: "♠ spades 14"."""
    if isinstance(bid, Bid):
        trump = kind_text(view.rules, bid.trump)
        return said_p("bid", "{trump} {count}", trump=trump, count=bid.count)
    return bid.label()


def strong_cards(hand: int, kind: str) -> list[tuple[Card, str]]:
    """The cards of ``hand`` that take tricks under ``kind``, each with its role."""
    roles: list[tuple[Card, str]] = [(MIGHTY, "mighty"), (JOKER, "joker")]
    if kind in SUIT_TRUMPS:
        t = SUIT_LETTERS.index(kind)
        roles += [(make_card(t, 11), "right_bower"), (make_card(PARTNER_SUIT[t], 11), "left_bower")]
        roles += [(make_card(t, r), "top_trump") for r in (14, 13, 12) if make_card(t, r) != MIGHTY]
    elif kind in COLOUR_TRUMPS:
        roles += [(make_card(s, 11), "jack") for s in trump_suits(kind)]
    roles += [(make_card(s, 14), "ace") for s in (1, 2, 3)]
    return [(c, role) for c, role in roles if hand >> c & 1][:4]


def holding(view: NapoleonView, kind: str) -> SuitHolding | None:
    suits = trump_suits(kind)
    if not suits:
        return None
    cards = sorted(
        (c for c in hand_codes(view) if c < JOKER and SUIT_OF[c] in suits),
        key=lambda c: (SUIT_OF[c], -RANK_OF[c]),
    )
    return SuitHolding(kind_text(view.rules, kind), suits, tuple(cards))


def _kind_facts(view: NapoleonView, kind: str, worth: float) -> list[DecisionFact]:
    # what such a hand brings decides; the cards held say why
    facts: list[DecisionFact] = [HandBrings(kind_text(view.rules, kind), round(max(0.0, worth)))]
    held = holding(view, kind)
    if held is not None:
        facts.append(held)
    strong = strong_cards(view.hand_mask, kind)
    if strong:
        facts.append(StrongCards(tuple(strong)))
    else:
        points = sum(1 for c in hand_codes(view) if c < JOKER and RANK_OF[c] >= 10)
        facts.append(PointCardsHeld(points, 20))
    return facts


def auction_hint(
    view: NapoleonView, action: Action, reason: Text
) -> tuple[Text, list[DecisionFact], Text | None, Text | None] | None:
    """The choice, its facts, the best alternative and the rule of thumb of an auction move;
    ``None`` where the bot's own sentence is kept (blind stands, the variants)."""
    if not reason.msgid.startswith(_AUCTION_REASONS):
        return None
    news: list[DecisionFact] = list(new_bids(view, lambda b: bid_words(view, b))[:1])
    if view.kitty is not None:  # a public kitty counts in the hand's worth: say so
        news.append(KittyShown(tuple(view.kitty)))
    if isinstance(action, Close):
        standing = view.standing_bid
        if standing is None:
            return None
        own = standing[1]
        facts: list[DecisionFact] = [OthersPassed(own, bid_words(view, own), "N-BID-10")]
        if isinstance(own, Bid) and not view.hand_unseen:
            held = holding(view, own.trump)
            if held is not None:
                facts.append(held)
        return said("Close the auction at {bid}.", bid=bid_words(view, own)), facts, None, None
    if view.hand_unseen:  # N-VAR-6: the bot's own sentence speaks of the face-up card
        return None
    if isinstance(action, Bid):
        worth = estimates(view, [action.trump])[action.trump]
        facts = news + _kind_facts(view, action.trump, worth)
        thumb = said(
            "bid when your trumps and top cards cover the count with some room to spare; "
            "five trumps with the Mighty or a bower are worth about 15 (N-AI-10)"
        )
        if worth - action.count < MARGIN:  # a table where silence brings no game at all
            rule = "N-BID-15" if view.rules.no_bid == "annul" else "N-VAR-2"
            thumb = said(
                "here a hand that only just covers the count still bids: if nobody bids, "
                "there is no game at all ({rule}, N-AI-10)",
                rule=rule,
            )
        return said("Bid {bid}.", bid=bid_words(view, action)), facts, None, thumb
    if not isinstance(action, Pass):
        return None
    if reason.msgid.startswith("pass: holding the Mighty"):
        standing = view.standing_bid
        facts = [MightyHeld(1)]
        if standing is not None and standing[0] != view.seat:
            facts.append(BidToBeat(standing[1], bid_words(view, standing[1])))
        return (
            said("Pass."),
            news + facts,
            None,
            said("the Mighty's holder stays quiet and helps the bidder as adjutant (N-AI-3)"),
        )
    if reason.msgid.startswith("drop out"):
        return _drop_out(view, news)
    free = [a.trump for a in view.legal if isinstance(a, Bid)]
    kinds = list(view.rules.trump_priority)
    if reason.msgid.startswith("pass: the best free suit"):
        kinds = [k for k in kinds if k in free] or kinds
    est = estimates(view, kinds)
    top = max(kinds, key=lambda k: est[k])
    facts = news + _kind_facts(view, top, est[top])
    standing = view.standing_bid
    if standing is not None and standing[0] != view.seat and not news:
        facts.insert(0, BidToBeat(standing[1], bid_words(view, standing[1])))
    lowest = min(
        (a for a in view.legal if isinstance(a, Bid) and a.trump == top),
        key=lambda a: a.count,
        default=None,
    )
    alternative = None
    if lowest is not None:
        facts.append(LowestBid(lowest, bid_words(view, lowest)))
        alternative = _asks_for(view, lowest, est[top])
    return (
        said("Pass."),
        _ordered(facts),
        alternative,
        said("bid only when the hand covers the count with some room to spare (N-AI-10)"),
    )


def responsibility_hint(
    view: NapoleonView, action: Action, reason: Text
) -> tuple[Text, list[DecisionFact], Text | None, Text | None] | None:
    """The Mighty's holder must stand when nobody bid (N-BID-13): in the kind the hand is
    best with."""
    if not isinstance(action, Bid) or view.hand_unseen:
        return None
    if not reason.msgid.startswith("responsibility stand with {trump}, the best"):
        return None
    worth = estimates(view, [action.trump])[action.trump]
    facts: list[DecisionFact] = [MustStand("N-BID-13"), *_kind_facts(view, action.trump, worth)]
    return (
        said("Bid {bid}.", bid=bid_words(view, action)),
        facts,
        None,
        said("stand in the trump your hand is best with (N-BID-13, N-AI-10)"),
    )


def _asks_for(view: NapoleonView, bid: Bid, worth: float) -> Text:
    """What bidding ``bid`` would ask of the side, against what such a hand brings."""
    short = bid.count - round(max(0.0, worth))
    if short <= 0:
        return said(
            "Bidding {bid} would leave no room for a poor kitty or a weak adjutant.",
            bid=bid_words(view, bid),
        )
    return said_n(
        "Bidding {bid} would ask your side for {count} point cards, about {n} more "
        "than such a hand usually brings.",
        "Bidding {bid} would ask your side for {count} point cards, about {n} more "
        "than such a hand usually brings.",
        short,
        bid=bid_words(view, bid),
        count=bid.count,
        n=short,
    )


def _drop_out(
    view: NapoleonView, news: list[DecisionFact]
) -> tuple[Text, list[DecisionFact], Text | None, Text | None] | None:
    """The raising round of stand-then-raise (N-BID-12): the seat's own suit, against the
    raise it would have to make."""
    mine = next((a for s, a in reversed(view.bids) if s == view.seat and isinstance(a, Bid)), None)
    raise_to = min(
        (a for a in view.legal if isinstance(a, Bid)), key=lambda a: a.count, default=None
    )
    if mine is None or raise_to is None:
        return None
    worth = estimates(view, [mine.trump])[mine.trump]
    alternative = _asks_for(view, raise_to, worth)
    return (
        said("Drop out."),
        news + _kind_facts(view, mine.trump, worth),
        alternative,
        said(
            "raise your own suit only while the count stays within what your hand brings (N-BID-12)"
        ),
    )


def _ordered(facts: list[DecisionFact]) -> list[DecisionFact]:
    """The facts that decide a pass first: what changed, the holding, what it brings; the
    lowest bid is worded inside the alternative, so it is not said on its own."""
    return [f for f in facts if not isinstance(f, LowestBid)] + [
        f for f in facts if isinstance(f, LowestBid)
    ]


def call_role(card: Card, kind: str) -> str:
    """What the called ``card`` is under trump kind ``kind``."""
    if card == MIGHTY:
        return "mighty"
    if card == JOKER:
        return "joker"
    suits = trump_suits(kind)
    if RANK_OF[card] == 11:
        if kind in SUIT_TRUMPS and SUIT_OF[card] == suits[0]:
            return "right_bower"
        if kind in SUIT_TRUMPS and SUIT_OF[card] == PARTNER_SUIT[suits[0]]:
            return "left_bower"
        return "jack"
    if SUIT_OF[card] in suits:
        return "top_trump"
    return {14: "ace", 13: "king", 10: "ten", 9: "nine"}.get(RANK_OF[card], "ace")


def call_hint(
    view: NapoleonView, action: Action, reason: Text
) -> tuple[Text, list[DecisionFact], Text | None, Text | None] | None:
    """The adjutant call: the card, that the seat lacks it and what it is (N-AI-11)."""
    if not isinstance(action, CallAdjutant) or view.contract is None or view.hand_unseen:
        return None
    if view.hand_mask & BIT[action.card]:
        return None  # calling one's own card (N-ADJ-5): the bot's sentence says why
    kind = view.contract.trump
    facts: list[DecisionFact] = [LacksCard(action.card, call_role(action.card, kind), 0)]
    h = holding(view, kind)
    if h is not None:
        facts.append(h)
    note = (
        said(
            "with a long spade holding and no Mighty, call the left bower: the Mighty falls "
            "to the first spade leads (N-AI-6)"
        )
        if "N-AI-6" in reason.msgid
        else said("call the strongest card you lack: the Mighty, then the bowers (N-AI-11)")
    )
    return (
        said("Call {card} as your adjutant.", card=card_label(action.card)),
        facts,
        None,
        note,
    )


def hint(
    view: Any, action: Action, reason: Text
) -> tuple[Text, list[DecisionFact], Text | None, Text | None] | None:
    """The hint of a decision other than a card play, by its phase (``GameSpec.decision_hint``);
    ``None`` for a phase without one."""
    build = {
        "auction": auction_hint,
        "responsibility_stand": responsibility_hint,
        "adjutant_call": call_hint,
    }.get(getattr(view, "phase", ""))
    return build(view, action, reason) if build is not None else None


def exchange_thumb() -> Text:
    """The rule of thumb of the kitty exchange (N-KIT-2)."""
    return said(
        "keep your trumps and top cards, and empty a short side suit so you can trump it (N-AI-7)"
    )
