"""The Rettler variants whose trump is named unseen, on the family's ``UnseenTrump``:
Imperialist (R-VAR-4 = N-VAR-5), the team game (R-VAR-7: seat ``s`` on team
``s % len(teams)``, D-30) and the sanction (R-VAR-11: no score, D-30)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...cards import DECK_STRIDE, IS_POINT, Card
from ...core import OVER, DealResult
from ...events import Event
from ...registry import DealSetup
from ..family.imperialist import TRUMP_CHOICE, ImperialSetup, UnseenTrump, next_imperial_setup
from .params import RettlerRules
from .rounds import RoundRules
from .state import RettlerState
from .view import RettlerVariantInfo, RettlerView

#: ``DealResult.outcome`` of a team game (R-VAR-7) and of a sanction (R-VAR-11)
TEAM_WIN = "team_win"
TEAM_SHARED_WIN = "team_shared_win"
SANCTION_MET = "sanction_met"
SANCTIONED_AGAIN = "sanctioned_again"

RULE_IDS = {"imperialism": "R-VAR-4", "teams": "R-VAR-7", "sanction": "R-VAR-11"}


@dataclass(frozen=True)
class SanctionSetup(DealSetup):
    """R-VAR-11: ``punished`` (-1: the seat after the dealer), his ``extra_target`` (one per
    further offence) and the seats whose sanction is ``waiting``."""

    punished: int = -1
    extra_target: int = 0
    waiting: tuple[int, ...] = ()


def _check_sanction(setup: SanctionSetup, players: int) -> None:
    """A sanction setup (perhaps from a save) that can arise (R-VAR-11)."""
    if not -1 <= setup.punished < players:
        raise ValueError(
            f"punished: seat {setup.punished} is not one of 0..{players - 1} (R-VAR-11)"
        )
    waiting = setup.waiting
    if any(not 0 <= s < players for s in waiting) or len(set(waiting)) != len(waiting):
        raise ValueError(f"waiting: seats 0..{players - 1}, each at most once (R-VAR-11)")
    if setup.punished in waiting:
        raise ValueError(f"waiting: seat {setup.punished} is punished already (R-VAR-11)")


def team_winners(team_points: Sequence[int], leader_team: int) -> tuple[tuple[int, ...], str]:
    """R-VAR-7: the winning team(s) and the tie-break: ``none``, ``first_leader`` (親権) or
    ``shared`` (a tie of other teams, DECISION)."""
    top = max(team_points)
    tied = tuple(t for t, n in enumerate(team_points) if n == top)
    if len(tied) == 1:
        return tied, "none"
    if leader_team in tied:
        return (leader_team,), "first_leader"
    return tied, "shared"


class RettlerVariantState(UnseenTrump, RettlerState):
    """Phases: ``trump_choice`` (the chooser, hand unseen), ``play``, ``over``."""

    __slots__ = ("by_lot", "chooser", "extra_target", "previous_counts", "trump_actions")

    def __init__(
        self,
        rules: RettlerRules,
        hands: Sequence[Sequence[Card]],
        kitty: Sequence[Card],
        *,
        extra_target: int = 0,
        **deal: Any,
    ) -> None:
        if extra_target < 0:
            raise ValueError("extra_target: cannot be negative (R-VAR-11)")
        self.extra_target = extra_target
        super().__init__(rules, hands, kitty, **deal)
        if rules.sanction:  # the punished player alone against everybody (R-VAR-11)
            self.declarer = self.chooser
            self.count = rules.sanction_target(self.players, extra_target)

    @staticmethod
    def unseen_trumps(rules: RettlerRules) -> Sequence[str]:
        if not rules.variant:
            raise ValueError(
                "imperialism: these rules are not a variant with the trump named unseen "
                "(R-VAR-4, R-VAR-7, R-VAR-11)"
            )
        return rules.nameable_trumps()

    @staticmethod
    def _chooser(
        rules: RettlerRules, setup: DealSetup, players: int, rng: random.Random
    ) -> dict[str, Any]:
        """R-VAR-11: the punished player (first deal: the seat after the dealer) names any kind
        and leads (DECISION, as N-VAR-5)."""
        if not rules.sanction:
            return UnseenTrump._chooser(rules, setup, players, rng)
        punished, extra = (setup.dealer + 1) % players, 0
        if isinstance(setup, SanctionSetup):
            _check_sanction(setup, players)
            punished = setup.punished if setup.punished >= 0 else punished
            extra = setup.extra_target
        return {"leader": punished, "by_lot": False, "extra_target": extra}

    @property
    def rule_id(self) -> str:
        return RULE_IDS[self.rules.variant]

    @property
    def kitty_on_table(self) -> bool:
        """The kitty or the leftovers lie on the table the whole deal."""
        return self.kitty_size > 0

    def _trump_named(self, kind: str) -> None:
        self.round_rules = RoundRules.for_contract(self.rules, kind, self.hand_size)

    def team_of_seats(self) -> tuple[int, ...]:
        teams = self.rules.teams
        return tuple(self.rules.team_of(s) for s in range(self.players)) if teams else ()

    def view_for(self, seat: int) -> RettlerView:
        rules = self.rules
        info = RettlerVariantInfo(
            rules.variant,
            self.rule_id,
            self.chooser,
            self.by_lot,
            self.trump,
            self.team_of_seats(),
            self.previous_counts,
            self.count if rules.sanction else 0,
            self.extra_target,
            self.phase_ == TRUMP_CHOICE and seat == self.chooser,
            rules.sanction,
        )
        # R-VAR-11: the leftovers face up for all; otherwise nobody sees them
        kitty = self.kitty if rules.sanction or self.phase_ == OVER else None
        return self._unseen_view(RettlerView.of(self, seat), variant=info, kitty=kitty)

    def team_points(self) -> list[int]:
        out = [0] * len(self.rules.teams)
        for s, n in enumerate(self.points_by_seat):
            out[self.rules.team_of(s)] += n
        return out

    def side_totals(self) -> tuple[int, int]:
        """Sanction: the punished player and the others; else the best seat (R-VAR-4) or
        team (R-VAR-7) and the rest."""
        if self.rules.sanction:
            return RettlerState.side_totals(self)
        if not self.rules.teams:
            return super().side_totals()
        totals = self.team_points()
        best = max(totals)
        return best, sum(totals) - best

    def finish(self) -> Event:
        detail = {
            **self._unseen_detail(),
            "left_over": len(self.kitty),
            "left_over_points": sum(IS_POINT[c % DECK_STRIDE] for c in self.kitty),
            "rounds_played": len(self.completed),
        }
        rules = self.rules
        if rules.sanction:
            outcome, scores = self._sanction_result(detail)
        elif rules.teams:
            outcome, scores = self._team_result(detail)
        else:
            outcome, scores, imperial = self._imperial_result(detail["left_over_points"])
            detail |= imperial
        return self._ended(outcome, scores, detail)

    def _team_result(self, detail: dict[str, Any]) -> tuple[str, tuple[int, ...]]:
        """R-VAR-7: the team with more point cards wins; 親権 breaks a tie (D-30); the next
        chooser is its best taker (equal: first in playing order from this one, DECISION)."""
        teams = self.team_of_seats()
        points = self.team_points()
        won, tie = team_winners(points, teams[self.chooser])
        winners = [s for s in range(self.players) if teams[s] in won]
        order = [(self.chooser + i) % self.players for i in range(self.players)]
        best = max(self.points_by_seat[s] for s in winners)
        next_leader = next(s for s in order if s in winners and self.points_by_seat[s] == best)
        detail |= {
            "team_game": True,
            "teams": list(teams),
            "team_points": points,
            "winning_teams": list(won),
            "winners": winners,
            "tie_break": tie,
            "next_leader": next_leader,
        }
        scores = tuple(1 if t in won else 0 for t in teams)
        return (TEAM_WIN if len(won) == 1 else TEAM_SHARED_WIN), scores

    def _sanction_result(self, detail: dict[str, Any]) -> tuple[str, tuple[int, ...]]:
        """R-VAR-11: the punished player took his target, or is sanctioned again; no score."""
        taken = self.points_by_seat[self.chooser]
        met = taken >= self.count
        detail |= {
            "sanction": True,
            "punished": self.chooser,
            "target": self.count,
            "extra_target": self.extra_target,
            "taken": taken,
            "met": met,
            "side_totals": {"declarer_side": taken, "coalition": sum(self.points_by_seat) - taken},
        }
        return (SANCTION_MET if met else SANCTIONED_AGAIN), (0,) * self.players


def next_variant_setup(
    rules: RettlerRules, players: int, setup: DealSetup, result: DealResult
) -> DealSetup:
    """The next deal's setup (R-DEAL-2); R-VAR-11: a miss stays punished, else the first
    waiting seat or the seat after the new dealer."""
    if not result.counts:
        return setup
    d = result.detail
    dealer = (setup.dealer + 1) % players
    if rules.imperialism:
        return next_imperial_setup(players, setup, result)
    if rules.teams:
        leader = int(d["next_leader"])
        return ImperialSetup(dealer, leader, ())
    waiting = setup.waiting if isinstance(setup, SanctionSetup) else ()
    if d.get("met"):
        after = waiting[0] if waiting else (dealer + 1) % players
        return SanctionSetup(dealer, after, after, 0, waiting[1:])
    punished = int(d["punished"])
    return SanctionSetup(dealer, punished, punished, int(d["extra_target"]), waiting)
