"""Which variant of the rule book's chapter 6 (R-VAR, rettler.md §22) a Rettler rule set
plays, for the New game dialog: its group, its one-line description and the rule its link
opens in Rettler's rules viewer.

The variant is read from the rule set's fields (a custom preset built on one is recognised
too, and so is any team game, whatever its teams), never from its name, and never decided
here: the engine plays it. The heading and the listing are Napoleon's (``variant_note``).
"""

from __future__ import annotations

from engine.games.napoleon.params import URAKO
from engine.games.rettler.params import (
    DECK_SIZE,
    FOUR_PILES,
    LAYOUT_PLAYERS,
    LAYOUT_RULES,
    PILE_DEPTH,
    TABLEAU_PILES,
    RettlerRules,
)
from napoleon_gui.controllers.game_ui import PresetNote, variant_note
from napoleon_gui.i18n import N_, Entry, Nn_, register, tr

STRINGS: dict[str, Entry] = {
    "ret_preset_desc_book": N_(
        "The rule book: 4 to 8 players, two decks (108 cards), one or two adjutants and the kitty."
    ),
    "ret_var_desc_1": N_(
        "Two players: a hand of {hand} and {piles} piles of {depth} each, whose top cards are "
        "played like hand cards; no adjutant."
    ),
    "ret_var_desc_2": N_(
        "Two players take hands of {hand} from three face-down piles and draw from the stock "
        "after every round; no adjutant, no kitty."
    ),
    "ret_var_desc_3": N_(
        "Three players each take one of four face-down piles of {pile}; the Rettler draws "
        "{drawn} cards from the unused pile."
    ),
    # the same line as Napoleon's N-VAR-5 (one translation)
    "ret_var_desc_4": N_(
        "Every player for himself: the first leader names trump before looking; most point "
        "cards wins."
    ),
    "ret_var_desc_5": N_(
        "One card of each hand is turned face up; bid, trump and adjutants are chosen "
        "without looking at the rest."
    ),
    "ret_var_desc_6": N_(
        "The trump kind Urako: the leader of every round declares that round's trump kind; "
        "one adjutant, no bomb."
    ),
    "ret_var_desc_7": N_(
        "{n} teams of {size}, members in alternate seats: all cards dealt, the first leader "
        "names trump unseen; more point cards wins."
    ),
    "ret_var_desc_8": N_(
        "No adjutant call: once the Rettler is known, every other player gets a face-down "
        "card naming his side."
    ),
    "ret_var_desc_10": Nn_(
        "After the contract every player gets {n} extra card from a third deck, played like "
        "his own.",
        "After the contract every player gets {n} extra cards from a third deck, played like "
        "his own.",
    ),
    "ret_var_desc_11": N_(
        "The punished player names trump before looking and plays alone against a target "
        "count of point cards; no score."
    ),
    "ret_var_desc_13": N_(
        "Four players, one adjutant: the two decks have different backs, so the Rettler may "
        "call a card of a named deck."
    ),
}
register(STRINGS)


def variant_rule(rules: RettlerRules) -> str:
    """The R-VAR rule ``rules`` play (``""``: the book's game, not a variant of §22)."""
    if rules.deal_layout in LAYOUT_RULES:  # R-VAR-1, R-VAR-2, R-VAR-3
        return LAYOUT_RULES[rules.deal_layout]
    for rule, on in (
        ("R-VAR-4", rules.imperialism),
        ("R-VAR-5", rules.blind_stand),
        ("R-VAR-6", URAKO in rules.trump_priority),
        ("R-VAR-7", bool(rules.teams)),
        ("R-VAR-8", rules.team_cards),
        ("R-VAR-10", bool(rules.dream_cards)),
        ("R-VAR-11", rules.sanction),
        ("R-VAR-13", rules.call_by_deck),
    ):
        if on:
            return rule
    return ""


def _description(rule: str, rules: RettlerRules) -> str:
    """The variant's line, with its numbers read from the rule set."""
    key = f"ret_var_desc_{rule.rsplit('-', 1)[1]}"
    if rule in ("R-VAR-1", "R-VAR-2"):
        hand = rules.hand_size(LAYOUT_PLAYERS[rules.deal_layout])
        return tr(key, hand=hand, piles=TABLEAU_PILES, depth=PILE_DEPTH)
    if rule == "R-VAR-3":
        players = LAYOUT_PLAYERS[rules.deal_layout]
        return tr(key, pile=DECK_SIZE // FOUR_PILES, drawn=rules.kitty_size(players))
    if rule == "R-VAR-7":
        return tr(key, n=len(rules.teams), size=rules.teams[0])
    if rule == "R-VAR-10":
        return tr(key, n=rules.dream_cards)
    return tr(key)


def preset_note(preset: str, rules: RettlerRules) -> PresetNote:
    """The New game dialog's note on a Rettler preset."""
    rule = variant_rule(rules)
    if not rule:
        return variant_note("", own_key=f"ret_preset_desc_{preset}")
    return variant_note(rule, _description(rule, rules))
