"""Rettler's words on the table and in the dialogs, English and Japanese (keys ``ret_``).

Only wording lives here: which bids, calls, leads or cards are possible always comes from
the engine (``view.legal``, ``explain_illegal``, events, ``DealResult.detail``). Terms follow
rettler.md and GLOSSARY.md: レットラー (the declarer), 副官 (adjutant), ペア, 原爆 (atomic bomb),
ブリッジ (bridge card), 点請求 (point request).
"""

from __future__ import annotations

from engine.actions import (
    Action,
    Bid,
    CallAdjutant,
    Close,
    DeclareMisdeal,
    Discard,
    KeepHand,
    Pass,
    PlayCard,
    ReverseBid,
)
from engine.cards import BRIDGE, DECK_STRIDE, JOKER, SUIT_SYMBOLS, Card, card_label
from engine.games.rettler.actions import EndAdjutantCall, Lead, TwoAdjutantBid
from napoleon_gui.i18n import language, register, tr, trump_name

STRINGS: dict[str, dict[str, str]] = {
    "dlg_game_rettler": {"en": "Rettler", "ja": "レットラー"},
    "dlg_preset_rettler_book": {"en": "Book rules", "ja": "本のルール"},
    "ret_pass": {"en": "Pass", "ja": "パス"},
    "ret_close": {"en": "Close", "ja": "締め"},
    "ret_bid": {"en": "{trump} {count}", "ja": "{trump} {count}"},
    "ret_bid_two": {"en": "{trump} {count} (2 adjutants)", "ja": "{trump} {count}(副官2人)"},
    "ret_reverse": {"en": "Reverse all-take {trump}", "ja": "逆オールテイク {trump}"},
    "ret_call": {"en": "Call {card}", "ja": "{card}を指名"},
    "ret_end_call": {"en": "End the adjutant call", "ja": "副官の指名を終える"},
    "ret_discard": {"en": "Discard {card}", "ja": "{card}を捨てる"},
    "ret_play": {"en": "Play {card}", "ja": "{card}を出す"},
    "ret_lead": {"en": "Lead {cards}", "ja": "{cards}をリード"},
    "ret_lead_bomb": {"en": "Lead the atomic bomb {cards}", "ja": "原爆 {cards}をリード"},
    "ret_naming": {"en": "naming {suit}", "ja": "{suit}を指定"},
    "ret_with_pr": {"en": "as a point request", "ja": "点請求として"},
    "ret_without_pr": {"en": "waiving the point request", "ja": "点請求をしない"},
    "ret_misdeal": {"en": "Declare a misdeal", "ja": "倒れを宣言"},
    "ret_keep": {"en": "Keep the hand", "ja": "そのまま続ける"},
    "ret_joker": {"en": "Joker", "ja": "ジョーカー"},
    "ret_bridge": {"en": "Bridge", "ja": "ブリッジ"},
    # table
    "ret_role_rettler": {"en": "Rettler", "ja": "レットラー"},
    "ret_role_adjutant": {"en": "Adjutant", "ja": "副官"},
    "ret_role_secret": {"en": "Adjutant (secret)", "ja": "副官(秘密)"},
    "ret_points": {"en": "Pts {n}", "ja": "{n}点"},
    "ret_auction": {"en": "Auction — min. {n}", "ja": "ビッド — 最低 {n}"},
    "ret_auction_two": {"en": "2 adjutants: from {n} (R-BID-3)",
                        "ja": "副官2人: {n}から (R-BID-3)"},
    "ret_standing": {"en": "Standing: {bid} ({name})", "ja": "現在: {bid}({name})"},
    "ret_dealer": {"en": "Dealer: {name}", "ja": "親: {name}"},
    "ret_contract": {"en": "{name}: {bid}", "ja": "{name}: {bid}"},
    "ret_called": {"en": "Adjutant cards: {cards}", "ja": "副官札: {cards}"},
    "ret_no_call": {"en": "No adjutant called", "ja": "副官なし"},
    "ret_trick": {"en": "Trick {k} of {n}", "ja": "{k} / {n} トリック目"},
    "ret_tricks": {"en": "Tricks {k}–{last} of {n}", "ja": "{k}–{last} / {n} トリック目"},
    "ret_ind_pr": {"en": "★ Point request (R-PR-3)", "ja": "★ 点請求 (R-PR-3)"},
    "ret_ind_bomb": {"en": "✸ Atomic bomb! (R-BOMB-6)", "ja": "✸ 原爆! (R-BOMB-6)"},
    "ret_ind_named": {"en": "Named suit: {suit}", "ja": "指定スート: {suit}"},
    "ret_ind_entitled": {"en": "{name} may lead a point request", "ja": "{name}は点請求できます"},
    "ret_discards_label": {"en": "Discards", "ja": "捨て札"},
    "ret_say_pr": {"en": "Point request!", "ja": "点請求!"},
    "ret_say_bomb": {"en": "Bomb!", "ja": "原爆!"},
    "ret_say_named": {"en": "{suit}!", "ja": "{suit}!"},
    "ret_say_waived": {"en": "No request", "ja": "請求なし"},
    "ret_say_call": {"en": "Adjutant: {card}", "ja": "副官: {card}"},
    "ret_say_restart": {"en": "Nobody bid: once more (R-BID-7)",
                        "ja": "誰も立たず: もう一度 (R-BID-7)"},
    "ret_lead_button": {"en": "Lead the selected cards", "ja": "選んだカードをリード"},
    "ret_lead_help": {
        "en": "Click cards on the table to select a pair (two identical cards) or the jacks "
              "of a bomb, then “Lead the selected cards” (or Enter). Double-click a card "
              "to lead it alone.",
        "ja": "テーブルの札をクリックしてペア(同じ札2枚)や原爆のジャックを選び、"
              "「選んだカードをリード」(またはEnter)を押します。1枚だけなら"
              "ダブルクリックでリードします。"},
    "ret_follow_help": {
        "en": "Follow with {cards}: play them one at a time ({done} played).",
        "ja": "{cards}で応じます。1枚ずつ出してください({done}枚出しました)。"},
}

