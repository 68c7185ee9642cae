"""The must-follow puzzle and co-op game on the table, driven through the UI as the player:
clicks on the dummy's cards, double-clicks in the hand, the goal panel, hint, undo, give up,
statistics and table talk. Assertions are about what a player sees."""

from __future__ import annotations

import json

from mouse import click_card

from engine.actions import PlayCard
from engine.ai import make_bot
from engine.cards import parse_card
from engine.games.mustfollow.moves import PlayFaceDown, TurnUp
from napoleon_gui.controllers.game import GameConfig
from napoleon_gui.games import ui_for
from napoleon_gui.games.mustfollow.dialogs import ResultDialog
from napoleon_gui.games.mustfollow.puzzle import start_puzzle
from napoleon_gui.table.placement import HAND, TRICK

DUMMY = 1


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


def _play_as_puzzle_player(window, bot, qtbot) -> None:
    """The engine's puzzle player picks; the choice is made by clicking on the table."""
    c = window.controller
    view = c.view()
    action = bot.choose(view)
    places = [p for p, _s, _c in view.dummy_places]
    if isinstance(action, TurnUp | PlayFaceDown):
        click_card(window, _dummy_items(window)[places.index(action.slot)])
    elif action.card in view.hand:
        window.on_card_activated(action.card)
    else:
        index = next(i for i, (_p, _s, card) in enumerate(view.dummy_places)
                     if card == action.card)
        click_card(window, _dummy_items(window)[index])


def test_whole_puzzle_through_the_ui(window, qtbot) -> None:
    _start(window, 3)
    qtbot.waitUntil(lambda: _ready(window), timeout=5000)
    c = window.controller
    assert c.view().phase == "turn_up"
    assert "M-1P-3" in window.scene.message  # the player is told to turn up the dummy
    before = [it.face_up for it in _dummy_items(window)]
    assert not any(before)
    click_card(window, _dummy_items(window)[0])  # one card of the first suit turns over
    assert [it.face_up for it in _dummy_items(window)].count(True) == 1
    bot = make_bot("mustfollow", "normal", 5)
    dummy_plays = hand_plays = 0
    for _ in range(80):
        qtbot.waitUntil(lambda: _ready(window) or isinstance(window.active_dialog,
                                                             ResultDialog), timeout=20000)
        if isinstance(window.active_dialog, ResultDialog):
            break
        view = c.view()
        if view.phase == "play":
            dummy_plays += view.to_play == DUMMY
            hand_plays += view.to_play == 0
        _play_as_puzzle_player(window, bot, qtbot)
    dialog = window.active_dialog
    assert isinstance(dialog, ResultDialog)
    assert dummy_plays >= 12 and hand_plays >= 12  # both hands played from the table
    assert "Won! Score" in dialog.headline.text()  # the engine's player solves #3
    assert "Attempts 1 · wins 1" in dialog.stats.text()
    assert "Tricks 8" in window.scene.plate(0).text or "Tricks 4" in window.scene.plate(0).text


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
    same = [it for it, (_p, s, card) in zip(items, view.dummy_places, strict=True)
            if s == suit and card is None]
    others = [it for it, (_p, s, _c) in zip(items, view.dummy_places, strict=True) if s != suit]
    assert same and others
    assert all(it.dimmed and not it.raised for it in same)
    assert all(it.raised and not it.dimmed for it in others)
    click_card(window, same[0])
    assert "M-1P-3" in window.message_label.text()
    assert [it.face_up for it in _dummy_items(window)].count(True) == 1


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
    down = [it for it, (place, _s, _c) in zip(items, view.dummy_places, strict=True)
            if place in legal]
    assert down, "deal 3: the dummy can follow with a face-down card here"
    count_down = len([it for it in items if not it.face_up])
    trick_before = len([it for it in window.scene.card_items() if it.zone[0] == TRICK])
    click_card(window, down[0])  # a face-down dummy card is played (and turned over)
    qtbot.waitUntil(lambda: _ready(window), timeout=5000)
    assert len([it for it in _dummy_items(window) if not it.face_up]) == count_down - 1
    window.undo()
    qtbot.waitUntil(lambda: _ready(window), timeout=5000)
    assert len([it for it in _dummy_items(window) if not it.face_up]) == count_down
    assert len([it for it in window.scene.card_items()
                if it.zone[0] == TRICK]) == trick_before


