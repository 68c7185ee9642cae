"""A match: deals one after another with a running score sheet (N-SCORE-15).

The match deals (dealer and opening-seat rotation come from the game's ``next_setup``),
lets the caller or bots play each deal, and adds a row to the score sheet when a deal ends.
Redeals and annulled deals are listed but score nothing.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .actions import Action
from .core import DealResult, GameState
from .deal_log import DealLog, log_of, preset_name
from .presets import with_changes
from .registry import DealSetup, GameOver, GameSpec, get_game
from .score_sheet import to_csv


@dataclass(frozen=True)
class ScoreRow:
    number: int
    setup: DealSetup
    result: DealResult
    totals: tuple[int, ...]

    @property
    def detail(self) -> dict[str, Any]:
        return self.result.detail


@dataclass
class Match:
    game: GameSpec
    params: Any
    players: int
    seed: int | None = None
    rows: list[ScoreRow] = field(default_factory=list)
    #: The log of each score-sheet row's deal (same index as ``rows``), ``None`` where the
    #: actions were not known (a row restored without them, ``record(state)`` alone).
    logs: list[DealLog | None] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)
        self.setup = self.game.first_setup(self.players, self.rng)
        self.totals = (0,) * self.players
        self.deals_started = 0

    @classmethod
    def create(
        cls,
        game: str,
        preset: str,
        players: int,
        seed: int | None = None,
        rule_changes: Mapping[str, Any] | None = None,
    ) -> Match:
        """A match of ``preset`` with ``rule_changes`` (fields of the game's rules, e.g.
        ``{"reverse_all_take": True}``, N-OPT-11) changed; a combination the rules refuse
        raises ``PresetError`` naming the field."""
        spec = get_game(game)
        if rule_changes:
            params = with_changes(spec.params_model, spec.presets, preset, rule_changes)
        else:
            params = spec.params(preset)
        allowed = getattr(params, "players", spec.player_counts)
        if players not in allowed:
            raise ValueError(
                f"{preset} is played by {', '.join(map(str, allowed))} players, not {players}"
            )
        return cls(spec, params, players, seed)

    @property
    def game_over(self) -> GameOver | None:
        """The end of the game by the game's own rule (``GameSpec.match_end``), if any."""
        if self.game.match_end is None:
            return None
        return self.game.match_end(self.params, self.players, self.totals)

    def new_deal(self) -> GameState:
        self.deals_started += 1
        return self.game.new_deal(self.params, self.players, self.rng, self.setup)

    def record(self, state: GameState, actions: Sequence[Action] | None = None) -> ScoreRow:
        """Add the finished deal to the score sheet and move dealer and opening seat on;
        with ``actions`` (every action applied to the deal) its log is kept in ``logs``."""
        result = state.result
        if result is None:
            raise ValueError("the deal is not over yet")
        if self.game.deal_data is not None and actions is not None:
            self.logs.append(log_of(state, actions, preset_name(self.game, self.params)))
        else:
            self.logs.append(None)
        self.totals = tuple(t + s for t, s in zip(self.totals, result.scores, strict=True))
        row = ScoreRow(len(self.rows) + 1, self.setup, result, self.totals)
        self.rows.append(row)
        self.setup = self.game.next_setup(self.params, self.players, self.setup, result)
        return row

    def to_csv(self, seat_names: list[str] | None = None) -> str:
        """The score sheet as CSV (``engine.score_sheet.to_csv``, the same for every game):
        one row per deal, each player's (or partnership's) change and running total."""
        return to_csv(self, seat_names)
