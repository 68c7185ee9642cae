"""Why a Rettler round was won, in English and Japanese (R-RANK-4, R-AI-24).

``explain_round`` turns a ``RoundWon`` event into one line naming the winning cards, the
reason in words and the rule ID (and, in an edge round, R-PLAY-3). Only public information
is used: the round's cards and the event's reason code.
"""

from __future__ import annotations

from ...cards import DECK_STRIDE, RANK_OF, SUIT_OF, card_label
from .events import RoundWon

SUITS = {"en": ("spade", "heart", "diamond", "club"),
         "ja": ("スペード", "ハート", "ダイヤ", "クラブ")}

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "double_mighty": "{cards} wins: a double Mighty is beaten only by a pair of ♡Q; a "
                         "little, so a point request follows",
        "double_yoromeki": "{cards} wins: a pair of ♡Q takes a double Mighty (double Yoromeki)",
        "double_yoromeki_gaeshi": "{cards} wins: a pair of ♡K takes the ♡Q pair that took the "
                                  "double Mighty",
        "double_yoromeki_gaeshi_gaeshi": "{cards} wins: a pair of ♡A ends the double Yoromeki "
                                         "chain",
        "pair_same_two": "{cards} wins by pair same-two: every player played {cond} {suit}",
        "same_two": "{cards} wins by same-two: every card of the round was a {suit}",
        "same_two_return": "{cards} wins by same-two return: the last player's second copy of "
                           "the 2 beats the first",
        "double_joker_lead": "{cards} wins: a led joker pair is beaten only by a double Mighty; "
                             "a little, so a point request follows",
        "double_right_bower": "{cards} wins: a double right bower is a little — it beats a "
                              "single Mighty, and a point request follows",
        "double_left_bower": "{cards} wins: a double left bower is a little — it beats a single "
                             "Mighty, and a point request follows",
        "mighty": "{cards} wins: the Mighty beats everything below the littles",
        "yoromeki": "{cards} wins by Yoromeki: ♡Q catches the winning Mighty",
        "yoromeki_gaeshi": "{cards} wins by Yoromeki-gaeshi: ♠A and ♡Q fell, ♡K beats ♡Q",
        "yoromeki_gaeshi_gaeshi": "{cards} wins by Yoromeki-gaeshi-gaeshi: ♠A, ♡Q and ♡K fell, "
                                  "♡A ends the chain",
        "joker_lead": "{cards} wins: a led joker is beaten only by the Mighty",
        "bridge_lead": "{cards} wins: a bridge led to the last round acts as a led joker",
        "point_request_lead": "{cards} wins: a point-request lead ranks above right + left and "
                              "below the Mighty",
        "right_left_pair": "{cards} wins: right + left bower together rank just below the "
                           "Mighty, above every ace pair",
        "trump_ace_pair": "{cards} wins: a trump ace pair beats the single bowers",
        "led_ace_pair": "{cards} wins: an ace pair beats a single right or left bower",
        "right_bower": "{cards} wins as the right bower",
        "left_bower": "{cards} wins as the left bower",
        "trump": "{cards} wins as the highest trump",
        "trump_pair": "{cards} wins: a trump pair counts the sum of its ranks ({value})",
        "led_face_pair": "{cards} wins: a J, Q or K pair of the led suit ({value}) beats trumps "
                         "worth 10 or less",
        "led_suit": "{cards} wins as the highest card of the led suit",
        "led_pair": "{cards} wins: a pair counts the sum of its ranks ({value}), as strong as a "
                    "single card of that value; equal units go to the first played",
        "atomic_bomb": "{cards} wins: nothing but as many 2s beats an atomic bomb",
        "bomb_return": "{cards} wins: the atomic bomb was returned with {count} 2s",
        "edge": "The first or last round: trumps, bowers and same-two have no power",
        "strict": "only cards of",
        "relaxed": "at least one",
    },
    "ja": {
        "double_mighty": "{cards}の勝ち: ダブルマイティに勝てるのは♡Qの2枚組だけ。リトルなので"
                         "次は点札請求",
        "double_yoromeki": "{cards}の勝ち: ♡Qの2枚組がダブルマイティを取る(ダブルよろめき)",
        "double_yoromeki_gaeshi": "{cards}の勝ち: ♡Kの2枚組がダブルよろめきを返す",
        "double_yoromeki_gaeshi_gaeshi": "{cards}の勝ち: ♡Aの2枚組がダブルよろめき返しを返す",
        "pair_same_two": "{cards}の勝ち: 2枚組のセイム2。全員が{suit}を{cond}出した",
        "same_two": "{cards}の勝ち: セイム2。この巡のカードがすべて{suit}",
        "same_two_return": "{cards}の勝ち: セイム2返し。最後の人が出したもう1枚の2が勝つ",
        "double_joker_lead": "{cards}の勝ち: 回したダブルジョーカーに勝てるのはダブルマイティだけ。"
                             "リトルなので次は点札請求",
        "double_right_bower": "{cards}の勝ち: ダブル正ジャックはリトル。1枚のマイティに勝ち、"
                              "次は点札請求",
        "double_left_bower": "{cards}の勝ち: ダブル裏ジャックはリトル。1枚のマイティに勝ち、"
                             "次は点札請求",
        "mighty": "{cards}の勝ち: マイティはリトル以外のすべてに勝つ",
        "yoromeki": "{cards}の勝ち: よろめき。♡Qが勝っているマイティを取る",
        "yoromeki_gaeshi": "{cards}の勝ち: よろめき返し。♠Aと♡Qが出て♡Kが勝つ",
        "yoromeki_gaeshi_gaeshi": "{cards}の勝ち: よろめき返し返し。♠A・♡Q・♡Kが出て♡Aが勝つ",
        "joker_lead": "{cards}の勝ち: 回したジョーカーに勝てるのはマイティだけ",
        "bridge_lead": "{cards}の勝ち: 最終巡に回したブリッジはジョーカーと同じ",
        "point_request_lead": "{cards}の勝ち: 点札請求で回したカードは正裏より強く、"
                              "マイティより弱い",
        "right_left_pair": "{cards}の勝ち: 正裏はマイティのすぐ下、ダブルエースより上",
        "trump_ace_pair": "{cards}の勝ち: 切り札のダブルエースは1枚の正・裏ジャックに勝つ",
        "led_ace_pair": "{cards}の勝ち: ダブルエースは1枚の正・裏ジャックに勝つ",
        "right_bower": "{cards}の勝ち: 正ジャック",
        "left_bower": "{cards}の勝ち: 裏ジャック",
        "trump": "{cards}の勝ち: 最も強い切り札",
        "trump_pair": "{cards}の勝ち: 切り札の2枚組は合計の強さ({value})",
        "led_face_pair": "{cards}の勝ち: 回っているスートのJ・Q・Kの2枚組({value})は10以下の"
                         "切り札に勝つ",
        "led_suit": "{cards}の勝ち: 回っているスートの最も高いカード",
        "led_pair": "{cards}の勝ち: 2枚組の強さは合計({value})で、同じ値の1枚と同じ強さ。"
                    "同じ強さなら先に出た方が勝つ",
        "atomic_bomb": "{cards}の勝ち: 原爆に勝てるのは同じ枚数の2だけ",
        "bomb_return": "{cards}の勝ち: {count}枚の2で原爆返し",
        "edge": "初巡・最終巡なので切り札・ジャック・セイム2は効かない",
        "strict": "すべて",
        "relaxed": "1枚以上",
    },
}


