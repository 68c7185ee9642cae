"""Every table a player meets stays legible (issue 25, point 4), not only five-player
Napoleon (``test_legible_table.py``): Napoleon for 3 to 6 (its first trick too), Belote
for 4 (both auction rounds, the play with the score line, the "Belote!" bubble), Rettler
for 6 to 8 (the book; the first trick too, reached by one seat's bid) and its teams, the
co-op game for 3 and 4 (the goals on the plates, the partners' talk), at 1280×800 and
1024×700, in English, Japanese and French. Every text on the table is at least 9 pt on the
screen, shown whole and inside the table; no two plates overlap, no plate lies on another
seat's hand (a plate may lie on its own face-down hand, under none of its cards: look25b),
the info panel covers no plate and no card of the trick, no card covers it, no bubble covers
a plate, and no card of the trick lies on a plate, neither those on the table nor one at
any seat's place in the trick.

Cheap by design: one test per game, looping over sizes and languages; the positions are
built by the engine's random bots and shown at instant speed."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from deals import near_end
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPolygonF, QTransform
from PySide6.QtWidgets import QApplication
from test_legible_table import _min_px, _scene_texts

from engine.actions import Action
from engine.ai import make_bot
from engine.core import GameState
from engine.match import Match
from napoleon_gui import i18n
from napoleon_gui.game_config import GameConfig
from napoleon_gui.table.decor import SpeechBubble
from napoleon_gui.table.decor_panels import InfoPanel
from napoleon_gui.table.layout import CARD_H, CARD_W
from napoleon_gui.table.placement import HAND, TRICK

SIZES = [(1280, 800), (1024, 700)]
LANGS = ["en", "ja", "fr"]
NAMES = ["You", "Anne", "Ben", "Clara", "David", "Emma", "François", "Gaspard"]
#: running match totals on the plates (a match under way: the widest plates)
TOTALS = [120, -45, 0, 35, -110, 5, 10, -20]
_CARD = QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)


@pytest.fixture
def language() -> Iterator[None]:
    yield
    i18n.set_language("en")


def _problems(window, where: str) -> list[str]:
    """What a player would see wrong on the table as it is painted now."""
    window.grab()  # paint the table as the screen shows it (what is drawn is recorded)
    out: list[str] = []
    scale = window.table_view.transform().m11()
    least = _min_px(window.table_view)
    # the felt the player sees: the table, and beside it the info panel (issue 25, look)
    view = window.table_view
    table = view.mapToScene(view.viewport().rect()).boundingRect().adjusted(-8, -8, 8, 8)
    for what, size, whole, place in _scene_texts(window):
        if size * scale < least - 0.01:
            out.append(f"{where}: {what} at {size * scale:.1f} px")
        if not whole:
            out.append(f"{where}: {what} cut short")
        if not table.contains(place):
            out.append(f"{where}: {what} off the table")
    items = [it for it in window.scene.items() if it.isVisible()]
    plates = [window.scene.plate(s) for s in range(window.controller.state.players)]
    bubbles = [it for it in items if isinstance(it, SpeechBubble) and it.text]
    infos = [it for it in items if isinstance(it, InfoPanel) and it.lines]
    trick_cards = _trick_places(window)
    for seat, plate in enumerate(plates):
        place = plate.sceneBoundingRect()
        for other in plates[seat + 1 :]:
            if place.intersects(other.sceneBoundingRect()):
                out.append(f"{where}: the plates of {plate.name} and {other.name} overlap")
        drawn = QPolygonF(plate.mapRectToScene(plate.plate_rect()))
        for hand in range(len(plates)):
            cards = window.scene.zone_items(HAND, hand)
            if (hand != seat or plate.human) and any(
                c.isVisible() and place.intersects(c.sceneBoundingRect()) for c in cards
            ):
                out.append(f"{where}: {plate.name}'s plate lies on seat {hand}'s hand")
            elif hand == seat and any(  # look25b: nor do its own cards cover it
                c.isVisible()
                and c.zValue() > plate.zValue()
                and c.mapToScene(c.card_rect()).intersects(drawn)
                for c in cards
            ):
                out.append(f"{where}: seat {hand}'s hand covers {plate.name}'s plate")
        for bubble in bubbles:
            if place.intersects(bubble.mapRectToScene(bubble.body_rect())):
                out.append(f"{where}: the bubble {bubble.text!r} over {plate.name}'s plate")
        for info in infos:
            if place.intersects(info.sceneBoundingRect()):
                out.append(f"{where}: the info panel over {plate.name}'s plate")
        # frames25: no card of the trick lies on a plate, nor a plate on it: the cards on
        # the table, and every seat's place in the trick, where its card will come (each
        # card's outline turned as drawn; the plate as drawn)
        for what, outline in trick_cards:
            if outline.intersects(drawn):
                out.append(f"{where}: {what} over {plate.name}'s plate")
    for info in infos:  # no card hides its text, and it hides no card of the trick
        for card in window.scene.card_items():
            over = card.zValue() > info.zValue() or card.zone[0] == TRICK
            if (
                over
                and card.isVisible()
                and card.sceneBoundingRect().intersects(info.sceneBoundingRect())
            ):
                out.append(f"{where}: the info panel and a card of {card.zone} overlap")
        # polish25: the panel in the felt's top-right corner hides no hand either
        for hand in range(len(plates)):
            if any(
                c.isVisible() and c.sceneBoundingRect().intersects(info.sceneBoundingRect())
                for c in window.scene.zone_items(HAND, hand)
            ):
                out.append(f"{where}: the info panel over seat {hand}'s hand")
    return out


def _trick_places(window) -> list[tuple[str, QPolygonF]]:
    """The outlines of the trick's cards on the table, and of a card at each seat's place
    in the trick (turned and scaled as the table puts it there)."""
    out = [
        (f"the trick's card of seat {card.zone[1]}", card.mapToScene(card.card_rect()))
        for card in window.scene.card_items()
        if card.zone[0] == TRICK and card.isVisible()
    ]
    layout = window.scene.table_layout
    for seat in range(layout.players):
        slot = layout.trick_slot(seat)
        turn = QTransform().translate(slot.x, slot.y).rotate(slot.rotation)
        turn = turn.scale(slot.scale, slot.scale)
        out.append((f"seat {seat}'s place in the trick", turn.map(QPolygonF(_CARD))))
    return out


def _ready(window) -> bool:
    c = window.controller
    return bool(c.waiting_for_human and window.queue.is_idle())


def _up_to(
    game: str, preset: str, players: int, seed: int, stop: Callable, bidder: int | None = None
) -> tuple:
    """A deal of ``seed`` played by random bots (passing in the auction when they may)
    until the human (seat 0) is to act and ``stop(view)`` holds; with the actions so far.
    ``bidder``: that seat makes the cheapest bid at its first call, so that an auction
    where passing all round redeals (Rettler, R-BID-7) reaches the play."""
    for s in range(seed, seed + 40):
        state: GameState = Match.create(game, preset, players, s).new_deal()
        bots = [make_bot(game, "random", s * 10 + i) for i in range(players)]
        actions: list[Action] = []
        bid = bidder
        while not state.is_over:
            seat = state.current_seat
            assert seat is not None
            if seat == 0 and stop(state.view_for(0)):
                return state, actions
            view = state.view_for(seat)
            kinds = [type(a).__name__ for a in view.legal]
            if seat == bid and "Bid" in kinds:
                action, bid = view.legal[kinds.index("Bid")], None
            elif "Pass" in kinds or "Close" in kinds:  # (the bidder closes, R-BID)
                action = view.legal[kinds.index("Pass" if "Pass" in kinds else "Close")]
            else:
                action = bots[seat].choose(view)
            state.apply(action)
            actions.append(action)
    raise AssertionError("no deal reaches the position")


def _show(qtbot, window, position: tuple, totals: bool = True) -> None:
    """The position at the table, at instant speed, the bots held."""
    c = window.controller
    if not c.paused:
        c.pause()
    state, actions = position
    c.start_deal(state, actions)
    qtbot.waitUntil(lambda: window.queue.is_idle() and c.state is state, timeout=8000)
    window.scene.set_totals(TOTALS[: state.players] if totals else None)
    QApplication.processEvents()


def _each_size_and_language(qtbot, window, config: GameConfig, look: Callable) -> None:
    """``look(where)`` at every size and language, after a new match of ``config``; all
    that is wrong is reported at once."""
    found: list[str] = []
    for lang in LANGS:
        i18n.set_language(lang)
        for size in SIZES:
            window.resize(*size)
            qtbot.waitUntil(lambda s=size: (window.width(), window.height()) == s, timeout=3000)
            window.controller.new_match(config)
            window.controller.resume()  # the last position held the bots: now the new deal's
            qtbot.waitUntil(lambda: _ready(window), timeout=8000)
            found += look(f"{lang} {size}")
    assert not found, "\n".join(found)


def _config(
    game: str, preset: str, players: int, seed: int = 4, level: str = "random"
) -> GameConfig:
    return GameConfig(game, preset, players, 0, [level] * players, NAMES[:players], seed)


@pytest.mark.slow  # one of the longest: started first on its worker (tests/conftest.py)
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_napoleon_tables_stay_legible(qtbot, window, language, players):
    def look(where: str) -> list[str]:
        found = _problems(window, f"{where} auction")
        # polish25: the first trick, full hands under the contract panel's corner
        _show(qtbot, window, _up_to("napoleon", "book", players, 3, lambda v: v.phase == "play"))
        found += _problems(window, f"{where} first trick")
        _show(qtbot, window, near_end("napoleon", "book", players, 3))
        return found + _problems(window, f"{where} play")

    _each_size_and_language(qtbot, window, _config("napoleon", "book", players), look)


@pytest.mark.slow  # one of the longest: started first on its worker (tests/conftest.py)
def test_the_belote_table_stays_legible(qtbot, window, language):
    from engine.games.belote.events import BeloteSaid

    def look(where: str) -> list[str]:
        found = _problems(window, f"{where} at the start")
        first = _up_to("belote", "standard", 4, 2, lambda v: v.phase == "bidding")
        _show(qtbot, window, first, totals=False)
        found += _problems(window, f"{where} round 1 (B-BID-1)")
        second = _up_to("belote", "standard", 4, 2, lambda v: v.bid_round == 2)
        _show(qtbot, window, second, totals=False)
        found += _problems(window, f"{where} round 2 (B-BID-2)")
        state, actions = near_end("belote", "standard", 4, 3)
        _show(qtbot, window, (state, actions))
        window.scene.note_event(BeloteSaid(1, 0, "belote"))  # B-BEL-1, said at a seat
        window.scene.note_event(BeloteSaid(3, 1, "rebelote"))
        QApplication.processEvents()
        assert window.scene.speech(1).startswith(i18n.tr("bel_say_belote"))
        return found + _problems(window, f"{where} play")

    _each_size_and_language(qtbot, window, _config("belote", "standard", 4), look)


@pytest.mark.slow  # one of the longest: started first on its worker (tests/conftest.py)
@pytest.mark.parametrize("players", [6, 7, 8])
def test_rettler_tables_stay_legible(qtbot, window, language, players):
    def look(where: str) -> list[str]:
        found = _problems(window, f"{where} auction")
        # frames25: the first trick, full hands; seat 1 bids (all passing redeals, R-BID-7)
        first = _up_to("rettler", "book", players, 3, lambda v: v.phase == "play", bidder=1)
        _show(qtbot, window, first)
        assert window.controller.state.phase == "play"
        found += _problems(window, f"{where} first trick")
        _show(qtbot, window, near_end("rettler", "book", players, 3))
        return found + _problems(window, f"{where} play")

    _each_size_and_language(qtbot, window, _config("rettler", "book", players), look)


@pytest.mark.slow  # one of the longest: started first on its worker (tests/conftest.py)
@pytest.mark.parametrize("players", [3, 4])
def test_coop_tables_stay_legible(qtbot, window, language, players):
    """The co-op game (M-…): each hand's goal on its plate, the partners' talk in bubbles
    (M-TALK-4) once the human has said his aim."""
    from mouse import click_button
    from PySide6.QtCore import Qt

    from napoleon_gui.games import ui_for

    def look(where: str) -> list[str]:
        talk = ui_for("mustfollow").panel.talk_panel
        item = talk.messages.item(0)
        talk.messages.scrollToItem(item)
        spot = talk.messages.visualItemRect(item).center()
        qtbot.mouseClick(talk.messages.viewport(), Qt.MouseButton.LeftButton, pos=spot)
        click_button(qtbot, talk.say_button)  # the partners answer (M-TALK-4)
        qtbot.waitUntil(lambda: _ready(window), timeout=8000)
        assert window.scene.speech(0) is not None
        assert any(window.scene.speech(seat) for seat in range(1, players))  # a partner
        return _problems(window, f"{where} talk")

    _each_size_and_language(
        qtbot, window, _config("mustfollow", "first_edition", players, level="easy"), look
    )


@pytest.mark.slow  # one of the longest: started first on its worker (tests/conftest.py)
@pytest.mark.parametrize(("preset", "players"), [("team_3v3", 6), ("team_4v4", 8)])
def test_rettler_team_tables_stay_legible(qtbot, window, language, preset, players):
    """R-VAR-7: the team on every plate, the teams and the trump on the info panel."""

    def look(where: str) -> list[str]:
        found = _problems(window, f"{where} start")
        _show(qtbot, window, near_end("rettler", preset, players, 3))
        return found + _problems(window, f"{where} play")

    _each_size_and_language(qtbot, window, _config("rettler", preset, players), look)
