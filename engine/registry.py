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
from .core import DealResult, GameState, View
from .games import BUILTIN

if TYPE_CHECKING:
    from .ai.base import Bot
    from .ai.endgame import Endgame
    from .ai.endgame_rounds import RoundEndgame
    from .ai.search import Budget
    from .coach.analysis import Decision, Verdict
    from .deal_log import DealLog
    from .decision_facts import DecisionFact
    from .events import TrickWon
    from .progress import Progress
    from .record import Node, ReplayReport
    from .score_formula import ScoreFormula
    from .score_sheet import SheetLayout
    from .stats import SeatOutcome
    from .text import Text
    from .tracker import Tracker

    #: a decision hint's parts: the choice, the deciding facts, the best alternative and
    #: the rule of thumb (``engine.decision_facts.decision_text``)
    DecisionHintParts = tuple[Text, list[DecisionFact], Text | None, Text | None]


def same_card(card: int) -> int:
    """A card as its own face: the games with one copy of each card."""
    return card


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
    # --- records, statistics, score sheet, command line (issue 26: plug-records) -----------
    #: ``replay_record(record, source)``: a ``trick-record/1`` record of the game (its parsed
    #: JSON, ``engine.record.Node``) replayed through the rules with every trick checked
    #: (``engine.record.ReplayReport``); None: the game's records cannot be replayed
    replay_record: Callable[[Node, str], ReplayReport] | None = None
    #: ``write_record(log, seat_names, source)``: a deal (``engine.deal_log.DealLog``) as a
    #: ``trick-record/1`` object (docs/records.md); ``seat_names`` has at least a name per
    #: seat; None: the game's deals cannot be written as records
    write_record: Callable[[DealLog, list[str], str], dict[str, Any]] | None = None
    #: ``read_message(data)``: one table-talk message of a deal log, from its JSON (the co-op
    #: game's M-TALK); None: the game has no table talk, and a log holding some is refused
    read_message: Callable[[dict[str, Any]], Any] | None = None
    # --- direction of play on screen (issue 25: table25) ----------------------------------
    #: the seat numbers run clockwise round the table (Belote's N, E, S, W, B-SEAT-1; the
    #: co-op game's MD-1): the table puts seat ``i + 1`` to the left of seat ``i``; the
    #: game's rules, not this flag, say which neighbour plays next (B-VAR-1)
    seats_clockwise: bool = False
    #: the roles a seat can play in a deal, in the order the statistics list them
    roles: tuple[str, ...] = ()
    #: ``seat_outcome(result, seat)``: a seat's role and result in a finished deal that
    #: counts (``engine.stats.SeatOutcome``); None: the shared reading (no role, and the
    #: seat's side won the deal when its score went up)
    seat_outcome: Callable[[DealResult, int], SeatOutcome] | None = None
    #: ``scoring_units(players)``: the seats that score together, e.g. four-player Belote's
    #: partnerships (B-SEAT-1); None: every seat scores on its own
    scoring_units: Callable[[int], tuple[tuple[int, ...], ...]] | None = None
    #: ``score_sheet()``: what the game's score sheet shows of each deal
    #: (``engine.score_sheet.SheetLayout``), imported when a sheet is first made; None: the
    #: shared sheet (the outcome of each deal and the scores)
    score_sheet: Callable[[], SheetLayout] | None = None
    #: whether the sides come out of an auction, so that ``duel --fixed-contract`` can let
    #: the normal player bid for everyone and the levels play the declarer's side in turn
    auction: bool = False
    #: whether the whole table wins or loses together (the co-op game): a duel then plays
    #: each deal with every seat one level, then with every seat the other
    co_operative: bool = False
    #: ``numbered_deal(params, players, number)``: the deal of that number (the numbered
    #: deals ``solve``, ``selfplay`` and ``duel`` share); None: deals come from a seed
    numbered_deal: Callable[[Any, int, int], GameState] | None = None
    #: ``play_deal(state, bots)``: the deal played to its end by one bot per seat, where
    #: more happens than each seat choosing its action in turn (the co-op players talk
    #: before every card, M-TALK-4); None: each seat to act chooses in turn
    play_deal: Callable[[GameState, Sequence[Any]], object] | None = None
    #: ``bench(deals, seed, runs, what, progress)``: the summary lines of ``python -m
    #: engine bench`` (``what``: one of ``bench_variants`` or None); None: the shared
    #: benchmark (``engine.timing.shared_bench``: random deals through the public API)
    bench: Callable[[int, int, int, str | None, Progress], list[str]] | None = None
    #: what ``bench --what`` can measure of the game, the default first; () : one benchmark
    bench_variants: tuple[str, ...] = ()
    #: ``selfplay(players, deals, seed, preset, levels, progress)``: the summary lines of
    #: ``python -m engine selfplay`` for a game summed up otherwise than by its score sheet
    #: (the co-op game: success rate and mean score); None: the shared self-play
    selfplay: Callable[[int, int, int, str, list[str], Progress], list[str]] | None = None
    #: ``solve_command(players, number, preset, budget)``: ``python -m engine solve``'s JSON,
    #: the perfect-information solve of a numbered deal; None: the game has no solver
    solve_command: Callable[[int, int, str | None, int | None], str] | None = None

    # --- AI, hints, coach, tracker: the game's own part of them (issue 26); a hook imports
    # its modules only when called, so registering a game stays cheap
    #: ``bots[level](seed)``: the game's player of each level but ``random``: ``"easy"``
    #: (the rule-based player with a beginner's slips), ``"normal"`` (the rule-based
    #: player), ``"strong"`` (its search player), ``"expert"`` (the same search with a
    #: larger budget, issue 23.6); ``engine.ai.make_bot`` says which is missing
    bots: Mapping[str, Callable[[int | None], Bot]] = field(default_factory=dict)
    #: ``play_obligation(view)``: the rule ID that narrows the card plays of ``view`` (in
    #: the play phase) and what it says, as the game's refusals word it; None: no rule does
    play_obligation: Callable[[Any], tuple[str, Text] | None] | None = None
    #: ``explain_trick(event, view)``: why the trick of ``event`` was won, with its rule
    #: ID; None (or no hook): the event's reason and rule ID
    explain_trick: Callable[[TrickWon, Any], Text | None] | None = None
    #: ``decision_hint(view, action, reason)``: the parts of the hint of a decision other
    #: than a card play (``engine.decision_hints``); None: the player's own sentence
    decision_hint: Callable[[Any, Action, Text], DecisionHintParts | None] | None = None
    #: ``exchange_thumb()``: the rule of thumb of the kitty exchange; None: none is said
    exchange_thumb: Callable[[], Text] | None = None
    #: ``amount(value)``: a value of the game's search (a hint's or the coach's cost) in
    #: the game's units; None: point cards ("1.7 point cards", ``hint_search.point_cards``)
    amount: Callable[[float], Text] | None = None
    #: the coach: the least cost of a mistake, in those units (issue 21 point 6)
    mistake_threshold: float = 0.5
    #: the outcome is success (1) or failure (0): the coach says the team's chances
    chance_of_success: bool = False
    #: ``coach_budget()``: the strong player's search in the coach; None: the table's
    coach_budget: Callable[[], Budget] | None = None
    #: ``coach_values(decision, seed, runs)``: the game's own valuation of every choice of
    #: a decision, ``runs`` times; None: the strong player's search, else the generic
    #: evaluator (``engine.coach.evaluate``)
    coach_values: Callable[[Decision, int, int], Verdict] | None = None
    #: ``result_value(state, seat)``: a finished deal's value for ``seat``'s side in the
    #: units of the search; None: the side's point cards (``evaluate.side_point_cards``)
    result_value: Callable[[GameState, int], float] | None = None
    #: ``talk_decisions(log, seat)``: each message ``seat`` sent at the table, as a decision
    #: of the coach (kind ``"talk"``); None: the game has no table talk
    talk_decisions: Callable[[DealLog, int], list[Decision]] | None = None
    #: ``evaluate_talk(decision, seed, runs)``: the coach's verdict on a message
    evaluate_talk: Callable[[Decision, int, int], Verdict] | None = None
    #: ``action_words(action, view)``: an action of the game's own as a player names it
    #: (the coach), None for the shared actions; None: the shared actions only
    action_words: Callable[[Action, Any], Text | str | None] | None = None
    #: ``trick_label(n, what)``: the coach's name of a card play in trick ``n``; None:
    #: "trick {n} {what}"
    trick_label: Callable[[int, Text | str], Text] | None = None
    #: ``tracker(view)``: the learners' card tracker of a view of this game, None for a
    #: view of another game; None: the game has no tracker
    tracker: Callable[[Any], Tracker | None] | None = None
    #: ``card_face(card)``: the face (code) of a card as the hands hold it (Rettler's
    #: instance ids of two decks); the card itself by default
    card_face: Callable[[int], int] = same_card
    # --- end of AI, hints, coach, tracker

    # --- issue 25: claim -------------------------------------------------------------------
    #: whether a seat may claim the rest of the tricks (``engine.claim``): the games where
    #: a side plays against another; False for the co-op game, whose table wins together
    claims: bool = False
    #: ``trick_winner(state, later, cards)``: the position in ``cards`` (a lead, then one
    #: card for each other seat in turn) of the card that wins the trick ``later`` tricks
    #: after the one ``state``'s seat to act is about to lead, by the game's trick rules
    #: (``engine.claim_masters``); None when the cards alone do not decide it or the lead
    #: would break a rule. Games with it number cards by their faces, give the next lead to
    #: a trick's winner, and let the order of the cards after the lead never change whether
    #: the lead wins. None: no claim of masters, only the exact check.
    trick_winner: Callable[[GameState, int, Sequence[int]], int | None] | None = None
    #: ``cards_out(view)``: cards the seat of ``view`` knows will never be played (discards
    #: it has seen): no claim of masters counts them among the others' cards
    cards_out: Callable[[View], Sequence[int]] | None = None
    #: ``follow_options(state, later, lead, hand)``: the cards of ``hand`` (a bit mask,
    #: card ``c`` as ``1 << c``) a seat may play to the trick ``later`` tricks from now
    #: that ``lead`` opens, whatever is played between (more cards where unsure, never
    #: fewer); None when the rules cannot say from these alone
    follow_options: Callable[[GameState, int, int, int], int | None] | None = None
    # --- issue 25: claim of masters in games whose leads are not ``PlayCard`` (claimw25) ---
    #: ``lead_card(action)``: the card ``action`` leads when it is a plain lead of one card
    #: (no suit named, no trump declared, no request), else None (Rettler's ``Lead``).
    #: None: a ``PlayCard`` of that kind. With two decks' twins (``card_face``), the hooks
    #: above take the copies as ``face`` and ``face + DECK_STRIDE``.
    lead_card: Callable[[Action], int | None] | None = None
    # --- end of issue 25: claim

    # --- issue 23: exact endgame solver ----------------------------------------------------
    #: ``endgame(state)``: ``state`` as the exact endgame solver takes it
    #: (``engine.ai.endgame.Endgame``: every seat's cards, the leader, the declarer's side,
    #: the cards that count); None where it cannot (mid-trick, a state the trick hooks
    #: ``trick_winner`` and ``follow_options`` do not judge). None: no exact endgames
    endgame: Callable[[GameState], Endgame | None] | None = None
    # --- end of issue 23: exact endgame solver

    # --- issue 23 (rsolve23): exact endgames of games played in rounds (Rettler) -----------
    #: ``round_endgame(state)``: ``state`` as the round-level solver takes it
    #: (``engine.ai.endgame_rounds.RoundEndgame``: the declarer's side and the engine's own
    #: moves, for games whose seats may play several cards to a round); None where it
    #: cannot. None: no round-level endgames
    round_endgame: Callable[[GameState], RoundEndgame[Any] | None] | None = None
    # --- end of issue 23 (rsolve23)

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


