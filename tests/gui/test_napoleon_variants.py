"""The Napoleon variants of chapter 6 (issue #15) as a player meets them: chosen in New game
by mouse, their decisions on the table by mouse and keyboard.

- New game lists the variants after the rule sets under a heading, with a line and a rule
  link each; two-player Napoleon offers exactly 2 players and two seat rows;
- N-VAR-2 / N-VAR-3: the pile panel (taken piles disabled, Enter takes the first free one);
- N-VAR-5: the first leader names trump before looking (Enter = the hint's kind);
- N-VAR-7: an Urako lead asks the trick's trump kind, and the trick's explanation says it;
  the bidding panel offers Urako at 20 only;
- the new panels fit the decision area at 1024x700 and 1280x800.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from decision_box import assert_the_box_fits
from keys import press
from mouse import choose_in_combo, click_button, click_card, wait_panel
from napoleon_moves import start
from napoleon_positions import first_bid_then_pass
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QPushButton

from engine.actions import Bid, ChoosePile, Discard, NameTrump, PlayCard
from engine.cards import napoleon_deck
from engine.games.napoleon.four_pile import FourPileState
from engine.games.napoleon.params import BLIND_STAND, FOUR_PILE_3P, IMPERIALIST, URAKO_PRESET
from engine.games.napoleon.state import NapoleonState
from napoleon_gui import i18n
from napoleon_gui.dialogs.new_game import NewGameDialog
from napoleon_gui.game_config import GameConfig
from napoleon_gui.games.napoleon.adjutant import AdjutantPanel
from napoleon_gui.games.napoleon.bidding import BiddingPanel
from napoleon_gui.games.napoleon.variant_panels import (
    PilePanel,
    TrumpChoicePanel,
    UrakoLeadPanel,
    trump_choice_panel,
)
from napoleon_gui.games.napoleon.variants import variant_rule
from napoleon_gui.widgets.decision import DecisionPanel

NAMES = ["You", "Anne", "Ben", "Clara", "David"]


@pytest.fixture(autouse=True)
def variant_tables() -> None:
    """The variants' views on the table: their own projection where the table package has
    one, else Napoleon's (the piles, stock and tableaus are drawn by the table package)."""
    from engine.games.napoleon.four_pile import FourPileView
    from engine.games.napoleon.two_player import TwoPlayerView
    from napoleon_gui.games.napoleon.projection import NapoleonProjection
    from napoleon_gui.table import projection

    for view_type in (TwoPlayerView, FourPileView):
        if not projection.has_projection(view_type.__new__(view_type)):
            projection.register(view_type, NapoleonProjection())


def _start(window, preset: str, players: int, seed: int) -> None:
    window.activateWindow()
    window.controller.new_match(
        GameConfig("napoleon", preset, players, 0, ["normal"] * players, NAMES[:players], seed)
    )


def _human_to_play(window) -> bool:
    c = window.controller
    return (
        c.state is not None
        and c.state.phase == "play"
        and c.waiting_for_human
        and c.state.current_seat == 0
        and window.queue.is_idle()
    )


# --- New game ---------------------------------------------------------------------------------
def _items(dialog: NewGameDialog) -> list[tuple[str, object, bool]]:
    combo = dialog.preset_combo
    model = combo.model()
    return [
        (
            combo.itemText(i),
            combo.itemData(i),
            bool(model.flags(model.index(i, 0)) & Qt.ItemFlag.ItemIsEnabled),
        )
        for i in range(combo.count())
    ]


def test_new_game_lists_the_variants_after_the_rule_sets(qtbot):
    dialog = NewGameDialog(["You"], preset="book")
    qtbot.addWidget(dialog)
    items = _items(dialog)
    presets = [data for _text, data, _on in items if data is not None]
    assert presets[:3] == ["book", "fukashi", "igoshokai"]
    # the chapter's order: N-VAR-1, 2, 3, 5, 6, 7
    assert presets[3:] == [
        "two_player_1",
        "two_player_2",
        "four_pile_3p",
        "imperialist",
        "blind_stand",
        "urako",
    ]
    heading = next(i for i, (text, _d, _on) in enumerate(items) if text == "Variants (chapter 6)")
    assert not items[heading][2]  # a heading cannot be chosen
    assert heading < [d for _t, d, _o in items].index("two_player_1")
    assert heading > [d for _t, d, _o in items].index("igoshokai")
    # the rule sets have a line and no link; a variant has a line and its rule's link
    assert dialog.preset_note.text().startswith("The rule book")
    assert not dialog.rules_link.isVisible()
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("urako"))
    assert "Urako" in dialog.preset_note.text() and "20" in dialog.preset_note.text()
    assert "N-VAR-7" in dialog.rules_link.text()


