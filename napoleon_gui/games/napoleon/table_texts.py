"""Strings of the table (name plates, banners, speech bubbles), English and Japanese.

Keys start with ``table_``. Game terms follow ``shared/rules/GLOSSARY.md``: ナポレオン
(declarer), 副官 (adjutant), 連合 (coalition).
"""

from __future__ import annotations

from engine.actions import Action, Bid, Close, DeclareMisdeal, KeepHand, Pass, ReverseBid
from engine.games.napoleon.params import NapoleonRules
from napoleon_gui.i18n import card_text, register, tr, trump_name

STRINGS: dict[str, dict[str, str]] = {
    "table_role_napoleon": {"en": "Napoleon", "ja": "ナポレオン"},
    "table_role_adjutant": {"en": "Adjutant", "ja": "副官"},
    "table_role_coalition": {"en": "Coalition", "ja": "連合"},
    "table_role_alone": {"en": "Napoleon (alone)", "ja": "ナポレオン(一人立ち)"},
    "table_role_secret": {"en": "Adjutant (secret)", "ja": "副官(秘密)"},
    "table_points": {"en": "Points {n}", "ja": "点札 {n}"},
    "table_cards_left": {"en": "{n} cards", "ja": "{n}枚"},
    "table_discards": {"en": "Discards", "ja": "捨て札"},
    "table_kitty": {"en": "Kitty", "ja": "中"},
    "table_bidding": {"en": "Bidding…", "ja": "ビッド中…"},
    "table_contract": {"en": "Contract: {contract}", "ja": "契約: {contract}"},
    "table_contract_by": {"en": "Napoleon: {name}", "ja": "ナポレオン: {name}"},
    "table_contract_bid": {"en": "{trump} {count}", "ja": "{trump} {count}"},
    "table_contract_reverse": {"en": "reverse all-take {trump}", "ja": "逆全付け {trump}"},
    "table_forced": {"en": "(responsibility stand)", "ja": "(責任立ち)"},
    "table_adjutant_cards": {"en": "Adjutant card: {cards}", "ja": "副官指定: {cards}"},
    "table_trick_number": {"en": "Trick {k} of {n}", "ja": "{k} / {n} 巡目"},
    "table_dealer": {"en": "Dealer: {name}", "ja": "親: {name}"},
    "table_call_pass": {"en": "Pass", "ja": "パス"},
    "table_call_close": {"en": "Close", "ja": "確定"},
    "table_call_bid": {"en": "{trump} {count}", "ja": "{trump} {count}"},
    "table_call_reverse": {"en": "Reverse all-take {trump}", "ja": "逆全付け {trump}"},
    "table_call_adjutant": {"en": "Adjutant: {card}", "ja": "副官: {card}"},
    "table_call_misdeal": {"en": "Misdeal!", "ja": "配り直し!"},
    "table_call_keep": {"en": "Keep", "ja": "続行"},
    "table_kitty_revealed": {"en": "The kitty is turned up", "ja": "中を表にします"},
    "table_deal_over": {"en": "The deal is over", "ja": "ディール終了"},
    "table_seat": {"en": "Player {n}", "ja": "プレイヤー{n}"},
    "table_standing": {"en": "High bid: {name}", "ja": "最高宣言: {name}"},
    "table_no_bid_yet": {"en": "No bid yet", "ja": "宣言なし"},
    # short trump names for the speech bubbles
    "table_short_red": {"en": "Red", "ja": "赤"},
    "table_short_black": {"en": "Black", "ja": "黒"},
    "table_short_nt": {"en": "NT", "ja": "ノートラ"},
    "table_short_igo_nt": {"en": "Igo NT", "ja": "囲碁NT"},
    "table_short_chigaku_nt": {"en": "Chigaku NT", "ja": "地学NT"},
}

register(STRINGS)


def call_text(call: Action, rules: NapoleonRules | None = None) -> str:
    """What a player says for an auction call (speech bubbles: short trump names)."""
    if isinstance(call, Bid):
        return tr("table_call_bid", trump=short_trump(call.trump, rules), count=call.count)
    if isinstance(call, ReverseBid):
        return tr("table_call_reverse", trump=short_trump(call.trump, rules))
    if isinstance(call, Pass):
        return tr("table_call_pass")
    if isinstance(call, Close):
        return tr("table_call_close")
    if isinstance(call, DeclareMisdeal):
        return tr("table_call_misdeal")
    if isinstance(call, KeepHand):
        return tr("table_call_keep")
    return call.label()


def contract_text(count: int, trump: str, reverse: bool, rules: NapoleonRules | None) -> str:
    if reverse:
        return tr("table_contract_reverse", trump=_trump(trump, rules))
    return tr("table_contract_bid", trump=_trump(trump, rules), count=count)


def short_trump(kind: str, rules: NapoleonRules | None = None) -> str:
    """``♠ spades`` for suits, ``NT`` / ``Red`` ... for the other kinds (a preset's own
    short label wins, e.g. igoshokai's "NT")."""
    label = rules.trump_label(kind) if rules is not None else kind
    if label != kind:
        return label
    if kind in ("S", "H", "D", "C"):
        return trump_name(kind)
    key = f"table_short_{kind}"
    text = tr(key)
    return kind if text == key else text


def contract_short(count: int, trump: str, reverse: bool,
                   rules: NapoleonRules | None) -> str:
    if reverse:
        return tr("table_call_reverse", trump=short_trump(trump, rules))
    return tr("table_call_bid", trump=short_trump(trump, rules), count=count)


def cards_text(cards: tuple[int, ...] | list[int]) -> str:
    return " ".join(card_text(c) for c in cards)


def _trump(kind: str, rules: NapoleonRules | None) -> str:
    label = rules.trump_label(kind) if rules is not None else None
    return trump_name(kind, label)
