"""Rettler on the table, driven through the UI as the human (issue #11): the decision panels
under the table (auction, misdeal offer, the multi-card adjutant call and the kitty exchange
as one confirm each, the options of a lead), the lead panel and pair selection on the
table, Enter and Escape on every decision, the layout at 1024×700 and 1280×800 in English
and Japanese; then the result dialog and the score sheet."""

from __future__ import annotations

import re

import pytest
from mouse import click_button, click_card, visible_point, wait_panel
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QPushButton, QScrollBar

from engine.actions import Action, Bid, CallAdjutant, Close, DeclareMisdeal, KeepHand, Pass
from engine.ai import make_bot
from engine.cards import BRIDGE, DECK_STRIDE, JOKER, card_code
from engine.games.rettler.actions import Lead
from engine.games.rettler.state import RettlerState
from engine.match import Match
from engine.score_formula import score_text
from engine.selfplay import play_deal
from napoleon_gui import i18n
from napoleon_gui.controllers.game import GameConfig
from napoleon_gui.dialogs.deal_result import DealResultWindow
from napoleon_gui.dialogs.new_game import NewGameDialog
from napoleon_gui.dialogs.score_sheet import ScoreSheetWindow, unit_cell
from napoleon_gui.games import ui_for
from napoleon_gui.games.rettler import panels
from napoleon_gui.table.placement import HAND, TRICK
from napoleon_gui.widgets.cards import OWN_BACKGROUND

NAMES = ["You", "AI 1", "AI 2", "AI 3"]
PLAY_PANELS = (panels.RettlerLeadPanel, panels.RettlerFollowPanel)


def _outcome_words(row) -> str:
    if row.result.outcome == "mighty_holders_lose":
        return "The Mighty holders pay"
    if row.detail.get("all_take"):
        return "all-take"
    if row.result.outcome == "declarer_side_wins":
        return ': made (<a href="rule:R-END-2"'
    return ': broken (<a href="rule:R-END-2"'


def _config(seed: int, players: int) -> GameConfig:
    names = ["You", *(f"AI {i}" for i in range(1, players))]
    return GameConfig("rettler", "book", players, 0, ["normal"] * players, names, seed)


def _start(window, seed: int, players: int = 4) -> None:
    window.activateWindow()
    window.controller.new_match(_config(seed, players))


def _resume(window, state: RettlerState, actions: list[Action], seed: int = 1) -> None:
    """Put a prepared deal on the table (the human is seat 0) and let it run from there."""
    window.activateWindow()
    window.controller.new_match(_config(seed, state.players))
    window.controller.start_deal(state, actions)


def press(qtbot, window, key) -> None:
    """A key press where the keyboard focus is: in the decision area once a panel is up
    in the active window (never on a bid button)."""
    window.activateWindow()
    QApplication.processEvents()
    focus = QApplication.focusWidget()
    assert focus is window.decisions or window.decisions.isAncestorOf(focus), focus
    QTest.keyClick(focus, key)


def _panel(qtbot, window, kind=None):
    return wait_panel(qtbot, window, kind, timeout=20000)


def _human_to_play(window) -> bool:
    c = window.controller
    panel = window.decisions.panel()
    return (
        c.state is not None
        and c.state.phase == "play"
        and c.waiting_for_human
        and window.queue.is_idle()
        and window.active_dialog is None
        and (panel is None or isinstance(panel, PLAY_PANELS))
    )


def _raised(window):
    return [it for it in window.scene.human_hand_items() if it.raised]


