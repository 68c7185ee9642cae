"""Rettler on the table, driven through the UI as the human (issue #11): the decision panels
under the table (auction, misdeal offer, the multi-card adjutant call and the kitty exchange
as one confirm each, the options of a lead), the lead panel and pair selection on the
table, Enter and Escape on every decision. The layout, the result dialog and the score
sheet are in ``test_rettler_table_layout``; the shared deals in ``rettler_table_support``."""

from __future__ import annotations

import pytest
from keys import press
from mouse import click_button, click_card
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton
from rettler_table_support import (
    auction_until_own_close,
    has_options,
    has_pair,
    misdeal_state,
    rettler_config,
    start_rettler,
    to_human_leading,
    wait_for_panel,
)

from engine.actions import Action, Close, DeclareMisdeal, KeepHand, Pass
from engine.cards import DECK_STRIDE, card_code
from engine.games.rettler.actions import Lead
from engine.games.rettler.state import RettlerState
from napoleon_gui.dialogs.deal_result import DealResultWindow
from napoleon_gui.dialogs.new_game import NewGameDialog
from napoleon_gui.dialogs.score_sheet import ScoreSheetWindow
from napoleon_gui.games.rettler import panels
from napoleon_gui.table.placement import TRICK

PLAY_PANELS = (panels.RettlerLeadPanel, panels.RettlerFollowPanel)


def _outcome_words(row) -> str:
    if row.result.outcome == "mighty_holders_lose":
        return "The Mighty holders pay"
    if row.detail.get("all_take"):
        return "all-take"
    if row.result.outcome == "declarer_side_wins":
        return ': made (<a href="rule:R-END-2"'
    return ': broken (<a href="rule:R-END-2"'


def _resume(window, state: RettlerState, actions: list[Action], seed: int = 1) -> None:
    """Put a prepared deal on the table (the human is seat 0) and let it run from there."""
    window.activateWindow()
    window.controller.new_match(rettler_config(seed, state.players))
    window.controller.start_deal(state, actions)


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
        panel = wait_for_panel(qtbot, window)
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


@pytest.mark.slow  # one of the longest: started first on its worker (tests/conftest.py)
def test_a_whole_six_player_deal_is_played_through_the_ui_and_scored(qtbot, window):
    window.toggle_hint_mode(True)
    start_rettler(window, seed=5, players=6)
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


# --- Enter and Escape on every decision ----------------------------------------------------
def test_enter_never_raises_the_players_own_standing_bid(qtbot, window):
    """Regression: Enter raised the player's own bid from red 26 to black 26. Now Enter on
    the closing turn closes with red 26, and Escape keeps the decision."""
    state, actions = auction_until_own_close()
    _resume(window, state, actions)
    panel = wait_for_panel(qtbot, window, panels.RettlerBidPanel)
    assert panel.close_button.isVisible() and not panel.pass_button.isVisible()
    assert panel.trump_buttons["black"].isEnabled()  # black 26 is on offer ...
    assert window.focusWidget() not in panel.findChildren(QPushButton)  # ... not focused
    press(qtbot, window, Qt.Key.Key_Escape, in_area=True)
    assert window.decisions.panel() is panel and window.controller.state.phase == "auction"
    press(qtbot, window, Qt.Key.Key_Return, in_area=True)
    c = window.controller
    assert c.view().bids[-1] == (0, Close())
    assert c.view().contract.count == 26 and c.view().contract.trump == "red"
    wait_for_panel(qtbot, window, panels.RettlerAdjutantPanel)  # the next decision: the call


def test_enter_passes_in_the_auction_and_escape_keeps_it(qtbot, window):
    start_rettler(window, seed=3, players=6)
    panel = wait_for_panel(qtbot, window, panels.RettlerBidPanel)
    c = window.controller
    bids = len(c.view().bids)
    assert window.focusWidget() not in panel.findChildren(QPushButton)
    press(qtbot, window, Qt.Key.Key_Escape, in_area=True)
    assert window.decisions.panel() is panel and len(c.view().bids) == bids
    press(qtbot, window, Qt.Key.Key_Enter, in_area=True)
    assert c.view().bids[bids] == (0, Pass())


def test_the_misdeal_offer_enter_keeps_the_hand(qtbot, window):
    _resume(window, misdeal_state(), [])
    panel = wait_for_panel(qtbot, window, panels.RettlerMisdealPanel)
    assert panel.declare_button.isEnabled() and panel.keep_button.isEnabled()
    press(qtbot, window, Qt.Key.Key_Escape, in_area=True)
    assert window.decisions.panel() is panel
    assert window.controller.state.phase == "misdeal_offer"
    press(qtbot, window, Qt.Key.Key_Return, in_area=True)
    assert window.controller.actions[-1] == KeepHand()


def test_the_misdeal_can_be_declared_by_mouse(qtbot, window):
    _resume(window, misdeal_state(), [])
    panel = wait_for_panel(qtbot, window, panels.RettlerMisdealPanel)
    click_button(qtbot, panel.declare_button)
    assert window.controller.actions[-1] == DeclareMisdeal()


