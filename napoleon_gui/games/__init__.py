"""The registry of the games the table plays: one package per game
(``napoleon_gui/games/<game>/``: projection, decision panels, side panels, texts, result and
score sheet), each with its ``GameUi``. Adding a game means one new package and one line in
``napoleon_gui.game_packages.PACKAGES`` (a Qt-free list the saves read too); the window and
the controller never grow a branch per game. A game kept outside the program (a test's, a
plug-in) is named with its engine package in ``NAPOLEON_TABLE_GAMES``
(``engine.registry.extra_game_modules``) instead.

A game's package is imported when the game is first needed (``ui_for``): the first screen
needs Napoleon's alone, and the others would only slow the start. A game package never
imports another game (checked by import-linter).
"""

from __future__ import annotations

import importlib
import sys
from typing import TYPE_CHECKING, cast

from engine.core import View

from ..controllers.game_ui import GameUi, ViewT
from ..game_packages import DEFAULT_GAME, PACKAGES

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenuBar

    from ..controllers.game_ui import TableHost

#: menus a game keeps in the menu bar whatever is played (Puzzle): modules light enough to
#: import at start-up, each with ``add_menus(host, bar)``
_MENUS = ("napoleon_gui.games.mustfollow.menu",)

# a game's UI is only ever given its own game's views (the deal in play is of that game),
# so the window and the controller hold it as a ``GameUi[View]``
_UIS: dict[str, GameUi[View]] = {}


def register(ui: GameUi[ViewT]) -> None:
    _UIS[ui.name] = cast(GameUi[View], ui)


def _load_extra() -> None:
    """Register the ``UI`` of each table module ``NAPOLEON_TABLE_GAMES`` names (once; its
    engine package is already registered by ``engine.registry``)."""
    global _extra_loaded
    if _extra_loaded:
        return
    _extra_loaded = True
    from engine.registry import extra_game_modules

    for _engine_module, table_module in extra_game_modules():
        if not table_module:
            continue
        try:
            ui = importlib.import_module(table_module).UI
        except (ImportError, AttributeError) as exc:  # a one-line message; the table goes on
            print(f"NAPOLEON_TABLE_GAMES: {table_module!r} is left out: {exc}", file=sys.stderr)
            continue
        assert isinstance(ui, GameUi)
        register(ui)


_extra_loaded = False


def ui_for(game: str) -> GameUi[View]:
    """The game's ``GameUi`` (KeyError naming the known games for an unknown one); its
    package is imported the first time (registering its projection and texts)."""
    _load_extra()
    if game not in _UIS and game in PACKAGES:
        ui = importlib.import_module(PACKAGES[game]).UI
        assert isinstance(ui, GameUi)
        register(ui)
    try:
        return _UIS[game]
    except KeyError:
        raise KeyError(
            f"no table for the game {game!r}; known: {', '.join(table_games())}"
        ) from None


def all_uis() -> list[GameUi[View]]:
    """Every game's UI, the default game first (imports every game package)."""
    return [ui_for(name) for name in table_games()]


def table_games() -> list[str]:
    """The games the table can show, the default game first (the new-game dialog lists
    them); imports none of them (but those of ``NAPOLEON_TABLE_GAMES``)."""
    _load_extra()
    return [DEFAULT_GAME, *sorted(n for n in {*PACKAGES, *_UIS} if n != DEFAULT_GAME)]


def add_menus(host: TableHost, bar: QMenuBar) -> None:
    """Add the games' own menus to ``bar`` (``_MENUS``)."""
    for module in _MENUS:
        importlib.import_module(module).add_menus(host, bar)
