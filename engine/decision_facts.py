"""The facts a hint states for a decision that is not a card play (issue 21): bids and
passes, the adjutant call, the kitty exchange, Belote's take and meld announcement.

Each game's strategy module (``engine/games/<game>/decision_hint.py``) computes these small
records from the seat's view only, and :func:`decision_text` words them the way a teacher
says it: first the choice ("Pass.", "Bid ♠ spades 14."), then the one or two facts that
decide it (the cards held, what a hand like this brings its side, the bid to beat, what
changed in the auction), then the best alternative and what it would ask for, then the rule
of thumb with its strategy note. :func:`decision_fact_holds` checks a fact against the
whole deal (the fact-truth test).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .actions import Action, Bid, Close, Discard
from .cards import DECK_STRIDE, IS_POINT, JOKER, MIGHTY, SUIT_OF, Card, card_label, cards_in
from .facts import cards_listed
from .text import Text, said, said_n

#: how a card named in a decision hint matters, by role code
ROLE_WORDS: dict[str, Text] = {
    "mighty": said("the Mighty"),
    "joker": said("the joker"),
    "right_bower": said("the right bower"),
    "left_bower": said("the left bower"),
    "top_trump": said("a top trump"),
    "trump_jack": said("the jack, the highest trump"),
    "trump_nine": said("the nine, the second trump"),
    "ace": said("an ace"),
    "ten": said("a ten"),
    "jack": said("a jack"),
    "nine": said("a nine"),
    "king": said("a king"),
}

#: a suit holding is listed card by card up to this length, else counted
LISTED = 6


def hand_codes(view: Any) -> list[Card]:
    """The seat's cards as codes (a two-deck game's copies both listed)."""
    hand = getattr(view, "hand", None)
    if hand is not None:
        return [c % DECK_STRIDE for c in hand]
    return list(cards_in(view.hand_mask))


@dataclass(frozen=True, slots=True)
class SuitHolding:
    """The seat holds ``cards`` (every card it holds) of ``suits``, the suit(s) of trump
    kind ``kind``."""

    kind: Text | str
    suits: tuple[int, ...]
    cards: tuple[Card, ...]

    def words(self) -> Text:
        n = len(self.cards)
        if not n:
            return said("You hold no card of {kind}.", kind=self.kind)
        if n > LISTED:
            return said("In {kind} you hold {n} cards.", kind=self.kind, n=n)
        return said_n(
            "In {kind} you hold {n} card: {cards}.",
            "In {kind} you hold {n} cards: {cards}.",
            n,
            kind=self.kind,
            n=n,
            cards=cards_listed(self.cards),
        )


@dataclass(frozen=True, slots=True)
class StrongCards:
    """The seat holds each of ``cards``, which matters as its role (``ROLE_WORDS``)."""

    cards: tuple[tuple[Card, str], ...]

    def words(self) -> Text:
        named: list[Text] = [
            said("{card} ({role})", card=card_label(c), role=ROLE_WORDS[role])
            for c, role in self.cards
        ]
        listed: Text | str = named[0]
        for item in named[1:-1]:
            listed = said("{names}, {name}", names=listed, name=item)
        if len(named) > 1:
            listed = said("{first} and {last}", first=listed, last=named[-1])
        return said("Your strong cards for it: {cards}.", cards=listed)


@dataclass(frozen=True, slots=True)
class NoStrongCards:
    """The seat holds none of the cards that win tricks under ``kind`` (``cards``)."""

    kind: Text | str
    cards: tuple[Card, ...]

    def words(self) -> Text:
        return said(
            "With {kind} you hold none of {cards}, the cards that take tricks.",
            kind=self.kind,
            cards=cards_listed(self.cards),
        )


@dataclass(frozen=True, slots=True)
class PointCardsHeld:
    """The seat holds ``n`` of the deal's ``total`` point cards."""

    n: int
    total: int

    def words(self) -> Text:
        return said_n(
            "You hold {n} of the {total} point cards.",
            "You hold {n} of the {total} point cards.",
            self.n,
            n=self.n,
            total=self.total,
        )


@dataclass(frozen=True, slots=True)
class HandBrings:
    """With ``kind`` as trump, hands like the seat's bring their side about ``n`` point cards
    (the engine's own estimate, fitted on many played deals)."""

    kind: Text | str
    n: int

    def words(self) -> Text:
        return said_n(
            "With {kind} as trump, a hand like yours usually brings its side about {n} point card.",
            "With {kind} as trump, a hand like yours usually brings its side about {n} point "
            "cards.",
            self.n,
            kind=self.kind,
            n=self.n,
        )