class Driver:
    """Plays the human seat through the UI: bids the highest bid once (so the human is the
    Rettler), tries a foul adjutant call, then calls a legal card, discards the last cards
    (in hint mode the hinted set the panel pre-selects), plays the first legal card."""

    def __init__(self, qtbot, window) -> None:
        self.qtbot = qtbot
        self.window = window
        self.calls = self.discards = self.leads = self.follows = self.fouls = 0
        self.called = -1
        self.discarded: list[int] = []

    def wait(self) -> None:
        w = self.window

        def ready() -> bool:
            panel = w.decisions.panel()
            return (
                isinstance(w.active_dialog, DealResultWindow)
                or _human_to_play(w)
                or (panel is not None and not isinstance(panel, PLAY_PANELS) and panel.isVisible())
            )

        self.qtbot.waitUntil(ready, timeout=20000)

    def step(self) -> object:
        qtbot, window = self.qtbot, self.window
        c = window.controller
        self.wait()
        if isinstance(window.active_dialog, DealResultWindow):
            return window.active_dialog
        if _human_to_play(window):
            self.play_card()
            return None
        panel = _panel(qtbot, window)
        if isinstance(panel, panels.RettlerBidPanel):
            view = c.view()
            mine = [a for s, a in view.bids if s == 0]
            if mine or not panel.count_buttons:
                button = panel.pass_button if panel.pass_button.isVisible() else panel.close_button
                click_button(qtbot, button)
            else:  # the highest bid: count 40, the highest trump kind
                click_button(qtbot, panel.count_buttons[max(panel.count_buttons)])
                kind = [k for k, b in panel.trump_buttons.items() if b.isEnabled()][-1]
                expected = panel.bid_of(kind)
                click_button(qtbot, panel.trump_buttons[kind])
                assert c.view().bids[-1] == (0, expected)
        elif isinstance(panel, panels.RettlerAdjutantPanel):
            self.adjutant_call(panel)
        elif isinstance(panel, panels.RettlerKittyPanel):
            hand = len(c.view().hand)
            if c.hint_mode:  # the hint is searched off the GUI thread: its set comes when found
                qtbot.waitUntil(lambda: len(panel.order) == panel.need, timeout=5000)
            chosen = list(panel.order)  # hint mode pre-selects the hinted set: take it
            assert len(chosen) == (panel.need if c.hint_mode else 0)
            if not chosen:
                chosen = list(panel.card_buttons)[-panel.need :]
                for card in chosen:
                    click_button(qtbot, panel.card_buttons[card])
            assert panel.discard_button.isEnabled()
            click_button(qtbot, panel.discard_button)  # ONE confirm for every discard
            view = c.view()
            assert view.phase == "play" and len(view.hand) == hand - panel.need
            assert sorted(view.discards) == sorted(chosen)
            self.discarded = chosen
            self.discards += 1
        elif isinstance(panel, panels.RettlerLeadChoicePanel):
            click_button(qtbot, next(iter(panel.option_buttons.values())))
        elif isinstance(panel, panels.RettlerMisdealPanel):
            click_button(qtbot, panel.keep_button)
        else:
            raise AssertionError(f"unexpected panel {panel!r}")
        return None

    def adjutant_call(self, panel) -> None:
        qtbot, window, c = self.qtbot, self.window, self.window.controller
        # a foul first: two codes the Rettler does not hold could make 4 adjutants > 2
        outside = [
            code for code, b in panel.card_buttons.items() if b.isEnabled() and panel.own(code) == 0
        ][:2]
        for code in outside:
            click_button(qtbot, panel.card_buttons[code])
        click_button(qtbot, panel.call_button)
        assert window.decisions.panel() is panel  # refused: the panel stays up
        assert "R-ADJ-3" in window.message_label.text()
        assert c.state.phase == "adjutant_call" and not c.view().called  # nothing applied
        self.fouls += 1
        click_button(qtbot, panel.card_buttons[outside[1]])  # deselect one
        self.called = outside[0]
        click_button(qtbot, panel.call_button)  # ONE confirm: call, end the call
        assert c.view().called == (self.called,)
        self.calls += 1

    def play_card(self) -> None:
        window, c = self.window, self.window.controller
        view = c.view()
        raised = _raised(window)
        leading = any(isinstance(a, Lead) for a in view.legal)
        codes = (
            {x % DECK_STRIDE for a in view.legal if isinstance(a, Lead) for x in a.cards}
            if leading
            else {a.card for a in view.legal if hasattr(a, "card")}
        )
        assert {i.card % DECK_STRIDE for i in raised} == codes  # the engine's legal cards
        if leading:  # the lead panel is up while the human leads
            self.qtbot.waitUntil(
                lambda: isinstance(window.decisions.panel(), panels.RettlerLeadPanel), timeout=5000
            )
        before = len(view.hand)
        click_card(window, raised[0], double=True)
        self.qtbot.waitUntil(
            lambda: (
                c.state.phase == "over"
                or len(c.view().hand) < before
                or (
                    window.decisions.panel() is not None
                    and not isinstance(window.decisions.panel(), PLAY_PANELS)
                )
            ),
            timeout=5000,
        )
        if leading:
            self.leads += 1
        else:
            self.follows += 1

    def deal(self) -> DealResultWindow:
        for _ in range(600):
            result = self.step()
            if isinstance(result, DealResultWindow):
                return result
        raise AssertionError("the deal did not end")


