"""The user's settings, and the ``Store`` of every file the table keeps.

* ``Settings``: language, animation speed, AI pace, default preset / player count, player
  names, hint and practice mode, playing cards and the trick. ``settings.json`` under
  ``platformdirs.user_config_dir``.
* ``Store`` loads and saves the settings; its autosave half (one save per game and mode,
  under ``platformdirs.user_data_dir``) is ``saves.SaveFiles``. Files carry a
  ``schema_version``; they are written atomically (temp file, fsync, ``os.replace``). A file
  that is not JSON, fails validation or comes from a newer version is reported (the message
  names the line/column or the field at fault) and moved aside to
  ``NAME.corrupt-YYYYmmdd-HHMMSS`` — never deleted, never overwritten in place. Temporary
  files left by interrupted writes are removed at start (``remove_temp_files``).

No Qt here: everything works without a ``QApplication``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

import platformdirs
from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    ValidationError,
)

from napoleon_gui.i18n import system_language
from napoleon_gui.persistence import (
    FileProblem,
    atomic_write_text,
    check_schema_version,
    describe_validation_error,
    move_aside,
    one_line,
    read_json_object,
    remove_temp_files,
    version_validator,
)
from napoleon_gui.saves import MAX_NAME_LENGTH, SaveFiles, is_save_file

APP_NAME = "napoleon-table"
SETTINGS_FILE = "settings.json"
SETTINGS_SCHEMA_VERSION = 1
#: the files of the table besides the saves (``saves.is_save_file``): their leftover
#: temporary files are removed at start
OUR_FILES = frozenset({SETTINGS_FILE, "mustfollow_stats.json", "statistics.json"})
MAX_NAMES = 8

Language = Literal["en", "ja", "fr"]
AnimationSpeed = Literal["instant", "fast", "normal", "slow"]

#: Default seat names: the human first, then the AIs. They are shown in the player's language
#: ("You" あなた "Vous", "Anne" 花子: ``widgets.words.display_name``) until renamed.
DEFAULT_PLAYER_NAMES: tuple[str, ...] = (
    "You",
    "Anne",
    "Ben",
    "Clara",
    "David",
    "Emma",
    "Felix",
    "Grace",
)


def _default_language() -> Language:
    lang = system_language()
    return "ja" if lang == "ja" else "fr" if lang == "fr" else "en"


def _check_name(name: str) -> str:
    name = name.strip()
    if not name:
        raise ValueError("a player name must not be empty")
    if len(name) > MAX_NAME_LENGTH:
        raise ValueError(f"a player name has at most {MAX_NAME_LENGTH} characters")
    return name


PlayerName = Annotated[str, AfterValidator(_check_name)]


class Settings(BaseModel):
    """The user's preferences. Keys this version does not know are kept (a file of the same
    schema written by a later release round-trips unchanged); a newer ``schema_version``
    is refused."""

    model_config = ConfigDict(extra="allow", validate_assignment=True)

    schema_version: Annotated[
        StrictInt, AfterValidator(version_validator(SETTINGS_SCHEMA_VERSION))
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
    # --- words a player reads (issue 25, words25) ---
    #: The folder of the last file opened or saved (records, score sheets): the next file
    #: dialog opens there ("": the home folder).
    last_folder: str = ""
    # --- issue 25: undo ---
    #: Take back one's own decisions within a deal, as often as one likes (Ctrl+Z); a deal
    #: played with an undo counts as practice. A practice game always allows it.
    allow_undo: StrictBool = False
    # --- issue 25: comfort (the deck's colours, the cards' size, the table's contrast) ---
    #: ♦ blue and ♣ green beside ♠ black and ♥ red
    four_colour_deck: StrictBool = False
    #: the size of the cards of the player's hand and of the trick
    card_size: Literal["small", "normal", "large"] = "normal"
    #: a dark, plain table with white edges and outlines instead of the green felt
    high_contrast: StrictBool = False

    def name_for(self, seat: int) -> str | None:
        """The configured name of ``seat``, or ``None`` (the GUI then says "Player n")."""
        return self.player_names[seat] if 0 <= seat < len(self.player_names) else None


# --- storage -----------------------------------------------------------------------------


class Store(SaveFiles):
    """Where the settings and the saved games live. ``base_dir`` keeps both in one directory
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

    # --- settings ----------------------------------------------------------------------
    def load_settings(self) -> tuple[Settings, str | None]:
        """The saved settings, or the defaults and a message saying what was wrong with the
        file (which is then moved aside). No file: the defaults and ``None``."""
        path = self.settings_path
        try:
            data = read_json_object(path)
            check_schema_version(data, SETTINGS_SCHEMA_VERSION)
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
        except Exception as exc:  # never stops the table's start: defaults, the file aside
            return Settings(), self._set_aside(path, f"cannot be used ({one_line(exc)})")

    def save_settings(self, settings: Settings) -> None:
        self._write(self.settings_path, settings, indent=2)

    # --- start-up ----------------------------------------------------------------------
    def remove_temp_files(self) -> list[Path]:
        """Delete what interrupted writes of our files left behind (``.NAME.*.tmp``); a
        user's own files, even ``.tmp`` ones, are never touched."""
        removed: list[Path] = []
        for folder in dict.fromkeys((self.config_dir, self.data_dir)):
            removed += remove_temp_files(folder, is_our_file)
        return removed

    # --- files -------------------------------------------------------------------------
    def _write(self, path: Path, model: BaseModel, *, indent: int | None) -> None:
        if path in self._protected:
            raise OSError(f"{path} could not be read or moved aside earlier; it is left as it is")
        atomic_write_text(path, model.model_dump_json(indent=indent) + "\n")

    def _set_aside(self, path: Path, problem: str) -> str:
        problem = " ".join(problem.split())  # one line, whatever the file held
        try:
            aside = move_aside(path)
        except OSError as exc:
            self._protected.add(path)
            return (
                f"{path.name}: {problem}; it could not be moved aside "
                f"({exc.strerror or exc}) and is left untouched"
            )
        return f"{path.name}: {problem}; the file was kept as {aside.name}"


def is_our_file(name: str) -> bool:
    """A file the table writes (its leftover temporary files may be removed)."""
    return name in OUR_FILES or is_save_file(name)


__all__ = [
    "DEFAULT_PLAYER_NAMES",
    "OUR_FILES",
    "SETTINGS_FILE",
    "SETTINGS_SCHEMA_VERSION",
    "Settings",
    "Store",
    "is_our_file",
]
