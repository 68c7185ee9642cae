"""Strings of the dialogs (English / Japanese) and the wording helpers they share.

Every key starts with ``dlg_`` so that a missing translation (``tr`` then shows the key
itself) is easy to spot in tests. Game terms follow the specifications' glossary.
"""

from __future__ import annotations

from typing import Any

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
from engine.games.napoleon.params import NapoleonRules
from napoleon_gui.i18n import N_, Entry, Np_, card_text, register, suit_name, tr, trump_name

_STRINGS: dict[str, Entry] = {
    # --- shared ----------------------------------------------------------------------
    "dlg_your_hand": N_("Your hand: {cards}"),
    "dlg_contract_line": N_("Contract: {contract} — Napoleon: {name}"),
    "dlg_call_pass": N_("pass"),
    "dlg_call_close": N_("close"),
    "dlg_call_reverse": N_("reverse all-take {trump}"),
    "dlg_call_bid": N_("{trump} {count}"),
    "dlg_call_misdeal": N_("misdeal"),
    "dlg_call_keep": N_("keep"),
    "dlg_call_adjutant": N_("call {card} as adjutant"),
    "dlg_call_discard": N_("discard {card}"),
    "dlg_call_play": N_("play {card}"),
    "dlg_call_play_named": N_("lead {card} naming {suit}"),
    "dlg_call_play_declared": N_("lead {card} declaring {trump}"),
    "dlg_call_play_named_declared": N_("lead {card} naming {suit}, declaring {trump}"),
    "dlg_forced": N_("(responsibility stand)"),
    # short trump labels of the bid grid
    "dlg_short_red": N_("Red"),
    "dlg_short_black": N_("Black"),
    "dlg_short_nt": Np_("dlg_short_nt", "NT"),
    "dlg_short_igo_nt": N_("Go NT"),
    "dlg_short_chigaku_nt": N_("Earth NT"),
    "dlg_short_urako": N_("Urako"),
    # --- bidding -----------------------------------------------------------------------
    "dlg_bid_title": N_("Bidding"),
    "dlg_bid_reverse_title": N_("Reverse all-take auction"),
    "dlg_bid_turn": N_("It is your call."),  # the human: never "あなたさん"
    "dlg_bid_standing": N_("Standing bid: {bid} by {name}"),
    "dlg_bid_no_standing": N_("No bid is standing yet."),
    "dlg_bid_history": N_("Calls so far"),
    "dlg_bid_history_empty": N_("Nobody has called yet."),
    "dlg_bid_history_line": N_("{name}: {call}"),
    "dlg_bid_count": N_("Count"),
    "dlg_bid_pass": N_("Pass"),
    "dlg_bid_drop": N_("Drop out"),
    "dlg_bid_close": Np_("dlg_bid_close", "Close with my bid"),
    "dlg_bid_reverse_row": N_("Reverse all-take"),
    "dlg_bid_open_help": N_(
        "A bid is a number of point cards your side promises to take and a "
        "trump kind. Bid higher than the standing bid (more cards, or the "
        "same number with a stronger trump kind), or pass. A pass is not "
        "final: you may bid on a later turn (N-BID-5, N-BID-10)."
    ),
    "dlg_bid_own_help": N_(
        "Everybody else passed and your bid is standing. Close the auction — "
        "your bid becomes the contract — or raise your own bid, e.g. to "
        "change the trump (N-BID-10)."
    ),
    "dlg_bid_declare_help": N_(
        "Declaration round: stand with a suit at {min} — a suit another "
        "player already declared cannot be taken — or pass. If several "
        "players stand, they then raise in turn, weakest suit first "
        "(N-BID-12)."
    ),
    "dlg_bid_raise_help": N_(
        "Raise phase: raise the count of your own suit above the highest "
        "standing bid, or drop out for good (N-BID-12)."
    ),
    "dlg_bid_reverse_help": N_(
        "Nobody made a normal bid, so a reverse all-take auction is "
        "held: choose a trump kind — your side then promises to take no "
        "point card at all — or pass (N-BID-16, N-END-4)."
    ),
    "dlg_bid_resp_help": N_(
        "Nobody bid. You hold the Mighty (♠A), so you must stand at the "
        "minimum count {min} with a trump kind of your choice — the "
        "responsibility stand (N-BID-13). Passing is not possible."
    ),
    "dlg_bid_kitty_public": N_("The kitty is face up: {cards} (N-BID-13)."),
    "dlg_bid_blind": N_(
        "Blind stand: you bid without looking at your hand; your face-up card is {card} (N-VAR-6)."
    ),
    "dlg_bid_urako_help": N_(
        "Urako is bid only at 20: the leader of every trick then declares that trick's "
        "trump kind (N-VAR-7)."
    ),
    # --- misdeal -----------------------------------------------------------------------
    "dlg_mis_title": N_("Misdeal"),
    "dlg_mis_bust_help": N_(
        "Your hand has none of 2, 4, 10, J, Q, K, A and the joker: a bust "
        "hand. You may declare it now, before your first bidding turn; "
        "the cards are then dealt again (N-MIS-1, N-MIS-3)."
    ),
    "dlg_mis_nopoint_help": N_(
        "Your hand holds no point card (10, J, Q, K, A). You may annul "
        "the deal now, before your first bidding turn; the cards "
        "are then dealt again (N-MIS-2)."
    ),
    "dlg_mis_shown": N_("Your hand is shown to everybody when you do."),
    "dlg_mis_declare": Np_("dlg_mis_declare", "Declare a misdeal"),
    "dlg_mis_keep": N_("Keep my hand"),
    # --- adjutant ----------------------------------------------------------------------
    "dlg_adj_title": N_("Call your adjutant"),
    "dlg_adj_help": N_(
        "Name a card: whoever holds it is your adjutant and plays on your "
        "side (N-ADJ-1). Nobody but the holder knows who it is until the card is "
        "played."
    ),
    "dlg_adj_two": N_(
        "{players} players: you name {total} different cards, one at a time. This "
        "is card {n} of {total}."
    ),
    "dlg_adj_blind": N_(
        "You call without looking at your hand: if you hold the card yourself, you play "
        "an intentional only (N-VAR-6)."
    ),
    "dlg_adj_contract": N_("Your contract: {contract}"),
    "dlg_adj_named": N_("Already named: {cards}"),
    "dlg_adj_legend": N_("Cards with a yellow background are in your hand."),
    "dlg_adj_mine": N_("{card} — in your hand"),
    "dlg_adj_not_callable": N_("{card} — cannot be named"),
    "dlg_adj_own_note": N_(
        "You hold {card} yourself. Calling it means you have no adjutant and "
        "play alone against everybody — intentional only (N-ADJ-5)."
    ),
    "dlg_adj_selected": N_("Selected: {card}"),
    "dlg_adj_nothing": N_("Click a card to select it."),
    "dlg_adj_call": N_("Call {card}"),
    "dlg_adj_call_plain": N_("Call"),
    "dlg_joker_row": N_("Joker"),
    # --- kitty -------------------------------------------------------------------------
    "dlg_kit_title": N_("Kitty exchange"),
    "dlg_kit_help": N_(
        "You took the kitty ({cards}, marked “kitty”). Choose {cards} of your "
        "hand to discard, then press Discard once (N-KIT-1, N-KIT-2)."
    ),
    "dlg_kit_more": N_("Choose {cards} more."),
    "dlg_kit_ready": N_("{cards} chosen: press Discard."),
    "dlg_kit_ban": N_(
        "Point cards may not be discarded unless you have too few other cards (N-KIT-3)."
    ),
    "dlg_kit_ban_reverse": N_(
        "Reverse all-take: point cards may not be discarded unless unavoidable (N-KIT-5)."
    ),
    "dlg_kit_face_points": N_(
        "Discarded point cards go face up and count for the coalition (N-KIT-3, N-KIT-4)."
    ),
    "dlg_kit_face_points_trumps": N_(
        "Discarded point cards and trump-suit cards go face up; "
        "discarded point cards count for the coalition (N-KIT-3, "
        "N-KIT-4)."
    ),
    "dlg_kit_from_kitty": N_("kitty"),
    "dlg_kit_count": N_("Chosen: {n} of {k}"),
    "dlg_kit_face_up": N_("face up"),
    "dlg_kit_face_down": N_("face down"),
    "dlg_kit_chosen": N_("To discard: {cards}"),
    "dlg_kit_chosen_none": N_("To discard: (none yet)"),
    "dlg_kit_points_note": N_(
        "Point cards among them: {n}. They count for the coalition (N-KIT-4)."
    ),
    "dlg_kit_discard": N_("Discard"),
    "dlg_kit_not_allowed": N_("{card} — may not be discarded now"),
    # --- joker suit --------------------------------------------------------------------
    "dlg_jk_title": N_("Name a suit"),
    "dlg_jk_help": N_(
        "You lead the joker and must name a suit. The others must then play that "
        "suit if they can (N-PLAY-4)."
    ),
    "dlg_jk_powerless": N_(
        "The joker has no power in this trick: it counts as the lowest card "
        "of the suit you name (N-PLAY-6)."
    ),
    # --- variants of chapter 6 (N-VAR; the pile panel's other texts: widgets/pile_panel.py)
    "dlg_pile_help_draw": N_(
        "Three piles of five lie face down. Take one as your hand; the other player takes "
        "another and the last stays aside, unused. After every trick both of you draw a "
        "card from the stock (N-VAR-2)."
    ),
    "dlg_pile_help_four": N_(
        "Four piles of 13 lie face down. Take one as your hand, in playing order; the pile "
        "nobody takes stays face down, and 4 of its cards go to the Napoleon's kitty "
        "(N-VAR-3)."
    ),
    "dlg_urako_title": N_("Declare this trick's trump"),
    "dlg_urako_help": N_(
        "Urako: you lead {card} and declare this trick's trump kind with it. The first- "
        "and last-trick rules follow the kind you declare (N-VAR-7)."
    ),
    "dlg_urako_suit": N_("Name a suit for the joker (N-PLAY-4):"),
    "dlg_preset_desc_book": N_(
        "The rule book: 3 to 6 players, an open auction, an adjutant and the kitty."
    ),
    "dlg_preset_desc_fukashi": N_(
        "Five players: declare a suit at 13, then raise; no all-take, early stop."
    ),
    "dlg_preset_desc_igoshokai": N_(
        "Five players: the Go-Shogi club's rules, with their misdeal and scoring."
    ),
    "dlg_var_desc_1": N_(
        "Two players: a hand of 9 and five piles of three each, whose top cards are played "
        "like hand cards; no adjutant."
    ),
    "dlg_var_desc_2": N_(
        "Two players take hands of five from three face-down piles and draw from the stock "
        "after every trick; no adjutant, no kitty."
    ),
    "dlg_var_desc_3": N_(
        "Three players each take one of four face-down piles of 13; nobody knows how many "
        "point cards are out of play."
    ),
    "dlg_var_desc_5": N_(
        "Every player for himself: the first leader names trump before looking; most point "
        "cards wins."
    ),
    "dlg_var_desc_6": N_(
        "One card of each hand is turned face up; bid, trump and adjutant are chosen "
        "without looking at the rest."
    ),
    "dlg_var_desc_7": N_(
        "The trump kind Urako, bid only at 20: the leader of every trick declares that "
        "trick's trump kind."
    ),
    # the toggle New game offers on every preset with an auction (N-OPT-11 = N-VAR-8)
    "dlg_ng_reverse": N_("Reverse all-take (N-VAR-8)"),
    "dlg_ng_reverse_desc": N_(
        "When nobody bids, a reverse all-take auction follows: the Napoleon's side must "
        "take no point card at all (N-BID-16)."
    ),
    "dlg_ng_reverse_title": N_("reverse all-take"),
    # --- deal result -------------------------------------------------------------------
    "dlg_res_title": N_("Result of deal {n}"),
    "dlg_res_make": N_("The Napoleon side made the contract (make)."),
    "dlg_res_break": N_("The coalition broke the contract (break)."),
    "dlg_res_all_take": N_(
        "All-take: the Napoleon side took all 20 point cards and therefore loses (N-END-3)."
    ),
    "dlg_res_reverse": N_(
        "Reverse all-take contract: the Napoleon side had to take no point card (N-END-4)."
    ),
    "dlg_res_only": N_("Only: the Napoleon played without an adjutant (N-ADJ-5)."),
    "dlg_res_redeal": N_("Nothing was played: the cards are dealt again ({rule})."),
    "dlg_res_annulled": N_("The deal was annulled and is dealt again ({rule})."),
    "dlg_res_early": N_(
        "Play stopped after trick {n} of {total}: the result could no longer change (N-END-6)."
    ),
    "dlg_res_napoleon": N_("Napoleon"),
    "dlg_res_contract": N_("Contract"),
    "dlg_res_adj_cards": N_("Adjutant card"),
    "dlg_res_adjutants": N_("Adjutant"),
    "dlg_res_no_adjutant": N_("none (only)"),
    "dlg_res_sides": N_("Point cards"),
    "dlg_res_sides_text": N_(
        "Napoleon side {side} — coalition {coalition} ({discarded} of them "
        "discarded by the Napoleon)"
    ),
    "dlg_res_col_player": N_("Player"),
    "dlg_res_col_role": N_("Side"),
    "dlg_res_col_points": N_("Point cards"),
    "dlg_res_col_change": N_("Change"),
    "dlg_res_col_total": N_("Total"),
    "dlg_role_napoleon": N_("Napoleon"),
    "dlg_role_adjutant": N_("Adjutant"),
    "dlg_role_coalition": N_("Coalition"),
    "dlg_role_traitor": N_("Traitor (N-OPT-7)"),
    "dlg_res_next": Np_("dlg_res_next", "Next deal"),
    "dlg_short_make": N_("make"),
    "dlg_short_break": N_("break"),
    "dlg_short_all_take": N_("break (all-take)"),
    "dlg_short_redeal": N_("redeal"),
    "dlg_short_annulled": N_("annulled"),
    "dlg_short_only": N_("only"),
    # --- rules viewer ------------------------------------------------------------------
    "dlg_rv_title": N_("Rules — {title}"),
    "dlg_rv_not_used": N_("(not used)"),
    "dlg_rv_unknown": N_("There is no entry for {rule}."),
    "dlg_rv_strategy": N_("{rule} is a strategy note for the AI and the hints, not a rule."),
    "dlg_rv_shown_as": N_("{rule} is explained under {target}."),
    "dlg_rv_preset": N_("Rules in use: {title}"),
}