def test_hint_names_a_legal_move_with_a_chance(window, qtbot) -> None:
    _start(window, 3)
    c = window.controller
    bot = make_bot("mustfollow", "normal", 1)
    while c.view().phase != "play":
        qtbot.waitUntil(lambda: _ready(window), timeout=5000)
        _play_as_puzzle_player(window, bot, qtbot)
    qtbot.waitUntil(lambda: _ready(window), timeout=5000)
    c.show_hint()
    qtbot.waitUntil(lambda: "%" in window.hint_label.text(), timeout=30000)
    text = window.hint_label.text()
    assert "best:" in text and "Why:" in text
    panel = _ui().panel
    analysis = panel.current_analysis()
    assert analysis is not None and analysis.best is not None
    assert analysis.best.action in c.view().legal
    assert "Still winnable?" in panel.status.text() and "%" in panel.status.text()
    marked = [it for it in window.scene.card_items() if it.selected]
    assert len(marked) == 1  # the hinted card is marked on the table


def test_statistics_saved_reloaded_and_broken_file_kept(window, qtbot, tmp_path) -> None:
    ui = _ui()
    ui.stats = None
    _start(window, 9)
    qtbot.waitUntil(lambda: _ready(window), timeout=5000)
    ui.panel.give_up()
    dialog = window.active_dialog
    assert isinstance(dialog, ResultDialog)
    assert "Given up" in dialog.headline.text()
    # the winning line is searched off the UI thread, then stepped through on the table
    qtbot.waitUntil(lambda: dialog.replay is not None, timeout=20000)
    assert "A winning line existed" in dialog.line_label.text()  # deal 9 is winnable
    assert "Move 0 of" in dialog.step_label.text()
    assert not [it for it in window.scene.card_items() if it.zone[0] == TRICK]
    dialog.next_button.click()
    assert "Move 1 of" in dialog.step_label.text() and "You: ♣2" in dialog.step_label.text()
    trick = [it for it in window.scene.card_items() if it.zone[0] == TRICK]
    assert [it.card for it in trick] == [parse_card("C2")]  # the forced lead (M-LEAD-1)
    path = tmp_path / "mustfollow_stats.json"
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["schema_version"] == 1 and saved["attempts"] == 1 and saved["wins"] == 0
    dialog.accept()
    ui.stats = None  # as after a restart
    assert ui.load_stats(window).attempts == 1
    broken = '{"schema_version": 1, "attempts": "many", "wins": 0}'
    path.write_text(broken, encoding="utf-8")
    ui.stats = None
    stats = ui.load_stats(window)
    assert stats.attempts == 0
    assert "attempts" in window.message_label.text()
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("mustfollow_stats.json.")]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == broken


