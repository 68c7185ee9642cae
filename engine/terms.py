"""The one term table: suits, trump kinds, roles and card names as players call them
(the rules specifications' glossary), for the engine's messages and every widget of the GUI.

Each term is a :class:`~engine.text.Text`, translated through the engine's catalogue. Write
"♠ spades" with :func:`suit_name`, never a list of your own.
"""

from __future__ import annotations

from .cards import SUIT_SYMBOLS, Card, card_label
from .text import Text, said, said_p

#: the plain suit names, in suit order (S, H, D, C)
SUITS: tuple[Text, ...] = (
    said_p("suit", "spades"),
    said_p("suit", "hearts"),
    said_p("suit", "diamonds"),
    said_p("suit", "clubs"),
)

#: trump kinds (glossary §3) by their code
TRUMP_KINDS: dict[str, Text] = {
    "S": said("♠ spades"),
    "H": said("♡ hearts"),
    "D": said("♢ diamonds"),
    "C": said("♣ clubs"),
    "red": said_p("trump kind", "red"),
    "black": said_p("trump kind", "black"),
    "nt": said("no-trump"),
    "igo_nt": said("Go-Shogi club no-trump"),
    "chigaku_nt": said("Earth-science club no-trump"),
    "swim_club_nt": said("swimming club no-trump"),
    "film_club_nt": said("8 mm film club no-trump"),
    "railway_club_nt": said("railway club no-trump"),
    "urako": said_p("trump kind", "Urako"),  # N-VAR-7: each trick's leader declares its kind
}

#: roles and sides (glossary §1); what a game calls its own declarer ("the Napoleon", "the
#: Rettler") is the game's word, in its package (``engine.games.<game>.tally.DECLARER``)
ROLES: dict[str, Text] = {
    "declarer": said_p("role", "declarer"),
    "adjutant": said("adjutant"),
    "declarer_side": said("declarer side"),
    "napoleon_side": said("Napoleon's side"),
    "rettler_side": said("Rettler side"),
    "coalition": said("coalition"),
    "only_declarer": said_p("role", "only"),
    "taker": said_p("role", "taker"),
    "defenders": said_p("role", "defenders"),
}

#: card roles (glossary §2)
CARD_ROLES: dict[str, Text] = {
    "point_card": said("point card"),
    "mighty": said("Mighty"),
    "yoromeki": said("Yoromeki"),
    "right_bower": said("right bower"),
    "left_bower": said("left bower"),
    "joker": said("joker"),
    "kitty": said("kitty"),
}

JOKER = said_p("card", "Joker")


def suit_name(suit: int) -> Text:
    """ "♠ spades", "♡ ハート", "♢ carreau"… (``suit`` 0–3)."""
    return said("{symbol} {suit}", symbol=SUIT_SYMBOLS[suit], suit=SUITS[suit])


def trump_name(kind: str, label: str | None = None) -> Text | str:
    """A trump kind as players call it; ``label`` overrides (igoshokai calls its NT "NT");
    an unknown code is shown as it is."""
    if label and label != kind:
        return TRUMP_LABELS.get(label, label)
    return TRUMP_KINDS.get(kind, kind)


def card_name(card: Card) -> Text | str:
    """``♠A``, ``♡10`` (the same in every language); the joker by its name."""
    if card == 52:
        return JOKER
    return card_label(card)


def point_cards(n: int) -> Text:
    """ "1 point card", "3 point cards" (and 点札3枚…)."""
    from .text import said_n

    return said_n("{n} point card", "{n} point cards", n, n=n)


#: one card's suit ("every card was a spade"), in suit order (S, H, D, C)
SUITS_SINGULAR: tuple[Text, ...] = (
    said_p("one card's suit", "spade"),
    said_p("one card's suit", "heart"),
    said_p("one card's suit", "diamond"),
    said_p("one card's suit", "club"),
)

#: Belote's words, as French players say them (B-BEL, B-SCORE, B-BID; glossary §6)
BELOTE_TERMS: dict[str, Text] = {
    "belote": said_p("belote", "belote"),
    "rebelote": said_p("belote", "rebelote"),
    "capot": said_p("belote", "capot"),
    "dedans": said_p("belote", "dedans"),
    "dix_de_der": said_p("belote", "dix de der"),
    "sans_atout": said_p("belote", "sans atout"),
    "tout_atout": said_p("belote", "tout atout"),
}


def belote_bid_name(bid: str) -> Text:
    """A Belote contract's trump: "♠ spades", "sans atout", "tout atout" (bid codes S, H,
    D, C, sa, ta)."""
    from .cards import SUIT_LETTERS

    if bid in SUIT_LETTERS:
        return suit_name(SUIT_LETTERS.index(bid))
    return BELOTE_TERMS["sans_atout" if bid == "sa" else "tout_atout"]


#: a preset's own short labels of trump kinds (``NapoleonRules.trump_labels``: igoshokai's
#: "NT"), translated where players of another language say it otherwise (ノートラ)
TRUMP_LABELS: dict[str, Text] = {"NT": said_p("trump label", "NT")}
