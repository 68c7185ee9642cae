"""Why a Napoleon trick was won, in English and Japanese (N-TRICK-20, N-AI-23).

Only public information is used: the trick's cards, the contract and the rules. When the
first or last trick switched a power off (N-TRICK-15/16), the text also says which card
would have won in a middle trick, so a player learns the exception.
"""

from __future__ import annotations

from ...cards import SUIT_OF, card_label
from ...events import TrickWon
from .tricks import DealRules

SUIT_NAMES = {
    "en": ("spade", "heart", "diamond", "club"),
    "ja": ("スペード", "ハート", "ダイヤ", "クラブ"),
}

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "mighty": "{card} wins: the Mighty (♠A) is the strongest card",
        "yoromeki": "{card} wins by Yoromeki: ♡Q catches the Mighty when both are in a trick",
        "yoromeki_gaeshi": "{card} wins by Yoromeki-gaeshi: the Mighty, ♡Q and ♡K all fell",
        "joker_lead": "the joker wins: a led joker is beaten only by the Mighty",
        "joker_lead_all": "the joker wins: a led joker beats every card, even the Mighty",
        "same_two": "{card} wins by same-two: every card was a {suit}",
        "right_bower": "{card} wins as the right bower, the jack of the trump suit",
        "right_bower_nt": "{card} wins as the right bower, the jack of the led suit",
        "right_four": "{card} wins as the right four, the 4 of the led suit",
        "left_bower": "{card} wins as the left bower, the jack of the trump's partner suit",
        "left_bower_nt": "{card} wins as the left bower, the jack of the led suit's partner",
        "left_four": "{card} wins as the left four, the 4 of the led suit's partner",
        "trump": "{card} wins as the highest trump",
        "trump_tie": "{card} wins: equal trumps of the two trump suits, decided by N-TRICK-14",
        "trump_nt": "{card} wins: the led suit is trump in this trick and it is the highest",
        "led_suit": "{card} wins as the highest card of the led suit ({suit})",
        "joker_free": "{card} wins: a followed joker ranks just above the right bower",
        "diamond_queen": "{card} wins: ♢Q beats the right bower",
        "first_mighty_only": "in a middle trick {other} would have won, but in the first "
                             "trick only the Mighty (and Yoromeki) keeps its power",
        "first_same_two_off": "in a middle trick {other} would have won, but same-two has no "
                              "power in the first trick",
        "first_fukashi_ban": "in a middle trick {other} would have won, but in the first "
                             "trick no special card has power",
        "first_simple_contest": "in a middle trick {other} would have won, but the first "
                                "trick is a simple contest of the led suit",
        "last": "in a middle trick {other} would have won, but in the last trick trumps, "
                "bowers and same-two have no power",
    },
    "ja": {
        "mighty": "{card}の勝ち: マイティ(♠A)は最強のカード",
        "yoromeki": "{card}の勝ち: よろめき。♡Qはマイティと同じ巡に出るとマイティに勝つ",
        "yoromeki_gaeshi": "{card}の勝ち: よろめき返し。マイティ・♡Q・♡Kが揃った",
        "joker_lead": "ジョーカーの勝ち: 回されたジョーカーに勝てるのはマイティだけ",
        "joker_lead_all": "ジョーカーの勝ち: 回されたジョーカーはマイティにも勝つ",
        "same_two": "{card}の勝ち: セイム2。全員が{suit}を出した",
        "right_bower": "{card}の勝ち: 正ジャック(切り札のジャック)",
        "right_bower_nt": "{card}の勝ち: 正ジャック(最初に出されたスートのジャック)",
        "right_four": "{card}の勝ち: 正4(最初に出されたスートの4)",
        "left_bower": "{card}の勝ち: 裏ジャック(切り札と同じ色のスートのジャック)",
        "left_bower_nt": "{card}の勝ち: 裏ジャック(最初に出されたスートと同じ色のジャック)",
        "left_four": "{card}の勝ち: 裏4(最初に出されたスートと同じ色の4)",
        "trump": "{card}の勝ち: 最も強い切り札",
        "trump_tie": "{card}の勝ち: 二つの切り札スートの同じ強さのカード。N-TRICK-14で決まる",
        "trump_nt": "{card}の勝ち: この巡では最初に出されたスートが切り札で、その最高位",
        "led_suit": "{card}の勝ち: 最初に出されたスート({suit})の最も高いカード",
        "joker_free": "{card}の勝ち: 後から出したジョーカーは正ジャックのすぐ上",
        "diamond_queen": "{card}の勝ち: ♢Qは正ジャックに勝つ",
        "first_mighty_only": "中盤の巡なら{other}の勝ちだが、"
                             "初巡で効くのはマイティ(とよろめき)だけ",
        "first_same_two_off": "中盤の巡なら{other}の勝ちだが、初巡ではセイム2が効かない",
        "first_fukashi_ban": "中盤の巡なら{other}の勝ちだが、初巡では特殊なカードは効かない",
        "first_simple_contest": "中盤の巡なら{other}の勝ちだが、"
                                "初巡は最初に出されたスートの単純勝負",
        "last": "中盤の巡なら{other}の勝ちだが、最終巡では切り札・ジャック・セイム2が効かない",
    },
}


def _key(event: TrickWon, deal_rules: DealRules) -> str:
    reason = event.reason
    trump = deal_rules.trump
    if reason == "joker_lead" and deal_rules.rules.joker_lead_beats_mighty:
        return "joker_lead_all"
    if reason in ("right_bower", "left_bower"):
        side = reason.split("_")[0]
        if trump == "igo_nt":
            return f"{side}_four"
        if trump == "nt":
            return f"{reason}_nt"
    if reason == "trump":
        if deal_rules.is_nt:
            return "trump_nt"
        if event.rule_id == "N-TRICK-14":
            return "trump_tie"
    return reason


def explain_trick(event: TrickWon, deal_rules: DealRules, lang: str = "en") -> str:
    """One line: which card won, why, and the rule ID (N-TRICK-20)."""
    texts = TEXTS.get(lang, TEXTS["en"])
    cards = [c for _, c in event.plays]
    winning_card = dict(event.plays)[event.winner]
    led = SUIT_OF[cards[0]] if SUIT_OF[cards[0]] >= 0 else SUIT_OF[winning_card]
    suit = SUIT_NAMES.get(lang, SUIT_NAMES["en"])[led] if led >= 0 else ""
    text = texts[_key(event, deal_rules)].format(card=card_label(winning_card), suit=suit)
    line = f"{text} — {event.rule_id}"
    note = _exception_note(event, deal_rules, texts)
    return f"{line}. {note}" if note else line


def _exception_note(event: TrickWon, deal_rules: DealRules, texts: dict[str, str]) -> str:
    """N-TRICK-15/16: name the card that a middle trick would have given the trick to."""
    if not event.notes or deal_rules.tricks < 3:
        return ""
    cards = [c for _, c in event.plays]
    named = -1
    if len(cards) and cards[0] == 52:
        named = SUIT_OF[cards[1]] if len(cards) > 1 and SUIT_OF[cards[1]] >= 0 else 0
    middle = deal_rules.trick_winner(cards, 2, named)
    if middle.position == [s for s, _ in event.plays].index(event.winner):
        return ""
    other = card_label(cards[middle.position])
    if event.trick == 1:
        key, rule = f"first_{deal_rules.rules.first_trick_rule}", "N-TRICK-15"
        if deal_rules.rules.first_trick_only_same_two_off:  # N-OPT-1b
            key = "first_same_two_off"
    else:
        key, rule = "last", "N-TRICK-16"
    return f"{texts[key].format(other=other)} — {rule}"
