"""Belote rule options as data (belote.md §15 B-VAR, plus the engine flags).

``BeloteRules`` has one field per seed variation (B-VAR-1..10) and per engine flag; the
default of every field is the seed's main text. Named presets are instances; a custom preset
is a JSON object with the same fields, optionally starting from a preset (``"base"``).

Where the seed leaves a gap (UNCERTAIN, BU-n) the engine follows the spec's DECISION; the
choices are listed in ``CHOICES`` so that a rules viewer can show them. Where a choice has a
real alternative it is a field (``forced_undertrump``, ``belote_kept_by_failing_side``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, model_validator

from ... import presets
from ...text import Text, said_p

#: How the engine settles each UNCERTAIN of belote.md (§20).
CHOICES: dict[str, str] = {
    "BU-1": "trump points read as J 20, 9 14, A 11, 10 10, K 4, Q 3, 8 0, 7 0 (totals 162/130/258)",
    "BU-2": "3 and 4 players only (no 2-player rules in the seed)",
    "BU-3": "BD-1: fixed seats and partnerships; the draw only picks the first dealer "
    "(lowest card deals, tied lowest draw again: deck.draw_for_dealer)",
    "BU-4": "BD-8: in sa and ta no sequence is 'in trump'; equal sequences go to seat order",
    "BU-5": "BD-12a: forced_undertrump read literally (only when holding lower trumps only)",
    "BU-6": "BD-13: a failing side's belote goes to the defenders "
    "(belote_kept_by_failing_side switches to the modern practice)",
    "BU-7": "BD-14: a capot does not revive the capot side's weaker melds",
    "BU-8": "BD-15: defenders who capot failing declarers score 252 (250) + both sides' melds",
    "BU-9": "BD-16: capot and failure apply in sa and ta, scaled by the multiplier",
    "BU-10": "BD-17: a failing 3-player taker scores 0, each opponent its own total",
}


class BeloteRules(BaseModel):
    """One complete Belote rule set (belote.md §15)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = "custom"
    title: str = ""
    players: tuple[int, ...] = (3, 4)  # B-SEAT-1, B-3P; BU-2: no 2-player game
    direction: Literal["clockwise", "counterclockwise"] = "clockwise"  # B-VAR-1
    shuffle: Literal["shuffle_each_deal", "cut_only"] = "shuffle_each_deal"  # B-VAR-2, BD-19
    first_deal_packets: Literal["3_then_2", "dealer_choice"] = "3_then_2"  # B-VAR-3
    melds_in_test: bool = True  # B-VAR-4 (False: melds and belote left out of the test)
    melds_allowed: Literal["all", "belote_only"] = "all"  # B-VAR-5 (tournament)
    meld_timing: Literal["first_play", "before_play"] = "first_play"  # B-VAR-6, BD-20
    option_bids: Literal["none", "sa_ta", "sa_only"] = "none"  # B-VAR-7, B-OPT
    sa_only_after_suit_bid: bool = True  # B-VAR-7 sub-option (only with sa_only)
    belote_king_first: bool = False  # B-VAR-8, BD-21 (a scoring condition)
    forced_undertrump: bool = False  # B-VAR-9, BD-12a (literal reading of BU-5)
    capot_value: Literal[252, 250] = 252  # B-VAR-10 (250 = 88 + the last trick's 10)
    belote_kept_by_failing_side: bool = False  # BD-13 (BU-6)

    @model_validator(mode="after")
    def _check(self) -> BeloteRules:
        if not self.players or any(n not in (3, 4) for n in self.players):
            raise ValueError("players: Belote is played by 3 or 4 players (B-SEAT-1, BU-2)")
        return self

    @property
    def target(self) -> int:
        """B-END-1, B-OPT-6, BD-5: 3000 whenever any option bid is enabled, else 1000."""
        return 1000 if self.option_bids == "none" else 3000

    @property
    def step(self) -> int:
        """B-VAR-1: the seat-index step of 'next in the direction of play'."""
        return 1 if self.direction == "clockwise" else -1


STANDARD = BeloteRules(name="standard", title="Akagiri's rules (1998), main text")
OPTION_BIDS = BeloteRules(
    name="option_bids", title="With sans-atout and tout-atout bids", option_bids="sa_ta"
)
SA_ONLY = BeloteRules(
    name="sa_only", title="Sans atout only, after a suit bid", option_bids="sa_only"
)
TOURNAMENT = BeloteRules(
    name="tournament", title="Tournament: no melds but belote", melds_allowed="belote_only"
)
MODERN = BeloteRules(
    name="modern",
    title="Melds before play; failing side keeps its belote",
    meld_timing="before_play",
    belote_kept_by_failing_side=True,
)
MCLEOD = BeloteRules(name="mcleod", title="Cut, never shuffled (John McLeod)", shuffle="cut_only")

PRESETS: dict[str, BeloteRules] = {
    p.name: p for p in (STANDARD, OPTION_BIDS, SA_ONLY, TOURNAMENT, MODERN, MCLEOD)
}


def preset_from_dict(data: Any, source: str = "preset") -> BeloteRules:
    """Rules from a JSON-like object; errors name the field at fault."""
    return presets.preset_from_dict(BeloteRules, PRESETS, data, source)


def load_preset(name_or_path: str | Path) -> BeloteRules:
    """A named preset or a custom preset JSON file."""
    return presets.load_preset(BeloteRules, PRESETS, name_or_path)


# --- the options as a rules viewer says them (engine/options.py) ----------------------------
#: the preset's name and title are the window's title, not options
HIDDEN_OPTIONS: tuple[str, ...] = ("name", "title")

#: field -> its label, in the words of belote.md §15 (and of French players in French)
OPTION_LABELS: dict[str, Text] = {
    "players": said_p("option", "Players"),
    "direction": said_p("option", "Direction of play"),
    "shuffle": said_p("option", "Shuffling"),
    "first_deal_packets": said_p("option", "Dealing the first 5 cards"),
    "melds_in_test": said_p("option", "Melds count towards the contract"),
    "melds_allowed": said_p("option", "Melds allowed"),
    "meld_timing": said_p("option", "Melds announced"),
    "option_bids": said_p("option", "Option bids"),
    "sa_only_after_suit_bid": said_p("option", "Sans atout only after a suit bid"),
    "belote_king_first": said_p("option", "Belote only with the king played first"),
    "forced_undertrump": said_p("option", "Forced undertrump of the partner"),
    "capot_value": said_p("option", "Capot worth"),
    "belote_kept_by_failing_side": said_p("option", "A failing side keeps its belote"),
}

#: every code of the Literal fields above -> its words (capot_value's are numbers)
OPTION_VALUES: dict[str, Text] = {
    "clockwise": said_p("option value", "clockwise"),
    "counterclockwise": said_p("option value", "counter-clockwise"),
    "shuffle_each_deal": said_p("option value", "before every deal"),
    "cut_only": said_p("option value", "never (the pack is only cut)"),
    "3_then_2": said_p("option value", "3 then 2"),
    "dealer_choice": said_p("option value", "3 then 2 or 2 then 3, as the dealer chooses"),
    "all": said_p("option value", "all"),
    "belote_only": said_p("option value", "belote only"),
    "first_play": said_p("option value", "with one's first card"),
    "before_play": said_p("option value", "before play"),
    "none": said_p("option value", "none"),
    "sa_ta": said_p("option value", "sans atout and tout atout"),
    "sa_only": said_p("option value", "sans atout only"),
}
