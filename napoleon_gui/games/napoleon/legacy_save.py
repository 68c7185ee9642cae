"""Reading the schema-1 ``autosave.json`` (Napoleon only, before every game had its save):
Napoleon's own migration, which ``napoleon_gui.saves`` finds through
``game_packages.LEGACY_SAVE_READER`` and imports only when such a file is there.

Its deal (explicit hands, kitty, dealer, opening seat, actions) is exactly a Napoleon
``DealLog``'s, so migrating is a change of shape: ``read_legacy`` gives the schema-2
``Autosave``, checked as thoroughly as a new file (the match and the deal must replay).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, StrictInt

from napoleon_gui.persistence import FileProblem, check_schema_version, read_json_object
from napoleon_gui.saves import Autosave, AutosaveError, restore_deal, restore_match

LEGACY_SCHEMA_VERSION = 1


class _LegacyDeal(BaseModel):
    model_config = ConfigDict(extra="ignore")

    dealer: StrictInt
    opening_seat: StrictInt
    hands: list[list[str]]
    kitty: list[str]
    actions: list[dict[str, Any]] = []


class _LegacyAutosave(BaseModel):
    """Only what differs from schema 2; the rest is checked by ``Autosave`` itself."""

    model_config = ConfigDict(extra="allow")

    schema_version: StrictInt = Field(ge=1, le=1)
    game: str = "napoleon"
    deal: _LegacyDeal | None = None


def read_legacy(path: Path) -> Autosave:
    """The schema-1 file at ``path`` as a schema-2 ``Autosave``. Raises ``FileProblem``,
    ``ValidationError`` or ``AutosaveError`` naming the field at fault."""
    data = read_json_object(path)
    check_schema_version(data, LEGACY_SCHEMA_VERSION)
    legacy = _LegacyAutosave.model_validate(data)
    if legacy.game != "napoleon":
        raise FileProblem(f"game: {legacy.game!r} (schema 1 saved Napoleon only)")
    fields = {k: v for k, v in data.items() if k not in ("schema_version", "deal")}
    fields["game"] = "napoleon"
    rows = fields.get("rows")
    fields["logs"] = [None] * len(rows) if isinstance(rows, list) else []
    if legacy.deal is not None:
        deal = legacy.deal
        log: dict[str, Any] = {
            "game": "napoleon",
            "players": fields.get("players"),
            "preset": fields.get("preset"),
        }
        if fields.get("preset") is None:
            log["params"] = fields.get("custom_preset")
        log["deal"] = {
            "dealer": deal.dealer,
            "opening_seat": deal.opening_seat,
            "hands": deal.hands,
            "kitty": deal.kitty,
        }
        log["actions"] = deal.actions
        fields["deal"] = log
    autosave = Autosave.model_validate(fields)
    restore_match(autosave)
    if autosave.deal is not None:
        restore_deal(autosave)
    return autosave


__all__ = ["LEGACY_SCHEMA_VERSION", "AutosaveError", "read_legacy"]
