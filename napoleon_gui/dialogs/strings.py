"""Strings of the application dialogs (new game, settings), English and Japanese."""

from __future__ import annotations

from napoleon_gui.i18n import N_, Entry, register

_STRINGS: dict[str, Entry] = {
    "dlg_set_title": N_("Settings"),
    "dlg_set_language": N_("Language"),
    "dlg_set_speed": N_("Animation speed"),
    "dlg_speed_instant": N_("Instant"),
    "dlg_speed_fast": N_("Fast"),
    "dlg_speed_normal": N_("Normal"),
    "dlg_speed_slow": N_("Slow"),
    "dlg_set_pace": N_("Pause after each AI card"),
    "dlg_set_pace_suffix": N_(" ms"),
    "dlg_set_preset": N_("Default rules"),
    "dlg_set_names": N_("Player names"),
    "dlg_set_seat": N_("Seat {n}"),
    "dlg_set_play": N_("Playing cards"),
    "dlg_set_click": N_("A click on a card"),
    "dlg_click_single": N_("plays it"),
    "dlg_click_select_then_play": N_("chooses it; a second click plays it"),
    "dlg_set_trick_pause": N_("Pause on a finished trick"),
    "dlg_set_auto_last": N_("Play my last card automatically"),
    "dlg_set_auto_forced": N_("Play a card automatically when it is the only one I may play"),
    "dlg_set_keep_tricks": N_("Leave each finished trick on the table until I click"),
    "dlg_set_tracker": N_("Show the card tracker (cards played, point cards still out)"),
    # issue 25: undo
    "dlg_set_allow_undo": N_(
        "Allow undo of my moves in every game (a deal where I undo counts as practice)"
    ),
    # issue 25: comfort
    "dlg_set_look": N_("Cards and table"),
    "dlg_set_card_size": N_("Card size"),
    "dlg_card_size_small": N_("Small"),
    "dlg_card_size_normal": N_("Normal"),
    "dlg_card_size_large": N_("Large"),
    "dlg_set_four_colour": N_("Four-colour deck (♦ blue, ♣ green)"),
    "dlg_set_high_contrast": N_("High-contrast table"),
    "dlg_set_restart_note": N_("The language changes when you press OK."),
    "dlg_ng_title": N_("New game"),
    "dlg_ng_game": N_("Game"),
    "dlg_ng_preset": N_("Rules"),
    "dlg_ng_players": N_("Players"),
    "dlg_ng_players_n": N_("{n} players"),
    "dlg_ng_you": N_("Your seat"),
    "dlg_ng_watch": N_("None — watch the AI play"),
    "dlg_ng_seat": N_("Seat {n}"),
    "dlg_ng_col_seat": N_("Seat"),
    "dlg_ng_col_name": N_("Name"),
    "dlg_ng_col_level": N_("AI level"),
    "dlg_ng_human": N_("You"),
    "dlg_level_random": N_("Random"),
    "dlg_level_easy": N_("Easy"),
    "dlg_level_normal": N_("Normal"),
    "dlg_level_strong": N_("Strong"),
    "dlg_level_expert": N_("Expert"),  # issue 23.6 (expert23): the strong search, 4× longer
    "dlg_ng_seed": N_("Shuffle number"),
    "dlg_ng_rules_link": N_("Read its rules ({rule})"),
    "dlg_ng_seed_hint": N_("blank = random"),
    "dlg_ng_practice": N_("Practice mode (you may undo your moves; not counted in statistics)"),
    "dlg_ng_start": N_("Start"),
    "dlg_ng_refused": N_("These rules cannot be played together: {problem}"),
}

register(_STRINGS)
