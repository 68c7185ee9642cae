"""What one seat may know of a Rettler deal (R-INFO-1, R-INFO-2, inheriting N-INFO-1..4).

Bots, hints and the table receive a ``RettlerView``, never the state. Hidden: other hands,
the kitty and the face-down discards (except for the Rettler), and who the adjutants are
until a called code is played (each player knows whether he is one). Public: bids, the
called codes, every played card (bridges too), named suits, point-request rights and
waivers, point cards taken.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ...actions import Action
from ...cards import DECK_STRIDE, IS_POINT, Card, cards_in_two_decks
from ...core import DealResult, View, view_basics
from . import state as _state
from .params import RettlerRules
from .rounds import RoundContext, RoundRules

if TYPE_CHECKING:
    from .state import CompletedRound, RettlerState


@dataclass(frozen=True, slots=True)
class RettlerContract:
    declarer: int
    count: int
    trump: str
    #: adjutants allowed by the bid (R-BID-2; five players: 1 or 2)
    adjutants: int
    reverse: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "declarer": self.declarer,
            "count": self.count,
            "trump": self.trump,
            "adjutants": self.adjutants,
            "reverse": self.reverse,
        }


@dataclass(frozen=True, slots=True)
class RettlerVariantInfo:
    """What every seat knows of a chapter-6 variant deal (R-VAR-4, R-VAR-7, R-VAR-11)."""

    #: ``imperialism``, ``teams`` or ``sanction`` (``RettlerRules.variant``)
    variant: str
    rule_id: str
    #: the seat that names the trump kind unseen and leads round 1 (a sanction: the
    #: punished player)
    chooser: int
    #: the chooser was drawn by lot (a first game), not the previous game's winner
    by_lot: bool
    trump: str
    #: R-VAR-7: each seat's team (0, 1, ...); () outside the team game
    teams: tuple[int, ...] = ()
    #: R-VAR-4: the previous game's point cards per seat (they break a tie), else None
    previous_counts: tuple[int, ...] | None = None
    #: R-VAR-11: the point cards the punished player must take, of which ``extra_target``
    #: for further offences during the sanction; 0 outside a sanction
    target: int = 0
    extra_target: int = 0
    #: this seat is the chooser and has not looked at its hand yet (``hand`` is empty)
    hand_unseen: bool = False
    #: the cards left over after the deal lie face up (R-VAR-11); else face down, unused
    leftovers_public: bool = False

    def team_mates(self, seat: int) -> tuple[int, ...]:
        """The other members of ``seat``'s team (R-VAR-7)."""
        if not self.teams:
            return ()
        return tuple(s for s, t in enumerate(self.teams) if t == self.teams[seat] and s != seat)


