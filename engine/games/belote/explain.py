"""Belote texts in English and Japanese: why a trick was won (B-TRICK-1), why a card is
refused (B-PLAY-10 reason codes) and the hint lines of B-INFO-2.

Japanese terms follow the project's glossary and the Belote seed: 切り札 (trump), 巡 (trick),
台札のスート (led suit), パートナー, ブロット/ルブロット, 手役, カレ, シークエンス, カポット.
Every function takes ``lang`` ("en" or "ja"); ``refusal`` returns a ``Said`` carrying both.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...cards import Card, card_label
from ...events import TrickWon
from ...text import SUIT_NAMES, Said
from .play import (
    FOLLOW,
    LEAD_FREE,
    MUST_OVERTRUMP,
    MUST_TRUMP,
    MUST_TRUMP_LOW,
    MUST_UNDERTRUMP,
    PARTNER_WINS_FREE,
    PARTNER_WINS_MUST_UNDERTRUMP,
    PARTNER_WINS_NO_UNDERTRUMP,
    RULE_OF_REASON,
    SA,
    TA,
    TA_MUST_BEAT,
    VOID_FREE,
    Contract,
    TrickRules,
)
from .view import BeloteView

#: B-INFO-2: the short hint line of every reason code
HINTS: dict[str, tuple[str, str]] = {
    LEAD_FREE: ("You lead: any card.", "あなたがリードします。どのカードでも出せます。"),
    FOLLOW: ("You must follow the led suit.", "台札のスートを出さなければなりません。"),
    MUST_OVERTRUMP: ("You must play a trump higher than the best trump in the trick.",
                     "この巡で最も強い切り札より強い切り札を出さなければなりません。"),
    MUST_TRUMP_LOW: ("Trump led; you can't beat it, but you must still play a trump.",
                     "切り札がリードされました。勝てなくても切り札を出さなければなりません。"),
    MUST_TRUMP: ("You can't follow and an opponent is winning: you must trump.",
                 "台札のスートがなく相手が勝っているので、切り札を出さなければなりません。"),
    MUST_UNDERTRUMP: ("You can't follow or overtrump, but you must still play a trump.",
                      "フォローも上の切り札もできませんが、切り札を出さなければなりません。"),
    PARTNER_WINS_FREE: ("Your partner is winning: any card.",
                        "パートナーが勝っています。どのカードでも出せます。"),
    PARTNER_WINS_NO_UNDERTRUMP: (
        "Your partner is winning with a trump: discard, or trump higher, but never lower.",
        "パートナーが切り札で勝っています。捨て札か、より強い切り札を出せますが、"
        "弱い切り札は出せません。"),
    PARTNER_WINS_MUST_UNDERTRUMP: (
        "(variant) Partner winning with a trump, you hold only lower trumps: you must play one.",
        "(変則ルール)パートナーが切り札で勝っていて、弱い切り札しかないので、"
        "切り札を出さなければなりません。"),
    TA_MUST_BEAT: ("All trump: you must beat the best card of the led suit if you can.",
                   "オールトランプ: 台札のスートで今までより強いカードがあれば"
                   "出さなければなりません。"),
    VOID_FREE: ("You can't follow suit and no trump duty applies: any card.",
                "台札のスートがなく、切り札の義務もありません。どのカードでも出せます。"),
}


def hint(reason: str, lang: str = "en", rule: str | None = None) -> str:
    """B-INFO-2: the hint line for ``reason`` with its rule ID (``rule`` overrides the
    default one, e.g. from ``TrickRules.rule_for`` for the trick at hand)."""
    en, ja = HINTS[reason]
    rule = rule or RULE_OF_REASON[reason]
    return f"{ja}({rule})" if lang == "ja" else f"{en} ({rule})"


def legal_hint(view: BeloteView, lang: str = "en") -> str | None:
    """The hint line for the legal cards of the seat to play (``None`` outside play)."""
    if view.legal_reason is None or view.contract is None:
        return None
    tr = TrickRules(view.contract, view.players, view.rules.forced_undertrump)
    rule = tr.rule_for(view.legal_reason, [c for _, c in view.trick])
    return hint(view.legal_reason, lang, rule)


def _best_card(tr: TrickRules, trick: Sequence[Card], suit: int) -> Card | None:
    cards = [c for c in trick if c // 13 == suit]
    return max(cards, key=lambda c: tr.order[c]) if cards else None


def refusal(reason: str, tr: TrickRules, trick: Sequence[Card]) -> Said:
    """Why a card outside the legal set is refused, for the reason code of the legal set."""
    led = trick[0] // 13 if trick else 0
    suit_en, suit_ja = SUIT_NAMES["en"][led], SUIT_NAMES["ja"][led]
    if reason == FOLLOW:
        return Said(f"you must follow suit: play a card of {suit_en}",
                    f"台札のスート({suit_ja})を出さなければなりません")
    if reason == TA_MUST_BEAT:
        best = _best_card(tr, trick, led)
        label = card_label(best) if best is not None else ""
        return Said(f"all trump: you must beat {label} with a higher card of {suit_en}",
                    f"オールトランプ: {label}より強い{suit_ja}を出さなければなりません")
    if reason == MUST_OVERTRUMP:
        best = _best_card(tr, trick, tr.trump)
        label = card_label(best) if best is not None else ""
        return Said(f"you must play a trump higher than {label}",
                    f"{label}より強い切り札を出さなければなりません")
    en, ja = HINTS[reason]
    return Said(en[0].lower() + en[1:].rstrip("."), ja.rstrip("。"))


_TRICK_TEXTS = {
    "trump": ("{card} wins as the highest trump", "{card}の勝ち: 最も強い切り札"),
    "led_suit": ("{card} wins as the highest card of the led suit ({suit}); no trump was played",
                 "{card}の勝ち: 切り札が出ていないので、台札のスート({suit})で最も強いカード"),
    "led_suit_sa": ("{card} wins as the highest card of the led suit ({suit}): sans atout has "
                    "no trumps",
                    "{card}の勝ち: ノートランプには切り札がなく、"
                    "台札のスート({suit})で最も強いカード"),
    "led_suit_ta": ("{card} wins as the highest {suit} in trump order; other suits are discards",
                    "{card}の勝ち: オールトランプでは台札のスート({suit})が切り札の順で比べられ、"
                    "他のスートは捨て札"),
}
_LAST = ("last trick: 10 more points (dix de der) — B-SCORE-2",
         "最終巡: 勝ったほうに10点(ディス・ドゥ・デール) — B-SCORE-2")


def explain_trick(event: TrickWon, contract: Contract, lang: str = "en") -> str:
    """One line: which card won the trick, why, and the rule ID (B-TRICK-1)."""
    index = 1 if lang == "ja" else 0
    card = dict(event.plays)[event.winner]
    led = event.plays[0][1] // 13
    key = event.reason
    if key == "led_suit" and contract.mode in (SA, TA):
        key = f"led_suit_{contract.mode}"
    suit = SUIT_NAMES["ja" if index else "en"][led]
    line = f"{_TRICK_TEXTS[key][index].format(card=card_label(card), suit=suit)} — {event.rule_id}"
    if event.trick == 8:
        line += f". {_LAST[index]}"
    return line
