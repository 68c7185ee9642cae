"""Belote on the table, driven through the UI as the human: the bidding, meld, packets and
belote panels in the decision area (mouse clicks, Enter, Escape), double-clicks on legal
cards; then the result dialogs and the score sheet; and every panel's layout at 1024x700 and
1280x800 in English and Japanese."""

from __future__ import annotations

import json
import random

import pytest
from decision_box import LAYOUT_CASES, assert_the_box_fits
from keys import press
from mouse import click_button, click_card, wait_panel
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QPushButton

from engine.actions import Pass, PlayCard
from engine.cards import SUIT_LETTERS, make_card
from engine.games.belote import BeloteState
from engine.games.belote.actions import AnnounceMeld, BeloteBid, ChoosePackets, SayBelote
from engine.games.belote.deck import KING, QUEEN
from engine.games.belote.params import OPTION_BIDS, STANDARD
from engine.games.belote.view import BeloteView
from napoleon_gui import i18n
from napoleon_gui.dialogs.deal_result import DealResultWindow
from napoleon_gui.dialogs.game_over import GameOverWindow
from napoleon_gui.dialogs.new_game import NewGameDialog
from napoleon_gui.dialogs.score_sheet import ScoreSheetWindow, unit_cell
from napoleon_gui.game_config import GameConfig
from napoleon_gui.games.belote.panels import (
    BeloteBiddingPanel,
    BelotePromptPanel,
    SelectPanel,
    meld_panel,
    packets_panel,
)
from napoleon_gui.table.placement import DISCARD, KITTY

#: the tallest a decision panel may be (the table above must stay in sight)
MAX_PANEL_H = 230


def _start(window, seed: int, players: int = 4, preset: str = "standard") -> None:
    names = ["You", "Anne", "Ben", "Clara"][:players]
    config = GameConfig("belote", preset, players, 0, ["normal"] * players, names, seed)
    window.controller.new_match(config)


def _dealer_choice_preset(tmp_path) -> str:
    """A custom preset: the dealer chooses the packets of the first deal (B-VAR-3)."""
    path = tmp_path / "dealer_choice.json"
    path.write_text(json.dumps({"base": "standard", "first_deal_packets": "dealer_choice"}))
    return str(path)


def _panel(window):
    panel = window.decisions.panel()
    return panel if panel is not None and panel.isVisible() and panel.choice is None else None


def _human_to_play(window) -> bool:
    c = window.controller
    return (
        c.state is not None
        and c.state.phase == "play"
        and c.waiting_for_human
        and window.queue.is_idle()
        and _panel(window) is None
    )


def _my_calls(window) -> list:
    return [call for seat, call in window.controller.view().bids if seat == 0]


