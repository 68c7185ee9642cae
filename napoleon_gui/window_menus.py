"""The main window's menu bar and toolbar, built in the current language (and built again
when the language changes).

``build_menus(window)`` keeps each action in ``window._actions`` by its string key (also its
object name: tests find them there), the Game ▸ Resume saved game menu in
``window.resume_menu`` and the toolbar in ``window.toolbar``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from napoleon_gui.games import add_menus as add_game_menus
from napoleon_gui.i18n import tr
from napoleon_gui.resume_menu import fill_resume_menu

if TYPE_CHECKING:
    from napoleon_gui.app import MainWindow


def _action(
    window: MainWindow, key: str, slot: Any, shortcut: str | None = None, checkable: bool = False
) -> QAction:
    action = QAction(tr(key), window)
    action.setObjectName(key)
    if shortcut:
        action.setShortcut(QKeySequence(shortcut))
    action.setCheckable(checkable)
    action.triggered.connect(slot)
    window._actions[key] = action
    return action


# deal records (and the review a record opens) are imported when first used
def _open_record(window: MainWindow) -> None:
    from napoleon_gui.dialogs.records import open_record

    open_record(window)


def _export_deal(window: MainWindow) -> None:
    from napoleon_gui.dialogs.records import export_deal

    export_deal(window)


def _show_about(window: MainWindow) -> None:
    from napoleon_gui.dialogs.about import show_about

    show_about(window)


def _claim(window: MainWindow, conceded: int) -> None:
    """Issue 25: the human claims all the tricks left but ``conceded`` (checked off the GUI
    thread; the engine's answer goes to the status line)."""
    window.controller.claim(conceded)


#: the claim's entries (issue 25): Game ▸ Claim the rest, Claim all but… ▸ one to three
CLAIM_ACTIONS = ("act_claim", "act_claim_but_1", "act_claim_but_2", "act_claim_but_3")


def refresh_claims(window: MainWindow) -> None:
    """Issue 25: the claim's entries are enabled only in a game that takes claims
    (``GameSpec.claims``; the co-op game, whose table wins together, has none): disabled,
    their tooltip says why, as Undo's does. While the player's claim is being checked they
    wait for the answer (claimw25), their tooltip saying so."""
    from napoleon_gui.controllers.claims import checking

    match = window.controller.match
    allowed = match is None or bool(getattr(match.game, "claims", False))
    busy = allowed and checking(window.controller)
    # "": Qt's own tooltip, the entry's name
    tip = tr("claim_no_game") if not allowed else tr("claim_checking") if busy else ""
    for key in CLAIM_ACTIONS:
        action = window._actions.get(key)
        if action is None:
            continue
        action.setEnabled(allowed and not busy)
        action.setToolTip(tip)
        for menu in action.associatedObjects():  # Claim all but…, the submenu itself
            if isinstance(menu, QMenu) and menu.objectName() == "menu_claim_but":
                menu.menuAction().setEnabled(allowed and not busy)
                menu.menuAction().setToolTip(tip)


def build_menus(window: MainWindow) -> None:
    """File, Game, Options, the games' own menus, Help; the toolbar."""
    w = window
    w._actions = {}
    saves, results, options = w.saves_flow, w.results, w.options
    bar = w.menuBar()
    bar.clear()
    file_menu = bar.addMenu(tr("menu_file"))  # deal records (#13)
    file_menu.addAction(_action(w, "act_open_record", lambda: _open_record(w), "Ctrl+O"))
    file_menu.addAction(_action(w, "act_export_deal", lambda: _export_deal(w), "Ctrl+E"))
    game = bar.addMenu(tr("menu_game"))
    game.addAction(_action(w, "act_new_game", saves.new_game_dialog, "Ctrl+N"))
    w.resume_menu = game.addMenu(tr("menu_resume"))  # one entry per saved game
    w.resume_menu.setObjectName("menu_resume")
    fill_resume_menu(w.resume_menu, list(saves.saves.values()), saves.resume_saved)
    game.addAction(_action(w, "act_score_sheet", results.show_score_sheet, "Ctrl+S"))
    game.addAction(_action(w, "act_statistics", results.show_statistics))
    game.addAction(_action(w, "act_undo", w.undo, "Ctrl+Z"))
    game.setToolTipsVisible(True)  # issue 25: a disabled Undo says why
    last = _action(w, "act_last_trick", w.scene.trick_display.toggle, "L")
    last.setEnabled(w.scene.trick_display.last is not None)  # none yet this deal
    game.addAction(last)
    # issue 25: claim — the rest of the tricks, or all but one to three of them
    game.addAction(_action(w, "act_claim", lambda: _claim(w, 0), "Ctrl+K"))
    claim_but = game.addMenu(tr("menu_claim_but"))
    claim_but.setObjectName("menu_claim_but")
    for n in (1, 2, 3):
        claim_but.addAction(_action(w, f"act_claim_but_{n}", lambda _=False, n=n: _claim(w, n)))
    refresh_claims(w)  # disabled where the game has no claims
    # end of issue 25: claim
    game.addSeparator()
    game.addAction(_action(w, "act_quit", w.close, "Ctrl+Q"))
    options_menu = bar.addMenu(tr("menu_options"))
    hint = _action(w, "act_hint_mode", options.toggle_hint_mode, "Ctrl+H", checkable=True)
    options_menu.addAction(hint)
    options_menu.addAction(_action(w, "act_hint_now", w.controller.show_hint, "H"))
    options_menu.addAction(_action(w, "act_settings", options.settings_dialog))
    # the window's own action (the dock's toggleViewAction loses its shortcut while the
    # dock is hidden, so F9 could not bring it back)
    tracker = _action(w, "act_card_tracker", options.toggle_card_tracker, checkable=True)
    tracker.setChecked(w.settings.card_tracker)
    options_menu.addAction(tracker)
    side = _action(w, "act_side_panel", options.toggle_side_panel, "F9", checkable=True)
    side.setChecked(not w.dock.isHidden())
    options_menu.addAction(side)
    add_game_menus(w, bar)  # menus of their own (the must-follow puzzle)
    help_menu = bar.addMenu(tr("menu_help"))
    help_menu.addAction(_action(w, "act_rules", lambda: w.open_rule(""), "F1"))
    help_menu.addSeparator()
    help_menu.addAction(_action(w, "act_about", lambda: _show_about(w)))
    toolbar = getattr(w, "toolbar", None) or w.addToolBar("main")
    toolbar.setObjectName("toolbar")
    toolbar.clear()
    w.toolbar = toolbar
    for key in (
        "act_new_game",
        "act_hint_mode",
        "act_undo",
        "act_score_sheet",
        "act_last_trick",
        "act_rules",
        "act_side_panel",
    ):
        toolbar.addAction(w._actions[key])
    w.refresh_undo()  # issue 25: enabled only when there is something to take back
