"""The ``strong`` must-follow player (issue 12): the ``normal`` AI's own search, given room.

The ``normal`` AI already searches (``strategy``): the puzzle AI values moves exactly or over
sampled deals of the dummy's face-down cards (M-SOLVE-9), the co-op partner runs
perfect-information Monte Carlo over deals consistent with its view and the table talk
(M-SOLVE-11, MD-14). ``normal`` keeps those searches small so a player never waits (about
70 ms a card at the 95th percentile); ``strong`` is the same player with larger budgets:
more imagined deals, more positions per deal, more cards tried per decision, and (3-4 players,
issue 23.5) a search from the first trick in which each card's search in one imagined deal is
bounded too (``card_steps``), so that one deal that is slow to prove lost cannot eat the
decision's budget. Its partners also say, unasked, whether they can beat the card winning
the trick, when the menu allows it (``trick_talk``, M-TALK-2): the others' imagined deals
then respect it (M-TALK-4). Why not ``engine.ai.search.SearchBot``: its rollouts
value a card by playing the deal out with a policy, while here an exact solver finds whether
each imagined deal can still be won, which is both faster and sharper for a yes/no goal.

The budgets are counts, never the clock (MD-14): the same view and seed give the same card
on any machine. Like every bot it sees only its seat's view (M-HINT-4): the deals it imagines
are drawn from the view alone (``worlds``). Hint explanations are the ``normal`` AI's
(``MustFollowBot.explain`` with the larger searches); its table talk is the ``normal`` AI's
plus ``trick_talk``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...actions import Action
from .planning import plan_talk
from .strategy import CoopBot, MustFollowBot, PuzzleBot
from .trick_talk import beat_talk
from .view import MustFollowView

#: 1 player: the puzzle AI's budgets (``normal``: the ``PuzzleBot`` defaults)
PUZZLE_STRONG: dict[str, int] = {
    "worlds": 10,
    "exact_budget": 200_000,
    "world_budget": 6_000,
    "exact_from": 8,
}
#: 2-4 players: the co-op partner's budgets (``normal``: ``CoopBot`` defaults, 16 deals of
#: at most 20,000 positions). ``card_steps`` (3-4 players, issue 23.5): one card's search
#: in one imagined deal tries at most this many cards; a card not proven to keep the goal
#: reachable by then counts as not keeping it there. A winnable deal is usually proven in a
#: few hundred cards tried, a lost one may need millions: so the decision's budget is spread
#: over many imagined deals instead of being spent proving one deal lost, and the search can
#: start at the first trick
COOP_STRONG: dict[str, int] = {"worlds": 48, "world_budget": 200_000, "card_steps": 3_000}
#: 3-4 players: cards one decision's searches may try (``normal``: ``strategy.DECISION_STEPS``).
#: A card tried early in a 4-player deal costs about 1.5 times one late in it (longer hands
#: to list, more suits to check), so 4 players get fewer: p95 ≤ 600 ms of processor time
STRONG_STEPS: dict[int, int] = {3: 150_000, 4: 100_000}
#: 3-4 players: search the imagined deals from this many tricks left (``normal``: 6; before,
#: the announced plan decides). With ``card_steps`` every card is searched (12); before it
#: was 8 (3 players) and 6 (4 players), where the first deals ate the whole budget
STRONG_SEARCH_FROM: dict[int, int] = {3: 12, 4: 12}


class StrongCoopBot(CoopBot):
    """The co-op partner with the strong level's budgets per table size."""

    #: say, unasked, whether it can beat the card winning the trick (``trick_talk``)
    volunteer = True

    def talk(self, view: MustFollowView, menu: Sequence[object]) -> list[object]:
        out: list[object] = list(plan_talk(view, menu))
        if self.volunteer:
            out += [m for m in beat_talk(view, menu) if m not in out]
        return out

    def steps_for(self, players: int) -> int:
        return STRONG_STEPS[players]

    def explain(self, view: MustFollowView) -> tuple[Action, str]:
        self.search_from = STRONG_SEARCH_FROM.get(view.players, self.search_from)
        return super().explain(view)


class StrongMustFollowBot(MustFollowBot):
    """``strong`` for any player count: the puzzle AI alone, a co-op partner with company."""

    name = "strong"

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.puzzle = PuzzleBot(seed, **PUZZLE_STRONG)
        self.coop = StrongCoopBot(seed, **COOP_STRONG)


def strong_bot(seed: int | None = None) -> StrongMustFollowBot:
    """``make_bot("mustfollow", "strong", seed)``."""
    return StrongMustFollowBot(seed)


# --- the expert level (issue 23 point 6, expert23) ------------------------------------------
#: ``expert``: the strong level's budgets, larger. Four times, as in the other games, would
#: make a player wait about two seconds at the 95th percentile (the strong level is at about
#: 0.45 s here already), so each is grown only as far as ≤ 1 s allows (measured with
#: ``bench/level_times.py --level expert --only mustfollow``; figures in engine/ai/README.md)
PUZZLE_EXPERT: dict[str, int] = {
    "worlds": 20,
    "exact_budget": 400_000,
    "world_budget": 12_000,
    "exact_from": 8,
}
COOP_EXPERT: dict[str, int] = {"worlds": 96, "world_budget": 200_000, "card_steps": 4_000}
EXPERT_STEPS: dict[int, int] = {3: 200_000, 4: 135_000}


class ExpertCoopBot(StrongCoopBot):
    """The co-op partner with the expert level's budgets."""

    def steps_for(self, players: int) -> int:
        return EXPERT_STEPS[players]


class ExpertMustFollowBot(MustFollowBot):
    """``expert`` for any player count: the puzzle AI or the co-op partner, given more room."""

    name = "expert"

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.puzzle = PuzzleBot(seed, **PUZZLE_EXPERT)
        self.coop = ExpertCoopBot(seed, **COOP_EXPERT)


def expert_bot(seed: int | None = None) -> ExpertMustFollowBot:
    """``make_bot("mustfollow", "expert", seed)``."""
    return ExpertMustFollowBot(seed)


__all__ = [
    "COOP_EXPERT",
    "COOP_STRONG",
    "EXPERT_STEPS",
    "PUZZLE_EXPERT",
    "PUZZLE_STRONG",
    "STRONG_SEARCH_FROM",
    "STRONG_STEPS",
    "ExpertMustFollowBot",
    "StrongMustFollowBot",
    "expert_bot",
    "strong_bot",
]
