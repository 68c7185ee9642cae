"""A compact rules window for Belote: short summaries of the rules the table cites (hints,
refusals, trick explanations, the score sheet), in English and Japanese, and the options of
the active preset. The full text is ``shared/rules/belote.md``; rule links open here."""

from __future__ import annotations

import html

from napoleon_gui import i18n
from napoleon_gui.i18n import N_, register, tr
from napoleon_gui.widgets.rule_list import RuleListViewer

register({
    "bel_rv_title": N_("Belote rules — {title}"),
    "bel_rv_unknown": N_("{rule}: see the full rules (belote.md)."),
})

#: rule ID -> (English, Japanese) summaries of belote.md
RULES: dict[str, tuple[str, str]] = {
    "B-DEAL-3": ("The dealer turns the next card face up: the trump candidate.",
                 "親は次のカードを表にして置きます。これが切り札候補カードです。"),
    "B-DEAL-5": ("After the bidding every player gets 3 more cards; the taker gets 2 and the "
                 "candidate.",
                 "ビッド後、各自3枚ずつ配られます。テイカーは2枚と切り札候補カードを受け取ります。"),
    "B-3P-2": ("3 players: everyone gets 3 more cards; the bottom card of the rest is turned "
               "up beside the candidate.",
               "3人: 全員に3枚ずつ配り、残りの一番下のカードを候補カードの横に表向きに置きます。"),
    "B-BID-1": ("Round 1: in turn, take (the candidate's suit becomes trump) or pass.",
                "1巡目: 順番に、取る(候補カードのスートが切り札)かパスします。"),
    "B-BID-2": ("Round 2: name any other suit than the candidate's, or pass.",
                "2巡目: 候補カード以外のスートを指定するか、パスします。"),
    "B-BID-4": ("If everyone passes twice, the deal is thrown in and the next dealer deals.",
                "2巡とも全員パスなら流れとなり、次の親が配ります。"),
    "B-OPT-1": ("With option bids, sans atout (no trump) or tout atout (all trump) may be bid.",
                "オプション・ビッドでは、サン・アトゥ(切り札なし)かトゥ・アトゥ(全部切り札)を"
                "宣言できます。"),
    "B-ANN-1": ("Before your first card, announce the class of your best meld (tierce, "
                "cinquante, cent, four of a kind) or stay silent.",
                "最初のカードを出す前に、最強の手役の種類(ティエルス、カンカント、サン、カレ)を"
                "宣言するか黙ります。"),
    "B-ANN-5": ("The side with the strongest meld shows all its melds; they are public.",
                "最強の手役を持つ側はすべての手役を公開します。"),
    "B-CMP-1": ("Only the side with the single strongest meld scores its melds.",
                "最強の手役を持つ側だけが手役の点を得ます。"),
    "B-BEL-1": ("Holding the K and Q of trump, say \"belote\" with the first and \"rebelote\" "
                "with the second.",
                "切り札のKとQを持つ人は、1枚目で「ブロット」、2枚目で「ルブロット」と言います。"),
    "B-BEL-2": ("An announced belote scores 20 for its side.",
                "宣言したブロットはその側に20点です。"),
    "B-PLAY-2": ("Any card may be led.", "リードはどのカードでも構いません。"),
    "B-PLAY-3": ("Trump led: play a higher trump if you can, else any trump, else any card.",
                 "切り札のリード: 上の切り札があれば出し、なければ切り札、"
                 "それもなければ自由です。"),
    "B-PLAY-4": ("Follow the led suit when you can.", "台札のスートがあれば出します。"),
    "B-PLAY-5": ("Void in the led suit and no trump: any card.",
                 "台札のスートも切り札もなければ自由です。"),
    "B-PLAY-6": ("Void, holding trump, partner winning: you need not trump.",
                 "台札がなく切り札があっても、パートナーが勝っていれば切らなくて構いません。"),
    "B-PLAY-7": ("Void, holding trump, an opponent winning: trump, and overtrump when you can.",
                 "台札がなく切り札があり相手が勝っているとき: 切り札を出し、できれば上の切り札で"
                 "切ります。"),
    "B-PLAY-8": ("Sans atout: follow suit if you can, else any card.",
                 "サン・アトゥ: 台札のスートがあれば出し、なければ自由です。"),
    "B-PLAY-9": ("Tout atout: follow suit, and beat the best card of the suit when you can.",
                 "トゥ・アトゥ: 台札のスートを出し、できればそのスートの最強札より上を出します。"),
    "B-TRICK-1": ("The highest trump wins the trick; without trump, the highest card of the "
                  "led suit.",
                  "切り札があれば最も強い切り札が、なければ台札のスートの最強札が勝ちます。"),
    "B-SCORE-2": ("The last trick is worth 10 more points (dix de der).",
                  "最後のトリックは10点追加です(ディス・ドゥ・デール)。"),
    "B-SCORE-4": ("The taker's side must score more than the defenders, or it scores nothing "
                  "and the defenders take all points (dedans).",
                  "テイカー側が相手より多く取れなければ0点で、相手が全得点を得ます(ドダン)。"),
    "B-SCORE-5": ("Capot: taking all 8 tricks is worth 100 instead of 10 for the last trick.",
                  "カポット: 8トリック全部を取ると最後のトリックの10点の代わりに100点です。"),
    "B-END-1": ("The game ends when a side has 1000 (3000 with option bids); the higher total "
                "wins.",
                "どちらかが1000点(オプション・ビッドありは3000点)に達すると終わり、多い方の"
                "勝ちです。"),
}


def rule_text(rule_id: str) -> str:
    texts = RULES.get(rule_id)
    if texts is None:
        return tr("bel_rv_unknown", rule=rule_id)
    return texts[1] if i18n.language() == "ja" else texts[0]


class BeloteRulesViewer(RuleListViewer):
    """Widgets for tests: ``rule_list`` (item data = rule ID), ``text_view``.
    ``show_rule(rule_id)`` -> True when there is a summary."""

    object_name = "belote_rules_viewer"
    title_key = "bel_rv_title"
    first_rule = "B-BID-1"

    def rule_ids(self) -> list[str]:
        return list(RULES)

    def rule_html(self, rule_id: str) -> str:
        return html.escape(rule_text(rule_id))
