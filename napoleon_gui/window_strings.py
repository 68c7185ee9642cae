"""Strings of the main window (English / Japanese)."""

from napoleon_gui.i18n import N_, register

#: the main window's title (and the title of its resume question)
WINDOW_TITLE = "Napoleon Table"


def register_window_strings() -> None:
    register(
        {
            # File's entries are built at start-up, the records module only when used
            "menu_file": N_("&File"),
            "act_open_record": N_("Open record…"),
            "act_export_deal": N_("Export deal…"),
            "menu_game": N_("&Game"),
            "menu_options": N_("&Options"),
            "menu_help": N_("&Help"),
            "act_new_game": N_("New game…"),
            "act_score_sheet": N_("Score sheet"),
            "act_undo": N_("Undo my last move"),
            "act_quit": N_("Quit"),
            "act_hint_mode": N_("Hint mode"),
            "act_hint_now": N_("Show a hint"),
            "act_settings": N_("Settings…"),
            "act_rules": N_("Rules"),
            # the menu entry is built at start-up, the dialog's module only when opened
            "act_about": N_("About Napoleon Table…"),
            "act_side_panel": N_("Side panel"),
            "act_statistics": N_("Statistics…"),
            "act_card_tracker": N_("Card tracker"),
            "statistics_problem": N_("Statistics: {problem}"),
            "abandon_title": N_("New game"),
            "abandon_question": N_("A deal is in progress. Abandon it and start a new game?"),
            "abandon_match_question": N_(
                "This game's running totals will be lost. Start a new game?"
            ),
            "status_your_decision_below": N_("Your decision: choose below the table."),
            "settings_problem": N_(
                "Your settings file could not be read ({problem}); it was kept "
                "aside and the defaults are used."
            ),
            "autosave_problem": N_(
                "The saved game could not be read ({problem}); it was kept aside."
            ),
            "autosave_failed": N_("The game could not be saved: {problem}"),
            "resume_question": N_("A game in progress was saved. Resume it?"),
            "status_game_over": N_("The game is over. Start a new game from the Game menu."),
            # issue 25: undo (the tooltips of Game ▸ Undo)
            "undo_off": N_(
                "Undo is off in this game: tick “Allow undo” in Settings, or start a "
                "practice game (New game)."
            ),
            "undo_deal_over": N_("The deal is over: its moves can no longer be taken back."),
            "undo_nothing_yet": N_("Nothing to undo: you have made no move in this deal yet."),
            "undo_tip": N_(
                "Take back your last move and what the others played after it; a deal "
                "with an undo counts as practice."
            ),
        }
    )
