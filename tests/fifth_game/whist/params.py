"""Whist's options: one deal is the whole game, or a short match to 5 points (W-END-1)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class WhistRules(BaseModel):
    """One whist rule set: the side's points that end the game (W-END-1)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = "custom"
    title: str = ""
    #: W-END-1: the game ends once a side has this many points (1: one deal is the game)
    target: int = Field(default=1, ge=1, le=50)


SINGLE = WhistRules(name="single", title="One deal", target=1)
SHORT = WhistRules(name="short", title="Short match to 5", target=5)
PRESETS: dict[str, WhistRules] = {p.name: p for p in (SINGLE, SHORT)}