@dataclass(frozen=True, slots=True)
class LowestBid:
    """``bid`` is the cheapest legal bid of its kind (and sort) for the seat now."""

    bid: Action
    said_as: Text | str

    def words(self) -> Text:
        return said("The lowest bid open to you in it is {bid}.", bid=self.said_as)


@dataclass(frozen=True, slots=True)
class BidToBeat:
    """``bid`` by another seat is the standing bid."""

    bid: Action
    said_as: Text | str

    def words(self) -> Text:
        return said("The bid to beat is {bid}.", bid=self.said_as)


@dataclass(frozen=True, slots=True)
class NewBid:
    """Since the seat last spoke in this auction, another seat bid ``bid``."""

    bid: Action
    said_as: Text | str

    def words(self) -> Text:
        return said("Since your last turn, {bid} has been bid.", bid=self.said_as)


@dataclass(frozen=True, slots=True)
class OthersPassed:
    """The seat's own ``bid`` stands and everybody else has passed (N-BID-10)."""

    bid: Action
    said_as: Text | str
    rule: str

    def words(self) -> Text:
        return said(
            "Everybody else has passed, so your {bid} stands ({rule}).",
            bid=self.said_as,
            rule=self.rule,
        )


@dataclass(frozen=True, slots=True)
class PartnerBid:
    """The seat's partner made the standing bid (Belote)."""

    bid: Action
    said_as: Text | str

    def words(self) -> Text:
        return said("Your partner's {bid} is the standing bid.", bid=self.said_as)


@dataclass(frozen=True, slots=True)
class MightyHeld:
    """The seat holds the Mighty (``copies`` of it in a two-deck game) while another seat may
    still bid."""

    copies: int

    def words(self) -> Text:
        return said(
            "You hold the Mighty (♠A): whoever wins the auction will probably call you as adjutant."
        )


@dataclass(frozen=True, slots=True)
class LacksCard:
    """The seat holds ``held`` copies of ``card`` (0; or 1 of a two-deck game's two), which
    matters as ``role``."""

    card: Card
    role: str
    held: int

    def words(self) -> Text:
        if self.held:
            return said(
                "You hold one {card} ({role}); whoever holds the other copy becomes your partner.",
                card=card_label(self.card),
                role=ROLE_WORDS[self.role],
            )
        return said(
            "You do not hold {card} ({role}): whoever holds it becomes your partner.",
            card=card_label(self.card),
            role=ROLE_WORDS[self.role],
        )


@dataclass(frozen=True, slots=True)
class VoidAfter:
    """After the discards the seat holds no card of ``suit``; ``ruffs``: the suit is not
    trump and a trump suit is in force, so the seat can trump its leads."""

    suit: Text | str
    suit_code: int
    ruffs: bool

    def words(self) -> Text:
        if self.ruffs:
            return said(
                "After these discards you hold no {suit}: you can trump its leads.",
                suit=self.suit,
            )
        return said("After these discards you hold no {suit}.", suit=self.suit)


@dataclass(frozen=True, slots=True)
class KeepsSuit:
    """The discards keep all ``n`` cards of ``suits`` (the trump kind ``kind``)."""

    kind: Text | str
    suits: tuple[int, ...]
    n: int

    def words(self) -> Text:
        return said_n(
            "You keep your one card of {kind}.",
            "You keep all your cards of {kind} ({n}).",
            self.n,
            kind=self.kind,
            n=self.n,
        )


@dataclass(frozen=True, slots=True)
class KeepsCards:
    """The discards keep each of ``cards`` (the seat's Mighty, joker, bowers)."""

    cards: tuple[Card, ...]

    def words(self) -> Text:
        return said("You keep {cards}.", cards=cards_listed(self.cards))


@dataclass(frozen=True, slots=True)
class MeldHeld:
    """The seat holds the meld ``name`` made of ``cards``."""

    name: Text | str
    cards: tuple[Card, ...]

    def words(self) -> Text:
        return said(
            "Your best meld is {meld}: {cards}.", meld=self.name, cards=cards_listed(self.cards)
        )


