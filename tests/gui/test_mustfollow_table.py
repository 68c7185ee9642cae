"""The must-follow puzzle and co-op game on the table, driven through the UI as the player:
clicks on the dummy's cards, double-clicks in the hand, the turn-up panel in the decision
area, the side panel's hint, undo, give up, statistics and table talk, the New-puzzle dialog.
Assertions are about what a player sees."""

from __future__ import annotations

import json

import pytest
from decision_box import assert_the_box_fits
from keys import press
from mouse import click_button, click_card, wait_panel
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QTextDocument
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QDockWidget,
    QMessageBox,
    QPushButton,
    QWidget,
)

from engine.actions import PlayCard
from engine.ai import make_bot
from engine.cards import parse_card
from engine.games.mustfollow.moves import PlayFaceDown, TurnUp
from engine.match import Match
from napoleon_gui import i18n
from napoleon_gui.dialogs.deal_result import DealResultWindow
from napoleon_gui.game_config import GameConfig
from napoleon_gui.games import ui_for
from napoleon_gui.games.mustfollow.decisions import TurnUpPanel
from napoleon_gui.games.mustfollow.dialogs import PuzzleDialog, ResultDialog
from napoleon_gui.games.mustfollow.puzzle import start_puzzle
from napoleon_gui.table.placement import HAND, TRICK

DUMMY = 1


def _plain(label) -> str:
    """A rich-text label as the player reads it (rule IDs keep their plain hyphens)."""
    doc = QTextDocument()
    doc.setHtml(label.text())
    return doc.toPlainText().replace("\u2011", "-")


def _ui():
    return ui_for("mustfollow")


def _start(window, number: int = 3, **options) -> None:
    start_puzzle(window.controller, number, winnable_only=True, **options)
    panel = _ui().panel
    panel.samples = 30  # a quick estimate is enough here
    panel.budget = 200_000


def _ready(window) -> bool:
    c = window.controller
    return c.state is not None and c.waiting_for_human and window.queue.is_idle()


def _dummy_items(window):
    return window.scene.zone_items(HAND, DUMMY)


def _face_up(window) -> int:
    return [it.face_up for it in _dummy_items(window)].count(True)


def _play_as_puzzle_player(window, bot, qtbot) -> None:
    """The engine's puzzle player picks; the choice is made by clicking on the table (the
    dummy's cards) or double-clicking a card of the hand."""
    c = window.controller
    view = c.view()
    action = bot.choose(view)
    places = [p for p, _s, _c in view.dummy_places]
    if isinstance(action, TurnUp | PlayFaceDown):
        click_card(window, _dummy_items(window)[places.index(action.slot)])
    elif action.card in view.hand:
        click_card(window, window.scene.item_for(action.card), double=True)
    else:
        index = next(i for i, (_p, _s, card) in enumerate(view.dummy_places) if card == action.card)
        click_card(window, _dummy_items(window)[index])


def _give_up(window, qtbot) -> None:
    """Give up by mouse: the button, then Yes in the question that guards the attempt."""
    click_button(qtbot, _ui().panel.give_up_button)
    box = window.findChild(QMessageBox, "mf_give_up_box")
    assert box is not None and box.isVisible()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, ResultDialog), timeout=5000)


def _coop(window, players: int = 3, seed: int = 4, human: int = 0) -> None:
    names = ["You", "Anne", "Ben", "Cleo"][:players]
    window.controller.new_match(
        GameConfig("mustfollow", "first_edition", players, human, ["normal"] * players, names, seed)
    )


def _turn_up_all(window, qtbot) -> None:
    """Turn up one dummy card of each suit by clicking the table."""
    while window.controller.view().phase == "turn_up":
        qtbot.waitUntil(lambda: _ready(window), timeout=5000)
        choosable = [it for it in _dummy_items(window) if it.raised]
        click_card(window, choosable[0])
    qtbot.waitUntil(lambda: _ready(window), timeout=5000)


