"""The hint is shown on the table (issue 21, point 4): the hinted card is marked in the hand
in every game, the hinted call's button in the decision area; the mark never selects,
raises, focuses or plays anything, and it goes when the decision is made.

A hint is asked for as a player does (the H key of Options ▸ Show a hint, or the puzzle's
Hint button) and awaited (it is searched off the GUI thread)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mouse import click_button, click_card, wait_hint, wait_panel
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.actions import Action, Bid, Pass, PlayCard
from engine.ai import make_bot
from engine.cards import DECK_STRIDE, JOKER
from engine.core import GameState
from engine.games.mustfollow.moves import TurnUp
from engine.games.mustfollow.state import DUMMY
from engine.games.rettler.actions import Lead
from engine.match import Match
from napoleon_gui.app import MainWindow
from napoleon_gui.game_config import GameConfig
from napoleon_gui.games import ui_for
from napoleon_gui.games.mustfollow.puzzle import start_puzzle
from napoleon_gui.games.napoleon.bidding import BiddingPanel
from napoleon_gui.table.cards import CardItem
from napoleon_gui.table.placement import HAND, TABLEAU

NAMES = ["You", "Anne", "Ben", "Clara", "David", "Emma"]
HINT_MS = 60000  # the strong players search off the GUI thread (2 shared cores)


def _to_human(
    window: MainWindow,
    qtbot: QtBot,
    game: str,
    preset: str,
    players: int,
    seed: int,
    want: Callable[[Any], bool],
    practice: bool = False,
) -> GameState:
    """Bots play every seat (the human's too) until seat 0 decides and ``want(view)``; that
    position goes on the table, the human at seat 0."""
    match = Match.create(game, preset, players, seed)
    state = match.new_deal()
    bots = [make_bot(game, "normal", seed=seed + s) for s in range(players)]
    actions: list[Action] = []
    while True:
        seat = state.current_seat
        assert seat is not None, "the deal ended before the wanted decision"
        view = state.view_for(seat)
        if seat == 0 and want(view):
            break
        actions.append(bots[seat].choose(view))
        state.apply(actions[-1])
    c = window.controller
    levels = ["normal"] * players
    c.new_match(GameConfig(game, preset, players, 0, levels, NAMES[:players], seed, practice))
    c.start_deal(state, actions)
    qtbot.waitUntil(lambda: c.waiting_for_human and window.queue.is_idle(), timeout=10000)
    return state


def _choice_of_cards(view: Any) -> bool:
    cards = {a.card for a in view.legal if isinstance(a, PlayCard)}
    return view.phase == "play" and len(cards) >= 3


def _press_hint_key(window: MainWindow) -> None:
    """H: Options ▸ Show a hint."""
    window.activateWindow()
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_H)


def _hint(window: MainWindow, qtbot: QtBot) -> Any:
    """Ask for a hint with the H key and wait for it; the engine's ``Hint`` shown."""
    window.activateWindow()  # the window takes the key once it is active (asynchronous)
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    _press_hint_key(window)
    wait_hint(qtbot, window, timeout=HINT_MS)
    shown = window.controller._shown_hint
    assert shown is not None
    return shown[0]


def _hand_state(window: MainWindow) -> tuple[Any, ...]:
    """Everything of the hand and the focus that a hint must leave alone."""
    scene = window.scene
    marks = [
        (it.card, it.selected, it.focused, it.raised, it.dimmed, it.interactive)
        for it in scene.human_hand_items()
    ]
    return (
        marks,
        scene.focused_card(),
        scene.armed_card(),
        QApplication.focusWidget(),
        window.decisions.panel(),
    )


def _render(window: MainWindow, item: CardItem) -> QImage:
    rect = item.sceneBoundingRect()
    image = QImage(int(rect.width()) + 2, int(rect.height()) + 2, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    window.scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


def _check_card_mark(window: MainWindow, qtbot: QtBot, expected: list[CardItem]) -> None:
    """Exactly ``expected`` carry the mark, and it shows: the card looks different."""
    scene = window.scene
    assert expected and all(it in scene.human_hand_items() for it in expected)
    assert sorted(map(id, scene.hinted_items())) == sorted(map(id, expected))
    item = expected[0]
    marked = _render(window, item)
    item.hinted = False
    plain = _render(window, item)
    item.hinted = True
    assert marked != plain


def _play_other_card_by_click(
    window: MainWindow, qtbot: QtBot, hinted: set[int], double: bool = False
) -> None:
    """Click a legal card the hint did not suggest (the player may): it is played and the
    mark goes."""
    c = window.controller
    played = len(c.actions)
    other = next(
        it
        for it in window.scene.human_hand_items()
        if it.raised and it.card is not None and it.card not in hinted
    )
    click_card(window, other, double=double)
    qtbot.waitUntil(lambda: len(c.actions) > played, timeout=5000)
    assert window.scene.hinted_items() == []
    assert c.marked_actions == ()


def test_napoleon_hint_marks_the_card_and_playing_a_card_clears_it(
    window: MainWindow, qtbot: QtBot
) -> None:
    _to_human(window, qtbot, "napoleon", "book", 5, 3, _choice_of_cards)
    c = window.controller
    before = _hand_state(window)
    played = len(c.actions)
    hint = _hint(window, qtbot)
    assert isinstance(hint.action, PlayCard)
    _check_card_mark(window, qtbot, [window.scene.item_for(hint.action.card)])
    # the hint decided nothing: same selection, raise, dimming, focus, panel; nothing played
    assert _hand_state(window) == before
    assert c.waiting_for_human and len(c.actions) == played
    assert not any(it.selected for it in window.scene.card_items())
    _play_other_card_by_click(window, qtbot, {hint.action.card})


def test_napoleon_hint_mark_follows_a_new_hint_and_goes_with_a_new_deal(
    window: MainWindow, qtbot: QtBot
) -> None:
    _to_human(window, qtbot, "napoleon", "book", 5, 3, _choice_of_cards)
    c = window.controller
    hint = _hint(window, qtbot)
    assert window.scene.hinted_cards() == [hint.action.card]
    _press_hint_key(window)  # asked again: the old mark goes while it is searched
    assert window.scene.hinted_cards() == []
    wait_hint(qtbot, window, timeout=HINT_MS)
    assert window.scene.hinted_cards() == [hint.action.card]
    c.start_deal()  # a new deal (Game ▸ Restart deal): no mark is left behind
    assert window.scene.hinted_items() == [] and c.marked_actions == ()


def test_napoleon_hint_mark_goes_when_played_by_keyboard_and_after_undo(
    window: MainWindow, qtbot: QtBot
) -> None:
    _to_human(window, qtbot, "napoleon", "book", 5, 3, _choice_of_cards, practice=True)
    c = window.controller
    hint = _hint(window, qtbot)
    assert window.scene.hinted_cards() == [hint.action.card]
    view = window.table_view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the focus moves; the mark stays where it was
    focused = window.scene.focused_card()
    assert focused is not None and window.scene.hinted_cards() == [hint.action.card]
    played = len(c.actions)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # Enter plays the focused card
    qtbot.waitUntil(lambda: len(c.actions) > played, timeout=5000)
    assert window.scene.hinted_items() == [] and c.marked_actions == ()
    qtbot.waitUntil(lambda: c.waiting_for_human and window.queue.is_idle(), timeout=10000)
    hint = _hint(window, qtbot)  # the next card's hint, then Undo my last card (Ctrl+Z)
    assert window.scene.hinted_cards() == [hint.action.card]
    window._actions["act_undo"].trigger()
    assert window.scene.hinted_items() == [] and c.marked_actions == ()
    qtbot.waitUntil(lambda: c.waiting_for_human and window.queue.is_idle(), timeout=10000)
    assert focused in {it.card for it in window.scene.human_hand_items()}  # taken back
    assert window.scene.hinted_items() == []


def test_rettler_hint_marks_every_card_of_the_lead(window: MainWindow, qtbot: QtBot) -> None:
    def leading_with_a_pair(view: Any) -> bool:
        leads = [a for a in view.legal if isinstance(a, Lead)]
        return view.phase == "play" and len(leads) >= 3 and any(len(a.cards) == 2 for a in leads)

    state = _to_human(window, qtbot, "rettler", "book", 6, 7, leading_with_a_pair)
    c = window.controller
    scene = window.scene
    before = _hand_state(window)
    hint = _hint(window, qtbot)
    codes = (
        sorted(hint.action.cards)
        if isinstance(hint.action, Lead)
        else [hint.action.card % DECK_STRIDE]
    )
    marked = scene.hinted_items()
    assert sorted(it.card % DECK_STRIDE for it in marked if it.card is not None) == codes
    _check_card_mark(window, qtbot, marked)
    assert _hand_state(window) == before and c.waiting_for_human
    # a pair lead marks both copies (the same signal path, with the engine's pair lead)
    pair = next(a for a in state.view_for(0).legal if isinstance(a, Lead) and len(a.cards) == 2)
    c.mark_hint((pair,))
    both = scene.hinted_items()
    assert len(both) == 2 and len({id(it) for it in both}) == 2
    assert {it.card % DECK_STRIDE for it in both if it.card is not None} == set(pair.cards)
    assert all(it in scene.human_hand_items() for it in both)
    c.mark_hint((hint.action,))
    hinted = {it.card for it in scene.hinted_items() if it.card is not None}
    # a single card is led by a double click (a single click selects it for a pair)
    _play_other_card_by_click(window, qtbot, hinted, double=True)


def test_belote_hint_marks_the_card(window: MainWindow, qtbot: QtBot) -> None:
    _to_human(window, qtbot, "belote", "standard", 4, 5, _choice_of_cards)
    c = window.controller
    before = _hand_state(window)
    hint = _hint(window, qtbot)
    assert isinstance(hint.action, PlayCard)
    _check_card_mark(window, qtbot, [window.scene.item_for(hint.action.card)])
    assert _hand_state(window) == before and c.waiting_for_human
    _play_other_card_by_click(window, qtbot, {hint.action.card})


def test_mustfollow_coop_hint_marks_the_card(window: MainWindow, qtbot: QtBot) -> None:
    _to_human(window, qtbot, "mustfollow", "first_edition", 3, 4, _choice_of_cards)
    c = window.controller
    before = _hand_state(window)
    hint = _hint(window, qtbot)
    assert isinstance(hint.action, PlayCard)
    _check_card_mark(window, qtbot, [window.scene.item_for(hint.action.card)])
    assert _hand_state(window) == before and c.waiting_for_human
    _play_other_card_by_click(window, qtbot, {hint.action.card})


def test_mustfollow_puzzle_hint_marks_the_move_without_selecting_it(
    window: MainWindow, qtbot: QtBot
) -> None:
    start_puzzle(window.controller, 3, winnable_only=True)
    panel = ui_for("mustfollow").panel
    panel.samples = 30
    panel.budget = 200_000
    c = window.controller
    while c.view().phase == "turn_up":  # one dummy card of each suit turned up by clicking
        qtbot.waitUntil(lambda: c.waiting_for_human and window.queue.is_idle(), timeout=5000)
        click_card(window, next(it for it in window.scene.zone_items(HAND, 1) if it.raised))
    qtbot.waitUntil(lambda: c.waiting_for_human and window.queue.is_idle(), timeout=5000)
    click_button(qtbot, panel.hint_button)
    qtbot.waitUntil(lambda: "%" in window.hint_label.text(), timeout=HINT_MS)
    analysis = panel.current_analysis()
    assert analysis is not None and analysis.best is not None
    marked = window.scene.hinted_items()
    assert len(marked) == 1
    action = analysis.best.action
    if isinstance(action, PlayCard):
        assert marked[0].card == action.card
    assert not any(it.selected for it in window.scene.card_items())
    played = len(c.actions)
    if isinstance(action, PlayCard) and action.card in c.view().hand:
        click_card(window, marked[0], double=True)
    else:
        click_card(window, marked[0])
    qtbot.waitUntil(lambda: len(c.actions) > played, timeout=5000)
    assert window.scene.hinted_items() == []


def test_napoleon_hint_marks_the_bid_button_without_pressing_it(
    window: MainWindow, qtbot: QtBot
) -> None:
    _to_human(window, qtbot, "napoleon", "book", 5, 3, lambda v: v.phase == "auction")
    c = window.controller
    panel = wait_panel(qtbot, window, BiddingPanel)
    assert isinstance(panel, BiddingPanel)
    enabled = panel.enabled_actions()
    focus = QApplication.focusWidget()
    hint = _hint(window, qtbot)
    assert isinstance(hint.action, Bid | Pass)
    button = panel.hint_widgets()[hint.action]
    assert panel.hinted_widgets() == [button]
    assert button.property("hinted") is True
    # nothing decided: no choice, the same buttons enabled, focus where it was
    assert panel.choice is None and c.waiting_for_human and window.decisions.panel() is panel
    assert panel.enabled_actions() == enabled
    assert QApplication.focusWidget() is focus and not button.hasFocus()
    assert not button.isDown() and not button.isChecked()
    assert window.scene.hinted_items() == []  # a call marks no card of the hand
    # the frame shows: the button is drawn differently with it
    marked = button.grab().toImage()
    panel.mark_hint(())
    assert button.grab().toImage() != marked
    panel.mark_hint((hint.action,))
    # the player chooses another call (or the same): the mark goes with the decision
    other = (
        panel.pass_button
        if hint.action != Pass()
        else next(b for a, b in panel.bid_buttons.items() if b.isEnabled() and a != hint.action)
    )
    played = len(c.actions)
    click_button(qtbot, other)
    qtbot.waitUntil(lambda: len(c.actions) > played, timeout=5000)
    assert c.marked_actions == ()


def test_belote_hint_marks_the_take_or_pass_button(window: MainWindow, qtbot: QtBot) -> None:
    _to_human(window, qtbot, "belote", "standard", 4, 4, lambda v: v.phase == "bidding")
    c = window.controller
    panel = wait_panel(qtbot, window)
    enabled = {a for a, b in panel.hint_widgets().items() if b.isEnabled()}
    hint = _hint(window, qtbot)
    button = panel.hint_widgets()[hint.action]
    assert panel.hinted_widgets() == [button]
    assert panel.choice is None and c.waiting_for_human and not button.hasFocus()
    assert {a for a, b in panel.hint_widgets().items() if b.isEnabled()} == enabled
    marked = button.grab().toImage()  # the frame shows on the button's own style too
    panel.mark_hint(())
    assert button.grab().toImage() != marked


def test_rettler_two_player_hint_marks_a_pile_top(window: MainWindow, qtbot: QtBot) -> None:
    """R-VAR-1: the tops of the human's piles are played like hand cards; a hint for one
    marks that top."""

    def top_to_play(view: Any) -> bool:
        tops = getattr(view, "tops", ())
        held = {c % DECK_STRIDE for c in view.hand}
        mine = {t for t in tops[view.seat] if t % DECK_STRIDE not in held} if tops else set()
        codes = {c for a in view.legal if isinstance(a, Lead) for c in a.cards} | {
            a.card for a in view.legal if isinstance(a, PlayCard)
        }
        return view.phase == "play" and any(c % DECK_STRIDE in codes for c in mine)

    state = _to_human(window, qtbot, "rettler", "two_player_1", 2, 3, top_to_play)
    c = window.controller
    view = state.view_for(0)
    held = {c % DECK_STRIDE for c in view.hand}
    top = next(
        t
        for t in view.tops[0]
        if t % DECK_STRIDE not in held
        and any(
            (isinstance(a, Lead) and t % DECK_STRIDE in a.cards)
            or (isinstance(a, PlayCard) and a.card % DECK_STRIDE == t % DECK_STRIDE)
            for a in view.legal
        )
    )
    hint = _hint(window, qtbot)  # the real hint first: its cards are marked
    assert window.scene.hinted_items()
    action = next(
        a
        for a in view.legal
        if (isinstance(a, Lead) and a.cards == (top % DECK_STRIDE,))
        or (isinstance(a, PlayCard) and a.card % DECK_STRIDE == top % DECK_STRIDE)
    )
    c.mark_hint((action,))  # a hint for the top goes the same way
    marked = window.scene.hinted_items()
    assert len(marked) == 1 and marked[0].card is not None
    assert marked[0].card % DECK_STRIDE == top % DECK_STRIDE
    assert marked[0] in window.scene.human_hand_items()
    assert marked[0].zone[0] == TABLEAU  # the pile's top itself, not a card of the hand
    assert hint is not None


def test_mustfollow_puzzle_turn_up_hint_marks_the_dummy_card(
    window: MainWindow, qtbot: QtBot
) -> None:
    """M-1P-3: a hinted turn-up names a place of the dummy's row: that face-down card is
    marked, and turning it up by a click takes the mark away."""
    start_puzzle(window.controller, 3, winnable_only=True)
    c = window.controller
    qtbot.waitUntil(lambda: c.waiting_for_human and window.queue.is_idle(), timeout=5000)
    assert c.view().phase == "turn_up"
    raised = [it.raised for it in window.scene.card_items()]
    hint = _hint(window, qtbot)
    assert isinstance(hint.action, TurnUp)
    places = [p for p, _s, _c in c.view().dummy_places]
    item = window.scene.zone_items(HAND, DUMMY)[places.index(hint.action.slot)]
    assert window.scene.hinted_items() == [item] and not item.face_up
    assert [it.raised for it in window.scene.card_items()] == raised
    assert not any(it.selected for it in window.scene.card_items())
    played = len(c.actions)
    click_card(window, item)
    qtbot.waitUntil(lambda: len(c.actions) > played, timeout=5000)
    assert window.scene.hinted_items() == []


def test_rettler_lead_options_frame_the_hinted_option(qtbot: QtBot) -> None:
    """The options of a selected lead are the copies on the table (instance ids, R-VAR-13);
    the hint's lead gives card codes: the option with the same cards and choices is framed,
    nothing chosen."""
    from napoleon_gui.games.rettler.panels import RettlerLeadChoicePanel

    options = [Lead((JOKER + DECK_STRIDE,), suit) for suit in range(4)]
    panel = RettlerLeadChoicePanel(options, False)
    qtbot.addWidget(panel)
    panel.mark_hint((Lead((JOKER,), 2),))
    assert panel.hinted_widgets() == [panel.option_buttons[options[2]]]
    assert panel.choice is None
    panel.mark_hint(())
    assert panel.hinted_widgets() == []


def _escape(window: MainWindow) -> None:
    """Escape where the keyboard focus is (in the decision area, or the window)."""
    target = QApplication.focusWidget() or window
    QTest.keyClick(target, Qt.Key.Key_Escape)


def _no_hint_left(window: MainWindow, panel: Any) -> None:
    """The hint's marks and its line are gone, and nothing was decided: the same panel is
    up, nothing chosen, the controller still waits for the human."""
    c = window.controller
    assert c.marked_actions == () and panel.hinted_widgets() == []
    assert window.scene.hinted_items() == []
    assert window.hint_label.text() == ""
    assert panel.choice is None and window.decisions.panel() is panel and c.waiting_for_human


def test_rettler_hint_frames_the_bid_it_suggests_and_escape_takes_it_away(
    window: MainWindow, qtbot: QtBot
) -> None:
    """Issue 21, point 4: a hinted bid frames its count and trump buttons (Pass its own
    button), without choosing the count; Escape puts the hint away and decides nothing."""
    from napoleon_gui.games.rettler.panel_hints import bid_widgets
    from napoleon_gui.games.rettler.panels import RettlerBidPanel

    _to_human(window, qtbot, "rettler", "book", 6, 1, lambda v: v.phase == "auction")
    c = window.controller
    panel = wait_panel(qtbot, window, RettlerBidPanel)
    count = panel.count
    checked = [b for b in panel.count_buttons.values() if b.isChecked()]
    hint = _hint(window, qtbot)
    framed = bid_widgets(panel, hint.action)
    assert framed and sorted(map(id, panel.hinted_widgets())) == sorted(map(id, framed))
    assert panel.count == count and [b for b in panel.count_buttons.values() if b.isChecked()] == (
        checked
    )
    assert panel.choice is None and c.waiting_for_human
    marked = framed[0].grab().toImage()  # the frame shows
    panel.mark_hint(())
    assert framed[0].grab().toImage() != marked
    panel.mark_hint((hint.action,))
    _escape(window)
    _no_hint_left(window, panel)


def test_rettler_hint_frames_the_called_card_and_another_call_takes_it_away(
    window: MainWindow, qtbot: QtBot
) -> None:
    from napoleon_gui.games.rettler.panels import RettlerAdjutantPanel

    _to_human(window, qtbot, "rettler", "book", 6, 7, lambda v: v.phase == "adjutant_call")
    c = window.controller
    panel = wait_panel(qtbot, window, RettlerAdjutantPanel)
    hint = _hint(window, qtbot)
    button = panel.hint_widgets()[hint.action]
    assert panel.hinted_widgets() == [button]
    assert not button.isChecked() and panel.selected() == [] and panel.choice is None
    # the player calls another card: the mark goes with the decision
    other = next(b for code, b in panel.card_buttons.items() if b.isEnabled() and b is not button)
    click_button(qtbot, other)
    played = len(c.actions)
    click_button(qtbot, panel.call_button)
    qtbot.waitUntil(lambda: len(c.actions) > played, timeout=5000)
    assert c.marked_actions == () and panel.hinted_widgets() == []


def test_belote_hint_frames_the_meld_to_announce_and_a_window_takes_it_away(
    window: MainWindow, qtbot: QtBot
) -> None:
    """The meld announcement's hint frames its radio button (the selection stays the
    player's); opening Settings and coming back leaves no mark and nothing decided."""
    from mouse import open_settings

    from engine.games.belote.actions import AnnounceMeld

    _to_human(
        window,
        qtbot,
        "belote",
        "standard",
        4,
        3,
        lambda v: v.phase == "announce" and bool(v.my_melds),
    )
    panel = wait_panel(qtbot, window)
    selected = panel.selected()
    hint = _hint(window, qtbot)
    assert isinstance(hint.action, AnnounceMeld)
    assert str(hint.text).startswith("Announce your ")
    radio = panel.hint_widgets()[hint.action]
    assert panel.hinted_widgets() == [radio]
    assert panel.selected() == selected and panel.choice is None
    marked = radio.grab().toImage()
    panel.mark_hint(())
    assert radio.grab().toImage() != marked
    panel.mark_hint((hint.action,))
    dialog = open_settings(qtbot, window)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # cancel, back to the table
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=3000)
    _no_hint_left(window, panel)


def test_napoleon_hint_goes_when_the_rules_viewer_opens_and_stays_away(
    window: MainWindow, qtbot: QtBot
) -> None:
    """Help ▸ Rules (F1) beside a hinted bid: the mark and the hint line go; closing the
    viewer brings back the same decision, unmarked and undecided."""
    _to_human(window, qtbot, "napoleon", "book", 5, 3, lambda v: v.phase == "auction")
    panel = wait_panel(qtbot, window, BiddingPanel)
    hint = _hint(window, qtbot)
    assert panel.hinted_widgets() == [panel.hint_widgets()[hint.action]]
    assert str(hint.text).startswith(("Pass.", "Bid ", "Close "))  # the choice first
    window.activateWindow()
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_F1)
    qtbot.waitUntil(
        lambda: window.rules_viewer is not None and window.rules_viewer.isVisible(), timeout=3000
    )
    _no_hint_left(window, panel)
    window.rules_viewer.close()
    _no_hint_left(window, panel)


