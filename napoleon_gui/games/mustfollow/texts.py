"""The must-follow co-op game's and puzzle's words, English and Japanese (keys ``mf_``).

Only wording lives here: legality, goals, scores, hints and refusals come from the engine
(``engine.games.mustfollow``: ``view``, ``solver.analyse``, ``texts``, ``talk``).
"""

from __future__ import annotations

from napoleon_gui.i18n import N_, Entry, Nn_, Np_, register

STRINGS: dict[str, Entry] = {
    "mf_dummy": N_("Dummy"),
    "mf_player": N_("You"),
    "mf_tricks": N_("Tricks {n}"),
    # a hand's goal on its plate, once the trick counts or its announcement fix it
    "mf_plate_exactly": Nn_("exactly {n} trick", "exactly {n} tricks"),
    "mf_plate_none": N_("no tricks"),
    "mf_plate_goal_tip": N_("The goal this hand must reach ({rule})"),
    "mf_round": N_("Round {r} of {n}"),
    "mf_trick": N_("Trick {k} of 12"),
    "mf_puzzle_no": N_("Puzzle #{n}"),
    "mf_center_label": N_("Center card"),
    "mf_center": N_("Center card: {card}"),
    "mf_leftovers_label": N_("Round-1 last cards"),
    "mf_leftovers": N_("Round 1: {cards} · {counts}"),
    "mf_turn_up_title": N_("Lay out the dummy: turn up one card of each suit"),
    "mf_turn_up_prompt": N_(
        "Click one of the dummy's face-down cards of each suit (top row of "
        "the table) to turn it up (M-1P-3)."
    ),
    "mf_turn_up_left": N_("Still to turn: {suits}"),
    "mf_dummy_turn": N_("The dummy plays: click one of its cards (M-1P-4)."),
    # goal panel
    "mf_panel": N_("Goal"),
    "mf_goal_rounds": N_(
        "Each round: 8 and 4 tricks; round 2 swaps them; one round leaves ♡+♢, "
        "the other ♠+♣ ({rule})"
    ),
    "mf_goal_r1": N_(
        "Now (round 1): {a} 8 and {b} 4 tricks or the other way round; last cards ♡+♢ or ♠+♣"
    ),
    "mf_goal_r2": N_("Now (round 2): {a} {ta}, {b} {tb} tricks; last cards {pair}"),
    "mf_goal_3": N_(
        "One of you takes 8 tricks, one 4 and one none, whoever it is; your last "
        "cards and the center card all of different suits (M-GOAL-1)"
    ),
    "mf_goal_4": N_(
        "One of you takes 6 tricks, one 4, one 2 and one none, whoever it is; the "
        "four last cards all of different suits (M-GOAL-1)"
    ),
    "mf_taken_title": N_("Tricks taken"),
    "mf_open_title": N_("Suits for the last cards"),
    "mf_pair_open": N_("{pair}: still possible"),
    "mf_pair_closed": N_("{pair}: no longer possible"),
    "mf_suit_held": N_("{suit}: held by {names}"),
    "mf_suit_gone": N_("{suit}: nobody holds one"),
    "mf_score_title": N_("Score"),
    "mf_score_2p": N_(
        "rank of the 8-trick hand's round-2 last card − rank of the 4-trick "
        "hand's + 12 (M-2P-10), range {lo}–{hi}"
    ),
    "mf_score_multi": N_(
        "rank of the most-tricks player's last card − rank of the "
        "fewest-tricks player's + 12 (M-SCORE-1), range {lo}–{hi}"
    ),
    "mf_stock": N_("Stock (round 2): {counts}"),
    "mf_status_title": N_("Still winnable?"),
    "mf_status_wait": N_("thinking…"),
    "mf_status_none": N_("—"),
    "mf_talk_title": N_("Table talk"),
    "mf_talk_none": N_("(no messages yet)"),
    "mf_say": N_("Say"),
    "mf_say_help": N_(
        "Pick a message and press Say (or double-click it). Crossed-out ones are "
        "not allowed now (M-TALK-1)."
    ),
    "mf_say_first": N_(
        "Your partners wait for you (M-TALK-4): say your aim first, or play a card and "
        "they will say theirs. Pick a message and press Say (or double-click it)."
    ),
    "mf_say_pick": N_("Pick a message in the list first."),
    "mf_not_allowed": N_("{text} (not allowed now)"),
    "mf_talk_refused": N_("Refused: {reason} ({rule})"),
    "mf_hint": N_("Hint"),
    "mf_undo": N_("Undo"),
    "mf_give_up": N_("Give up"),
    "mf_solution": N_("Show solution"),
    "mf_give_up_title": N_("Give up this puzzle?"),
    "mf_give_up_question": N_(
        "Giving up ends this puzzle and counts as a lost attempt in your statistics. "
        "Show solution plays on from here without giving up. Give up now?"
    ),
    "mf_hint_wait": N_("Hint: thinking…"),
    # puzzle menu and dialog
    "menu_puzzle": N_("&Puzzle"),
    "act_puzzle_new": N_("New puzzle…"),
    "act_puzzle_daily": N_("Today's puzzle"),
    "act_puzzle_give_up": N_("Give up"),
    "act_puzzle_stats": N_("Puzzle statistics"),
    "mf_new_title": N_("New must-follow puzzle"),
    "mf_numbered": N_("Numbered deal"),
    "mf_daily": N_("Today's deal (#{n})"),
    "mf_winnable_only": N_("Only deals winnable with perfect information"),
    "mf_choose_up": N_("I choose the dummy's face-up cards (M-1P-3)"),
    "mf_start": N_("Start"),
    # result and statistics
    "mf_result_title": N_("Result"),
    "mf_won": N_("Won! Score {score}"),
    "mf_lost": N_("Not this time ({rule})"),
    "mf_gave_up": N_("Given up"),
    "mf_round_row": N_("Round {r}: tricks {taken}, last cards {cards} — {ok}"),
    "mf_ok": N_("met"),
    "mf_not_ok": N_("not met"),
    "mf_line_exists": N_(
        "A winning line existed (with every card known). Step through it on the table:"
    ),
    "mf_line_searching": N_("Looking for a winning line (with every card known)…"),
    "mf_line_none": N_("Even with every card known this deal could not be won."),
    "mf_line_unknown": N_("Whether this deal could be won is unknown (search budget)."),
    "mf_prev": N_("◀ Back"),
    "mf_next": N_("Next ▶"),
    "mf_step": N_("Move {i} of {n}"),
    "mf_stats": N_(
        "Attempts {attempts} · wins {wins} · best score {best} · streak {streak} "
        "(best {best_streak})"
    ),
    "mf_stats_problem": N_("Puzzle statistics: {problem}"),
    "mf_next_puzzle": N_("Next puzzle"),
    "mf_close": Np_("mf_close", "Close"),
    "mf_rules_title": N_("Must-follow rules"),
}

register(STRINGS)
