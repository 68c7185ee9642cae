"""Saved games: one autosave per game and mode, as validated JSON files.

* ``Autosave`` (schema 2): the match (rules, seats, score sheet with each finished deal's
  ``DealLog``, dealer rotation, random state) and the deal in progress as a ``DealLog``
  (explicit deal + every action so far). One file per kind of game in the data dir:
  ``autosave-napoleon.json``, ``-rettler``, ``-belote``, ``-mustfollow`` and
  ``autosave-puzzle.json`` for the one-player puzzle; starting one game never touches
  another game's file. Written after every trick, offered on the next start.
* A schema-1 ``autosave.json`` (Napoleon only, read by Napoleon's table package:
  ``game_packages.LEGACY_SAVE_READER``) is migrated once: the new file is written and the
  old one kept as ``autosave.json.migrated``.
* ``SaveFiles`` is the autosave half of ``settings.Store``. A broken, newer or no longer
  replaying file is reported (naming the field) and moved aside, never overwritten.

No Qt here. ``capture`` and ``resume`` talk to the game controller by duck typing.
"""

from __future__ import annotations

import dataclasses
import importlib
import random
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    ValidationError,
    model_validator,
)

from engine.actions import Action
from engine.ai import LEVELS
from engine.core import DealResult, GameState
from engine.deal_log import DealLog, log_of, preset_name
from engine.match import Match, ScoreRow
from engine.presets import changes_from
from engine.registry import DealSetup, get_game
from napoleon_gui.game_config import GameConfig
from napoleon_gui.game_packages import LEGACY_SAVE_READER, MODES, PACKAGES, save_kinds
from napoleon_gui.persistence import (
    FileProblem,
    check_schema_version,
    describe_validation_error,
    move_unique,
    one_line,
    read_json_object,
    version_validator,
)

AUTOSAVE_SCHEMA_VERSION = 2
LEGACY_AUTOSAVE_FILE = "autosave.json"
#: every kind of save: one per game the table plays, then one per mode (``game_packages``)
SAVE_KINDS = save_kinds()
MAX_NAMES = 8
#: a player's name has at most this many characters, in a save as in the settings (issue 24)
MAX_NAME_LENGTH = 40
#: the longest preset label or time stamp a save holds (real ones are a few words)
MAX_LABEL_LENGTH = 80


def autosave_file(kind: str) -> str:
    """The file name of ``kind``'s save (``autosave-belote.json``)."""
    return f"autosave-{kind}.json"


def is_save_file(name: str) -> bool:
    """Whether ``name`` is one of our save files (for cleaning up temporary files)."""
    return name == LEGACY_AUTOSAVE_FILE or name in {autosave_file(k) for k in SAVE_KINDS}


class AutosaveError(ValueError):
    """An autosave that cannot be resumed; the message names the part at fault."""


# --- modes: matches of their own kind (the puzzle's numbered deals) ---------------------------
@dataclasses.dataclass(frozen=True)
class Mode:
    match_class: type[Match]
    #: its deals are one-offs: a finished deal leaves nothing to resume (the save goes)
    one_deal: bool = False


_MODES: dict[str, Mode] = {}


def register_mode(kind: str, match_class: type[Match], *, one_deal: bool = False) -> None:
    """``match_class`` (a ``Match`` dataclass) is saved as ``kind``; its own fields beyond
    ``Match``'s (JSON values, e.g. the puzzle number) are saved and given back to it."""
    if kind not in MODES:
        raise ValueError(f"mode {kind!r}: not one of {', '.join(MODES)}")
    _MODES[kind] = Mode(match_class, one_deal)


def kind_of(match: Match) -> str:
    """The save ``match`` goes to: its mode, else its game."""
    for kind, mode in _MODES.items():
        if type(match) is mode.match_class:
            return kind
    return match.game.name


def _own_fields(match_class: type[Match]) -> list[str]:
    base = {f.name for f in dataclasses.fields(Match)}
    return [f.name for f in dataclasses.fields(match_class) if f.name not in base]


# --- the file's parts ------------------------------------------------------------------------
def _check_level(level: str) -> str:
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}; known: {', '.join(LEVELS)}")
    return level


Level = Annotated[str, AfterValidator(_check_level)]


