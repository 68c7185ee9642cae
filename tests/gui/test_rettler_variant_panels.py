"""Rettler's chapter-6 variants on the table, as a player meets them (R-VAR-5, R-VAR-6,
R-VAR-10, R-VAR-13): the blind stand's face-up cards and the hand lifted after the call; an
Urako round led by the human, its kind declared by mouse and by Enter, and the round's badge;
the dream cards dealt with their own back after the contract; the adjutant call by deck.
"""

from __future__ import annotations

from mouse import click_button, click_card, wait_panel
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from engine.actions import Action, Bid, CallAdjutant, Close, Pass
from engine.ai import make_bot
from engine.cards import DECK_STRIDE, DREAM_OFFSET, JOKER
from engine.games.rettler.actions import Lead
from engine.match import Match
from napoleon_gui.game_config import GameConfig
from napoleon_gui.games.rettler import panels
from napoleon_gui.games.rettler.variant_panels import RettlerDeckAdjutantPanel, RettlerUrakoPanel
from napoleon_gui.games.rettler.variant_table import BLUE_DECK, DREAM_BACK, DREAM_MARK, RED_DECK
from napoleon_gui.table.placement import HAND, TRICK

NAMES = ["You", "AI 1", "AI 2", "AI 3"]


def _config(preset: str, seed: int) -> GameConfig:
    return GameConfig("rettler", preset, 4, 0, ["normal"] * 4, NAMES, seed)


def _start(window, preset: str, seed: int) -> None:
    window.activateWindow()
    window.controller.new_match(_config(preset, seed))


def _resume(window, preset: str, state, actions: list[Action], seed: int = 1) -> None:
    """Put a prepared deal on the table (the human is seat 0) and let it run from there."""
    window.activateWindow()
    window.controller.new_match(_config(preset, seed))
    window.controller.start_deal(state, actions)


def _human_rettler(preset: str, trump: str, seed: int = 3, closing: bool = False):
    """The human bids ``trump`` at the lowest count the engine offers, the others pass and
    he closes: the adjutant call is his (the state and the actions that led there; with
    ``closing``, the state where he is to close)."""
    state = Match.create("rettler", preset, 4, seed).new_deal()
    actions: list[Action] = []
    while state.phase != "adjutant_call":
        legal = state.legal_actions()
        if state.current_seat == 0:
            close = [a for a in legal if isinstance(a, Close)]
            if close and closing:
                break
            bids = [a for a in legal if isinstance(a, Bid) and a.trump == trump]
            action = close[0] if close else min(bids, key=lambda a: a.count)
        else:
            action = next(a for a in legal if isinstance(a, Pass))
        state.apply(action)
        actions.append(action)
    return state, actions


def _press(window, key) -> None:
    window.activateWindow()
    QApplication.processEvents()
    QTest.keyClick(QApplication.focusWidget() or window.decisions, key)


def _hand(window, seat: int = 0):
    return sorted(window.scene.zone_items(HAND, seat), key=lambda it: it.index)


# --- R-VAR-5: blind stand ------------------------------------------------------------------
def test_blind_stand_shows_every_face_up_card_and_lifts_the_hand_after_the_call(qtbot, window):
    _start(window, "blind_stand", 5)
    panel = wait_panel(qtbot, window, panels.RettlerBidPanel, timeout=20000)
    view = window.controller.view()
    blind = view.blind_cards
    # every seat's face-up card is in sight in its fan; the human's other cards are backs
    for seat in range(4):
        up = [it.card for it in _hand(window, seat) if it.face_up]
        assert up == [blind[seat]], (seat, up)
    mine = _hand(window)
    assert len(mine) == view.hand_sizes[0] > 20
    assert "Blind stand" in panel.help_label.text() and "R-VAR-5" in panel.help_label.text()


