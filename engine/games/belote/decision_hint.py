"""The facts of a Belote hint for taking, passing and announcing a meld (issue 21), from the
seat's view only, worded by ``engine.decision_facts``: the trumps held and the cards that
take tricks under the contract, the turned-up card that would join the hand (B-DEAL-5),
a partner's standing bid (B-OPT-2), the best meld's cards (B-ANN-1)."""

from __future__ import annotations

from typing import Any

from ...actions import Action, Pass
from ...cards import BIT, SUIT_LETTERS, SUIT_OF, Card, make_card
from ...decision_facts import (
    CandidateJoins,
    DecisionFact,
    MeldHeld,
    NoStrongCards,
    PartnerBid,
    SecondRound,
    StrongCards,
    SuitHolding,
    new_bids,
)
from ...terms import belote_bid_name, suit_name
from ...text import Text, said
from .actions import AnnounceMeld, BeloteBid, ChoosePackets
from .deck import ACE, JACK, NINE, TEN
from .melds import best_meld
from .play import SA, TA
from .strategy import OPTION_THRESHOLD, THRESHOLD, hand_value
from .view import BeloteView

#: Belote's trump order, high first (B-TRICK-1): J, 9, A, 10, K, Q, 8, 7
_TRUMP_ORDER = (JACK, NINE, ACE, TEN, 13, 12, 8, 7)


def bid_words(bid: Action) -> Text | str:
    if isinstance(bid, BeloteBid):
        return belote_bid_name(bid.trump)
    return bid.label()


def _strong(hand: int, bid: str) -> tuple[list[tuple[Card, str]], list[Card]]:
    """The cards of ``hand`` that take tricks under ``bid`` with their roles, and the ones
    of that kind it lacks."""
    roles: list[tuple[Card, str]] = []
    if bid == SA:
        roles = [(make_card(s, ACE), "ace") for s in range(4)]
        roles += [(make_card(s, TEN), "ten") for s in range(4)]
    elif bid == TA:
        roles = [(make_card(s, JACK), "jack") for s in range(4)]
        roles += [(make_card(s, NINE), "nine") for s in range(4)]
    else:
        t = SUIT_LETTERS.index(bid)
        roles = [(make_card(t, JACK), "trump_jack"), (make_card(t, NINE), "trump_nine")]
        roles += [(make_card(s, ACE), "ace") for s in range(4)]
    held = [(c, r) for c, r in roles if hand & BIT[c]]
    missing = [c for c, _ in roles[:2] if not hand & BIT[c]]
    return held[:4], missing


def _kind_facts(view: BeloteView, bid: str, with_candidate: bool) -> list[DecisionFact]:
    facts: list[DecisionFact] = []
    hand = view.hand_mask
    if bid in SUIT_LETTERS:
        t = SUIT_LETTERS.index(bid)
        trumps = sorted(
            (c for c in view.hand if SUIT_OF[c] == t), key=lambda c: _TRUMP_ORDER.index(c % 13 + 2)
        )
        facts.append(SuitHolding(suit_name(t), (t,), tuple(trumps)))
    held, missing = _strong(hand, bid)
    if held:
        facts.append(StrongCards(tuple(held)))
    elif missing:
        facts.append(NoStrongCards(belote_bid_name(bid), tuple(missing)))
    if with_candidate and view.players == 4 and view.candidate is not None:
        facts.append(CandidateJoins(view.candidate))
    return facts


