"""Where one card item goes: the output of a view's projection (``TableScene._place``)."""

from __future__ import annotations

from dataclasses import dataclass

from napoleon_gui.table.layout import Slot

HAND, TRICK, WON, PILE, KITTY, DISCARD = "hand", "trick", "won", "pile", "kitty", "discard"
#: a seat's tableau of piles on the table (two-player Napoleon, N-VAR-1): zone (TABLEAU, seat)
TABLEAU = "tableau"
#: a face-down stock to draw from (N-VAR-2): zone (STOCK, 0)
STOCK = "stock"
#: face-down piles dealt to the middle for the players to choose from: zone (PILES, pile)
PILES = "piles"
#: a face-down pile put aside, out of play (the pile nobody took): zone (ASIDE, 0)
ASIDE = "aside"


@dataclass(frozen=True, slots=True)
class Placement:
    zone: tuple[str, int]
    index: int
    card: int | None
    face_up: bool
    slot: Slot
    interactive: bool = False
    dimmed: bool = False
    #: the back drawn while face down: ``""`` the table's own, else ``back_<name>.svg`` (a
    #: deck of another back, e.g. Rettler's dream deck, R-VAR-10)
    back: str = ""
    #: a small corner mark drawn on the face (a colour such as ``#c62828``), ``""``: none
    corner: str = ""