@dataclass(frozen=True, slots=True)
class RettlerView(View):
    game: ClassVar[str] = "rettler"

    seat: int
    players: int
    rules: RettlerRules
    phase: str
    current_seat: int | None
    legal: tuple[Action, ...]
    dealer: int
    opening_seat: int
    hand: tuple[Card, ...]  # instance ids, ascending
    hand_lo: int  # codes held at least once
    hand_hi: int  # codes held twice
    hand_sizes: tuple[int, ...]
    bids: tuple[tuple[int, Action], ...]
    standing_bid: tuple[int, Action] | None
    kitty: tuple[Card, ...] | None
    #: nobody has taken the kitty yet: it lies face down in the middle
    kitty_on_table: bool
    contract: RettlerContract | None
    round_rules: RoundRules | None
    #: the codes the Rettler called (R-ADJ-1, public)
    called: tuple[Card, ...]
    #: seats publicly revealed as adjutants (they played a called code, R-INFO-2)
    known_adjutants: tuple[int, ...]
    #: this seat holds (or held) a called code and is not the Rettler
    is_adjutant: bool
    discards: tuple[Card, ...]  # what this seat may see of the discards
    discard_count: int
    #: every discard in the order put down; ``None`` where this seat may not see it (the
    #: Rettler sees all, the others the point cards, R-KIT-2)
    discard_row: tuple[Card | None, ...]
    #: the discards lying face up (point cards, R-KIT-2), public to every seat
    discards_face_up: tuple[Card, ...]
    trick_number: int  # the first trick of the current round
    tricks: int
    #: the current round: context (None until led), plays so far as (seat, codes)
    round: RoundContext | None
    round_plays: tuple[tuple[int, tuple[Card, ...]], ...]
    #: codes the seat to act already played to this round (a follower of a pair or bomb)
    partial: tuple[Card, ...]
    #: the seat entitled to lead a point request next (R-LITTLE-1), else -1
    entitled: int
    completed: tuple[CompletedRound, ...]
    points_by_seat: tuple[int, ...]
    #: copies of every code played so far (public memory, R-AI-23)
    played_counts: tuple[int, ...]
    result: DealResult | None
    #: R-VAR-13: per entry of ``called``, the deck (0 red, 1 blue backs) of the one copy
    #: named, or ``None`` for the card from either deck
    call_decks: tuple[int | None, ...] = ()
    #: R-VAR-5: every seat's face-up card (instance ids), public from the deal on
    blind_cards: tuple[Card, ...] = ()
    #: R-VAR-5: the seat has not picked up its hand yet (``hand`` is its face-up card)
    hand_unseen: bool = False
    #: R-VAR-8 team cards: this seat's card once it has looked (``declarer_side`` or
    #: ``coalition``; after the deal every seat's), else None
    team_card: str | None = None
    #: R-VAR-8: the seats that have looked at their team card (public)
    team_cards_looked: tuple[int, ...] = ()
    #: R-VAR-8: every seat's team card once they are turned after the deal (None: the Rettler)
    team_cards: tuple[str | None, ...] = ()
    #: the chapter-6 variant being played (R-VAR-4/7/11), None in the normal game
    variant: RettlerVariantInfo | None = None

    @staticmethod
    def hand_fields(mask: int) -> dict[str, Any]:
        """The fields that give a hand held as the mask ``mask`` (a variant's narrower one)."""
        lo, hi = _state.codes_of(mask)
        return {"hand": tuple(cards_in_two_decks(mask)), "hand_lo": lo, "hand_hi": hi}

    @classmethod
    def of(cls, state: RettlerState, seat: int, **extra: Any) -> RettlerView:
        """The view of ``seat``; ``extra`` fills the fields a variant's subclass adds."""
        declarer = state.declarer
        is_declarer = seat == declarer
        # the Rettler alone sees the kitty, once he has taken it (R-KIT-1, R-INFO-1)
        took = declarer >= 0 and state.phase_ != _state.ADJUTANT_CALL
        kitty = state.kitty if is_declarer and took else None
        mine = state.hands[seat] | state.initial_hands[seat]
        known = tuple(sorted({s for s, _ in state.revealed if s != declarer}))
        discards = tuple(
            state.discards
            if is_declarer
            else [c for c in state.discards if IS_POINT[c % DECK_STRIDE]]
        )
        face_up = tuple(c for c in state.discards if IS_POINT[c % DECK_STRIDE])
        row = tuple(c if is_declarer or IS_POINT[c % DECK_STRIDE] else None for c in state.discards)
        lo, hi = _state.codes_of(state.hands[seat])
        contract = (
            None
            if declarer < 0
            else RettlerContract(
                declarer, state.count, state.trump, state.adjutants_bid, state.reverse
            )
        )
        return cls(
            **view_basics(state, seat),
            rules=state.rules,
            dealer=state.dealer,
            opening_seat=state.opening_seat,
            hand=tuple(cards_in_two_decks(state.hands[seat])),
            hand_lo=lo,
            hand_hi=hi,
            hand_sizes=tuple(h.bit_count() for h in state.hands),
            bids=tuple(state.bids),
            standing_bid=state.auction.standing_bid if state.auction is not None else None,
            kitty=kitty,
            kitty_on_table=state.kitty_on_table,
            contract=contract,
            round_rules=state.round_rules,
            called=tuple(state.called),
            known_adjutants=known,
            is_adjutant=not is_declarer and bool(mine & state.called_mask),
            discards=discards,
            discard_count=len(state.discards),
            discard_row=row,
            discards_face_up=face_up,
            trick_number=state.k,
            tricks=state.hand_size,
            round=state.ctx,
            round_plays=tuple(
                (s, tuple(c % DECK_STRIDE for c in cards)) for s, cards in state.round_plays
            ),
            partial=tuple(state.partial_codes()),
            entitled=state.entitled,
            completed=tuple(state.completed),
            points_by_seat=tuple(state.points_by_seat),
            played_counts=tuple(state.played),
            result=state.result,
            call_decks=tuple(state.call_decks),
            **extra,
        )

    @property
    def is_declarer(self) -> bool:
        return self.contract is not None and self.contract.declarer == self.seat

    @property
    def is_secret_adjutant(self) -> bool:
        """This seat holds a called code and is not yet publicly known as an adjutant."""
        return self.is_adjutant and self.seat not in self.known_adjutants

    @property
    def point_cards_won(self) -> tuple[tuple[Card, ...], ...]:
        """Per seat, the point cards it has taken (codes; public, R-INFO-1, N-INFO-2).
        Worked out from the completed rounds when asked, so ``view_for`` (which the bots
        call at every decision) pays nothing for it."""
        won: list[list[Card]] = [[] for _ in range(self.players)]
        for done in self.completed:
            won[done.winner].extend(
                c for _, cards in done.plays for c in cards if IS_POINT[c % DECK_STRIDE]
            )
        return tuple(tuple(w) for w in won)

    @property
    def discards_due(self) -> int:
        """How many cards the Rettler still has to discard: as many as the kitty held
        (R-KIT-1); 0 for everybody else and outside the exchange."""
        if self.phase != "discard" or self.kitty is None:
            return 0
        return len(self.kitty) - self.discard_count

    def held(self, code: Card) -> int:
        """Copies of ``code`` in this seat's hand (0, 1 or 2)."""
        return (self.hand_lo >> code & 1) + (self.hand_hi >> code & 1)


__all__ = ["RettlerContract", "RettlerVariantInfo", "RettlerView"]
