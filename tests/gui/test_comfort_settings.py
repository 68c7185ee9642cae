"""Comfort settings (issue 25, point 6): the four-colour deck, the card size and the
high-contrast table, chosen in Settings, saved, and drawn at once on the table and on the
decision panel's suit buttons; an enabled ♡ or ♢ bid reads in its suit's colour and a
disabled one is plainly grey."""

from __future__ import annotations

import pytest
from mouse import choose_in_combo, click_button, open_settings
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QCheckBox, QPushButton, QStyle, QStyleOptionButton

from engine.cards import SUIT_OF, parse_card
from napoleon_gui.game_config import GameConfig
from napoleon_gui.widgets import deck_look

NAMES = ["You", "Anne", "Ben", "Clara"]


#: the next test sees the usual deck again
pytestmark = pytest.mark.usefixtures("usual_deck_look")


def _kind(colour: QColor) -> str:
    r, g, b = colour.red(), colour.green(), colour.blue()
    if r > 150 and g < 90 and b < 90:
        return "red"
    if b > 140 and r < 90 and g < 130:
        return "blue"
    if g > 80 and g > r + 40 and g > b + 30:
        return "green"
    return ""


def _count(image: QImage, area: QRect) -> dict[str, int]:
    counts = {"red": 0, "blue": 0, "green": 0}
    area = area.intersected(image.rect())
    for y in range(area.top(), area.bottom() + 1):
        for x in range(area.left(), area.right() + 1):
            kind = _kind(image.pixelColor(x, y))
            if kind:
                counts[kind] += 1
    return counts


def _index_corner(window, card: int) -> QRect:
    """Where the card's index (rank and suit mark) is on screen: the top left of the card,
    which the next card of the fan leaves in sight."""
    item = window.scene.item_for(card)
    rect = window.table_view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    return QRect(rect.left() + 2, rect.top() + 4, rect.width() // 3, rect.height() // 2)


def _click_check(qtbot, check: QCheckBox) -> None:
    option = QStyleOptionButton()
    check.initStyleOption(option)
    box = check.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, check)
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton, pos=box.center())


def _enabled_bid(window, kind: str) -> QPushButton:
    """An enabled bid in ``kind`` (``D``: diamonds) of the Napoleon bidding panel."""
    buttons = window.decisions.panel().findChildren(QPushButton)
    return next(b for b in buttons if b.objectName().endswith(f"_{kind}") and b.isEnabled())


def _auction(qtbot, window):
    c = window.controller
    c.new_match(GameConfig("napoleon", "book", 4, 0, ["normal"] * 4, NAMES, 4))
    qtbot.waitUntil(
        lambda: bool(c.waiting_for_human and window.queue.is_idle() and window.decisions.panel()),
        timeout=5000,
    )
    return c


