"""What one seat may know of a must-follow game (M-VIS-1..5, MD-2, MD-3).

Every seat sees the suit counts of every hand (the card backs), the cards of the current
trick, the trick counts, the 3-player center card, the round-1 leftovers in round 2 and (1
player) the dummy's face-up cards. Ranks of hidden cards are never in a view. Hidden cards
are given as counts per suit only, so no order of card backs can leak a rank (M-VIS-4).

``plays`` and ``completed`` are the seat's *memory* (MD-2: perfect recall for AIs and hints).
The table must not display them unless ``rules.memory_aid`` is on: taken tricks may not be
looked at again (M-VIS-2).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ...actions import Action
from ...cards import Card, cards_in, mask_of
from ...core import DealResult, View, view_basics
from .params import MustFollowRules
from .rules import suit_counts
from .talk import TalkEntry

if TYPE_CHECKING:
    from .state import MustFollowState


@dataclass(frozen=True, slots=True)
class MustFollowView(View):
    game: ClassVar[str] = "mustfollow"

    seat: int
    players: int
    rules: MustFollowRules
    phase: str
    current_seat: int | None
    legal: tuple[Action, ...]
    dealer: int
    round: int
    rounds: int
    trick_number: int
    #: this seat's own cards (the player's hand for 1 player)
    hand: tuple[Card, ...]
    hand_mask: int
    #: number of hands at the table (2 for the 1-player game: player and dummy)
    hands_n: int
    #: the hand that plays next (1 player: 0 player, 1 dummy), ``None`` when over
    to_play: int | None
    leader: int
    trick: tuple[tuple[int, Card], ...]
    forced: Card | None
    taken: tuple[int, ...]
    suit_counts: tuple[tuple[int, int, int, int], ...]
    center: Card | None
    #: round-1 last cards (face up on the table in round 2), by hand
    leftovers: tuple[Card, ...]
    #: round-1 trick counts by hand, in round 2
    round1_taken: tuple[int, ...]
    #: 1-2 players, round 1: suit counts of the face-down stock (public by M-VIS-5)
    stock_suit_counts: tuple[int, int, int, int] | None
    #: 1 player: the dummy's face-up cards in hand, and its remaining places as
    #: (place, suit, card or None while face down)
    dummy_up: tuple[Card, ...]
    dummy_places: tuple[tuple[int, int, Card | None], ...]
    #: memory (MD-2): every card played this game as (round, hand, card), in order ...
    plays: tuple[tuple[int, int, Card], ...]
    #: ... and the completed tricks as (round, number, leader, plays, winner)
    completed: tuple[tuple[int, int, int, tuple[tuple[int, Card], ...], int], ...]
    #: cards whose rank this seat has not seen (M-VIS-5): held by others, the stock or face
    #: down in the dummy
    unseen_mask: int
    messages: tuple[TalkEntry, ...]
    result: DealResult | None

    @classmethod
    def of(cls, state: MustFollowState, seat: int) -> MustFollowView:
        if not 0 <= seat < state.players:
            raise ValueError(f"no seat {seat} at a {state.players}-player table")
        basics = view_basics(state, seat)
        over = basics["current_seat"] is None
        stock_counts = None
        if state.rounds == 2 and state.round_no == 1:
            dealt = [suit_counts(h) for h in state.game_deal.hands[0]]
            stock_counts = tuple(13 - dealt[0][s] - dealt[1][s] for s in range(4))
        places: tuple[tuple[int, int, Card | None], ...] = ()
        if state.players == 1:
            held = state.hands[1]
            places = tuple(
                (i, c // 13, c if state.dummy_up >> c & 1 else None)
                for i, c in enumerate(state.layout)
                if held >> c & 1
            )
        r1_taken = state.round_results[0][0] if state.round_no > 1 else ()
        return cls(
            **basics,
            rules=state.rules,
            dealer=state.game_deal.dealer,
            round=state.round_no,
            rounds=state.rounds,
            trick_number=min(state.k, 12),
            hand=tuple(cards_in(state.hands[seat])),
            hand_mask=state.hands[seat],
            hands_n=state.hands_n,
            to_play=None if over else state.to_play,
            leader=state.leader,
            trick=tuple(state.trick),
            forced=state.forced,
            taken=tuple(state.taken),
            suit_counts=tuple(suit_counts(h) for h in state.hands),
            center=state.center,
            leftovers=state.leftovers(),
            round1_taken=r1_taken,
            stock_suit_counts=stock_counts,  # type: ignore[arg-type]
            dummy_up=tuple(cards_in(state.dummy_up)),
            dummy_places=places,
            plays=tuple(state.plays),
            completed=tuple(state.completed),
            unseen_mask=state.unseen_by(seat),
            messages=tuple(state.messages),
            result=state.result,
        )

    @property
    def dummy_up_mask(self) -> int:
        return mask_of(self.dummy_up)

    @property
    def played_mask(self) -> int:
        return mask_of(c for _, _, c in self.plays)

    def counts(self, hand: int) -> tuple[int, int, int, int]:
        return self.suit_counts[hand]