def test_the_new_game_dialog_offers_rettler_for_4_to_8_players(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    index = dialog.game_combo.findData("rettler")
    assert index >= 0 and dialog.game_combo.itemText(index) == "Rettler"
    dialog.game_combo.setCurrentIndex(index)
    assert dialog.preset_combo.findData("book") >= 0
    counts = [dialog.players_combo.itemData(i) for i in range(dialog.players_combo.count())]
    assert counts == [4, 5, 6, 7, 8]


def test_a_whole_six_player_deal_is_played_through_the_ui_and_scored(qtbot, window):
    window.toggle_hint_mode(True)
    _start(window, seed=5, players=6)
    driver = Driver(qtbot, window)
    result = driver.deal()
    c = window.controller
    row = c.match.rows[-1]
    assert driver.calls == 1 and driver.discards == 1  # the human was the Rettler
    assert driver.leads >= 1 and driver.follows >= 1
    assert driver.fouls == 1  # the foul call was refused, naming R-ADJ-3
    assert row.detail["declarer"] == 0
    assert row.detail["adjutant_cards"] == [card_code(driver.called)]
    text = result.headline.text() + result.formula_label.text()
    side = row.detail["side_totals"]
    assert (
        f"Point cards: Rettler side {side['declarer_side']}, coalition {side['coalition']}" in text
    )
    assert _outcome_words(row) in text  # made / broken as the engine scored it
    assert 'href="rule:R-END-' in text and 'href="rule:R-SCORE-' in text
    for seat, change in enumerate(row.result.scores):  # each seat's change, from the engine
        shown = result.table.item(seat, 1).text().replace("\u2212", "-")  # a true minus sign
        assert shown == (f"{change:+d}" if change else "0")
    # hint mode explained the rounds with rule IDs that link to the Rettler rules
    assert 'href="rule:' in window.trick_label.text()
    qtbot.mouseClick(result.next_button, Qt.MouseButton.LeftButton)
    window.show_score_sheet()
    sheet = window.score_sheet
    assert isinstance(sheet, ScoreSheetWindow)
    assert sheet.table.item(0, 0).text() == "1"
    assert sheet.table.item(0, 1).text() == "You"


# --- prepared deals ------------------------------------------------------------------------
def _auction_until_own_close(players: int = 4, seed: int = 2):
    """The human bid red 26, everybody else passed: his closing turn (N-BID-10)."""
    match = Match.create("rettler", "book", players, seed)
    state = match.new_deal()
    actions: list[Action] = []
    while state.phase == "misdeal_offer":
        actions.append(KeepHand())
        state.apply(actions[-1])
    while not any(isinstance(a, Close) for a in state.legal_actions()):
        action = Bid(26, "red") if state.current_seat == 0 else Pass()
        state.apply(action)
        actions.append(action)
    assert state.current_seat == 0
    return state, actions


def _to_human_leading(players: int = 6, seed: int = 7, want=None, declarer: bool = False):
    """Bots play every seat (the human's too) until seat 0 is to lead and ``want(leads)``."""
    match = Match.create("rettler", "book", players, seed)
    for _ in range(20):
        state = match.new_deal()
        bots = [make_bot("rettler", "normal", seed + s) for s in range(players)]
        actions: list[Action] = []
        while state.phase != "over":
            seat = state.current_seat
            if state.phase == "play" and seat == 0:
                leads = [a for a in state.legal_actions() if isinstance(a, Lead)]
                if leads and (want is None or want(leads)):
                    return state, actions
            action = bots[seat].choose(state.view_for(seat))
            state.apply(action)
            actions.append(action)
        match.record(state)
    raise AssertionError("no such lead")


def _has_pair(leads) -> bool:
    return any(len(a.cards) == 2 and a.cards[0] == a.cards[1] for a in leads)


def _has_options(leads) -> bool:
    seen: dict[tuple, int] = {}
    for a in leads:
        key = tuple(sorted(a.cards))
        seen[key] = seen.get(key, 0) + 1
    return any(n > 1 for n in seen.values())


def _misdeal_state(players: int = 4) -> RettlerState:
    """Seat 0 holds none of 2, 4, 10, J, Q, K, A and joker (R-DEAL-3)."""
    match = Match.create("rettler", "book", players, 1)
    rules = match.params
    size = rules.hand_size(players)
    bad = [
        c
        for c in range(2 * DECK_STRIDE)
        if c % DECK_STRIDE == BRIDGE
        or (c % DECK_STRIDE < JOKER and c % DECK_STRIDE % 13 + 2 in (3, 5, 6, 7, 8, 9))
    ]
    others = [c for c in range(2 * DECK_STRIDE) if c not in bad[:size]]
    hands = [bad[:size]] + [others[i * size : (i + 1) * size] for i in range(players - 1)]
    kitty = others[(players - 1) * size :]
    state = RettlerState(rules, hands, kitty, dealer=players - 1, check=False)
    assert state.phase == "misdeal_offer" and state.current_seat == 0
    return state


# --- Enter and Escape on every decision ----------------------------------------------------
def test_enter_never_raises_the_players_own_standing_bid(qtbot, window):
    """Regression: Enter raised the player's own bid from red 26 to black 26. Now Enter on
    the closing turn closes with red 26, and Escape keeps the decision."""
    state, actions = _auction_until_own_close()
    _resume(window, state, actions)
    panel = _panel(qtbot, window, panels.RettlerBidPanel)
    assert panel.close_button.isVisible() and not panel.pass_button.isVisible()
    assert panel.trump_buttons["black"].isEnabled()  # black 26 is on offer ...
    assert window.focusWidget() not in panel.findChildren(QPushButton)  # ... not focused
    press(qtbot, window, Qt.Key.Key_Escape)
    assert window.decisions.panel() is panel and window.controller.state.phase == "auction"
    press(qtbot, window, Qt.Key.Key_Return)
    c = window.controller
    assert c.view().bids[-1] == (0, Close())
    assert c.view().contract.count == 26 and c.view().contract.trump == "red"
    _panel(qtbot, window, panels.RettlerAdjutantPanel)  # the next decision: the call


def test_enter_passes_in_the_auction_and_escape_keeps_it(qtbot, window):
    _start(window, seed=3, players=6)
    panel = _panel(qtbot, window, panels.RettlerBidPanel)
    c = window.controller
    bids = len(c.view().bids)
    assert window.focusWidget() not in panel.findChildren(QPushButton)
    press(qtbot, window, Qt.Key.Key_Escape)
    assert window.decisions.panel() is panel and len(c.view().bids) == bids
    press(qtbot, window, Qt.Key.Key_Enter)
    assert c.view().bids[bids] == (0, Pass())


def test_the_misdeal_offer_enter_keeps_the_hand(qtbot, window):
    _resume(window, _misdeal_state(), [])
    panel = _panel(qtbot, window, panels.RettlerMisdealPanel)
    assert panel.declare_button.isEnabled() and panel.keep_button.isEnabled()
    press(qtbot, window, Qt.Key.Key_Escape)
    assert window.decisions.panel() is panel
    assert window.controller.state.phase == "misdeal_offer"
    press(qtbot, window, Qt.Key.Key_Return)
    assert window.controller.actions[-1] == KeepHand()


def test_the_misdeal_can_be_declared_by_mouse(qtbot, window):
    _resume(window, _misdeal_state(), [])
    panel = _panel(qtbot, window, panels.RettlerMisdealPanel)
    click_button(qtbot, panel.declare_button)
    assert window.controller.actions[-1] == DeclareMisdeal()


def test_call_and_kitty_enter_confirms_exactly_the_selection_escape_keeps_it(qtbot, window):
    state, actions = _auction_until_own_close()
    _resume(window, state, actions)
    _panel(qtbot, window, panels.RettlerBidPanel)
    press(qtbot, window, Qt.Key.Key_Return)  # close with red 26: the human is the Rettler
    c = window.controller
    panel = _panel(qtbot, window, panels.RettlerAdjutantPanel)
    press(qtbot, window, Qt.Key.Key_Return)  # nothing selected: Enter does not play alone
    assert window.decisions.panel() is panel and c.state.phase == "adjutant_call"
    held_once = [
        code for code, b in panel.card_buttons.items() if b.isEnabled() and panel.own(code) == 1
    ]
    click_button(qtbot, panel.card_buttons[held_once[0]])
    press(qtbot, window, Qt.Key.Key_Escape)
    assert window.decisions.panel() is panel and c.state.phase == "adjutant_call"
    press(qtbot, window, Qt.Key.Key_Return)
    assert c.view().called == (held_once[0],) and c.state.phase == "discard"
    kitty = _panel(qtbot, window, panels.RettlerKittyPanel)
    cards = list(kitty.card_buttons)
    for card in cards[: kitty.need - 1]:
        click_button(qtbot, kitty.card_buttons[card])
    assert not kitty.discard_button.isEnabled()
    press(qtbot, window, Qt.Key.Key_Return)  # one card short: nothing happens
    assert window.decisions.panel() is kitty and c.state.phase == "discard"
    click_button(qtbot, kitty.card_buttons[cards[-1]])
    press(qtbot, window, Qt.Key.Key_Escape)
    assert window.decisions.panel() is kitty and c.state.phase == "discard"
    press(qtbot, window, Qt.Key.Key_Return)
    chosen = [*cards[: kitty.need - 1], cards[-1]]
    assert c.state.phase == "play" and sorted(c.view().discards) == sorted(chosen)


def test_the_kitty_hint_selects_every_discard_and_enter_confirms_it(qtbot, window):
    """H (the toolbar's hint shortcut) in the kitty exchange selects the whole hinted set
    (R-KIT-1), cards of the hand; Enter confirms exactly that set and play begins."""
    state, actions = _auction_until_own_close()
    _resume(window, state, actions)
    _panel(qtbot, window, panels.RettlerBidPanel)
    press(qtbot, window, Qt.Key.Key_Return)  # close: the human is the Rettler
    c = window.controller
    panel = _panel(qtbot, window, panels.RettlerAdjutantPanel)
    held_once = [
        code for code, b in panel.card_buttons.items() if b.isEnabled() and panel.own(code) == 1
    ]
    click_button(qtbot, panel.card_buttons[held_once[0]])
    press(qtbot, window, Qt.Key.Key_Return)
    kitty = _panel(qtbot, window, panels.RettlerKittyPanel)
    assert kitty.order == [] and not kitty.discard_button.isEnabled()
    window.activateWindow()  # keys as the window system delivers them (shortcuts included)
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_H)
    qtbot.waitUntil(lambda: len(kitty.order) == kitty.need, timeout=3000)
    hinted = list(kitty.order)
    assert set(hinted) <= set(c.view().hand) and kitty.discard_button.isEnabled()
    assert all(kitty.card_buttons[card].isChecked() for card in hinted)
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Return)
    assert c.state.phase == "play"
    assert sorted(c.view().discards) == sorted(hinted)


