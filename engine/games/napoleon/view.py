"""What one seat may know of a Napoleon deal (N-INFO-1..4).

Bots and hints receive a ``NapoleonView``, never the state. Hidden: other hands, the kitty
(except for the declarer once taken, or when turned up by N-BID-13), face-down discards
(except for the declarer), and who the adjutant is until the named card is played (the
adjutant himself knows).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from ...actions import Action
from ...cards import BIT, POINT_MASK, Card, cards_in
from ...core import DealResult, View, view_basics
from ..family.tricks import DealRules
from .auction import StandThenRaise
from .params import URAKO, NapoleonRules

if TYPE_CHECKING:
    from .state import NapoleonState


@dataclass(frozen=True, slots=True)
class Contract:
    declarer: int
    count: int
    trump: str
    reverse: bool = False
    forced: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "declarer": self.declarer,
            "count": self.count,
            "trump": self.trump,
            "reverse": self.reverse,
            "forced": self.forced,
        }


@dataclass(frozen=True, slots=True)
class Imperial:
    """N-VAR-5, public: ``chooser`` names trump and leads trick 1 (``by_lot`` in the first
    game, else he won the previous one); ``trump`` is ``""`` until named;
    ``previous_counts`` are the previous game's point cards per seat, which break a tie
    (``None`` in the first game, where a tie is a shared win)."""

    chooser: int
    by_lot: bool
    trump: str
    previous_counts: tuple[int, ...] | None


class CompletedTrick(NamedTuple):
    """A finished trick: public history (N-INFO-4 lets AI players remember it)."""

    number: int
    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int
    named_suit: int
    reason: str
    #: Urako (N-VAR-7): the trump kind the leader declared for this trick; "" otherwise
    declared_trump: str = ""


@dataclass(frozen=True, slots=True)
class NapoleonView(View):
    game: ClassVar[str] = "napoleon"

    seat: int
    players: int
    rules: NapoleonRules
    phase: str
    current_seat: int | None
    legal: tuple[Action, ...]
    dealer: int
    opening_seat: int
    hand: tuple[Card, ...]
    hand_mask: int
    hand_sizes: tuple[int, ...]
    bids: tuple[tuple[int, Action], ...]
    standing_bid: tuple[int, Action] | None
    #: Fukashi's auction (N-BID-12) is in its raise round (the declarations are over)
    raise_round: bool
    kitty: tuple[Card, ...] | None
    #: nobody has taken the kitty yet: it lies face down in the middle
    kitty_on_table: bool
    contract: Contract | None
    deal_rules: DealRules | None
    adjutant_cards: tuple[Card, ...]
    #: seats publicly known to be adjutants (their named card was played)
    known_adjutants: tuple[int, ...]
    #: True when this seat itself holds a named card (it knows it is the adjutant)
    is_adjutant: bool
    #: True when this seat knows the declarer plays alone (the declarer always knows)
    only_known: bool
    discards: tuple[Card, ...]  # what this seat may see of the discards
    discard_count: int
    #: every discard in the order put down; ``None`` where this seat may not see it (the
    #: declarer sees all, the others the face-up ones, N-KIT-3; everybody once over, N-END-7)
    discard_row: tuple[Card | None, ...]
    #: the discards lying face up, public to every seat (N-KIT-3)
    discards_face_up: tuple[Card, ...]
    trick_number: int
    tricks: int
    trick: tuple[tuple[int, Card], ...]
    named_suit: int
    completed: tuple[CompletedTrick, ...]
    points_by_seat: tuple[int, ...]
    point_cards_won: tuple[tuple[Card, ...], ...]
    played_mask: int  # every card played to a trick so far (public)
    #: once the deal is over, every seat's remaining cards and the kitty (N-END-7); None before
    end_hands: tuple[tuple[Card, ...], ...] | None
    end_kitty: tuple[Card, ...] | None
    result: DealResult | None
    #: N-VAR-6: the card each seat turned face up after the deal (public); () otherwise
    blind_cards: tuple[Card, ...] = ()
    #: N-VAR-5/6: this seat has not looked at its hand yet, so ``hand`` and ``hand_mask``
    #: hold only the cards it knows (its face-up card); ``hand_sizes`` stay true
    hand_unseen: bool = False
    #: N-VAR-5: the first leader, his trump choice and the tie-break counts
    imperial: Imperial | None = None
    #: Urako (N-VAR-7): the trump kind declared for the trick in progress ("" before its
    #: lead, and in every other contract); ``deal_rules`` are then that kind's rules
    declared_trump: str = ""

    @staticmethod
    def hand_fields(mask: int) -> dict[str, Any]:
        """The fields that give a hand held as the mask ``mask`` (a variant's narrower one)."""
        return {"hand": tuple(cards_in(mask)), "hand_mask": mask}

    @classmethod
    def of(cls, state: NapoleonState, seat: int, **extra: Any) -> NapoleonView:
        """The view of ``seat``; ``extra`` fills the fields a variant's subclass adds."""
        declarer = state.declarer
        is_declarer = seat == declarer
        # the kitty is taken once the adjutant call is over (Urako has none, N-VAR-7)
        took_kitty = declarer >= 0 and state.phase_ in ("discard", "play", "over")
        if state.kitty_public or (is_declarer and took_kitty):
            kitty: tuple[Card, ...] | None = state.kitty
        else:
            kitty = None
        named = state.adjutant_cards
        holding_named = any(state.hands[seat] & BIT[c] for c in named) or any(
            state.initial_hands[seat] & BIT[c] for c in named
        )
        known = tuple(sorted({s for s, c in _played(state) if c in named and s != declarer}))
        only_known = is_declarer and state.phase_ in ("play", "over") and not state.adjutants
        if state.trump == URAKO:
            only_known = True  # Urako is bid without an adjutant (N-VAR-7): everybody knows
        if only_known and state.phase_ == "play" and state.named_mask & state.out_of_play():
            only_known = False  # N-VAR-3: the named card lies unseen among the unused cards
        if not is_declarer and state.revealed and not known and len(named) == len(state.revealed):
            only_known = True
        # the declarer knows all his discards; the others see the face-up ones (N-KIT-3)
        discards = tuple(state.discards if is_declarer else cards_in(state.discard_face_up))
        over = state.result is not None
        face_up = tuple(c for c in state.discards if state.discard_face_up & BIT[c])
        row = tuple(
            c if over or is_declarer or state.discard_face_up & BIT[c] else None
            for c in state.discards
        )
        played = 0
        for _, c in _played(state):
            played |= BIT[c]
        contract = (
            None
            if declarer < 0
            else Contract(declarer, state.count, state.trump, state.reverse, state.forced)
        )
        return cls(
            **view_basics(state, seat),
            rules=state.rules,
            dealer=state.dealer,
            opening_seat=state.opening_seat,
            hand=tuple(cards_in(state.hands[seat])),
            hand_mask=state.hands[seat],
            hand_sizes=tuple(h.bit_count() for h in state.hands),
            bids=tuple(state.bids),
            standing_bid=state.auction.standing_bid if state.auction is not None else None,
            raise_round=isinstance(state.auction, StandThenRaise) and state.auction.raising,
            kitty=kitty,
            kitty_on_table=state.kitty_on_table,
            contract=contract,
            deal_rules=state.deal_rules,
            adjutant_cards=tuple(named),
            known_adjutants=known,
            is_adjutant=holding_named and not is_declarer,
            only_known=only_known,
            discards=discards,
            discard_count=len(state.discards),
            discard_row=row,
            discards_face_up=face_up,
            trick_number=state.k,
            tricks=state.hand_size,
            trick=tuple(zip(state.trick_seats, state.trick, strict=True)),
            named_suit=state.named_suit,
            completed=tuple(state.completed),
            points_by_seat=tuple(state.points_by_seat),
            point_cards_won=tuple(tuple(cards_in(m & POINT_MASK)) for m in state.point_cards_won),
            played_mask=played,
            end_hands=tuple(tuple(state.hand(s)) for s in range(state.players)) if over else None,
            end_kitty=tuple(state.kitty) if over else None,
            result=state.result,
            declared_trump=state.declared_trump,
            **extra,
        )

    @property
    def is_declarer(self) -> bool:
        return self.contract is not None and self.contract.declarer == self.seat

    @property
    def is_secret_adjutant(self) -> bool:
        """This seat holds a named card and is not yet publicly known as the adjutant (it
        knows it from the call onward, N-ADJ-3 / N-INFO-3)."""
        return self.is_adjutant and self.seat not in self.known_adjutants


def _played(state: NapoleonState) -> list[tuple[int, Card]]:
    out = [p for t in state.completed for p in t.plays]
    out.extend(zip(state.trick_seats, state.trick, strict=True))
    return out
