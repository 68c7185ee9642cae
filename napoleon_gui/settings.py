"""Settings and the autosave of the game in progress, as validated JSON files.

* ``Settings``: language, animation speed, AI pace, default preset / player count, player
  names, hint and practice mode. ``settings.json`` under ``platformdirs.user_config_dir``.
* ``Autosave``: the match (preset, seats, score sheet, dealer rotation, random state) and the
  current deal (explicit hands and kitty + the actions applied so far). ``autosave.json``
  under ``platformdirs.user_data_dir``; written after every trick, offered on the next start.
* ``Store`` loads and saves both. Files carry a ``schema_version``; they are written
  atomically (temp file, fsync, ``os.replace``). A file that is not JSON, fails validation or
  comes from a newer version is reported (the message names the line/column or the field at
  fault) and moved aside to ``NAME.corrupt-YYYYmmdd-HHMMSS`` — never deleted, never
  overwritten in place.

No Qt here: everything works without a ``QApplication``. ``Store.capture`` and
``Store.resume`` talk to the game controller by duck typing.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any, Literal, cast

import platformdirs
from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    ValidationError,
    field_validator,
    model_validator,
)

from engine.actions import Action, action_from_json
from engine.ai import LEVELS
from engine.cards import CardParseError, card_code, cards_in, parse_card
from engine.core import DealResult, GameState
from engine.errors import IllegalActionError, PresetError
from engine.games.napoleon.params import NapoleonRules, preset_from_dict
from engine.games.napoleon.state import NapoleonState
from engine.match import Match, ScoreRow
from engine.registry import DealSetup, get_game
from napoleon_gui.i18n import system_language
from napoleon_gui.persistence import (
    FileProblem,
    atomic_write_text,
    describe_validation_error,
    move_aside,
    read_json_object,
)

APP_NAME = "napoleon-table"
SETTINGS_FILE = "settings.json"
AUTOSAVE_FILE = "autosave.json"
SETTINGS_SCHEMA_VERSION = 1
AUTOSAVE_SCHEMA_VERSION = 1
MAX_NAMES = 8

Language = Literal["en", "ja"]
AnimationSpeed = Literal["instant", "fast", "normal", "slow"]

#: Default seat names (user data, so not translated): the human first, then the AIs.
DEFAULT_PLAYER_NAMES: tuple[str, ...] = (
    "You", "Anne", "Ben", "Clara", "David", "Emma", "Felix", "Grace",
)


def _default_language() -> Language:
    return "ja" if system_language() == "ja" else "en"


def _check_name(name: str) -> str:
    name = name.strip()
    if not name:
        raise ValueError("a player name must not be empty")
    if len(name) > 40:
        raise ValueError("a player name has at most 40 characters")
    return name


PlayerName = Annotated[str, AfterValidator(_check_name)]


def _version_check(latest: int) -> Any:
    def check(value: int) -> int:
        if value > latest:
            raise ValueError(f"schema version {value} was written by a newer version of "
                             f"Napoleon Table (this version reads up to {latest})")
        if value < 1:
            raise ValueError(f"schema version {value} does not exist (the first is 1)")
        return value

    return check


class Settings(BaseModel):
    """The user's preferences. Keys this version does not know are kept (a file of the same
    schema written by a later release round-trips unchanged); a newer ``schema_version``
    is refused."""

    model_config = ConfigDict(extra="allow", validate_assignment=True)

    schema_version: Annotated[
        StrictInt, AfterValidator(_version_check(SETTINGS_SCHEMA_VERSION))
    ] = SETTINGS_SCHEMA_VERSION
    language: Language = Field(default_factory=_default_language)
    animation_speed: AnimationSpeed = "normal"
    ai_pace_ms: StrictInt = Field(default=400, ge=0, le=3000)
    default_preset: str = Field(default="book", min_length=1)
    default_players: StrictInt = Field(default=4, ge=3, le=6)
    player_names: list[PlayerName] = Field(
        default_factory=lambda: list(DEFAULT_PLAYER_NAMES), max_length=MAX_NAMES
    )
    hint_mode: StrictBool = False
    practice_mode: StrictBool = False
    # --- playing cards and the trick (issue #13) ---
    #: "single": one click on a legal card plays it; "select_then_play": the first click
    #: raises the card, a second click on it plays it.
    click_to_play: Literal["single", "select_then_play"] = "single"
    #: Play the last card of the hand without asking.
    auto_play_last_card: StrictBool = True
    #: Play a lone legal card without asking (a card forced by following suit).
    auto_play_forced: StrictBool = False
    #: Leave each completed trick on the table until the player clicks (or presses a key).
    keep_tricks_until_click: StrictBool = False
    #: How long a completed trick stays in sight before it is gathered, in milliseconds.
    trick_pause_ms: StrictInt = Field(default=1200, ge=0, le=5000)
    #: The learners' card tracker in the side panel: cards played by suit, point cards out.
    card_tracker: StrictBool = False

    def name_for(self, seat: int) -> str | None:
        """The configured name of ``seat``, or ``None`` (the GUI then says "Player n")."""
        return self.player_names[seat] if 0 <= seat < len(self.player_names) else None


# --- the autosave ------------------------------------------------------------------------

def _check_card(code: str) -> str:
    try:
        parse_card(code)
    except CardParseError as exc:
        raise ValueError(str(exc)) from None
    return code


def _check_action(data: dict[str, Any]) -> dict[str, Any]:
    try:
        action_from_json(data)
    except (ValueError, KeyError, TypeError) as exc:
        text = str(exc) if not isinstance(exc, KeyError) else f"missing {exc}"
        raise ValueError(f"not an action: {text}") from None
    return data


def _check_level(level: str) -> str:
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}; known: {', '.join(LEVELS)}")
    return level


CardCode = Annotated[str, AfterValidator(_check_card)]
ActionData = Annotated[dict[str, Any], AfterValidator(_check_action)]
Level = Annotated[str, AfterValidator(_check_level)]
Seat = Annotated[StrictInt, Field(ge=0, le=7)]


class ScoreRowData(BaseModel):
    """One row of the score sheet (``engine.match.ScoreRow``) as JSON."""

    model_config = ConfigDict(extra="ignore")

    number: StrictInt = Field(ge=1)
    dealer: Seat
    opening_seat: Seat
    outcome: str
    scores: list[StrictInt]
    detail: dict[str, Any]
    totals: list[StrictInt]

    @classmethod
    def of(cls, row: ScoreRow) -> ScoreRowData:
        result = row.result.to_json()
        return cls(number=row.number, dealer=row.setup.dealer,
                   opening_seat=row.setup.opening_seat, outcome=result["outcome"],
                   scores=list(result["scores"]), detail=result["detail"],
                   totals=list(row.totals))

    def to_row(self) -> ScoreRow:
        result = DealResult(self.outcome, tuple(self.scores), dict(self.detail))
        return ScoreRow(self.number, DealSetup(self.dealer, self.opening_seat), result,
                        tuple(self.totals))


class DealData(BaseModel):
    """The deal in progress: the explicit deal and every action applied to it so far."""

    model_config = ConfigDict(extra="ignore")

    dealer: Seat
    opening_seat: Seat
    hands: list[list[CardCode]]
    kitty: list[CardCode]
    actions: list[ActionData] = []

    @classmethod
    def of(cls, state: NapoleonState, actions: Sequence[Action]) -> DealData:
        return cls(
            dealer=state.dealer,
            opening_seat=state.opening_seat,
            hands=[[card_code(c) for c in cards_in(mask)] for mask in state.initial_hands],
            kitty=[card_code(c) for c in state.kitty],
            actions=[a.to_json() for a in actions],
        )

    def action_list(self) -> list[Action]:
        return [action_from_json(a) for a in self.actions]


class AutosaveError(ValueError):
    """An autosave that cannot be resumed; the message names the part at fault."""


class Autosave(BaseModel):
    """A match in progress. Exactly one of ``preset`` (a named preset) and
    ``custom_preset`` (the full rule set as JSON) is set."""

    model_config = ConfigDict(extra="ignore")

    schema_version: Annotated[
        StrictInt, AfterValidator(_version_check(AUTOSAVE_SCHEMA_VERSION))
    ] = AUTOSAVE_SCHEMA_VERSION
    saved_at: str = Field(default_factory=lambda: datetime.now().isoformat(timespec="seconds"))
    game: Literal["napoleon"] = "napoleon"
    preset: str | None = None
    custom_preset: dict[str, Any] | None = None
    players: StrictInt = Field(ge=3, le=6)
    human_seat: Seat | None = 0
    levels: list[Level] = Field(min_length=1)
    names: list[str] = []
    practice: StrictBool = False
    # --- the match ---
    seed: StrictInt
    rng_state: tuple[StrictInt, list[StrictInt], float | None] | None = None
    deals_started: StrictInt = Field(ge=0)
    totals: list[StrictInt]
    rows: list[ScoreRowData] = []
    dealer: Seat
    opening_seat: Seat
    # --- the deal in progress (None: the next deal is still to be dealt) ---
    deal: DealData | None = None

    @field_validator("names")
    @classmethod
    def _names(cls, names: list[str]) -> list[str]:
        if len(names) > MAX_NAMES:
            raise ValueError(f"at most {MAX_NAMES} names")
        return names

    @model_validator(mode="after")
    def _consistent(self) -> Autosave:
        n = self.players
        if (self.preset is None) == (self.custom_preset is None):
            raise ValueError("preset: exactly one of preset and custom_preset must be given")
        if self.human_seat is not None and self.human_seat >= n:
            raise ValueError(f"human_seat: seat {self.human_seat} at a table of {n}")
        for name, seat in (("dealer", self.dealer), ("opening_seat", self.opening_seat)):
            if seat >= n:
                raise ValueError(f"{name}: seat {seat} at a table of {n}")
        if len(self.totals) != n:
            raise ValueError(f"totals: {len(self.totals)} totals for {n} players")
        for i, row in enumerate(self.rows):
            if len(row.scores) != n or len(row.totals) != n:
                raise ValueError(f"rows[{i}]: scores and totals need {n} entries")
        if self.deal is not None:
            if len(self.deal.hands) != n:
                raise ValueError(f"deal.hands: {len(self.deal.hands)} hands for {n} players")
            if self.deal.dealer >= n or self.deal.opening_seat >= n:
                raise ValueError(f"deal: dealer and opening seat must be seats of {n}")
        if self.rng_state is not None:
            try:
                random.Random().setstate(_rng_state(self.rng_state))
            except (ValueError, TypeError) as exc:
                raise ValueError(f"rng_state: not a random state ({exc})") from None
        return self

    # --- capture -----------------------------------------------------------------------
    @classmethod
    def capture(
        cls,
        *,
        match: Match,
        state: GameState | None,
        actions: Sequence[Action],
        human_seat: int | None,
        levels: Sequence[str],
        names: Sequence[str] = (),
        practice: bool = False,
        deal_recorded: bool = False,
    ) -> Autosave:
        """Everything needed to resume: ``match`` (the engine match), ``state`` (the deal in
        progress, dealt by ``match`` or built from explicit hands) and ``actions`` (applied
        to it so far, in order). ``deal_recorded``: the deal is over and already on the score
        sheet, so resuming starts the next deal."""
        if match.game.name != "napoleon":
            raise ValueError(f"autosave supports napoleon, not {match.game.name!r}")
        preset, custom = _preset_of(match)
        deal = None
        if state is not None and not (deal_recorded and state.is_over):
            if not isinstance(state, NapoleonState):
                raise TypeError(f"cannot save a {type(state).__name__}")
            deal = DealData.of(state, actions)
        rng = match.rng.getstate()
        return cls(
            preset=preset,
            custom_preset=custom,
            players=match.players,
            human_seat=human_seat,
            levels=list(levels),
            names=list(names),
            practice=practice,
            seed=match.seed if match.seed is not None else 0,
            rng_state=(rng[0], list(rng[1]), rng[2]),
            deals_started=match.deals_started,
            totals=list(match.totals),
            rows=[ScoreRowData.of(row) for row in match.rows],
            dealer=match.setup.dealer,
            opening_seat=match.setup.opening_seat,
            deal=deal,
        )

    def rules(self) -> NapoleonRules:
        """The rule set of the saved match."""
        if self.custom_preset is not None:
            try:
                return preset_from_dict(self.custom_preset, "custom_preset")
            except PresetError as exc:
                raise AutosaveError(f"custom_preset.{exc}") from None
        assert self.preset is not None
        spec = get_game(self.game)
        if self.preset not in spec.presets:
            raise AutosaveError(f"preset: unknown preset {self.preset!r}; known: "
                                f"{', '.join(spec.presets)}")
        return cast(NapoleonRules, spec.presets[self.preset])


def _rng_state(data: tuple[int, list[int], float | None]) -> tuple[Any, ...]:
    return (data[0], tuple(data[1]), data[2])


def _preset_of(match: Match) -> tuple[str | None, dict[str, Any] | None]:
    params = match.params
    for name, preset in match.game.presets.items():
        if preset == params:
            return name, None
    if not isinstance(params, BaseModel):
        raise TypeError(f"cannot save rules of type {type(params).__name__}")
    return None, params.model_dump(mode="json")


def restore_match(autosave: Autosave) -> Match:
    """The saved match: rules, seats, score sheet, dealer rotation and random state."""
    spec = get_game(autosave.game)
    rules = autosave.rules()
    if autosave.players not in rules.players:
        raise AutosaveError(f"players: the {rules.name} rules are for "
                            f"{', '.join(map(str, rules.players))} players, not "
                            f"{autosave.players}")
    match = Match(spec, rules, autosave.players, autosave.seed)
    if autosave.rng_state is not None:
        match.rng.setstate(_rng_state(autosave.rng_state))
    match.setup = DealSetup(autosave.dealer, autosave.opening_seat)
    match.totals = tuple(autosave.totals)
    match.deals_started = autosave.deals_started
    match.rows = [row.to_row() for row in autosave.rows]
    return match


def restore_deal(autosave: Autosave, rules: NapoleonRules) -> NapoleonState:
    """Rebuild the deal in progress from its explicit hands and re-apply every saved action.

    Raises ``AutosaveError`` naming the part at fault: the deal itself, or the first action
    (``deal.actions[i]``) that is unknown or no longer applies.
    """
    deal = autosave.deal
    if deal is None:
        raise AutosaveError("deal: the autosave holds no deal in progress")
    try:
        state = NapoleonState(rules, [[parse_card(c) for c in h] for h in deal.hands],
                              [parse_card(c) for c in deal.kitty], dealer=deal.dealer,
                              opening_seat=deal.opening_seat)
    except ValueError as exc:
        raise AutosaveError(f"deal: {exc}") from None
    for i, data in enumerate(deal.actions):
        try:
            action = action_from_json(data)
        except (ValueError, KeyError, TypeError) as exc:
            raise AutosaveError(f"deal.actions[{i}]: not an action ({exc})") from None
        try:
            state.apply(action)
        except IllegalActionError as exc:
            raise AutosaveError(f"deal.actions[{i}] ({action.label()}) no longer applies: "
                                f"{exc}") from None
    return state


# --- storage -----------------------------------------------------------------------------

class Store:
    """Where the settings and the autosave live. ``base_dir`` keeps both in one directory
    (tests, ``--config-dir``); by default they go to the platform's config and data dirs."""

    def __init__(self, base_dir: Path | None = None) -> None:
        if base_dir is None:
            self.config_dir = Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
            self.data_dir = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
        else:
            self.config_dir = self.data_dir = Path(base_dir)
        # files that could not be moved aside: never overwrite them
        self._protected: set[Path] = set()

    @property
    def settings_path(self) -> Path:
        return self.config_dir / SETTINGS_FILE

    @property
    def autosave_path(self) -> Path:
        return self.data_dir / AUTOSAVE_FILE

    # --- settings ----------------------------------------------------------------------
    def load_settings(self) -> tuple[Settings, str | None]:
        """The saved settings, or the defaults and a message saying what was wrong with the
        file (which is then moved aside). No file: the defaults and ``None``."""
        path = self.settings_path
        try:
            data = read_json_object(path)
            _check_version(data, SETTINGS_SCHEMA_VERSION)
            return Settings.model_validate(data), None
        except FileNotFoundError:
            return Settings(), None
        except FileProblem as exc:
            return Settings(), self._set_aside(path, exc.message)
        except ValidationError as exc:
            return Settings(), self._set_aside(path, describe_validation_error(exc))
        except OSError as exc:
            self._protected.add(path)
            return Settings(), f"{path.name}: cannot be read ({exc.strerror or exc})"

    def save_settings(self, settings: Settings) -> None:
        self._write(self.settings_path, settings, indent=2)

    # --- autosave ----------------------------------------------------------------------
    def load_autosave(self) -> tuple[Autosave | None, str | None]:
        """The saved game if there is a usable one. A broken or incompatible autosave (bad
        JSON, a field at fault, a deal that no longer replays) is moved aside and reported:
        ``(None, message)``. No file: ``(None, None)``."""
        path = self.autosave_path
        try:
            data = read_json_object(path)
            _check_version(data, AUTOSAVE_SCHEMA_VERSION)
            autosave = Autosave.model_validate(data)
            match = restore_match(autosave)
            if autosave.deal is not None:
                restore_deal(autosave, cast(NapoleonRules, match.params))
            return autosave, None
        except FileNotFoundError:
            return None, None
        except FileProblem as exc:
            return None, self._set_aside(path, exc.message)
        except ValidationError as exc:
            return None, self._set_aside(path, describe_validation_error(exc))
        except AutosaveError as exc:
            return None, self._set_aside(path, str(exc))
        except OSError as exc:
            self._protected.add(path)
            return None, f"{path.name}: cannot be read ({exc.strerror or exc})"

    def save_autosave(self, autosave: Autosave) -> None:
        self._write(self.autosave_path, autosave, indent=None)  # compact: after every trick

    def clear_autosave(self) -> None:
        """Forget the saved game (it was finished or replaced by a new one)."""
        self.autosave_path.unlink(missing_ok=True)

    def set_aside_autosave(self, reason: str = "could not be resumed") -> str | None:
        """Move the autosave aside (e.g. it failed to resume); returns the message, or None
        when there is no autosave."""
        if not self.autosave_path.exists():
            return None
        return self._set_aside(self.autosave_path, reason)

    # --- the game controller (duck-typed; see controllers/game.py) -----------------------
    @staticmethod
    def can_capture(controller: Any) -> bool:
        """Whether ``capture`` supports the controller's game (Napoleon only so far)."""
        match = getattr(controller, "match", None)
        return match is not None and match.game.name == "napoleon"

    def capture(self, controller: Any) -> Autosave:
        """An ``Autosave`` of ``controller``'s match and deal in progress."""
        config = controller.config
        return Autosave.capture(
            match=controller.match,
            state=controller.state,
            actions=list(controller.actions),
            human_seat=config.human_seat,
            levels=list(config.levels),
            names=list(config.names),
            practice=bool(config.practice),
            deal_recorded=bool(getattr(controller, "recorded", False)),
        )

    def resume(self, controller: Any, autosave: Autosave) -> None:
        """Put ``autosave`` into ``controller`` and continue the deal where it stopped.
        Raises ``AutosaveError`` when it no longer replays (the caller sets it aside)."""
        from engine.ai import make_bot
        from napoleon_gui.controllers.game import GameConfig  # Qt: only when resuming in the GUI

        match = restore_match(autosave)
        rules = cast(NapoleonRules, match.params)
        state: NapoleonState | None = None
        actions: list[Action] = []
        if autosave.deal is not None:
            state = restore_deal(autosave, rules)
            actions = autosave.deal.action_list()
            if state.is_over:  # finished but not yet on the score sheet
                match.record(state)
                state, actions = None, []
        preset = autosave.preset if autosave.preset is not None else rules.name
        config = GameConfig(autosave.game, preset, autosave.players, autosave.human_seat,
                            list(autosave.levels), list(autosave.names), autosave.seed,
                            autosave.practice)
        controller.config = config
        controller.match = match
        controller.bots = [
            make_bot(config.game, config.levels[s % len(config.levels)], autosave.seed + s)
            for s in range(config.players)
        ]
        controller.scene.setup_table(config.players, controller.view_seat, controller.names())
        controller.match_started.emit(config.game)
        controller.match_changed.emit()
        if state is None:
            controller.start_deal()
        else:
            controller.start_deal(state, actions)

    # --- files -------------------------------------------------------------------------
    def _write(self, path: Path, model: BaseModel, *, indent: int | None) -> None:
        if path in self._protected:
            raise OSError(f"{path} could not be read or moved aside earlier; it is left as "
                          "it is")
        atomic_write_text(path, model.model_dump_json(indent=indent) + "\n")

    def _set_aside(self, path: Path, problem: str) -> str:
        try:
            aside = move_aside(path)
        except OSError as exc:
            self._protected.add(path)
            return (f"{path.name}: {problem}; it could not be moved aside "
                    f"({exc.strerror or exc}) and is left untouched")
        return f"{path.name}: {problem}; the file was kept as {aside.name}"


def _check_version(data: dict[str, Any], latest: int) -> None:
    """Refuse a file without a schema version or from a newer version before looking at
    its other fields (they may mean something else there)."""
    version = data.get("schema_version")
    if "schema_version" not in data:
        raise FileProblem("schema_version: missing (not a Napoleon Table file?)")
    if isinstance(version, int) and not isinstance(version, bool) and version > latest:
        raise FileProblem(f"schema_version: {version} was written by a newer version of "
                          f"Napoleon Table (this version reads up to {latest})")


__all__ = [
    "AUTOSAVE_FILE", "AUTOSAVE_SCHEMA_VERSION", "DEFAULT_PLAYER_NAMES", "SETTINGS_FILE",
    "SETTINGS_SCHEMA_VERSION", "Autosave", "AutosaveError", "DealData", "ScoreRowData",
    "Settings", "Store", "restore_deal", "restore_match",
]