def test_the_lead_panel_enter_leads_exactly_the_selection(qtbot, window):
    state, actions = _to_human_leading(want=lambda leads: True)
    _resume(window, state, actions)
    c = window.controller
    qtbot.waitUntil(lambda: _human_to_play(window), timeout=10000)
    panel = _panel(qtbot, window, panels.RettlerLeadPanel)
    assert not panel.lead_button.isEnabled()
    before = len(c.view().hand)
    press(qtbot, window, Qt.Key.Key_Return)  # nothing selected: nothing led
    press(qtbot, window, Qt.Key.Key_Escape)
    assert len(c.view().hand) == before and window.decisions.panel() is panel
    singles = {a.cards[0] for a in c.view().legal if isinstance(a, Lead) and len(a.cards) == 1}
    counts = {
        code: sum(1 for a in c.view().legal if isinstance(a, Lead) and a.cards == (code,))
        for code in singles
    }
    item = next(it for it in _raised(window) if counts.get(it.card % DECK_STRIDE) == 1)
    click_card(window, item)
    assert item.selected and panel.lead_button.isEnabled()
    assert panel.selection == [item.card]
    n = len(c.actions)
    press(qtbot, window, Qt.Key.Key_Return)
    assert len(c.view().hand) == before - 1
    assert isinstance(c.actions[n], Lead) and c.actions[n].cards == (item.card,)


