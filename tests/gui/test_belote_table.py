"""Belote on the table, driven through the UI as the human: the two-round bidding dialog,
the meld dialog, double-clicks on legal cards; then the result dialogs and the score sheet."""

from __future__ import annotations

from mouse import visible_point
from PySide6.QtCore import Qt

from engine.actions import Pass, PlayCard
from engine.games.belote.actions import BeloteBid, SayBelote
from engine.games.belote.view import BeloteView
from napoleon_gui.controllers.game import GameConfig
from napoleon_gui.dialogs.new_game import NewGameDialog
from napoleon_gui.games.belote.panels import BeloteActionDialog, BeloteBiddingDialog
from napoleon_gui.games.belote.score import BeloteResultDialog, BeloteScoreSheet
from napoleon_gui.table.placement import DISCARD, KITTY


def _start(window, seed: int, players: int = 4, preset: str = "standard") -> None:
    names = ["You", "Anne", "Ben", "Clara"][:players]
    config = GameConfig("belote", preset, players, 0, ["normal"] * players, names, seed)
    window.controller.new_match(config)




def _human_to_play(window) -> bool:
    c = window.controller
    return (c.state is not None and c.state.phase == "play" and c.waiting_for_human
            and window.queue.is_idle())


class Driver:
    """Plays the human seat through the UI; counts what it saw."""

    def __init__(self, qtbot, window, take: bool = True) -> None:
        self.qtbot = qtbot
        self.window = window
        self.take = take
        self.bids = self.melds = self.cards = self.refusals = self.belotes = 0

    def step(self) -> object:
        qtbot, window = self.qtbot, self.window
        c = window.controller
        qtbot.waitUntil(lambda: window.active_dialog is not None or _human_to_play(window),
                        timeout=15000)
        dialog = window.active_dialog
        if isinstance(dialog, BeloteBiddingDialog):
            view = c.view()
            assert dialog.enabled_actions() == set(view.legal)  # exactly the legal calls
            bids = [a for a, b in dialog.bid_buttons.items() if b.isEnabled()]
            button = dialog.bid_buttons[bids[0]] if bids and self.take else dialog.pass_button
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            self.bids += 1
        elif isinstance(dialog, BeloteActionDialog):
            first = next(iter(dialog.action_buttons.values()))
            if dialog.objectName() == "belote_say_dialog":
                options = list(dialog.action_buttons)
                assert isinstance(options[0], SayBelote) and len(options) == 2
                assert set(options) <= set(c.view().legal)
                self.belotes += 1
            else:
                assert set(dialog.action_buttons) == set(c.view().legal)
                self.melds += 1
            qtbot.mouseClick(first, Qt.MouseButton.LeftButton)
        elif isinstance(dialog, BeloteResultDialog):
            return dialog
        elif dialog is None:
            self.play_card()
        else:
            raise AssertionError(f"unexpected dialog {dialog!r}")
        return None

    def play_card(self) -> None:
        qtbot, window = self.qtbot, self.window
        c = window.controller
        hand = window.scene.human_hand_items()
        raised = [i for i in hand if i.raised]
        dimmed = [i for i in hand if i.dimmed]
        legal = {a.card for a in c.view().legal if isinstance(a, PlayCard)}
        assert {i.card for i in raised} == legal
        if dimmed:  # an illegal click is refused naming a Belote rule
            window.message_label.clear()
            qtbot.mouseClick(window.table_view.viewport(), Qt.MouseButton.LeftButton,
                             pos=window.table_view.mapFromScene(
                                 visible_point(window, dimmed[0])))
            assert "B-PLAY-" in window.message_label.text()
            self.refusals += 1
        before = len(c.view().hand)
        point = window.table_view.mapFromScene(visible_point(window, raised[0]))
        qtbot.mouseDClick(window.table_view.viewport(), Qt.MouseButton.LeftButton, pos=point)
        qtbot.waitUntil(lambda: c.state is None or len(c.view().hand) == before - 1
                        or c.state.phase == "over" or window.active_dialog is not None,
                        timeout=5000)
        self.cards += 1

    def deal(self) -> BeloteResultDialog:
        for _ in range(200):
            result = self.step()
            if isinstance(result, BeloteResultDialog):
                return result
        raise AssertionError("the deal did not end")


def test_the_candidate_is_shown_and_the_bidding_dialog_offers_the_legal_bids(qtbot, window):
    _start(window, seed=3)
    c = window.controller
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, BeloteBiddingDialog),
                    timeout=10000)
    view = c.view()
    assert isinstance(view, BeloteView) and view.candidate is not None
    centre = window.scene.zone_items(KITTY, 0)
    assert [(i.card, i.face_up) for i in centre] == [(view.candidate, True)]
    dialog = window.active_dialog
    assert dialog.enabled_actions() == set(view.legal)
    if view.bid_round == 1:
        suit = "SHDC"[view.candidate // 13]
        assert dialog.enabled_actions() == {BeloteBid(suit), Pass()}
    assert "B-BID-" in dialog.help_label.text()
    assert not any(k in (BeloteBid("sa"), BeloteBid("ta")) for k in dialog.bid_buttons)
    # partnerships on the name plates
    assert "N–S" in window.scene.plate(0).text and "N–S" in window.scene.plate(2).text
    assert "E–W" in window.scene.plate(1).text


def test_option_bids_appear_with_the_preset(qtbot, window):
    _start(window, seed=3, preset="option_bids")
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, BeloteBiddingDialog),
                    timeout=10000)
    dialog = window.active_dialog
    assert BeloteBid("sa") in dialog.bid_buttons and BeloteBid("ta") in dialog.bid_buttons
    assert dialog.enabled_actions() == set(window.controller.view().legal)


