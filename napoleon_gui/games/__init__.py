"""The registry of the games the table plays: one package per game
(``napoleon_gui/games/<game>/``: projection, decision panels, side panels, texts, result and
score sheet), each with its ``GameUi``. Adding a game means one new package and one line in
``_PACKAGES``; the window and the controller never grow a branch per game.

A game's package is imported when the game is first needed (``ui_for``): the first screen
needs Napoleon's alone, and the others would only slow the start. A game package never
imports another game (checked by import-linter).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, cast

from engine.core import View

from ..controllers.game_ui import GameUi, ViewT

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenuBar

    from ..controllers.game_ui import TableHost

#: each game's module holding its ``UI`` (a ``GameUi``), Napoleon first
_PACKAGES = {
    "napoleon": "napoleon_gui.games.napoleon",
    "belote": "napoleon_gui.games.belote",
    "mustfollow": "napoleon_gui.games.mustfollow.ui",
    "rettler": "napoleon_gui.games.rettler",
}

#: menus a game keeps in the menu bar whatever is played (Puzzle): modules light enough to
#: import at start-up, each with ``add_menus(host, bar)``
_MENUS = ("napoleon_gui.games.mustfollow.menu",)

# a game's UI is only ever given its own game's views (the deal in play is of that game),
# so the window and the controller hold it as a ``GameUi[View]``
_UIS: dict[str, GameUi[View]] = {}


def register(ui: GameUi[ViewT]) -> None:
    _UIS[ui.name] = cast(GameUi[View], ui)


def ui_for(game: str) -> GameUi[View]:
    """The game's ``GameUi`` (KeyError naming the known games for an unknown one); its
    package is imported the first time (registering its projection and texts)."""
    if game not in _UIS and game in _PACKAGES:
        ui = importlib.import_module(_PACKAGES[game]).UI
        assert isinstance(ui, GameUi)
        register(ui)
    try:
        return _UIS[game]
    except KeyError:
        raise KeyError(
            f"no table for the game {game!r}; known: {', '.join(table_games())}"
        ) from None


def all_uis() -> list[GameUi[View]]:
    """Every game's UI, Napoleon first (imports every game package)."""
    return [ui_for(name) for name in table_games()]


def table_games() -> list[str]:
    """The games the table can show, Napoleon first (the new-game dialog lists them);
    imports none of them."""
    return ["napoleon", *sorted(name for name in {*_PACKAGES, *_UIS} if name != "napoleon")]


def add_menus(host: TableHost, bar: QMenuBar) -> None:
    """Add the games' own menus to ``bar`` (``_MENUS``)."""
    for module in _MENUS:
        importlib.import_module(module).add_menus(host, bar)