class Driver:
    """Plays the human seat through the UI; counts what it saw."""

    def __init__(self, qtbot, window, take: bool = True) -> None:
        self.qtbot = qtbot
        self.window = window
        self.take = take
        self.bids = self.melds = self.cards = self.refusals = self.belotes = 0

    def wait(self) -> None:
        """Until the human has something to do (or the deal result is shown)."""
        window = self.window
        self.qtbot.waitUntil(
            lambda: (
                window.active_dialog is not None
                or _panel(window) is not None
                or _human_to_play(window)
            ),
            timeout=15000,
        )

    def step(self) -> object:
        qtbot, window = self.qtbot, self.window
        c = window.controller
        self.wait()
        if window.active_dialog is not None:
            dialog = window.active_dialog
            assert isinstance(dialog, DealResultWindow), dialog
            return dialog
        if _panel(window) is None:
            self.play_card()
            return None
        panel = wait_panel(qtbot, window)
        if isinstance(panel, BeloteBiddingPanel):
            view = c.view()
            assert panel.enabled_actions() == set(view.legal)  # exactly the legal calls
            bids = [b for a, b in panel.bid_buttons.items() if b.isEnabled()]
            click_button(qtbot, bids[0] if bids and self.take else panel.pass_button)
            self.bids += 1
        elif isinstance(panel, BelotePromptPanel):
            options = list(panel.action_buttons)
            assert isinstance(options[0], SayBelote) and len(options) == 2
            assert set(options) <= set(c.view().legal)
            click_button(qtbot, panel.action_buttons[options[0]])
            self.belotes += 1
        elif isinstance(panel, SelectPanel):
            assert set(panel.radios) == set(c.view().legal)
            click_button(qtbot, panel.confirm_button)  # announce: selected at first (BD-10)
            self.melds += 1
        else:
            raise AssertionError(f"unexpected panel {panel!r}")
        qtbot.waitUntil(lambda: window.decisions.panel() is not panel, timeout=5000)
        return None

    def play_card(self, prefer: int | None = None) -> None:
        qtbot, window = self.qtbot, self.window
        c = window.controller
        hand = window.scene.human_hand_items()
        raised = [i for i in hand if i.raised]
        dimmed = [i for i in hand if i.dimmed]
        legal = {a.card for a in c.view().legal if isinstance(a, PlayCard)}
        assert {i.card for i in raised} == legal
        if dimmed and not self.refusals:  # an illegal click is refused naming a Belote rule
            window.message_label.clear()
            click_card(window, dimmed[0])
            assert "B-PLAY-" in window.message_label.text()
            self.refusals += 1
        before = len(c.view().hand)
        item = next((i for i in raised if i.card == prefer), raised[0])
        click_card(window, item, double=True)
        qtbot.waitUntil(
            lambda: (
                c.state is None
                or len(c.view().hand) == before - 1
                or c.state.phase == "over"
                or _panel(window) is not None
                or window.active_dialog is not None
            ),
            timeout=5000,
        )
        self.cards += 1

    def deal(self) -> DealResultWindow:
        for _ in range(200):
            result = self.step()
            if isinstance(result, DealResultWindow):
                return result
        raise AssertionError("the deal did not end")


def _bidding_panel(qtbot, window, round_: int = 1) -> BeloteBiddingPanel:
    """Wait for the human's bidding panel of round ``round_`` (passing in round 1 by
    mouse if round 2 is wanted)."""
    for _ in range(3):
        panel = wait_panel(qtbot, window, BeloteBiddingPanel)
        if window.controller.view().bid_round == round_:
            return panel
        click_button(qtbot, panel.pass_button)
        qtbot.waitUntil(lambda p=panel: window.decisions.panel() is not p, timeout=5000)
    raise AssertionError(f"no bidding panel of round {round_}")


def _bid_or_pass_buttons(panel: BeloteBiddingPanel) -> list[QAbstractButton]:
    return [*panel.bid_buttons.values(), panel.pass_button]


