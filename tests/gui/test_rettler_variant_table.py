"""Rettler's chapter-6 deals on the table (R-VAR-1, R-VAR-2, R-VAR-3), played by the human
through the UI: whole two-player deals by mouse (the bid panel, the pile panel, the kitty,
cards and pile tops on the table) until the deal result shows, and the four-pile deal's pile
panel and the pile aside."""

from __future__ import annotations

import random

import pytest
from mouse import click_button, click_card, wait_panel
from test_rettler_table import PLAY_PANELS, Driver, _human_to_play, _raised

from engine.actions import ChoosePile
from engine.events import CardDrawn, PileCardTurned
from engine.games.rettler.four_pile import FourPileState, FourPileView
from engine.games.rettler.params import FOUR_PILE_3P
from engine.games.rettler.two_player import TwoPlayerView
from napoleon_gui.dialogs.deal_result import DealResultWindow
from napoleon_gui.game_config import GameConfig
from napoleon_gui.table.placement import ASIDE, HAND, PILES, STOCK, TABLEAU
from napoleon_gui.widgets.pile_panel import PilePanel

NAMES = ["You", "Anne", "Ben"]


def _start(window, preset: str, players: int, seed: int) -> None:
    window.activateWindow()
    window.controller.new_match(
        GameConfig("rettler", preset, players, 0, ["normal"] * players, NAMES[:players], seed)
    )


class VariantDriver(Driver):
    """The Rettler driver, plus the pile panel (the last free pile, by mouse) and card play
    that prefers a legal pile top (R-VAR-1) and waits for the action, not a shorter hand
    (a played top leaves the hand as it is; R-VAR-2 draws refill it)."""

    def __init__(self, qtbot, window) -> None:
        super().__init__(qtbot, window)
        self.piles_chosen: list[int] = []
        self.tops_played: list[int] = []

    def step(self) -> object:
        window = self.window
        self.wait()
        panel = window.decisions.panel()
        if isinstance(panel, PilePanel) and not isinstance(window.active_dialog, DealResultWindow):
            panel = wait_panel(self.qtbot, window, PilePanel)
            free = [p for p, b in panel.pile_buttons.items() if b.isEnabled()]
            click_button(self.qtbot, panel.pile_buttons[free[-1]])
            self.piles_chosen.append(free[-1])
            return None
        return super().step()

    def play_card(self) -> None:
        window, c = self.window, self.window.controller
        raised = _raised(window)
        assert raised, "no legal card is raised"
        tops = [it for it in raised if it.zone[0] == TABLEAU]
        item = tops[0] if tops else raised[0]
        card = item.card
        done = len(c.actions)
        click_card(window, item, double=True)
        self.qtbot.waitUntil(
            lambda: (
                c.state.phase == "over"
                or len(c.actions) > done
                or (
                    window.decisions.panel() is not None
                    and not isinstance(window.decisions.panel(), PLAY_PANELS)
                )
            ),
            timeout=5000,
        )
        if tops and len(c.actions) > done:
            self.tops_played.append(card)


@pytest.mark.slow  # one of the longest: started first on its worker (tests/conftest.py)
def test_a_whole_layout_deal_by_mouse_with_pile_tops(qtbot, window):
    """R-VAR-1: both tableaus of ten piles lie in front of their owners, face-down middles
    under face-up tops; the human bids, discards 12 if he is the Rettler, plays hand cards
    and pile tops by mouse; uncovered cards turn up; the deal result shows."""
    window.scene.set_trick_pause_ms(0)
    turned: list[int] = []
    window.queue.playing.connect(
        lambda event, _view: (
            turned.append(event.card) if isinstance(event, PileCardTurned) else None
        )
    )
    _start(window, "two_player_1", 2, seed=3)
    driver = VariantDriver(qtbot, window)
    driver.wait()
    qtbot.waitUntil(lambda: window.queue.is_idle(), timeout=20000)
    view = window.controller.view()
    assert isinstance(view, TwoPlayerView)
    scene = window.scene
    # 108 items: both copies of a card are items of their own
    assert len(scene.card_items()) == 108
    shown = [it.card for it in scene.card_items() if it.card is not None]
    assert len(shown) == len(set(shown))
    for seat in range(2):
        items = scene.zone_items(TABLEAU, seat)
        assert len(items) == 30
        assert [(it.card, it.face_up) for it in items] == [
            (c, c is not None) for pile in view.tableaus[seat] for c in pile
        ]
        assert sum(not it.face_up for it in items) == 10  # the middle cards, face down
    # the opponent's tableau lies above the human's, in front of its owner
    assert scene.zone_items(TABLEAU, 1)[0].y() < scene.zone_items(TABLEAU, 0)[0].y()
    tops_before = set(view.tops[0])
    result = driver.deal()
    assert isinstance(result, DealResultWindow)
    assert driver.tops_played, "no pile top was played by mouse"
    assert set(window.controller.view().tops[0]) != tops_before  # the tops changed
    assert turned  # uncovered cards turned up
    for card in turned:
        it = scene.item_for(card)
        assert it is None or it.face_up
    assert window.controller.state.is_over


