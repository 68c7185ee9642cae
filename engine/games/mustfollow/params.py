"""Must-follow co-op rule options as data (mustfollow.md; DECISIONs MD-n, UNCERTAINs MU-n).

``MustFollowRules`` has one field per choice the spec leaves open or decides. Fields whose
type allows a single value record an UNCERTAIN that the engine settled one way (the
alternative is named in the comment); the others are real options. ``first_edition`` is the
default preset; ``silent_table`` turns table talk off (MD-5 alternative).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, model_validator

from ... import presets


class MustFollowRules(BaseModel):
    """One complete rule set of the co-op must-follow game."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = "custom"
    title: str = ""
    players: tuple[int, ...] = (1, 2, 3, 4)
    #: MU-1: the seed's 2016 first edition; the 2020 edition is not among the seeds.
    edition: Literal["first_2016"] = "first_2016"
    #: MD-1: playing order; the engine's seat order is the playing order for "clockwise".
    direction: Literal["clockwise", "counter_clockwise"] = "clockwise"
    #: MU-2 / MD-4: any assignment of the trick counts to seats wins (alternative: roles fixed
    #: before play, not implemented).
    roles: Literal["any_assignment"] = "any_assignment"
    #: MD-5: table talk from a fixed menu, checked by M-TALK-2; or no talk at all.
    table_talk: Literal["menu", "silent"] = "menu"
    #: MU-3: "uniquely" is judged for every listener separately (the strict reading).
    pin_test: Literal["each_listener"] = "each_listener"
    #: MD-2: a "played cards" memory aid for the UI (AIs always remember everything).
    memory_aid: bool = False
    #: M-1P-3 / MD-10: the dummy's first card of each suit is turned by the player's choice
    #: (``choose``) or by the auto-flip button (``auto``, same distribution under MD-10).
    turn_up: Literal["auto", "choose"] = "auto"
    #: Not in seed: a 1-/2-player game ends after round 1 when round 1 already failed M-2P-9.
    stop_after_failed_round: bool = True
    #: MU-4: displayed score ranges per player count (the 3-player deck starts at 5).
    score_range: dict[int, tuple[int, int]] = {1: (0, 24), 2: (0, 24), 3: (3, 21), 4: (0, 24)}
    #: MU-5 / MD-9: the 2-/1-player score uses the round-2 last cards.
    score_cards: Literal["round2"] = "round2"
    #: Issue 4: deal only deals that are winnable with perfect information (M-SOLVE-4/5).
    deal_filter: Literal["any", "winnable"] = "any"
    #: How many deals ``deal_filter="winnable"`` may try before giving up.
    max_deal_attempts: int = 200
    #: MD-13: exact values within this many search nodes, else an estimate or "unknown".
    node_budget: int = 2_000_000
    #: MD-13: sampled deals for a clairvoyant estimate when the exact value is out of budget.
    clairvoyant_samples: int = 200
    #: MD-13: hints in round 1 optimise the round-1 sub-goal (``round``) by default.
    hint_objective: Literal["round"] = "round"

    @model_validator(mode="after")
    def _check(self) -> MustFollowRules:
        for n in self.players:
            if n not in (1, 2, 3, 4):
                raise ValueError(f"players: the game is for 1 to 4 players, not {n} (M-SETUP-1)")
        if not self.players:
            raise ValueError("players: at least one player count")
        if self.node_budget < 1000:
            raise ValueError("node_budget: at least 1000 nodes (MD-13)")
        if not 1 <= self.clairvoyant_samples <= 10_000:
            raise ValueError("clairvoyant_samples: between 1 and 10000 (MD-13)")
        if self.max_deal_attempts < 1:
            raise ValueError("max_deal_attempts: at least 1")
        return self

    @property
    def talk_allowed(self) -> bool:
        return self.table_talk == "menu"


FIRST_EDITION = MustFollowRules(name="first_edition", title="First edition (2016)")
SILENT_TABLE = FIRST_EDITION.model_copy(
    update={"name": "silent_table", "title": "First edition, no table talk", "table_talk": "silent"}
)

PRESETS: dict[str, MustFollowRules] = {p.name: p for p in (FIRST_EDITION, SILENT_TABLE)}


def preset_from_dict(data: Any, source: str = "preset") -> MustFollowRules:
    """Rules from a JSON-like dict, optionally ``{"base": "first_edition", ...}``."""
    return presets.preset_from_dict(MustFollowRules, PRESETS, data, source)


def load_preset(name_or_path: str | Path) -> MustFollowRules:
    """A named preset or a custom preset from a JSON file."""
    return presets.load_preset(MustFollowRules, PRESETS, name_or_path)
