"""The dialogs are built from real engine views and return engine actions (pytest-qt)."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from napoleon_positions import first_bid_then_pass
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QTableWidget,
    QTextBrowser,
    QTreeWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from engine.actions import (
    Action,
    Bid,
    CallAdjutant,
    Close,
    Discard,
    KeepHand,
    Pass,
    PlayCard,
    ReverseBid,
)
from engine.ai import RandomBot
from engine.cards import (
    HEARTS,
    IS_POINT,
    JOKER,
    MIGHTY,
    POINT_MASK,
    SUITS,
    cards_in,
    make_card,
    napoleon_deck,
)
from engine.games.napoleon.params import BOOK, FUKASHI, IGOSHOKAI, PRESETS
from engine.games.napoleon.state import NapoleonState
from engine.match import Match
from engine.score_formula import score_text
from engine.selfplay import play_deal
from napoleon_gui import i18n
from napoleon_gui.dialogs.deal_result import DealResultWindow
from napoleon_gui.dialogs.new_game import NewGameDialog
from napoleon_gui.dialogs.score_sheet import ScoreSheetWindow, unit_cell
from napoleon_gui.dialogs.settings_dialog import SettingsDialog
from napoleon_gui.game_config import GameConfig
from napoleon_gui.games import ui_for
from napoleon_gui.games.napoleon import rule_texts as rules_text
from napoleon_gui.games.napoleon.adjutant import AdjutantPanel
from napoleon_gui.games.napoleon.bidding import BiddingPanel
from napoleon_gui.games.napoleon.joker_suit import JokerSuitPanel
from napoleon_gui.games.napoleon.kitty import KittyPanel
from napoleon_gui.games.napoleon.misdeal import MisdealPanel
from napoleon_gui.games.napoleon.rules_viewer import RulesViewer
from napoleon_gui.games.napoleon.texts import CATALOGUE_KEYS

NAMES = ["Aiko", "Ben", "Chie", "Daichi", "Emi", "Fumio"]


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


# --- driving the engine --------------------------------------------------------------------
def deal(rules=BOOK, players: int = 4, seed: int = 1) -> NapoleonState:
    state = NapoleonState.deal(rules, players, random.Random(seed))
    while state.phase == "misdeal_offer":
        state.apply(KeepHand())
    return state


def advance(
    state: NapoleonState, phase: str, policy: Callable[[NapoleonState], Action]
) -> NapoleonState:
    """Apply ``policy`` until the deal reaches ``phase``."""
    for _ in range(500):
        if state.phase == phase:
            return state
        state.apply(policy(state))
    raise AssertionError(f"{phase} not reached")


def to_adjutant_call(rules=BOOK, players: int = 4, seed: int = 1) -> NapoleonState:
    return advance(deal(rules, players, seed), "adjutant_call", first_bid_then_pass)


def to_discard(rules=BOOK, players: int = 4, seed: int = 1) -> NapoleonState:
    state = to_adjutant_call(rules, players, seed)
    while state.phase == "adjutant_call":
        view = state.view_for(state.current_seat)
        foreign = [
            a
            for a in state.legal_actions()
            if isinstance(a, CallAdjutant) and a.card not in view.hand
        ]
        state.apply(foreign[0])
    assert state.phase == "discard"
    return state


def current_view(state: NapoleonState):
    seat = state.current_seat
    assert seat is not None
    return state.view_for(seat)


# --- texts on screen -----------------------------------------------------------------------
def visible_texts(root: QWidget) -> list[str]:
    texts = [root.windowTitle()]
    for w in [root, *root.findChildren(QWidget)]:
        if isinstance(w, QLabel | QAbstractButton):
            texts.append(w.text())
        elif isinstance(w, QGroupBox):
            texts.append(w.title())
        elif isinstance(w, QComboBox):
            texts.extend(w.itemText(i) for i in range(w.count()))
        elif isinstance(w, QLineEdit):
            texts.extend([w.text(), w.placeholderText()])
        elif isinstance(w, QTextBrowser):
            texts.append(w.toPlainText())
        if isinstance(w, QTableWidget):
            for c in range(w.columnCount()):
                header = w.horizontalHeaderItem(c)
                if header is not None:
                    texts.append(header.text())
                for r in range(w.rowCount()):
                    item = w.item(r, c)
                    if item is not None:
                        texts.append(item.text())
        if isinstance(w, QTreeWidget):
            stack = [w.topLevelItem(i) for i in range(w.topLevelItemCount())]
            while stack:
                item = stack.pop()
                texts.append(item.text(0))
                stack.extend(item.child(i) for i in range(item.childCount()))
        texts.append(w.toolTip())
    return [t for t in texts if t]


JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def assert_translated(root: QWidget) -> None:
    texts = visible_texts(root)
    raw = [t for t in texts if "dlg_" in t or t in CATALOGUE_KEYS]
    assert not raw, f"untranslated keys on screen: {raw}"
    assert any(JAPANESE.search(t) for t in texts)


# --- bidding -------------------------------------------------------------------------------
def test_bidding_enables_exactly_the_legal_calls_and_emits_the_clicked_bid(qtbot: QtBot):
    state = deal(BOOK, 4, seed=3)
    view = current_view(state)
    dialog = BiddingPanel(view, NAMES[:4])
    qtbot.addWidget(dialog)
    assert dialog.enabled_actions() == set(view.legal)
    assert len(dialog.bid_buttons) == (20 - 14 + 1) * len(BOOK.trump_priority)
    assert dialog.pass_button.isEnabled() and not dialog.close_button.isEnabled()
    target = Bid(16, "H")
    assert target in view.legal

    with qtbot.waitSignal(dialog.chosen, timeout=1000) as blocker:
        qtbot.mouseClick(dialog.bid_buttons[target], Qt.MouseButton.LeftButton)
    assert blocker.args == [target]
    assert dialog.choice == target
    state.apply(blocker.args[0])  # the engine accepts it


def test_bidding_disables_bids_below_the_standing_bid(qtbot: QtBot):
    state = deal(BOOK, 4, seed=3)
    state.apply(Bid(15, "S"))
    view = current_view(state)
    dialog = BiddingPanel(view, NAMES[:4])
    qtbot.addWidget(dialog)
    assert dialog.enabled_actions() == set(view.legal)
    assert not dialog.bid_buttons[Bid(15, "S")].isEnabled()
    assert not dialog.bid_buttons[Bid(14, "black")].isEnabled()
    assert dialog.bid_buttons[Bid(15, "chigaku_nt")].isEnabled()
    assert (
        "Aiko" in dialog.standing_label.text()
        or NAMES[view.standing_bid[0]] in dialog.standing_label.text()
    )
    assert dialog.history_list.count() == 1


def test_own_standing_bid_shows_close_and_not_pass(qtbot: QtBot):
    state = deal(BOOK, 4, seed=5)
    bidder = state.current_seat
    state.apply(Bid(14, "C"))
    for _ in range(3):
        state.apply(Pass())
    assert state.current_seat == bidder
    view = current_view(state)
    assert Close() in view.legal and Pass() not in view.legal
    dialog = BiddingPanel(view, NAMES[:4])
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.close_button.isEnabled() and dialog.close_button.isVisible()
    assert not dialog.pass_button.isEnabled() and not dialog.pass_button.isVisible()
    assert dialog.enabled_actions() == set(view.legal)
    assert "N-BID-10" in dialog.help_label.text()
    assert dialog.history_list.item(0).text().endswith("♣ clubs 14")
    with qtbot.waitSignal(dialog.chosen, timeout=1000) as blocker:
        qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [Close()]


def test_responsibility_stand_offers_only_minimum_bids(qtbot: QtBot):
    for seed in range(200):
        state = deal(BOOK, 4, seed)
        for _ in range(4):
            state.apply(Pass())
        if state.phase == "responsibility_stand":
            break
    else:
        raise AssertionError("no responsibility stand in 200 seeds (N-BID-13)")
    view = current_view(state)
    assert MIGHTY in view.hand
    dialog = BiddingPanel(view, NAMES[:4])
    qtbot.addWidget(dialog)
    assert dialog.enabled_actions() == set(view.legal)
    assert all(isinstance(a, Bid) and a.count == 14 for a in dialog.enabled_actions())
    assert not dialog.pass_button.isEnabled() and not dialog.close_button.isEnabled()
    assert "N-BID-13" in dialog.help_label.text()


def test_reverse_auction_offers_reverse_bids(qtbot: QtBot):
    rules = BOOK.model_copy(update={"reverse_all_take": True})
    state = deal(rules, 4, seed=2)
    for _ in range(4):
        state.apply(Pass())
    assert state.phase == "reverse_auction"
    view = current_view(state)
    dialog = BiddingPanel(view, NAMES[:4])
    qtbot.addWidget(dialog)
    assert dialog.enabled_actions() == set(view.legal)
    assert set(dialog.bid_buttons) == {ReverseBid(k) for k in rules.trump_priority}
    assert "N-BID-16" in dialog.help_label.text()
    with qtbot.waitSignal(dialog.chosen, timeout=1000) as blocker:
        dialog.bid_buttons[ReverseBid("C")].click()
    assert blocker.args == [ReverseBid("C")]


def test_fukashi_declaration_and_raise(qtbot: QtBot):
    state = deal(FUKASHI, 5, seed=4)
    view = current_view(state)
    dialog = BiddingPanel(view, NAMES[:5])
    qtbot.addWidget(dialog)
    assert dialog.enabled_actions() == set(view.legal)
    assert {a for a in dialog.enabled_actions() if isinstance(a, Bid)} == {
        Bid(13, s) for s in "SHDC"
    }
    assert "N-BID-12" in dialog.help_label.text()
    assert dialog.pass_button.text() == "Pass"
    state.apply(Bid(13, "H"))
    view = current_view(state)
    dialog2 = BiddingPanel(view, NAMES[:5])
    qtbot.addWidget(dialog2)
    assert not dialog2.bid_buttons[Bid(13, "H")].isEnabled()  # already declared
    assert dialog2.enabled_actions() == set(view.legal)
    state.apply(Bid(13, "D"))
    for _ in range(3):
        state.apply(Pass())
    view = current_view(state)  # raise phase: diamonds (weaker) must raise or drop out
    dialog3 = BiddingPanel(view, NAMES[:5])
    qtbot.addWidget(dialog3)
    assert dialog3.enabled_actions() == set(view.legal)
    assert all(a.trump == "D" for a in dialog3.enabled_actions() if isinstance(a, Bid))
    assert dialog3.pass_button.text() == "Drop out"


def test_misdeal_dialog(qtbot: QtBot):
    for seed in range(5000):
        state = NapoleonState.deal(IGOSHOKAI, 5, random.Random(seed))
        if state.phase == "misdeal_offer":
            break
    else:
        raise AssertionError("no misdeal hand in 5000 seeds (N-MIS-2)")
    view = current_view(state)
    dialog = MisdealPanel(view)
    qtbot.addWidget(dialog)
    assert "N-MIS-2" in dialog.help_label.text()
    with qtbot.waitSignal(dialog.chosen, timeout=1000) as blocker:
        dialog.keep_button.click()
    assert blocker.args == [KeepHand()]


# --- adjutant ------------------------------------------------------------------------------
def test_adjutant_dialog_marks_own_cards(qtbot: QtBot):
    state = to_adjutant_call(BOOK, 4, seed=7)
    view = current_view(state)
    dialog = AdjutantPanel(view)
    qtbot.addWidget(dialog)
    assert len(dialog.card_buttons) == 53
    callable_ = {a.card for a in view.legal}
    assert {c for c, b in dialog.card_buttons.items() if b.isEnabled()} == callable_
    assert {c for c, b in dialog.card_buttons.items() if b.own} == set(view.hand)
    own = view.hand[0]
    other = next(c for c in range(52) if c not in view.hand)
    dialog.select(own)
    assert not dialog.own_note.isHidden()
    assert "N-ADJ-5" in dialog.own_note.text()
    dialog.select(other)
    assert dialog.own_note.isHidden()
    assert dialog.call_button.isEnabled()
    with qtbot.waitSignal(dialog.chosen, timeout=1000) as blocker:
        qtbot.mouseClick(dialog.call_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [CallAdjutant(other)]
    state.apply(blocker.args[0])
    assert state.phase == "discard"


def test_adjutant_dialog_second_call_of_six_players(qtbot: QtBot):
    state = to_adjutant_call(BOOK, 6, seed=2)
    state.apply(CallAdjutant(MIGHTY))
    view = current_view(state)
    assert state.phase == "adjutant_call"
    dialog = AdjutantPanel(view)
    qtbot.addWidget(dialog)
    assert not dialog.card_buttons[MIGHTY].isEnabled()
    assert dialog.findChild(QLabel, "count_label") is not None
    assert "2 of 2" in dialog.findChild(QLabel, "count_label").text()


# --- kitty ---------------------------------------------------------------------------------
def test_kitty_dialog_requires_exactly_the_kitty_size(qtbot: QtBot):
    state = to_discard(BOOK, 4, seed=7)
    view = current_view(state)
    dialog = KittyPanel(view)
    qtbot.addWidget(dialog)
    assert dialog.kitty_size == 5
    assert set(dialog.card_buttons) == set(view.hand)
    assert len(view.hand) == 17
    kitty = set(view.kitty)
    assert {c for c, b in dialog.card_buttons.items() if b.highlight} == kitty
    chosen = list(view.hand[:6])
    for i, card in enumerate(chosen[:4]):
        qtbot.mouseClick(dialog.card_buttons[card], Qt.MouseButton.LeftButton)
        assert len(dialog.selection) == i + 1
        assert not dialog.discard_button.isEnabled()
    dialog.toggle(chosen[4])
    assert dialog.discard_button.isEnabled()
    dialog.toggle(chosen[5])  # a sixth card is not taken
    assert len(dialog.selection) == 5
    assert not dialog.card_buttons[chosen[5]].isEnabled()
    dialog.toggle(chosen[0])  # unchoose
    assert not dialog.discard_button.isEnabled()
    dialog.toggle(chosen[5])
    with qtbot.waitSignal(dialog.chosen, timeout=1000) as blocker:
        qtbot.mouseClick(dialog.discard_button, Qt.MouseButton.LeftButton)
    actions = blocker.args[0]
    assert {a.card for a in actions} == set(chosen[1:6])
    assert all(isinstance(a, Discard) for a in actions)
    for action in actions:
        state.apply(action)
    assert state.phase == "play"


def test_kitty_dialog_marks_face_up_discards(qtbot: QtBot):
    state = to_discard(IGOSHOKAI, 5, seed=11)
    view = current_view(state)
    dialog = KittyPanel(view)
    qtbot.addWidget(dialog)
    assert dialog.exchange is not None
    trump_suit = view.deal_rules.trump_suit_mask
    for card in view.hand[:3]:
        dialog.toggle(card)
    for card in dialog.selection:
        expected = bool(POINT_MASK >> card & 1) or bool(trump_suit >> card & 1)
        assert dialog.face_up(card) == expected
        side = "face up" if expected else "face down"
        assert side in dialog.card_buttons[card].text()


def test_kitty_dialog_refuses_fukashi_point_discard_while_others_exist(qtbot: QtBot):
    state = to_discard(FUKASHI, 5, seed=8)
    view = current_view(state)
    others = [c for c in view.hand if not IS_POINT[c]]
    points = [c for c in view.hand if IS_POINT[c]]
    assert len(others) >= 3 and points
    dialog = KittyPanel(view)
    qtbot.addWidget(dialog)
    assert dialog.ban_label is not None and "N-KIT-3" in dialog.ban_label.text()
    for card in points:
        assert not dialog.card_buttons[card].isEnabled()
        dialog.toggle(card)
    assert dialog.selection == []
    for card in others:
        assert dialog.card_buttons[card].isEnabled()


def test_kitty_dialog_fukashi_unavoidable_point_discard(qtbot: QtBot):
    """11 point cards among 13: both other cards must go, plus one point card (N-KIT-3)."""
    points = cards_in(POINT_MASK)
    plain = [c for c in napoleon_deck() if not IS_POINT[c]]
    own = points[:10]
    kitty = [points[10], plain[0], plain[1]]
    rest = points[11:] + plain[2:]
    hands = [own] + [rest[i * 10 : (i + 1) * 10] for i in range(4)]
    state = NapoleonState.from_contract(FUKASHI, hands, kitty, declarer=0, count=13, trump="S")
    state.apply(CallAdjutant(JOKER if JOKER not in own else MIGHTY))
    view = state.view_for(0)
    dialog = KittyPanel(view)
    qtbot.addWidget(dialog)
    assert all(b.isEnabled() for b in dialog.card_buttons.values())
    dialog.toggle(points[0])
    dialog.toggle(points[1])  # a second point card would leave a plain card: refused
    assert dialog.selection == [points[0]]
    assert {
        c for c, b in dialog.card_buttons.items() if b.isEnabled() and c not in dialog.selection
    } == {plain[0], plain[1]}
    dialog.toggle(plain[1])
    dialog.toggle(plain[0])
    assert dialog.discard_button.isEnabled()
    actions = dialog.discard_actions()
    for action in actions:
        state.apply(action)
    assert state.phase == "play"
    assert "1" in dialog.points_label.text()


# --- joker suit ----------------------------------------------------------------------------
def test_joker_suit_dialog_returns_the_named_suit(qtbot: QtBot):
    options = [PlayCard(JOKER, s) for s in SUITS] + [PlayCard(make_card(0, 5))]
    dialog = JokerSuitPanel(options)
    qtbot.addWidget(dialog)
    assert set(dialog.suit_buttons) == set(SUITS)
    with qtbot.waitSignal(dialog.chosen, timeout=1000) as blocker:
        qtbot.mouseClick(dialog.suit_buttons[HEARTS], Qt.MouseButton.LeftButton)
    assert blocker.args == [PlayCard(JOKER, HEARTS)]


def test_joker_suit_dialog_from_a_real_no_trump_lead(qtbot: QtBot):
    deck = napoleon_deck()
    own = [JOKER, *[c for c in deck if c != JOKER][:11]]
    rest = [c for c in deck if c not in own]
    hands = [own, rest[:12], rest[12:24], rest[24:36]]
    kitty = rest[36:]
    state = NapoleonState.from_contract(BOOK, hands, kitty, declarer=0, count=14, trump="nt")
    state.apply(CallAdjutant(rest[0]))
    for card in kitty:
        state.apply(Discard(card))
    legal = state.legal_actions()
    namings = [a for a in legal if isinstance(a, PlayCard) and a.card == JOKER]
    assert len(namings) == 4
    dialog = JokerSuitPanel(namings, view=state.view_for(0))
    qtbot.addWidget(dialog)
    assert dialog.findChild(QLabel, "powerless_label") is None
    with qtbot.waitSignal(dialog.chosen, timeout=1000) as blocker:
        dialog.suit_buttons[2].click()
    state.apply(blocker.args[0])
    assert state.named_suit == 2


# --- results and the score sheet -------------------------------------------------------------
def played_match(deals: int, seed: int = 3, preset: str = "book", players: int = 4) -> Match:
    match = Match.create("napoleon", preset, players, seed)
    bots = [RandomBot(seed * 10 + s) for s in range(players)]
    for _ in range(deals):
        state = match.new_deal()
        play_deal(state, bots)
        match.record(state)
    return match


def test_deal_result_dialog(qtbot: QtBot):
    match = played_match(4)
    for row in match.rows:
        dialog = DealResultWindow(match, row, NAMES[:4])
        qtbot.addWidget(dialog)
        assert dialog.table.rowCount() == 4
        for seat in range(4):
            assert dialog.table.item(seat, 2).text() == score_text(row.totals[seat])
        assert dialog.headline.text()
        if row.result.counts:
            d = row.detail
            assert f"took {d['side_totals']['declarer_side']} point cards" in dialog.headline.text()
            assert "N\u2011SCORE" in dialog.formula_label.text()
        with qtbot.waitSignal(dialog.finished, timeout=1000):
            dialog.next_button.click()


def test_score_sheet_rows_and_csv_export(qtbot: QtBot, tmp_path: Path):
    match = played_match(3)
    sheet = ScoreSheetWindow(match, NAMES[:4], ui_for("napoleon"))
    qtbot.addWidget(sheet)
    assert sheet.deal_count() == 3 == len(match.rows)
    assert sheet.table.columnCount() == 8 + 4  # deal, 6 of the contract, result, 4 seats
    footer = [sheet.table.item(3, 8 + s).text() for s in range(4)]
    assert footer == [score_text(t) for t in match.totals]
    for r, row in enumerate(match.rows):
        assert [sheet.table.item(r, 8 + s).text() for s in range(4)] == [
            unit_cell(v, t) for v, t in zip(row.result.scores, row.totals, strict=True)
        ]
    bots = [RandomBot(s) for s in range(4)]
    for _ in range(2):
        state = match.new_deal()
        play_deal(state, bots)
        match.record(state)
    sheet.refresh()
    assert sheet.deal_count() == 5
    last = match.rows[-1]
    assert sheet.table.item(4, 0).text() == str(last.number)
    assert [sheet.table.item(5, 8 + s).text() for s in range(4)] == [
        score_text(t) for t in match.totals
    ]
    out = sheet.export_csv(tmp_path / "scores.csv")
    text = out.read_bytes().decode("utf-8")
    assert text == match.to_csv(NAMES[:4])
    assert len(text.strip().splitlines()) == 1 + len(match.rows)


# --- new game and settings -------------------------------------------------------------------
def test_new_game_dialog_config(qtbot: QtBot):
    dialog = NewGameDialog(["Me", "You"], preset="book")
    qtbot.addWidget(dialog)
    counts = [dialog.players_combo.itemData(i) for i in range(dialog.players_combo.count())]
    assert counts == list(BOOK.players)
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("fukashi"))
    assert [dialog.players_combo.itemData(i) for i in range(dialog.players_combo.count())] == [5]
    assert dialog.preset_combo.currentText() == FUKASHI.title
    dialog.human_combo.setCurrentIndex(dialog.human_combo.findData(2))
    assert not dialog.level_combos[2].isEnabled()
    dialog.level_combos[1].setCurrentIndex(dialog.level_combos[1].findData("random"))
    dialog.seed_edit.setText("42")
    dialog.practice_check.setChecked(True)
    config = dialog.config()
    assert config == GameConfig(
        "napoleon",
        "fukashi",
        5,
        2,
        ["normal", "random", "normal", "normal", "normal"],
        ["Me", "You", "", "", ""],
        42,
        True,
    )
    dialog.seed_edit.clear()
    dialog.human_combo.setCurrentIndex(dialog.human_combo.count() - 1)
    assert dialog.config().seed is None and dialog.config().human_seat is None


def test_settings_dialog_values(qtbot: QtBot):
    dialog = SettingsDialog(
        {
            "language": "ja",
            "animation_speed": "fast",
            "ai_pace_ms": 9999,
            "default_preset": "igoshokai",
            "player_names": ["A", "B"],
            "hint_mode": True,
        }
    )
    qtbot.addWidget(dialog)
    values = dialog.values()
    assert values == {
        "language": "ja",
        "animation_speed": "fast",
        "ai_pace_ms": 2000,
        "default_preset": "igoshokai",
        "player_names": ["A", "B", "", "", "", "", "", ""],
        # not given: the Settings defaults
        "click_to_play": "single",
        "trick_pause_ms": 1200,
        "auto_play_last_card": True,
        "auto_play_forced": False,
        "keep_tricks_until_click": False,
        "card_tracker": False,
        "allow_undo": False,  # issue 25: undo
        "four_colour_deck": False,  # issue 25: comfort
        "card_size": "normal",
        "high_contrast": False,
    }
    dialog.speed_combo.setCurrentIndex(dialog.speed_combo.findData("instant"))
    dialog.name_edits[2].setText("  Chie ")
    assert dialog.values()["animation_speed"] == "instant"
    assert dialog.values()["player_names"][2] == "Chie"


# --- rules --------------------------------------------------------------------------------
def test_rules_text_catalogue_covers_the_areas():
    ids = rules_text.rule_ids()
    assert 60 <= len(ids) <= 95
    for area in ("COMP", "DEAL", "BID", "ADJ", "KIT", "PLAY", "TRICK", "END", "SCORE"):
        assert any(rules_text.area_of(i) == area for i in ids)
    for preset in PRESETS.values():
        for lang in ("en", "ja"):
            for entry in rules_text.rule_texts(preset, lang):
                assert entry.title and entry.body
                if lang == "ja":
                    assert JAPANESE.search(entry.body), entry.rule_id


def test_rules_text_is_generated_from_the_fields():
    custom = BOOK.model_copy(
        update={"yoromeki": False, "same_two_beats": frozenset(), "all_take": False}
    )
    assert rules_text.rule_text("N-TRICK-6", BOOK, "en").applies
    assert not rules_text.rule_text("N-TRICK-6", custom, "en").applies
    assert "Off" in rules_text.rule_text("N-TRICK-6", custom, "en").body
    assert "the right bower, the left bower" in rules_text.rule_text("N-TRICK-11", BOOK, "en").body
    assert (
        "the right bower and the left bower beat it"
        in rules_text.rule_text("N-TRICK-11", custom, "en").body
    )
    assert "Off" in rules_text.rule_text("N-END-3", custom, "en").body
    assert "13" in rules_text.rule_text("N-BID-6", FUKASHI, "en").body
    assert rules_text.rule_text("N-BID-12", FUKASHI, "en").applies
    assert not rules_text.rule_text("N-BID-12", BOOK, "en").applies
    assert rules_text.resolve("N-TRICK-20") == "N-TRICK-12"
    assert rules_text.resolve("N-OPT-6") == "N-OPT"
    assert rules_text.resolve("N-AI-3") is None


def test_rules_viewer_navigates_and_follows_the_language(qtbot: QtBot):
    viewer = RulesViewer(BOOK)
    qtbot.addWidget(viewer)
    assert viewer.show_rule("N-TRICK-11")
    assert viewer.current_rule() == "N-TRICK-11"
    assert viewer.rule_tree.currentItem().data(0, Qt.ItemDataRole.UserRole) == "N-TRICK-11"
    english = viewer.current_text()
    assert "same-two" in english
    i18n.set_language("ja")
    assert viewer.current_rule() == "N-TRICK-11"
    japanese = viewer.current_text()
    assert japanese != english and "セイム2" in japanese and "2が勝ちます" in japanese
    assert "ルール" in viewer.windowTitle()
    assert viewer.show_rule("N-TRICK-19")
    assert viewer.current_rule() == "N-TRICK-12"
    assert "N-TRICK-12" in viewer.note_label.text()
    i18n.set_language("en")
    assert viewer.current_rule() == "N-TRICK-12"
    assert "right bower" in viewer.current_text()
    # a strategy note is not a rule, but it has its entry under Tactics (test_tactics.py)
    assert viewer.show_rule("N-AI-3") and viewer.current_rule() == "N-AI-3"
    assert "Mighty" in viewer.current_text() and not viewer.note_label.text()


def test_rules_viewer_links_and_presets(qtbot: QtBot):
    viewer = RulesViewer(FUKASHI)
    qtbot.addWidget(viewer)
    viewer.show_rule("N-KIT-3")
    assert "Point cards may not be discarded" in viewer.current_text()
    from PySide6.QtCore import QUrl

    viewer._link(QUrl("rule:N-TRICK-6"))
    assert viewer.current_rule() == "N-TRICK-6"


# --- everything renders in Japanese -----------------------------------------------------------
def test_every_dialog_renders_in_japanese(qtbot: QtBot):
    i18n.set_language("ja")
    match = played_match(3)
    widgets: list[QWidget] = []
    state = deal(BOOK, 4, seed=5)
    state.apply(Bid(14, "C"))
    widgets.append(BiddingPanel(current_view(state), NAMES[:4]))
    fukashi = deal(FUKASHI, 5, seed=4)
    widgets.append(BiddingPanel(current_view(fukashi), NAMES[:5]))
    adjutant = to_adjutant_call(BOOK, 4, seed=7)
    adj_dialog = AdjutantPanel(current_view(adjutant))
    adj_dialog.select(current_view(adjutant).hand[0])
    widgets.append(adj_dialog)
    for preset, players in ((BOOK, 4), (FUKASHI, 5), (IGOSHOKAI, 5)):
        kitty_state = to_discard(preset, players, seed=7)
        kitty = KittyPanel(current_view(kitty_state))
        kitty.toggle(next(iter(kitty.selectable())))
        widgets.append(kitty)
    widgets.append(JokerSuitPanel([PlayCard(JOKER, s) for s in SUITS]))
    for row in match.rows:
        widgets.append(DealResultWindow(match, row, NAMES[:4]))
    widgets.append(ScoreSheetWindow(match, NAMES[:4], ui_for("napoleon")))
    widgets.append(NewGameDialog(["A"]))
    widgets.append(SettingsDialog({"language": "ja", "player_names": ["A"]}))
    for preset in PRESETS.values():
        viewer = RulesViewer(preset)
        viewer.show_rule("N-TRICK-15")
        widgets.append(viewer)
    for seed in range(5000):
        mis = NapoleonState.deal(BOOK, 4, random.Random(seed))
        if mis.phase == "misdeal_offer":
            widgets.append(MisdealPanel(current_view(mis)))
            break
    for widget in widgets:
        qtbot.addWidget(widget)
        assert_translated(widget)
