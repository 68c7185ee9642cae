"""Napoleon's decisions on the table (issue #11), driven as a player drives them: mouse clicks
on the panels in the decision area, Enter and Escape, double clicks on the table's cards.

- a whole 5-player ``book`` deal: the human bids, wins the auction, calls an adjutant,
  exchanges the 3-card kitty with ONE confirm and plays every card, at Normal and at Instant;
- Enter and Escape on every Napoleon decision;
- regressions: Enter placed a bid, Escape soft-locked the deal, the kitty took one card per
  confirm, a choice made while cards still move was refused;
- the hint for the very first bid;
- every panel fits the decision area at 1024×700 and 1280×800, in English and Japanese.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest
from decision_box import LAYOUT_CASES, assert_the_box_fits
from keys import press
from mouse import click_button, click_card, wait_hint, wait_panel
from napoleon_moves import call_foreign_adjutant, click_bid_to_win, start
from napoleon_positions import first_bid_then_pass
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel

from engine.actions import (
    Action,
    Bid,
    CallAdjutant,
    Close,
    DeclareMisdeal,
    Discard,
    KeepHand,
    Pass,
    PlayCard,
)
from engine.cards import JOKER, napoleon_deck
from engine.games.napoleon.params import BOOK, FUKASHI, IGOSHOKAI
from engine.games.napoleon.state import NapoleonState
from napoleon_gui import i18n
from napoleon_gui.games.napoleon.adjutant import AdjutantPanel
from napoleon_gui.games.napoleon.bidding import BiddingPanel
from napoleon_gui.games.napoleon.joker_suit import JokerSuitPanel
from napoleon_gui.games.napoleon.kitty import KittyPanel
from napoleon_gui.games.napoleon.misdeal import MisdealPanel
from napoleon_gui.widgets.decision import DecisionPanel

NAMES = ["You", "Anne", "Ben", "Clara", "David"]


# --- engine positions for the panels --------------------------------------------------------


def _dealt(rules, players: int, seed: int) -> NapoleonState:
    state = NapoleonState.deal(rules, players, random.Random(seed))
    while state.phase == "misdeal_offer":
        state.apply(KeepHand())
    return state


def _to_phase(rules, players: int, seed: int, phase: str) -> NapoleonState:
    state = _dealt(rules, players, seed)
    for _ in range(200):
        if state.phase == phase:
            return state
        if state.phase == "adjutant_call":
            hand = state.view_for(state.current_seat).hand
            state.apply(
                next(
                    a
                    for a in state.legal_actions()
                    if isinstance(a, CallAdjutant) and a.card not in hand
                )
            )
        else:
            state.apply(first_bid_then_pass(state))
    raise AssertionError(phase)


def _view(state: NapoleonState):
    return state.view_for(state.current_seat)


def _misdeal_state(rules=IGOSHOKAI, players: int = 5) -> NapoleonState:
    for seed in range(5000):
        state = NapoleonState.deal(rules, players, random.Random(seed))
        if state.phase == "misdeal_offer":
            return state
    raise AssertionError("no misdeal hand")


def _joker_lead_options() -> tuple[list[Action], object]:
    deck = napoleon_deck()
    own = [JOKER, *[c for c in deck if c != JOKER][:11]]
    rest = [c for c in deck if c not in own]
    hands = [own, rest[:12], rest[12:24], rest[24:36]]
    state = NapoleonState.from_contract(BOOK, hands, rest[36:], declarer=0, count=14, trump="nt")
    state.apply(CallAdjutant(rest[0]))
    for card in rest[36:]:
        state.apply(Discard(card))
    options = [a for a in state.legal_actions() if isinstance(a, PlayCard) and a.card == JOKER]
    return options, state.view_for(0)


def layout_panels() -> list[tuple[str, Callable[[], DecisionPanel]]]:
    """Every Napoleon panel in its largest form (the biggest grids and longest texts)."""

    def book5_first() -> DecisionPanel:
        return BiddingPanel(_view(_dealt(BOOK, 5, 3)), NAMES)

    def book5_history() -> DecisionPanel:
        state = _dealt(BOOK, 5, 3)
        state.apply(Bid(13, "S"))
        for _ in range(3):
            state.apply(Pass())
        return BiddingPanel(_view(state), NAMES)

    def book5_own_bid() -> DecisionPanel:  # "Close with my bid" (N-BID-10), long in French
        state = _dealt(BOOK, 5, 3)
        state.apply(Bid(13, "S"))
        for _ in range(4):
            state.apply(Pass())
        return BiddingPanel(_view(state), NAMES)

    def fukashi_raise() -> DecisionPanel:
        state = _dealt(FUKASHI, 5, 4)
        state.apply(Bid(13, "H"))
        state.apply(Bid(13, "D"))
        for _ in range(3):
            state.apply(Pass())
        return BiddingPanel(_view(state), NAMES)

    def reverse() -> DecisionPanel:
        state = _dealt(BOOK.model_copy(update={"reverse_all_take": True}), 4, 2)
        for _ in range(4):
            state.apply(Pass())
        return BiddingPanel(_view(state), NAMES[:4])

    def misdeal() -> DecisionPanel:
        return MisdealPanel(_view(_misdeal_state()))

    def adjutant() -> DecisionPanel:
        panel = AdjutantPanel(_view(_to_phase(BOOK, 6, 2, "adjutant_call")))
        panel.select(next(c for c in panel.calls if panel.is_own(c)))  # the long note
        return panel

    def kitty_book() -> DecisionPanel:
        panel = KittyPanel(_view(_to_phase(BOOK, 4, 7, "discard")))  # 17 cards
        for card in sorted(panel.selectable())[:4]:  # captions "face up" / "face down"
            panel.toggle(card)
        return panel

    def kitty_igo() -> DecisionPanel:
        panel = KittyPanel(_view(_to_phase(IGOSHOKAI, 5, 7, "discard")))
        for card in sorted(panel.selectable())[:3]:
            panel.toggle(card)
        return panel

    def kitty_fukashi() -> DecisionPanel:
        return KittyPanel(_view(_to_phase(FUKASHI, 5, 8, "discard")))

    def joker() -> DecisionPanel:
        options, view = _joker_lead_options()
        return JokerSuitPanel(options, view=view)

    return [
        ("bid_first", book5_first),
        ("bid_history", book5_history),
        ("bid_own_bid", book5_own_bid),
        ("bid_raise", fukashi_raise),
        ("bid_reverse", reverse),
        ("misdeal", misdeal),
        ("adjutant", adjutant),
        ("kitty_book", kitty_book),
        ("kitty_igo", kitty_igo),
        ("kitty_fukashi", kitty_fukashi),
        ("joker", joker),
    ]


# --- driving the table ----------------------------------------------------------------------
def _shown_panels(window) -> list[DecisionPanel]:
    """Every panel the decision area puts up from now on, in order."""
    shown: list[DecisionPanel] = []

    def changed(up: bool) -> None:
        panel = window.decisions.panel()
        if up and panel is not None:
            shown.append(panel)

    window.decisions.changed.connect(changed)
    return shown


def _human_to_play(window) -> bool:
    c = window.controller
    return (
        c.state is not None
        and c.state.phase == "play"
        and c.waiting_for_human
        and c.state.current_seat == 0
        and window.queue.is_idle()
    )


def _deal_over(window) -> bool:
    return window.active_dialog is not None and window.controller.state.phase == "over"


def _panel_up(window) -> bool:
    panel = window.decisions.panel()
    return panel is not None and panel.isVisible()


def _key(window, key) -> None:
    """A key press as the window system delivers it (shortcuts included)."""
    from PySide6.QtTest import QTest

    window.activateWindow()
    QTest.keyClick(window.windowHandle(), key)


def play_whole_deal(
    qtbot, window, seed: int, instant_after: int | None = None
) -> dict[str, object]:
    """Bid to win, call an adjutant, exchange the kitty with one confirm, play every card by
    double-clicking it on the table; returns what happened. With ``instant_after`` the
    cards move at Instant speed once the human has played that many cards."""
    c = window.controller
    shown = _shown_panels(window)
    start(window, seed)
    seen: dict[str, object] = {"played": 0, "kitty_confirms": 0, "bid": None, "stale_kitty": False}
    for _ in range(400):
        qtbot.waitUntil(
            lambda: _panel_up(window) or _human_to_play(window) or _deal_over(window), timeout=60000
        )
        if _deal_over(window):
            break
        panel = window.decisions.panel()
        if panel is not None and panel.isVisible():
            panel = wait_panel(qtbot, window)
            if isinstance(panel, BiddingPanel):
                assert panel.enabled_actions() == set(c.view().legal)  # only legal calls
                if panel.close_button.isVisible():
                    click_button(qtbot, panel.close_button)
                elif seen["bid"] is None:
                    seen["bid"] = click_bid_to_win(qtbot, panel)
                else:
                    click_button(qtbot, panel.pass_button)
            elif isinstance(panel, MisdealPanel):
                click_button(qtbot, panel.keep_button)
            elif isinstance(panel, AdjutantPanel):
                call_foreign_adjutant(qtbot, window, panel)
            elif isinstance(panel, KittyPanel):
                assert panel.kitty_size == 3
                for card in sorted(panel.selectable())[:3]:
                    click_button(qtbot, panel.card_buttons[card])
                assert panel.count_label.text() == "3 cards chosen: press Discard."
                discards_before = len(c.state.discards)
                click_button(qtbot, panel.discard_button)  # ONE confirm
                seen["kitty_confirms"] = int(seen["kitty_confirms"]) + 1
                # all three are discarded at once, even while the cards still move
                assert len(c.state.discards) == discards_before + 3
                assert c.state.phase == "play"
                assert not window.message_label.isVisible()  # nothing was refused
            else:
                raise AssertionError(f"unexpected panel {panel!r}")
            continue
        # the human's card: the table raises exactly the engine's legal cards
        if not c.view().completed and not c.view().trick:
            seen["stale_kitty"] = (
                isinstance(window.decisions.panel(), KittyPanel) or window.decisions.isVisible()
            )
        raised = [i for i in window.scene.human_hand_items() if i.raised]
        assert {i.card for i in raised} == {
            a.card for a in c.view().legal if isinstance(a, PlayCard)
        }
        before = len(c.view().hand)
        card = raised[0].card
        click_card(window, raised[0], double=True)
        if card == JOKER and _panel_up(window):  # a joker lead names a suit
            joker = wait_panel(qtbot, window, JokerSuitPanel)
            click_button(qtbot, next(iter(joker.suit_buttons.values())))
        qtbot.waitUntil(lambda before=before: len(c.view().hand) == before - 1, timeout=10000)
        seen["played"] = int(seen["played"]) + 1
        if seen["played"] == instant_after:
            window.queue.set_speed("instant")
    else:
        raise AssertionError("the deal did not end")
    seen["panels"] = [type(p).__name__ for p in shown]
    return seen


def _check_whole_deal(window, seen: dict[str, object]) -> None:
    c = window.controller
    assert seen["bid"] is not None
    match = c.match
    assert match is not None and match.rows
    row = match.rows[-1]
    assert row.detail["declarer"] == 0  # the human won the auction
    panels = seen["panels"]
    assert isinstance(panels, list)
    assert panels.count("KittyPanel") == 1  # the kitty panel never came back
    assert panels.index("AdjutantPanel") < panels.index("KittyPanel")
    assert seen["kitty_confirms"] == 1
    assert len(c.state.discards) == 3
    assert seen["played"] == 10  # every card of the human's hand, one per trick
    assert not seen["stale_kitty"]  # no kitty panel up into trick 1


def test_a_whole_five_player_deal_at_instant_speed(qtbot, window):
    seen = play_whole_deal(qtbot, window, seed=5)
    _check_whole_deal(window, seen)


@pytest.mark.slow  # one of the longest: started first on its worker (tests/conftest.py)
def test_a_whole_five_player_deal_at_normal_speed(qtbot, window):
    """The adjutant call, the kitty exchange and the first trick at Normal speed (the kitty
    is discarded while its cards move, no kitty panel is left up into trick 1); the deal
    and the auction before, and the deal from the human's second card on, at Instant: the
    same decisions, made the same way."""

    def adjutant_panel(up: bool) -> None:
        if up and isinstance(window.decisions.panel(), AdjutantPanel):
            window.queue.set_speed("normal")
            window.decisions.changed.disconnect(adjutant_panel)

    window.decisions.changed.connect(adjutant_panel)
    seen = play_whole_deal(qtbot, window, seed=6, instant_after=2)
    _check_whole_deal(window, seen)


# --- Enter and Escape on every decision ----------------------------------------------------
def _human_calls(window) -> list[Action]:
    return [a for s, a in window.controller.state.bids if s == 0]


def test_auction_enter_passes_and_never_starts_on_a_bid_button(qtbot, window):
    """Regression: keyboard focus started on a bid button and Enter placed that bid. The
    panel takes the keyboard itself: Enter passes."""
    start(window, seed=5)  # seat 0 opens the auction
    panel = wait_panel(qtbot, window, BiddingPanel)
    assert not isinstance(QApplication.focusWidget(), QAbstractButton)  # focus not on a bid
    assert panel.safe_choice() == Pass()
    press(qtbot, window, Qt.Key.Key_Return)
    assert _human_calls(window) == [Pass()]  # Enter passed; no bid was placed
    assert all(not isinstance(a, Bid) for a in _human_calls(window))


def test_auction_enter_places_the_bid_the_ring_is_on(qtbot, window):
    """Issue 25: the player moved the focus ring to a bid (Tab, arrows): Enter places
    exactly that bid, as Space does."""
    start(window, seed=5)
    panel = wait_panel(qtbot, window, BiddingPanel)
    action, bid = next((a, b) for a, b in panel.bid_buttons.items() if b.isEnabled())
    bid.setFocus(Qt.FocusReason.TabFocusReason)
    press(qtbot, window, Qt.Key.Key_Return)
    assert _human_calls(window) == [action]


def test_auction_enter_closes_with_my_own_standing_bid(qtbot, window):
    start(window, seed=5)
    panel = wait_panel(qtbot, window, BiddingPanel)
    click_bid_to_win(qtbot, panel)
    panel = wait_panel(qtbot, window, BiddingPanel)
    assert panel.close_button.isVisible() and not panel.pass_button.isVisible()
    press(qtbot, window, Qt.Key.Key_Enter)
    assert _human_calls(window)[-1] == Close()
    qtbot.waitUntil(lambda: isinstance(window.decisions.panel(), AdjutantPanel), timeout=10000)


def test_auction_escape_keeps_the_decision_and_a_click_still_decides(qtbot, window):
    """Regression: Escape closed the bidding dialog and nothing brought it back."""
    start(window, seed=5)
    panel = wait_panel(qtbot, window, BiddingPanel)
    for key in (Qt.Key.Key_Escape, Qt.Key.Key_Escape):
        press(qtbot, window, key)
        _key(window, key)
    qtbot.wait(50)
    assert window.decisions.panel() is panel and panel.isVisible()
    assert "your" in window.status_label.text().lower()  # still the player's turn
    assert window.controller.state.bids == []
    # the deal is not locked: H still gives a hint, and a click decides
    window.hint_label.clear()
    _key(window, Qt.Key.Key_H)
    wait_hint(qtbot, window)
    click_button(qtbot, panel.pass_button)
    assert _human_calls(window) == [Pass()]


def test_hint_for_the_very_first_bid(qtbot, window):
    start(window, seed=5)
    wait_panel(qtbot, window, BiddingPanel)
    assert window.controller.state.bids == []  # the very first call of the deal
    window.hint_label.clear()
    _key(window, Qt.Key.Key_H)
    wait_hint(qtbot, window)
    assert "rule:N-" in window.hint_label.text()
    # hint mode toggled on while the panel is up: the hint shows too
    window.hint_label.clear()
    window._actions["act_hint_mode"].trigger()
    wait_hint(qtbot, window)
    assert window.decisions.panel() is not None  # the decision is still pending


def test_misdeal_offer_enter_keeps_the_hand_escape_keeps_the_offer(qtbot, window):
    start(window, seed=23, preset="igoshokai")  # seat 0 holds no point card (N-MIS-2)
    panel = wait_panel(qtbot, window, MisdealPanel)
    assert panel.safe_choice() == KeepHand()
    press(qtbot, window, Qt.Key.Key_Escape)
    assert window.decisions.panel() is panel and window.controller.state.phase == "misdeal_offer"
    press(qtbot, window, Qt.Key.Key_Return)
    assert KeepHand() in window.controller.actions
    assert DeclareMisdeal() not in window.controller.actions


def _to_adjutant_panel(qtbot, window) -> AdjutantPanel:
    start(window, seed=5)
    click_bid_to_win(qtbot, wait_panel(qtbot, window, BiddingPanel))
    click_button(qtbot, wait_panel(qtbot, window, BiddingPanel).close_button)
    return wait_panel(qtbot, window, AdjutantPanel)


def test_adjutant_escape_keeps_it_enter_calls_exactly_the_card_selected(qtbot, window):
    """Issue 25: Enter confirms the card selected, as in Rettler's call; with none
    selected, Enter and Escape do nothing."""
    panel = _to_adjutant_panel(qtbot, window)
    window.decisions.setFocus()
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Escape, Qt.Key.Key_Enter):
        press(qtbot, window, key)
    assert window.decisions.panel() is panel and window.controller.state.phase == "adjutant_call"
    own = set(window.controller.view().hand)
    card = next(c for c, b in panel.card_buttons.items() if b.isEnabled() and c not in own)
    click_button(qtbot, panel.card_buttons[card])
    press(qtbot, window, Qt.Key.Key_Escape)
    assert window.decisions.panel() is panel and panel.selected() == card
    press(qtbot, window, Qt.Key.Key_Return)
    assert window.controller.actions[-1] == CallAdjutant(card)


def test_kitty_enter_confirms_exactly_a_whole_selection_escape_keeps_it(qtbot, window):
    panel = _to_adjutant_panel(qtbot, window)
    call_foreign_adjutant(qtbot, window, panel)
    kitty = wait_panel(qtbot, window, KittyPanel)
    c = window.controller
    cards = sorted(kitty.selectable())[:3]
    assert kitty.count_label.text() == "Choose 3 cards more."
    click_button(qtbot, kitty.card_buttons[cards[0]])
    click_button(qtbot, kitty.card_buttons[cards[1]])
    assert kitty.count_label.text() == "Choose 1 card more."  # singular
    press(qtbot, window, Qt.Key.Key_Return)  # two of three: Enter does nothing
    press(qtbot, window, Qt.Key.Key_Escape)
    assert window.decisions.panel() is kitty and c.state.discards == []
    assert kitty.selection == cards[:2]
    click_button(qtbot, kitty.card_buttons[cards[2]])
    press(qtbot, window, Qt.Key.Key_Return)  # exactly the kitty size: Enter confirms
    assert sorted(c.state.discards) == cards
    assert c.state.phase == "play"
    assert not isinstance(window.decisions.panel(), KittyPanel)


def test_kitty_selecting_a_card_moves_no_button(qtbot, window):
    panel = _to_adjutant_panel(qtbot, window)
    call_foreign_adjutant(qtbot, window, panel)
    kitty = wait_panel(qtbot, window, KittyPanel)

    def places() -> dict[object, QRect]:
        return {
            w: QRect(w.mapTo(window, QPoint(0, 0)), w.size())
            for w in [*kitty.card_buttons.values(), kitty.discard_button]
        }

    before = places()
    for card in sorted(kitty.selectable())[:3]:
        click_button(qtbot, kitty.card_buttons[card])
        qtbot.wait(20)
        assert places() == before


def _joker_lead_on_the_table(window) -> None:
    """A real deal of the window in which the human leads trick 1 holding the joker (NT)."""
    start(window, seed=1, players=4)
    deck = napoleon_deck()
    own = [JOKER, *[c for c in deck if c != JOKER][:11]]
    rest = [c for c in deck if c not in own]
    hands = [own, rest[:12], rest[12:24], rest[24:36]]
    state = NapoleonState.from_contract(BOOK, hands, rest[36:], declarer=0, count=14, trump="nt")
    state.apply(CallAdjutant(rest[0]))
    for card in rest[36:]:
        state.apply(Discard(card))
    window.controller.start_deal(state, [])


def test_joker_suit_enter_and_escape_do_nothing_a_click_names_the_suit(qtbot, window):
    _joker_lead_on_the_table(window)
    qtbot.waitUntil(lambda: _human_to_play(window), timeout=10000)
    item = next(i for i in window.scene.human_hand_items() if i.card == JOKER)
    click_card(window, item, double=True)
    panel = wait_panel(qtbot, window, JokerSuitPanel)
    assert panel.safe_choice() is None
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Escape):
        press(qtbot, window, key)
    assert window.decisions.panel() is panel and not window.controller.view().trick
    suit = sorted(panel.suit_buttons)[2]
    click_button(qtbot, panel.suit_buttons[suit])
    assert window.controller.view().trick[0] == (0, JOKER)
    assert window.controller.state.named_suit == suit


def test_a_kitty_exchange_made_while_cards_move_is_applied_at_once(qtbot, window):
    """Regression: each discard was submitted while the queue was busy and refused."""
    panel = _to_adjutant_panel(qtbot, window)
    call_foreign_adjutant(qtbot, window, panel)
    kitty = wait_panel(qtbot, window, KittyPanel)
    for card in sorted(kitty.selectable())[:3]:
        click_button(qtbot, kitty.card_buttons[card])
    window.queue.set_speed("normal")  # the cards move from the discard on
    click_button(qtbot, kitty.discard_button)
    # the first discard is still on its way when the others are applied: none is refused
    assert not window.queue.is_idle()
    assert len(window.controller.state.discards) == 3
    assert not window.message_label.isVisible()
    assert window.decisions.panel() is None


# --- layout: every panel fits the decision area -----------------------------------------------
@pytest.fixture
def japanese() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(("lang", "size"), LAYOUT_CASES)
def test_every_panel_fits_the_decision_area(qtbot, window, japanese, lang, size):
    i18n.set_language(lang)
    window.controller.pause()  # Napoleon's place under the table; no AI move meanwhile
    start(window, seed=3)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0] and window.height() == size[1], timeout=3000)
    visible = window.rect()
    heights: dict[str, int] = {}
    for name, make in layout_panels():
        panel = make()
        window.decisions.show_panel(panel)
        qtbot.wait(30)
        QApplication.processEvents()
        assert panel.sizeHint().height() <= 200, name  # the table above stays in sight
        heights[name] = window.decisions.height()
        assert window.table_view.height() >= 300, name
        assert panel.minimumSizeHint().width() <= window.decisions.contentsRect().width(), name
        for button in panel.findChildren(QAbstractButton):
            if not button.isVisibleTo(window):
                continue
            box = QRect(button.mapTo(window, QPoint(0, 0)), button.size())
            assert visible.contains(box), f"{name}: {button.objectName()} outside the window"
            # not clipped by the panel or by the area (the whole button can be seen)
            assert button.visibleRegion().boundingRect() == button.rect(), (
                f"{name}: {button.objectName() or button.text()} clipped"
            )
            # and its text is not cut with "…" (the kitty once showed "fa…wn", "ジョ…ー")
            metrics = button.fontMetrics()
            for line in button.text().replace("&", "").splitlines():
                assert metrics.horizontalAdvance(line) <= button.width() - 4, (
                    f"{name}: {line!r} does not fit {button.objectName()}"
                )
        for label in panel.findChildren(QLabel):
            if label.isVisibleTo(window) and label.text():
                assert (
                    label.visibleRegion().boundingRect().height()
                    >= label.fontMetrics().height() - 2
                ), f"{name}: {label.text()!r} hidden"
        window.decisions.clear()
    assert_the_box_fits(window, heights)  # issue 25: glyph25


def test_the_kitty_hint_selects_the_whole_set_and_enter_confirms_it(qtbot, window):
    """The hint (H, the toolbar's shortcut) proposes every card to discard, not one: the
    panel shows them selected, the player may change the selection, and Enter confirms
    what is selected (N-KIT-2)."""
    from engine.cards import card_label

    panel = _to_adjutant_panel(qtbot, window)
    call_foreign_adjutant(qtbot, window, panel)
    kitty = wait_panel(qtbot, window, KittyPanel)
    c = window.controller
    assert kitty.selection == [] and not kitty.discard_button.isEnabled()
    window.hint_label.clear()
    _key(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: len(kitty.selection) == 3, timeout=3000)
    hinted = list(kitty.selection)
    hand = set(c.view().hand)
    assert set(hinted) <= hand and kitty.discard_button.isEnabled()
    assert all(kitty.card_buttons[card].isChecked() for card in hinted)
    assert all(str(card_label(card)) in window.hint_label.words() for card in hinted)
    assert kitty.count_label.text() == "3 cards chosen: press Discard."
    click_button(qtbot, kitty.card_buttons[hinted[0]])  # the player may change it ...
    assert len(kitty.selection) == 2 and not kitty.discard_button.isEnabled()
    click_button(qtbot, kitty.card_buttons[hinted[0]])  # ... and take it back
    press(qtbot, window, Qt.Key.Key_Return)
    assert sorted(c.state.discards) == sorted(hinted)
    assert c.state.phase == "play"
    assert not isinstance(window.decisions.panel(), KittyPanel)


def test_in_hint_mode_the_kitty_panel_opens_with_the_hinted_set(qtbot, window):
    window._actions["act_hint_mode"].trigger()
    panel = _to_adjutant_panel(qtbot, window)
    call_foreign_adjutant(qtbot, window, panel)
    kitty = wait_panel(qtbot, window, KittyPanel)
    # the hint is searched off the GUI thread: its set is selected when it is found
    qtbot.waitUntil(lambda: len(kitty.selection) == 3, timeout=5000)
    assert kitty.discard_button.isEnabled()
    hinted = sorted(kitty.selection)
    press(qtbot, window, Qt.Key.Key_Return)
    assert sorted(window.controller.state.discards) == hinted
    assert window.controller.state.phase == "play"
