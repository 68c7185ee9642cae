"""The games the engine knows. A game registers a ``GameSpec``; the command line, the
contract tests and the GUI find games here and never by importing them directly."""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from .actions import Action
from .actions import action_from_json as shared_action_from_json
from .core import DealResult, GameState

if TYPE_CHECKING:
    from .score_formula import ScoreFormula


@dataclass(frozen=True)
class DealSetup:
    """Who deals and who opens a deal within a match."""

    dealer: int
    opening_seat: int


@dataclass(frozen=True)
class GameOver:
    """The end of a whole game (e.g. B-END-1): the seats sharing the highest total, and
    whether that is a draw between sides."""

    winners: tuple[int, ...]
    draw: bool
    rule_id: str


@dataclass(frozen=True)
class GameSpec:
    name: str
    title: str
    player_counts: tuple[int, ...]
    params_model: type[BaseModel]
    presets: Mapping[str, BaseModel]
    #: ``new_deal(params, players, rng, setup)`` deals and returns a fresh state.
    new_deal: Callable[[Any, int, random.Random, DealSetup], GameState]
    #: The setup of the next deal from the previous one's result (dealer and opening-seat
    #: rotation are rules of the game, e.g. N-BID-10/11, N-MIS-4).
    next_setup: Callable[[Any, int, DealSetup, DealResult], DealSetup]
    #: Player counts each preset allows, when narrower than ``player_counts``.
    preset_players: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    #: ``load_params(name_or_path)``: a named preset or a custom preset file.
    load_params: Callable[[str], BaseModel] | None = None
    #: ``match_end(params, players, totals)``: a ``GameOver`` once the running totals end
    #: the game, else ``None``; without it a match goes on as long as the players like.
    match_end: Callable[[Any, int, tuple[int, ...]], GameOver | None] | None = None
    #: False for games whose deal scores need not sum to zero (Belote: both sides score).
    zero_sum: bool = True
    #: ``deal_data(state)``: the explicit deal of a state as JSON-able data (cards as codes),
    #: enough for ``from_deal_data`` to deal exactly the same cards again (``engine.deal_log``).
    deal_data: Callable[[GameState], dict[str, Any]] | None = None
    #: ``from_deal_data(params, players, data)``: the fresh state of that deal; data it cannot
    #: use raises ``ValueError`` naming the field.
    from_deal_data: Callable[[Any, int, dict[str, Any]], GameState] | None = None
    #: The inverse of ``Action.to_json`` for every action of the game.
    action_from_json: Callable[[dict[str, Any]], Action] = shared_action_from_json
    #: ``score_formula(result, params, players, names)``: how the deal's score was computed,
    #: step by step with rule IDs (``engine.score_formula``); None: no formula.
    score_formula: Callable[[DealResult, Any, int, Sequence[str]], ScoreFormula] | None = None
    #: ``play_facts(view, action)``: the facts (``engine.facts``) that decide playing the card
    #: ``action`` from ``view``, which a card-play hint states; None: the game states none
    play_facts: Callable[[Any, Action], Sequence[Any]] | None = None
    #: ``fact_holds(fact, state, seat, actions)``: whether a fact a hint stated to ``seat``
    #: about its decision ``actions`` (``Hint.decision``: one card, or a whole kitty
    #: exchange) holds with every hand known (the fact-truth and corpus tests)
    fact_holds: Callable[[Any, GameState, int, Sequence[Action]], bool] | None = None

    def first_setup(self, players: int, rng: random.Random) -> DealSetup:
        """The first deal of a match: a random dealer, the seat after him opens (N-DEAL-3)."""
        dealer = rng.randrange(players)
        return DealSetup(dealer, (dealer + 1) % players)

    def zero_sum_for(self, params: Any) -> bool:
        """Whether deals under ``params`` score zero-sum: ``zero_sum``, unless the rule set
        itself says otherwise (Imperialist Napoleon scores 1 per game won, N-VAR-5)."""
        return self.zero_sum and bool(getattr(params, "zero_sum", True))

    def params(self, name_or_path: str) -> BaseModel:
        if name_or_path in self.presets:
            return self.presets[name_or_path]
        if self.load_params is None:
            raise KeyError(f"unknown preset {name_or_path!r}; known: {', '.join(self.presets)}")
        return self.load_params(name_or_path)

    def players_for(self, preset: str) -> tuple[int, ...]:
        return self.preset_players.get(preset, self.player_counts)


_GAMES: dict[str, GameSpec] = {}

#: the built-in games and the package whose import registers each; a game is imported when
#: first asked for (the table's first screen needs Napoleon's alone)
_BUILTIN = {
    "belote": "engine.games.belote",
    "mustfollow": "engine.games.mustfollow",
    "napoleon": "engine.games.napoleon",
    "rettler": "engine.games.rettler",
}


def register(spec: GameSpec) -> None:
    _GAMES[spec.name] = spec


def get_game(name: str) -> GameSpec:
    if name not in _GAMES and name in _BUILTIN:
        importlib.import_module(_BUILTIN[name])
    try:
        return _GAMES[name]
    except KeyError:
        known = sorted({*_GAMES, *_BUILTIN})
        raise KeyError(f"unknown game {name!r}; known: {', '.join(known)}") from None


def all_games() -> list[GameSpec]:
    _load_builtin()
    return [_GAMES[k] for k in sorted(_GAMES)]


def _load_builtin() -> None:
    for module in _BUILTIN.values():
        importlib.import_module(module)


# --- fifth-game (issue 26): games outside engine/games ---------------------------------
#: ``NAPOLEON_TABLE_GAMES``: games the program loads besides the built-in ones, comma
#: separated, each ``engine_module[:table_module]`` (the table's part is the GUI's, read by
#: ``napoleon_gui.games``); importing the engine module registers its ``GameSpec``. Read
#: when the registry is first imported, so every subprocess (``python -m engine``, the
#: table) sees the same games; unset, nothing more is imported.
EXTRA_GAMES = "NAPOLEON_TABLE_GAMES"


def extra_game_modules(value: str | None = None) -> list[tuple[str, str]]:
    """The ``(engine module, table module or "")`` pairs that ``NAPOLEON_TABLE_GAMES`` names."""
    import os

    text = os.environ.get(EXTRA_GAMES, "") if value is None else value
    pairs = []
    for entry in text.split(","):
        engine_module, _, table_module = entry.strip().partition(":")
        if engine_module:
            pairs.append((engine_module, table_module))
    return pairs


for _module, _ in extra_game_modules():
    importlib.import_module(_module)
