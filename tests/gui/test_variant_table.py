"""Napoleon's chapter-6 variants on the table (issue #15): the two-player tableaus (N-VAR-1)
and stock (N-VAR-2), the four-pile deal (N-VAR-3), the blind stand's face-up cards (N-VAR-6),
the Imperialist's trump (N-VAR-5) and Urako's trump kind per trick (N-VAR-7), as a player
sees them, driven by the mouse where the player acts."""

from __future__ import annotations

from mouse import click_card
from pace import phase_is, speed_when, tricks_done

from engine.actions import PlayCard
from engine.ai import make_bot
from engine.cards import BIT, sort_key
from engine.core import GameState
from engine.events import CardDrawn, HandsLifted, TrickTrumpDeclared
from engine.games.napoleon.four_pile import FourPileView
from engine.games.napoleon.two_player import TwoPlayerView
from engine.match import Match
from napoleon_gui.game_config import GameConfig
from napoleon_gui.games.napoleon.variant_projection import STRIDE
from napoleon_gui.i18n import trump_name
from napoleon_gui.table.placement import ASIDE, HAND, KITTY, PILES, STOCK, TABLEAU
from napoleon_gui.widgets.deck_look import solid_suits

NAMES = ["You", "Anne", "Ben", "Clara", "Dan"]


def _start(window, preset: str, players: int, seed: int, human: int | None = 0) -> None:
    config = GameConfig(
        "napoleon", preset, players, human, ["normal"] * players, NAMES[:players], seed
    )
    window.controller.new_match(config)


def _over(window) -> bool:
    c = window.controller
    return c.state is not None and c.state.is_over and window.queue.is_idle()


def _tableau_matches(window) -> None:
    """Every tableau item shows what the view shows: face-up cards (the playable tops among
    them) face up, the covered middle cards as backs."""
    view = window.controller.view()
    assert isinstance(view, TwoPlayerView)
    scene = window.scene
    for seat, piles in enumerate(view.tableaus):
        items = scene.zone_items(TABLEAU, seat)
        assert len(items) == sum(len(p) for p in piles)
        shown = [(it.card, it.face_up) for it in items]
        expected = [(c, c is not None) for p in piles for c in p]
        assert shown == expected
        top_index = {p * STRIDE + len(pile) - 1 for p, pile in enumerate(piles) if pile}
        top_items = [it for it in items if it.index in top_index]
        assert {it.card for it in top_items} == set(view.tops[seat])
        assert all(it.face_up for it in top_items)


def test_an_all_ai_tableau_deal_plays_to_the_end_on_the_table(qtbot, window):
    """N-VAR-1 with every seat an AI, the first three tricks animated (the deal and the
    rest at Instant speed): each pile shows the view's tops face up and its covered cards
    as backs after every trick, to the end of the deal."""
    window.scene.set_trick_pause_ms(0)
    speed_when(window, phase_is(window, "play"), "fast")
    speed_when(window, tricks_done(window, 3), "instant")
    checked: list[int] = []

    def check() -> None:
        if window.queue.is_idle() and window.controller.state is not None:
            state = window.controller.state
            if state.phase == "play" and not state.is_over:
                _tableau_matches(window)
                checked.append(len(state.completed))

    window.queue.idle.connect(check)
    _start(window, "two_player_1", 2, seed=4, human=None)
    view = window.controller.view()
    assert isinstance(view, TwoPlayerView)
    qtbot.waitUntil(lambda: _over(window), timeout=120000)
    assert len(set(checked)) >= 10  # the tableau was right trick after trick
    assert len(window.controller.state.completed) == 24
    # once over, nothing is playable any more
    assert not any(it.interactive for it in window.scene.zone_items(TABLEAU, 0))


def _tableau_turn(seed: int) -> tuple[GameState, list]:
    """A two_player_1 deal played by bots up to the human's (seat 0) turn to play with a
    pile top among his legal cards."""
    for s in range(seed, seed + 30):
        state = Match.create("napoleon", "two_player_1", 2, s).new_deal()
        bots = [make_bot("napoleon", "normal", s * 10 + i) for i in range(2)]
        actions: list = []
        while not state.is_over:
            seat = state.current_seat
            assert seat is not None
            view = state.view_for(seat)
            if seat == 0 and state.phase == "play":
                tops = set(view.tops[0])
                if any(isinstance(a, PlayCard) and a.card in tops for a in view.legal):
                    return state, actions
            action = bots[seat].choose(view)
            state.apply(action)
            actions.append(action)
    raise AssertionError("no deal gives the human a playable pile top")