def _check_game(game: str) -> str:
    """A game the engine knows (``engine.registry``) and the table can show."""
    try:
        get_game(game)
    except KeyError as exc:
        raise ValueError(str(exc.args[0])) from None
    if game not in PACKAGES:
        raise ValueError(f"no table for the game {game!r}; known: {', '.join(PACKAGES)}")
    return game


#: a seat's name as the table shows it: the limit of the settings (a 200,000-character name
#: made a resume take 45 s)
SavedName = Annotated[str, Field(max_length=MAX_NAME_LENGTH)]
Label = Annotated[str, Field(max_length=MAX_LABEL_LENGTH)]
Seat = Annotated[StrictInt, Field(ge=0, le=7)]


class ScoreRowData(BaseModel):
    """One row of the score sheet (``engine.match.ScoreRow``) as JSON; ``detail`` is the
    game's own ``DealResult.detail`` (JSON-able for every game)."""

    # validators built when a save is first read or written, not at start-up
    model_config = ConfigDict(extra="ignore", defer_build=True)

    number: StrictInt = Field(ge=1)
    dealer: Seat
    opening_seat: Seat
    outcome: Label
    scores: list[StrictInt]
    detail: dict[str, Any]
    totals: list[StrictInt]

    @classmethod
    def of(cls, row: ScoreRow) -> ScoreRowData:
        result = row.result.to_json()
        return cls(
            number=row.number,
            dealer=row.setup.dealer,
            opening_seat=row.setup.opening_seat,
            outcome=result["outcome"],
            scores=list(result["scores"]),
            detail=result["detail"],
            totals=list(row.totals),
        )

    def to_row(self) -> ScoreRow:
        result = DealResult(self.outcome, tuple(self.scores), dict(self.detail))
        return ScoreRow(
            self.number, DealSetup(self.dealer, self.opening_seat), result, tuple(self.totals)
        )


