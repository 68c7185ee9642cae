"""Rettler on the table, driven through the UI as the human: the new-game dialog, the
auction dialog, the multi-card adjutant call, the kitty exchange, pair selection on the
table, double-clicks on legal cards; then the result dialog and the score sheet."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from engine.actions import Bid, CallAdjutant, PlayCard
from engine.cards import DECK_STRIDE, card_code
from engine.games.rettler.actions import Lead
from napoleon_gui.controllers.game import GameConfig
from napoleon_gui.dialogs import rettler as dlg
from napoleon_gui.dialogs.new_game import NewGameDialog
from napoleon_gui.dialogs.rettler_score import RettlerResultDialog, RettlerScoreSheet
from napoleon_gui.table.placement import HAND, TRICK


def _start(window, seed: int, players: int = 4) -> None:
    names = ["You", *(f"AI {i}" for i in range(1, players))]
    config = GameConfig("rettler", "book", players, 0, ["normal"] * players, names, seed)
    window.controller.new_match(config)


def _visible_point(window, item) -> QPointF:
    rect = item.sceneBoundingRect()
    for fx in (0.1, 0.2, 0.3, 0.5, 0.7, 0.85):
        for fy in (0.2, 0.4, 0.6):
            p = QPointF(rect.left() + fx * rect.width(), rect.top() + fy * rect.height())
            top = window.scene.itemAt(p, window.table_view.transform())
            while top is not None and top is not item and top.parentItem() is not None:
                top = top.parentItem()
            if top is item:
                return p
    raise AssertionError(f"card {item!r} is not visible anywhere")


def _click(qtbot, window, item, double: bool = False) -> None:
    pos = window.table_view.mapFromScene(_visible_point(window, item))
    click = qtbot.mouseDClick if double else qtbot.mouseClick
    click(window.table_view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def _human_to_play(window) -> bool:
    c = window.controller
    return (c.state is not None and c.state.phase == "play" and c.waiting_for_human
            and window.queue.is_idle() and window.active_dialog is None)


class Driver:
    """Plays the human seat through the UI: bids the highest bid once (so the human is the
    Rettler), tries a foul adjutant call, then calls a legal card, discards the last cards,
    plays the first legal card."""

    def __init__(self, qtbot, window) -> None:
        self.qtbot = qtbot
        self.window = window
        self.calls = self.discards = self.leads = self.follows = self.fouls = 0
        self.called = -1

    def wait(self) -> None:
        w = self.window
        self.qtbot.waitUntil(lambda: isinstance(w.active_dialog, dlg.ChoiceDialog
                                                | RettlerResultDialog)
                             or _human_to_play(w), timeout=20000)

    def step(self) -> object:
        qtbot, window = self.qtbot, self.window
        c = window.controller
        self.wait()
        dialog = window.active_dialog
        if isinstance(dialog, dlg.RettlerBiddingDialog):
            view = c.view()
            assert set(dialog.bid_buttons) == {a for a in view.legal if isinstance(a, Bid)}
            mine = [a for s, a in view.bids if s == 0]
            if mine or not dialog.bid_buttons:
                button = next(iter(dialog.other_buttons.values()))  # pass
            else:
                button = dialog.bid_buttons[[a for a in view.legal if isinstance(a, Bid)][-1]]
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        elif isinstance(dialog, dlg.RettlerAdjutantDialog):
            legal = [a.card for a in c.view().legal if isinstance(a, CallAdjutant)]
            foul = next(code for code in dialog.card_buttons if code not in legal)
            dialog.card_buttons[foul].setChecked(True)  # a foul call is refused, by rule
            qtbot.mouseClick(dialog.call_button, Qt.MouseButton.LeftButton)
            assert window.active_dialog is dialog
            assert "R-ADJ-3" in dialog.refusal_label.text()
            self.fouls += 1
            dialog.card_buttons[foul].setChecked(False)
            dialog.card_buttons[legal[-1]].setChecked(True)
            self.called = legal[-1]
            qtbot.mouseClick(dialog.call_button, Qt.MouseButton.LeftButton)
            self.calls += 1
        elif isinstance(dialog, dlg.RettlerDiscardDialog):
            for button in list(dialog.card_buttons.values())[-dialog.need:]:
                button.setChecked(True)
            assert dialog.discard_button.isEnabled()
            qtbot.mouseClick(dialog.discard_button, Qt.MouseButton.LeftButton)
            self.discards += 1
        elif isinstance(dialog, dlg.LeadChoiceDialog):
            qtbot.mouseClick(next(iter(dialog.option_buttons.values())),
                             Qt.MouseButton.LeftButton)
        elif isinstance(dialog, dlg.RettlerActionDialog):
            qtbot.mouseClick(next(iter(dialog.action_buttons.values())),
                             Qt.MouseButton.LeftButton)
        elif isinstance(dialog, RettlerResultDialog):
            return dialog
        elif dialog is None:
            self.play_card()
        else:
            raise AssertionError(f"unexpected dialog {dialog!r}")
        return None

    def play_card(self) -> None:
        window, c = self.window, self.window.controller
        view = c.view()
        raised = [i for i in window.scene.human_hand_items() if i.raised]
        leading = any(isinstance(a, Lead) for a in view.legal)
        codes = ({x % DECK_STRIDE for a in view.legal if isinstance(a, Lead) for x in a.cards}
                 if leading else {a.card for a in view.legal if isinstance(a, PlayCard)})
        assert {i.card % DECK_STRIDE for i in raised} == codes  # the engine's legal cards
        before = len(view.hand)
        _click(self.qtbot, window, raised[0], double=True)
        self.qtbot.waitUntil(lambda: c.state.phase == "over" or len(c.view().hand) < before
                             or window.active_dialog is not None, timeout=5000)
        if leading:
            self.leads += 1
        else:
            self.follows += 1

    def deal(self) -> RettlerResultDialog:
        for _ in range(400):
            result = self.step()
            if isinstance(result, RettlerResultDialog):
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


def test_a_whole_deal_is_played_through_the_ui_and_scored(qtbot, window):
    window.toggle_hint_mode(True)
    _start(window, seed=5)
    driver = Driver(qtbot, window)
    result = driver.deal()
    c = window.controller
    row = c.match.rows[-1]
    assert driver.calls == 1 and driver.discards == 1  # the human was the Rettler
    assert driver.leads >= 1 and driver.follows >= 1
    assert driver.fouls == 1  # the foul call was refused in the dialog
    assert row.detail["declarer"] == 0
    assert row.detail["adjutant_cards"] == [card_code(driver.called)]
    text = result.lines_label.text()
    assert "Rettler You" in text and "Point cards" in text
    cells = [result.table.item(0, col).text() for col in range(result.table.columnCount())]
    assert cells[-4:] == [f"{s:+d}" for s in row.result.scores]
    # hint mode explained the rounds with rule IDs that link to the Rettler rules
    assert 'href="rule:' in window.trick_label.text()
    qtbot.mouseClick(result.next_button, Qt.MouseButton.LeftButton)
    window.show_score_sheet()
    sheet = window.score_sheet
    assert isinstance(sheet, RettlerScoreSheet)
    assert sheet.table.item(0, 0).text() == "1"
    assert sheet.table.item(0, 1).text() == "You"
    totals = [sheet.table.item(1, 5 + s).text() for s in range(4)]
    assert totals == [str(t) for t in row.totals]


def test_a_rule_link_opens_the_rettler_rules(qtbot, window):
    _start(window, seed=5)
    window.open_rule("rule:R-PAIR-1")
    viewer = window.rules_viewer
    assert viewer.objectName() == "rettler_rules_viewer"
    assert "pair" in viewer.text_view.toPlainText().lower()
    assert viewer.show_rule("R-BOMB-3")


def _to_own_lead(qtbot, window, want_pair: bool) -> Driver:
    driver = Driver(qtbot, window)
    for _ in range(400):
        driver.wait()
        c = window.controller
        if window.active_dialog is None and _human_to_play(window):
            legal = c.view().legal
            if any(isinstance(a, Lead) for a in legal) and (
                    not want_pair or any(isinstance(a, Lead) and a.is_pair for a in legal)):
                return driver
        driver.step()
    raise AssertionError("the human never led")


@pytest.mark.parametrize("seed", [5])
def test_selecting_two_identical_cards_leads_a_pair(qtbot, window, seed):
    _start(window, seed=seed)
    _to_own_lead(qtbot, window, want_pair=True)
    c = window.controller
    view = c.view()
    pair = next(a for a in view.legal if isinstance(a, Lead) and a.is_pair)
    items = [it for it in window.scene.human_hand_items()
             if it.card % DECK_STRIDE == pair.cards[0]]
    assert len(items) == 2
    for it in items:
        _click(qtbot, window, it)
    assert all(it.selected for it in items)  # both copies shown selected
    _click(qtbot, window, items[0])  # click again: deselected
    assert not items[0].selected
    _click(qtbot, window, items[0])
    from PySide6.QtWidgets import QPushButton

    lead_button = window.findChild(QPushButton, "rettler_lead_button")
    assert lead_button.isVisible() and lead_button.isEnabled()
    trick_before = view.trick_number
    qtbot.mouseClick(lead_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.state.phase == "over" or c.view().trick_number > trick_before
                    or len(window.scene.zone_items(TRICK, 0)) == 2, timeout=10000)
    done = [r for r in c.view().completed if r.first_trick == trick_before]
    if done:  # the round is over already: it covered two tricks
        assert done[0].size == 2 and done[0].plays[0] == (0, tuple(pair.cards))
        assert c.view().trick_number == trick_before + 2
    else:
        assert [it.card % DECK_STRIDE for it in window.scene.zone_items(TRICK, 0)] == \
            list(pair.cards)
        assert any("Tricks" in line for line in window.scene.info_lines())


def test_an_illegal_selection_is_refused_naming_the_rule(qtbot, window):
    _start(window, seed=5)
    _to_own_lead(qtbot, window, want_pair=False)
    c = window.controller
    hand = window.scene.human_hand_items()
    codes = {it.card % DECK_STRIDE for it in hand}
    first = hand[0]
    second = next(it for it in hand if it.card % DECK_STRIDE != first.card % DECK_STRIDE
                  and it.card % DECK_STRIDE < 52)
    assert len(codes) > 1
    before = len(c.view().hand)
    _click(qtbot, window, first)
    _click(qtbot, window, second)
    _click(qtbot, window, second, double=True)  # activating a selected card leads them
    message = window.message_label.text()
    assert "R-" in message and "Not allowed" in message
    assert len(c.view().hand) == before  # nothing was played
    assert c.waiting_for_human


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
        _visible_point(window, it)