def register(spec: GameSpec) -> None:
    _GAMES[spec.name] = spec


def get_game(name: str) -> GameSpec:
    if name not in _GAMES and name in BUILTIN:
        importlib.import_module(BUILTIN[name])
    try:
        return _GAMES[name]
    except KeyError:
        known = sorted({*_GAMES, *BUILTIN})
        raise KeyError(f"unknown game {name!r}; known: {', '.join(known)}") from None


def spec_of(thing: GameState | View) -> GameSpec:
    """The game of a deal or a view: its class names it (``game``); the game is loaded,
    since its package made the deal or the view."""
    return get_game(type(thing).game)


def loaded_games() -> list[GameSpec]:
    """The games registered so far, without importing the others (a view's game is one)."""
    return list(_GAMES.values())


def all_games() -> list[GameSpec]:
    _load_builtin()
    return [_GAMES[k] for k in sorted(_GAMES)]


def game_names() -> tuple[str, ...]:
    """Every game's name without importing any: the built-in games in their order
    (``engine.games.BUILTIN``), then any other registered (a test's)."""
    return (*BUILTIN, *(name for name in _GAMES if name not in BUILTIN))


def _load_builtin() -> None:
    for module in BUILTIN.values():
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


def _load_extra_games() -> None:
    """Import each engine module ``NAPOLEON_TABLE_GAMES`` names; one that cannot be imported
    is left out with a one-line message (the built-in games are still there)."""
    import sys

    for module, _table in extra_game_modules():
        try:
            importlib.import_module(module)
        except ImportError as exc:
            print(f"{EXTRA_GAMES}: {module!r} is left out: {exc}", file=sys.stderr)


_load_extra_games()