def test_a_click_on_a_pile_top_plays_it(qtbot, window):
    state, actions = _tableau_turn(7)
    window.controller.new_match(
        GameConfig("napoleon", "two_player_1", 2, 0, ["normal"] * 2, NAMES[:2], 7)
    )
    window.controller.start_deal(state, actions)
    qtbot.waitUntil(lambda: window.controller.waiting_for_human and window.queue.is_idle())
    view = window.controller.view()
    legal = {a.card for a in view.legal if isinstance(a, PlayCard)}
    card = next(c for c in view.tops[0] if c in legal)
    item = window.scene.item_for(card)
    assert item is not None and item.zone == (TABLEAU, 0)
    assert item.interactive and item.raised  # a legal play, raised like a hand card
    # a top that is not legal is dimmed like an illegal hand card
    for it in window.scene.zone_items(TABLEAU, 0):
        if it.interactive and it.card not in legal:
            assert it.dimmed
    trick_before = len(window.controller.state.completed)
    click_card(window, item)
    qtbot.waitUntil(lambda: window.controller.actions[-1] == PlayCard(card), timeout=5000)
    played = [c for t in window.controller.state.completed[trick_before:] for _s, c in t.plays]
    played += list(window.controller.state.trick)
    assert card in played
    qtbot.waitUntil(lambda: window.queue.is_idle())
    assert window.scene.item_for(card) is None or window.scene.item_for(card).zone[0] != TABLEAU


def test_the_stock_count_goes_down_as_cards_are_drawn(qtbot, window):
    """N-VAR-2: the stock in the middle says how many cards it holds; each draw after a
    trick takes one (animated) and the count follows. The piles are dealt and taken at
    Instant speed, the tricks and draws move at Fast speed."""
    window.scene.set_trick_pause_ms(0)
    speed_when(window, phase_is(window, "play"), "fast")
    counts: list[tuple[int, str, int]] = []
    draws: list[int] = []

    def seen(event, view) -> None:
        if isinstance(event, CardDrawn):
            draws.append(event.stock_left)
            assert window.queue.duration_ms() > 0  # the draw moves

    def idle() -> None:
        view = window.controller.view() if window.controller.state is not None else None
        if isinstance(view, TwoPlayerView) and view.layout and window.queue.is_idle():
            stock = window.scene.zone_items(STOCK, 0)
            text = window.scene.captions().get("stock", "")
            counts.append((view.stock_left, text, len(stock)))

    window.queue.playing.connect(seen)
    window.queue.idle.connect(idle)
    _start(window, "two_player_2", 2, seed=5, human=None)
    qtbot.waitUntil(
        lambda: (
            window.controller.state is not None
            and window.controller.state.phase == "play"
            and len(window.controller.state.completed) >= 4
            and window.queue.is_idle()
        ),
        timeout=60000,
    )
    shown = [(n, text, items) for n, text, items in counts if text]
    assert shown[0][0] == 38 and shown[0][1] == "Stock: 38" and shown[0][2] == 38
    assert all(text == f"Stock: {n}" and items == n for n, text, items in shown)
    lefts = [n for n, _t, _i in shown]
    assert lefts == sorted(lefts, reverse=True) and lefts[-1] <= 38 - 8
    assert draws[:4] == [37, 36, 35, 34]  # the winner draws, then the loser
    # the pile nobody took lies aside, face down
    aside = window.scene.zone_items(ASIDE, 0)
    assert len(aside) == 5 and not any(it.face_up for it in aside)
    # the human's hand holds the cards he drew, face up
    view = window.controller.view()
    hand = window.scene.zone_items(HAND, 0)
    assert sorted(it.card for it in hand) == sorted(view.hand)
    assert all(it.face_up for it in hand)


def test_a_blind_stand_shows_each_seats_face_up_card(qtbot, window):
    """N-VAR-6: after the deal every seat's card lies face up at its place; the human's
    other cards stay face down until the hands are lifted after the adjutant call."""
    _start(window, "blind_stand", 4, seed=3, human=0)
    qtbot.waitUntil(lambda: window.controller.waiting_for_human and window.queue.is_idle())
    view = window.controller.view()
    assert view.phase == "auction" and view.hand_unseen
    scene = window.scene
    for seat in range(4):
        hand = scene.zone_items(HAND, seat)
        up = [it.card for it in hand if it.face_up]
        assert up == [view.blind_cards[seat]] or (
            seat == 0 and view.blind_cards[0] in up and set(up) <= set(view.hand)
        )
        assert len(hand) == view.hand_sizes[seat]
    # the human's own hidden cards are backs that cannot be played
    hidden = [it for it in scene.zone_items(HAND, 0) if not it.face_up]
    assert hidden and all(it.card is None and not it.interactive for it in hidden)


