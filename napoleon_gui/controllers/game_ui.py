"""The typed interfaces between the window, the controller and one game's table package.

``GameUi`` is what the window and the controller need of a game besides its table projection:
the decision panel for each phase, the deal result, the score sheet's notation, the rules
viewer and the words for actions and hints. Each game package (``napoleon_gui/games/<game>/``)
subclasses it and registers it in ``napoleon_gui/games/__init__.py``.

``TableHost`` is what a game package may use of the main window; the window implements it.
Neither side imports the other's private functions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from PySide6.QtWidgets import QDialog, QMainWindow, QVBoxLayout, QWidget

from engine.actions import Action, Discard, PlayCard
from engine.core import View
from engine.events import TrickWon
from engine.match import Match, ScoreRow

from ..i18n import N_, register
from ..widgets.decision import DecisionArea, DecisionPanel

# the heading over a game's variants in the New game dialog's list (the books' chapter 6)
register({"dlg_ng_variants": N_("Variants (chapter 6)")})

if TYPE_CHECKING:
    from collections.abc import Callable

    from pydantic import BaseModel

    from ..animation.queue import AnimationQueue
    from ..settings import Store
    from ..table.scene import TableScene
    from .game import GameController


class RulesWindow(Protocol):
    """A game's rules viewer: ``show_rule`` jumps to a rule ID (True when it has it)."""

    def show_rule(self, rule_id: str) -> bool: ...

    def show(self) -> None: ...


@dataclass(frozen=True)
class PresetNote:
    """How the New game dialog lists a preset: under the heading ``group`` ("": the game's
    own rule sets, listed first), with ``description`` (one line under the list, in the UI
    language) and ``rule_id``, the rule whose text a link opens ("": no link)."""

    group: str = ""
    description: str = ""
    rule_id: str = ""


@dataclass(frozen=True)
class RuleToggle:
    """A rule the player may switch on or off in New game whatever the preset (when the
    engine accepts the preset with it flipped): ``field`` of the game's rules, ``label``
    (the check box), ``description`` (its tooltip), ``rule_id`` (its rule link) and
    ``title_part`` (added to the preset's title when the match changes it), all in the UI
    language."""

    field: str
    label: str
    description: str
    rule_id: str
    title_part: str
    #: the field's values with the box clear and ticked (a choice of two words, such as
    #: Belote's direction of play, B-VAR-1; issue 25: table25)
    values: tuple[Any, Any] = (False, True)


def variant_note(rule_id: str, description: str = "", own_key: str = "") -> PresetNote:
    """A preset's note in the New game dialog, the same for every game with a chapter 6:
    a variant (``rule_id`` not "") is listed under the "Variants (chapter 6)" heading with
    its line and a link to its rule; a rule set of the game's own comes first, with the
    text registered as ``own_key`` (none when there is no such text)."""
    from ..i18n import tr

    if not rule_id:
        text = tr(own_key) if own_key else ""
        return PresetNote(description="" if text == own_key else text)
    return PresetNote(group=tr("dlg_ng_variants"), description=description, rule_id=rule_id)


class TableHost(Protocol):
    """What a game package may use of the main window."""

    controller: GameController
    scene: TableScene
    queue: AnimationQueue
    decisions: DecisionArea
    store: Store

    def main_window(self) -> QMainWindow: ...

    def panel_layout(self) -> QVBoxLayout:
        """The side panel's layout, where a game adds its own widgets."""

    def show_refusal(self, text: str) -> None:
        """Show why an input was refused (rule IDs become links to the rules viewer)."""

    def set_status(self, text: str) -> None: ...

    def report(self, text: str) -> None: ...

    def open_rule(self, rule_id: str) -> None: ...

    def undo(self) -> None: ...

    def show_decision(self, panel: DecisionPanel) -> None:
        """Put ``panel`` up in the decision area; its choice goes to the controller."""

    def open_app_dialog(self, dialog: QDialog) -> None:
        """Open an application dialog window-modally; the game pauses until it closes."""


#: the view type a game's UI is given (its game's view, e.g. ``NapoleonView``)
ViewT = TypeVar("ViewT", bound=View)