#: The engine's strong puzzle player's line through puzzle 3 after the first card turned
#: (``make_bot("mustfollow", "strong", 5)``, each move its choice in the position): card codes
#: for the cards played from the hand or the face-up dummy, ``upN`` and ``downN`` for turning or
#: playing the dummy's face-down card at place N. Its search was most of the test's processor
#: time (11 s, now 1.3 s); the player is the same, so the table sees the same clicks.
PUZZLE_3_LINE = (
    "up2 up5 up10 C2 C7 S6 S4 H2 H6 S7 down1 D8 D7 down6 D9 down7 H9 down8 HQ down3 C5 down4 S9"
    " SJ down9 SQ down11 up0 up3 up6 up8 S2 SK down9 C8 H7 H5 H10 down4 D4 D3 D6 down7 D10 C9"
    " CK down10 CA down11 S3 down1 down2 H4 down12 HK"
)


class _StrongPuzzlePlayer:
    """The strong puzzle player, its moves for puzzle 3 read from ``PUZZLE_3_LINE``; should a
    recorded move not be legal (the puzzle or its rules changed), it searches from there on."""

    def __init__(self) -> None:
        self.line = PUZZLE_3_LINE.split()
        self.bot = None

    def choose(self, view):
        if self.line and self.bot is None:
            word = self.line.pop(0)
            if word.startswith(("up", "down")):
                slot = int(word.removeprefix("up").removeprefix("down"))
                move = TurnUp(slot) if word.startswith("up") else PlayFaceDown(slot)
            else:
                move = PlayCard(parse_card(word))
            if move in view.legal:
                return move
        if self.bot is None:
            self.bot = make_bot("mustfollow", "strong", 5)
        return self.bot.choose(view)


@pytest.mark.slow  # one of the longest: started first on its worker (tests/conftest.py)
def test_whole_puzzle_through_the_ui(window, qtbot) -> None:
    _start(window, 3)
    qtbot.waitUntil(lambda: _ready(window), timeout=5000)
    c = window.controller
    assert c.view().phase == "turn_up"
    panel = wait_panel(qtbot, window, TurnUpPanel)  # the player is told to turn up the dummy
    assert "M-1P-3" in _plain(panel.help_label)
    assert _face_up(window) == 0
    click_card(window, _dummy_items(window)[0])  # one card of the first suit turns over
    assert _face_up(window) == 1
    bot = _StrongPuzzlePlayer()
    dummy_plays = hand_plays = 0
    for _ in range(80):
        qtbot.waitUntil(
            lambda: _ready(window) or isinstance(window.active_dialog, DealResultWindow),
            timeout=20000,
        )
        if isinstance(window.active_dialog, DealResultWindow):
            break
        view = c.view()
        if view.phase == "play":
            dummy_plays += view.to_play == DUMMY
            hand_plays += view.to_play == 0
            assert window.decisions.panel() is None  # the turn-up panel went with its decision
        _play_as_puzzle_player(window, bot, qtbot)
    dialog = window.active_dialog
    assert isinstance(dialog, DealResultWindow)
    assert dummy_plays >= 12 and hand_plays >= 12  # both hands played from the table
    assert "Won with score" in dialog.headline.text()  # the engine's strong player solves #3
    assert "Attempts 1 · wins 1" in dialog.extras.stats.text()
    assert "Tricks 8" in window.scene.plate(0).text or "Tricks 4" in window.scene.plate(0).text


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_turn_up_panel_stays_until_the_dummy_is_laid_out(window, qtbot, speed) -> None:
    """M-1P-3: the decision area says what to do for as long as the turn-up is the player's
    decision (not a 6-second banner); Escape and a first Enter leave it up and turn nothing
    (Enter puts the ring on a card, as in every game: the next one turns it, issue 25); it
    goes when the last suit is turned."""
    window.queue.set_speed(speed)
    _start(window, 3)
    panel = wait_panel(qtbot, window, TurnUpPanel)
    assert window.decisions.isVisible()
    assert "Click one of the dummy's face-down cards" in _plain(panel.help_label)
    left = panel.suits_label.text()
    assert left.startswith("Still to turn:") and len(left.split(":")[1].split()) >= 2
    for key in (Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Escape):
        press(qtbot, window, key)
        assert window.decisions.panel() is panel and panel.isVisible()
    assert _face_up(window) == 0 and not window.controller.actions
    assert [it for it in _dummy_items(window) if it.focused]  # the ring shows where Enter acts
    qtbot.wait(6500 if speed == "normal" else 200)  # longer than the old banner lasted
    assert window.decisions.panel() is panel and panel.isVisible()
    suits = len(left.split(":")[1].split())
    for turned in range(1, suits + 1):
        choosable = [it for it in _dummy_items(window) if it.raised]
        click_card(window, choosable[0])
        if turned < suits:  # still the player's decision: the panel says what is left
            qtbot.wait(50)
            current = window.decisions.panel()
            assert isinstance(current, TurnUpPanel) and current.isVisible()
            assert len(current.suits_label.text().split(":")[1].split()) == suits - turned
            press(qtbot, window, Qt.Key.Key_Escape)
            assert window.decisions.panel() is current
            qtbot.waitUntil(lambda: _ready(window), timeout=10000)
    assert window.decisions.panel() is None  # gone as soon as the dummy is laid out
    qtbot.waitUntil(lambda: _ready(window), timeout=10000)
    assert window.controller.view().phase == "play"
    assert window.decisions.panel() is None and not window.decisions.isVisible()


