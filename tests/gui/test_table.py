"""The table: layout geometry, the scene as a projection of a view, the view widget, input."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QGraphicsSceneMouseEvent
from pytestqt.qtbot import QtBot

from engine.actions import Pass, PlayCard
from engine.cards import IS_POINT, cards_in, sort_key
from engine.events import Event
from engine.games.napoleon import PRESETS
from engine.games.napoleon.state import NapoleonState
from napoleon_gui import i18n
from napoleon_gui.animation.queue import AnimationQueue
from napoleon_gui.games import napoleon as _napoleon  # noqa: F401  (registers its projection)
from napoleon_gui.table.cards import CardItem, CardRenderer
from napoleon_gui.table.layout import (
    CARD_H,
    CARD_W,
    REF_H,
    REF_W,
    Point,
    Rect,
    compute_layout,
    screen_angle,
)
from napoleon_gui.table.scene import TableScene
from napoleon_gui.table.view import TableView

BOOK = PRESETS["book"]
NAMES = ["You", "Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace"]


# --- helpers -----------------------------------------------------------------------------
def play_until(
    players: int,
    seed: int,
    stop: Callable[[NapoleonState], bool],
    on_events: Callable[[NapoleonState, list[Event]], None] | None = None,
) -> NapoleonState:
    """A real deal driven by random legal actions until ``stop(state)``."""
    rng = random.Random(seed)
    state = NapoleonState.deal(BOOK, players, random.Random(seed))
    while not stop(state) and state.phase != "over":
        events = state.apply(rng.choice(list(state.legal_actions())))
        if on_events is not None:
            on_events(state, events)
    return state


def mid_trick(players: int, seed: int, tricks_done: int = 2, in_trick: int = 2) -> NapoleonState:
    return play_until(
        players,
        seed,
        lambda s: s.phase == "play" and s.k > tricks_done and len(s.trick) >= in_trick,
    )


def make_scene(players: int, human: int = 0) -> TableScene:
    scene = TableScene()
    scene.setup_table(players, human, NAMES[:players])
    return scene


def all_regions(players: int, human: int) -> list[tuple[str, Rect]]:
    layout = compute_layout(players, human)
    regions: list[tuple[str, Rect]] = []
    for s in layout.seats:
        for name, r in zip(("hand", "plate", "won", "pile"), s.regions(), strict=True):
            regions.append((f"seat{s.seat}.{name}", r))
        regions.append((f"seat{s.seat}.trick", s.trick.rect()))
    regions.extend(layout.named_regions.items())
    return regions


# --- layout --------------------------------------------------------------------------------
@pytest.mark.parametrize("players", range(3, 9))
def test_layout_regions_never_overlap(players: int) -> None:
    for human in range(players):
        layout = compute_layout(players, human)
        regions = all_regions(players, human)
        for i, (a, ra) in enumerate(regions):
            assert layout.table.contains_rect(ra), (players, human, a)
            for b, rb in regions[i + 1 :]:
                assert not ra.intersects(rb), (players, human, a, b)
        seats = [s.region() for s in layout.seats]
        for i in range(players):
            for j in range(i + 1, players):
                assert not seats[i].intersects(seats[j]), (players, i, j)
        bubbles = [s.bubble for s in layout.seats]
        for i in range(players):
            for j in range(i + 1, players):
                assert not bubbles[i].intersects(bubbles[j]), (players, i, j)


@pytest.mark.parametrize("players", range(3, 9))
def test_human_sits_at_the_bottom_and_turns_go_right_top_left(players: int) -> None:
    for human in range(players):
        layout = compute_layout(players, human)
        me = layout.seat(human)
        assert me.human and me.side == "bottom"
        assert me.anchor.x == pytest.approx(REF_W / 2)
        assert me.anchor.y > max(s.anchor.y for s in layout.seats if not s.human)
        assert me.hand.bottom == max(s.hand.bottom for s in layout.seats)
        # in playing order the on-screen angle decreases: bottom -> right -> top -> left
        angles = [layout.seat((human + r) % players).angle for r in range(players)]
        assert angles[0] == 90
        assert all(a > b for a, b in itertools.pairwise(angles))
        assert angles[-1] > 90 - 360
        nxt = layout.seat((human + 1) % players)
        assert nxt.anchor.x > REF_W / 2  # seat i+1 is to the right of seat i
        prev = layout.seat((human - 1) % players)
        assert prev.anchor.x < REF_W / 2


def test_four_players_sit_bottom_right_top_left() -> None:
    layout = compute_layout(4, 2)
    bottom, right, top, left = (layout.seat(s).anchor for s in (2, 3, 0, 1))
    assert bottom.y > right.y > top.y and right.x > bottom.x > left.x
    assert abs(right.y - left.y) < 1 and abs(bottom.x - top.x) < 1
    assert [screen_angle(5, r) for r in range(5)] == [90, 18, -54, -126, -198]


@pytest.mark.parametrize("players", range(3, 9))
def test_card_slots_fit_their_places(players: int) -> None:
    layout = compute_layout(players, 0)
    most = {3: 16 + 5, 4: 12 + 5, 5: 10 + 3, 6: 8 + 5}.get(players, 13)
    for s in layout.seats:
        count = most if s.human else most - 3
        slots = layout.hand_slots(s.seat, count)
        assert len(slots) == count
        for slot in slots:
            assert s.hand.adjusted(1).contains_rect(slot.rect()), (players, s.seat)
            if s.human:  # even lifted (a legal card) it stays on the table
                assert slot.y - slot.scale * CARD_H * (0.5 + CardItem.LIFT) > 0
        xs = [slot.x for slot in slots]
        assert xs == sorted(xs)
        for slot in layout.won_slots(s.seat, 20):
            assert s.won.adjusted(1).contains_rect(slot.rect())
        for slot in layout.pile_slots(s.seat, 40):
            assert s.pile.adjusted(1).contains_rect(slot.rect())
    for slot in layout.kitty_slots(5):
        assert layout.kitty.adjusted(1).contains_rect(slot.rect())
    for slot in layout.discard_slots(5):
        assert layout.discards.adjusted(1).contains_rect(slot.rect())


def test_human_cards_are_large_and_readable() -> None:
    for players in range(3, 9):
        layout = compute_layout(players, 0)
        human = layout.seat(0).hand_scale * CARD_W
        others = [s.hand_scale * CARD_W for s in layout.seats if not s.human]
        assert human >= 100 and all(human > 1.8 * o for o in others)
        assert layout.seat(1).trick.scale * CARD_W >= 70


def test_layout_maps_onto_any_scene_rect() -> None:
    big = compute_layout(5, 1)
    small = compute_layout(5, 1, Rect(100, 50, 800, 600))
    k = 800 / REF_W
    assert small.k == pytest.approx(k)
    assert small.table.w == pytest.approx(800) and small.table.h == pytest.approx(REF_H * k)
    assert Rect(100, 50, 800, 600).contains_rect(small.table)
    for a, b in zip(big.seats, small.seats, strict=True):
        assert b.plate.w == pytest.approx(a.plate.w * k)
        assert b.anchor.x == pytest.approx(100 + a.anchor.x * k)
    with pytest.raises(ValueError):
        compute_layout(0, 0)
    with pytest.raises(ValueError):
        compute_layout(4, 4)


# --- the scene is exactly the view ----------------------------------------------------
def check_scene_matches(scene: TableScene, state: NapoleonState, seat: int) -> None:
    view = state.view_for(seat)
    hand = scene.zone_items("hand", seat)
    assert [it.card for it in hand] == sorted(view.hand, key=sort_key)
    assert all(it.face_up for it in hand)
    assert [it.card for it in scene.human_hand_items()] == [it.card for it in hand]
    for other in range(view.players):
        if other == seat:
            continue
        items = scene.zone_items("hand", other)
        assert len(items) == view.hand_sizes[other]
        assert all(it.card is None and not it.face_up for it in items)
    trick = {it.zone[1]: it for it in scene.card_items() if it.zone[0] == "trick"}
    assert {s: it.card for s, it in trick.items()} == dict(view.trick)
    assert all(it.face_up for it in trick.values())
    for s in range(view.players):
        won = scene.zone_items("won", s)
        assert [it.card for it in won] == sorted(view.point_cards_won[s], key=sort_key)
        assert all(it.face_up for it in won)
        taken = sum(
            1 for t in view.completed if t.winner == s for _, c in t.plays if not IS_POINT[c]
        )
        pile = scene.zone_items("pile", s)
        assert len(pile) == taken
        assert all(it.card is None and not it.face_up for it in pile)
    # the scene never holds a card of somebody else's hand, nor a hidden discard
    hidden: set[int] = set()
    for s in range(view.players):
        if s != seat:
            hidden |= set(cards_in(state.hands[s]))
    if not view.is_declarer:
        hidden |= set(state.discards) - set(view.discards)
    if view.kitty is None and view.phase in ("auction", "adjutant_call"):
        hidden |= set(state.kitty)
    known = {it.card for it in scene.card_items() if it.card is not None}
    assert not known & hidden
    assert len(scene.card_items()) == len({id(it) for it in scene.card_items()})


@pytest.mark.parametrize(
    ("players", "seed", "human"), [(4, 1, 0), (4, 3, 2), (5, 2, 4), (6, 5, 1), (3, 9, 0)]
)
def test_sync_places_every_card_per_the_view(
    qtbot: QtBot, players: int, seed: int, human: int
) -> None:
    state = mid_trick(players, seed)
    assert state.phase == "play" and state.trick
    scene = make_scene(players, human)
    scene.sync(state.view_for(human))
    check_scene_matches(scene, state, human)
    layout = scene.layout
    assert layout is not None
    for s in range(players):
        for it in scene.zone_items("won", s):
            assert layout.seat(s).won.adjusted(1).contains(_pt(it.pos()))  # in front of the winner
    for seat, card in state.view_for(human).trick:
        item = scene.item_for(card)
        assert item is not None and item.zone == ("trick", seat)
        slot = layout.trick_slot(seat)
        assert (item.x(), item.y()) == pytest.approx((slot.x, slot.y))


def _pt(p: QPointF) -> Point:
    return Point(p.x(), p.y())


def test_a_whole_deal_synced_step_by_step_never_reveals_hidden_cards(qtbot: QtBot) -> None:
    players, human = 5, 3
    scene = make_scene(players, human)
    queue = AnimationQueue(scene)
    queue.set_speed("instant")
    checks = []

    def push(state: NapoleonState, events: list[Event]) -> None:
        view = state.view_for(human)
        for event in events:
            queue.push(event.for_seat(human), view)
        if state.phase != "over":
            check_scene_matches(scene, state, human)
            checks.append(state.phase)

    first = NapoleonState.deal(BOOK, players, random.Random(21))
    queue.push(first.dealt_event().for_seat(human), first.view_for(human))
    rng = random.Random(21)
    state = first
    while state.phase != "over":
        events = state.apply(rng.choice(list(state.legal_actions())))
        push(state, events)
    assert "play" in checks and "auction" in checks
    # at the end every won point card lies face up in front of its winner
    view = state.view_for(human)
    for s in range(players):
        assert [it.card for it in scene.zone_items("won", s)] == sorted(
            view.point_cards_won[s], key=sort_key
        )


def test_kitty_lies_face_down_until_taken_then_discards_show(qtbot: QtBot) -> None:
    state = play_until(4, 4, lambda s: s.phase == "auction")
    scene = make_scene(4)
    scene.sync(state.view_for(0))
    kitty = scene.zone_items("kitty", 0)
    assert len(kitty) == BOOK.kitty_size(4)
    assert all(it.card is None and not it.face_up for it in kitty)
    assert not scene.zone_items("discard", 0)
    state = play_until(4, 4, lambda s: s.phase == "play")
    declarer = state.declarer
    for seat in range(4):
        scene = make_scene(4, seat)
        view = state.view_for(seat)
        scene.sync(view)
        assert not scene.zone_items("kitty", 0)
        discards = scene.zone_items("discard", 0)
        assert len(discards) == view.discard_count == BOOK.kitty_size(4)
        shown = [it.card for it in discards if it.face_up and it.card is not None]
        assert sorted(shown) == sorted(view.discards)
        if seat == declarer:
            assert len(shown) == len(discards)
        else:
            assert all(c is not None and IS_POINT[c] for c in shown)


def test_roles_appear_only_when_public(qtbot: QtBot) -> None:
    seen_adjutant = False
    for seed in range(1, 12):
        state = mid_trick(4, seed, tricks_done=5, in_trick=0)
        for human in range(4):
            scene = make_scene(4, human)
            view = state.view_for(human)
            scene.sync(view)
            assert view.contract is not None
            for s in range(4):
                role = scene.plate(s).role
                if s == view.contract.declarer:
                    assert role.startswith("Napoleon")
                elif s in view.known_adjutants:
                    assert role == "Adjutant"
                    seen_adjutant = True
                elif s == human and view.is_adjutant:  # he knows it: his own plate says so
                    assert role == "Adjutant (secret)"
                else:
                    assert role in ("", "Coalition")
                    assert role == "" or view.only_known
            assert any(
                view.contract is not None and line.startswith("Contract:")
                for line in scene.info_lines()
            )
    assert seen_adjutant


def test_plates_and_speech_in_japanese(qtbot: QtBot) -> None:
    state = mid_trick(4, 1)
    scene = make_scene(4)
    try:
        i18n.set_language("ja")
        scene.sync(state.view_for(0))
        declarer = state.declarer
        assert scene.plate(declarer).role.startswith("ナポレオン")
        assert scene.info_lines()[0].startswith("契約")
        scene.note_event(_bid(1))
        assert scene.speech(1) == "パス"
    finally:
        i18n.set_language("en")
    assert scene.plate(declarer).role.startswith("Napoleon")  # relabelled on the change


def _bid(seat: int) -> Event:
    from engine.events import BidMade

    return BidMade(seat, Pass())


def test_sync_reuses_items_and_is_idempotent(qtbot: QtBot) -> None:
    state = mid_trick(5, 2)
    scene = make_scene(5, 2)
    view = state.view_for(2)
    scene.sync(view)
    before = {id(it): (it.card, it.pos(), it.scale(), it.zValue()) for it in scene.card_items()}
    scene.sync(view)
    after = {id(it): (it.card, it.pos(), it.scale(), it.zValue()) for it in scene.card_items()}
    assert before == after


def test_set_legal_raises_legal_and_dims_the_rest(qtbot: QtBot) -> None:
    state = play_until(
        4, 6, lambda s: s.phase == "play" and s.k > 1 and s.current_seat == 0 and len(s.trick) > 0
    )
    view = state.view_for(0)
    legal = {a.card for a in view.legal if isinstance(a, PlayCard)}
    assert legal and legal != set(view.hand)
    scene = make_scene(4)
    scene.sync(view)
    tops = {it.card: it.sceneBoundingRect().top() for it in scene.human_hand_items()}
    scene.set_legal(legal)
    for it in scene.human_hand_items():
        assert it.raised == (it.card in legal)
        assert it.dimmed == (it.card not in legal)
        if it.raised:
            assert it.sceneBoundingRect().top() < tops[it.card] - 5
    scene.sync(view)  # a sync keeps the marks
    assert {it.card for it in scene.human_hand_items() if it.raised} == legal
    scene.set_legal(None)
    assert not any(it.raised or it.dimmed for it in scene.human_hand_items())
    assert all(not it.raised for it in scene.card_items())
    scene.set_selected({view.hand[0]})
    assert [it.card for it in scene.human_hand_items() if it.selected] == [view.hand[0]]


# --- the view widget -----------------------------------------------------------------------
def shown_table(
    qtbot: QtBot, players: int = 4, seed: int = 1, human: int = 0
) -> tuple[TableScene, TableView, NapoleonState]:
    state = mid_trick(players, seed)
    scene = make_scene(players, human)
    scene.sync(state.view_for(human))
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    return scene, view, state


@pytest.mark.parametrize("players", [4, 6])
def test_every_item_stays_visible_at_any_size(qtbot: QtBot, players: int) -> None:
    scene, view, state = shown_table(qtbot, players, seed=players)
    scene.set_legal(set(state.view_for(0).hand))  # all raised: the highest they go
    scene.show_speech(1, "♠ spades 13")
    scene.show_message("Alice wins the trick")
    for w, h in [(1280, 800), (420, 280), (700, 1100), (2000, 900), (1920, 1200), (333, 222)]:
        view.resize(w, h)
        qtbot.wait(1)
        area = QRectF(view.viewport().rect()).adjusted(-1, -1, 1, 1)
        items = [it for it in scene.items() if it.isVisible()]
        assert len(items) > 30
        for it in items:
            box = view.mapFromScene(it.sceneBoundingRect()).boundingRect()
            assert area.contains(QRectF(box)), (w, h, it, box)
        # the scene fills the viewport in one direction at least (nothing tiny)
        full = view.mapFromScene(scene.sceneRect()).boundingRect()
        assert full.width() >= w - 4 or full.height() >= h - 4


def card_point(view: TableView, item: CardItem) -> QPoint:
    """A viewport point on the visible left strip of a card of the fanned hand."""
    scene_pt = item.mapToScene(QPointF(-CARD_W / 2 + 10, 0))
    return view.mapFromScene(scene_pt)


def test_click_and_double_click_report_the_card(qtbot: QtBot) -> None:
    scene, view, _state = shown_table(qtbot)
    hand = scene.human_hand_items()
    target = hand[1]
    with qtbot.waitSignal(scene.card_clicked, timeout=2000) as clicked:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=card_point(view, target))
    assert clicked.args == [target.card]
    last = hand[-1]
    centre = view.mapFromScene(last.mapToScene(QPointF(0, 0)))
    with qtbot.waitSignal(scene.card_activated, timeout=2000) as activated:
        # a real double click: press, release, double click, release on one card
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
        qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
        qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert activated.args == [last.card]
    seen: list[int] = []
    scene.card_activated.connect(seen.append)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert seen == [last.card]  # once per double click
    # QTest's lone double click (no press first) on another card works as well
    third = hand[2]
    with qtbot.waitSignal(scene.card_activated, timeout=2000) as activated:
        qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=card_point(view, third))
    assert activated.args == [third.card]
    # a face-down card of another seat is not a button
    other = scene.zone_items("hand", 1)[0]
    with qtbot.assertNotEmitted(scene.card_clicked, wait=50):
        qtbot.mouseClick(
            view.viewport(),
            Qt.MouseButton.LeftButton,
            pos=view.mapFromScene(other.mapToScene(QPointF(0, 0))),
        )


def test_dragging_a_card_to_the_trick_area_activates_it(qtbot: QtBot) -> None:
    scene, _view, _state = shown_table(qtbot)
    item = scene.human_hand_items()[0]
    home = QPointF(item.pos())
    start = item.mapToScene(QPointF(-CARD_W / 2 + 10, 0))
    layout = scene.layout
    assert layout is not None
    centre = QPointF(layout.centre.x, layout.centre.y)

    def send(kind: QEvent.Type, at: QPointF) -> None:
        event = QGraphicsSceneMouseEvent(kind)
        event.setScenePos(at)
        event.setButton(Qt.MouseButton.LeftButton)
        event.setButtons(Qt.MouseButton.LeftButton)
        scene.sendEvent(item, event)

    with qtbot.waitSignal(scene.card_activated, timeout=2000) as activated:
        send(QEvent.Type.GraphicsSceneMousePress, start)
        send(QEvent.Type.GraphicsSceneMouseMove, (start + centre) / 2)
        assert item.pos() != home  # it follows the pointer
        send(QEvent.Type.GraphicsSceneMouseMove, centre)
        send(QEvent.Type.GraphicsSceneMouseRelease, centre)
    assert activated.args == [item.card]
    assert item.pos() == home
    # a drag that ends elsewhere just puts the card back
    with qtbot.assertNotEmitted(scene.card_activated, wait=20):
        send(QEvent.Type.GraphicsSceneMousePress, start)
        send(QEvent.Type.GraphicsSceneMouseMove, start + QPointF(40, -30))
        send(QEvent.Type.GraphicsSceneMouseRelease, start + QPointF(40, -30))
    assert item.pos() == home


def test_keyboard_moves_focus_and_enter_plays(qtbot: QtBot) -> None:
    scene, view, _state = shown_table(qtbot)
    view.setFocus()
    hand = scene.human_hand_items()
    scene.set_legal([it.card for it in hand])  # a card is to be played
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert scene.focused_card() == hand[0].card and hand[0].focused
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert scene.focused_card() == hand[1].card
    assert [it.focused for it in hand].count(True) == 1
    with qtbot.waitSignal(scene.card_activated, timeout=2000) as activated:
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert activated.args == [hand[1].card]
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_Left)  # past the first card: wraps to the last
    assert scene.focused_card() == hand[-1].card
    qtbot.keyClick(view, Qt.Key.Key_Right)  # and back round to the first
    assert scene.focused_card() == hand[0].card


def test_speech_bubbles_and_banner(qtbot: QtBot) -> None:
    scene = make_scene(5, 0)
    scene.show_speech(2, "♡ hearts 14")
    assert scene.speech(2) == "♡ hearts 14"
    scene.show_speech(2, "Pass")
    assert scene.speech(2) == "Pass"
    scene.clear_speech()
    assert scene.speech(2) is None
    scene.show_message("Bob wins with the Mighty")
    assert scene.message == "Bob wins with the Mighty"
    scene.show_message("")
    assert scene.message == ""
    scene.show_message("soon gone", timeout_ms=30)
    assert scene.message == "soon gone"
    assert scene.banner_timer.isActive() and scene.banner_timer.interval() == 30
    scene.banner_timer.timeout.emit()  # (the timer itself is Qt's business)
    assert scene.message == ""


# --- card pictures -------------------------------------------------------------------------
def test_card_renderer_caches_per_size_and_pixel_ratio(qtbot: QtBot) -> None:
    renderer = CardRenderer()
    assert renderer.has_svg(0) and renderer.has_svg(None)
    a = renderer.pixmap(12, 110, 1.0)
    renders = renderer.renders
    b = renderer.pixmap(12, 110, 1.0)
    assert renderer.renders == renders and a.cacheKey() == b.cacheKey()
    hi = renderer.pixmap(12, 110, 2.0)
    assert hi.devicePixelRatio() == 2.0
    assert hi.width() >= 2 * 110 and hi.width() >= 2 * a.width() - 2
    assert a.width() >= 110 and a.height() == pytest.approx(a.width() * CARD_H / CARD_W, abs=1)
    assert renderer.pixmap(None, 60).width() >= 60
    plain = CardRenderer(Path("/nonexistent/cards"))
    assert not plain.has_svg(0)
    pix: QPixmap = plain.pixmap(52, 80)
    assert not pix.isNull() and pix.width() >= 80
    img = pix.toImage()
    assert img.pixelColor(img.width() // 2, img.height() // 2).alpha() == 255


def test_cards_are_rendered_at_their_size_on_screen(qtbot: QtBot) -> None:
    scene, view, _state = shown_table(qtbot)
    for size in [(1280, 800), (640, 400)]:
        view.resize(*size)
        view.grab()
        item = scene.human_hand_items()[0]
        on_screen = view.transform().m11() * item.scale() * CARD_W
        widths = [w for card, w, _dpr in scene.renderer.cached() if card == item.card]
        assert any(on_screen <= w <= on_screen * 1.08 + 1 for w in widths), (on_screen, widths)


def test_card_item_paints_face_and_back(qtbot: QtBot) -> None:
    renderer = CardRenderer()
    item = CardItem(renderer, 12, True)
    assert item.face_up and item.card == 12
    item.card = None
    assert not item.face_up  # an unknown card cannot be face up
    item.face_up = True
    assert not item.face_up
    item.begin_flip(True, 30)
    item.setProperty("flip", 0.6)
    assert item.card == 30 and item.face_up
    item.setProperty("flip", 1.0)
    assert item.property("flip") == 0.0


def test_a_long_speech_bubble_wraps_onto_two_lines_instead_of_shrinking(qapp):
    """Table talk is a sentence: it is drawn on two readable lines, not squeezed to 9 px."""
    from PySide6.QtGui import QFont, QFontMetricsF

    from napoleon_gui.table.decor import _split_line

    font = QFont()
    font.setPixelSize(12)
    metrics = QFontMetricsF(font)
    text = "I plan to keep a card of spades as my last card"
    width = metrics.horizontalAdvance(text) * 0.6
    first, rest = _split_line(text, metrics, width)
    assert metrics.horizontalAdvance(first) <= width
    assert f"{first} {rest}" == text  # nothing lost, words kept whole
    assert first and rest
    japanese = "最後にスペードを一枚残すつもりです"
    first, rest = _split_line(japanese, metrics, metrics.horizontalAdvance(japanese) * 0.6)
    assert first + rest == japanese and first and rest


@pytest.mark.parametrize("lang", ["en", "ja", "fr"])
def test_a_napoleon_playing_alone_reads_so_whole_on_his_plate(qtbot, window, lang) -> None:
    """N-ADJ-5 / N-VAR-7: with no adjutant the Napoleon's plate says "Napoleon (alone)";
    beside the point count and the match total in a 1024×700 window it used to be cut to
    "Napoleon (alo…" (seen under Xvfb in an Urako deal). The role line shrinks a little
    to show it whole."""
    i18n.set_language(lang)
    window.resize(1024, 700)
    from napoleon_gui.game_config import GameConfig

    c = window.controller
    c.new_match(GameConfig("napoleon", "book", 4, 0, ["normal"] * 4, ["You", "A", "B", "C"], 2))
    # the table at rest: the human's turn, nothing moving
    qtbot.waitUntil(lambda: c.waiting_for_human and window.queue.is_idle(), timeout=15000)
    plate = window.scene.plate(0)
    role = i18n.tr("table_role_alone")
    plate.set_state(role=role, points=12, dealer=True)
    plate.set_total(-145)
    window.grab()  # paints the table as the screen shows it
    assert plate.role_shown == role