def test_the_joker_suit_panel_frames_the_hinted_suit(qtbot: QtBot) -> None:
    """N-PLAY-4: a hinted joker lead names a suit; the suit's button is framed, nothing
    chosen."""
    from napoleon_gui.games.napoleon.joker_suit import JokerSuitPanel

    options = [PlayCard(JOKER, named_suit=suit) for suit in range(4)]
    panel = JokerSuitPanel(options)
    qtbot.addWidget(panel)
    panel.mark_hint((options[1],))
    assert panel.hinted_widgets() == [panel.suit_buttons[1]]
    assert panel.choice is None
    panel.mark_hint(())
    assert panel.hinted_widgets() == []


def test_the_urako_lead_panel_frames_the_hinted_kind(qtbot: QtBot) -> None:
    """N-VAR-7: the hinted lead declares a trump kind; its kind's button is framed (a kind
    with several plays — the joker naming a suit — frames once), nothing picked."""
    from engine.actions import Discard
    from engine.cards import napoleon_deck
    from engine.games.napoleon.params import URAKO_PRESET
    from engine.games.napoleon.state import NapoleonState
    from napoleon_gui.games.napoleon.variant_panels import UrakoLeadPanel

    deck = napoleon_deck()
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
    kind, plays = max(panel.by_kind.items(), key=lambda item: len(item[1]))
    panel.mark_hint((plays[-1],))
    assert panel.hinted_widgets() == [panel.kind_buttons[kind]]
    assert panel.choice is None and panel.kind == ""
    panel.mark_hint(())
    assert panel.hinted_widgets() == []