# --- bidding -------------------------------------------------------------------------------
def test_the_candidate_is_shown_and_the_bidding_panel_offers_the_legal_bids(qtbot, window):
    _start(window, seed=3)
    c = window.controller
    panel = _bidding_panel(qtbot, window)
    view = c.view()
    assert isinstance(view, BeloteView) and view.candidate is not None
    centre = window.scene.zone_items(KITTY, 0)
    assert [(i.card, i.face_up) for i in centre] == [(view.candidate, True)]
    suit = SUIT_LETTERS[view.candidate // 13]
    assert panel.enabled_actions() == set(view.legal) == {BeloteBid(suit), Pass()}
    assert panel.bid_buttons[BeloteBid(suit)].text().startswith("Take ")
    assert "B-BID-1" in panel.help_label.text() and "Enter = Pass" in panel.help_label.text()
    assert "Belote" in window.decisions.heading.text()
    assert not any(k in (BeloteBid("sa"), BeloteBid("ta")) for k in panel.bid_buttons)
    # keyboard focus is not on a bid button, and no button is a default button
    assert QApplication.focusWidget() not in _bid_or_pass_buttons(panel)
    assert not any(b.isDefault() or b.autoDefault() for b in _bid_or_pass_buttons(panel))
    # partnerships on the name plates, in the players' words (B-SEAT-1)
    assert " | Us | " in window.scene.plate(0).text and " | Us | " in window.scene.plate(2).text
    assert " | Them | " in window.scene.plate(1).text


def test_option_bids_appear_with_the_preset(qtbot, window):
    _start(window, seed=3, preset="option_bids")
    panel = _bidding_panel(qtbot, window)
    assert BeloteBid("sa") in panel.bid_buttons and BeloteBid("ta") in panel.bid_buttons
    assert panel.enabled_actions() == set(window.controller.view().legal)


def test_enter_takes_in_round_1_when_the_ring_is_on_take(qtbot, window):
    """Issue 25: with the focus ring on "Take" (reached with Tab or the arrows), Enter takes
    exactly that, as Space does; the panel itself never starts on it (Enter = Pass)."""
    _start(window, seed=3)
    panel = _bidding_panel(qtbot, window, 1)
    assert QApplication.focusWidget() not in panel.bid_buttons.values()
    action, take = next((a, b) for a, b in panel.bid_buttons.items() if b.isEnabled())
    take.setFocus(Qt.FocusReason.TabFocusReason)
    press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(_my_calls(window)), timeout=5000)
    assert _my_calls(window) == [action]
    assert window.controller.view().contract.taker == 0


def test_escape_keeps_the_round_1_panel_and_enter_passes(qtbot, window):
    _start(window, seed=3)
    panel = _bidding_panel(qtbot, window, 1)
    press(qtbot, window, Qt.Key.Key_Escape)
    qtbot.wait(50)
    assert window.decisions.panel() is panel and panel.isVisible() and not _my_calls(window)
    press(qtbot, window, Qt.Key.Key_Enter)  # the keypad's Enter too
    qtbot.waitUntil(lambda: bool(_my_calls(window)), timeout=5000)
    assert _my_calls(window) == [Pass()]


def test_round_2_offers_the_other_suits_escape_keeps_it_enter_passes(qtbot, window):
    _start(window, seed=2)  # everyone passes round 1
    panel = _bidding_panel(qtbot, window, 2)
    view = window.controller.view()
    candidate_suit = SUIT_LETTERS[view.candidate // 13]
    assert not panel.bid_buttons[BeloteBid(candidate_suit)].isEnabled()
    assert panel.enabled_actions() == set(view.legal)
    assert len(panel.enabled_actions()) == 4  # three other suits and Pass (B-BID-2)
    assert "B-BID-2" in panel.help_label.text()
    assert QApplication.focusWidget() not in _bid_or_pass_buttons(panel)
    press(qtbot, window, Qt.Key.Key_Escape)
    qtbot.wait(50)
    assert window.decisions.panel() is panel and _my_calls(window) == [Pass()]
    press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: (
            len(_my_calls(window)) == 2
            or window.controller.view().bids == ()
            or window.controller.match.rows != []
        ),
        timeout=5000,
    )
    rows = window.controller.match.rows
    assert (rows and rows[-1].result.outcome == "redeal") or _my_calls(window) == [Pass()] * 2


def test_the_suit_buttons_keep_their_place_from_round_1_to_round_2(qtbot, window):
    _start(window, seed=2)
    first = _bidding_panel(qtbot, window, 1)
    where = {a: b.mapTo(window, QPoint(0, 0)) for a, b in first.bid_buttons.items()}
    widths = {a: b.width() for a, b in first.bid_buttons.items()}
    pass_at = first.pass_button.mapTo(window, QPoint(0, 0))
    second = _bidding_panel(qtbot, window, 2)
    assert {a: b.mapTo(window, QPoint(0, 0)) for a, b in second.bid_buttons.items()} == where
    assert {a: b.width() for a, b in second.bid_buttons.items()} == widths
    assert second.pass_button.mapTo(window, QPoint(0, 0)) == pass_at