register(STRINGS)


def rcard(card: Card) -> str:
    """A card or instance id as players call it: ``♠A``, ``Joker``, ``Bridge``."""
    code = card % DECK_STRIDE
    if code == JOKER:
        return tr("ret_joker")
    if code == BRIDGE:
        return tr("ret_bridge")
    return card_label(code)


def cards_text(cards: tuple[Card, ...] | list[Card]) -> str:
    sep = "、" if language() == "ja" else " "
    return sep.join(rcard(c) for c in cards)


def bid_text(count: int, trump: str, two: bool = False) -> str:
    return tr("ret_bid_two" if two else "ret_bid", trump=trump_name(trump), count=count)


def action_text(action: Action) -> str:
    """An action in the UI language."""
    if isinstance(action, TwoAdjutantBid):
        return bid_text(action.count, action.trump, True)
    if isinstance(action, Bid):
        return bid_text(action.count, action.trump)
    if isinstance(action, ReverseBid):
        return tr("ret_reverse", trump=trump_name(action.trump))
    if isinstance(action, Pass):
        return tr("ret_pass")
    if isinstance(action, Close):
        return tr("ret_close")
    if isinstance(action, CallAdjutant):
        return tr("ret_call", card=rcard(action.card))
    if isinstance(action, EndAdjutantCall):
        return tr("ret_end_call")
    if isinstance(action, Discard):
        return tr("ret_discard", card=rcard(action.card))
    if isinstance(action, PlayCard):
        return tr("ret_play", card=rcard(action.card))
    if isinstance(action, DeclareMisdeal):
        return tr("ret_misdeal")
    if isinstance(action, KeepHand):
        return tr("ret_keep")
    if isinstance(action, Lead):
        return lead_text(action)
    return action.label()


def lead_text(action: Lead, entitled: bool = False) -> str:
    key = "ret_lead_bomb" if action.is_bomb else "ret_lead"
    parts = [tr(key, cards=cards_text(action.cards))]
    if action.named_suit is not None:
        parts.append(tr("ret_naming", suit=SUIT_SYMBOLS[action.named_suit]))
    if action.point_request:
        parts.append(tr("ret_with_pr"))
    elif entitled and not action.is_bomb:
        parts.append(tr("ret_without_pr"))
    return ", ".join(parts)
