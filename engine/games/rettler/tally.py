"""What a Rettler deal shows on the score sheet (R-SCORE), read from its result: the
Rettler, his contract, the adjutants, the point cards of each side and the multiplier.
Imported when a sheet is first made (``GameSpec.score_sheet``)."""

from __future__ import annotations

from typing import Any

from ...score_sheet import (
    CONTRACT,
    NUMBER,
    SEAT,
    Column,
    SheetLayout,
    declarer_contract_code,
    declarer_line,
    played_columns,
)
from ...text import said, said_p

#: the declarer as players of the game call him (glossary §1: the Rettler)
DECLARER = said_p("role", "Rettler")


def contract_code(contract: dict[str, Any]) -> str:
    """``red 26 2 adjutants``: a bid for two adjutants says so (R-BID-3)."""
    text = declarer_contract_code(contract)
    if not contract.get("reverse") and int(contract.get("adjutants", 1) or 1) == 2:
        text += " 2 adjutants"
    return text


LAYOUT = SheetLayout(
    columns=(
        Column("declarer", "declarer", said_p("column", "Rettler"), SEAT),
        Column("contract", "contract", said_p("column", "Contract"), CONTRACT),
        *played_columns(said("Rettler side (pts)")),
        Column("multiplier", "multiplier", said_p("column", "Multiplier"), NUMBER),
    ),
    line=declarer_line,
    contract_code=contract_code,
)