register(_STRINGS)

CATALOGUE_KEYS = frozenset(_STRINGS)

_SHORT_TRUMPS = {"S": "♠", "H": "♡", "D": "♢", "C": "♣"}


def trump_text(kind: str, rules: NapoleonRules) -> str:
    """A trump kind as players call it, e.g. ``♠ spades`` / ``ノートラ`` (preset labels win)."""
    return trump_name(kind, rules.trump_label(kind))


def short_trump(kind: str, rules: NapoleonRules) -> str:
    """A short trump label for the bid grid: ``♠``, ``赤``, ``NT``."""
    label = rules.trump_label(kind)
    if label != kind:
        return label
    if kind in _SHORT_TRUMPS:
        return _SHORT_TRUMPS[kind]
    return tr(f"dlg_short_{kind}")


def call_text(action: Action, rules: NapoleonRules) -> str:
    """An action in words: ``♠ spades 14``, ``pass``, ``call ♠J as adjutant``, ``play ♡Q``."""
    if isinstance(action, Bid):
        return tr("dlg_call_bid", trump=trump_text(action.trump, rules), count=action.count)
    if isinstance(action, ReverseBid):
        return tr("dlg_call_reverse", trump=trump_text(action.trump, rules))
    if isinstance(action, Pass):
        return tr("dlg_call_pass")
    if isinstance(action, Close):
        return tr("dlg_call_close")
    if isinstance(action, DeclareMisdeal):
        return tr("dlg_call_misdeal")
    if isinstance(action, KeepHand):
        return tr("dlg_call_keep")
    if isinstance(action, CallAdjutant):
        return tr("dlg_call_adjutant", card=card_text(action.card))
    if isinstance(action, Discard):
        return tr("dlg_call_discard", card=card_text(action.card))
    if isinstance(action, PlayCard):
        if action.trump is not None:  # an Urako lead (N-VAR-7)
            trump = trump_text(action.trump, rules)
            if action.named_suit is not None:
                return tr(
                    "dlg_call_play_named_declared",
                    card=card_text(action.card),
                    suit=suit_name(action.named_suit),
                    trump=trump,
                )
            return tr("dlg_call_play_declared", card=card_text(action.card), trump=trump)
        if action.named_suit is not None:
            return tr(
                "dlg_call_play_named",
                card=card_text(action.card),
                suit=suit_name(action.named_suit),
            )
        return tr("dlg_call_play", card=card_text(action.card))
    return action.label()


def contract_text(contract: dict[str, Any] | Any, rules: NapoleonRules) -> str:
    """A contract (``Contract`` or its JSON dict) in words, e.g. ``♠ spades 14``."""
    if isinstance(contract, dict):
        trump = str(contract.get("trump", ""))
        count = int(contract.get("count", 0) or 0)
        reverse = bool(contract.get("reverse"))
        forced = bool(contract.get("forced"))
    else:
        trump, count = contract.trump, contract.count
        reverse, forced = contract.reverse, contract.forced
    if reverse:
        text = tr("dlg_call_reverse", trump=trump_text(trump, rules))
    else:
        text = tr("dlg_call_bid", trump=trump_text(trump, rules), count=count)
    return f"{text} {tr('dlg_forced')}" if forced else text