def test_a_click_on_take_takes_the_contract(qtbot, window):
    _start(window, seed=10)
    panel = _bidding_panel(qtbot, window, 1)
    take = next(a for a, b in panel.bid_buttons.items() if b.isEnabled())
    click_button(qtbot, panel.bid_buttons[take])
    qtbot.waitUntil(lambda: window.controller.view().contract is not None, timeout=5000)
    contract = window.controller.view().contract
    assert contract.taker == 0 and _my_calls(window) == [take]


# --- melds ---------------------------------------------------------------------------------
def _meld_panel(qtbot, window, seed: int = 9) -> SelectPanel:
    _start(window, seed=seed)
    panel = _bidding_panel(qtbot, window, 1)
    click_button(qtbot, panel.pass_button)
    return wait_panel(qtbot, window, SelectPanel)


def test_the_meld_panel_announces_what_is_selected_on_enter(qtbot, window):
    panel = _meld_panel(qtbot, window)
    view = window.controller.view()
    announce = next(a for a in view.legal if isinstance(a, AnnounceMeld))
    assert panel.selected() == announce  # BD-10: announcing is suggested
    assert panel.confirm_button.text().startswith("Announce ")
    assert "B-ANN-1" in panel.help_label.text()
    assert QApplication.focusWidget() is not panel.confirm_button
    press(qtbot, window, Qt.Key.Key_Escape)
    qtbot.wait(50)
    assert window.decisions.panel() is panel and all(
        s != 0 for s, _w in window.controller.view().announcements
    )
    press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: any(s == 0 for s, _w in window.controller.view().announcements), timeout=5000
    )
    assert (0, announce.what) in window.controller.view().announcements


def test_the_meld_panel_stays_silent_when_silence_is_selected(qtbot, window):
    panel = _meld_panel(qtbot, window)
    silent = panel.radios[Pass()]
    width = panel.confirm_button.width()
    where = panel.confirm_button.mapTo(window, QPoint(0, 0))
    click_button(qtbot, silent)
    assert panel.selected() == Pass()
    assert panel.confirm_button.text() == "Stay silent"
    # the confirm button's text followed the choice, but it did not move or resize
    assert panel.confirm_button.width() == width
    assert panel.confirm_button.mapTo(window, QPoint(0, 0)) == where
    press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: any(s == 0 for s, _w in window.controller.view().announcements), timeout=5000
    )
    assert (0, None) in window.controller.view().announcements


# --- the belote prompt -------------------------------------------------------------------
def _belote_prompt(qtbot, window):
    """The human holds the trump K and Q and plays the first by a double click: the prompt
    (BD-11) is up; (panel, card)."""
    _start(window, seed=10)
    driver = Driver(qtbot, window, take=True)
    c = window.controller
    for _ in range(80):
        driver.wait()
        if _human_to_play(window) and any(isinstance(a, SayBelote) for a in c.view().legal):
            break
        driver.step()
    else:
        raise AssertionError("the human never held the belote")
    view = c.view()
    card = next(a.card for a in view.legal if isinstance(a, SayBelote))
    assert card in (make_card(view.contract.trump, KING), make_card(view.contract.trump, QUEEN))
    item = next(i for i in window.scene.human_hand_items() if i.card == card)
    click_card(window, item, double=True)
    panel = wait_panel(qtbot, window, BelotePromptPanel)
    assert [type(a) for a in panel.action_buttons] == [SayBelote, PlayCard]
    assert "B-BEL-1" in panel.help_label.text()
    return panel, card