def test_blind_stand_the_rettler_calls_unseen_then_his_hand_turns_up(qtbot, window):
    state, actions = _human_rettler("blind_stand", "S")
    _resume(window, "blind_stand", state, actions)
    panel = wait_panel(qtbot, window, RettlerDeckAdjutantPanel, timeout=20000)
    assert "without looking at your hand" in panel.help_label.text()
    hand = _hand(window)
    assert len(hand) > 20 and [it.face_up for it in hand].count(True) == 1
    click_button(qtbot, panel.call_button)  # no call: take the kitty
    qtbot.waitUntil(lambda: not window.controller.view().hand_unseen, timeout=20000)
    qtbot.waitUntil(lambda: all(it.face_up for it in _hand(window)), timeout=20000)
    view = window.controller.view()
    assert {it.card for it in _hand(window)} == set(view.hand)
    # the other seats' face-up cards stay in sight
    for seat in (1, 2, 3):
        up = [it.card for it in _hand(window, seat) if it.face_up]
        assert up == [view.blind_cards[seat]]


# --- R-VAR-6: Urako ------------------------------------------------------------------------
def _urako_lead(seed: int = 3):
    """The human is the Urako Rettler and leads round 1 (bots call and discard for him)."""
    state, actions = _human_rettler("urako", "urako", seed)
    bot = make_bot("rettler", "normal", 1)
    while not (state.phase == "play" and state.current_seat == 0):
        action = bot.choose(state.view_for(state.current_seat))
        state.apply(action)
        actions.append(action)
    return state, actions


def _plain_card(window):
    """A card of the human's hand led alone with exactly one option per kind."""
    view = window.controller.view()
    for it in _hand(window):
        if it.card % DECK_STRIDE >= JOKER:
            continue
        alone = (it.card % DECK_STRIDE,)
        leads = [a for a in view.legal if isinstance(a, Lead) and a.cards == alone]
        kinds = [a.trump for a in leads]
        if leads and len(kinds) == len(set(kinds)):
            return it
    raise AssertionError("no plain single lead")


def test_urako_the_human_declares_the_round_kind_by_mouse_and_the_badge_shows_it(qtbot, window):
    state, actions = _urako_lead()
    _resume(window, "urako", state, actions)
    wait_panel(qtbot, window, panels.RettlerLeadPanel, timeout=20000)
    it = _plain_card(window)
    card = it.card
    click_card(window, it, double=True)
    panel = wait_panel(qtbot, window, RettlerUrakoPanel)
    assert {"S", "swim_club_nt"} <= set(panel.kind_buttons)
    assert panel.kind_buttons["S"].text() == "♠ spades"
    click_button(qtbot, panel.kind_buttons["S"])
    qtbot.waitUntil(lambda: bool(window.scene.zone_items(TRICK, 0)), timeout=20000)
    last = next(a for a in reversed(window.controller.actions) if isinstance(a, Lead))
    assert last.trump == "S" and last.cards[0] % DECK_STRIDE == card % DECK_STRIDE
    badge = window.scene._captions.get("trick_trump")
    assert badge is not None and badge.text == "This round: ♠ spades"
    assert "This round: ♠ spades" in window.scene.info_lines()
    # the round's explanation names the kind once it is won
    said: list[str] = []
    window.controller.trick_explained.connect(said.append)
    qtbot.waitUntil(lambda: any(said), timeout=20000)
    assert "This round: ♠ spades. " in next(s for s in said if s)


def test_urako_enter_declares_the_first_kind_and_escape_goes_back(qtbot, window):
    state, actions = _urako_lead()
    _resume(window, "urako", state, actions)
    wait_panel(qtbot, window, panels.RettlerLeadPanel, timeout=20000)
    click_card(window, _plain_card(window), double=True)
    panel = wait_panel(qtbot, window, RettlerUrakoPanel)
    _press(window, Qt.Key.Key_Escape)  # back to choosing cards
    wait_panel(qtbot, window, panels.RettlerLeadPanel)
    assert not window.scene.zone_items(TRICK, 0)
    it = _plain_card(window)
    click_card(window, it, double=True)
    panel = wait_panel(qtbot, window, RettlerUrakoPanel)
    first = panel.kinds[0]
    assert "Enter = " in panel.help_label.text()
    _press(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(window.scene.zone_items(TRICK, 0)), timeout=20000)
    last = next(a for a in reversed(window.controller.actions) if isinstance(a, Lead))
    assert last.trump == first
    badge = window.scene._captions.get("trick_trump")
    assert badge is not None and badge.text.startswith("This round: ")