class Autosave(BaseModel):
    """A match in progress. Exactly one of ``preset`` (a named preset) and
    ``custom_preset`` (the full rule set as JSON) is set."""

    # validators built when a save is first read or written, not at start-up
    model_config = ConfigDict(extra="ignore", defer_build=True)

    schema_version: Annotated[
        StrictInt, AfterValidator(version_validator(AUTOSAVE_SCHEMA_VERSION, first=2))
    ] = AUTOSAVE_SCHEMA_VERSION
    saved_at: Label = Field(
        default_factory=lambda: datetime.now().isoformat(timespec="microseconds")
    )
    game: Annotated[str, Field(max_length=MAX_LABEL_LENGTH), AfterValidator(_check_game)]
    #: a registered mode (``"puzzle"``) and its match's own fields
    mode: Label | None = None
    mode_data: dict[str, Any] = {}
    preset: Label | None = None
    custom_preset: dict[str, Any] | None = None
    #: the preset the player chose (shown in the window; ``custom_preset`` may derive from it)
    preset_label: Label | None = None
    players: StrictInt = Field(ge=1, le=8)
    human_seat: Seat | None = 0
    levels: list[Level] = Field(min_length=1, max_length=MAX_NAMES)
    names: list[SavedName] = Field(default=[], max_length=MAX_NAMES)
    practice: StrictBool = False
    # --- the match ---
    seed: StrictInt
    rng_state: tuple[StrictInt, list[StrictInt], float | None] | None = None
    deals_started: StrictInt = Field(ge=0)
    totals: list[StrictInt]
    rows: list[ScoreRowData] = []
    #: ``DealLog.to_json`` of each finished deal (one per row; None: not kept)
    logs: list[dict[str, Any] | None] = []
    dealer: Seat
    opening_seat: Seat
    #: the next deal's setup beyond dealer and opening seat (Belote's gathered pack)
    setup_type: Label | None = None
    setup_extra: dict[str, Any] = {}
    # --- the deal in progress (None: the next deal is still to be dealt) ---
    deal: dict[str, Any] | None = None
    #: issue 25: the player took back a decision of the deal in progress, so it counts as
    #: practice in the statistics once finished (a save without it: False)
    undone: StrictBool = False

    @property
    def kind(self) -> str:
        return self.mode or self.game

    @property
    def deal_number(self) -> int:
        """The number of the deal being played (or about to be dealt)."""
        return len(self.rows) + 1

    @model_validator(mode="after")
    def _consistent(self) -> Autosave:
        n = self.players
        if (self.preset is None) == (self.custom_preset is None):
            raise ValueError("preset: exactly one of preset and custom_preset must be given")
        if self.mode is not None and self.mode not in MODES:
            raise ValueError(f"mode: unknown mode {self.mode!r}")
        seats = max(n, 2)  # one player sits with the dummy
        if self.human_seat is not None and self.human_seat >= seats:
            raise ValueError(f"human_seat: seat {self.human_seat} at a table of {n}")
        for name, seat in (("dealer", self.dealer), ("opening_seat", self.opening_seat)):
            if seat >= seats:
                raise ValueError(f"{name}: seat {seat} at a table of {n}")
        if len(self.totals) != n:
            raise ValueError(f"totals: {len(self.totals)} totals for {n} players")
        running = [0] * n
        for i, row in enumerate(self.rows):
            if len(row.scores) != n or len(row.totals) != n:
                raise ValueError(f"rows[{i}]: scores and totals need {n} entries")
            if row.number != i + 1:
                raise ValueError(f"rows[{i}].number: deal {row.number} in place {i + 1}")
            running = [t + s for t, s in zip(running, row.scores, strict=True)]
            if row.totals != running:
                raise ValueError(f"rows[{i}].totals: not the sums of the scores so far")
        if self.totals != running:
            raise ValueError("totals: not the sums of the score sheet's scores")
        if self.deals_started < len(self.rows):
            raise ValueError(f"deals_started: {self.deals_started} for {len(self.rows)} rows")
        if self.logs and len(self.logs) != len(self.rows):
            raise ValueError(f"logs: {len(self.logs)} deal logs for {len(self.rows)} rows")
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
        preset_label: str | None = None,
        undone: bool = False,
    ) -> Autosave:
        """Everything needed to resume: ``match`` (the engine match), ``state`` (the deal in
        progress) and ``actions`` (applied to it so far, in order). ``deal_recorded``: the
        deal is over and already on the score sheet, so resuming starts the next deal.
        ``undone``: a decision of the deal in progress was taken back."""
        preset = preset_name(match.game, match.params)
        custom = None if preset is not None else match.params.model_dump(mode="json")
        deal = None
        if state is not None and not (deal_recorded and state.is_over):
            deal = log_of(state, actions, preset).to_json()
        kind = kind_of(match)
        mode = kind if kind != match.game.name else None
        mode_data = (
            {name: getattr(match, name) for name in _own_fields(type(match))}
            if mode is not None
            else {}
        )
        logs = [log.to_json() if log is not None else None for log in getattr(match, "logs", [])]
        setup_type, setup_extra = _setup_parts(match.setup)
        rng = match.rng.getstate()
        return cls(
            game=match.game.name,
            mode=mode,
            mode_data=mode_data,
            preset=preset,
            custom_preset=custom,
            preset_label=preset_label,
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
            logs=logs if len(logs) == len(match.rows) else [None] * len(match.rows),
            dealer=match.setup.dealer,
            opening_seat=match.setup.opening_seat,
            setup_type=setup_type,
            setup_extra=setup_extra,
            deal=deal,
            undone=undone and deal is not None,
        )

    def rules(self) -> BaseModel:
        """The rule set of the saved match."""
        spec = get_game(self.game)
        if self.custom_preset is not None:
            try:
                return spec.params_model.model_validate(self.custom_preset)
            except ValidationError as exc:
                raise AutosaveError("custom_preset." + describe_validation_error(exc)) from None
        assert self.preset is not None
        if self.preset not in spec.presets:
            raise AutosaveError(
                f"preset: unknown preset {self.preset!r}; known: {', '.join(spec.presets)}"
            )
        return spec.presets[self.preset]


def _rng_state(data: tuple[int, list[int], float | None]) -> tuple[Any, ...]:
    return (data[0], tuple(data[1]), data[2])


def _setup_parts(setup: DealSetup) -> tuple[str | None, dict[str, Any]]:
    extra = {
        f.name: getattr(setup, f.name)
        for f in dataclasses.fields(setup)
        if f.name not in ("dealer", "opening_seat")
    }
    if type(setup) is DealSetup:
        return None, {}
    return type(setup).__name__, {
        k: list(v) if isinstance(v, tuple) else v for k, v in extra.items()
    }