def test_call_and_kitty_enter_confirms_exactly_the_selection_escape_keeps_it(qtbot, window):
    state, actions = auction_until_own_close()
    _resume(window, state, actions)
    wait_for_panel(qtbot, window, panels.RettlerBidPanel)
    press(
        qtbot, window, Qt.Key.Key_Return, in_area=True
    )  # close with red 26: the human is the Rettler
    c = window.controller
    panel = wait_for_panel(qtbot, window, panels.RettlerAdjutantPanel)
    press(
        qtbot, window, Qt.Key.Key_Return, in_area=True
    )  # nothing selected: Enter does not play alone
    assert window.decisions.panel() is panel and c.state.phase == "adjutant_call"
    held_once = [
        code for code, b in panel.card_buttons.items() if b.isEnabled() and panel.own(code) == 1
    ]
    click_button(qtbot, panel.card_buttons[held_once[0]])
    press(qtbot, window, Qt.Key.Key_Escape, in_area=True)
    assert window.decisions.panel() is panel and c.state.phase == "adjutant_call"
    press(qtbot, window, Qt.Key.Key_Return, in_area=True)
    assert c.view().called == (held_once[0],) and c.state.phase == "discard"
    kitty = wait_for_panel(qtbot, window, panels.RettlerKittyPanel)
    cards = list(kitty.card_buttons)
    for card in cards[: kitty.need - 1]:
        click_button(qtbot, kitty.card_buttons[card])
    assert not kitty.discard_button.isEnabled()
    press(qtbot, window, Qt.Key.Key_Return, in_area=True)  # one card short: nothing happens
    assert window.decisions.panel() is kitty and c.state.phase == "discard"
    click_button(qtbot, kitty.card_buttons[cards[-1]])
    press(qtbot, window, Qt.Key.Key_Escape, in_area=True)
    assert window.decisions.panel() is kitty and c.state.phase == "discard"
    press(qtbot, window, Qt.Key.Key_Return, in_area=True)
    chosen = [*cards[: kitty.need - 1], cards[-1]]
    assert c.state.phase == "play" and sorted(c.view().discards) == sorted(chosen)


def test_the_kitty_hint_selects_every_discard_and_enter_confirms_it(qtbot, window):
    """H (the toolbar's hint shortcut) in the kitty exchange selects the whole hinted set
    (R-KIT-1), cards of the hand; Enter confirms exactly that set and play begins."""
    state, actions = auction_until_own_close()
    _resume(window, state, actions)
    wait_for_panel(qtbot, window, panels.RettlerBidPanel)
    press(qtbot, window, Qt.Key.Key_Return, in_area=True)  # close: the human is the Rettler
    c = window.controller
    panel = wait_for_panel(qtbot, window, panels.RettlerAdjutantPanel)
    held_once = [
        code for code, b in panel.card_buttons.items() if b.isEnabled() and panel.own(code) == 1
    ]
    click_button(qtbot, panel.card_buttons[held_once[0]])
    press(qtbot, window, Qt.Key.Key_Return, in_area=True)
    kitty = wait_for_panel(qtbot, window, panels.RettlerKittyPanel)
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
    state, actions = to_human_leading(want=lambda leads: True)
    _resume(window, state, actions)
    c = window.controller
    qtbot.waitUntil(lambda: _human_to_play(window), timeout=10000)
    panel = wait_for_panel(qtbot, window, panels.RettlerLeadPanel)
    assert not panel.lead_button.isEnabled()
    before = len(c.view().hand)
    press(qtbot, window, Qt.Key.Key_Return, in_area=True)  # nothing selected: nothing led
    press(qtbot, window, Qt.Key.Key_Escape, in_area=True)
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
    window.decisions.setFocus()  # the click gave the table the keyboard
    press(qtbot, window, Qt.Key.Key_Return, in_area=True)
    assert len(c.view().hand) == before - 1
    assert isinstance(c.actions[n], Lead) and c.actions[n].cards == (item.card,)