def test_urako_is_offered_in_the_auction(qtbot, window):
    _start(window, "urako", 4)
    panel = wait_panel(qtbot, window, panels.RettlerBidPanel, timeout=20000)
    urako, black = panel.trump_buttons["urako"], panel.trump_buttons["black"]
    assert urako.text() == "Urako"
    assert urako.x() > black.x()  # the highest kind, right of black (R-VAR-6)
    assert "R-VAR-6" in panel.help_label.text()


# --- R-VAR-10: dream version ---------------------------------------------------------------
def test_dream_cards_come_with_their_own_back_after_the_contract(qtbot, window):
    state, actions = _human_rettler("dream", "S", closing=True)
    before = state.view_for(0).hand_sizes
    _resume(window, "dream", state, actions)
    panel = wait_panel(qtbot, window, panels.RettlerBidPanel, timeout=20000)
    assert not any(it.back == DREAM_BACK for it in window.scene.card_items())
    click_button(qtbot, panel.close_button)  # the contract: then the dream cards come
    wait_panel(qtbot, window, panels.RettlerAdjutantPanel)
    view = window.controller.view()
    dream = [c for c in view.hand if c >= DREAM_OFFSET]
    assert len(dream) == 1
    marked = [it for it in window.scene.zone_items(HAND, 0) if it.corner == DREAM_MARK]
    assert [it.card for it in marked] == dream and marked[0].face_up
    for seat in (1, 2, 3):
        backs = [it for it in window.scene.zone_items(HAND, seat) if it.back == DREAM_BACK]
        assert len(backs) == 1 and not backs[0].face_up
        assert len(window.scene.zone_items(HAND, seat)) == before[seat] + 1
    # the dream back is a picture of its own (assets/cards/back_dream.svg), not the blue one
    renderer = window.scene.renderer
    dream_back = renderer.pixmap(None, 60, back=DREAM_BACK).toImage()
    assert dream_back != renderer.pixmap(None, 60).toImage()
    info = window.scene.info_lines()
    assert "Dream points do not count" in info and "Dream adjutant: no" in info


# --- R-VAR-13: call by deck ----------------------------------------------------------------
def test_call_by_deck_the_human_calls_a_blue_card_and_the_info_says_so(qtbot, window):
    state, actions = _human_rettler("call_by_deck", "S")
    _resume(window, "call_by_deck", state, actions)
    panel = wait_panel(qtbot, window, RettlerDeckAdjutantPanel, timeout=20000)
    # his cards show their deck: red for the first deck's copies, blue for the second's
    for it in window.scene.zone_items(HAND, 0):
        assert it.corner == (BLUE_DECK if it.card >= DECK_STRIDE else RED_DECK)
    click_button(qtbot, panel.deck_buttons[1])
    view = window.controller.view()
    code = next(
        c
        for c, b in panel.card_buttons.items()
        if b.isEnabled() and CallAdjutant(c, 1) in view.legal and not panel.own(c)
    )
    click_button(qtbot, panel.card_buttons[code])
    assert "blue backs" in panel.selected_label.text()
    click_button(qtbot, panel.call_button)
    qtbot.waitUntil(lambda: window.controller.state.phase != "adjutant_call", timeout=20000)
    assert CallAdjutant(code, 1) in window.controller.actions
    qtbot.waitUntil(
        lambda: any("blue backs" in line for line in window.scene.info_lines()), timeout=20000
    )