def _setup_of(autosave: Autosave) -> DealSetup:
    if autosave.setup_type is None:
        return DealSetup(autosave.dealer, autosave.opening_seat)
    known = {cls.__name__: cls for cls in DealSetup.__subclasses__()}
    setup_class = known.get(autosave.setup_type)
    if setup_class is None:
        raise AutosaveError(f"setup_type: unknown {autosave.setup_type!r}")
    for f in dataclasses.fields(setup_class):
        value = autosave.setup_extra.get(f.name)
        if f.name in ("dealer", "opening_seat") or value is None:
            continue
        if isinstance(f.default, int) and not _whole(value):
            raise AutosaveError(f"setup_extra.{f.name}: expected a whole number")
        if isinstance(f.default, tuple) and not (
            isinstance(value, list) and len(value) <= 128 and all(_whole(v) for v in value)
        ):
            raise AutosaveError(f"setup_extra.{f.name}: expected a list of whole numbers")
    values = {k: tuple(v) if isinstance(v, list) else v for k, v in autosave.setup_extra.items()}
    try:
        return setup_class(autosave.dealer, autosave.opening_seat, **values)
    except TypeError as exc:
        raise AutosaveError(f"setup_extra: {exc}") from None


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_next_deal(autosave: Autosave) -> None:
    """A save between deals whose next deal's setup carries data (Belote's gathered pack,
    B-VAR-2; the Imperialist's previous counts, N-VAR-5; a Rettler sanction, R-VAR-11): that
    deal is dealt once on a copy of the match, so a setup that cannot arise is refused when
    the save is read, not when the player has resumed it."""
    if autosave.deal is not None or autosave.setup_type is None:
        return
    match = restore_match(autosave)
    if match.game_over is not None:
        return
    try:
        state = match.new_deal()
        state.legal_actions()
    except Exception as exc:
        raise AutosaveError(
            f"setup_extra: the next deal cannot be dealt ({one_line(exc)})"
        ) from None


def restore_match(autosave: Autosave) -> Match:
    """The saved match: rules, seats, score sheet and deal logs, dealer rotation and random
    state (the puzzle: its numbered deals). Raises ``AutosaveError`` naming the field."""
    spec = get_game(autosave.game)
    rules = autosave.rules()
    allowed = getattr(rules, "players", spec.player_counts)
    if autosave.players not in allowed:
        raise AutosaveError(
            f"players: the {getattr(rules, 'name', autosave.game)} rules are "
            f"for {', '.join(map(str, allowed))} players, not "
            f"{autosave.players}"
        )
    match_class: type[Match] = Match
    if autosave.mode is not None:
        # the game's table package registers its mode; imported only now (a game's
        # package is imported once the game is played)
        if autosave.mode not in _MODES and autosave.mode in MODES:
            importlib.import_module(MODES[autosave.mode].module)
        if autosave.mode not in _MODES:
            raise AutosaveError(f"mode: {autosave.mode!r} is not available")
        match_class = _MODES[autosave.mode].match_class
        own = set(_own_fields(match_class))
        if set(autosave.mode_data) != own:
            raise AutosaveError(f"mode_data: expected {', '.join(sorted(own))}")
        _check_mode_data(match_class, autosave.mode_data)
    try:
        match = match_class(spec, rules, autosave.players, autosave.seed, **autosave.mode_data)
    except (TypeError, ValueError) as exc:
        raise AutosaveError(f"mode_data: {exc}") from None
    if autosave.rng_state is not None:
        match.rng.setstate(_rng_state(autosave.rng_state))
    match.setup = _setup_of(autosave)
    match.totals = tuple(autosave.totals)
    match.deals_started = autosave.deals_started
    match.rows = [row.to_row() for row in autosave.rows]
    if hasattr(match, "logs"):
        match.logs = [_log(data, f"logs[{i}]") for i, data in enumerate(autosave.logs)] or [
            None
        ] * len(match.rows)
    return match


def _check_mode_data(match_class: type[Match], data: dict[str, Any]) -> None:
    """A mode's own fields hold values of their defaults' type (the puzzle's numbers are
    whole numbers of 0 or more), never text of any length or nested data."""
    for f in dataclasses.fields(match_class):
        if f.name not in data or f.default is dataclasses.MISSING:
            continue
        value, kind = data[f.name], type(f.default)
        if kind is int and (isinstance(value, bool) or not isinstance(value, int) or value < 0):
            raise AutosaveError(f"mode_data.{f.name}: expected a whole number, found {value!r:.40}")
        if not isinstance(value, kind):
            raise AutosaveError(f"mode_data.{f.name}: expected {kind.__name__}")