def bid_hint(
    view: BeloteView, action: Action, reason: Text
) -> tuple[Text, list[DecisionFact], Text | None, Text | None] | None:
    """Taking or passing in the bidding (B-BID, B-OPT)."""
    thumb = said(
        "the trump jack and nine are the two highest trumps: take when they come with more "
        "trumps or side aces (B-TRICK-1, B-SCORE-4)"
    )
    # what is new since the seat's last turn: a bid, or the second round (B-BID-2)
    news: list[DecisionFact] = list(new_bids(view, bid_words)[:1])
    if view.bid_round == 2 and view.candidate is not None:
        suit = SUIT_OF[view.candidate]
        news.append(SecondRound(suit_name(suit), suit))
    if isinstance(action, BeloteBid):
        choice = (
            said("Take {suit} as trump.", suit=bid_words(action))
            if action.trump in SUIT_LETTERS
            else said("Bid {contract}.", contract=bid_words(action))
        )
        return choice, news + _kind_facts(view, action.trump, True), None, thumb
    if not isinstance(action, Pass):
        return None
    if reason.msgid.startswith("pass: partner's bid"):
        last = next(((s, a) for s, a in reversed(view.bids) if isinstance(a, BeloteBid)), None)
        if last is None:
            return None
        return (
            said("Pass."),
            [PartnerBid(last[1], bid_words(last[1]))],
            None,
            said("never overcall your partner: your side already holds the contract (B-OPT-2)"),
        )
    bids = [a for a in view.legal if isinstance(a, BeloteBid)]
    if not bids:
        return None
    hand = view.hand_mask
    if view.players == 4 and view.candidate is not None:
        hand |= BIT[view.candidate]

    def need(b: BeloteBid) -> float:
        return OPTION_THRESHOLD if b.trump in (SA, TA) else THRESHOLD[view.players]

    best = max(bids, key=lambda b: hand_value(hand, b.trump) - need(b))
    thumb = said(
        "a take needs enough trumps and aces for your side to outscore the defenders; one "
        "top trump alone is not enough (B-SCORE-4)"
    )
    return said("Pass."), news + _kind_facts(view, best.trump, True), None, thumb


def announce_hint(
    view: BeloteView, action: Action, reason: Text
) -> tuple[Text, list[DecisionFact], Text | None, Text | None] | None:
    """Announcing the best meld (B-ANN-1): which meld and its cards."""
    if not isinstance(action, AnnounceMeld):
        return None
    melds = [m for m in view.my_melds if m.what == action.what]
    bid = view.contract.bid if view.contract is not None else SA
    trump = SUIT_LETTERS.index(bid) if bid in SUIT_LETTERS else -1
    meld = best_meld(melds, trump, 0)
    if meld is None:
        return None
    name = meld_name(action.what)
    cards = tuple(c for c in sorted(view.hand) if meld.cards & BIT[c])
    return (
        said("Announce your {meld}.", meld=name),
        [MeldHeld(name, cards)],
        None,
        said(
            "announce your best meld: only the side with the strongest meld scores, and "
            "silence can only lose points (B-CMP-1)"
        ),
    )


def packets_hint(
    view: BeloteView, action: Action, reason: Text
) -> tuple[Text, list[DecisionFact], Text | None, Text | None] | None:
    """The dealer's packets (B-VAR-3): no order helps anyone, 3 then 2 is the usual one."""
    if not isinstance(action, ChoosePackets):
        return None
    choice = (
        said("Deal 3 cards, then 2.")
        if action.order == "3_then_2"
        else said("Deal 2 cards, then 3.")
    )
    return (
        choice,
        [],
        None,
        said("neither order helps anyone; 3 then 2 is the usual deal (B-VAR-3)"),
    )


def meld_name(what: str) -> Text:
    """An announcement class in words: "tierce", "four jacks"."""
    if what.startswith("carre_"):
        return {
            "J": said("four jacks"),
            "9": said("four nines"),
            "A": said("four aces"),
            "10": said("four tens"),
            "K": said("four kings"),
        }.get(what[6:], said("four queens"))
    return {
        "tierce": said("tierce (three in a row)"),
        "cinquante": said("cinquante (four in a row)"),
    }.get(what, said("cent (five in a row)"))


def hint(
    view: Any, action: Action, reason: Text
) -> tuple[Text, list[DecisionFact], Text | None, Text | None] | None:
    """The hint of a decision other than a card play, by its phase (``GameSpec.decision_hint``);
    ``None`` for a phase without one."""
    build = {
        "bidding": bid_hint,
        "announce": announce_hint,
        "packets": packets_hint,
    }.get(getattr(view, "phase", ""))
    return build(view, action, reason) if build is not None else None
