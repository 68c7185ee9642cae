"""The player's statistics for every game (issue #13 item 5), as a validated JSON file.

``statistics.json`` in the data folder (``Store.data_dir``) holds, per game and player count,
the deals the human seat played (redeals and annulled deals apart) and, for every role and
for all deals together, the deals, contracts held and made, wins, best and mean score and the
current and best winning streak; and the must-follow puzzle's figures (attempts, wins, best
score, streaks and the results of each numbered deal).

What a deal means for the seat (role, contract, win, score) comes from ``engine.stats``;
this module only adds it up. Like the settings the file carries a ``schema_version`` (a newer
one is refused), is written atomically, and a broken file is reported (naming the field) and
moved aside, never overwritten. The puzzle's old ``mustfollow_stats.json`` is imported once
and then renamed ``mustfollow_stats.json.migrated`` (never deleted).

Practice-mode deals, watched games (no human seat) and ``--autoplay`` runs are not counted.
No Qt here.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StrictInt,
    ValidationError,
    model_validator,
)

from engine.stats import ROLES, SeatOutcome, seat_outcome
from napoleon_gui.game_packages import MODES, mode_of
from napoleon_gui.persistence import (
    FileProblem,
    atomic_write_text,
    describe_validation_error,
    move_aside,
    one_line,
    read_json_object,
)

STATISTICS_FILE = "statistics.json"
STATISTICS_SCHEMA_VERSION = 1
#: the puzzle's own statistics file before issue #13, imported once
LEGACY_PUZZLE_FILE = "mustfollow_stats.json"
MIGRATED_SUFFIX = ".migrated"

Count = Annotated[StrictInt, Field(ge=0)]


def _version_check(value: int) -> int:
    if value > STATISTICS_SCHEMA_VERSION:
        raise ValueError(
            f"schema version {value} was written by a newer version of "
            f"Napoleon Table (this version reads up to "
            f"{STATISTICS_SCHEMA_VERSION})"
        )
    if value < 1:
        raise ValueError(f"schema version {value} does not exist (the first is 1)")
    return value


class Tally(BaseModel):
    """Deals of one role (or of all roles): contracts held and made, wins, scores, streaks."""

    model_config = ConfigDict(extra="forbid")

    deals: Count = 0
    contracts: Count = 0  # deals in which this side held the contract
    made: Count = 0  # ... and made it
    wins: Count = 0  # deals this side won
    score_total: StrictInt = 0
    best_score: StrictInt | None = None
    streak: Count = 0  # wins in a row up to the last deal
    best_streak: Count = 0

    @model_validator(mode="after")
    def _consistent(self) -> Tally:
        if self.contracts > self.deals:
            raise ValueError(f"contracts: {self.contracts} contracts in {self.deals} deals")
        if self.made > self.contracts:
            raise ValueError(f"made: {self.made} made of {self.contracts} contracts")
        if self.wins > self.deals:
            raise ValueError(f"wins: {self.wins} wins in {self.deals} deals")
        return self

    @property
    def mean_score(self) -> float | None:
        return self.score_total / self.deals if self.deals else None

    def add(self, outcome: SeatOutcome) -> None:
        self.deals += 1
        self.contracts += bool(outcome.declared)
        self.made += bool(outcome.declared and outcome.made)
        self.wins += outcome.win
        self.score_total += outcome.score
        self.best_score = (
            outcome.score if self.best_score is None else max(self.best_score, outcome.score)
        )
        self.streak = self.streak + 1 if outcome.win else 0
        self.best_streak = max(self.best_streak, self.streak)


class TableStats(BaseModel):
    """One game at one table size: every counted deal, by role, and the redeals apart."""

    model_config = ConfigDict(extra="forbid")

    overall: Tally = Field(default_factory=Tally)
    roles: dict[str, Tally] = Field(default_factory=dict)
    #: redeals and annulled deals: listed, never counted as played deals
    redeals: Count = 0


class PuzzleNumberStats(BaseModel):
    """One numbered puzzle deal."""

    model_config = ConfigDict(extra="forbid")

    attempts: Count = 0
    wins: Count = 0
    best_score: StrictInt | None = None


class PuzzleStats(BaseModel):
    """The one-player must-follow puzzle (a given-up puzzle counts as lost)."""

    model_config = ConfigDict(extra="forbid")

    attempts: Count = 0
    wins: Count = 0
    best_score: StrictInt | None = None
    streak: Count = 0
    best_streak: Count = 0
    #: by deal number (as text: JSON keys)
    by_number: dict[str, PuzzleNumberStats] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _consistent(self) -> PuzzleStats:
        if self.wins > self.attempts:
            raise ValueError(f"wins: {self.wins} wins in {self.attempts} attempts")
        return self

    def record(self, win: bool, score: int | None, number: int | None = None) -> None:
        """Count one finished (or given-up) puzzle."""
        self.attempts += 1
        if win:
            self.wins += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
            if score is not None:
                self.best_score = score if self.best_score is None else max(self.best_score, score)
        else:
            self.streak = 0
        if number is not None:
            one = self.by_number.setdefault(str(number), PuzzleNumberStats())
            one.attempts += 1
            if win:
                one.wins += 1
                if score is not None:
                    one.best_score = score if one.best_score is None else max(one.best_score, score)


class Statistics(BaseModel):
    """Everything counted. ``games[game][players]``; unknown games or roles are refused."""

    model_config = ConfigDict(extra="forbid")

    schema_version: Annotated[StrictInt, AfterValidator(_version_check)] = STATISTICS_SCHEMA_VERSION
    games: dict[str, dict[int, TableStats]] = Field(default_factory=dict)
    puzzle: PuzzleStats = Field(default_factory=PuzzleStats)
    #: old files already imported (their name), so that none is imported twice
    imported: list[str] = Field(default_factory=list)

    @model_validator(mode="after")
    def _known(self) -> Statistics:
        for game, tables in self.games.items():
            if game not in ROLES:
                raise ValueError(f"games.{game}: unknown game; known: {', '.join(ROLES)}")
            for players, table in tables.items():
                if not 1 <= players <= 8:
                    raise ValueError(f"games.{game}.{players}: not a table size")
                for role in table.roles:
                    if role not in ROLES[game]:
                        raise ValueError(
                            f"games.{game}.{players}.roles.{role}: not a role of "
                            f"{game} ({', '.join(ROLES[game])})"
                        )
        return self

    def table(self, game: str, players: int) -> TableStats:
        """The figures of ``game`` at ``players`` (created empty when missing)."""
        return self.games.setdefault(game, {}).setdefault(players, TableStats())

    def record_deal(self, game: str, players: int, outcome: SeatOutcome) -> None:
        table = self.table(game, players)
        if not outcome.counts or outcome.role is None:
            table.redeals += 1
            return
        table.overall.add(outcome)
        table.roles.setdefault(outcome.role, Tally()).add(outcome)


# --- the file ----------------------------------------------------------------------------


class LegacyPuzzleStats(BaseModel):
    """``mustfollow_stats.json`` as the puzzle wrote it before issue #13."""

    model_config = ConfigDict(extra="ignore")

    schema_version: Annotated[StrictInt, Field(ge=1, le=1)]
    attempts: Count
    wins: Count
    best_score: StrictInt | None = None
    streak: Count = 0
    best_streak: Count = 0


