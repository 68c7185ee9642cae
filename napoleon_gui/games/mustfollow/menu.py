"""The Puzzle menu, in the menu bar whatever is being played. Light on purpose: the window
builds it at start-up, and the game itself (``ui.py``: the engine's solver, the panels) is
imported only when one of its actions is chosen."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenuBar

from napoleon_gui.games.mustfollow import texts as _texts  # noqa: F401  (registers the texts)
from napoleon_gui.i18n import tr

if TYPE_CHECKING:
    from napoleon_gui.controllers.game_ui import TableHost


def add_menus(host: TableHost, bar: QMenuBar) -> None:
    """Puzzle ▸ New puzzle…, Today's puzzle, Give up, Puzzle statistics."""
    menu = bar.addMenu(tr("menu_puzzle"))

    def action(key: str, slot: Callable[[], object]) -> QAction:
        act = QAction(tr(key), host.main_window())
        act.setObjectName(key)
        act.triggered.connect(slot)
        menu.addAction(act)
        return act

    action("act_puzzle_new", lambda: _new_puzzle(host))
    action("act_puzzle_daily", lambda: _daily_puzzle(host))
    action("act_puzzle_give_up", _give_up)
    action("act_puzzle_stats", lambda: _show_stats(host))


def _new_puzzle(host: TableHost) -> None:
    from napoleon_gui.games.mustfollow.ui import new_puzzle_dialog

    new_puzzle_dialog(host)


def _daily_puzzle(host: TableHost) -> None:
    from napoleon_gui.games.mustfollow.puzzle import daily_number, start_puzzle

    start_puzzle(host.controller, daily_number(), winnable_only=True)


def _give_up() -> None:
    from napoleon_gui.games.mustfollow.ui import UI

    if UI.panel is not None:
        UI.panel.give_up()


def _show_stats(host: TableHost) -> None:
    from napoleon_gui.games.mustfollow.ui import show_stats

    show_stats(host)