def test_the_belote_prompt_arrows_stay_in_it_and_enter_presses_the_ring(qtbot, window):
    """Issue 25, point 1: the arrows go round the prompt's two buttons (not the hand), and
    Enter presses the one with the ring: here "no belote"; Escape decides nothing."""
    panel, card = _belote_prompt(qtbot, window)
    c = window.controller
    say = panel.action_buttons[SayBelote(card)]
    no = panel.action_buttons[PlayCard(card)]
    press(qtbot, window, Qt.Key.Key_Escape, in_area=True)
    assert window.decisions.panel() is panel and card in c.view().hand
    rings = []
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Left):
        press(qtbot, window, key, in_area=True)
        rings.append(QApplication.focusWidget())
    assert rings == [say, no, say, no]  # wrapping, never a hand card
    assert window.decisions.panel() is panel and card in c.view().hand
    press(qtbot, window, Qt.Key.Key_Return, in_area=True)
    qtbot.waitUntil(lambda: card not in c.view().hand, timeout=5000)
    assert not any(seat == 0 for seat, _suit, _word in c.view().belotes)


def test_enter_in_the_belote_prompt_says_belote(qtbot, window):
    """With no button ringed, Enter takes the prompt's usual choice, as Enter does in every
    panel: the card is played and "Belote!" is said at the seat (B-BEL-1)."""
    panel, card = _belote_prompt(qtbot, window)
    c = window.controller
    assert "Enter" in panel.help_label.text() and "BD-" not in panel.help_label.text()
    press(qtbot, window, Qt.Key.Key_Enter, in_area=True)
    qtbot.waitUntil(lambda: card not in c.view().hand, timeout=5000)
    assert any(seat == 0 for seat, _suit, _word in c.view().belotes)
    qtbot.waitUntil(lambda: window.scene.speech(0).startswith("Belote!"), timeout=5000)


# --- the dealer's packets (B-VAR-3) ------------------------------------------------------
def test_the_packets_panel_enter_deals_three_then_two(qtbot, window, tmp_path):
    _start(window, seed=1, players=3, preset=_dealer_choice_preset(tmp_path))
    panel = wait_panel(qtbot, window, SelectPanel)
    assert panel.objectName() == "belote_packets_panel"
    assert panel.selected() == ChoosePackets("3_then_2")
    assert "B-VAR-3" in panel.help_label.text()
    press(qtbot, window, Qt.Key.Key_Escape)
    qtbot.wait(50)
    assert window.decisions.panel() is panel and window.controller.state.phase == "packets"
    press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.state.phase != "packets", timeout=5000)
    assert window.controller.actions[0] == ChoosePackets("3_then_2")
    assert len(window.controller.view().hand) == 5


def test_the_packets_panel_by_mouse_two_then_three(qtbot, window, tmp_path):
    _start(window, seed=1, players=3, preset=_dealer_choice_preset(tmp_path))
    panel = wait_panel(qtbot, window, SelectPanel)
    click_button(qtbot, panel.radios[ChoosePackets("2_then_3")])
    assert panel.confirm_button.text() == "Deal 2 then 3"
    click_button(qtbot, panel.confirm_button)
    qtbot.waitUntil(lambda: window.controller.state.phase != "packets", timeout=5000)
    assert window.controller.actions[0] == ChoosePackets("2_then_3")


# --- whole deals ---------------------------------------------------------------------------
@pytest.mark.parametrize("take", [True, False])
def test_a_whole_four_player_deal_by_mouse(qtbot, window, take):
    _start(window, seed=3)
    driver = Driver(qtbot, window, take=take)
    result = driver.deal()
    c = window.controller
    row = c.match.rows[-1]
    assert result.row is row and row.number == 1 and driver.bids >= 1
    if take:
        assert row.result.outcome != "redeal" and driver.cards == 8
        assert driver.melds == 1 and driver.belotes == 1 and driver.refusals == 1
        assert row.detail["belote"][0]  # the human's side scored the belote it said
        assert f"card points {row.detail['card_points'][0]} " in result.formula_label.text()
    qtbot.mouseClick(result.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=5000)


