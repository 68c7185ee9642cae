"""R-VAR-8's team cards move only through the one animation queue: dealt from the middle of
the table to each plate once (``TeamCardsDealt``), a card looked at after the round its
owner won is gathered (``TeamCardLooked``), every card turned after the last round, one
after the other (``TeamCardsTurned``); at Instant speed all of it takes no time. The human
passes every bid by mouse and plays his cards by clicking them."""

from __future__ import annotations

import math
from itertools import pairwise

import pytest
from PySide6.QtCore import QTimer
from test_rettler_team_table import TeamDriver, _start, _team_cards

from engine.games.rettler.events import (
    RoundWon,
    TeamCardLooked,
    TeamCardsDealt,
    TeamCardsTurned,
)
from napoleon_gui.dialogs.deal_result import DealResultWindow
from napoleon_gui.games.rettler import team_card_item

SEED = 3  # the human passes, then wins a round and looks at his card


def _faces(window) -> dict[int, tuple[str | None, bool]]:
    return {s: (card.side, card.looked) for s, card in _team_cards(window).items()}


@pytest.mark.slow  # one of the longest: started first on its worker (tests/conftest.py)
def test_team_cards_change_only_when_their_own_events_play(qtbot, window):
    """Fast speed (from the auction on, but for the rounds between the first look and the
    last card): no card before the contract's TeamCardsDealt plays; they then leave the
    middle and slide to their plates without jumping back; a card is still as it was when
    its TeamCardLooked starts (after the round is gathered) and is looked at once that
    event is shown; every card is still face down (but the human's own) when
    TeamCardsTurned starts and face up, flat, when the queue is done."""
    window.scene.set_trick_pause_ms(0)  # the hands are dealt at Instant speed
    log: list[tuple[str, object]] = []
    samples: dict[int, list[float]] = {}
    sampler = QTimer()
    sampler.setInterval(5)

    def sample() -> None:
        layout = window.scene.table_layout
        for seat, card in _team_cards(window).items():
            rect = team_card_item.card_rect(window.scene, seat)
            to_plate = math.hypot(card.x() - rect.x, card.y() - rect.y)
            to_middle = math.hypot(card.x() - layout.centre.x, card.y() - layout.centre.y)
            samples.setdefault(seat, []).append(to_plate)
            if len(samples[seat]) == 1:
                log.append(("first at middle", to_middle < 1.0))

    sampler.timeout.connect(sample)

    def playing(event, _view) -> None:
        if isinstance(event, TeamCardsDealt):
            log.append(("dealt: cards before", dict(_team_cards(window))))
            # the first look comes before any animation tick, however loaded the machine:
            # a posted call runs before due timers, the 5-ms sampler alone can come late
            QTimer.singleShot(0, sample)
            sampler.start()
        elif sampler.isActive():
            sampler.stop()
        if isinstance(event, RoundWon):
            log.append(("round won", _faces(window)))
        if isinstance(event, TeamCardLooked):
            moving = window.queue.duration_ms() > 0
            log.append(("looked", (event.seat, _faces(window)[event.seat], moving)))
        if isinstance(event, TeamCardsTurned):
            log.append(("turned", (event.sides, _faces(window))))

    window.queue.playing.connect(playing)

    def auction(up: bool) -> None:
        """From the human's first bid on, the cards move at Fast speed."""
        if up and not any(key == "looked" for key, _ in log):
            window.queue.set_speed("fast")

    window.decisions.changed.connect(auction)
    _start(window, "team_cards", 6, SEED)
    driver = TeamDriver(qtbot, window, pass_all=True)

    def pace() -> None:
        """The deal of the team cards and the first look at one move at Fast speed, the
        rounds after it at Instant, the human's last card and the turn at the end at Fast
        again: every kind of team-card event is watched as it moves."""
        hand = window.controller.view().hand
        if len(hand) <= 1:
            window.queue.set_speed("fast")
        elif any(key == "looked" for key, _ in log):
            window.queue.set_speed("instant")

    driver.on_round = pace
    result = driver.deal()
    assert isinstance(result, DealResultWindow)
    qtbot.waitUntil(window.queue.is_idle, timeout=5000)
    view = window.controller.view()

    dealt = [value for key, value in log if key == "dealt: cards before"]
    assert dealt == [{}]  # nothing by the plates before the cards are dealt
    firsts = [value for key, value in log if key == "first at middle"]
    assert len(firsts) == 5 and all(firsts)  # every card starts in the middle
    for seat, distances in samples.items():  # ... and only comes nearer its plate
        assert all(b <= a + 0.5 for a, b in pairwise(distances)), seat

    looks = [value for key, value in log if key == "looked"]
    assert looks and [seat for seat, _, _ in looks] == list(view.team_cards_looked)
    assert looks[0][2]  # the first look moved (at Instant the view is shown at once)
    for seat, face, moving in looks:  # as it was: face down, not yet marked as looked
        assert face == (None, False) or not moving, (seat, face)
    assert 0 in view.team_cards_looked  # the human's own card turned for him in its turn
    turned = [value for key, value in log if key == "turned"]
    assert len(turned) == 1
    sides, before = turned[0]
    assert all(side is None for seat, (side, _) in before.items() if seat != 0)
    cards = _team_cards(window)
    assert {s: card.side for s, card in cards.items()} == {
        s: side for s, side in enumerate(sides) if side is not None
    }
    assert not any(card.squeeze != 1.0 for card in cards.values())  # finished with the queue
    plate = window.scene.plate(0)
    assert plate.role == team_card_item.side_name(view.team_cards[0])


@pytest.mark.slow  # one of the longest: started first on its worker (tests/conftest.py)
def test_at_instant_speed_a_team_card_turns_at_once(qtbot, window):
    """Instant speed: whenever the queue is done, the human's card shows what his view says
    (face up as soon as he has looked), no card is half turned, and at the end all lie
    face up."""
    checks: list[tuple[str | None, str | None, bool]] = []

    def idle() -> None:
        c = window.controller
        if c.state is None:
            return
        view = c.view()
        card = _team_cards(window).get(0)
        if card is not None and view.team_card is not None:
            checks.append((view.team_card, card.side, card.squeeze != 1.0))

    window.queue.idle.connect(idle)
    _start(window, "team_cards", 6, SEED)
    driver = TeamDriver(qtbot, window, pass_all=True)
    driver.deal()
    assert checks
    assert all(side == shown and not squeezed for side, shown, squeezed in checks), checks
    view = window.controller.view()
    cards = _team_cards(window)
    assert all(card.side == view.team_cards[s] for s, card in cards.items())