def test_a_whole_stock_deal_by_mouse(qtbot, window):
    """R-VAR-2: the human takes a pile with the pile panel (it flies into his hand), the
    stock lies in the middle with its count, which goes down as both draw after every
    round; the unused pile lies aside; the deal result shows."""
    window.scene.set_trick_pause_ms(0)
    draws: list[tuple[int, int | None]] = []
    window.queue.playing.connect(
        lambda event, _view: (
            draws.append((event.seat, event.card)) if isinstance(event, CardDrawn) else None
        )
    )
    stock_captions: list[str] = []

    def idle() -> None:
        text = window.scene.captions().get("stock")
        if text and (not stock_captions or stock_captions[-1] != text):
            stock_captions.append(text)

    window.queue.idle.connect(idle)
    _start(window, "two_player_2", 2, seed=5)
    scene = window.scene
    panel = wait_panel(qtbot, window, PilePanel)
    assert window.controller.state.phase == "choose_pile"
    # the piles to choose from lie on the table, the stock in the middle
    free = [p for p, b in panel.pile_buttons.items() if b.isEnabled()]
    assert len(panel.pile_buttons) == 3
    assert all(len(scene.zone_items(PILES, p)) == 10 for p in free)
    assert len(scene.zone_items(STOCK, 0)) == 78
    assert scene.captions()["stock"] == "Stock: 78"
    assert "Stock: 78" in scene.info_lines()
    driver = VariantDriver(qtbot, window)
    driver.step()  # the pile panel, by mouse
    assert window.controller.view().piles_taken[0] == driver.piles_chosen[0]
    qtbot.waitUntil(
        lambda: window.controller.state.phase != "choose_pile" and window.queue.is_idle(),
        timeout=20000,
    )
    hand = scene.zone_items(HAND, 0)
    assert len(hand) == 10 and all(it.face_up for it in hand)  # the pile is the hand
    assert sorted(it.card for it in hand) == sorted(window.controller.view().hand)
    aside = scene.zone_items(ASIDE, 0)
    assert len(aside) == 10 and not any(it.face_up for it in aside)
    assert scene.captions()["aside"] == "Not in play: 10"
    result = driver.deal()
    assert isinstance(result, DealResultWindow)
    # the stock went down, caption by caption, to empty; the drawn cards were face up only
    # for the human
    counts = [int(t.split(": ")[1]) for t in stock_captions]
    assert counts[0] == 78 and counts == sorted(counts, reverse=True) and len(counts) > 5
    assert not scene.zone_items(STOCK, 0) and "stock" not in scene.captions()
    assert {seat for seat, _c in draws} == {0, 1}
    assert all(card is None for seat, card in draws if seat == 1)
    assert all(card is not None for seat, card in draws if seat == 0)


def test_the_four_pile_panel_disables_taken_piles_and_the_unused_pile_lies_aside(qtbot, window):
    """R-VAR-3: four face-down piles of 27; the piles the AI seats took are disabled in the
    panel; once every player holds one the fourth lies aside: 27 cards during the auction
    (6 of them the Rettler's kitty), "Not in play: 21" on the table and in the info panel."""
    state = FourPileState.deal(FOUR_PILE_3P, 3, random.Random(4))
    while state.current_seat != 0:  # the AI seats before the human take theirs
        state.apply(next(a for a in state.legal_actions() if isinstance(a, ChoosePile)))
    taken = {p for p, s in enumerate(state.view_for(0).pile_owners) if s >= 0}
    assert taken
    window.activateWindow()
    window.controller.new_match(
        GameConfig("rettler", "four_pile_3p", 3, 0, ["normal"] * 3, NAMES, 4)
    )
    window.controller.start_deal(state, [])
    panel = wait_panel(qtbot, window, PilePanel)
    assert len(panel.pile_buttons) == 4
    for pile, button in panel.pile_buttons.items():
        assert button.isEnabled() == (pile not in taken)
    assert "Anne took pile" in panel.taken_label.text()
    assert "27" in panel.help_label.text() and "R-VAR-3" in panel.help_label.text()
    scene = window.scene
    free = [p for p in range(4) if p not in taken]
    assert all(len(scene.zone_items(PILES, p)) == 27 for p in free)
    assert {f"pile{p}" for p in free} <= set(scene.captions())
    click_button(qtbot, panel.pile_buttons[free[0]])
    assert window.controller.view().pile_owners[free[0]] == 0
    qtbot.waitUntil(
        lambda: window.controller.state.phase != "pile_choice" and window.queue.is_idle(),
        timeout=20000,
    )
    view = window.controller.view()
    assert isinstance(view, FourPileView)
    assert len(scene.zone_items(HAND, 0)) == 27
    assert not any(scene.zone_items(PILES, p) for p in range(4))
    aside = scene.zone_items(ASIDE, 0)
    assert len(aside) == 27 and not any(it.face_up for it in aside)
    assert scene.captions()["aside"] == "Not in play: 21"
    assert "Not in play: 21" in scene.info_lines()
    assert len(scene.info_lines()) <= 5


def test_the_kitty_is_drawn_from_the_pile_aside(qtbot, window):
    """R-VAR-3 with AI seats only: after the adjutant call the Rettler's 6 kitty cards come
    from the pile aside, which keeps its 21 cards out of play to the end."""
    window.scene.set_trick_pause_ms(0)
    seen: dict[str, int] = {}

    def idle() -> None:
        state = window.controller.state
        if state is None or not window.queue.is_idle():
            return
        key = state.phase
        if key in ("auction", "play") and key not in seen:
            seen[key] = len(window.scene.zone_items(ASIDE, 0))

    window.queue.idle.connect(idle)
    window.controller.new_match(
        GameConfig("rettler", "four_pile_3p", 3, None, ["normal"] * 3, NAMES, 4)
    )
    qtbot.waitUntil(lambda: "play" in seen, timeout=60000)
    assert seen == {"auction": 27, "play": 21}
    assert window.scene.captions()["aside"] == "Not in play: 21"
    assert not _human_to_play(window)
