"""Strings of the application dialogs (new game, settings), English and Japanese."""

from __future__ import annotations

from napoleon_gui.i18n import register

_STRINGS: dict[str, dict[str, str]] = {
    "dlg_set_title": {"en": "Settings", "ja": "設定"},
    "dlg_set_language": {"en": "Language", "ja": "言語"},
    "dlg_set_speed": {"en": "Animation speed", "ja": "アニメーションの速さ"},
    "dlg_speed_instant": {"en": "Instant", "ja": "なし(即時)"},
    "dlg_speed_fast": {"en": "Fast", "ja": "速い"},
    "dlg_speed_normal": {"en": "Normal", "ja": "普通"},
    "dlg_speed_slow": {"en": "Slow", "ja": "遅い"},
    "dlg_set_pace": {"en": "Pause after each AI card", "ja": "AIが1枚出すごとの間"},
    "dlg_set_pace_suffix": {"en": " ms", "ja": " ミリ秒"},
    "dlg_set_preset": {"en": "Default rules", "ja": "既定のルール"},
    "dlg_set_names": {"en": "Player names", "ja": "プレイヤー名"},
    "dlg_set_seat": {"en": "Seat {n}", "ja": "席{n}"},
    "dlg_set_play": {"en": "Playing cards", "ja": "カードの出し方"},
    "dlg_set_click": {"en": "A click on a card", "ja": "カードをクリックすると"},
    "dlg_click_single": {"en": "plays it", "ja": "すぐに出す"},
    "dlg_click_select_then_play": {"en": "chooses it; a second click plays it",
                                   "ja": "選ぶ(もう一度クリックで出す)"},
    "dlg_set_trick_pause": {"en": "Pause on a finished trick",
                            "ja": "終わったトリックを見せる時間"},
    "dlg_set_auto_last": {"en": "Play my last card automatically",
                          "ja": "最後の1枚は自動で出す"},
    "dlg_set_auto_forced": {"en": "Play a card automatically when it is the only one I may "
                                  "play",
                            "ja": "出せるカードが1枚だけのときは自動で出す"},
    "dlg_set_keep_tricks": {"en": "Leave each finished trick on the table until I click",
                            "ja": "終わったトリックをクリックするまで場に残す"},
    "dlg_set_tracker": {"en": "Show the card tracker (cards played, point cards still out)",
                        "ja": "カードトラッカーを表示(出たカード、残りの絵札)"},
    "dlg_set_restart_note": {"en": "The language changes when you press OK.",
                             "ja": "OKを押すと言語が切り替わります。"},
    "dlg_ng_title": {"en": "New game", "ja": "新しいゲーム"},
    "dlg_ng_game": {"en": "Game", "ja": "ゲーム"},
    "dlg_ng_preset": {"en": "Rules", "ja": "ルール"},
    "dlg_ng_players": {"en": "Players", "ja": "人数"},
    "dlg_ng_players_n": {"en": "{n} players", "ja": "{n}人"},
    "dlg_ng_you": {"en": "Your seat", "ja": "あなたの席"},
    "dlg_ng_watch": {"en": "None — watch the AI play", "ja": "なし — AI同士の対戦を観戦"},
    "dlg_ng_seat": {"en": "Seat {n}", "ja": "席{n}"},
    "dlg_ng_col_seat": {"en": "Seat", "ja": "席"},
    "dlg_ng_col_name": {"en": "Name", "ja": "名前"},
    "dlg_ng_col_level": {"en": "AI level", "ja": "AIの強さ"},
    "dlg_ng_human": {"en": "You", "ja": "あなた"},
    "dlg_level_random": {"en": "Random", "ja": "ランダム"},
    "dlg_level_normal": {"en": "Normal", "ja": "普通"},
    "dlg_ng_seed": {"en": "Deal seed", "ja": "配り方のシード"},
    "dlg_ng_seed_hint": {"en": "blank = random", "ja": "空欄 = ランダム"},
    "dlg_ng_practice": {"en": "Practice mode (you may take back your last card)",
                        "ja": "練習モード(最後に出したカードを戻せます)"},
    "dlg_ng_start": {"en": "Start", "ja": "開始"},
}

register(_STRINGS)
