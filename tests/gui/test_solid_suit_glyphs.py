"""Suit glyphs on the decision area's buttons (issue 25, point 4): ♥ and ♦ are printed solid
in the deck's colours, as inked as the solid ♠ beside them, never as the pale outlines ♡ ♢
of the program's records; a disabled suit button is grey, without a trace of its colour."""

from __future__ import annotations

import pytest
from mouse import click_button, set_four_colour_deck
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QPushButton
from rettler_table_support import start_rettler, wait_for_panel

from napoleon_gui.games.rettler import panels

#: the next test sees the usual deck again
pytestmark = pytest.mark.usefixtures("usual_deck_look")


def _ink(button: QPushButton) -> dict[str, int]:
    """The button's pixels by the colour of its glyph: red, blue, near-black (its grey
    edge and a disabled text's grey are none of them)."""
    image: QImage = button.grab().toImage()
    ink = {"red": 0, "blue": 0, "black": 0}
    for y in range(image.height()):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            r, g, b = c.red(), c.green(), c.blue()
            if r > 150 and g < 90 and b < 90:
                ink["red"] += 1
            elif b > 140 and r < 90 and g < 130:
                ink["blue"] += 1
            elif max(r, g, b) < 80:
                ink["black"] += 1
    return ink


def test_heart_and_diamond_bids_are_solid_in_the_decks_colours_and_grey_when_disabled(
    qtbot, window
):
    # seed 2: a player before the human bid red 25, so no suit may be bid at 25 (R-BID-4)
    start_rettler(window, seed=2, players=4)
    panel = wait_for_panel(qtbot, window, panels.RettlerBidPanel)
    suits = {kind: panel.trump_buttons[kind] for kind in "SHDC"}
    assert [suits[k].text() for k in "SHDC"] == ["♠", "♥", "♦", "♣"]  # solid, not ♡ ♢

    assert not suits["H"].isEnabled() and not suits["D"].isEnabled()
    for kind in "HD":  # disabled: grey, no red at all
        assert _ink(suits[kind]) == {"red": 0, "blue": 0, "black": 0}, kind

    click_button(qtbot, panel.count_buttons[26])  # at 26 every suit may be bid
    qtbot.waitUntil(lambda: all(b.isEnabled() for b in suits.values()), timeout=2000)
    spade = _ink(suits["S"])["black"]
    assert spade > 20
    for kind in "HD":
        ink = _ink(suits[kind])
        # as much ink as the solid ♠: an outline ♡ has about a third of it
        assert ink["red"] >= 0.7 * spade, (kind, ink, spade)
        assert ink["black"] == 0 and ink["blue"] == 0, (kind, ink)

    # the four-colour deck (Settings): the panel put up again prints ♦ solid blue
    set_four_colour_deck(qtbot, window)
    panel = wait_for_panel(qtbot, window, panels.RettlerBidPanel)
    click_button(qtbot, panel.count_buttons[26])
    diamond, heart = panel.trump_buttons["D"], panel.trump_buttons["H"]
    qtbot.waitUntil(diamond.isEnabled, timeout=2000)
    assert diamond.text() == "♦"
    ink = _ink(diamond)
    assert ink["blue"] >= 0.7 * spade and ink["red"] == 0, (ink, spade)
    assert _ink(heart)["red"] >= 0.7 * spade
