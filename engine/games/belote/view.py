"""What one seat may know of a Belote deal (B-INFO-1, BD-22).

Public: the candidate (and in 3 players the bottom card), every bid, meld announcements,
tie-break statements and shown meld cards, belote words, every card played and every
completed trick (AIs have perfect memory, BD-22). Private: the seat's own hand and melds.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, NamedTuple

from ...actions import Action
from ...cards import Card, cards_in
from ...core import DealResult, View, view_basics
from .melds import Meld
from .params import BeloteRules
from .play import Contract

if TYPE_CHECKING:
    from .state import BeloteState


class CompletedTrick(NamedTuple):
    number: int
    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int
    points: int  # card points, without the last-trick 10


@dataclass(frozen=True, slots=True)
class BeloteView(View):
    game: ClassVar[str] = "belote"

    seat: int
    players: int
    rules: BeloteRules
    phase: str
    current_seat: int | None
    legal: tuple[Action, ...]
    #: B-PLAY-10 reason code of the legal cards (the seat to act, play phase), for hints
    legal_reason: str | None
    dealer: int
    eldest: int
    order: tuple[int, ...]  # seats in the direction of play from the eldest
    hand: tuple[Card, ...]
    hand_mask: int
    hand_sizes: tuple[int, ...]
    candidate: Card | None
    bottom_card: Card | None  # 3 players (B-3P-2)
    bids: tuple[tuple[int, Action], ...]
    bid_round: int
    contract: Contract | None
    my_melds: tuple[Meld, ...]  # this seat's own sequences and carrés (B-MELD-5)
    announcements: tuple[tuple[int, str | None], ...]
    meld_winner: int | None
    statements: tuple[tuple[int, Card], ...]
    shown: tuple[tuple[int, tuple[Card, ...]], ...]  # public meld cards (B-ANN-5, BD-9)
    belotes: tuple[tuple[int, int, str], ...]  # (seat, suit, last word said)
    trick_number: int
    trick: tuple[tuple[int, Card], ...]
    completed: tuple[CompletedTrick, ...]
    points_by_seat: tuple[int, ...]  # card points taken so far (public)
    tricks_by_seat: tuple[int, ...]
    played_mask: int
    result: DealResult | None

    @classmethod
    def of(cls, state: BeloteState, seat: int) -> BeloteView:
        basics = view_basics(state, seat)
        mine = basics["current_seat"] == seat
        reason = state.legal_reason() if mine and state.phase_ == "play" else None
        return cls(
            **basics,
            rules=state.rules,
            legal_reason=reason,
            dealer=state.dealer,
            eldest=state.eldest,
            order=tuple(state.order),
            hand=tuple(cards_in(state.hands[seat])),
            hand_mask=state.hands[seat],
            hand_sizes=tuple(h.bit_count() for h in state.hands),
            candidate=state.candidate,
            bottom_card=state.bottom,
            bids=tuple(state.bids),
            bid_round=state.bidding.round if state.bidding is not None else 0,
            contract=state.contract,
            my_melds=tuple(state.melds[seat]),
            announcements=tuple(state.announcements),
            meld_winner=state.meld_winner,
            statements=state.statements,
            shown=state.shown,
            belotes=tuple((s, suit, w) for suit, (s, w) in sorted(state.belote_words.items())),
            trick_number=state.k,
            trick=tuple(zip(state.trick_seats, state.trick, strict=True)),
            completed=tuple(state.completed),
            points_by_seat=tuple(state.points_by_seat),
            tricks_by_seat=tuple(state.tricks_by_seat),
            played_mask=state.played_mask,
            result=state.result,
        )

    def partner(self, seat: int | None = None) -> int | None:
        """The partner of ``seat`` (default: this seat); ``None`` with 3 players."""
        s = self.seat if seat is None else seat
        return (s + 2) % 4 if self.players == 4 else None

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.players == 4 else seat
