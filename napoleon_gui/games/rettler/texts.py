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
from napoleon_gui.i18n import N_, Entry, Np_, language, names_list, register, tr, trump_name

STRINGS: dict[str, Entry] = {
    "dlg_preset_rettler_book": N_("Book rules"),
    "dlg_preset_rettler_two_player_1": N_("Two-player Rettler, layout version"),
    "dlg_preset_rettler_two_player_2": N_("Two-player Rettler, stock version"),
    "dlg_preset_rettler_four_pile_3p": N_("Four-pile three-player Rettler"),
    "dlg_preset_rettler_blind_stand": N_("Blind-stand Rettler"),
    # the pile panel of the chapter-6 deals (R-VAR-2, R-VAR-3)
    "ret_pile_help_draw": N_(
        "Three piles of 10 lie face down. Take one as your hand; the other player takes "
        "another and the last stays aside, unused. After every round both of you draw as "
        "many cards as you played from the stock (R-VAR-2)."
    ),
    "ret_pile_help_four": N_(
        "Four piles of 27 lie face down. Take one as your hand, in playing order; the pile "
        "nobody takes stays face down, and 6 of its cards become the Rettler's kitty "
        "(R-VAR-3)."
    ),
    "dlg_preset_rettler_call_by_deck": N_("Adjutant call by deck"),
    "dlg_preset_rettler_urako": N_("Urako, Rettler form"),
    "dlg_preset_rettler_team_cards": N_("Team cards"),
    "dlg_preset_rettler_dream": N_("Dream version"),
    "dlg_preset_rettler_imperialist": N_("Imperialist Rettler"),
    "dlg_preset_rettler_team_3v3": N_("Rettler 3 against 3"),
    "dlg_preset_rettler_team_2v2": N_("Rettler 2 against 2"),
    "dlg_preset_rettler_team_2v2v2": N_("Rettler three teams of 2"),
    "dlg_preset_rettler_team_4v4": N_("Rettler 4 against 4"),
    "dlg_preset_rettler_sanction": N_("Sanction game"),
    "ret_pass": N_("Pass"),
    "ret_close": Np_("ret_close", "Close"),
    "ret_bid": N_("{trump} {count}"),
    "ret_bid_two": N_("{trump} {count} (2 adjutants)"),
    "ret_reverse": Np_("ret_reverse", "Reverse all-take {trump}"),
    "ret_call": N_("Call {card}"),
    "ret_end_call": N_("End the adjutant call"),
    "ret_discard": N_("Discard {card}"),
    "ret_play": N_("Play {card}"),
    "ret_lead": N_("Lead {cards}"),
    "ret_lead_bomb": N_("Lead the atomic bomb {cards}"),
    "ret_naming": N_("naming {suit}"),
    "ret_with_pr": N_("as a point request"),
    "ret_without_pr": N_("waiving the point request"),
    "ret_misdeal": Np_("ret_misdeal", "Declare a misdeal"),
    "ret_keep": N_("Keep the hand"),
    "ret_joker": N_("Joker"),
    "ret_bridge": N_("Bridge"),
    # table
    "ret_role_rettler": N_("Rettler"),
    "ret_role_adjutant": N_("Adjutant"),
    "ret_role_secret": N_("Adjutant (secret)"),
    "ret_points": N_("Pts {n}"),
    "ret_auction": N_("Auction — min. {n}"),
    "ret_auction_two": N_("2 adjutants: from {n} (R-BID-3)"),
    "ret_standing": N_("Standing: {bid} ({name})"),
    "ret_dealer": N_("Dealer: {name}"),
    "ret_contract": N_("{name}: {bid}"),
    "ret_called": N_("Adjutant cards: {cards}"),
    "ret_no_call": N_("No adjutant called"),
    "ret_trick": Np_("ret_trick", "Trick {k} of {n}"),
    "ret_tricks": N_("Tricks {k}–{last} of {n}"),
    "ret_ind_pr": N_("★ Point request (R-PR-3)"),
    "ret_ind_bomb": N_("✸ Atomic bomb! (R-BOMB-6)"),
    "ret_ind_named": N_("Named suit: {suit}"),
    "ret_ind_entitled": N_("{name} may lead a point request"),
    "ret_discards_label": N_("Discards"),
    "ret_say_pr": N_("Point request!"),
    "ret_say_bomb": N_("Bomb!"),
    "ret_say_named": N_("{suit}!"),
    "ret_say_waived": N_("No request"),
    "ret_say_call": N_("Adjutant: {card}"),
    "ret_say_restart": N_("Nobody bid: once more (R-BID-7)"),
    "ret_lead_button": N_("Lead the selected cards"),
    "ret_lead_help": N_(
        "Click cards on the table to select a pair (two identical cards) or the "
        "jacks of a bomb, then “Lead the selected cards” (or Enter). "
        "Double-click a card to lead it alone."
    ),
    "ret_follow_help": N_("Follow with {cards}: play them one at a time ({done} played)."),
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
    return names_list(parts)