def test_the_rule_link_opens_the_variants_rule_in_the_rules_viewer(qtbot):
    dialog = NewGameDialog(["You"], preset="imperialist")
    qtbot.addWidget(dialog)
    dialog.show()
    assert 'href="rule:N-VAR-5"' in dialog.rules_link.text()
    dialog.rules_link.linkActivated.emit("rule:N-VAR-5")  # what a click on it sends
    viewer = dialog.rules_viewer
    assert viewer is not None and viewer.isVisible()
    assert viewer.current_rule() == "N-VAR-5"
    assert "before looking at his hand" in viewer.current_text()
    assert "Imperialist Napoleon" in viewer.preset_label.text()
    viewer.close()


def test_variants_are_read_from_the_fields():
    custom = IMPERIALIST.model_copy(update={"name": "my_empire", "title": "Mine"})
    assert variant_rule(custom) == "N-VAR-5"
    assert variant_rule(URAKO_PRESET) == "N-VAR-7"
    assert variant_rule(FOUR_PILE_3P) == "N-VAR-3"


def test_choose_two_player_napoleon_by_mouse_and_take_a_pile(qtbot, window):
    window.activateWindow()
    window._actions["act_new_game"].trigger()
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, NewGameDialog), timeout=3000)
    dialog = window.active_dialog
    qtbot.waitExposed(dialog)
    choose_in_combo(qtbot, dialog.preset_combo, "two_player_2")
    assert "three face-down piles" in dialog.preset_note.text()
    assert dialog.rules_link.isVisible()
    # the table follows the preset: 2 players, two seat rows, seat 1 or 2 or watching
    counts = [dialog.players_combo.itemData(i) for i in range(dialog.players_combo.count())]
    assert counts == [2]
    assert [e.isVisible() for e in dialog.name_edits[:3]] == [True, True, False]
    assert [dialog.human_combo.itemData(i) for i in range(dialog.human_combo.count())] == [
        0,
        1,
        None,
    ]
    assert dialog.level_combos[1].isEnabled() and not dialog.level_combos[0].isEnabled()
    qtbot.mouseClick(dialog.seed_edit, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(dialog.seed_edit, "0")
    click_button(qtbot, dialog.findChild(QPushButton, "start_button"))
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=3000)
    c = window.controller
    assert c.config.preset == "two_player_2" and c.config.players == 2

    panel = wait_panel(qtbot, window, PilePanel)
    assert window.decisions.heading.text() == "Take a pile"
    assert c.state.phase == "choose_pile" and c.state.current_seat == 0
    legal = {a.pile for a in c.view().legal if isinstance(a, ChoosePile)}
    enabled = {p for p, b in panel.pile_buttons.items() if b.isEnabled()}
    assert len(panel.pile_buttons) == 3 and enabled == legal
    assert [b.text() for b in panel.pile_buttons.values()] == ["Pile 1", "Pile 2", "Pile 3"]
    press(qtbot, window, Qt.Key.Key_Escape)  # Escape never loses the decision
    assert window.decisions.panel() is panel and c.state.phase == "choose_pile"
    pile = max(legal)
    click_button(qtbot, panel.pile_buttons[pile])
    assert ChoosePile(pile) in c.actions
    assert c.view().piles_taken[0] == pile
    assert len(c.view().hand) == 5  # the pile is the human's hand


def test_pile_panel_of_the_four_piles_disables_the_taken_pile(qtbot, window):
    state = FourPileState.deal(FOUR_PILE_3P, 3, random.Random(4))
    while state.current_seat != 0:  # the AI seats before the human take theirs
        state.apply(next(a for a in state.legal_actions() if isinstance(a, ChoosePile)))
    taken = {p for p, s in enumerate(state.view_for(0).pile_owners) if s >= 0}
    assert taken  # the human does not choose first here
    window.activateWindow()
    window.controller.new_match(
        GameConfig("napoleon", "four_pile_3p", 3, 0, ["normal"] * 3, NAMES[:3], 4)
    )
    window.controller.start_deal(state, [])
    panel = wait_panel(qtbot, window, PilePanel)
    assert len(panel.pile_buttons) == 4
    for pile, button in panel.pile_buttons.items():
        assert button.isEnabled() == (pile not in taken)
    assert (
        "Anne took pile" in panel.taken_label.text() or "Ben took pile" in panel.taken_label.text()
    )
    first_free = min(set(range(4)) - taken)
    assert f"Enter takes pile {first_free + 1}" in panel.taken_label.text()
    press(qtbot, window, Qt.Key.Key_Return)  # Enter: the first free pile
    assert window.controller.actions[-1] == ChoosePile(first_free)