@dataclass(frozen=True, slots=True)
class KittyShown:
    """The kitty lies face up in the auction (N-BID-13): ``cards``, counted in the hand's
    worth, go to whoever wins it."""

    cards: tuple[Card, ...]

    def words(self) -> Text:
        return said(
            "The kitty lies face up, {cards}, and goes to whoever wins the auction (N-BID-13).",
            cards=cards_listed(self.cards),
        )


@dataclass(frozen=True, slots=True)
class MustStand:
    """Nobody bid and the seat holds the Mighty: it must bid (N-BID-13)."""

    rule: str

    def words(self) -> Text:
        return said(
            "Nobody bid and you hold the Mighty, so you must stand ({rule}).", rule=self.rule
        )


@dataclass(frozen=True, slots=True)
class CalledSoFar:
    """The Rettler has called ``cards`` so far (R-ADJ-1)."""

    cards: tuple[Card, ...]

    def words(self) -> Text:
        return said("You have called {cards}.", cards=cards_listed(self.cards))


@dataclass(frozen=True, slots=True)
class SecondRound:
    """Belote's second bidding round: any suit but the turned-up card's (B-BID-2)."""

    suit: Text | str
    suit_code: int

    def words(self) -> Text:
        return said(
            "This is the second round: you may name any suit but {suit}, the turned-up "
            "card's (B-BID-2).",
            suit=self.suit,
        )


@dataclass(frozen=True, slots=True)
class CandidateJoins:
    """If the seat takes, the turned-up ``card`` joins its hand (B-DEAL-5)."""

    card: Card

    def words(self) -> Text:
        return said(
            "If you take, the turned-up {card} joins your hand (B-DEAL-5).",
            card=card_label(self.card),
        )


DecisionFact = (
    SuitHolding
    | StrongCards
    | NoStrongCards
    | PointCardsHeld
    | HandBrings
    | LowestBid
    | BidToBeat
    | NewBid
    | OthersPassed
    | PartnerBid
    | MightyHeld
    | LacksCard
    | VoidAfter
    | KeepsSuit
    | KeepsCards
    | MeldHeld
    | KittyShown
    | MustStand
    | CalledSoFar
    | SecondRound
    | CandidateJoins
)

#: at most this many facts are said: the ones that decide the choice
DECIDING = 3


def decision_text(
    choice: Text,
    facts: Sequence[DecisionFact],
    alternative: Text | None = None,
    thumb: Text | None = None,
) -> Text:
    """The hint of a decision: the choice, its deciding facts, the best alternative and what
    it would ask for, and the rule of thumb (with its strategy note's ID)."""
    text = choice
    parts: list[Text] = [fact.words() for fact in facts[:DECIDING]]
    if alternative is not None:
        parts.append(alternative)
    if thumb is not None:
        parts.append(said("Rule of thumb: {reason}.", reason=thumb))
    for part in parts:
        text = said("{before} {after}", before=text, after=part)
    return text


def new_bids(view: Any, words: Any) -> list[NewBid]:
    """The bids other seats made since this seat last spoke in the auction (the latest
    first); none on the seat's first turn. ``words(bid)`` names a bid."""
    bids: Sequence[tuple[int, Action]] = getattr(view, "bids", ())
    mine = [i for i, (s, _) in enumerate(bids) if s == view.seat]
    if not mine:
        return []
    later = [a for s, a in bids[mine[-1] + 1 :] if s != view.seat and isinstance(a, Bid)]
    return [NewBid(a, words(a)) for a in reversed(later)]