def test_whole_deals_for_four_players_then_the_score_sheet(qtbot, window):
    _start(window, seed=11)
    driver = Driver(qtbot, window)
    c = window.controller
    for number in (1, 2, 3):
        result = driver.deal()
        row = c.match.rows[-1]
        assert result.row is row and row.number == number
        if row.result.outcome != "redeal":
            text = result.formula_label.text()
            assert f"card points {row.detail['card_points'][0]} " in text
        qtbot.mouseClick(result.next_button, Qt.MouseButton.LeftButton)
    assert driver.bids >= 1 and driver.cards >= 8
    window.show_score_sheet()
    sheet = window.score_sheet
    assert isinstance(sheet, ScoreSheetWindow)
    rows = list(c.match.rows)
    assert sheet.deal_count() == len(rows)  # one row per deal, throw-ins included
    last = rows[-1]
    cells = [
        sheet.table.item(len(rows) - 1, col).text() for col in range(sheet.table.columnCount())
    ]
    assert cells[-1] == unit_cell(last.result.scores[1], last.totals[1])  # Anne & Clara
    assert "1000" in sheet.aim_label.text()
    # the Belote game has its own save (and no error either)
    assert window.store.save_path("belote").exists()
    assert not window.store.save_path("napoleon").exists()
    assert "saved" not in window.message_label.text()


def test_a_three_player_deal(qtbot, window):
    _start(window, seed=5, players=3)
    driver = Driver(qtbot, window)
    c = window.controller
    while not (driver.wait() or _human_to_play(window)):
        driver.step()
    view = c.view()
    if view.contract is not None:  # the candidate and the bottom card stay in sight
        side = [i.card for i in window.scene.zone_items(DISCARD, 0)]
        assert side == [view.candidate, view.bottom_card]
    result = driver.deal()
    row = window.controller.match.rows[-1]
    assert result.row is row
    if row.result.outcome != "redeal":
        assert result.formula_label.text().count("card points") == 3  # three sides
        assert window.scene.plate(1).team_colour is None


@pytest.mark.slow  # one of the longest: started first on its worker (tests/conftest.py)
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
    assert result.extras.game_over_label.text()
    # the game-over window names the winner; its "Score sheet" shows the whole game
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, GameOverWindow), timeout=5000)
    over_window = window.active_dialog
    assert "B-END-1" in over_window.headline.text()
    click_button(qtbot, over_window.sheet_button)
    qtbot.waitUntil(
        lambda: isinstance(window.score_sheet, ScoreSheetWindow) and window.score_sheet.isVisible(),
        timeout=5000,
    )
    assert "B-END-1" in window.score_sheet.game_over_label.text()
    assert window.decisions.panel() is None and c.state is not None
    assert c.state.phase == "over"


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
        driver.wait()
        if _human_to_play(window):
            break
        driver.step()
    qtbot.waitUntil(lambda: "B-PLAY-" in window.hint_label.text(), timeout=5000)


def test_belote_and_rebelote_are_said_at_the_seat(qtbot, window):
    from engine.games.belote.events import BeloteSaid, MeldCall

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
    # the preset's options in words, not as code
    assert "Forced undertrump of the partner: no" in viewer.text_view.toPlainText()
    assert "forced_undertrump" not in viewer.text_view.toPlainText()
    viewer.close()