class StatisticsStore:
    """``statistics.json`` in ``data_dir``. Every change is load, change, save: the puzzle
    and the window never hold copies that could disagree."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = Path(data_dir)
        #: a broken file that could not be moved aside: never written over
        self.blocked = False

    @property
    def path(self) -> Path:
        return self.data_dir / STATISTICS_FILE

    @property
    def legacy_path(self) -> Path:
        return self.data_dir / LEGACY_PUZZLE_FILE

    def load(self) -> tuple[Statistics, list[str]]:
        """The statistics and what went wrong (for the user): a broken file is moved aside
        and fresh statistics start; the old puzzle file is imported once."""
        problems: list[str] = []
        stats = self._read(problems)
        if self.legacy_path.exists():
            self._import_legacy(stats, problems)
        return stats, problems

    def save(self, stats: Statistics) -> None:
        if self.blocked:
            raise OSError(f"{self.path.name} could not be read or moved aside; it is left as it is")
        atomic_write_text(self.path, stats.model_dump_json(indent=1) + "\n")

    def update(self, change: Callable[[Statistics], Any]) -> tuple[Statistics, list[str]]:
        """Load, apply ``change``, save; the statistics after the change and the problems
        met (empty when all went well)."""
        stats, problems = self.load()
        change(stats)
        try:
            self.save(stats)
        except OSError as exc:
            problems.append(f"{self.path.name}: not saved ({exc.strerror or exc})")
        return stats, problems

    def reset(self, keep_imported: bool = True) -> list[str]:
        """Start again from nothing (the old puzzle file stays imported)."""
        stats, problems = self.load()
        fresh = Statistics(imported=stats.imported if keep_imported else [])
        try:
            self.save(fresh)
        except OSError as exc:
            problems.append(f"{self.path.name}: not saved ({exc.strerror or exc})")
        return problems

    # --- helpers ---------------------------------------------------------------------------
    def _read(self, problems: list[str]) -> Statistics:
        path = self.path
        try:
            data = read_json_object(path)
            version = data.get("schema_version")
            if "schema_version" not in data:
                raise FileProblem("schema_version: missing (not a Napoleon Table file?)")
            if (
                isinstance(version, int)
                and not isinstance(version, bool)
                and version > STATISTICS_SCHEMA_VERSION
            ):
                raise FileProblem(
                    f"schema_version: {version} was written by a newer version "
                    f"of Napoleon Table (this version reads up to "
                    f"{STATISTICS_SCHEMA_VERSION})"
                )
            return Statistics.model_validate(data)
        except FileNotFoundError:
            return Statistics()
        except FileProblem as exc:
            problems.append(self._set_aside(path, exc.message))
        except ValidationError as exc:
            problems.append(self._set_aside(path, describe_validation_error(exc)))
        except OSError as exc:
            self.blocked = True
            problems.append(f"{path.name}: cannot be read ({exc.strerror or exc})")
        except Exception as exc:  # never stops the table: empty statistics, the file aside
            problems.append(self._set_aside(path, f"cannot be used ({one_line(exc)})"))
        return Statistics()

    def _set_aside(self, path: Path, problem: str) -> str:
        problem = " ".join(problem.split())  # one line, whatever the file held
        try:
            aside = move_aside(path)
        except OSError as exc:
            self.blocked = True
            return (
                f"{path.name}: {problem}; it could not be moved aside "
                f"({exc.strerror or exc}) and is left untouched"
            )
        return f"{path.name}: {problem}; the file was kept as {aside.name}"

    def _import_legacy(self, stats: Statistics, problems: list[str]) -> None:
        """Add the old puzzle file to ``stats`` (saved first, then the old file is renamed:
        a crash in between never counts it twice)."""
        legacy = self.legacy_path
        if legacy.name not in stats.imported:
            try:
                old = LegacyPuzzleStats.model_validate(read_json_object(legacy))
            except FileProblem as exc:
                problems.append(self._set_aside_legacy(exc.message))
                return
            except ValidationError as exc:
                problems.append(self._set_aside_legacy(describe_validation_error(exc)))
                return
            except OSError as exc:
                problems.append(f"{legacy.name}: cannot be read ({exc.strerror or exc})")
                return
            except Exception as exc:  # never stops the table: the old file aside, not imported
                problems.append(self._set_aside_legacy(f"cannot be used ({one_line(exc)})"))
                return
            puzzle = stats.puzzle
            puzzle.attempts += old.attempts
            puzzle.wins += old.wins
            if old.best_score is not None:
                puzzle.best_score = (
                    old.best_score
                    if puzzle.best_score is None
                    else max(puzzle.best_score, old.best_score)
                )
            if puzzle.attempts == old.attempts:  # nothing newer: the old streak goes on
                puzzle.streak = old.streak
            puzzle.best_streak = max(puzzle.best_streak, old.best_streak)
            stats.imported.append(legacy.name)
            try:
                self.save(stats)
            except OSError as exc:
                problems.append(f"{self.path.name}: not saved ({exc.strerror or exc})")
                return
        target = _free_name(legacy.with_name(legacy.name + MIGRATED_SUFFIX))
        try:
            os.rename(legacy, target)
        except OSError as exc:
            problems.append(f"{legacy.name}: imported but not renamed ({exc.strerror or exc})")

    def _set_aside_legacy(self, problem: str) -> str:
        legacy = self.legacy_path
        try:
            aside = move_aside(legacy)
        except OSError as exc:
            return f"{legacy.name}: {problem}; not imported ({exc.strerror or exc})"
        return f"{legacy.name}: {problem}; not imported, the file was kept as {aside.name}"


def _free_name(path: Path) -> Path:
    candidate, n = path, 2
    while candidate.exists():
        candidate = path.with_name(f"{path.name}-{n}")
        n += 1
    return candidate


# --- counting a finished deal --------------------------------------------------------------


def counted(config: Any, *, autoplay: bool) -> bool:
    """Whether a deal of ``config`` (a ``GameConfig``) goes into the statistics: a human
    seat, no practice mode, no autoplay. A mode with figures of its own (the puzzle) counts
    its games itself."""
    if autoplay or config.human_seat is None or config.practice:
        return False
    mode = mode_of(config.game, config.players)
    return mode is None or not MODES[mode].own_statistics


class DealCounter:
    """Counts every finished deal of the human seat once (the controller may announce the
    end of one deal again, e.g. after a dialog paused the game)."""

    def __init__(self, data_dir: Path) -> None:
        self.store = StatisticsStore(data_dir)
        self._last: object | None = None

    def count(self, config: Any, row: Any, *, autoplay: bool) -> list[str]:
        """Add ``row`` (an ``engine.match.ScoreRow``) for ``config``'s human seat; returns
        the problems met with the file."""
        if row is self._last or not counted(config, autoplay=autoplay):
            return []
        self._last = row
        outcome = seat_outcome(config.game, row.result, config.human_seat)
        _stats, problems = self.store.update(
            lambda stats: stats.record_deal(config.game, config.players, outcome)
        )
        return problems


__all__ = [
    "LEGACY_PUZZLE_FILE",
    "STATISTICS_FILE",
    "STATISTICS_SCHEMA_VERSION",
    "DealCounter",
    "PuzzleStats",
    "Statistics",
    "StatisticsStore",
    "TableStats",
    "Tally",
    "counted",
]
