"""Strings of the game flow (English / Japanese)."""

from napoleon_gui.i18n import register

register({
    "seat_name": {"en": "Player {n}", "ja": "プレイヤー{n}"},
    "status_dealt": {"en": "The cards are dealt.", "ja": "カードが配られました。"},
    "status_deal_over": {"en": "The deal is over.", "ja": "このディールは終わりました。"},
    "status_your_card": {"en": "Your turn: click a card to play it (or drag it, or arrows + "
                               "Enter).",
                         "ja": "あなたの番です。出すカードをクリックしてください"
                               "(ドラッグ、矢印キー+Enterでも可)。"},
    "status_your_card_select": {"en": "Your turn: click a card to choose it, click it again "
                                      "to play it (or double-click, or arrows + Enter).",
                                "ja": "あなたの番です。カードをクリックして選び、もう一度"
                                      "クリックすると出します(ダブルクリック、矢印キー+Enter"
                                      "でも可)。"},
    "status_auto_playing": {"en": "Your only card to play: {action} — played for you.",
                            "ja": "出せるカードは{action}だけです。自動で出します。"},
    "status_auto_played": {"en": "{action} was played automatically (Settings).",
                           "ja": "{action}を自動で出しました(設定)。"},
    "status_your_decision": {"en": "Your decision.", "ja": "あなたの番です。"},
    "status_thinking": {"en": "{name} is thinking…", "ja": "{name}が考えています…"},
    "trick_won_by": {"en": "{name} takes the trick: {text}", "ja": "{name}が取りました: {text}"},
    "bot_illegal": {"en": "An AI player chose an illegal action ({action}); a random legal "
                          "one was played instead.",
                    "ja": "AIが不正な手({action})を選んだため、合法手をランダムに出しました。"},
    "bot_failed": {"en": "The AI of {name} failed; a random legal action was played instead.",
                   "ja": "{name}のAIでエラーが起きたため、合法手をランダムに出しました。"},
    "not_your_turn": {"en": "It is not your turn.", "ja": "あなたの番ではありません。"},
    "refused": {"en": "Not allowed: {reason} ({rule})", "ja": "出せません: {reason} ({rule})"},
    "hint_line": {"en": "Hint: {action} — {text}", "ja": "ヒント: {action} — {text}"},
})