# --- N-VAR-5: the trump before looking --------------------------------------------------------
def test_imperialist_first_leader_names_trump_enter_chooses(qtbot, window):
    _start(window, "imperialist", 4, seed=1)  # the lot falls on the human
    panel = wait_panel(qtbot, window, TrumpChoicePanel)
    c = window.controller
    assert c.state.phase == "trump_choice" and c.view().hand_unseen
    legal = {a.trump for a in c.view().legal if isinstance(a, NameTrump)}
    assert set(panel.trump_buttons) == legal and "chigaku_nt" not in legal
    assert panel.trump_buttons["nt"].text() == "no-trump"  # the term table's words
    assert "before looking at your hand" in panel.help_label.text()
    safe = panel.safe_choice()
    assert safe is not None
    assert (
        panel.enter_label.text()
        == f"Enter names {panel.trump_buttons[safe.trump].text()}, the hint's choice."
    )
    press(qtbot, window, Qt.Key.Key_Escape)
    assert window.decisions.panel() is panel and c.state.phase == "trump_choice"
    press(qtbot, window, Qt.Key.Key_Return)
    assert NameTrump(safe.trump) in c.actions
    assert c.view().imperial.trump == safe.trump
    qtbot.waitUntil(lambda: _human_to_play(window), timeout=10000)
    assert len(c.view().hand) == 12  # the hand is lifted


def test_imperialist_trump_by_mouse(qtbot, window):
    _start(window, "imperialist", 4, seed=1)
    panel = wait_panel(qtbot, window, TrumpChoicePanel)
    click_button(qtbot, panel.trump_buttons["H"])
    assert window.controller.view().imperial.trump == "H"


# --- N-VAR-7: Urako -------------------------------------------------------------------------
def test_bidding_offers_urako_at_20_only(qtbot):
    state = NapoleonState.deal(URAKO_PRESET, 4, random.Random(3))
    view = state.view_for(state.current_seat)
    panel = BiddingPanel(view, NAMES[:4])
    qtbot.addWidget(panel)
    panel.show()
    urako = [a for a in panel.bid_buttons if isinstance(a, Bid) and a.trump == "urako"]
    assert urako == [Bid(20, "urako")]  # one button: Urako is bid at 20 only
    button = panel.bid_buttons[Bid(20, "urako")]
    assert button.isEnabled() and button.text() == "Urako 20"
    assert Bid(20, "urako") in view.legal
    assert panel.enabled_actions() == set(view.legal)
    assert "Urako is bid only at 20" in panel.help_label.text()
    chosen: list[object] = []
    panel.chosen.connect(chosen.append)
    qtbot.wait(300)
    click_button(qtbot, button)
    assert chosen == [Bid(20, "urako")]


@pytest.mark.parametrize(("lang", "said"), [("en", "Urako 20"), ("ja", "浦高 20")])
def test_an_urako_bid_is_said_by_its_name_at_the_table(qtbot, window, lang, said):
    """The bid's speech bubble and the info panel name Urako as the bidding panel does
    (N-VAR-7), never by its code "urako"."""
    i18n.set_language(lang)
    _start(window, "urako", 4, seed=3)
    panel = wait_panel(qtbot, window, BiddingPanel)
    click_button(qtbot, panel.bid_buttons[Bid(20, "urako")])
    qtbot.waitUntil(lambda: window.scene.speech(0) != "", timeout=5000)
    assert window.scene.speech(0) == said
    qtbot.waitUntil(lambda: any(said in line for line in window.scene.info_lines()))
    assert not any("urako" in line for line in window.scene.info_lines())


def _urako_lead_on_the_table(window) -> None:
    """A deal of the window in which the human, Napoleon at Urako 20, leads trick 1."""
    _start(window, "urako", 4, seed=1)
    deck = napoleon_deck()
    hands = [deck[i * 12 : (i + 1) * 12] for i in range(4)]
    kitty = deck[48:]
    state = NapoleonState.from_contract(
        URAKO_PRESET, hands, kitty, declarer=0, count=20, trump="urako"
    )
    for card in kitty:  # no adjutant under Urako: straight to the kitty (N-VAR-7)
        state.apply(Discard(card))
    window.controller.start_deal(state, [])


