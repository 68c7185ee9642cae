"""How the deck and the table look (issue 25, comfort): the suits' colours (two or four
colours), the size of the cards and the high-contrast table, one record for the whole
program, set from the settings (``window_options.py``) and read by the card pictures, the
table's felt and every button that shows a suit.

No rule here: hearts and diamonds are red in the two-colour deck; the four-colour deck
keeps ♠ black and ♥ red and prints ♦ blue and ♣ green, as the four-colour decks of bridge
and poker sites do.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from engine.cards import DECK_STRIDE, JOKER, SUIT_OF

CardSize = Literal["small", "normal", "large"]
CARD_SIZES: tuple[CardSize, ...] = ("small", "normal", "large")
#: how much larger the cards of the player's hand and of the trick are, per setting
CARD_SIZE_FACTOR: dict[str, float] = {"small": 0.86, "normal": 1.0, "large": 1.16}

#: the smallest text a player reads, in points (issue 25)
MIN_PT = 9.0

BLACK = "#111111"
RED = "#c0142c"
BLUE = "#1450c8"
GREEN = "#15803a"
JOKER_COLOUR = "#6a1b9a"
#: engine suit order: ♠ ♥ ♦ ♣
TWO_COLOURS = (BLACK, RED, RED, BLACK)
FOUR_COLOURS = (BLACK, RED, BLUE, GREEN)
#: a trump kind's letter -> its suit (``"red"``/``"black"``: the two suits of one colour)
_KIND_SUIT = {"S": 0, "H": 1, "D": 2, "C": 3}


@dataclass(frozen=True, slots=True)
class DeckLook:
    four_colour: bool = False
    card_size: str = "normal"
    high_contrast: bool = False

    @property
    def card_factor(self) -> float:
        return CARD_SIZE_FACTOR.get(self.card_size, 1.0)


_look = DeckLook()
_listeners: list[Callable[[], None]] = []


def look() -> DeckLook:
    return _look


def set_look(new: DeckLook) -> bool:
    """Change the look; everything that follows it redraws at once (applied live).
    True when it changed."""
    global _look
    if new == _look:
        return False
    _look = new
    for listener in list(_listeners):
        listener()
    return True


def on_look_changed(listener: Callable[[], None]) -> Callable[[], None]:
    """Call ``listener`` after every change; returns the function that stops it."""
    _listeners.append(listener)

    def stop() -> None:
        if listener in _listeners:
            _listeners.remove(listener)

    return stop


def suit_colour(suit: int) -> str:
    """The colour suit ``suit`` (0-3: ♠ ♥ ♦ ♣) is printed in."""
    colours = FOUR_COLOURS if _look.four_colour else TWO_COLOURS
    return colours[suit] if 0 <= suit < 4 else JOKER_COLOUR


def kind_colour(kind: str) -> str:
    """The colour of a trump kind's mark: its suit's, red for ``"red"`` (a red suit),
    black otherwise (no trump, ``"black"``)."""
    if kind in _KIND_SUIT:
        return suit_colour(_KIND_SUIT[kind])
    return RED if kind == "red" else BLACK


def card_colour(card: int) -> str:
    """The colour of a card's text (``♦Q``): its suit's; the joker purple."""
    base = card % DECK_STRIDE  # a second deck's cards too
    return suit_colour(SUIT_OF[base]) if base < JOKER else JOKER_COLOUR


#: the keyboard's place on a decision panel's button (issue 25): the same gold as the
#: decision area's and the table's frames
FOCUS_GOLD = "#d89b00"


def focus_ring(kind: str = "QPushButton") -> str:
    """The focus rule a button's own style sheet must carry: a widget's own sheet wins over
    the decision area's ``QAbstractButton:focus`` rule, so a button styled with a border of
    its own would hide the keyboard's place. Put it last: it wins over ``:checked`` too."""
    return f"{kind}:focus {{ border: 2px solid {FOCUS_GOLD}; }}"


#: issue 25: glyph25, the program's texts print hearts and diamonds with the white glyphs ♡ ♢
#: (``engine.cards.SUIT_SYMBOLS``, kept in records and logs); on a button or in the decision
#: area they read as pale outlines beside the solid ♠ ♣, so there every suit is printed solid
_SOLID_SUITS = str.maketrans("♤♡♢♧", "♠♥♦♣")
#: the solid suits in the engine's order (♠ ♥ ♦ ♣)
SOLID_SUITS = "♠♥♦♣"


def solid_suits(text: str) -> str:
    """``text`` with its suits' glyphs solid: ``♡ hearts 14`` -> ``♥ hearts 14``."""
    return text.translate(_SOLID_SUITS)


#: look25: the deck's colours lightened for the table's dark green (the status line, the
#: info panel), where the deck's own red and blue would be too dark to read; the black
#: suits there take the text's own colour
_ON_DARK = {RED: "#ff5a5a", BLUE: "#7aa7ff", GREEN: "#5fd38a"}


def suit_colour_on_dark(suit: int) -> str | None:
    """The colour suit ``suit`` is printed in on a dark ground; None: the text's own."""
    return _ON_DARK.get(suit_colour(suit))


def suit_marks(markup: str, *, on_dark: bool = False) -> str:
    """``markup`` (rich text whose own text is escaped) with each suit solid and in its
    colour of the deck, as the cards print it (issue 25: glyph25); ``on_dark``: in the
    colours for a dark ground."""
    out = []
    for char in solid_suits(markup):
        suit = SOLID_SUITS.find(char)
        colour = suit_colour_on_dark(suit) if on_dark and suit >= 0 else None
        if suit >= 0 and not on_dark:
            colour = suit_colour(suit)
        if colour is None:
            out.append(char)
            continue
        out.append(f'<span style="color:{html.escape(colour)}">{html.escape(char)}</span>')
    return "".join(out)


def suit_button_style(colour: str, extra: str = "", *, bold: bool = False) -> str:
    """A button that shows a suit or a bid: the suit's colour on white with a solid edge,
    so that an enabled ♢ or ♡ never looks disabled; disabled, grey on grey with a dashed
    edge (issue 25). ``extra`` is added to the enabled state (a font size)."""
    weight = "bold" if bold else "normal"
    return (
        f"QPushButton {{ color: {colour}; background: #ffffff; font-weight: {weight}; "
        f"border: 1px solid #6f6f6f; border-radius: 3px; padding: 1px 4px; {extra} }}"
        "QPushButton:hover { background: #fff8d6; }"
        "QPushButton:checked { background: #2d6cdf; color: white; border: 2px solid #143c8c; }"
        "QPushButton:disabled { color: #9a9a9a; background: #dcdcdc; font-weight: normal; "
        "border: 1px dashed #b4b4b4; }" + focus_ring()
    )
