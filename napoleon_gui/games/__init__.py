"""What the window needs of each game besides its table projection: the dialog for each
decision phase, the dialog when one card allows several plays, the deal result, the score
sheet, the rules viewer and the words for actions and hints.

``ui_for(name)`` gives the game's ``GameUi``; Napoleon's is the default. A new game adds a
module here and registers it, so the window never grows a branch per game.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from engine.actions import Action


class GameUi:
    """Napoleon's dialogs; other games override what differs."""

    name = "napoleon"

    def decision_dialog(self, parent: QWidget, phase: str, view: Any,
                        names: list[str]) -> Any | None:
        """A dialog with a ``chosen`` signal for ``phase`` (None: no dialog for it)."""
        if phase in ("auction", "reverse_auction", "responsibility_stand"):
            from ..dialogs.bidding import BiddingDialog

            return BiddingDialog(view, names, parent)
        if phase == "misdeal_offer":
            from ..dialogs.misdeal import MisdealDialog

            return MisdealDialog(view, parent)
        if phase == "adjutant_call":
            from ..dialogs.adjutant import AdjutantDialog

            return AdjutantDialog(view, parent)
        if phase == "discard":
            from ..dialogs.kitty import KittyDialog

            return KittyDialog(view, parent)
        return None

    def choice_dialog(self, parent: QWidget, view: Any, options: list[Action]) -> Any:
        """One card, several plays: the joker leader names a suit (N-PLAY-4)."""
        from ..dialogs.joker_suit import JokerSuitDialog

        return JokerSuitDialog(options, parent)

    def result_dialog(self, parent: QWidget, match: Any, row: Any, names: list[str]) -> Any:
        from ..dialogs.deal_result import DealResultDialog

        return DealResultDialog(row, names, match.params, parent)

    def score_sheet(self, parent: QWidget, match: Any, names: list[str]) -> Any:
        from ..dialogs.score_sheet import ScoreSheetWindow

        return ScoreSheetWindow(match, names, parent)

    def rules_viewer(self, parent: QWidget, rules: Any) -> Any:
        from ..dialogs.rules_viewer import RulesViewer

        return RulesViewer(rules, parent)

    def action_text(self, action: Action, params: Any) -> str:
        """An action in the UI language (the auction's words for calls)."""
        from ..dialogs.strings import call_text

        return call_text(action, params) if params is not None else action.label()

    def hint_prefix(self, view: Any, lang: str) -> str:
        """Text shown before the hint line (e.g. which cards are legal and why)."""
        return ""

    # --- hooks for games with their own input, menus or panels ------------------------
    def add_menus(self, window: Any, bar: Any) -> None:
        """Menus the game keeps in the menu bar whatever is being played (e.g. Puzzle)."""
    def attach(self, window: Any) -> None:
        """A match of this game starts in ``window``: add its panels and menus."""

    def detach(self, window: Any) -> None:
        """The match is replaced by another one: remove what ``attach`` added."""

    def card_clicked(self, window: Any, card: int) -> bool:
        """A card item was clicked; True when the game handled it (e.g. selecting a pair)."""
        return False

    def card_activated(self, window: Any, card: int) -> bool:
        """A card item was activated (double click, drag, Enter); True when handled."""
        return False

    def trick_text(self, event: Any, view: Any, name: Any) -> str | None:
        """Why the trick was won, with the seats' names (``name(seat)``); None: the
        engine's ``explain_trick``."""
        return None

    def hint(self, controller: Any) -> bool:
        """Give the human's hint in the game's own way (True), else ``engine.hints``."""
        return False


_UIS: dict[str, GameUi] = {}


def register(ui: GameUi) -> None:
    _UIS[ui.name] = ui


def ui_for(game: str) -> GameUi:
    if "napoleon" not in _UIS:  # loaded (a game module may have been imported first)
        _load()
    return _UIS.get(game, _UIS["napoleon"])


def all_uis() -> list[GameUi]:
    """Every game's UI, Napoleon first."""
    return [ui_for(name) for name in table_games()]


def table_games() -> list[str]:
    """The games the table can show, Napoleon first (the new-game dialog lists them)."""
    if "napoleon" not in _UIS:  # loaded (a game module may have been imported first)
        _load()
    return ["napoleon", *sorted(name for name in _UIS if name != "napoleon")]


def _load() -> None:
    from . import (
        belote,  # noqa: F401  (each module registers itself)
        mustfollow,  # noqa: F401
        rettler,  # noqa: F401
    )

    register(GameUi())