def test_settings_change_the_deck_colours_card_size_and_table_at_once(qtbot, window):
    c = _auction(qtbot, window)
    hand = list(c.view().hand)
    diamond = next(c for c in hand if SUIT_OF[c % 54] == 2 and c % 13 < 9)  # 2 to 10
    club = next(c for c in hand if SUIT_OF[c % 54] == 3 and c % 13 < 9)
    before = window.table_view.grab().toImage()
    assert _count(before, _index_corner(window, diamond))["red"] > 10
    club_before = _count(before, _index_corner(window, club))
    assert club_before["red"] == club_before["blue"] == 0  # (the felt around it is green)
    felt = before.pixelColor(8, 8)
    assert felt.green() > felt.red() + 10  # the green surround of the felt
    height = window.scene.item_for(diamond).sceneBoundingRect().height()
    diamond_bid = _enabled_bid(window, "D")
    assert _count(diamond_bid.grab().toImage(), diamond_bid.rect())["red"] > 5

    dialog = open_settings(qtbot, window)
    _click_check(qtbot, dialog.checks["four_colour_deck"])
    _click_check(qtbot, dialog.checks["high_contrast"])
    choose_in_combo(qtbot, dialog.card_size_combo, "large")
    click_button(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Ok))
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=3000)

    saved, problem = window.store.load_settings()
    assert problem is None
    assert saved.four_colour_deck and saved.high_contrast and saved.card_size == "large"
    qtbot.waitUntil(lambda: window.queue.is_idle(), timeout=3000)
    after = window.table_view.grab().toImage()
    diamond_after = _count(after, _index_corner(window, diamond))
    assert diamond_after["blue"] > 10 and diamond_after["red"] == 0  # ♦ blue
    assert _count(after, _index_corner(window, club))["green"] > 10  # ♣ green
    felt = after.pixelColor(8, 8)
    assert max(felt.red(), felt.green(), felt.blue()) < 30  # the dark table
    larger = window.scene.item_for(diamond).sceneBoundingRect().height()
    assert larger == pytest.approx(height * deck_look.CARD_SIZE_FACTOR["large"], rel=0.02)
    # the bidding panel, put up again, shows ♢ in the deck's blue
    diamond_bid = _enabled_bid(window, "D")
    colours = _count(diamond_bid.grab().toImage(), diamond_bid.rect())
    assert colours["blue"] > 5 and colours["red"] == 0


def test_card_size_small_and_the_setting_kept_for_the_next_start(qtbot, window, tmp_path):
    from napoleon_gui.app import MainWindow
    from napoleon_gui.settings import Store

    c = _auction(qtbot, window)
    card = c.view().hand[0]
    height = window.scene.item_for(card).sceneBoundingRect().height()
    dialog = open_settings(qtbot, window)
    choose_in_combo(qtbot, dialog.card_size_combo, "small")
    click_button(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Ok))
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=3000)
    smaller = window.scene.item_for(card).sceneBoundingRect().height()
    assert smaller == pytest.approx(height * deck_look.CARD_SIZE_FACTOR["small"], rel=0.02)
    deck_look.set_look(deck_look.DeckLook())
    again = MainWindow(Store(tmp_path))  # the next start reads the saved size
    qtbot.addWidget(again)
    assert again.settings.card_size == "small" and deck_look.look().card_size == "small"
    again.close()


def test_an_enabled_heart_bid_is_red_and_a_disabled_diamond_plainly_grey(qtbot, window):
    """Belote's first round (B-BID-1): only the turned card's suit may be taken."""
    c = window.controller
    c.new_match(GameConfig("belote", "standard", 4, 0, ["normal"] * 4, NAMES, 6))
    qtbot.waitUntil(
        lambda: bool(c.waiting_for_human and window.queue.is_idle() and window.decisions.panel()),
        timeout=5000,
    )
    panel = window.decisions.panel()
    enabled = panel.findChild(QPushButton, "bid_H")
    disabled = panel.findChild(QPushButton, "bid_D")
    assert enabled.isEnabled() and not disabled.isEnabled()
    on, off = enabled.grab().toImage(), disabled.grab().toImage()
    assert _count(on, enabled.rect())["red"] > 5  # ♡ in the deck's red, not a pale outline
    assert _count(off, disabled.rect())["red"] == 0
    # a disabled button is grey all over, the enabled one white
    assert on.pixelColor(on.width() // 2, 3).lightness() > 240
    assert off.pixelColor(off.width() // 2, 3).lightness() < 225


def test_the_four_colour_faces_recolour_only_diamonds_and_clubs() -> None:
    from napoleon_gui.resources import assets_dir
    from napoleon_gui.table.cards import four_colour_svg

    cards = assets_dir() / "cards"
    for code in ("D7", "C7", "S7", "H7"):
        data = (cards / f"{code}.svg").read_bytes()
        four = four_colour_svg(f"{code}.svg", data)
        assert (four != data) == (code[0] in "DC"), code
    assert parse_card("D7") != parse_card("C7")