def test_a_lead_is_made_from_the_keyboard_while_the_lead_panel_is_up(qtbot, window):
    """The keyboard focus is in the decision area when the lead panel appears: the arrows
    still move among the legal cards, Space selects the focused one, Enter leads it (the
    status line promises "arrows + Enter")."""
    state, actions = _to_human_leading(want=lambda leads: True)
    _resume(window, state, actions)
    c = window.controller
    qtbot.waitUntil(lambda: _human_to_play(window), timeout=10000)
    panel = _panel(qtbot, window, panels.RettlerLeadPanel)
    before = len(c.view().hand)
    press(qtbot, window, Qt.Key.Key_Right)  # focus stays in the area (``press`` checks)
    focused = window.scene.focused_card()
    assert focused is not None and any(it.card == focused for it in _raised(window))
    press(qtbot, window, Qt.Key.Key_Right)
    second = window.scene.focused_card()
    assert second is not None and second != focused
    press(qtbot, window, Qt.Key.Key_Left)
    assert window.scene.focused_card() == focused
    # on to a card that leads alone with no option to choose (as a player would look for)
    singles = [a.cards[0] for a in c.view().legal if isinstance(a, Lead) and len(a.cards) == 1]
    alone = {code for code in singles if singles.count(code) == 1}
    for _ in range(len(c.view().hand)):
        if window.scene.focused_card() % DECK_STRIDE in alone:
            break
        press(qtbot, window, Qt.Key.Key_Right)
    card = window.scene.focused_card()
    assert card % DECK_STRIDE in alone
    press(qtbot, window, Qt.Key.Key_Space)
    assert panel.selection == [card] and panel.lead_button.isEnabled()
    n = len(c.actions)
    press(qtbot, window, Qt.Key.Key_Return)
    assert len(c.view().hand) == before - 1
    assert isinstance(c.actions[n], Lead) and c.actions[n].cards == (card,)


def test_the_options_of_one_selection_enter_and_escape_choose_nothing(qtbot, window):
    state, actions = _to_human_leading(want=_has_options)
    _resume(window, state, actions)
    c = window.controller
    qtbot.waitUntil(lambda: _human_to_play(window), timeout=10000)
    leads = [a for a in c.view().legal if isinstance(a, Lead)]
    key = next(
        k
        for k in {tuple(sorted(a.cards)) for a in leads}
        if sum(1 for a in leads if tuple(sorted(a.cards)) == k) > 1
    )
    options = [a for a in leads if tuple(sorted(a.cards)) == key]
    items = []
    for code in key:
        items.append(
            next(it for it in _raised(window) if it.card % DECK_STRIDE == code and it not in items)
        )
    _panel(qtbot, window, panels.RettlerLeadPanel)
    for it in items:
        click_card(window, it)
    press(qtbot, window, Qt.Key.Key_Return)  # lead the selection: it has several options
    choice = _panel(qtbot, window, panels.RettlerLeadChoicePanel)
    assert len(choice.option_buttons) == len(options)
    before = len(c.view().hand)
    press(qtbot, window, Qt.Key.Key_Return)
    press(qtbot, window, Qt.Key.Key_Escape)
    assert window.decisions.panel() is choice and len(c.view().hand) == before
    action = list(choice.option_buttons)[-1]
    click_button(qtbot, choice.option_buttons[action])
    assert len(c.view().hand) == before - len(key)
    assert isinstance(c.actions[-1], Lead)
    assert c.actions[-1].named_suit == action.named_suit
    assert c.actions[-1].point_request == action.point_request


