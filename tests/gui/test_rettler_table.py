"""Rettler on the table, driven through the UI as the human: the new-game dialog, the
auction dialog, the multi-card adjutant call, the kitty exchange, pair selection on the
table, double-clicks on legal cards; then the result dialog and the score sheet."""

from __future__ import annotations

import re

import pytest
from mouse import click_card, visible_point
from PySide6.QtCore import Qt

from engine.actions import Bid, CallAdjutant, PlayCard
from engine.ai import make_bot
from engine.cards import DECK_STRIDE, card_code
from engine.games.rettler.actions import Lead
from engine.match import Match
from engine.selfplay import play_deal
from napoleon_gui.controllers.game import GameConfig
from napoleon_gui.dialogs.new_game import NewGameDialog
from napoleon_gui.games.rettler import panels as dlg
from napoleon_gui.games.rettler.score import RettlerResultDialog, RettlerScoreSheet
from napoleon_gui.table.placement import HAND, TRICK

NAMES = ["You", "AI 1", "AI 2", "AI 3"]


def _outcome_sentence(row) -> str:
    if row.result.outcome == "mighty_holders_lose":
        return "Nobody bid: the Mighty holders pay"
    if row.detail.get("all_take"):
        return "All-take: the coalition took no point card"
    if row.result.outcome == "declarer_side_wins":
        return "The Rettler side made the contract"
    return "The coalition broke the contract"


def _start(window, seed: int, players: int = 4) -> None:
    names = ["You", *(f"AI {i}" for i in range(1, players))]
    config = GameConfig("rettler", "book", players, 0, ["normal"] * players, names, seed)
    window.controller.new_match(config)






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
        click_card(window, raised[0], double=True)
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
    assert "Rettler You" in text
    side = row.detail["side_totals"]
    assert f"Rettler side {side['declarer_side']}, coalition {side['coalition']}" in text
    assert _outcome_sentence(row) in text  # made / broken as the engine scored it
    cells = [result.table.item(0, col).text() for col in range(result.table.columnCount())]
    assert cells[3] == str(side["declarer_side"])
    assert cells[4] == ("made" if row.result.outcome == "declarer_side_wins" else "broken")
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
    text = viewer.text_view.toPlainText()
    # that rule's paragraph of the specification, under its ID (not just any page)
    assert text.startswith("R-PAIR-1") and "Leading a pair" in text
    assert viewer.rule_list.currentItem().text() == "R-PAIR-1"  # marked in the list too
    assert "two identical" in text
    assert "Options of this preset" in text and "loss_multiplier_mode" in text
    # every rule of the specification is in the list; choosing one there shows it
    ids = [viewer.rule_list.item(i).text() for i in range(viewer.rule_list.count())]
    assert {"R-PAIR-1", "R-BOMB-3", "R-SCORE-5"} <= set(ids)
    viewer.rule_list.setCurrentRow(ids.index("R-BOMB-3"))
    shown = viewer.text_view.toPlainText()
    assert shown.startswith("R-BOMB-3") and "What a bomb is" in shown
    assert viewer.show_rule("R-BOMB-3")
    assert not viewer.show_rule("R-NONE-99")  # no such rule: pointed to the full text
    assert "see the full rules" in viewer.text_view.toPlainText()


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
        click_card(window, it)
    assert all(it.selected for it in items)  # both copies shown selected
    click_card(window, items[0])  # click again: deselected
    assert not items[0].selected
    click_card(window, items[0])
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
    offered = {tuple(sorted(a.cards)) for a in c.view().legal if isinstance(a, Lead)}
    first, second = next(
        (a, b) for a in hand for b in hand
        if a.card % DECK_STRIDE != b.card % DECK_STRIDE
        and tuple(sorted((a.card % DECK_STRIDE, b.card % DECK_STRIDE))) not in offered)
    expected = c.state.explain_illegal(Lead((first.card, second.card)))
    assert expected is not None  # the engine refuses this lead ...
    before = len(c.view().hand)
    click_card(window, first)
    click_card(window, second)
    click_card(window, second, double=True)  # activating a selected card leads them
    message = window.message_label.text()
    # ... and the table says so, naming the engine's rule
    assert "Not allowed" in message and expected[0] in message
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
        dialog = RettlerResultDialog(match, row, NAMES)
        qtbot.addWidget(dialog)
        text = dialog.lines_label.text()
        assert _outcome_sentence(row) in text
        paid = sum(s for s in row.result.scores if s > 0)
        shown = re.search(r"Multiplier ×(\d+) .*converted count (\d+)", text)
        if row.result.outcome == "mighty_holders_lose" or row.detail.get("all_take"):
            assert shown is None and dialog.c4 is None
            seen.add("no multiplier")
            continue
        assert shown is not None
        m, e = int(shown.group(1)), int(shown.group(2))
        assert e == row.detail["contract"]["count"]  # one adjutant: no conversion
        assert paid == 60 * m  # T = 60 x the multiplier shown (R-SCORE-9)
        if row.result.outcome == "declarer_side_wins":
            assert dialog.c4 is None  # C.4 is the table of losses
            seen.add("made")
            continue
        # a broken contract: table C.4 with the row of this count highlighted, and that
        # row's least counts, with the point cards taken, give the multiplier shown
        assert dialog.c4 is not None
        lit = [r for r in range(dialog.c4.rowCount())
               if dialog.c4.item(r, 0).background().color().name() == "#fff1a8"]
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
    sheet = RettlerScoreSheet(match, NAMES)
    qtbot.addWidget(sheet)
    table = sheet.table
    assert table.rowCount() == len(match.rows) + 1
    for r, row in enumerate(match.rows):
        assert table.item(r, 0).text() == str(row.number)
        assert [table.item(r, 5 + s).text() for s in range(4)] == \
            [f"{v:+d}" for v in row.result.scores]
    last = table.rowCount() - 1
    assert table.item(last, 1).text() == "Total"
    assert [int(table.item(last, 5 + s).text()) for s in range(4)] == \
        [sum(row.result.scores[s] for row in match.rows) for s in range(4)]
    assert table.item(last, 5).font().bold()
    # a new deal recorded: refresh() adds its row and moves the totals
    state = match.new_deal()
    play_deal(state, [make_bot("rettler", "normal", 7 + s) for s in range(4)])
    match.record(state)
    sheet.refresh()
    assert sheet.table.rowCount() == len(match.rows) + 1
    assert [int(sheet.table.item(len(match.rows), 5 + s).text()) for s in range(4)] == \
        list(match.totals)