def test_whole_deals_for_four_players_then_the_score_sheet(qtbot, window):
    _start(window, seed=11)
    driver = Driver(qtbot, window)
    c = window.controller
    for number in (1, 2, 3):
        result = driver.deal()
        row = c.match.rows[-1]
        assert result.row is row and row.number == number
        if row.result.outcome != "redeal":
            text = result.table.item(0, 3).text()
            assert text == str(row.detail["card_points"][0])
        qtbot.mouseClick(result.next_button, Qt.MouseButton.LeftButton)
    assert driver.bids >= 1 and driver.cards >= 8
    window.show_score_sheet()
    sheet = window.score_sheet
    assert isinstance(sheet, BeloteScoreSheet)
    rows = [r for r in c.match.rows]
    expected = sum(1 if r.result.outcome == "redeal" else 2 for r in rows)
    assert sheet.table.rowCount() == expected
    last = rows[-1]
    cells = [sheet.table.item(sheet.table.rowCount() - 1, col).text()
             for col in range(sheet.table.columnCount())]
    assert cells[-1] == str(last.totals[1])
    assert "1000" in sheet.target_label.text()
    # no autosave of a Belote game, and no error either
    assert not window.store.autosave_path.exists()
    assert "saved" not in window.message_label.text()


def test_a_three_player_deal(qtbot, window):
    _start(window, seed=5, players=3)
    driver = Driver(qtbot, window)
    c = window.controller
    while not (_human_to_play(window) and window.active_dialog is None):
        driver.step()
    view = c.view()
    if view.contract is not None:  # the candidate and the bottom card stay in sight
        side = [i.card for i in window.scene.zone_items(DISCARD, 0)]
        assert side == [view.candidate, view.bottom_card]
    result = driver.deal()
    row = window.controller.match.rows[-1]
    assert result.row is row
    if row.result.outcome != "redeal":
        assert result.table.rowCount() == 3  # three sides
        assert window.scene.plate(1).team_colour is None


def test_a_whole_game_to_the_target(qtbot, window):
    _start(window, seed=7)
    driver = Driver(qtbot, window)
    c = window.controller
    for _ in range(40):
        result = driver.deal()
        over = c.match.game_over
        qtbot.mouseClick(result.next_button, Qt.MouseButton.LeftButton)
        if over is not None:
            break
    else:
        raise AssertionError("no side reached the target")
    assert max(c.match.totals) >= 1000
    assert driver.melds >= 1 and driver.refusals >= 1
    assert driver.belotes >= 1  # the human said belote through the prompt (BD-11) ...
    assert any(r.detail.get("belote", [0, 0])[0] for r in c.match.rows)  # ... and scored it
    assert result.game_over_label.text()
    qtbot.waitUntil(lambda: isinstance(window.score_sheet, BeloteScoreSheet)
                    and window.score_sheet.isVisible(), timeout=5000)
    assert "B-END-1" in window.score_sheet.game_over_label.text()
    assert window.active_dialog is None and c.state is not None and c.state.phase == "over"


def test_the_new_game_dialog_offers_belote(qtbot):
    dialog = NewGameDialog(["You"])
    qtbot.addWidget(dialog)
    games = [dialog.game_combo.itemData(i) for i in range(dialog.game_combo.count())]
    assert {"belote", "napoleon"} <= set(games)  # more games may be offered
    dialog.game_combo.setCurrentIndex(games.index("belote"))
    presets = [dialog.preset_combo.itemData(i) for i in range(dialog.preset_combo.count())]
    assert "standard" in presets and "option_bids" in presets
    players = [dialog.players_combo.itemData(i) for i in range(dialog.players_combo.count())]
    assert players == [3, 4]
    assert dialog.config().game == "belote" and dialog.config().players == 4


def test_hint_mode_explains_the_legal_cards_with_a_rule(qtbot, window):
    window.toggle_hint_mode(True)
    _start(window, seed=11)
    driver = Driver(qtbot, window)
    for _ in range(60):
        if _human_to_play(window) and window.active_dialog is None:
            break
        driver.step()
    qtbot.waitUntil(lambda: "B-PLAY-" in window.hint_label.text(), timeout=5000)


def test_belote_and_rebelote_are_said_at_the_seat(qtbot, window):
    import random

    from engine.games.belote import BeloteState
    from engine.games.belote.events import BeloteSaid, MeldCall
    from engine.games.belote.params import STANDARD

    state = BeloteState.deal(STANDARD, 4, random.Random(1))
    scene = window.scene
    scene.setup_table(4, 0, ["You", "Anne", "Ben", "Clara"])
    scene.sync(state.view_for(0))
    scene.note_event(BeloteSaid(2, 1, "belote"))
    assert scene.speech(2).startswith("Belote!")
    scene.note_event(BeloteSaid(2, 1, "rebelote"))
    assert scene.speech(2).startswith("Rebelote!")
    scene.note_event(MeldCall(1, "tierce"))
    assert scene.speech(1) == "Tierce"


def test_a_rule_link_opens_the_belote_rules(qtbot, window):
    _start(window, seed=3)
    window.open_rule("rule:B-PLAY-7")
    viewer = window.rules_viewer
    assert viewer.objectName() == "belote_rules_viewer"
    assert "overtrump" in viewer.text_view.toPlainText()
    assert "forced_undertrump" in viewer.text_view.toPlainText()
    viewer.close()
