"""Painting the table copies pictures made once (issue 22; issue 25 keeps a frame under
16 ms): a card at rest is scaled and turned once for the device pixels it covers, a name
plate is laid out once, and both follow what they show (the 4-colour deck, new points)."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from engine.cards import SUIT_OF
from napoleon_gui.table.cards import CardRenderer
from napoleon_gui.table.view import TableView
from napoleon_gui.widgets import deck_look
from tests.gui.test_table import shown_table


def _repaint(view: TableView, times: int) -> None:
    """Paint the whole table ``times`` times (as a repaint of the window does)."""
    for _ in range(times):
        view.grab()


def _counting_scales(renderer: CardRenderer) -> list[object]:
    """Every picture the renderer is asked to scale from (the slow path of a paint)."""
    asked: list[object] = []
    scale = renderer.pixmap

    def counted(*args: object, **kwargs: object):  # type: ignore[no-untyped-def]
        asked.append(args)
        return scale(*args, **kwargs)  # type: ignore[arg-type]

    renderer.pixmap = counted  # type: ignore[method-assign]
    return asked


def test_a_still_table_is_copied_not_scaled_card_by_card(qtbot: QtBot) -> None:
    """A table at rest repaints (a card flies past, the mouse hovers) by copying each card's
    picture: no card is scaled or turned again, and the same place gives the same picture."""
    scene, view, _state = shown_table(qtbot, 6, seed=6)
    _repaint(view, 2)  # the second paint of a card at rest makes its picture
    renderer = scene.renderer
    made = renderer.placed_renders
    assert made >= 10  # the hand's faces and the other seats' backs
    scaled = _counting_scales(renderer)
    _repaint(view, 3)
    assert scaled == [] and renderer.placed_renders == made
    # raised as playable, a card only moves: the same picture is copied higher up
    item = scene.human_hand_items()[0]
    item.raised = True
    _repaint(view, 2)
    assert scaled == [] and renderer.placed_renders == made
    # turned further, it gets one new picture, then is copied again
    item.setRotation(item.rotation() + 5)
    _repaint(view, 3)
    assert renderer.placed_renders == made + 1 and len(scaled) <= 2
    # a resized window: the pictures are made again for the new size, then copied
    view.resize(1024, 700)
    _repaint(view, 2)
    again = renderer.placed_renders
    assert again > made + 1
    scaled.clear()
    _repaint(view, 2)
    assert scaled == [] and renderer.placed_renders == again


def _inks(image: QImage, area: QRect) -> dict[str, int]:
    """How many pixels of ``area`` are printed in the deck's red and in its blue."""
    counts = {"red": 0, "blue": 0}
    area = area.intersected(image.rect())
    for y in range(area.top(), area.bottom() + 1):
        for x in range(area.left(), area.right() + 1):
            c = image.pixelColor(x, y)
            if c.red() > 150 and c.green() < 90 and c.blue() < 90:
                counts["red"] += 1
            elif c.blue() > 140 and c.red() < 90 and c.green() < 130:
                counts["blue"] += 1
    return counts


def _alike(a: QImage, b: QImage) -> bool:
    """The same picture, up to the rounding of a colour level (a translucent plate drawn
    into a picture first)."""
    if a.size() != b.size():
        return False
    for y in range(a.height()):
        for x in range(a.width()):
            p, q = a.pixelColor(x, y), b.pixelColor(x, y)
            if (
                max(abs(p.red() - q.red()), abs(p.green() - q.green()), abs(p.blue() - q.blue()))
                > 2
            ):
                return False
    return True


def _index_corner(view: TableView, item_rect: QRect) -> QRect:
    return QRect(item_rect.left() + 2, item_rect.top() + 4, item_rect.width() // 3, 40)


def test_the_card_pictures_follow_the_four_colour_deck(qtbot: QtBot) -> None:
    """The pictures made for a red ♦ are dropped when the 4-colour deck is chosen: the
    same card at the same place turns blue at once."""
    scene, view, state = shown_table(qtbot, 6, seed=6)
    hand = state.view_for(0).hand
    diamond = next(c for c in hand if SUIT_OF[c % 54] == 2 and c % 13 < 9)  # 2 to 10
    item = scene.item_for(diamond)
    assert item is not None
    corner = _index_corner(view, view.mapFromScene(item.sceneBoundingRect()).boundingRect())
    _repaint(view, 2)
    made = scene.renderer.placed_renders
    before: QImage = view.grab().toImage()
    assert scene.renderer.placed_renders == made  # copied, not made again
    assert _inks(before, corner)["red"] > 10
    try:
        deck_look.set_look(deck_look.DeckLook(four_colour=True))
        _repaint(view, 2)
        after = _inks(view.grab().toImage(), corner)
        assert scene.renderer.placed_renders > made
    finally:
        deck_look.set_look(deck_look.DeckLook())
    assert after["blue"] > 10 and after["red"] == 0


def test_a_plate_is_copied_while_at_rest_and_shows_new_points_at_once(qtbot: QtBot) -> None:
    scene, view, _state = shown_table(qtbot, 6, seed=6)
    plate = scene.plate(2)
    area = view.mapFromScene(plate.sceneBoundingRect()).boundingRect()
    _repaint(view, 2)
    drawn = plate._picture.renders
    before = view.grab(area).toImage()
    _repaint(view, 2)
    assert plate._picture.renders == drawn  # copied, not laid out again
    plate.set_state(role=plate.role, points=plate.points + 7, dealer=plate.dealer)
    changed = view.grab(area).toImage()
    _repaint(view, 2)  # from its second paint on, the new drawing is a picture again
    assert changed != before and plate._picture.renders == drawn + 1
    assert _alike(view.grab(area).toImage(), changed)  # the copy looks as drawn
    # a change made without asking for a repaint is still never shown stale
    plate.show_points = False
    _repaint(view, 1)
    assert view.grab(area).toImage() not in (before, changed)