class GameUi(Generic[ViewT]):
    """One game's parts of the window (``GameUi[BeloteView]``: it is given Belote's views).
    Every method has a neutral default."""

    name = ""
    # --- statistics (gui-seams, issue 26) ---
    #: its deals have a contract a side holds and makes (the statistics window's Contracts
    #: and Made columns); the co-operative game has none
    has_contracts = True
    # --- the decision area's place (issue 25: glyph25) ---
    #: the fixed height in pixels of the place under the table where the game's panels and
    #: refusals show: its largest panel's, so that no empty band shows under a smaller game's
    #: panels and the table still keeps its scale while panels come and go (what is taller,
    #: a refusal over a panel, scrolls inside it)
    decision_box_height = 240

    # --- decisions (on the table, in the decision area) ---------------------------------
    def decision_panel(self, host: TableHost, phase: str, view: ViewT) -> DecisionPanel | None:
        """The panel for the human's decision in ``phase`` (None: decided on the table
        itself, e.g. by clicking cards)."""
        return None

    def choice_panel(
        self, host: TableHost, view: ViewT, options: list[Action]
    ) -> DecisionPanel | None:
        """One card (or selection) allows several plays: the panel that picks one."""
        return None

    # --- windows the player opens -------------------------------------------------------
    def result_extras(self, host: TableHost, match: Match, row: ScoreRow) -> QWidget | None:
        """What the game shows below the shared deal-result window's figures (e.g. the
        table a multiplier was read from, the puzzle's statistics); None: nothing."""
        return None

    def sheet_text(self, kind: str, value: Any, params: BaseModel, players: int) -> str | None:
        """A score-sheet value (``engine.score_sheet``: kind ``contract``, ``cards`` ...) in
        the game's own notation; None: the sheet's shared wording."""
        return None

    def rules_viewer(self, parent: QWidget, rules: BaseModel) -> RulesWindow:
        raise NotImplementedError

    def rule_text(self, rule_id: str) -> tuple[str, str] | None:
        """The title and text of the rule ``rule_id`` under the game's standard rules, in the
        UI language, for another game whose rules inherit it (Rettler's ``N-`` rules, through
        ``games.ui_for``); None: no rule of this game."""
        return None

    # --- words --------------------------------------------------------------------------
    def preset_note(self, preset: str, params: BaseModel) -> PresetNote:
        """How the New game dialog lists ``preset`` (its group, a line about it, a rule)."""
        return PresetNote()

    def rule_toggles(self) -> tuple[RuleToggle, ...]:
        """The rules New game offers to switch on any preset (in the UI language)."""
        return ()

    def rules_title(self, rules: BaseModel) -> str:
        """The title of a match's rules in the UI language: its preset's title, then each
        toggle the match changed (``Rule book + reverse all-take``)."""
        from engine.presets import changes_from
        from engine.registry import get_game

        from ..widgets.words import preset_title

        name = str(getattr(rules, "name", ""))
        title = preset_title(self.name, name, str(getattr(rules, "title", "")))
        try:
            changes = changes_from(get_game(self.name).presets, rules)
        except KeyError:
            return title
        parts = [t.title_part for t in self.rule_toggles() if t.field in changes]
        return " + ".join([title, *parts])

    def action_text(self, action: Action, params: BaseModel | None) -> str:
        """An action in the UI language (the auction's words for calls)."""
        return action.label()

    def hint_cards(self, actions: tuple[Action, ...]) -> list[int]:
        """The cards of the human's hand that the hint's ``actions`` play or put away (marked
        on the table, issue 21): a played card, every discard of a kitty exchange. Calls
        that name a card the human does not hold (an adjutant call) mark none."""
        return [a.card for a in actions if isinstance(a, PlayCard | Discard)]

    def mark_hint(self, host: TableHost, actions: tuple[Action, ...]) -> None:
        """Mark the hint's ``actions`` on the table (``()``: take the mark away): by default
        the cards of ``hint_cards``; a game whose moves name a place rather than a card (the
        must-follow dummy's face-down cards) marks that place's item too."""
        host.scene.set_hinted(self.hint_cards(actions))

    def hint_prefix(self, view: ViewT, lang: str) -> str:
        """Text shown before the hint line (e.g. which cards are legal and why)."""
        return ""

    # --- the side panel before the first trick (issue 25: table25) ----------------------
    def phase_note(self, view: ViewT, name: Callable[[int], str]) -> str:
        """What the side panel says while no trick has been explained in the deal (Belote:
        how the bidding round on the table works, with its rule IDs; Rettler: who takes the
        kitty), seats named by ``name``; "" for nothing."""
        return ""

    # --- issue 25 (look): a hand no player holds ----------------------------------------
    def seat_name(self, seat: int, view: ViewT) -> str | None:
        """The game's own name for ``seat`` when no player's name fits it (the puzzle's
        dummy); None: the player's name."""
        return None

    def trick_text(self, event: TrickWon, view: ViewT, name: Callable[[int], str]) -> str | None:
        """Why the trick was won, with the seats' names; None: the engine's
        ``explain_trick``."""
        return None

    # --- hooks for games with their own input or panels (menus: ``games.add_menus``) -------
    def attach(self, host: TableHost) -> None:
        """A match of this game starts: add its panels and menus."""

    def detach(self, host: TableHost) -> None:
        """The match is replaced by another one: remove what ``attach`` added."""

    def card_clicked(self, host: TableHost, card: int) -> bool:
        """A card item was clicked; True when the game handled it (e.g. selecting a pair)."""
        return False

    def card_activated(self, host: TableHost, card: int) -> bool:
        """A card item was activated (double click, drag, Enter); True when handled."""
        return False

    def hint(self, controller: GameController) -> bool:
        """Give the human's hint in the game's own way (True), else ``engine.hints``."""
        return False