def test_a_lead_is_made_from_the_keyboard_while_the_lead_panel_is_up(qtbot, window):
    """The keyboard focus is in the decision area when the lead panel appears: the arrows
    still move among the legal cards, Space selects the focused one, Enter leads it (the
    status line promises "arrows + Enter")."""
    state, actions = to_human_leading(want=lambda leads: True)
    _resume(window, state, actions)
    c = window.controller
    qtbot.waitUntil(lambda: _human_to_play(window), timeout=10000)
    panel = wait_for_panel(qtbot, window, panels.RettlerLeadPanel)
    before = len(c.view().hand)
    press(
        qtbot, window, Qt.Key.Key_Right, in_area=True
    )  # focus stays in the area (``press`` checks)
    focused = window.scene.focused_card()
    assert focused is not None and any(it.card == focused for it in _raised(window))
    press(qtbot, window, Qt.Key.Key_Right, in_area=True)
    second = window.scene.focused_card()
    assert second is not None and second != focused
    press(qtbot, window, Qt.Key.Key_Left, in_area=True)
    assert window.scene.focused_card() == focused
    # on to a card that leads alone with no option to choose (as a player would look for)
    singles = [a.cards[0] for a in c.view().legal if isinstance(a, Lead) and len(a.cards) == 1]
    alone = {code for code in singles if singles.count(code) == 1}
    for _ in range(len(c.view().hand)):
        if window.scene.focused_card() % DECK_STRIDE in alone:
            break
        press(qtbot, window, Qt.Key.Key_Right, in_area=True)
    card = window.scene.focused_card()
    assert card % DECK_STRIDE in alone
    press(qtbot, window, Qt.Key.Key_Space, in_area=True)
    assert panel.selection == [card] and panel.lead_button.isEnabled()
    n = len(c.actions)
    press(qtbot, window, Qt.Key.Key_Return, in_area=True)
    assert len(c.view().hand) == before - 1
    assert isinstance(c.actions[n], Lead) and c.actions[n].cards == (card,)


def _lead_with_options(qtbot, window) -> tuple[list[Lead], tuple[int, ...]]:
    """A deal resumed at the human's lead where one selection of cards can be led more than
    one way: the engine's leads, and the cards of such a selection."""
    state, actions = to_human_leading(want=has_options)
    _resume(window, state, actions)
    qtbot.waitUntil(lambda: _human_to_play(window), timeout=10000)
    leads = [a for a in window.controller.view().legal if isinstance(a, Lead)]
    key = next(
        k
        for k in {tuple(sorted(a.cards)) for a in leads}
        if sum(1 for a in leads if tuple(sorted(a.cards)) == k) > 1
    )
    return leads, key


def test_the_options_of_one_selection_enter_and_escape_choose_nothing(qtbot, window):
    c = window.controller
    leads, key = _lead_with_options(qtbot, window)
    options = [a for a in leads if tuple(sorted(a.cards)) == key]
    items = []
    for code in key:
        items.append(
            next(it for it in _raised(window) if it.card % DECK_STRIDE == code and it not in items)
        )
    wait_for_panel(qtbot, window, panels.RettlerLeadPanel)
    for it in items:
        click_card(window, it)
    press(
        qtbot, window, Qt.Key.Key_Return, in_area=True
    )  # lead the selection: it has several options
    choice = wait_for_panel(qtbot, window, panels.RettlerLeadChoicePanel)
    assert len(choice.option_buttons) == len(options)
    before = len(c.view().hand)
    press(qtbot, window, Qt.Key.Key_Return, in_area=True)
    press(qtbot, window, Qt.Key.Key_Escape, in_area=True)
    assert window.decisions.panel() is choice and len(c.view().hand) == before
    action = list(choice.option_buttons)[-1]
    click_button(qtbot, choice.option_buttons[action])
    assert len(c.view().hand) == before - len(key)
    assert isinstance(c.actions[-1], Lead)
    assert c.actions[-1].named_suit == action.named_suit
    assert c.actions[-1].point_request == action.point_request


# --- leading pairs by mouse; an illegal selection -----------------------------------------
def test_selecting_two_identical_cards_leads_a_pair(qtbot, window):
    state, actions = to_human_leading(want=has_pair)
    _resume(window, state, actions)
    c = window.controller
    qtbot.waitUntil(lambda: _human_to_play(window), timeout=10000)
    panel = wait_for_panel(qtbot, window, panels.RettlerLeadPanel)
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
    state, actions = to_human_leading(want=lambda leads: True)
    _resume(window, state, actions)
    c = window.controller
    qtbot.waitUntil(lambda: _human_to_play(window), timeout=10000)
    panel = wait_for_panel(qtbot, window, panels.RettlerLeadPanel)
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


def test_the_options_of_a_lead_are_listed_with_the_japanese_comma(qtbot, window):
    """look25b: in Japanese the parts of a lead's option ("リード、点請求として", R-PR-1;
    a suit named, R-JOKER-1) are listed with 、, never with an ASCII comma."""
    from napoleon_gui import i18n

    i18n.set_language("ja")
    try:
        _, key = _lead_with_options(qtbot, window)
        items: list = []
        for code in key:
            items.append(
                next(
                    it
                    for it in _raised(window)
                    if it.card % DECK_STRIDE == code and it not in items
                )
            )
        wait_for_panel(qtbot, window, panels.RettlerLeadPanel)
        for it in items:
            click_card(window, it)
        press(qtbot, window, Qt.Key.Key_Return, in_area=True)
        choice = wait_for_panel(qtbot, window, panels.RettlerLeadChoicePanel)
        words = [button.text() for button in choice.option_buttons.values()]
        assert all("、" in w and "," not in w for w in words), words
    finally:
        i18n.set_language("en")
