"""The trump named unseen, written once for the family: Imperialist play (N-VAR-5; Rettler's
R-VAR-4 is the same game with Rettler's play) and Rettler's team games and sanction
(R-VAR-7, R-VAR-11), which skip the auction the same way.

No auction, no adjutant call, no kitty exchange: one seat, the *chooser*, names the trump kind
(``NameTrump``) while its hand is still unseen, then leads the first trick. ``UnseenTrump`` is
that phase on top of a game's deal state (Napoleon's ``ImperialistState`` and Rettler's
``RettlerVariantState`` inherit from it and from their own state); ``winners_of`` and
``next_imperial_setup`` say who wins and who names trump next.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ...actions import Action, NameTrump
from ...cards import Card
from ...contract import ContractState
from ...core import DealResult
from ...events import Dealt, Event, HandsLifted, TrumpNamed
from ...registry import DealSetup
from ...terms import trump_name
from ...text import said

PLAY = "play"

TRUMP_CHOICE = "trump_choice"

#: ``DealResult.outcome`` of an Imperialist game: one winner, or a shared win
SOLE_WIN = "imperial_win"
SHARED_WIN = "imperial_shared_win"


@dataclass(frozen=True)
class ImperialSetup(DealSetup):
    """The next game's setup: ``opening_seat`` is the previous winner, who names trump and
    leads (N-VAR-5); ``previous_counts`` break a tie."""

    previous_counts: tuple[int, ...] = ()


def winners_of(
    counts: Sequence[int], previous: Sequence[int] | None
) -> tuple[tuple[int, ...], str]:
    """N-VAR-5: the seats with most point cards, and how a tie was settled: ``none`` (one
    winner), ``previous_counts`` (the tie was broken, or narrowed, by the previous game's
    counts) or ``shared`` (still tied: a shared win, DECISION)."""
    top = max(counts)
    tied = [s for s, n in enumerate(counts) if n == top]
    if len(tied) == 1:
        return tuple(tied), "none"
    if previous:
        best = max(previous[s] for s in tied)
        narrowed = [s for s in tied if previous[s] == best]
        if len(narrowed) == 1:
            return tuple(narrowed), "previous_counts"
        tied = narrowed
    return tuple(tied), "shared"


def chooser_of(
    setup: DealSetup, players: int, rng: random.Random
) -> tuple[int, bool, tuple[int, ...] | None]:
    """The chooser of a deal, whether drawn by lot, and the previous game's counts: the
    previous winner (an ``ImperialSetup``, N-VAR-5), else a seat drawn with ``rng``."""
    if isinstance(setup, ImperialSetup):
        return setup.opening_seat, False, setup.previous_counts or None
    return rng.randrange(players), True, None


class UnseenTrump(ContractState):
    """The trump kind named unseen by the chooser, who then leads (N-VAR-5, R-VAR-4/7/11).
    A game's state class lists ``by_lot``, ``chooser``, ``previous_counts`` and
    ``trump_actions`` in its slots and opens this phase instead of the auction."""

    __slots__ = ()

    chooser: int
    by_lot: bool
    previous_counts: tuple[int, ...] | None
    trump_actions: list[NameTrump]
    initial_hands: tuple[int, ...]
    dealer: int
    kitty_size: int
    trump: str
    k: int
    leader: int

    def _choose_unseen(
        self,
        players: int,
        leader: int,
        by_lot: bool,
        previous_counts: Sequence[int] | None,
        trumps: Sequence[str],
    ) -> None:
        if not 0 <= leader < players:
            raise ValueError(f"leader: seat {leader} is not one of 0..{players - 1}")
        if previous_counts is not None and len(previous_counts) != players:
            raise ValueError(f"previous_counts: {players} counts are needed")
        self.chooser = leader
        self.by_lot = by_lot
        self.previous_counts = None if previous_counts is None else tuple(previous_counts)
        self.trump_actions = [NameTrump(k) for k in trumps]

    # --- hooks: what a game does its own way ------------------------------------------
    def _variant_rule(self) -> str:
        """The rule ID of the variant, named in its messages."""
        raise NotImplementedError

    def _trump_named(self, kind: str) -> None:
        """Bind the play rules to the named kind (the book's rules for it)."""
        raise NotImplementedError

    def _cards_of(self, mask: int) -> list[Card]:
        """The cards of a mask, in the game's order."""
        raise NotImplementedError

    # --- the trump choice -------------------------------------------------------------
    def _start_auction(self, reverse: bool = False) -> list[Event]:
        self.phase_ = TRUMP_CHOICE  # instead of the auction
        self.seat_ = self.chooser
        return []

    def _about_trump(self, action: Action) -> bool:
        """Whether the trump choice is on, or ``action`` names a trump once it is over."""
        phase = self.phase_
        return phase == TRUMP_CHOICE or (isinstance(action, NameTrump) and phase == PLAY)

    def _trump_problem(self, action: Action) -> tuple[str, str] | None:
        """Why ``action`` is not a legal trump choice now, if it is not."""
        rule = self._variant_rule()
        if self.phase_ != TRUMP_CHOICE:
            return rule, said("the trump kind is already named")
        if not isinstance(action, NameTrump):
            return rule, said("name the trump kind first, before looking at your hand")
        if action.trump == "chigaku_nt" and action not in self.trump_actions:
            return rule, said(
                "Earth-science club no-trump may not be named: it would always favour the "
                "first leader"
            )
        if action not in self.trump_actions:
            return rule, said(
                "{trump} is not a trump kind of these rules", trump=trump_name(str(action.trump))
            )
        return None

    def _name_trump(self, kind: str) -> list[Event]:
        self.trump = kind
        self._trump_named(kind)
        self.phase_ = PLAY
        self.k = 1
        self.leader = self.seat_ = self.chooser  # the chooser leads the first trick
        seen: list[tuple[Card, ...] | None] = [None] * self.players
        seen[self.chooser] = tuple(self._cards_of(self.hands[self.chooser]))
        return [TrumpNamed(self.chooser, kind), HandsLifted(tuple(seen))]

    def dealt_event(self) -> Dealt:
        """The deal as each seat sees it: the chooser has not looked at his hand yet."""
        hands = tuple(
            () if s == self.chooser else tuple(self._cards_of(h))
            for s, h in enumerate(self.initial_hands)
        )
        return Dealt(self.dealer, hands, self.kitty_size)

    def imperial_winners(self) -> tuple[tuple[int, ...], str, tuple[int, ...], str]:
        """N-VAR-5: the winners, how a tie was settled, the scores (1 per winner) and the
        outcome."""
        winners, tie = winners_of(self.points_by_seat, self.previous_counts)
        scores = tuple(1 if s in winners else 0 for s in range(self.players))
        return winners, tie, scores, SOLE_WIN if len(winners) == 1 else SHARED_WIN


def next_imperial_setup(players: int, setup: DealSetup, result: DealResult) -> ImperialSetup:
    """N-VAR-5: the winner names trump and leads the next game; after a shared win the
    first winner in playing order from this game's leader (DECISION). The dealer moves on
    as usual (N-DEAL-3); the counts go along to break the next tie."""
    d = result.detail
    winners = [int(w) for w in d["winners"]]
    leader = int(d["leader"])
    nxt = min(winners, key=lambda s: (s - leader) % players)
    counts = tuple(int(n) for n in d["point_cards"])
    return ImperialSetup((setup.dealer + 1) % players, nxt, counts)


__all__ = [
    "SHARED_WIN",
    "SOLE_WIN",
    "TRUMP_CHOICE",
    "ImperialSetup",
    "UnseenTrump",
    "chooser_of",
    "next_imperial_setup",
    "winners_of",
]
