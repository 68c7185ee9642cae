"""Strings of the table (name plates, banners, speech bubbles), English and Japanese.

Keys start with ``table_``. Game terms follow the specifications' glossary: ナポレオン
(declarer), 副官 (adjutant), 連合 (coalition).
"""

from __future__ import annotations

from engine.actions import Action, Bid, Close, DeclareMisdeal, KeepHand, Pass, ReverseBid
from engine.games.napoleon.params import NapoleonRules
from napoleon_gui.i18n import N_, Entry, Np_, card_text, register, tr, trump_name

STRINGS: dict[str, Entry] = {
    "table_role_napoleon": N_("Napoleon"),
    "table_role_adjutant": N_("Adjutant"),
    "table_role_coalition": N_("Coalition"),
    "table_role_alone": N_("Napoleon (alone)"),
    "table_role_secret": N_("Adjutant (secret)"),
    "table_points": N_("Points {n}"),
    "table_cards_left": N_("{n} cards"),
    "table_discards": N_("Discards"),
    "table_kitty": N_("Kitty"),
    "table_bidding": N_("Bidding…"),
    "table_contract": N_("Contract: {contract}"),
    "table_contract_by": N_("Napoleon: {name}"),
    "table_contract_bid": N_("{trump} {count}"),
    "table_contract_reverse": N_("reverse all-take {trump}"),
    "table_forced": N_("(responsibility stand)"),
    "table_adjutant_cards": N_("Adjutant card: {cards}"),
    "table_trick_number": Np_("table_trick_number", "Trick {k} of {n}"),
    "table_dealer": N_("Dealer: {name}"),
    "table_call_pass": N_("Pass"),
    "table_call_close": Np_("table_call_close", "Close"),
    "table_call_bid": N_("{trump} {count}"),
    "table_call_reverse": Np_("table_call_reverse", "Reverse all-take {trump}"),
    "table_call_adjutant": N_("Adjutant: {card}"),
    "table_call_misdeal": N_("Misdeal!"),
    "table_call_keep": N_("Keep"),
    "table_kitty_revealed": N_("The kitty is turned up"),
    "table_deal_over": N_("The deal is over"),
    "table_seat": N_("Player {n}"),
    "table_standing": N_("High bid: {name}"),
    "table_no_bid_yet": N_("No bid yet"),
    # short trump names for the speech bubbles
    "table_short_red": N_("Red"),
    "table_short_black": N_("Black"),
    "table_short_nt": Np_("table_short_nt", "NT"),
    "table_short_igo_nt": N_("Go NT"),
    "table_short_chigaku_nt": N_("Earth NT"),
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
    # a kind with no short label (Urako, N-VAR-7) is called by its name, never its code
    return trump_name(kind) if text == key else text


def contract_short(count: int, trump: str, reverse: bool, rules: NapoleonRules | None) -> str:
    if reverse:
        return tr("table_call_reverse", trump=short_trump(trump, rules))
    return tr("table_call_bid", trump=short_trump(trump, rules), count=count)


def cards_text(cards: tuple[int, ...] | list[int]) -> str:
    return " ".join(card_text(c) for c in cards)


def _trump(kind: str, rules: NapoleonRules | None) -> str:
    label = rules.trump_label(kind) if rules is not None else None
    return trump_name(kind, label)