def test_three_player_coop_with_table_talk(window, qtbot) -> None:
    names = ["You", "Anne", "Ben"]
    window.controller.new_match(GameConfig("mustfollow", "first_edition", 3, 0,
                                           ["normal"] * 3, names, 4))
    c = window.controller
    panel = _ui().panel
    qtbot.waitUntil(lambda: _ready(window), timeout=10000)
    # the partners proposed their plans (M-TALK-4): shown in the talk log
    assert "Anne:" in panel.talk.text() or "Ben:" in panel.talk.text()
    # the human opens the message menu and sends the first entry
    panel.fill_say_menu()
    actions = panel.say_menu.actions()
    assert actions
    text = actions[0].text()
    actions[0].trigger()
    assert window.scene.speech(0) is not None and window.scene.speech(0) in text
    assert "You:" in panel.talk.text()
    # the menu also lists a rank claim about the center card the engine does not allow;
    # choosing it shows the refusal with its rule ID and nothing is said
    panel.fill_say_menu()
    barred = [a for a in panel.say_menu.actions() if a.text().endswith("(not allowed now)")]
    assert barred
    log = panel.talk.text()
    barred[0].trigger()
    assert "Refused:" in window.message_label.text()
    assert "M-TALK-" in window.message_label.text()
    assert panel.talk.text() == log
    for _ in range(40):
        qtbot.waitUntil(lambda: _ready(window) or isinstance(window.active_dialog,
                                                             ResultDialog), timeout=20000)
        if isinstance(window.active_dialog, ResultDialog):
            break
        legal = sorted(a.card for a in c.view().legal if isinstance(a, PlayCard))
        window.on_card_activated(legal[0])
    dialog = window.active_dialog
    assert isinstance(dialog, ResultDialog)
    assert "Round 1: tricks" in "".join(w.text() for w in dialog.findChildren(type(
        dialog.headline)))


def test_two_players_show_the_round_and_the_round_one_leftovers(window, qtbot) -> None:
    from engine.match import Match

    match = Match.create("mustfollow", "first_edition", 2, 1)
    state = match.new_deal()
    bots = [make_bot("mustfollow", "normal", 1 + i) for i in range(2)]
    while state.round_no == 1:  # these partners pass round 1 of seed 1 (M-2P-9)
        seat = state.current_seat
        state.apply(bots[seat].choose(state.view_for(seat)))
    c = window.controller
    c.new_match(GameConfig("mustfollow", "first_edition", 2, 0, ["normal"] * 2,
                           ["You", "Anne"], 1), match)
    c.start_deal(state)  # the table as it stands in round 2
    qtbot.waitUntil(lambda: _ready(window), timeout=10000)
    assert "Round 2 of 2" in window.scene.info_lines()
    leftovers = window.scene.zone_items("discard", 0)
    assert [it.card for it in leftovers] == list(state.leftovers())
    assert all(it.face_up for it in leftovers)
    # round 2 swaps the trick counts and asks for the pair round 1 did not leave (M-2P-9)
    r1 = state.round_results[0][0]
    other = "♡+♢" if {c // 13 for c in state.leftovers()} == {0, 3} else "♠+♣"
    panel = _ui().panel
    assert f"Now (round 2): You {12 - r1[0]}, Anne {12 - r1[1]} tricks; last cards {other}" \
        in panel.goal.text()
    counts = c.view().suit_counts
    a, b = sorted({"♠+♣": (0, 3), "♡+♢": (1, 2)}[other])
    still = bool((counts[0][a] and counts[1][b]) or (counts[0][b] and counts[1][a]))
    assert panel.suits.text().endswith(
        f"{other}: {'still possible' if still else 'no longer possible'}")
    partner = window.scene.zone_items(HAND, 1)
    assert all(it.card is None and it.back_suit is not None for it in partner)


def test_puzzle_menu_starts_numbered_and_daily_deals(window, qtbot) -> None:
    from PySide6.QtGui import QAction

    from napoleon_gui.games.mustfollow.dialogs import PuzzleDialog
    from napoleon_gui.games.mustfollow.puzzle import daily_number

    actions = {a.objectName(): a for a in window.findChildren(QAction)}
    actions["act_puzzle_new"].trigger()
    dialog = window.active_dialog
    assert isinstance(dialog, PuzzleDialog)
    assert dialog.winnable.isChecked()  # "only deals winnable with perfect information"
    dialog.number.setValue(12)
    dialog.accept()
    qtbot.waitUntil(lambda: _ready(window), timeout=5000)
    c = window.controller
    assert c.match.current == 12 and c.state.rules.deal_filter == "winnable"
    assert "#12" in _ui().panel.title.text()
    actions["act_puzzle_daily"].trigger()
    qtbot.waitUntil(lambda: _ready(window), timeout=5000)
    assert c.match.current == daily_number()