# --- leading pairs by mouse; an illegal selection -----------------------------------------
def test_selecting_two_identical_cards_leads_a_pair(qtbot, window):
    state, actions = _to_human_leading(want=_has_pair)
    _resume(window, state, actions)
    c = window.controller
    qtbot.waitUntil(lambda: _human_to_play(window), timeout=10000)
    panel = _panel(qtbot, window, panels.RettlerLeadPanel)
    view = c.view()
    pair = next(
        a
        for a in view.legal
        if isinstance(a, Lead) and len(a.cards) == 2 and a.cards[0] == a.cards[1]
    )
    items = [it for it in window.scene.human_hand_items() if it.card % DECK_STRIDE == pair.cards[0]]
    assert len(items) == 2
    for it in items:
        click_card(window, it)
    assert all(it.selected for it in items)  # both copies shown selected
    click_card(window, items[0])  # click again: deselected
    assert not items[0].selected and panel.selection == [items[1].card]
    click_card(window, items[0])
    assert panel.lead_button.isEnabled()
    assert panel.lead_button.geometry().contains(panel.lead_button.geometry().center())
    trick_before = view.trick_number
    click_button(qtbot, panel.lead_button)
    qtbot.waitUntil(
        lambda: (
            c.state.phase == "over"
            or c.view().trick_number > trick_before
            or len(window.scene.zone_items(TRICK, 0)) == 2
        ),
        timeout=10000,
    )
    done = [r for r in c.view().completed if r.first_trick == trick_before]
    if done:  # the round is over already: it covered two tricks
        assert done[0].size == 2 and [x % DECK_STRIDE for x in done[0].plays[0][1]] == list(
            pair.cards
        )
        assert c.view().trick_number == trick_before + 2
    else:
        assert [it.card % DECK_STRIDE for it in window.scene.zone_items(TRICK, 0)] == list(
            pair.cards
        )
        assert any("Tricks" in line for line in window.scene.info_lines())


def test_an_illegal_selection_is_refused_naming_the_rule(qtbot, window):
    state, actions = _to_human_leading(want=lambda leads: True)
    _resume(window, state, actions)
    c = window.controller
    qtbot.waitUntil(lambda: _human_to_play(window), timeout=10000)
    panel = _panel(qtbot, window, panels.RettlerLeadPanel)
    hand = window.scene.human_hand_items()
    offered = {tuple(sorted(a.cards)) for a in c.view().legal if isinstance(a, Lead)}
    first, second = next(
        (a, b)
        for a in hand
        for b in hand
        if a.card % DECK_STRIDE != b.card % DECK_STRIDE
        and tuple(sorted((a.card % DECK_STRIDE, b.card % DECK_STRIDE))) not in offered
    )
    expected = c.state.explain_illegal(Lead((first.card, second.card)))
    assert expected is not None  # the engine refuses this lead ...
    before = len(c.view().hand)
    click_card(window, first)
    click_card(window, second)
    click_button(qtbot, panel.lead_button)
    message = window.message_label.text()
    # ... and the table says so, naming the engine's rule; the lead panel stays up
    assert "Not allowed" in message and expected[0] in message
    assert len(c.view().hand) == before
    assert c.waiting_for_human and window.decisions.panel() is panel


# --- layout ----------------------------------------------------------------------------------
def _adjutant_view(players: int = 6):
    state, _ = _auction_until_own_close(players=players)
    state.apply(Close())
    return state.view_for(0)


def _kitty_view(players: int = 4):
    state, _ = _auction_until_own_close(players=players)
    state.apply(Close())
    state.apply(next(a for a in state.legal_actions() if not isinstance(a, CallAdjutant)))
    return state.view_for(0)


def _bid_view(players: int):
    match = Match.create("rettler", "book", players, 2)
    state = match.new_deal()
    while state.phase == "misdeal_offer":
        state.apply(KeepHand())
    while state.current_seat != 0:
        state.apply(Pass())
    return state.view_for(0)


