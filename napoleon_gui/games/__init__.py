"""The registry of the games the table plays: one package per game
(``napoleon_gui/games/<game>/``: projection, decision panels, side panels, texts, result and
score sheet), each with its ``GameUi``. Adding a game means one new package and one line in
``napoleon_gui.game_packages.PACKAGES`` (a Qt-free list the saves read too); the window and
the controller never grow a branch per game.

A game's package is imported when the game is first needed (``ui_for``): the first screen
needs Napoleon's alone, and the others would only slow the start. A game package never
imports another game (checked by import-linter).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from ..controllers.game_ui import GameUi
from ..game_packages import DEFAULT_GAME, PACKAGES

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenuBar

    from ..controllers.game_ui import TableHost

#: menus a game keeps in the menu bar whatever is played (Puzzle): modules light enough to
#: import at start-up, each with ``add_menus(host, bar)``
_MENUS = ("napoleon_gui.games.mustfollow.menu",)

_UIS: dict[str, GameUi] = {}


def register(ui: GameUi) -> None:
    _UIS[ui.name] = ui


def ui_for(game: str) -> GameUi:
    """The game's ``GameUi`` (KeyError naming the known games for an unknown one); its
    package is imported the first time (registering its projection and texts)."""
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


def all_uis() -> list[GameUi]:
    """Every game's UI, the default game first (imports every game package)."""
    return [ui_for(name) for name in table_games()]


def table_games() -> list[str]:
    """The games the table can show, the default game first (the new-game dialog lists
    them); imports none of them."""
    return [DEFAULT_GAME, *sorted(n for n in {*PACKAGES, *_UIS} if n != DEFAULT_GAME)]


def add_menus(host: TableHost, bar: QMenuBar) -> None:
    """Add the games' own menus to ``bar`` (``_MENUS``)."""
    for module in _MENUS:
        importlib.import_module(module).add_menus(host, bar)