def test_urako_lead_asks_the_kind_and_the_trick_says_it(qtbot, window):
    _urako_lead_on_the_table(window)
    qtbot.waitUntil(lambda: _human_to_play(window), timeout=10000)
    c = window.controller
    item = next(
        i for i in window.scene.human_hand_items() if i.raised and i.card == c.view().hand[0]
    )
    card = item.card
    click_card(window, item, double=True)
    panel = wait_panel(qtbot, window, UrakoLeadPanel)
    assert window.decisions.heading.text() == "Declare this trick's trump"
    kinds = {a.trump for a in c.state.legal_actions() if isinstance(a, PlayCard) and a.card == card}
    assert set(panel.kind_buttons) == kinds
    assert {"swim_club_nt", "film_club_nt", "railway_club_nt"} <= kinds
    assert panel.kind_buttons["swim_club_nt"].text() == "swimming club no-trump"
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Escape):  # no kind is safer: nothing happens
        press(qtbot, window, key)
    assert window.decisions.panel() is panel and not c.view().trick
    click_button(qtbot, panel.kind_buttons["film_club_nt"])
    assert c.view().trick[0] == (0, card)
    assert c.state.declared_trump == "film_club_nt"
    assert c.actions[-1] == PlayCard(card, None, "film_club_nt")
    # the trick is explained once it is won: the kind declared for it is named
    qtbot.waitUntil(lambda: bool(window.trick_label.text()), timeout=20000)
    assert "8 mm film club no-trump declared" in window.trick_label.text()


def test_urako_joker_lead_names_a_suit_after_the_kind(qtbot):
    deck = napoleon_deck()
    from engine.cards import JOKER

    own = [JOKER, *[c for c in deck if c != JOKER][:11]]
    rest = [c for c in deck if c not in own]
    hands = [own, rest[:12], rest[12:24], rest[24:36]]
    state = NapoleonState.from_contract(
        URAKO_PRESET, hands, rest[36:], declarer=0, count=20, trump="urako"
    )
    for card in rest[36:]:
        state.apply(Discard(card))
    options = [a for a in state.legal_actions() if isinstance(a, PlayCard) and a.card == JOKER]
    panel = UrakoLeadPanel(options, state.view_for(0))
    qtbot.addWidget(panel)
    panel.show()
    chosen: list[object] = []
    panel.chosen.connect(chosen.append)
    needs_suit = [k for k, v in panel.by_kind.items() if len(v) > 1]
    if not needs_suit:
        pytest.skip("no joker lead naming a suit in trick 1 under these rules")
    kind = needs_suit[0]
    panel.pick(kind)
    assert not chosen and panel.suit_box.isVisible()
    panel.name_suit(2)
    assert chosen == [PlayCard(JOKER, 2, kind)]


# --- N-VAR-6: blind stand ---------------------------------------------------------------------
def _blind_state(players: int = 5) -> NapoleonState:
    return NapoleonState.deal(BLIND_STAND, players, random.Random(2))


def _blind_bidding_panel() -> BiddingPanel:
    state = _blind_state()
    return BiddingPanel(state.view_for(state.current_seat), NAMES)


def _blind_adjutant_view():
    state = _blind_state(6)
    for _ in range(100):
        if state.phase == "adjutant_call":
            return state.view_for(state.current_seat)
        state.apply(first_bid_then_pass(state))
    raise AssertionError("no adjutant call")


def test_blind_stand_panels_say_the_hand_is_unseen(qtbot):
    state = _blind_state()
    view = state.view_for(state.current_seat)
    assert view.hand_unseen
    panel = BiddingPanel(view, NAMES)
    qtbot.addWidget(panel)
    own = view.blind_cards[view.seat]
    assert panel.help_label.text().startswith(
        f"Blind stand: you bid without looking at your hand; your face-up card is "
        f"{i18n.card_text(own)} (N-VAR-6)."
    )
    adjutant = AdjutantPanel(_blind_adjutant_view())
    qtbot.addWidget(adjutant)
    assert "without looking at your hand" in adjutant.help_label.text()


# --- layout ---------------------------------------------------------------------------------
@pytest.fixture
def japanese() -> Iterator[None]:
    yield
    i18n.set_language("en")