def _layout_panels(window):
    names = window.controller.names()
    lead_state, _ = _to_human_leading(want=_has_options)
    view = lead_state.view_for(0)
    leads = [a for a in view.legal if isinstance(a, Lead)]
    key = next(
        k
        for k in {tuple(sorted(a.cards)) for a in leads}
        if sum(1 for a in leads if tuple(sorted(a.cards)) == k) > 1
    )
    return {
        "bid_5": lambda: panels.RettlerBidPanel(_bid_view(5), names),
        "bid_8": lambda: panels.RettlerBidPanel(_bid_view(8), names),
        "adjutant": lambda: panels.RettlerAdjutantPanel(_adjutant_view()),
        "kitty_4": lambda: panels.RettlerKittyPanel(_kitty_view(4)),
        "misdeal": lambda: panels.RettlerMisdealPanel(_misdeal_state().view_for(0)),
        "lead": lambda: panels.RettlerLeadPanel(i18n.tr("ret_lead_help")),
        "lead_choice": lambda: panels.RettlerLeadChoicePanel(
            [a for a in leads if tuple(sorted(a.cards)) == key], True
        ),
    }


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_every_panel_fits_without_scrolling(qtbot, window, lang, size):
    i18n.set_language(lang)
    window.controller.pause()  # the panels are shown one by one; the deal waits meanwhile
    _start(window, seed=3, players=8)
    window.resize(*size)
    qtbot.wait(50)
    area = window.decisions
    visible = QRect(QPoint(0, 0), window.size())
    for name, make in _layout_panels(window).items():
        panel = make()
        window.show_decision(panel)
        qtbot.waitUntil(lambda p=panel: p.isVisible(), timeout=5000)
        # the area takes the panel's height (at the window's width) once the layout has run
        qtbot.waitUntil(lambda p=panel: p.height() >= p.minimumSizeHint().height(), timeout=3000)
        # and the window has laid it out: the area's bottom is the window's
        qtbot.waitUntil(
            lambda: area.mapTo(window, QPoint(0, area.height())).y() <= window.height(),
            timeout=3000,
        )
        assert window.size().width() == size[0] and window.size().height() == size[1], name
        assert panel.sizeHint().height() <= 235, (name, panel.sizeHint())
        assert panel.height() >= panel.minimumSizeHint().height(), name  # not squeezed
        assert not panel.findChildren(QAbstractScrollArea), name
        assert not [s for s in panel.findChildren(QScrollBar) if s.isVisible()], name
        assert window.table_view.height() >= 330, (name, window.table_view.height())
        for button in panel.findChildren(QPushButton):
            if not button.isVisibleTo(panel):
                continue
            rect = QRect(button.mapTo(window, QPoint(0, 0)), button.size())
            assert visible.contains(rect), (name, button.text(), rect)
            inside = QRect(button.mapTo(area, QPoint(0, 0)), button.size())
            assert area.rect().contains(inside), (name, button.text())
            text = button.text().replace("&", "")
            width = QFontMetrics(button.font()).horizontalAdvance(text)
            assert width <= button.width() - 4, (name, text, width, button.width())
        area.clear()


def test_the_auction_layout_keeps_its_buttons_in_place(qtbot, window):
    """Choosing another count changes the texts, never where a button is."""
    _start(window, seed=3, players=5)
    panel = _panel(qtbot, window, panels.RettlerBidPanel)

    def places():
        return {
            b.objectName(): b.mapTo(window, QPoint(0, 0))
            for b in panel.findChildren(QPushButton)
            if b.isVisible()
        }

    before = places()
    counts = [c for c, b in panel.count_buttons.items() if b.isEnabled()]
    click_button(qtbot, panel.count_buttons[counts[-1]])
    assert panel.count == counts[-1]
    if panel.adjutant_buttons and panel.adjutant_buttons[2].isEnabled():
        click_button(qtbot, panel.adjutant_buttons[2])
        assert panel.bid_of("black").count >= 30  # two-adjutant bids from 30 (R-BID-3)
    assert places() == before
    for kind, button in panel.trump_buttons.items():
        action = panel.bid_of(kind)
        assert button.isEnabled() == (action is not None)
        if action is not None:
            assert action in window.controller.view().legal


