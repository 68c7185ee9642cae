"""The registry of the games the table plays: one package per game
(``napoleon_gui/games/<game>/``: projection, decision panels, side panels, texts, result and
score sheet), each registering its ``GameUi`` here. Adding a game means one new package and
one line in ``_load``; the window and the controller never grow a branch per game.

A game package never imports another game (checked by import-linter).
"""

from __future__ import annotations

from ..controllers.game_ui import GameUi

_UIS: dict[str, GameUi] = {}


def register(ui: GameUi) -> None:
    _UIS[ui.name] = ui


def _load() -> None:
    if _UIS:
        return
    from . import belote, mustfollow, napoleon, rettler  # each package registers itself

    for package in (napoleon, rettler, belote, mustfollow):
        register(package.UI)


def ui_for(game: str) -> GameUi:
    """The game's ``GameUi`` (KeyError naming the known games for an unknown one)."""
    _load()
    try:
        return _UIS[game]
    except KeyError:
        raise KeyError(
            f"no table for the game {game!r}; known: {', '.join(table_games())}"
        ) from None


def all_uis() -> list[GameUi]:
    """Every game's UI, Napoleon first."""
    return [ui_for(name) for name in table_games()]


def table_games() -> list[str]:
    """The games the table can show, Napoleon first (the new-game dialog lists them)."""
    _load()
    return ["napoleon", *sorted(name for name in _UIS if name != "napoleon")]
