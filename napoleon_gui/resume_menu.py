"""Game ▸ Resume saved game: one entry per saved game (game, players, deal number, when it
was saved), the most recent first; and the words of the resume question at start."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from engine.registry import get_game
from napoleon_gui.i18n import N_, register, tr
from napoleon_gui.saves import Autosave
from napoleon_gui.widgets.words import game_title as game_title_in_words

register(
    {
        "menu_resume": N_("Resume saved game"),
        "resume_none": N_("(no saved game)"),
        "resume_entry": N_("{game}, {players} — deal {deal} — saved {saved}"),
        "resume_players": N_("{n} players"),
        "resume_one_player": N_("1 player"),
        "resume_puzzle": N_("Must-follow puzzle no. {number}"),
        "resume_game_mustfollow": N_("Co-op must-follow"),
        "resume_question_game": N_("A game in progress was saved:\n{what}\n\nResume it?"),
        "resume_not_found": N_("The saved game is no longer there."),
    }
)


def game_title(autosave: Autosave) -> str:
    """The game (or the puzzle and its number) in the UI language."""
    if autosave.mode == "puzzle":
        number = autosave.mode_data.get("current", "?")
        return tr("resume_puzzle", number=number)
    for key in (f"dlg_game_{autosave.game}", f"resume_game_{autosave.game}"):
        text = tr(key)
        if text != key:
            return text
    # a game whose table texts are not loaded yet: the engine's catalogue names it
    return game_title_in_words(autosave.game, get_game(autosave.game).title)


def describe(autosave: Autosave) -> str:
    """``Belote, 4 players — deal 3 — saved 2025-05-01 14:22``."""
    try:
        saved = datetime.fromisoformat(autosave.saved_at).strftime("%Y-%m-%d %H:%M")
    except ValueError:
        saved = autosave.saved_at
    players = (
        tr("resume_one_player")
        if autosave.players == 1
        else tr("resume_players", n=autosave.players)
    )
    return tr(
        "resume_entry",
        game=game_title(autosave),
        players=players,
        deal=autosave.deal_number,
        saved=saved,
    )


def fill_resume_menu(menu: QMenu, saves: list[Autosave], resume: Callable[[str], None]) -> None:
    """Put one action per save in ``menu`` (object name ``act_resume_<kind>``);
    ``resume(kind)`` when one is chosen."""
    menu.clear()
    if not saves:
        empty = menu.addAction(tr("resume_none"))
        empty.setEnabled(False)
        return
    for autosave in sorted(saves, key=lambda s: s.saved_at, reverse=True):
        action = QAction(describe(autosave), menu)
        action.setObjectName(f"act_resume_{autosave.kind}")
        action.triggered.connect(lambda _checked=False, kind=autosave.kind: resume(kind))
        menu.addAction(action)


__all__ = ["describe", "fill_resume_menu", "game_title"]
