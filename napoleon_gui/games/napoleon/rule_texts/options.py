"""Rule texts of the optional rules (N-OPT, chapter 15 of napoleon.md) and of the variant
games of chapter 6 (N-VAR)."""

from __future__ import annotations

from engine.games.napoleon.params import URAKO, NapoleonRules
from engine.text import Text, joined

from .base import _rule, said_p

# === 15. Optional rules =======================================================================
_OPTIONS: tuple[tuple[str, str, Text], ...] = (
    (
        "N-OPT-1a",
        "no_first_last_exceptions",
        said_p("rules:napoleon", "no first/last-trick exceptions"),
    ),
    (
        "N-OPT-1b",
        "first_trick_only_same_two_off",
        said_p("rules:napoleon", "first trick: only same-two off"),
    ),
    ("N-OPT-2", "joker_free", said_p("rules:napoleon", "joker free")),
    ("N-OPT-3", "bowers_immune_to_same_two", said_p("rules:napoleon", "bowers beat same-two")),
    ("N-OPT-4", "same_two_beats_mighty", said_p("rules:napoleon", "same-two beats the Mighty")),
    ("N-OPT-5", "no_joker", said_p("rules:napoleon", "no joker")),
    ("N-OPT-6", "left_bower_is_trump", said_p("rules:napoleon", "left bower is a trump")),
    ("N-OPT-7", "club10_traitor", said_p("rules:napoleon", "♣10 traitor")),
    (
        "N-OPT-8",
        "diamond_queen_beats_right_bower",
        said_p("rules:napoleon", "♢Q beats the right bower"),
    ),
    ("N-OPT-9", "mighty_free", said_p("rules:napoleon", "Mighty free")),
    ("N-OPT-11", "reverse_all_take", said_p("rules:napoleon", "reverse all-take")),
    ("N-OPT-12", "stop_when_decided", said_p("rules:napoleon", "early stop")),
    ("N-OPT-13", "score_table_literal", said_p("rules:napoleon", "printed score tables")),
    ("N-OPT-14", "yoromeki", said_p("rules:napoleon", "Yoromeki")),
    ("N-OPT-14", "yoromeki_gaeshi", said_p("rules:napoleon", "Yoromeki return")),
)


@_rule("N-OPT", said_p("rules:napoleon", "Optional rules"))
def _opt(r: NapoleonRules) -> Text:
    lines = [
        said_p(
            "rules:napoleon",
            "Optional rules (the book's Appendix A and switches), as set in these rules:",
        )
    ]
    for rule_id, field, name in _OPTIONS:
        if getattr(r, field):
            lines.append(said_p("rules:napoleon", "{rule} {name}: on", rule=rule_id, name=name))
        else:
            lines.append(said_p("rules:napoleon", "{rule} {name}: off", rule=rule_id, name=name))
    return joined(lines, "\n")


# --- variant games of chapter 6 (N-VAR) -------------------------------------------------------
def _two_min(r: NapoleonRules) -> int:
    return r.min_bid.get(2, 11)


@_rule(
    "N-VAR-1",
    said_p("rules:napoleon", "Two-player Napoleon, version 1"),
    lambda r: r.deal_layout == "two_player_tableau",
)
def _var_1(r: NapoleonRules) -> Text:
    return said_p(
        "rules:napoleon",
        "Two players. Each has a tableau of five piles of three cards in front of him "
        "(face up, face down, face up): the top card of each pile is face up and is played "
        "like a hand card; when it is played, the card it uncovers is turned face up. Each "
        "player also has a hand of 9 cards; the other 5 cards are the kitty. Bid as usual "
        "(minimum {min}); there is no adjutant. The Napoleon takes the kitty and exchanges "
        "it with hand cards only, never with tableau cards. You may play your hand cards and "
        "the top cards of your piles, and follow suit with those only: a card of the suit "
        "lower in a pile does not count.",
        min=_two_min(r),
    )


@_rule(
    "N-VAR-2",
    said_p("rules:napoleon", "Two-player Napoleon, version 2"),
    lambda r: r.deal_layout == "two_player_draw",
)
def _var_2(r: NapoleonRules) -> Text:
    return said_p(
        "rules:napoleon",
        "Two players. Three piles of five cards are dealt face down; each player takes one "
        "as his hand, the player after the dealer first, and the third pile is put aside "
        "face down, unused. The other 38 cards form a face-down stock. Bid as usual "
        "(minimum {min}); there is no adjutant and no kitty. After every trick the winner, "
        "then the loser, draws one card from the stock until it is empty; then the hands "
        "are played out (24 tricks).",
        min=_two_min(r),
    )


@_rule(
    "N-VAR-3",
    said_p("rules:napoleon", "Four-pile three-player Napoleon"),
    lambda r: r.deal_layout == "four_pile_three",
)
def _var_3(r: NapoleonRules) -> Text:
    return said_p(
        "rules:napoleon",
        "Three players. Four piles of 13 cards and one card to the middle are dealt face "
        "down. Each player chooses a pile as his hand, in playing order from the opening "
        "bidder; the fourth pile stays face down. After the auction (minimum {min}) the "
        "Napoleon takes the middle card and 4 random cards of the unused pile and discards "
        "5. Nine cards stay out of play unseen, so nobody knows how many point cards are in "
        "play, and an adjutant often does not exist. All-take means the Napoleon side took "
        "every point card that was in play or discarded.",
        min=r.min_bid.get(3, 13),
    )


@_rule(
    "N-VAR-5",
    said_p("rules:napoleon", "Imperialist Napoleon"),
    lambda r: r.imperialism,
)
def _var_5(_r: NapoleonRules) -> Text:
    return said_p(
        "rules:napoleon",
        "Every player for himself: no auction, no Napoleon, no adjutant, no coalition; the "
        "kitty stays face down, unused. The first leader is drawn by lot in the first game; "
        "before looking at his hand he names the trump kind (Earth-science club no-trump is "
        "not allowed) and leads trick 1. Whoever takes the most point cards wins; a tie is "
        "broken by the previous game's counts (in the first game it is a shared win). The "
        "winner leads and names trump in the next game. The score sheet counts 1 per win.",
    )


@_rule(
    "N-VAR-6",
    said_p("rules:napoleon", "Blind stand"),
    lambda r: r.blind_stand,
)
def _var_6(_r: NapoleonRules) -> Text:
    return said_p(
        "rules:napoleon",
        "After the deal one random card of each hand is turned face up for everybody. The "
        "auction, the trump and the adjutant call happen without looking at the other "
        "cards; then the hands are lifted and the deal is played as usual. Calling a card "
        "you hold yourself without knowing it makes you play an intentional only, which is "
        "legal. There is no misdeal.",
    )


@_rule(
    "N-VAR-7",
    said_p("rules:napoleon", "Urako"),
    lambda r: URAKO in r.trump_priority,
)
def _var_7(_r: NapoleonRules) -> Text:
    return said_p(
        "rules:napoleon",
        "Urako is a trump kind bid only at 20, below clubs (any other kind at 20 beats "
        "it), and without an adjutant. The leader of every trick declares that trick's "
        "trump kind together with the lead card: any normal kind, or swimming club "
        "no-trump (like no-trump, with the queens as the bowers), 8 mm film club no-trump "
        "(the 8s as the bowers) or railway club no-trump (every card its face value except "
        "the joker; ♠A is only the highest spade). The first- and last-trick rules follow "
        "the kind declared for the trick, the three club kinds counting as no-trump.",
    )
