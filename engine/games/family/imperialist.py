"""The trump named unseen, written once: Imperialist play (N-VAR-5, R-VAR-4) and Rettler's
team games and sanction (R-VAR-7, R-VAR-11). No auction, no call, no exchange: the chooser
names the trump kind before looking at his hand, then leads."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, Self

from ...actions import Action, NameTrump
from ...cards import Card, deal_cards
from ...core import OVER, DealResult
from ...events import DealEnded, Dealt, Event, HandsLifted, TrumpNamed
from ...registry import DealSetup
from ...terms import trump_name
from ...text import said
from .phase import ExtraPhase, Groups, V

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
    """N-VAR-5: the seats with most point cards, and how a tie was settled: ``none``,
    ``previous_counts`` (broken or narrowed by them) or ``shared`` (DECISION)."""
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


class UnseenTrump(ExtraPhase):
    """The trump choice, opened instead of the auction (the game's slots hold the fields)."""

    __slots__ = ()
    EXTRA_PHASE = TRUMP_CHOICE
    EXTRA_ACTION = NameTrump

    chooser: int
    by_lot: bool
    previous_counts: tuple[int, ...] | None
    trump_actions: list[NameTrump]

    def __init__(
        self,
        rules: Any,
        hands: Groups,
        kitty: Sequence[Card],
        *,
        leader: int,
        by_lot: bool = True,
        previous_counts: Sequence[int] | None = None,
        **deal: Any,
    ) -> None:
        trumps = self.unseen_trumps(rules)
        players = len(hands)
        if not 0 <= leader < players:
            raise ValueError(f"leader: seat {leader} is not one of 0..{players - 1}")
        if previous_counts is not None and len(previous_counts) != players:
            raise ValueError(f"previous_counts: {players} counts are needed")
        self.chooser = leader
        self.by_lot = by_lot
        self.previous_counts = None if previous_counts is None else tuple(previous_counts)
        self.trump_actions = [NameTrump(k) for k in trumps]
        # the base class opens the "auction" (``_start_auction``): here the trump choice
        super().__init__(rules, hands, kitty, opening_seat=leader, **deal)

    @classmethod
    def deal_unseen(cls, rules: Any, players: int, rng: random.Random, setup: DealSetup) -> Self:
        """As book; the chooser as ``_chooser`` says."""
        hands, kitty = deal_cards(cls.deck_for(rules), players, rules.hand_size(players), rng)
        chooser = cls._chooser(rules, setup, players, rng)
        return cls(rules, hands, kitty, dealer=setup.dealer, check=False, **chooser)

    @staticmethod
    def _chooser(rules: Any, setup: DealSetup, players: int, rng: random.Random) -> dict[str, Any]:
        """The chooser (the previous winner, N-VAR-5, else drawn with ``rng``), whether by
        lot, and the previous game's counts."""
        if isinstance(setup, ImperialSetup):
            previous = setup.previous_counts or None
            return {"leader": setup.opening_seat, "by_lot": False, "previous_counts": previous}
        return {"leader": rng.randrange(players), "by_lot": True}

    # --- hooks ------------------------------------------------------------------------
    @staticmethod
    def unseen_trumps(rules: Any) -> Sequence[str]:
        """The kinds the chooser may name; ``ValueError`` unless ``rules`` are the variant."""
        raise NotImplementedError

    @property
    def rule_id(self) -> str:
        raise NotImplementedError

    def _trump_named(self, kind: str) -> None:
        """Bind the play rules to the named kind."""
        raise NotImplementedError

    # --- the trump choice -------------------------------------------------------------
    def _start_auction(self, reverse: bool = False) -> list[Event]:
        self.phase_ = TRUMP_CHOICE  # instead of the auction
        self.seat_ = self.chooser
        return []

    def _extra_legal(self) -> list[Action]:
        return list(self.trump_actions)

    def _extra_move(self, action: Action) -> list[Event]:
        assert isinstance(action, NameTrump)
        self.trump = kind = action.trump
        self._trump_named(kind)
        self.phase_ = PLAY
        self.k = 1
        self.leader = self.seat_ = self.chooser  # the chooser leads the first trick
        seen: list[tuple[Card, ...] | None] = [None] * self.players
        seen[self.chooser] = tuple(self.cards_of(self.hands[self.chooser]))
        return [TrumpNamed(self.chooser, kind), HandsLifted(tuple(seen))]

    def _extra_problem(self, action: Action) -> tuple[str, str] | None:
        rule = self.rule_id
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

    def dealt_event(self) -> Dealt:
        """The chooser has not looked at his hand yet."""
        hands = tuple(
            () if s == self.chooser else tuple(self.cards_of(h))
            for s, h in enumerate(self.initial_hands)
        )
        return Dealt(self.dealer, hands, self.kitty_size)

    def _unseen_view(self, view: V, **changes: Any) -> V:
        """``view``, and the chooser's hand unseen until he has named the trump."""
        if self.phase_ == TRUMP_CHOICE and view.seat == self.chooser:
            changes |= view.hand_fields(0) | {"hand_unseen": True}
        return replace(view, **changes)

    def side_totals(self) -> tuple[int, int]:
        """No sides (N-VAR-5, R-VAR-4): the most any one seat took, and the rest."""
        best = max(self.points_by_seat)
        return best, sum(self.points_by_seat) - best

    def _unseen_detail(self) -> dict[str, Any]:
        """The result's detail every variant of the trump named unseen gives."""
        return {
            "rule_id": self.rule_id,
            "leader": self.chooser,
            "by_lot": self.by_lot,
            "contract": {"trump": self.trump},
            "point_cards": list(self.points_by_seat),
        }

    def _imperial_result(self, kitty_points: int) -> tuple[str, tuple[int, ...], dict[str, Any]]:
        """N-VAR-5: the outcome, the scores (1 per winner) and the detail of the winners."""
        winners, tie = winners_of(self.points_by_seat, self.previous_counts)
        scores = tuple(1 if s in winners else 0 for s in range(self.players))
        previous = self.previous_counts
        detail = {
            "imperialism": True,
            "winners": list(winners),
            "tie_break": tie,
            "previous_counts": None if previous is None else list(previous),
            "kitty_points": kitty_points,  # the kitty lies unused (DECISION)
        }
        return SOLE_WIN if len(winners) == 1 else SHARED_WIN, scores, detail

    def _ended(self, outcome: str, scores: tuple[int, ...], detail: dict[str, Any]) -> Event:
        self._result = DealResult(outcome, scores, detail)
        self.phase_ = OVER
        return DealEnded(self._result, self._revealed())


def next_imperial_setup(players: int, setup: DealSetup, result: DealResult) -> ImperialSetup:
    """N-VAR-5: the winner names trump and leads next (after a shared win the first in
    playing order from this leader, DECISION); the counts go along for the next tie."""
    d = result.detail
    winners = [int(w) for w in d["winners"]]
    leader = int(d["leader"])
    nxt = min(winners, key=lambda s: (s - leader) % players)
    counts = tuple(int(n) for n in d["point_cards"])
    return ImperialSetup((setup.dealer + 1) % players, nxt, counts)
