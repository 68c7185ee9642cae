"""The must-follow co-op game's and puzzle's words, English and Japanese (keys ``mf_``).

Only wording lives here: legality, goals, scores, hints and refusals come from the engine
(``engine.games.mustfollow``: ``view``, ``solver.analyse``, ``texts``, ``talk``).
"""

from __future__ import annotations

from napoleon_gui.i18n import register

STRINGS: dict[str, dict[str, str]] = {
    "mf_dummy": {"en": "Dummy", "ja": "ダミー"},
    "mf_player": {"en": "You", "ja": "あなた"},
    "mf_tricks": {"en": "Tricks {n}", "ja": "{n}トリック"},
    "mf_round": {"en": "Round {r} of {n}", "ja": "第{r}ラウンド / {n}"},
    "mf_trick": {"en": "Trick {k} of 12", "ja": "{k} / 12 トリック目"},
    "mf_puzzle_no": {"en": "Puzzle #{n}", "ja": "パズル #{n}"},
    "mf_center_label": {"en": "Center card", "ja": "センターカード"},
    "mf_center": {"en": "Center card: {card}", "ja": "センターカード: {card}"},
    "mf_leftovers_label": {"en": "Round-1 last cards", "ja": "第1ラウンドの残り札"},
    "mf_leftovers": {"en": "Round 1: {cards} · {counts}",
                     "ja": "第1ラウンド: {cards} · {counts}"},
    "mf_turn_up_title": {"en": "Lay out the dummy: turn up one card of each suit",
                         "ja": "ダミーを並べる: 各スート1枚ずつ表にする"},
    "mf_turn_up_prompt": {"en": "Click one of the dummy's face-down cards of each suit (top "
                                "row of the table) to turn it up (M-1P-3).",
                          "ja": "ダミー(卓の上段)の裏向きの札を、各スートから1枚ずつクリックして"
                                "表にしてください(M-1P-3)。"},
    "mf_turn_up_left": {"en": "Still to turn: {suits}", "ja": "残り: {suits}"},
    "mf_dummy_turn": {"en": "The dummy plays: click one of its cards (M-1P-4).",
                      "ja": "ダミーの番です: ダミーの札をクリック(M-1P-4)"},
    # goal panel
    "mf_panel": {"en": "Goal", "ja": "目標"},
    "mf_goal_rounds": {"en": "Each round: 8 and 4 tricks; round 2 swaps them; one round "
                              "leaves ♡+♢, the other ♠+♣ ({rule})",
                       "ja": "各ラウンド8と4トリック。第2ラウンドは入れ替え。"
                             "片方のラウンドで♡+♢、もう片方で♠+♣を残す({rule})"},
    "mf_goal_r1": {"en": "Now (round 1): {a} 8 and {b} 4 tricks or the other way round; "
                         "last cards ♡+♢ or ♠+♣",
                   "ja": "現在(第1ラウンド): {a}と{b}で8と4トリック(順不同)、残り札は♡+♢か♠+♣"},
    "mf_goal_r2": {"en": "Now (round 2): {a} {ta}, {b} {tb} tricks; last cards {pair}",
                   "ja": "現在(第2ラウンド): {a} {ta}、{b} {tb}トリック、残り札は{pair}"},
    "mf_goal_multi": {"en": "Trick counts {counts} in any order (MD-4); the last cards{center} "
                            "all of different suits (M-GOAL-1)",
                      "ja": "トリック数 {counts}(順不同、MD-4)。残り札{center}はすべて違うスート"
                            "(M-GOAL-1)"},
    "mf_with_center": {"en": " and the center card", "ja": "とセンターカード"},
    "mf_taken_title": {"en": "Tricks taken", "ja": "獲得トリック"},
    "mf_open_title": {"en": "Suits for the last cards", "ja": "残り札のスート"},
    "mf_pair_open": {"en": "{pair}: still possible", "ja": "{pair}: まだ可能"},
    "mf_pair_closed": {"en": "{pair}: no longer possible", "ja": "{pair}: もう不可能"},
    "mf_suit_held": {"en": "{suit}: held by {names}", "ja": "{suit}: {names}が保持"},
    "mf_suit_gone": {"en": "{suit}: nobody holds one", "ja": "{suit}: 誰も持っていません"},
    "mf_score_title": {"en": "Score", "ja": "得点"},
    "mf_score_2p": {"en": "rank of the 8-trick hand's round-2 last card − rank of the 4-trick "
                          "hand's + 12 (M-2P-10), range {lo}–{hi}",
                    "ja": "第2ラウンドで8トリックの手の残り札のランク − 4トリックの手の残り札の"
                          "ランク + 12(M-2P-10)、{lo}〜{hi}"},
    "mf_score_multi": {"en": "rank of the most-tricks player's last card − rank of the "
                             "fewest-tricks player's + 12 (M-SCORE-1), range {lo}–{hi}",
                       "ja": "最多トリックの人の残り札のランク − 最少トリックの人の残り札の"
                             "ランク + 12(M-SCORE-1)、{lo}〜{hi}"},
    "mf_stock": {"en": "Stock (round 2): {counts}", "ja": "山札(第2ラウンド用): {counts}"},
    "mf_status_title": {"en": "Still winnable?", "ja": "まだ達成できる?"},
    "mf_status_wait": {"en": "thinking…", "ja": "計算中…"},
    "mf_status_none": {"en": "—", "ja": "—"},
    "mf_talk_title": {"en": "Table talk", "ja": "相談"},
    "mf_talk_none": {"en": "(no messages yet)", "ja": "(まだ発言はありません)"},
    "mf_say": {"en": "Say", "ja": "発言する"},
    "mf_say_help": {"en": "Pick a message and press Say (or double-click it). Crossed-out "
                          "ones are not allowed now (M-TALK-1).",
                    "ja": "発言を選んで「発言する」を押す(ダブルクリックでも可)。"
                          "打ち消し線のものは今は不可(M-TALK-1)。"},
    "mf_say_pick": {"en": "Pick a message in the list first.",
                    "ja": "まず一覧から発言を選んでください。"},
    "mf_not_allowed": {"en": "{text} (not allowed now)", "ja": "{text}(今は不可)"},
    "mf_talk_refused": {"en": "Refused: {reason} ({rule})",
                        "ja": "発言できません: {reason}({rule})"},
    "mf_hint": {"en": "Hint", "ja": "ヒント"},
    "mf_undo": {"en": "Undo", "ja": "元に戻す"},
    "mf_give_up": {"en": "Give up", "ja": "あきらめる"},
    "mf_hint_line": {"en": "{text}. Why: {why}", "ja": "{text}。理由: {why}"},
    "mf_hint_wait": {"en": "Hint: thinking…", "ja": "ヒント: 計算中…"},
    # puzzle menu and dialog
    "menu_puzzle": {"en": "&Puzzle", "ja": "パズル(&P)"},
    "act_puzzle_new": {"en": "New puzzle…", "ja": "新しいパズル…"},
    "act_puzzle_daily": {"en": "Today's puzzle", "ja": "今日のパズル"},
    "act_puzzle_give_up": {"en": "Give up", "ja": "あきらめる"},
    "act_puzzle_stats": {"en": "Puzzle statistics", "ja": "パズルの成績"},
    "mf_new_title": {"en": "New must-follow puzzle", "ja": "新しいマストフォロー・パズル"},
    "mf_numbered": {"en": "Numbered deal", "ja": "番号付きの配り"},
    "mf_daily": {"en": "Today's deal (#{n})", "ja": "今日の配り(#{n})"},
    "mf_winnable_only": {"en": "Only deals winnable with perfect information",
                         "ja": "全札が見えれば達成できる配りだけ"},
    "mf_choose_up": {"en": "I choose the dummy's face-up cards (M-1P-3)",
                     "ja": "ダミーの表向きの札を自分で選ぶ(M-1P-3)"},
    "mf_start": {"en": "Start", "ja": "開始"},
    # result and statistics
    "mf_result_title": {"en": "Result", "ja": "結果"},
    "mf_won": {"en": "Won! Score {score}", "ja": "成功! 得点 {score}"},
    "mf_lost": {"en": "Not this time ({rule})", "ja": "失敗({rule})"},
    "mf_gave_up": {"en": "Given up", "ja": "あきらめました"},
    "mf_round_row": {"en": "Round {r}: tricks {taken}, last cards {cards} — {ok}",
                     "ja": "第{r}ラウンド: トリック {taken}、残り札 {cards} — {ok}"},
    "mf_ok": {"en": "met", "ja": "達成"},
    "mf_not_ok": {"en": "not met", "ja": "未達成"},
    "mf_line_exists": {"en": "A winning line existed (with every card known). Step through it "
                             "on the table:",
                       "ja": "全札が見えていれば勝てる手順がありました。"
                             "盤面で1手ずつ確認できます:"},
    "mf_line_searching": {"en": "Looking for a winning line (with every card known)…",
                          "ja": "全札が見えている場合の勝ち筋を探しています…"},
    "mf_line_none": {"en": "Even with every card known this deal could not be won.",
                     "ja": "全札が見えていてもこの配りは達成できませんでした。"},
    "mf_line_unknown": {"en": "Whether this deal could be won is unknown (search budget).",
                        "ja": "この配りが達成可能かは不明です(探索の上限)。"},
    "mf_prev": {"en": "◀ Back", "ja": "◀ 戻る"},
    "mf_next": {"en": "Next ▶", "ja": "次へ ▶"},
    "mf_step": {"en": "Move {i} of {n}", "ja": "{i} / {n} 手目"},
    "mf_stats": {"en": "Attempts {attempts} · wins {wins} · best score {best} · streak "
                       "{streak} (best {best_streak})",
                 "ja": "挑戦 {attempts} · 成功 {wins} · 最高得点 {best} · 連勝 {streak}"
                       "(最高 {best_streak})"},
    "mf_stats_problem": {"en": "Puzzle statistics: {problem}", "ja": "パズルの成績: {problem}"},
    "mf_next_puzzle": {"en": "Next puzzle", "ja": "次のパズル"},
    "mf_close": {"en": "Close", "ja": "閉じる"},
    "mf_rules_title": {"en": "Must-follow rules", "ja": "マストフォローのルール"},
}

register(STRINGS)