def decision_fact_holds(
    fact: Any, state: Any, seat: int, actions: Sequence[Action], trump_suits: Sequence[int]
) -> bool | None:
    """Whether a decision fact stated to ``seat`` holds in ``state`` (every hand known):
    ``actions`` are the hinted actions (a kitty exchange: all its discards), ``trump_suits``
    the suits of trump under the contract in force (for a claimed ruff). ``None`` for a fact
    that is not a decision fact."""
    view = state.view_for(seat)
    hand = Counter(hand_codes(view))
    if isinstance(fact, SuitHolding):
        held = Counter({c: n for c, n in hand.items() if c < JOKER and SUIT_OF[c] in fact.suits})
        return held == Counter(fact.cards)
    if isinstance(fact, StrongCards):
        return all(hand[c] > 0 for c, _ in fact.cards)
    if isinstance(fact, NoStrongCards):
        return all(hand[c] == 0 for c in fact.cards)
    if isinstance(fact, PointCardsHeld):
        return fact.n == sum(n for c, n in hand.items() if IS_POINT[c])
    if isinstance(fact, HandBrings):
        return 0 <= fact.n <= 60
    if isinstance(fact, LowestBid):
        same = [
            a
            for a in state.legal_actions()
            if type(a) is type(fact.bid) and getattr(a, "trump", None) == fact.bid.trump  # type: ignore[attr-defined]
        ]
        counts = [getattr(a, "count", 0) for a in same]
        return fact.bid in same and getattr(fact.bid, "count", 0) == min(counts)
    if isinstance(fact, BidToBeat):
        standing = view.standing_bid
        return standing is not None and standing[0] != seat and standing[1] == fact.bid
    if isinstance(fact, NewBid):
        bids = list(view.bids)
        mine = [i for i, (s, _) in enumerate(bids) if s == seat]
        return bool(mine) and any(a == fact.bid for s, a in bids[mine[-1] + 1 :] if s != seat)
    if isinstance(fact, OthersPassed):
        # the seat's own bid stands and the auction offers it the close (N-BID-10)
        standing = view.standing_bid
        closing = any(isinstance(a, Close) for a in state.legal_actions())
        return standing is not None and standing == (seat, fact.bid) and closing
    if isinstance(fact, PartnerBid):
        last = next((s for s, a in reversed(view.bids) if a == fact.bid), None)
        return last is not None and last == view.partner()
    if isinstance(fact, MightyHeld):
        return hand[MIGHTY] == fact.copies > 0
    if isinstance(fact, LacksCard):
        return hand[fact.card] == fact.held
    if isinstance(fact, VoidAfter | KeepsSuit | KeepsCards):
        left = hand.copy()
        for a in actions:
            if isinstance(a, Discard):
                left[a.card % DECK_STRIDE] -= 1
        if isinstance(fact, VoidAfter):
            suit_left = sum(
                n for c, n in left.items() if c < JOKER and SUIT_OF[c] == fact.suit_code
            )
            before = sum(n for c, n in hand.items() if c < JOKER and SUIT_OF[c] == fact.suit_code)
            trumps_left = any(
                n > 0 and c < JOKER and SUIT_OF[c] in trump_suits for c, n in left.items()
            )
            ruffs = trumps_left and fact.suit_code not in trump_suits
            return suit_left == 0 and before > 0 and ruffs == fact.ruffs
        if isinstance(fact, KeepsSuit):
            kept = sum(n for c, n in left.items() if c < JOKER and SUIT_OF[c] in fact.suits)
            had = sum(n for c, n in hand.items() if c < JOKER and SUIT_OF[c] in fact.suits)
            return kept == had == fact.n
        return all(left[c] > 0 for c in fact.cards)
    if isinstance(fact, MeldHeld):
        return all(hand[c] > 0 for c in fact.cards)
    if isinstance(fact, MustStand):
        return state.phase == "responsibility_stand" and hand[MIGHTY] > 0
    if isinstance(fact, CalledSoFar):
        return tuple(getattr(view, "called", ())) == fact.cards
    if isinstance(fact, KittyShown):
        kitty = getattr(view, "kitty", None)
        return kitty is not None and sorted(kitty) == sorted(fact.cards)
    if isinstance(fact, SecondRound):
        candidate = getattr(view, "candidate", None)
        return (
            view.bid_round == 2 and candidate is not None and SUIT_OF[candidate] == fact.suit_code
        )
    if isinstance(fact, CandidateJoins):
        return getattr(view, "candidate", None) == fact.card and view.players == 4
    return None


def stated_fact_holds(
    fact: Any,
    state: Any,
    seat: int,
    actions: Sequence[Action],
    trump_suits: Sequence[int],
    play_fact_holds: Callable[..., bool],
) -> bool:
    """Whether a fact a hint stated to ``seat`` holds with every hand known: a decision fact
    (``decision_fact_holds``), else a card-play fact, by the game's own ``play_fact_holds``
    of the one card hinted (``GameSpec.fact_holds`` of each game with hints for both)."""
    decided = decision_fact_holds(fact, state, seat, actions, trump_suits)
    if decided is not None:
        return decided
    return play_fact_holds(fact, state, seat, actions[0])
