"""Where a plate goes when the grown info panel covers it (issue 25): the nearest free
place, on no other plate, no other seat's hand and no card of the trick; failing that, down
below the panel as before. Pure geometry, no window."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from napoleon_gui.table.plate_place import free_spot, off_the_trick, plate_moves

TABLE = QRectF(0, 0, 1600, 1000)


def test_a_covered_plate_takes_the_nearest_free_place_beside_its_neighbours():
    panel = QRectF(1200, 0, 400, 300)
    plate = QRectF(1100, 100, 200, 120)  # half under the panel
    hand_below = QRectF(1000, 240, 300, 100)  # another seat's hand right under it
    move = free_spot(plate, [panel, hand_below], TABLE)
    assert move is not None
    moved = plate.translated(move)
    assert not moved.intersects(panel) and not moved.intersects(hand_below)
    assert move == QPointF(-108, 0)  # sideways, the shortest way out (a 12-unit grid)


def test_a_boxed_in_plate_finds_no_place():
    plate = QRectF(100, 100, 200, 120)  # on a wall: the room between them is too narrow
    walls = [QRectF(0, 0, 1600, 90), QRectF(0, 230, 1600, 770), QRectF(0, 0, 90, 1000)]
    walls.append(QRectF(280, 0, 1320, 1000))
    assert free_spot(plate, walls, TABLE) is None


def test_the_panel_takes_the_first_shape_whose_plates_all_find_a_place():
    homes = [QRectF(1100, 100, 200, 120), QRectF(1300, 320, 200, 120)]
    hands = [QRectF(1100, 230, 200, 60), QRectF(1300, 450, 200, 60)]
    wall = QRectF(0, 0, 1090, 1000)  # the rest of the table is taken
    tall = QRectF(1250, 0, 350, 700)  # covers both plates: no room for both
    short = QRectF(1150, 0, 450, 90)  # covers the first plate's top only
    index, moves = plate_moves([tall, short], homes, hands, [wall], TABLE)
    assert index == 1
    first = homes[0].translated(moves[0])
    assert not first.intersects(short.adjusted(-6, -6, 6, 6))
    assert not first.intersects(homes[1]) and not first.intersects(hands[1])
    assert moves[1] == QPointF(0, 0)  # the plate the panel leaves alone stays home


def test_with_no_free_place_the_plates_step_down_below_the_panel():
    homes = [QRectF(1100, 100, 200, 120)]
    panel = QRectF(1000, 0, 600, 300)
    _index, moves = plate_moves([panel], homes, [QRectF()], [QRectF(0, 0, 1600, 1000)], TABLE)
    assert homes[0].translated(moves[0]).top() >= panel.bottom() + 6


def test_a_plate_on_a_trick_card_moves_off_it_the_shortest_way():
    """frames25: the human's plate grown up to four rows at 1024×700 reached the corner of
    the card of the seat on its left in the trick; it moves down the little it must, short
    of its own hand, and keeps a margin from the card."""
    plate = QRectF(424, 595, 230, 168)
    card = QRectF(515, 468, 102, 139)  # its bottom right corner on the plate's top
    margin = card.adjusted(-4, -4, 4, 4)
    hand = QRectF(295, 787, 1010, 205)  # where the human's cards reach, lifted
    neighbour = QRectF(155, 604, 216, 94)  # the plate on its left
    move = off_the_trick(plate, [card], [margin, hand, neighbour], TABLE)
    assert move is not None
    moved = plate.translated(move)
    assert not moved.intersects(margin) and not moved.intersects(hand)
    assert not moved.intersects(neighbour)
    assert move.x() == 0 and 0 < move.y() <= 20  # straight down, a few units


def test_a_plate_clear_of_the_trick_stays():
    assert off_the_trick(QRectF(100, 100, 200, 80), [QRectF(500, 400, 95, 133)], [], TABLE) is None


def test_a_plate_grown_down_onto_the_trick_may_move_up():
    """A plate at the top of the table grows down; with a hand right below, it moves up."""
    plate = QRectF(700, 40, 200, 160)
    card = QRectF(750, 190, 95, 133)
    below = QRectF(600, 200, 400, 300)
    move = off_the_trick(plate, [card], [card, below], TABLE)
    assert move is not None and move.y() < 0
    assert not plate.translated(move).intersects(card)