def test_a_blind_stand_lifts_the_hand_after_the_adjutant_call(qtbot, window):
    """HandsLifted turns the human's hand up (animated from the adjutant call on: the
    deal and the auction at Instant speed); the others' face-up cards stay."""
    window.scene.set_trick_pause_ms(0)
    speed_when(window, phase_is(window, "adjutant_call"), "fast")
    lifted: list[int] = []
    window.queue.playing.connect(
        lambda event, _view: (
            lifted.append(window.queue.duration_ms()) if isinstance(event, HandsLifted) else None
        )
    )
    _start(window, "blind_stand", 4, seed=3, human=None)
    qtbot.waitUntil(
        lambda: (
            window.controller.state is not None
            and window.controller.state.phase == "play"
            and window.queue.is_idle()
        ),
        timeout=60000,
    )
    assert lifted and all(lifted)  # the hands were lifted, animated
    view = window.controller.view()
    assert not view.hand_unseen
    hand = window.scene.zone_items(HAND, 0)
    assert all(it.face_up for it in hand)
    assert sorted(it.card for it in hand) == sorted(view.hand)
    for seat in range(1, 4):
        blind = view.blind_cards[seat]
        still_held = not view.played_mask & BIT[blind] and blind not in view.discard_row
        up = [it.card for it in window.scene.zone_items(HAND, seat) if it.face_up]
        assert up == ([blind] if still_held else [])


def test_four_piles_then_the_pile_aside_and_the_kitty(qtbot, window):
    """N-VAR-3: four face-down piles and the middle card; the piles go to the players' hands,
    the fourth lies aside; the Napoleon's kitty is drawn from it to the middle card."""
    window.queue.set_speed("fast")
    window.scene.set_trick_pause_ms(0)
    seen: dict[str, object] = {}

    def idle() -> None:
        state = window.controller.state
        if state is None or not window.queue.is_idle():
            return
        scene = window.scene
        if state.phase == "pile_choice" and "choice" not in seen:
            seen["choice"] = (
                sum(len(scene.zone_items(PILES, p)) for p in range(4)),
                len(scene.zone_items(KITTY, 0)),
            )
        if state.phase == "auction" and "auction" not in seen:
            seen["auction"] = (len(scene.zone_items(ASIDE, 0)), len(scene.zone_items(KITTY, 0)))
        if state.phase == "play" and "play" not in seen:
            seen["play"] = (len(scene.zone_items(ASIDE, 0)), len(scene.zone_items(KITTY, 0)))

    window.queue.idle.connect(idle)
    _start(window, "four_pile_3p", 3, seed=4, human=None)
    qtbot.waitUntil(lambda: "play" in seen, timeout=60000)
    assert isinstance(window.controller.view(), FourPileView)
    assert seen["choice"][1] == 1  # the middle card
    assert seen["choice"][0] in (52, 39, 26)
    assert seen["auction"] == (13, 1)  # the pile aside, the middle card
    assert seen["play"] == (9, 0)  # 4 cards drawn to the kitty, taken by the Napoleon
    assert window.scene.captions().get("aside") == "Not in play: 9"


def test_the_imperialist_trump_and_first_leader_on_the_table(qtbot, window):
    """N-VAR-5: the info panel says every player plays for himself, the trump once named
    and who leads first."""
    _start(window, "imperialist", 4, seed=3, human=None)
    qtbot.waitUntil(
        lambda: (
            window.controller.state is not None
            and window.controller.state.phase == "play"
            and window.queue.is_idle()
        ),
        timeout=30000,
    )
    view = window.controller.view()
    lines = window.scene.info_lines()
    assert lines[0] == "Every player for himself"
    assert any(line.startswith("Trump: ") for line in lines)
    name = window.controller.config.name(view.imperial.chooser)
    assert f"First lead: {name}" in lines


