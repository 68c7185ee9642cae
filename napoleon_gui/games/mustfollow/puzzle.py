"""The one-player must-follow puzzle: numbered and daily deals, statistics, the solver off the
UI thread and the replay of a winning line (mustfollow.md §4, M-SOLVE-4/5/9, MD-13).

Nothing here decides a rule: deals come from ``MustFollowState.numbered``, values and hints
from ``solver.analyse``, winning lines from ``solver.solve_deal``.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field
from pathlib import Path

from engine.core import GameState
from engine.games.mustfollow.goals import play_action
from engine.games.mustfollow.params import MustFollowRules, load_preset
from engine.games.mustfollow.solver import Analysis, Cancel, analyse, first_analysis, solve_deal
from engine.games.mustfollow.state import MustFollowState
from engine.games.mustfollow.view import MustFollowView
from engine.match import Match
from engine.registry import get_game
from napoleon_gui.controllers.bots import BotTask
from napoleon_gui.controllers.game import GameController
from napoleon_gui.game_config import GameConfig
from napoleon_gui.games.mustfollow import texts as _texts  # noqa: F401  (registers the texts)
from napoleon_gui.i18n import card_text, tr
from napoleon_gui.saves import register_mode
from napoleon_gui.statistics import PuzzleStats, StatisticsStore
from napoleon_gui.widgets.words import who_said

PRESET = "first_edition"


def daily_number(day: _dt.date | None = None) -> int:
    """Today's deal number: the date as YYYYMMDD (the same for everybody on that day)."""
    day = day or _dt.date.today()
    return day.year * 10000 + day.month * 100 + day.day


def puzzle_rules(winnable_only: bool, choose: bool = True) -> MustFollowRules:
    """The first-edition rules with the puzzle's options: the player turns the dummy's cards
    (M-1P-3, ``turn_up="choose"``) and optionally only winnable deals (M-SOLVE-4/5)."""
    base = load_preset(PRESET)
    return base.model_copy(
        update={
            "turn_up": "choose" if choose else "auto",
            "deal_filter": "winnable" if winnable_only else "any",
        }
    )


@dataclass
class PuzzleMatch(Match):
    """A match whose deals are numbered puzzles: ``number``, then the following numbers."""

    number: int = 1
    current: int = 0

    def new_deal(self) -> GameState:
        self.deals_started += 1
        self.current = self.number
        self.number += 1
        return MustFollowState.numbered(self.params, 1, self.current)


#: a puzzle in progress has its own save (``autosave-puzzle.json``), resumed as the same
#: numbered deal; a finished puzzle leaves nothing to resume
register_mode("puzzle", PuzzleMatch, one_deal=True)


def start_puzzle(
    controller: GameController,
    number: int,
    *,
    winnable_only: bool = False,
    choose: bool = True,
    name: str = "",
) -> PuzzleMatch:
    """A new 1-player match on ``controller`` dealing puzzle ``number`` first."""
    rules = puzzle_rules(winnable_only, choose)
    match = PuzzleMatch(get_game("mustfollow"), rules, 1, number, number=number)
    names = [name or tr("mf_player"), tr("mf_dummy")]  # the dummy is named in trick texts
    config = GameConfig("mustfollow", PRESET, 1, 0, ["normal"], names, number, True)
    controller.new_match(config, match)
    return match


# --- statistics ----------------------------------------------------------------------------
def puzzle_statistics(data_dir: Path) -> tuple[PuzzleStats, list[str]]:
    """The puzzle's figures from the shared statistics store (``napoleon_gui.statistics``;
    the old ``mustfollow_stats.json`` is imported there once) and the problems met."""
    stats, problems = StatisticsStore(data_dir).load()
    return stats.puzzle, problems