# --- layout ----------------------------------------------------------------------------------
def _engine_views() -> dict[str, tuple[BeloteView, list]]:
    """A view for each of Belote's decisions, from the engine (no window involved)."""
    views: dict[str, tuple[BeloteView, list]] = {}
    state = BeloteState.deal(STANDARD, 4, random.Random(3))
    views["round1"] = (state.view_for(state.current_seat), [])
    while state.phase == "bidding" and state.view_for(state.current_seat).bid_round == 1:
        state.apply(Pass())
    views["round2"] = (state.view_for(state.current_seat), [])
    state = BeloteState.deal(OPTION_BIDS, 4, random.Random(3))
    views["options"] = (state.view_for(state.current_seat), [])
    state.apply(next(a for a in state.legal_actions() if isinstance(a, BeloteBid)))
    views["overcall"] = (state.view_for(state.current_seat), [])
    dealer_choice = STANDARD.model_copy(update={"first_deal_packets": "dealer_choice"})
    state = BeloteState.deal(dealer_choice, 3, random.Random(1))
    views["packets"] = (state.view_for(state.current_seat), [])
    for seed in range(200):  # a meld to announce, and the belote said with a card
        state = BeloteState.deal(STANDARD, 4, random.Random(seed))
        state.apply(next(a for a in state.legal_actions() if isinstance(a, BeloteBid)))
        for _ in range(40):
            if state.phase == "announce" and "meld" not in views:
                views["meld"] = (state.view_for(state.current_seat), [])
            if state.phase not in ("announce", "play"):
                break
            legal = state.legal_actions()
            say = [a for a in legal if isinstance(a, SayBelote)]
            if say and "prompt" not in views:
                views["prompt"] = (
                    state.view_for(state.current_seat),
                    [say[0], PlayCard(say[0].card)],
                )
            state.apply(legal[0])
        if "meld" in views and "prompt" in views:
            break
    assert {"meld", "prompt"} <= set(views)
    return views


def _make_panel(kind: str, view: BeloteView, options: list):
    names = ["You", "Anne", "Ben", "Clara"]
    if kind == "meld":
        return meld_panel(view, names)
    if kind == "packets":
        return packets_panel(view)
    if kind == "prompt":
        return BelotePromptPanel(view, options)
    return BeloteBiddingPanel(view, names)


@pytest.mark.parametrize(("lang", "size"), LAYOUT_CASES)
def test_every_belote_panel_fits_without_scrolling(qtbot, window, size, lang):
    i18n.set_language(lang)
    window.resize(*size)
    _start(window, seed=3)
    wait_panel(qtbot, window, BeloteBiddingPanel)
    window.controller.pause()  # no AI move while the panels are only looked at
    visible = window.rect()
    heights: dict[str, int] = {}
    for kind, (view, options) in _engine_views().items():
        panel = _make_panel(kind, view, options)
        window.decisions.show_panel(panel)
        qtbot.waitUntil(panel.isVisible, timeout=2000)
        QApplication.processEvents()
        assert panel.sizeHint().height() <= MAX_PANEL_H, (kind, panel.sizeHint())
        heights[kind] = window.decisions.height()
        assert panel.height() >= panel.minimumSizeHint().height(), kind
        assert window.table_view.height() >= 300, kind  # the table stays in sight
        buttons = [b for b in panel.findChildren(QAbstractButton) if b.isVisible()]
        assert buttons, kind
        for button in buttons:
            box = QRect(button.mapTo(window, QPoint(0, 0)), button.size())
            assert visible.contains(box), (kind, lang, size, button.text(), box)
            assert button.width() >= button.sizeHint().width() - 6, (kind, button.text())
            assert button.visibleRegion().boundingRect() == button.rect(), (
                kind,
                button.text(),
            )  # not clipped by the area
            assert not (isinstance(button, QPushButton) and button.isDefault())
    window.decisions.clear()
    assert_the_box_fits(window, heights)  # issue 25: glyph25
    window.controller.resume()


def test_a_click_on_a_card_in_the_hand_still_works_after_a_panel(qtbot, window):
    """The hand stays a hand: after passing by mouse, the first card is played by a double
    click where it shows."""
    _start(window, seed=1)
    driver = Driver(qtbot, window, take=False)
    while not (driver.wait() or _human_to_play(window)):
        driver.step()
    assert window.decisions.panel() is None
    before = len(window.controller.view().hand)
    driver.play_card()
    assert len(window.controller.view().hand) == before - 1