def test_turn_up_one_card_of_each_suit_on_the_table(window, qtbot) -> None:
    """M-1P-3: every face-down dummy card is offered at first; once one of a suit is turned
    the rest of that suit is dimmed, and clicking one is refused with the rule ID."""
    _start(window, 3)
    qtbot.waitUntil(lambda: _ready(window), timeout=5000)
    items = _dummy_items(window)
    assert all(it.raised and not it.dimmed for it in items)
    suit = items[0].back_suit
    click_card(window, items[0])
    qtbot.waitUntil(lambda: _ready(window), timeout=5000)
    items = _dummy_items(window)
    view = window.controller.view()
    same = [
        it
        for it, (_p, s, card) in zip(items, view.dummy_places, strict=True)
        if s == suit and card is None
    ]
    others = [it for it, (_p, s, _c) in zip(items, view.dummy_places, strict=True) if s != suit]
    assert same and others
    assert all(it.dimmed and not it.raised for it in same)
    assert all(it.raised and not it.dimmed for it in others)
    click_card(window, same[0])
    assert "M-1P-3" in _plain(window.message_label)
    assert window.message_label.isVisible()
    assert _face_up(window) == 1
    assert isinstance(window.decisions.panel(), TurnUpPanel)  # the decision is still up


def test_enter_and_escape_decide_nothing_in_must_follow(window, qtbot) -> None:
    """Every must-follow decision: the turn-up, the puzzle player's own card, the dummy's
    card (M-1P-4) and a co-op card with the talk list focused. Escape plays, turns and says
    nothing; with no card chosen yet, Enter only puts the ring on a card (issue 25: the next
    Enter plays it, as in every game); the way to decide stays in sight."""
    c = window.controller

    def keys_do_nothing(keys=(Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape)) -> None:
        before = (len(c.actions), c.view().phase, c.view().to_play, len(c.view().messages))
        panel = window.decisions.panel()
        window.scene.hand_input.focus = None  # no card chosen yet
        for key in keys:
            press(qtbot, window, key)
            qtbot.wait(30)
        assert (len(c.actions), c.view().phase, c.view().to_play, len(c.view().messages)) == before
        assert window.decisions.panel() is panel
        assert c.waiting_for_human

    _start(window, 3)
    wait_panel(qtbot, window, TurnUpPanel)
    window.decisions.setFocus()
    keys_do_nothing((Qt.Key.Key_Return, Qt.Key.Key_Escape))  # the turn-up
    _turn_up_all(window, qtbot)
    bot = make_bot("mustfollow", "normal", 1)
    seen = set()
    for _ in range(16):  # (a lone card to play: Enter plays it, issue 25)
        qtbot.waitUntil(lambda: _ready(window), timeout=10000)
        to_play = c.view().to_play
        if to_play not in seen and len(c.view().legal) > 1:
            window.table_view.setFocus()
            # the hand's card (Enter: the ring comes to a card), then the dummy's
            keys_do_nothing((Qt.Key.Key_Return, Qt.Key.Key_Escape))
            seen.add(to_play)
        if seen == {0, DUMMY}:
            break
        _play_as_puzzle_player(window, bot, qtbot)
    assert seen == {0, DUMMY}
    _coop(window)
    qtbot.waitUntil(lambda: _ready(window), timeout=10000)
    talk = _ui().panel.talk_panel
    talk.messages.setFocus()
    talk.messages.setCurrentRow(0)
    # a co-op card, with a message selected in the talk list: Enter says nothing
    keys_do_nothing((Qt.Key.Key_Return, Qt.Key.Key_Escape))
    assert window.scene.focused_card() in c.view().hand  # the ring is on a card to play