def explain_round(event: RoundWon, lang: str = "en") -> str:
    """One line: which cards won, why, and the rule ID (R-RANK-4)."""
    texts = TEXTS.get(lang, TEXTS["en"])
    cards = event.winning_cards or _cards_of(event)
    codes = [c % DECK_STRIDE for c in cards]
    label = "".join(card_label(c) for c in cards)
    key = event.reason
    value = sum(RANK_OF[c] for c in codes)
    if key in ("led_suit", "trump") and len(codes) == 2 and codes[0] == codes[1]:
        key = "led_pair" if key == "led_suit" else "trump_pair"
    led = next((SUIT_OF[c % DECK_STRIDE] for c in event.units[0][1]
                if SUIT_OF[c % DECK_STRIDE] >= 0), 0) if event.units else 0
    cond = texts["strict"] if all(SUIT_OF[c % DECK_STRIDE] == led for _, u in event.units
                                  for c in u) else texts["relaxed"]
    text = texts[key].format(cards=label, value=value, suit=SUITS.get(lang, SUITS["en"])[led],
                             count=len(codes), cond=cond)
    line = f"{text} — {event.rule_id}"
    if event.notes:
        line += f". {texts['edge']} — R-PLAY-3"
    return line


def _cards_of(event: RoundWon) -> tuple[int, ...]:
    return next((cards for seat, cards in event.units if seat == event.winner), ())


__all__ = ["explain_round"]