def record_puzzle(
    data_dir: Path, win: bool, score: int | None, number: int | None
) -> tuple[PuzzleStats, list[str]]:
    """Count one finished (or given-up) puzzle in the shared store; the figures after it."""
    stats, problems = StatisticsStore(data_dir).update(
        lambda s: s.puzzle.record(win, score, number)
    )
    return stats.puzzle, problems


# --- the solver off the UI thread (``BotTask``, as the AI seats) ------------------------------
class _Analyser:
    """``solver.analyse`` in the shape of a bot (``choose(view)``), for ``BotTask``: the
    first answer (``first_analysis``, under 2 s processor time, issue 23 point 5) or the
    answer within the whole budget; ``abandon`` stops it (a new move: no longer wanted)."""

    def __init__(self, budget: int | None, samples: int | None, first: bool) -> None:
        self.budget = budget
        self.samples = samples
        self.first = first
        self.cancel = Cancel()

    def choose(self, view: MustFollowView) -> Analysis:
        if self.first:
            return first_analysis(
                view, budget=self.budget, samples=self.samples, cancel=self.cancel
            )
        return analyse(view, budget=self.budget, samples=self.samples, cancel=self.cancel)

    def abandon(self) -> None:
        self.cancel()


class _Replayer:
    """``winning_replay`` in the shape of a bot (``choose(state)``), for ``BotTask``."""

    @staticmethod
    def choose(state: MustFollowState) -> Replay:
        return winning_replay(state)


def analysis_task(
    token: int,
    view: MustFollowView,
    budget: int | None,
    samples: int | None,
    first: bool = False,
) -> BotTask[MustFollowView]:
    """``solver.analyse(view)`` in a worker thread (it can take seconds early in a round),
    or with ``first`` its first answer (``solver.first_analysis``, under 2 s processor time,
    which may be "not yet known"); ``signals.chosen(token, analysis, seconds)`` or
    ``signals.failed(token, trace)``; ``task.abandon()`` stops it."""
    return BotTask(token, _Analyser(budget, samples, first), view)


def replay_task(token: int, state: MustFollowState) -> BotTask[MustFollowState]:
    """``winning_replay(state)`` in a worker thread (the perfect-information search);
    ``signals.chosen(token, replay, seconds)`` or ``signals.failed(token, trace)``."""
    return BotTask(token, _Replayer(), state)


#: one position of one game (``position_key``)
PositionKey = tuple[int, int, int]


def position_key(state: MustFollowState) -> PositionKey:
    """Identifies a position of one game (for matching a late analysis to the table)."""
    return (id(state.game_deal), len(state.plays), state.dummy_up | state.turned_suits << 52)


# --- the winning line (post-mortem, M-HINT-4: only after the game) --------------------------
@dataclass
class Replay:
    win: bool | None
    views: list[MustFollowView] = field(default_factory=list)
    moves: list[str] = field(default_factory=list)


def winning_replay(state: MustFollowState) -> Replay:
    """The perfect-information winning line of ``state``'s deal as views to step through
    (within the rules' node budget, MD-13: beyond it ``win`` is ``None``)."""
    answer = solve_deal(state.game_deal, state.rules.node_budget)
    if not answer.win:
        return Replay(answer.win)
    rules = state.rules.model_copy(update={"turn_up": "auto"})
    game = MustFollowState(rules, state.game_deal)
    views = [game.view_for(0)]
    moves: list[str] = []
    names = (tr("mf_player"), tr("mf_dummy"))
    for line in answer.lines:
        for hand, card in line:
            game.apply(play_action(game, hand, card))
            views.append(game.view_for(0))
            who = names[hand] if state.players == 1 else str(hand + 1)
            moves.append(who_said(who, card_text(card)))
    return Replay(True, views, moves)


__all__ = [
    "PuzzleMatch",
    "PuzzleStats",
    "Replay",
    "analysis_task",
    "daily_number",
    "position_key",
    "puzzle_rules",
    "puzzle_statistics",
    "record_puzzle",
    "replay_task",
    "start_puzzle",
    "winning_replay",
]