def test_the_adjutant_chooser_is_grouped_by_suit_with_own_cards_marked(qtbot, window):
    view = _adjutant_view()
    panel = panels.RettlerAdjutantPanel(view)
    window.show_decision(panel)
    qtbot.waitUntil(panel.isVisible)
    buttons = panel.card_buttons
    assert len(buttons) == 54
    rows = {}
    for code, button in buttons.items():
        if code < JOKER:
            rows.setdefault(code // 13, []).append((button.pos().x(), button.pos().y(), code))
    assert len(rows) == 4
    ys = []
    for suit, cells in rows.items():
        assert len({y for _, y, _ in cells}) == 1, suit  # one row per suit
        ordered = [code for _, _, code in sorted(cells)]
        assert ordered == sorted(ordered, reverse=True)  # A K Q ... 2, left to right
        ys.append(cells[0][1])
    assert sorted(ys) == ys  # ♠ ♡ ♢ ♣ from the top
    right = max(b.pos().x() for c, b in buttons.items() if c < JOKER)
    for special in (JOKER, BRIDGE):  # the joker and the bridge apart, on the right
        assert buttons[special].pos().x() > right
    for code, button in buttons.items():
        held = (view.hand_lo >> code & 1) + (view.hand_hi >> code & 1)
        assert panel.own(code) == held
        assert (OWN_BACKGROUND in button.styleSheet()) == (held == 1), code
        assert ("#ffc98a" in button.styleSheet()) == (held == 2), code


@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_the_seats_do_not_overlap_with_two_decks(qtbot, window, players):
    _start(window, seed=3, players=players)
    c = window.controller
    qtbot.waitUntil(lambda: window.queue.is_idle(), timeout=10000)
    scene = window.scene
    hand_size = c.match.params.deal_sizes[players][0]
    areas = []
    for seat in range(players):
        items = scene.zone_items(HAND, seat)
        assert len(items) == hand_size
        rect = items[0].sceneBoundingRect()
        for it in items[1:]:
            rect = rect.united(it.sceneBoundingRect())
        plate = scene.plate(seat).sceneBoundingRect()
        assert scene.sceneRect().contains(rect)
        areas.append((seat, rect, plate))
    for seat, rect, _plate in areas:
        for other, rect2, plate2 in areas:
            if other != seat:
                assert not rect.intersects(rect2), (players, seat, other)
                assert not rect.intersects(plate2), (players, seat, other)
    # the human's cards can each be reached by the mouse
    for it in scene.human_hand_items():
        visible_point(window, it)


def _bot_match(deals: int, seed: int, players: int = 4) -> Match:
    match = Match.create("rettler", "book", players, seed)
    bots = [make_bot("rettler", "normal", 10 * seed + s) for s in range(players)]
    for _ in range(deals):
        state = match.new_deal()
        play_deal(state, bots)
        match.record(state)
    return match


def test_the_result_shows_the_multiplier_that_was_paid_and_the_c4_row_it_came_from(qtbot):
    match = _bot_match(12, seed=1)
    seen: set[str] = set()
    for row in match.rows:
        from napoleon_gui.games.rettler.score import c4_part

        part = c4_part(row)
        dialog = DealResultWindow(match, row, NAMES, extras=part)
        qtbot.addWidget(dialog)
        dialog.c4 = None if part is None else part.c4
        text = dialog.formula_label.text()
        paid = sum(s for s in row.result.scores if s > 0)
        shown = re.search(r"T = 60 × (\d+) = \d+", text)
        if row.result.outcome == "mighty_holders_lose" or row.detail.get("all_take"):
            assert shown is None and dialog.c4 is None
            seen.add("no multiplier")
            continue
        assert shown is not None, text
        m, e = int(shown.group(1)), int(row.detail["converted_count"])
        assert e == row.detail["contract"]["count"]  # one adjutant: no conversion
        assert paid == 60 * m  # T = 60 x the multiplier shown (R-SCORE-9)
        if row.result.outcome == "declarer_side_wins":
            assert dialog.c4 is None  # C.4 is the table of losses
            seen.add("made")
            continue
        # a broken contract: table C.4 with the row of this count highlighted, and that
        # row's least counts, with the point cards taken, give the multiplier shown
        assert dialog.c4 is not None
        lit = [
            r
            for r in range(dialog.c4.rowCount())
            if dialog.c4.item(r, 0).background().color().name() == "#fff1a8"
        ]
        assert len(lit) == 1
        band = dialog.c4.item(lit[0], 0).text()
        low = 40 if band == "40" else int(band[:2]) if band[0] != "." else 0
        assert low <= e <= (29 if band == "..29" else 40 if band == "40" else low + 4)
        x1, x2, x4 = (int(dialog.c4.item(lit[0], c).text()) for c in (1, 2, 3))
        taken = row.detail["side_totals"]["declarer_side"]
        assert m == (1 if taken >= x1 else 2 if taken >= x2 else 4 if taken >= x4 else 16)
        seen.add("broken")
    assert {"made", "broken", "no multiplier"} <= seen


def test_the_score_sheet_lists_every_deal_and_the_running_totals(qtbot):
    match = _bot_match(5, seed=1)
    sheet = ScoreSheetWindow(match, NAMES, ui_for("rettler"))
    qtbot.addWidget(sheet)
    table = sheet.table
    first = table.columnCount() - 4  # the seats' columns: change (running total)
    assert table.rowCount() == len(match.rows) + 1
    for r, row in enumerate(match.rows):
        assert table.item(r, 0).text() == str(row.number)
        assert [table.item(r, first + s).text() for s in range(4)] == [
            unit_cell(v, t) for v, t in zip(row.result.scores, row.totals, strict=True)
        ]
    last = table.rowCount() - 1
    assert table.item(last, 0).text() == "Totals"
    assert [
        int(table.item(last, first + s).text().replace("\u2212", "-"))  # a true minus
        for s in range(4)
    ] == [sum(row.result.scores[s] for row in match.rows) for s in range(4)]
    assert table.item(last, first).font().bold()
    # a new deal recorded: refresh() adds its row and moves the totals
    state = match.new_deal()
    play_deal(state, [make_bot("rettler", "normal", 7 + s) for s in range(4)])
    match.record(state)
    sheet.refresh()
    assert sheet.table.rowCount() == len(match.rows) + 1
    footer = [sheet.table.item(len(match.rows), first + s).text() for s in range(4)]
    assert footer == [score_text(t) for t in match.totals]
