"""Strings of the main window (English / Japanese)."""

from napoleon_gui.i18n import register

#: the main window's title (and the title of its resume question)
WINDOW_TITLE = "Napoleon Table"


def register_window_strings() -> None:
    register({
        "menu_game": {"en": "&Game", "ja": "ゲーム(&G)"},
        "menu_options": {"en": "&Options", "ja": "オプション(&O)"},
        "menu_help": {"en": "&Help", "ja": "ヘルプ(&H)"},
        "act_new_game": {"en": "New game…", "ja": "新しいゲーム…"},
        "act_score_sheet": {"en": "Score sheet", "ja": "得点表"},
        "act_undo": {"en": "Undo my last card", "ja": "最後のカードを戻す"},
        "act_quit": {"en": "Quit", "ja": "終了"},
        "act_hint_mode": {"en": "Hint mode", "ja": "ヒントモード"},
        "act_hint_now": {"en": "Show a hint", "ja": "ヒントを表示"},
        "act_settings": {"en": "Settings…", "ja": "設定…"},
        "act_rules": {"en": "Rules", "ja": "ルール"},
        "act_side_panel": {"en": "Side panel", "ja": "サイドパネル"},
        "act_statistics": {"en": "Statistics…", "ja": "成績…"},
        "act_card_tracker": {"en": "Card tracker", "ja": "カードトラッカー"},
        "statistics_problem": {"en": "Statistics: {problem}", "ja": "成績: {problem}"},
        "abandon_title": {"en": "New game", "ja": "新しいゲーム"},
        "abandon_question": {"en": "A deal is in progress. Abandon it and start a new game?",
                             "ja": "ディールの途中です。中断して新しいゲームを始めますか?"},
        "status_your_decision_below": {"en": "Your decision: choose below the table.",
                                       "ja": "あなたの番です。テーブルの下で選んでください。"},
        "settings_problem": {"en": "Your settings file could not be read ({problem}); it was "
                                   "kept aside and the defaults are used.",
                             "ja": "設定ファイルを読めませんでした({problem})。ファイルは別名で"
                                   "保存し、初期設定を使います。"},
        "autosave_problem": {"en": "The saved game could not be read ({problem}); it was kept "
                                   "aside.",
                             "ja": "保存されたゲームを読めませんでした({problem})。ファイルは"
                                   "別名で保存しました。"},
        "autosave_failed": {"en": "The game could not be saved: {problem}",
                            "ja": "ゲームを保存できませんでした: {problem}"},
        "resume_question": {"en": "A game in progress was saved. Resume it?",
                            "ja": "途中のゲームが保存されています。続けますか?"},
        "status_game_over": {"en": "The game is over. Start a new game from the Game menu.",
                             "ja": "ゲーム終了です。ゲームメニューから新しいゲームを"
                                   "始めてください。"},
        "undo_unavailable": {"en": "Undo is available in practice mode, for your last card of "
                                   "this deal.",
                             "ja": "練習モードでは、このディールで最後に出したカードを戻せます。"},
    })