def _panels() -> list[tuple[str, DecisionPanel]]:
    from engine.match import Match

    two = Match.create("napoleon", "two_player_2", 2, 0).new_deal()
    four = FourPileState.deal(FOUR_PILE_3P, 3, random.Random(4))
    four.apply(next(a for a in four.legal_actions() if isinstance(a, ChoosePile)))
    imperial = Match.create("napoleon", "imperialist", 6, 1).new_deal()
    deck = napoleon_deck()
    hands = [deck[i * 12 : (i + 1) * 12] for i in range(4)]
    urako = NapoleonState.from_contract(
        URAKO_PRESET, hands, deck[48:], declarer=0, count=20, trump="urako"
    )
    for card in deck[48:]:
        urako.apply(Discard(card))
    card = urako.view_for(0).hand[0]
    options = [a for a in urako.legal_actions() if isinstance(a, PlayCard) and a.card == card]
    bidding = NapoleonState.deal(URAKO_PRESET, 3, random.Random(3))  # 3 players: 16..20
    return [
        ("bid_blind", _blind_bidding_panel()),
        ("adjutant_blind", AdjutantPanel(_blind_adjutant_view())),
        ("bid_urako", BiddingPanel(bidding.view_for(bidding.current_seat), NAMES[:3])),
        ("pile_two", PilePanel(two.view_for(two.current_seat), NAMES[:2])),
        ("pile_four", PilePanel(four.view_for(four.current_seat), NAMES[:3])),
        (
            "trump_choice",
            trump_choice_panel(imperial.view_for(imperial.current_seat), suggested="nt"),
        ),
        ("urako_lead", UrakoLeadPanel(options, urako.view_for(0))),
    ]


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_variant_panels_fit_the_decision_area(qtbot, window, japanese, size, lang):
    i18n.set_language(lang)
    window.controller.pause()  # Napoleon's place under the table; no AI move meanwhile
    start(window, seed=3)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0] and window.height() == size[1], timeout=3000)
    visible = window.rect()
    heights: dict[str, int] = {}
    for name, panel in _panels():
        window.decisions.show_panel(panel)
        qtbot.wait(30)
        QApplication.processEvents()
        assert panel.sizeHint().height() <= 200, name  # the table above stays in sight
        heights[name] = window.decisions.height()
        assert window.table_view.height() >= 300, name
        for button in panel.findChildren(QAbstractButton):
            if not button.isVisibleTo(window):
                continue
            box = QRect(button.mapTo(window, QPoint(0, 0)), button.size())
            assert visible.contains(box), f"{name}: {button.objectName()} outside the window"
            assert button.visibleRegion().boundingRect() == button.rect(), (
                f"{name}: {button.objectName()} clipped"
            )
            metrics = button.fontMetrics()
            assert metrics.horizontalAdvance(button.text()) <= button.width() - 4, (
                f"{name}: {button.text()!r} does not fit"
            )
        for label in panel.findChildren(QLabel):
            if label.isVisibleTo(window) and label.text():
                assert (
                    label.visibleRegion().boundingRect().height()
                    >= label.fontMetrics().height() - 2
                ), f"{name}: {label.text()!r} hidden"
        window.decisions.clear()
    assert_the_box_fits(window, heights)  # issue 25: glyph25


def test_start_stays_put_and_every_line_fits_whatever_the_preset(qtbot):
    dialog = NewGameDialog(["You"])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    start = dialog.findChild(QPushButton, "start_button")
    before = start.mapTo(dialog, QPoint(0, 0))
    note = dialog.preset_note
    for index in range(dialog.preset_combo.count()):
        if dialog.preset_combo.itemData(index) is None:
            continue  # the heading
        dialog.preset_combo.setCurrentIndex(index)
        QApplication.processEvents()
        assert start.mapTo(dialog, QPoint(0, 0)) == before
        assert note.text()  # every Napoleon preset says what it is
        assert note.heightForWidth(note.width()) <= note.height(), note.text()


def test_the_arrow_keys_pass_over_the_heading(qtbot):
    dialog = NewGameDialog(["You"], preset="igoshokai")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.preset_combo.setFocus()
    qtbot.keyClick(dialog.preset_combo, Qt.Key.Key_Down)
    assert dialog.preset_combo.currentData() == "two_player_1"
    qtbot.keyClick(dialog.preset_combo, Qt.Key.Key_Up)
    assert dialog.preset_combo.currentData() == "igoshokai"