def test_urako_shows_the_trump_kind_of_the_trick(qtbot, window):
    """N-VAR-7: under an Urako contract the kind the leader declared shows by the trick
    and in the info panel; the last-trick view names it."""
    from engine.games.napoleon.params import URAKO

    state = None
    for seed in range(40):
        match = Match.create("napoleon", "urako", 4, seed)
        s = match.new_deal()
        if s.phase != "auction":
            continue
        # settle an Urako contract at 20 without an adjutant (N-VAR-7)
        s._settle(s.opening_seat, 20, URAKO)
        if s.phase in ("discard", "play"):
            state = s
            break
    assert state is not None
    bots = [make_bot("napoleon", "normal", i) for i in range(4)]
    actions: list = []
    declared: list[str] = []
    while state.phase != "play" or len(state.trick) == 0:
        seat = state.current_seat
        events = state.apply(bots[seat].choose(state.view_for(seat)))
        declared += [e.trump for e in events if isinstance(e, TrickTrumpDeclared)]
    assert declared
    window.controller.new_match(
        GameConfig("napoleon", "urako", 4, None, ["normal"] * 4, NAMES[:4], 1)
    )
    window.controller.start_deal(state, actions)
    view = window.controller.view()
    assert view.declared_trump == declared[-1]
    badge = window.scene.captions().get("trick_trump", "")
    assert badge == "This trick: " + trump_name(declared[-1])
    assert solid_suits(badge) in window.scene.info_lines()  # the panel's suits are solid
    # the trick completes: the last-trick view names the kind declared for it
    while not state.completed:
        seat = state.current_seat
        window.controller._apply(bots[seat].choose(state.view_for(seat)))
    qtbot.waitUntil(lambda: window.queue.is_idle())
    assert window.scene.trick_display.show()
    overlay = window.scene.trick_display.overlay
    assert overlay is not None
    assert overlay.title().endswith("trump: " + trump_name(state.completed[0].declared_trump))


def test_the_trump_chooser_lifts_his_hand_after_naming_trump(qtbot, window):
    """N-VAR-5: the human chooses trump before looking: his hand lies face down, and turns
    up, sorted, once he has named the trump kind (HandsLifted, animated)."""
    from engine.actions import NameTrump

    _start(window, "imperialist", 4, seed=1, human=0)
    qtbot.waitUntil(lambda: window.controller.waiting_for_human and window.queue.is_idle())
    view = window.controller.view()
    assert view.phase == "trump_choice" and view.hand_unseen
    hand = window.scene.zone_items(HAND, 0)
    assert len(hand) == view.hand_sizes[0] and not any(it.face_up for it in hand)
    assert "Trump not named yet" in window.scene.info_lines()
    kind = next(a.trump for a in view.legal if isinstance(a, NameTrump))
    window.queue.set_speed("fast")  # the hand is lifted, animated
    assert window.controller.submit(NameTrump(kind)) is None
    assert not window.queue.is_idle()
    qtbot.waitUntil(lambda: window.queue.is_idle(), timeout=10000)
    view = window.controller.view()
    hand = window.scene.zone_items(HAND, 0)
    assert [it.card for it in hand] == sorted(view.hand, key=sort_key)
    assert all(it.face_up for it in hand)
    assert "Trump: " + trump_name(kind) in window.scene.info_lines()


def test_arrow_keys_reach_a_pile_top_and_enter_plays_it(qtbot, window):
    """The keyboard moves over the legal hand cards and the legal pile tops alike."""
    from PySide6.QtCore import Qt

    state, actions = _tableau_turn(7)
    window.controller.new_match(
        GameConfig("napoleon", "two_player_1", 2, 0, ["normal"] * 2, NAMES[:2], 7)
    )
    window.controller.start_deal(state, actions)
    qtbot.waitUntil(lambda: window.controller.waiting_for_human and window.queue.is_idle())
    view = window.controller.view()
    legal = {a.card for a in view.legal if isinstance(a, PlayCard)}
    tops = [c for c in view.tops[0] if c in legal]
    table = window.table_view
    table.setFocus()
    seen = []
    for _ in range(len(legal)):
        qtbot.keyClick(table, Qt.Key.Key_Right)
        seen.append(window.scene.focused_card())
    assert set(seen) == legal  # every legal card once, the tops among them
    while window.scene.focused_card() != tops[0]:
        qtbot.keyClick(table, Qt.Key.Key_Right)
    assert window.scene.item_for(tops[0]).focused
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.actions[-1] == PlayCard(tops[0]), timeout=5000)
