"""The games the table plays and where each one's table package is, importing none of them.

No Qt and no game here: the saves, the statistics and the game configuration read this list
at start-up, and a game's package is imported only when the game is first played
(``napoleon_gui.games.ui_for``). Adding a game is one line in ``PACKAGES`` (and its engine
package in ``engine.registry``); a game's modes (a kind of match with its own save, e.g. the
co-op game's one-player puzzle) are declared in ``MODES`` beside it.
"""

from __future__ import annotations

from dataclasses import dataclass

#: each game's module holding its ``UI`` (a ``GameUi``); the first is the default game (the
#: table's first screen, the new-game dialog's first entry)
PACKAGES = {
    "napoleon": "napoleon_gui.games.napoleon",
    "belote": "napoleon_gui.games.belote",
    "mustfollow": "napoleon_gui.games.mustfollow.ui",
    "rettler": "napoleon_gui.games.rettler",
}

#: the game a fresh table starts with and every "no game chosen yet" falls back to
DEFAULT_GAME = next(iter(PACKAGES))


@dataclass(frozen=True)
class ModeEntry:
    """A mode of a game: matches of their own kind, saved in their own file
    (``autosave-<mode>.json``)."""

    #: the game it plays
    game: str
    #: the one table size that plays it (the must-follow puzzle: one player, M-1P)
    players: int
    #: the game package's module that registers it (``saves.register_mode``), imported when
    #: a save of the mode is restored
    module: str
    #: its deals are counted by the mode itself, never in the table's statistics
    own_statistics: bool = True


#: the modes, by the name of their save
MODES: dict[str, ModeEntry] = {
    "puzzle": ModeEntry("mustfollow", 1, "napoleon_gui.games.mustfollow.puzzle"),
}


#: the module reading the schema-1 ``autosave.json`` (``read_legacy(path)``): that file
#: held the one game the table played then, Napoleon, so the migration is Napoleon's
LEGACY_SAVE_READER = "napoleon_gui.games.napoleon.legacy_save"


def table_games() -> list[str]:
    """The games the table can show, the default game first, the others by name."""
    return [DEFAULT_GAME, *sorted(name for name in PACKAGES if name != DEFAULT_GAME)]


def mode_of(game: str, players: int) -> str | None:
    """The mode a table of ``players`` playing ``game`` is (the puzzle), else None."""
    for name, mode in MODES.items():
        if mode.game == game and mode.players == players:
            return name
    return None


def save_kinds() -> tuple[str, ...]:
    """Every kind of save: one per game, then one per mode."""
    return (*table_games(), *MODES)


__all__ = [
    "DEFAULT_GAME",
    "LEGACY_SAVE_READER",
    "MODES",
    "PACKAGES",
    "ModeEntry",
    "mode_of",
    "save_kinds",
    "table_games",
]
