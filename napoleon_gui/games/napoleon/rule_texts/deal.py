"""Rule texts of chapters 1-4 of napoleon.md: components, seating, dealing, misdeal
(N-COMP, N-SEAT, N-DEAL, N-MIS)."""

from __future__ import annotations

from engine.games.napoleon.params import NapoleonRules
from engine.text import Text

from .base import NOT_USED, _players, _rule, _semi, _static, said_p


# === 1. Components ============================================================================
@_rule("N-COMP-1", said_p("rules:napoleon", "The cards"))
def _comp_1(r: NapoleonRules) -> Text:
    if r.no_joker:
        return said_p("rules:napoleon", "A 52-card deck without the joker (option N-OPT-5).")
    return said_p("rules:napoleon", "One 52-card deck plus one joker: 53 cards.")


_static(
    "N-COMP-2",
    said_p("rules:napoleon", "Suits and colours"),
    said_p(
        "rules:napoleon",
        "Spades ♠ and clubs ♣ are black, hearts ♡ and diamonds ♢ red. A suit's "
        "partner suit is the other suit of the same colour (♠↔♣, ♡↔♢); it gives the left bower "
        "(N-TRICK-4).",
    ),
)
_static(
    "N-COMP-3",
    said_p("rules:napoleon", "Rank order"),
    said_p(
        "rules:napoleon",
        "Inside a suit, from high to low: A K Q J 10 9 8 7 6 5 4 3 2. The ace is above the king.",
    ),
)
_static(
    "N-COMP-4",
    said_p("rules:napoleon", "Point cards"),
    said_p(
        "rules:napoleon",
        "The 10, J, Q, K and A of every suit are point cards: 20 in all. "
        "The joker is not a point card. The contract is a number of point cards.",
    ),
)


def _options_6_9(r: NapoleonRules, text: Text) -> Text:
    """N-COMP-5's sentences on the options that change printed suits."""
    if r.left_bower_is_trump:
        text = said_p(
            "rules:napoleon",
            "{text} Option N-OPT-6: the left bower counts as a card of the trump suit.",
            text=text,
        )
    if r.mighty_free:
        text = said_p(
            "rules:napoleon", "{text} Option N-OPT-9: the Mighty need not follow spades.", text=text
        )
    return text


@_rule("N-COMP-5", said_p("rules:napoleon", "The joker and printed suits"))
def _comp_5(r: NapoleonRules) -> Text:
    return _options_6_9(
        r,
        said_p(
            "rules:napoleon",
            "The joker belongs to no suit. The Mighty (♠A), the bowers, ♡Q and ♡K "
            "keep their printed suit when following (N-PLAY-3).",
        ),
    )


@_rule("N-COMP-6", said_p("rules:napoleon", "Players"))
def _comp_6(r: NapoleonRules) -> Text:
    text = said_p("rules:napoleon", "These rules are for {players} players.", players=_players(r))
    if any(r.adjutants_for(n) == 2 for n in r.players):
        n = next(n for n in r.players if r.adjutants_for(n) == 2)
        text = said_p(
            "rules:napoleon",
            "{text} With {n} players there are two adjutants (N-ADJ-1).",
            text=text,
            n=n,
        )
    return text


# === 2. Seating ===============================================================================
_static(
    "N-SEAT-1",
    said_p("rules:napoleon", "Direction of play"),
    said_p(
        "rules:napoleon",
        "Bidding and play go counter-clockwise: every player passes the turn to "
        "the player on his right. On the screen, with you at the bottom, the turn moves bottom → "
        "right → top → left.",
    ),
)


# === 3. Dealing ===============================================================================
_static(
    "N-DEAL-1",
    said_p("rules:napoleon", "Dealing"),
    said_p(
        "rules:napoleon",
        "The cards are shuffled and everybody gets the same number. The rest goes "
        "face down to the middle: the kitty.",
    ),
)


@_rule("N-DEAL-2", said_p("rules:napoleon", "Hand and kitty sizes"))
def _deal_2(r: NapoleonRules) -> Text:
    sizes = _semi(
        [
            said_p(
                "rules:napoleon",
                "{n} players: {hand} cards each, kitty {kitty}",
                n=n,
                hand=r.hand_size(n),
                kitty=r.kitty_size(n),
            )
            for n in r.players
        ]
    )
    return said_p(
        "rules:napoleon",
        "{sizes}. After the kitty exchange everybody holds one card per trick.",
        sizes=sizes,
    )


_static(
    "N-DEAL-3",
    said_p("rules:napoleon", "Dealer"),
    said_p(
        "rules:napoleon",
        "The first dealer is chosen at random; after each deal the dealer moves "
        "one seat on. A redeal keeps the same dealer.",
    ),
)


# === 4. Misdeal ===============================================================================
@_rule("N-MIS-1", said_p("rules:napoleon", "Bust hand"), lambda r: r.misdeal == "bust_hand")
def _mis_1(r: NapoleonRules) -> Text:
    if r.misdeal != "bust_hand":
        if r.misdeal == "no_point_card":
            return said_p("rules:napoleon", "Not used by these rules. See N-MIS-2.")
        return NOT_USED
    text = said_p(
        "rules:napoleon",
        "A hand with none of 2, 4, 10, J, Q, K, A and the joker (only 3, 5, 6, "
        "7, 8, 9) is a bust hand. Its holder may declare it before his first bidding "
        "turn; the deal is cancelled and dealt again.",
    )
    if r.misdeal_shows_hand:
        text = said_p("rules:napoleon", "{text} The hand is shown to everybody.", text=text)
    return said_p("rules:napoleon", "{text} AI players always declare it.", text=text)


@_rule(
    "N-MIS-2",
    said_p("rules:napoleon", "No point card"),
    lambda r: r.misdeal == "no_point_card",
)
def _mis_2(r: NapoleonRules) -> Text:
    if r.misdeal != "no_point_card":
        return NOT_USED
    if r.misdeal_shows_hand:
        return said_p(
            "rules:napoleon",
            "A player holding no point card (the joker does not count) may "
            "annul the deal before his first bidding turn, showing his hand to everybody. "
            "The cards are dealt again.",
        )
    return said_p(
        "rules:napoleon",
        "A player holding no point card (the joker does not count) may annul "
        "the deal before his first bidding turn. The cards are dealt again.",
    )


_static(
    "N-MIS-4",
    said_p("rules:napoleon", "After a misdeal"),
    said_p(
        "rules:napoleon",
        "After a misdeal the same dealer deals again and the same player opens the bidding.",
    ),
    lambda r: r.misdeal != "none",
)
