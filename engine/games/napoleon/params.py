"""Napoleon rule options as data (napoleon.md §14 and §15).

``NapoleonRules`` has one field per rule dimension of the presets table (§14) and per
Appendix A toggle (§15). The named presets ``book``, ``fukashi`` and ``igoshokai`` are
instances of it; a custom preset is a JSON object with the same fields, optionally starting
from a named preset with ``"base": "book"``. The model and the book's set live with the
family's shared rule pieces (``engine/games/family/rules.py``), as Rettler plays its tricks by
them too.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ... import presets
from ..family.rules import (
    ALL_TRUMP_KINDS,
    BOOK,
    COLOUR_TRUMPS,
    NT_FAMILY,
    PILE_DEPTH,
    SUIT_TRUMPS,
    TABLEAU_PILES,
    TWO_PLAYER_LAYOUTS,
    URAKO,
    URAKO_NT_KINDS,
    URAKO_TRICK_KINDS,
    BowerName,
    NapoleonRules,
)

FUKASHI = NapoleonRules(
    name="fukashi",
    title="Fukashi rules",
    players=(5,),
    misdeal="bust_hand",
    trump_priority=("S", "H", "D", "C"),
    min_bid={5: 13},
    auction="stand_then_raise",
    discard_ban="point_cards",
    yoromeki_gaeshi=False,
    same_two_beats=frozenset({"left_bower"}),
    joker_lead_point_fallback=False,
    first_trick_rule="fukashi_ban",
    last_trick_rule="none",
    joker_follow_counts_as_led_suit=True,
    all_take=False,
    stop_when_decided=True,
)

IGOSHOKAI = NapoleonRules(
    name="igoshokai",
    title="Igosho-kai rules",
    players=(5,),
    misdeal="no_point_card",
    misdeal_shows_hand=True,
    trump_priority=("chigaku_nt", "S", "H", "D", "C"),
    trump_labels={"chigaku_nt": "NT"},
    min_bid={5: 12},
    opening_bidder="previous_adjutant",
    no_bid="annul",
    discard_face_up="point_and_trump_cards",
    yoromeki=False,
    yoromeki_gaeshi=False,
    same_two_beats=frozenset(),
    joker_lead_beats_mighty=True,
    joker_lead_point_fallback=False,
    joker_follow_anytime=True,
    joker_follow_counts_as_led_suit=True,
    first_trick_rule="simple_contest",
    last_trick_rule="no_joker_lead",
    first_last_rules_apply_to_nt=True,
    all_take=False,
    stop_when_decided=True,
    scoring="igoshokai",
)

#: N-VAR-6: book rules; bid, trump and call seeing one face-up card only. A bust hand cannot
#: be declared without looking at it, so there is no misdeal (DECISION, N-MIS-3).
BLIND_STAND = NapoleonRules.model_validate(
    {
        **BOOK.model_dump(),
        "name": "blind_stand",
        "title": "Blind-stand Napoleon",
        "blind_stand": True,
        "misdeal": "none",
    }
)

#: N-VAR-5: book card rules, everyone for himself; no auction, no adjutant, the kitty unused.
IMPERIALIST = NapoleonRules.model_validate(
    {
        **BOOK.model_dump(),
        "name": "imperialist",
        "title": "Imperialist Napoleon",
        "imperialism": True,
        "misdeal": "none",
    }
)

#: N-VAR-1: two-player Napoleon with tableaus of five piles (DECISIONs of napoleon.md §16).
TWO_PLAYER_1 = NapoleonRules.model_validate(
    BOOK.model_dump()
    | {
        "name": "two_player_1",
        "title": "Two-player Napoleon, version 1",
        "players": (2,),
        "deal_layout": "two_player_tableau",
        "deal_sizes": {2: (9, 5)},
        "min_bid": {2: 11},
        "adjutant_cards": {2: 0},
        "misdeal": "none",
    }
)
#: N-VAR-2: two-player Napoleon with hands of five from three piles and draws from a stock.
TWO_PLAYER_2 = NapoleonRules.model_validate(
    BOOK.model_dump()
    | {
        "name": "two_player_2",
        "title": "Two-player Napoleon, version 2",
        "players": (2,),
        "deal_layout": "two_player_draw",
        "deal_sizes": {2: (5, 0)},
        "min_bid": {2: 11},
        "adjutant_cards": {2: 0},
        "misdeal": "none",
    }
)


#: N-VAR-7: the book plus the Urako kind, below clubs (DECISION), biddable only at 20
URAKO_PRESET = BOOK.model_copy(
    update={
        "name": "urako",
        "title": "Urako (rule book 6.1.7)",
        "trump_priority": (*BOOK.trump_priority, URAKO),
    }
)

#: N-VAR-3 (4配り3ナポレオン): the book for three players with four piles of 13 and a middle
#: card; minimum count 13 (DECISION: the book's 16 assumes all 20 point cards in play).
FOUR_PILE_3P = NapoleonRules(
    **(
        BOOK.model_dump()
        | {
            "name": "four_pile_3p",
            "title": "Four-pile three-player Napoleon",
            "players": (3,),
            "deal_sizes": {3: (13, 5)},
            "min_bid": {3: 13},
            "adjutant_cards": {3: 1},
            "deal_layout": "four_pile_three",
        }
    )
)


PRESETS: dict[str, NapoleonRules] = {
    p.name: p
    for p in (
        BOOK,
        FUKASHI,
        IGOSHOKAI,
        BLIND_STAND,
        IMPERIALIST,
        URAKO_PRESET,
        TWO_PLAYER_1,
        TWO_PLAYER_2,
        FOUR_PILE_3P,
    )
}


def preset_from_dict(data: Any, source: str = "preset") -> NapoleonRules:
    """Build rules from a JSON-like dict; errors name the field at fault."""
    return presets.preset_from_dict(NapoleonRules, PRESETS, data, source)


def load_preset(name_or_path: str | Path) -> NapoleonRules:
    """A named preset (``book``) or a custom preset from a JSON file."""
    return presets.load_preset(NapoleonRules, PRESETS, name_or_path)


__all__ = [
    "ALL_TRUMP_KINDS",
    "BLIND_STAND",
    "BOOK",
    "COLOUR_TRUMPS",
    "FOUR_PILE_3P",
    "FUKASHI",
    "IGOSHOKAI",
    "IMPERIALIST",
    "NT_FAMILY",
    "PILE_DEPTH",
    "PRESETS",
    "SUIT_TRUMPS",
    "TABLEAU_PILES",
    "TWO_PLAYER_1",
    "TWO_PLAYER_2",
    "TWO_PLAYER_LAYOUTS",
    "URAKO",
    "URAKO_NT_KINDS",
    "URAKO_PRESET",
    "URAKO_TRICK_KINDS",
    "BowerName",
    "NapoleonRules",
    "load_preset",
    "preset_from_dict",
]