def _log(data: dict[str, Any] | None, where: str) -> DealLog | None:
    if data is None:
        return None
    try:
        return DealLog.from_json(data)
    except (ValueError, KeyError, TypeError) as exc:
        raise AutosaveError(
            f"{where}.{exc}" if str(exc)[:1].islower() and ":" in str(exc) else f"{where}: {exc}"
        ) from None


def restore_deal(autosave: Autosave) -> tuple[GameState, list[Action]]:
    """The deal in progress rebuilt from its explicit deal, every saved action re-applied.
    Raises ``AutosaveError`` naming the part at fault (``deal.actions[7]: ...``)."""
    log = _log(autosave.deal, "deal")
    if log is None:
        raise AutosaveError("deal: the autosave holds no deal in progress")
    if log.game != autosave.game or log.players != autosave.players:
        raise AutosaveError(
            f"deal: a {log.players}-player {log.game} deal in a "
            f"{autosave.players}-player {autosave.game} save"
        )
    try:
        return log.final_state(), list(log.actions)
    except ValueError as exc:
        raise AutosaveError(f"deal.{exc}") from None


# --- the files (the autosave half of settings.Store) --------------------------------------
class SaveFiles:
    """Load, save, clear and resume the saves in ``data_dir``. ``settings.Store`` supplies
    ``data_dir``, ``_write`` (atomic, never over a protected file) and ``_set_aside``."""

    data_dir: Path
    _protected: set[Path]

    def _write(self, path: Path, model: BaseModel, *, indent: int | None) -> None:
        raise NotImplementedError

    def _set_aside(self, path: Path, problem: str) -> str:
        raise NotImplementedError

    def save_path(self, kind: str) -> Path:
        return self.data_dir / autosave_file(kind)

    @property
    def legacy_autosave_path(self) -> Path:
        return self.data_dir / LEGACY_AUTOSAVE_FILE

    def load_autosave(self, kind: str) -> tuple[Autosave | None, str | None]:
        """``kind``'s save if there is a usable one. A broken or incompatible one (bad JSON,
        a field at fault, a deal that no longer replays) is moved aside and reported:
        ``(None, message)``. No file: ``(None, None)``."""
        path = self.save_path(kind)
        try:
            data = read_json_object(path)
            check_schema_version(data, AUTOSAVE_SCHEMA_VERSION)
            autosave = Autosave.model_validate(data)
            if autosave.kind != kind:
                raise AutosaveError(f"game: a {autosave.kind} game in the {kind} save")
            restore_match(autosave)
            if autosave.deal is not None:
                restore_deal(autosave)
            check_next_deal(autosave)
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
        except Exception as exc:  # a state the checks missed: never stops the table's start
            return None, self._set_aside(path, f"cannot be restored ({one_line(exc)})")

    def load_autosaves(self) -> tuple[list[Autosave], list[str]]:
        """Every usable save, the most recent first, and the problems met (files moved
        aside). A schema-1 ``autosave.json`` is migrated first."""
        problems: list[str] = []
        problem = self.migrate_legacy_autosave()
        if problem:
            problems.append(problem)
        saves: list[Autosave] = []
        for kind in SAVE_KINDS:
            autosave, problem = self.load_autosave(kind)
            if problem:
                problems.append(problem)
            if autosave is not None:
                saves.append(autosave)
        saves.sort(key=lambda s: s.saved_at, reverse=True)
        return saves, problems

    def migrate_legacy_autosave(self) -> str | None:
        """Turn a schema-1 ``autosave.json`` into ``autosave-napoleon.json`` (unless that
        exists already: it is newer) and keep the old file as ``autosave.json.migrated``.
        A broken one is moved aside; returns the message for the player, or None."""
        path = self.legacy_autosave_path
        if not path.exists():
            return None
        try:
            # the old file's game reads it: imported only when migrating
            reader = importlib.import_module(LEGACY_SAVE_READER)
            autosave: Autosave = reader.read_legacy(path)
        except FileProblem as exc:
            return self._set_aside(path, exc.message)
        except ValidationError as exc:
            return self._set_aside(path, describe_validation_error(exc))
        except AutosaveError as exc:
            return self._set_aside(path, str(exc))
        except OSError as exc:
            return f"{path.name}: cannot be read ({exc.strerror or exc})"
        except Exception as exc:  # a state the checks missed: never stops the table's start
            return self._set_aside(path, f"cannot be migrated ({one_line(exc)})")
        try:
            target = self.save_path(autosave.kind)
            if not target.exists():
                self._write(target, autosave, indent=None)
            move_unique(
                path,
                [f"{path.name}.migrated"] + [f"{path.name}.migrated-{i}" for i in range(2, 100)],
            )
        except OSError as exc:
            return f"{path.name}: could not be migrated ({exc.strerror or exc})"
        return None

    def save_autosave(self, autosave: Autosave) -> None:
        # compact: written after every trick
        self._write(self.save_path(autosave.kind), autosave, indent=None)

    def clear_autosave(self, kind: str) -> None:
        """Forget ``kind``'s save (its match is over)."""
        self.save_path(kind).unlink(missing_ok=True)

    def set_aside_autosave(self, kind: str, reason: str = "could not be resumed") -> str | None:
        """Move ``kind``'s save aside (e.g. it failed to resume); the message, or None when
        there is none."""
        path = self.save_path(kind)
        if not path.exists():
            return None
        return self._set_aside(path, reason)

    # --- the game controller (duck-typed; see controllers/game.py) -----------------------
    @staticmethod
    def can_capture(controller: Any) -> bool:
        match = getattr(controller, "match", None)
        return match is not None and match.game.name in PACKAGES

    @staticmethod
    def nothing_to_resume(controller: Any) -> bool:
        """The match is over (its game has ended, or a one-off puzzle was finished): its
        save is cleared instead of written."""
        match = controller.match
        if not getattr(controller, "recorded", False):
            return False
        mode = _MODES.get(kind_of(match))
        return match.game_over is not None or (mode is not None and mode.one_deal)

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
            preset_label=getattr(config, "preset", None),
            undone=bool(getattr(controller, "undone", False)),
        )

    def resume(self, controller: Any, autosave: Autosave) -> None:
        """Put ``autosave`` into ``controller`` and continue the deal where it stopped.
        Raises ``AutosaveError`` when it no longer replays (the caller sets it aside)."""
        from engine.ai import make_bot

        match = restore_match(autosave)
        state: GameState | None = None
        actions: list[Action] = []
        if autosave.deal is not None:
            state, actions = restore_deal(autosave)
            if state.is_over:  # finished but not yet on the score sheet
                match.record(state, actions)
                state, actions = None, []
        preset = (
            autosave.preset_label or autosave.preset or str(getattr(match.params, "name", "custom"))
        )
        config = GameConfig(
            autosave.game,
            preset,
            autosave.players,
            autosave.human_seat,
            list(autosave.levels),
            list(autosave.names),
            autosave.seed,
            autosave.practice,
            # a toggle changed in New game (N-OPT-11) is kept in the full rule set
            # (``custom_preset``); the config names it again for a new game like this one
            changes_from(match.game.presets, match.params) if autosave.custom_preset else {},
        )
        controller.config = config
        controller.match = match
        controller.abandon_searches()  # the bots of the match left behind stop thinking
        controller.bots = [
            make_bot(config.game, config.levels[s % len(config.levels)], autosave.seed + s)
            for s in range(config.players)
        ]
        controller.scene.setup_table(
            config.players, controller.view_seat, controller.names(), match.game.seats_clockwise
        )
        controller.match_started.emit(config.game)
        controller.match_changed.emit()
        if state is None:
            controller.start_deal()
        else:
            controller.start_deal(state, actions)
            controller.undone = autosave.undone  # still practice in the statistics


__all__ = [
    "AUTOSAVE_SCHEMA_VERSION",
    "LEGACY_AUTOSAVE_FILE",
    "SAVE_KINDS",
    "Autosave",
    "AutosaveError",
    "SaveFiles",
    "ScoreRowData",
    "autosave_file",
    "is_save_file",
    "kind_of",
    "one_line",
    "register_mode",
    "restore_deal",
    "restore_match",
]
