"""What a Napoleon deal shows on the score sheet (N-SCORE-15), read from its result: the
Napoleon, his contract, the adjutant and the point cards of each side. Imported when a sheet
is first made (``GameSpec.score_sheet``)."""

from __future__ import annotations

from ...score_sheet import CONTRACT, SEAT, Column, SheetLayout, declarer_line, played_columns
from ...text import said, said_p

#: the declarer as players of the game call him (glossary §1: the Napoleon)
DECLARER = said_p("role", "Napoleon")

LAYOUT = SheetLayout(
    columns=(
        Column("declarer", "declarer", said_p("column", "Napoleon"), SEAT),
        Column("contract", "contract", said_p("column", "Contract"), CONTRACT),
        *played_columns(said("Napoleon side (pts)")),
    ),
    line=declarer_line,
)