def _click_item(qtbot, list_widget, row: int, double: bool = False) -> None:
    item = list_widget.item(row)
    list_widget.scrollToItem(item)
    pos = list_widget.visualItemRect(item).center()
    qtbot.mouseClick(list_widget.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    if double:  # the second click of a double click (QTest sends press + double click)
        qtbot.mouseDClick(list_widget.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def test_three_player_coop_with_table_talk(window, qtbot) -> None:
    """Talk in the side panel, with no modal window or pop-up menu: pick a message, Say;
    a rank claim the engine does not allow is refused with its rule ID (M-TALK-n)."""
    _coop(window)
    c = window.controller
    panel = _ui().panel
    talk = panel.talk_panel
    qtbot.waitUntil(lambda: _ready(window), timeout=10000)
    assert talk.isVisible() and talk.messages.isVisible() and talk.say_button.isVisible()
    assert not panel.give_up_button.isVisible() and not panel.undo_button.isVisible()
    # the partners wait for the human to speak first (M-TALK-4), and the panel says so
    assert not c.view().messages and "(no messages yet)" in talk.log.text()
    assert "wait for you" in talk.help.text()
    assert talk.messages.count() >= 5
    text = talk.messages.item(0).text()
    _click_item(qtbot, talk.messages, 0)
    assert QApplication.activePopupWidget() is None  # no menu grabbed the mouse
    click_button(qtbot, talk.say_button)
    assert QApplication.activeModalWidget() is None
    assert window.scene.speech(0) is not None and window.scene.speech(0) in text
    # the human spoke first; the partners answer with their plans
    messages = c.view().messages
    assert messages[0].seat == 0 and any(e.seat != 0 for e in messages)
    assert "You:" in talk.log.text()
    assert "Anne:" in talk.log.text() or "Ben:" in talk.log.text()
    assert "wait for you" not in talk.help.text()
    # a double click sends too
    said = len(c.view().messages)
    _click_item(qtbot, talk.messages, 1, double=True)
    qtbot.waitUntil(lambda: len(c.view().messages) > said, timeout=2000)
    # the list also has a rank claim about a table card the engine does not allow; choosing
    # it shows the refusal with its rule ID and nothing is said
    barred = [
        r
        for r in range(talk.messages.count())
        if talk.messages.item(r).text().endswith("(not allowed now)")
    ]
    assert barred
    assert talk.messages.item(barred[0]).font().strikeOut()
    # a rank claim names its card with solid suits, as the cards and the hints print them
    claims = [talk.messages.item(r).text() for r in barred]
    assert all(not set(t) & set("♡♢♤♧") for t in claims)
    assert any(set(t) & set("♥♦♠♣") for t in claims)
    log = talk.log.text()
    count = len(c.view().messages)
    _click_item(qtbot, talk.messages, barred[0])
    click_button(qtbot, talk.say_button)
    assert "Refused:" in _plain(window.message_label)
    assert "M-TALK-" in _plain(window.message_label)
    assert window.message_label.isVisible()
    assert QApplication.activeModalWidget() is None and QApplication.activePopupWidget() is None
    assert talk.log.text() == log and len(c.view().messages) == count
    for _ in range(40):
        qtbot.waitUntil(
            lambda: _ready(window) or isinstance(window.active_dialog, DealResultWindow),
            timeout=20000,
        )
        if isinstance(window.active_dialog, DealResultWindow):
            break
        legal = sorted(a.card for a in c.view().legal if isinstance(a, PlayCard))
        click_card(window, window.scene.item_for(legal[0]), double=True)
    dialog = window.active_dialog
    assert isinstance(dialog, DealResultWindow)
    text = dialog.formula_label.text()
    assert "Tricks You " in text  # the goal is checked against the tricks each seat took
    assert 'href="rule:M-' in text  # with the rule that decides it, as a link


def test_new_puzzle_dialog_pauses_the_game(window, qtbot) -> None:
    """While New puzzle is open no AI card is played and no decision falls due behind it;
    Cancel lets the game go on."""
    leader = Match.create("mustfollow", "first_edition", 3, 4).new_deal().current_seat
    human = (leader + 1) % 3  # an AI seat acts first
    _coop(window, 3, 4, human)
    c = window.controller
    actions = {a.objectName(): a for a in window.findChildren(QAction)}
    actions["act_puzzle_new"].trigger()  # the AI's move is on its way
    dialog = window.active_dialog
    assert isinstance(dialog, PuzzleDialog) and dialog.isVisible()
    qtbot.wait(1500)
    assert not c.actions  # no card played behind the dialog
    assert window.decisions.panel() is None and not c.waiting_for_human
    assert not [it for it in window.scene.card_items() if it.zone[0] == TRICK]
    buttons = dialog.findChild(QDialogButtonBox)
    cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
    click_button(qtbot, cancel)
    qtbot.waitUntil(lambda: bool(c.actions), timeout=10000)  # the game goes on
    assert c.config.players == 3  # the co-op game, not a puzzle
    qtbot.waitUntil(lambda: _ready(window), timeout=10000)


def test_puzzle_menu_starts_numbered_and_daily_deals(window, qtbot) -> None:
    from napoleon_gui.games.mustfollow.puzzle import daily_number

    actions = {a.objectName(): a for a in window.findChildren(QAction)}
    actions["act_puzzle_new"].trigger()
    dialog = window.active_dialog
    assert isinstance(dialog, PuzzleDialog)
    assert dialog.winnable.isChecked()  # "only deals winnable with perfect information"
    dialog.number.setValue(12)
    start = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    click_button(qtbot, start)
    qtbot.waitUntil(lambda: _ready(window), timeout=5000)
    c = window.controller
    assert c.match.current == 12 and c.state.rules.deal_filter == "winnable"
    assert "#12" in _ui().panel.title.text()
    assert isinstance(window.decisions.panel(), TurnUpPanel)  # the decision came after Start
    actions["act_puzzle_daily"].trigger()
    qtbot.waitUntil(lambda: _ready(window), timeout=5000)
    assert c.match.current == daily_number()


def test_numbered_deal_is_reproducible(window, qtbot) -> None:
    def table() -> tuple[list[int | None], list[int | None]]:
        hand = [it.card for it in window.scene.zone_items(HAND, 0)]
        backs = [it.back_suit for it in _dummy_items(window)]
        return hand, backs

    _start(window, 42)
    qtbot.waitUntil(lambda: _ready(window), timeout=5000)
    first = table()
    _start(window, 7)
    qtbot.waitUntil(lambda: _ready(window), timeout=5000)
    other = table()
    _start(window, 42)
    qtbot.waitUntil(lambda: _ready(window), timeout=5000)
    assert table() == first
    assert other != first
    assert "#42" in _ui().panel.title.text()


def test_hidden_cards_show_suits_and_no_rank(window, qtbot) -> None:
    _start(window, 5)
    qtbot.waitUntil(lambda: _ready(window), timeout=5000)
    view = window.controller.view()
    items = _dummy_items(window)
    assert len(items) == 13
    for it, (_place, suit, _card) in zip(items, view.dummy_places, strict=True):
        assert it.card is None and not it.face_up  # no rank on a hidden card's item
        assert it.back_suit == suit
    # the back with a suit is drawn differently from a plain back
    renderer = window.scene.renderer
    assert renderer.pixmap(None, 60, 1.0, 1).toImage() != renderer.pixmap(None, 60).toImage()


def test_undo_restores_the_previous_position(window, qtbot) -> None:
    _start(window, 3)
    c = window.controller
    bot = make_bot("mustfollow", "normal", 1)
    while True:  # turn up, lead the forced card, then the dummy's turn
        qtbot.waitUntil(lambda: _ready(window), timeout=5000)
        view = c.view()
        if view.phase == "play" and view.to_play == DUMMY:
            break
        _play_as_puzzle_player(window, bot, qtbot)
    legal = {a.slot for a in view.legal if isinstance(a, PlayFaceDown)}
    items = _dummy_items(window)
    down = [
        it for it, (place, _s, _c) in zip(items, view.dummy_places, strict=True) if place in legal
    ]
    assert down, "deal 3: the dummy can follow with a face-down card here"
    count_down = len([it for it in items if not it.face_up])
    trick_before = len([it for it in window.scene.card_items() if it.zone[0] == TRICK])
    click_card(window, down[0])  # a face-down dummy card is played (and turned over)
    qtbot.waitUntil(lambda: _ready(window), timeout=5000)
    assert len([it for it in _dummy_items(window) if not it.face_up]) == count_down - 1
    click_button(qtbot, _ui().panel.undo_button)
    qtbot.waitUntil(lambda: _ready(window), timeout=5000)
    assert len([it for it in _dummy_items(window) if not it.face_up]) == count_down
    assert len([it for it in window.scene.card_items() if it.zone[0] == TRICK]) == trick_before


def test_hint_names_a_legal_move_with_a_chance(window, qtbot) -> None:
    _start(window, 3)
    c = window.controller
    _turn_up_all(window, qtbot)
    panel = _ui().panel
    click_button(qtbot, panel.hint_button)
    qtbot.waitUntil(lambda: "%" in window.hint_label.text(), timeout=30000)
    text = window.hint_label.text()
    # the move first, then what decides it and its chance: never why the move is legal
    assert text.startswith(("Lead ", "Play ")) and "Why:" not in text and "best:" not in text
    analysis = panel.current_analysis()
    assert analysis is not None and analysis.best is not None
    assert analysis.best.action in c.view().legal
    status = panel.status.text()  # answered in words: yes (with the chance) or no (why)
    assert "Still winnable?" in status and ("Yes" in status or "No:" in status), status
    marked = window.scene.hinted_items()
    assert len(marked) == 1  # the hinted card is marked on the table (issue 21) ...
    assert not any(it.selected for it in window.scene.card_items())  # ... never selected


def test_statistics_saved_reloaded_and_broken_file_kept(window, qtbot, tmp_path) -> None:
    ui = _ui()
    ui.stats = None
    _start(window, 9)
    qtbot.waitUntil(lambda: _ready(window), timeout=5000)
    _give_up(window, qtbot)
    dialog = window.active_dialog
    assert isinstance(dialog, ResultDialog)
    assert "Given up" in dialog.headline.text()
    assert window.decisions.panel() is None  # no turn-up left behind the result
    # the winning line is searched off the UI thread, then stepped through on the table
    qtbot.waitUntil(lambda: dialog.replay is not None, timeout=20000)
    assert "A winning line existed" in dialog.line_label.text()  # deal 9 is winnable
    assert "Move 0 of" in dialog.step_label.text()
    assert not [it for it in window.scene.card_items() if it.zone[0] == TRICK]
    click_button(qtbot, dialog.next_button)
    assert "Move 1 of" in dialog.step_label.text() and "You: ♣2" in dialog.step_label.text()
    trick = [it for it in window.scene.card_items() if it.zone[0] == TRICK]
    assert [it.card for it in trick] == [parse_card("C2")]  # the forced lead (M-LEAD-1)
    path = tmp_path / "statistics.json"  # the shared statistics store (#13)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["schema_version"] == 1
    assert saved["puzzle"]["attempts"] == 1 and saved["puzzle"]["wins"] == 0
    assert saved["puzzle"]["by_number"]["9"]["attempts"] == 1
    dialog.accept()
    qtbot.waitUntil(lambda: _ready(window), timeout=5000)  # the next puzzle is dealt
    assert isinstance(window.decisions.panel(), TurnUpPanel)
    ui.stats = None  # as after a restart
    assert ui.load_stats(window).attempts == 1
    broken = '{"schema_version": 1, "puzzle": {"attempts": "many", "wins": 0}}'
    path.write_text(broken, encoding="utf-8")
    ui.stats = None
    stats = ui.load_stats(window)
    assert stats.attempts == 0
    assert "attempts" in window.message_label.text()
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("statistics.json.")]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == broken


def test_two_players_show_the_round_and_the_round_one_leftovers(window, qtbot) -> None:
    match = Match.create("mustfollow", "first_edition", 2, 1)
    state = match.new_deal()
    bots = [make_bot("mustfollow", "normal", 1 + i) for i in range(2)]
    while state.round_no == 1:  # these partners pass round 1 of seed 1 (M-2P-9)
        seat = state.current_seat
        state.apply(bots[seat].choose(state.view_for(seat)))
    c = window.controller
    c.new_match(
        GameConfig("mustfollow", "first_edition", 2, 0, ["normal"] * 2, ["You", "Anne"], 1), match
    )
    c.start_deal(state)  # the table as it stands in round 2
    qtbot.waitUntil(lambda: _ready(window), timeout=10000)
    assert "Round 2 of 2" in window.scene.info_lines()
    leftovers = window.scene.zone_items("discard", 0)
    assert [it.card for it in leftovers] == list(state.leftovers())
    assert all(it.face_up for it in leftovers)
    # round 2 swaps the trick counts and asks for the pair round 1 did not leave (M-2P-9)
    r1 = state.round_results[0][0]
    # the suits solid, as the cards print them (issue 25: glyph25)
    other = "♥+♦" if {c // 13 for c in state.leftovers()} == {0, 3} else "♠+♣"
    panel = _ui().panel
    assert (
        f"Now (round 2): You {12 - r1[0]}, Anne {12 - r1[1]} tricks; last cards {other}"
        in _plain(panel.goal)
    )
    counts = c.view().suit_counts
    a, b = sorted({"♠+♣": (0, 3), "♥+♦": (1, 2)}[other])
    still = bool((counts[0][a] and counts[1][b]) or (counts[0][b] and counts[1][a]))
    assert _plain(panel.suits).endswith(
        f"{other}: {'still possible' if still else 'no longer possible'}"
    )
    assert "#c0142c" in panel.suits.text().split("♥")[0][-40:]  # ♥ in the deck's red
    partner = window.scene.zone_items(HAND, 1)
    assert all(it.card is None and it.back_suit is not None for it in partner)


# --- buttons that never move, layout at the smallest sizes ---------------------------------
def _where(button: QWidget) -> tuple[QPoint, int, int]:
    """Where the button is in its side panel (or dialog): the window's menu bar and toolbar
    are redrawn in the new language at once, and Japanese menus are a few pixels taller."""
    top = button
    while (
        not top.isWindow()
        and top.parentWidget() is not None
        and not isinstance(top.parentWidget(), QDockWidget)
    ):
        top = top.parentWidget()
    return button.mapTo(top, QPoint(0, 0)), button.width(), button.height()


def _fits(button: QPushButton) -> bool:
    """The button's text is not clipped (its text and some room around it)."""
    return button.fontMetrics().horizontalAdvance(button.text()) + 12 <= button.width()


def test_puzzle_panel_buttons_keep_their_place_when_texts_change(window, qtbot) -> None:
    """Hint / Undo / Give up / Say hold their longest text in en and ja: a language change,
    the "still winnable?" line and the goal lines changing never move them."""
    _start(window, 3)
    _turn_up_all(window, qtbot)
    panel = _ui().panel
    buttons = [panel.hint_button, panel.undo_button, panel.give_up_button, panel.solution_button]
    before = [_where(b) for b in buttons]
    status = panel.status.text()
    click_button(qtbot, panel.hint_button)  # "thinking…", then the chance
    qtbot.waitUntil(lambda: any(w in panel.status.text() for w in ("Yes", "No:")), timeout=30000)
    assert panel.status.text() != status
    qtbot.wait(50)
    assert [_where(b) for b in buttons] == before
    i18n.set_language("ja")
    qtbot.wait(50)
    assert panel.give_up_button.text() == "あきらめる"
    assert [_where(b) for b in buttons] == before
    for b in buttons:  # the text fits in the fixed width in both languages
        assert _fits(b)
    i18n.set_language("en")
    qtbot.wait(50)
    assert [_where(b) for b in buttons] == before
    _coop(window)
    qtbot.waitUntil(lambda: _ready(window), timeout=10000)
    say = panel_say = _ui().panel.talk_panel.say_button
    where = _where(say)
    log = _ui().panel.talk_panel.log.text()
    _click_item(qtbot, _ui().panel.talk_panel.messages, 0)
    click_button(qtbot, panel_say)
    qtbot.wait(50)
    assert _ui().panel.talk_panel.log.text() != log  # the log under it grew
    assert _where(say) == where
    i18n.set_language("ja")
    qtbot.wait(50)
    assert say.text() == "発言する" and _where(say) == where


def test_replay_buttons_keep_their_place_when_stepping(window, qtbot) -> None:
    """The given-up puzzle's winning line: "Next ▶" and "◀ Back" do not move while the step
    line changes, and hold their text in both languages."""
    _start(window, 9)
    qtbot.waitUntil(lambda: _ready(window), timeout=5000)
    _give_up(window, qtbot)
    dialog = window.active_dialog
    assert isinstance(dialog, ResultDialog)
    qtbot.waitUntil(lambda: dialog.next_button.isVisible(), timeout=20000)
    qtbot.wait(50)
    nxt, back = dialog.next_button, dialog.prev_button
    before = (_where(nxt), _where(back))
    texts = set()
    for _ in range(12):
        click_button(qtbot, nxt)
        texts.add(dialog.step_label.text())
        qtbot.wait(10)
        assert (_where(nxt), _where(back)) == before
    assert len(texts) == 12
    click_button(qtbot, back)
    assert (_where(nxt), _where(back)) == before
    for button, key in ((nxt, "mf_next"), (back, "mf_prev")):
        width = button.width()
        for lang in ("en", "ja"):
            i18n.set_language(lang)
            button.setText(i18n.tr(key))
            assert _fits(button) and button.width() == width
    dialog.accept()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_layout_at_small_windows(window, qtbot, lang, size) -> None:
    """The turn-up panel and the side panel's buttons and talk list fit in the window at
    1024x700 and 1280x800, in English and Japanese; the panel is low."""
    i18n.set_language(lang)
    window.resize(*size)
    _start(window, 3)
    panel = wait_panel(qtbot, window, TurnUpPanel)
    qtbot.wait(50)
    assert window.width() <= size[0] and window.height() <= size[1]
    assert panel.sizeHint().height() <= 230
    assert_the_box_fits(window, {"turn_up": window.decisions.height()})  # issue 25: glyph25
    label = panel.help_label  # wrapped, and not cut: as tall as its text needs at its width
    assert label.height() >= label.heightForWidth(label.width())
    visible = window.rect()

    def inside(widget: QWidget) -> bool:
        top_left = widget.mapTo(window, QPoint(0, 0))
        return (
            widget.isVisible()
            and visible.contains(top_left)
            and visible.contains(top_left + QPoint(widget.width() - 1, widget.height() - 1))
        )

    assert inside(window.decisions) and inside(panel.help_label) and inside(panel.suits_label)
    side = _ui().panel
    for button in (side.hint_button, side.undo_button, side.give_up_button, side.solution_button):
        assert inside(button), button.objectName()
        assert _fits(button)  # not clipped
    _coop(window)
    qtbot.waitUntil(lambda: _ready(window), timeout=10000)
    side = _ui().panel
    talk = side.talk_panel
    assert window.width() <= size[0] and window.height() <= size[1]
    for widget in (talk.messages, talk.say_button, side.hint_button):
        assert inside(widget), widget.objectName()
    assert all(_fits(b) for b in side.widget.findChildren(QPushButton) if b.isVisible())
