"""Whole two-player Napoleon deals (N-VAR-1, N-VAR-2) played through the widgets against one
AI seat, as a player plays them: New game by mouse, the pile panel (N-VAR-2), the bidding
panel, the kitty panel when the human is the Napoleon (N-VAR-1: no adjutant), and every card
by a click on a card the table raises as playable (a hand card or a pile top); to the deal's
result window and the score sheet.

Along the way the table must show what the rules say: under N-VAR-1 every pile's top lies face
up, and a card uncovered by a play turns face up; under N-VAR-2 the stock's count drops by two
after each trick (the winner, then the loser draws) and the hand is back to five cards.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pytest
from mouse import choose_in_combo, click_button, click_card, wait_panel
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from engine.score_formula import signed
from napoleon_gui.dialogs.deal_result import DealResultWindow
from napoleon_gui.dialogs.new_game import NewGameDialog
from napoleon_gui.games.napoleon.bidding import BiddingPanel
from napoleon_gui.games.napoleon.kitty import KittyPanel
from napoleon_gui.games.napoleon.misdeal import MisdealPanel
from napoleon_gui.games.napoleon.variant_panels import PilePanel
from napoleon_gui.games.napoleon.variant_projection import STRIDE
from napoleon_gui.table.cards import CardItem
from napoleon_gui.table.placement import HAND, TABLEAU

#: the tricks of a two-player deal (N-VAR-1: 9 + 5 x 3 cards; N-VAR-2: 5 + 38 / 2)
TRICKS = 24


def _start_by_mouse(qtbot, window, preset: str, seed: int) -> None:
    """Game ▸ New game…: Napoleon, ``preset``, 2 players, the human at seat 1, ``seed``."""
    window.activateWindow()
    window._actions["act_new_game"].trigger()
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, NewGameDialog), timeout=3000)
    dialog = window.active_dialog
    qtbot.waitExposed(dialog)
    choose_in_combo(qtbot, dialog.game_combo, "napoleon")
    choose_in_combo(qtbot, dialog.preset_combo, preset)
    choose_in_combo(qtbot, dialog.players_combo, 2)
    assert dialog.human_combo.currentData() == 0
    qtbot.mouseClick(dialog.seed_edit, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(dialog.seed_edit, str(seed))
    click_button(qtbot, dialog.findChild(QPushButton, "start_button"))
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=3000)


@dataclass
class Seen:
    """What the player saw during the deal."""

    bids: int = 0
    played: int = 0
    from_piles: int = 0
    turned_up: int = 0
    stock: list[int] = field(default_factory=list)  # the stock's count at each of his turns
    hand: list[int] = field(default_factory=list)  # his hand's size at each of his turns
    kitty: bool = False
    pile_taken: bool = False
    info: list[str] = field(default_factory=list)  # the info panel at his last turn
    roles: set[str] = field(default_factory=set)  # the Napoleon's plate during the play


def _playable(window) -> list[CardItem]:
    """The cards the table raises as playable for the human (hand cards and pile tops)."""
    return [it for it in window.scene.human_hand_items() if it.raised and it.interactive]


def _my_turn(window) -> bool:
    return (
        window.controller.waiting_for_human
        and window.queue.is_idle()
        and window.decisions.panel() is None
        and bool(_playable(window))
    )


def _something_to_do(window) -> bool:
    panel = window.decisions.panel()
    return (
        (panel is not None and panel.isVisible())
        or isinstance(window.active_dialog, DealResultWindow)
        or _my_turn(window)
    )


def _piles(window, seat: int) -> dict[int, list[CardItem]]:
    """A seat's tableau as the table shows it: pile number -> its items, bottom first."""
    piles: dict[int, list[CardItem]] = {}
    for it in window.scene.zone_items(TABLEAU, seat):
        piles.setdefault(it.index // STRIDE, []).append(it)
    return piles


def _tops_face_up(window) -> None:
    """N-VAR-1: the top card of every pile, the human's and the AI's, lies face up."""
    for seat in (0, 1):
        for pile, items in _piles(window, seat).items():
            assert items[-1].face_up and items[-1].card is not None, (seat, pile)


def _stock_count(window) -> int:
    text = window.scene.captions().get("stock", "")
    found = re.fullmatch(r"Stock: (\d+)", text)
    assert found or not text, text
    return int(found.group(1)) if found else 0


def _bid(qtbot, panel: BiddingPanel, wants_contract: bool, seen: Seen) -> None:
    """Pass, unless the human wants the contract (the highest call on offer) or must stand."""
    enabled = [a for a, b in panel.bid_buttons.items() if b.isEnabled()]
    if panel.close_button.isEnabled():  # the contract is won: close the auction
        click_button(qtbot, panel.close_button)
    elif enabled and (not panel.pass_button.isEnabled() or (wants_contract and not seen.bids)):
        click_button(qtbot, panel.bid_buttons[enabled[-1]])
        seen.bids += 1
    else:
        click_button(qtbot, panel.pass_button)


def _discard(qtbot, window, panel: KittyPanel, seen: Seen) -> None:
    """N-VAR-1: the Napoleon discards five hand cards; no pile card is offered."""
    offered = sorted(panel.selectable())
    on_piles = {it.card for it in window.scene.zone_items(TABLEAU, 0)}
    assert offered and not set(panel.card_buttons) & on_piles
    for card in offered[:5]:
        click_button(qtbot, panel.card_buttons[card])
    click_button(qtbot, panel.discard_button)
    seen.kitty = True


def _left_the_hand(window, card: int) -> bool:
    item = window.scene.item_for(card)
    return item is None or item.zone[0] not in (HAND, TABLEAU)


def _play_a_card(qtbot, window, preset: str, seen: Seen) -> None:
    """Click a raised card: a pile top first when there is one (to uncover the card below)."""
    playable = _playable(window)
    tops = [it for it in playable if it.zone == (TABLEAU, 0)]
    seen.info = window.scene.info_lines()
    seen.roles |= {window.scene.plate(s).role for s in (0, 1)}
    if preset == "two_player_1":
        _tops_face_up(window)
    else:
        seen.stock.append(_stock_count(window))
        seen.hand.append(len(window.scene.zone_items(HAND, 0)))
    item = tops[0] if tops else playable[0]
    card = item.card
    number = item.index // STRIDE
    pile = _piles(window, 0).get(number, []) if tops else []
    below = pile[-2] if len(pile) >= 2 else None
    was_down = below is not None and not below.face_up
    played_before = seen.played
    click_card(window, item)
    qtbot.waitUntil(lambda: _left_the_hand(window, card), timeout=5000)
    seen.played = played_before + 1
    if tops:
        seen.from_piles += 1
        qtbot.waitUntil(window.queue.is_idle, timeout=10000)
        now = _piles(window, 0).get(number, [])
        assert len(now) == len(pile) - 1  # the top left the pile
        if now:
            assert now[-1].face_up and now[-1].card is not None  # the card below shows
            if was_down:
                seen.turned_up += 1


def _play_the_deal(qtbot, window, preset: str, wants_contract: bool) -> tuple[Seen, object]:
    seen = Seen()
    for _ in range(400):
        qtbot.waitUntil(lambda: _something_to_do(window), timeout=30000)
        if isinstance(window.active_dialog, DealResultWindow):
            return seen, window.active_dialog
        panel = window.decisions.panel()
        if panel is not None and panel.isVisible():
            panel = wait_panel(qtbot, window)
            if isinstance(panel, PilePanel):
                free = [b for b in panel.pile_buttons.values() if b.isEnabled()]
                click_button(qtbot, free[0])
                seen.pile_taken = True
            elif isinstance(panel, BiddingPanel):
                _bid(qtbot, panel, wants_contract, seen)
            elif isinstance(panel, KittyPanel):
                _discard(qtbot, window, panel, seen)
            elif isinstance(panel, MisdealPanel):
                click_button(qtbot, panel.keep_button)
            else:
                raise AssertionError(f"unexpected panel {panel!r}")
            qtbot.waitUntil(lambda p=panel: window.decisions.panel() is not p, timeout=5000)
            continue
        _play_a_card(qtbot, window, preset, seen)
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize(
    ("preset", "seed", "wants_contract"),
    [
        pytest.param("two_player_1", 3, True, id="tableau-you-are-napoleon"),
        pytest.param("two_player_1", 5, False, id="tableau-the-ai-is-napoleon"),
        pytest.param("two_player_2", 3, True, id="stock-you-are-napoleon"),
        pytest.param("two_player_2", 1, False, id="stock-the-ai-is-napoleon"),
    ],
)
def test_a_whole_two_player_deal_against_the_ai(qtbot, window, preset, seed, wants_contract):
    window.scene.set_trick_pause_ms(0)
    _start_by_mouse(qtbot, window, preset, seed)
    c = window.controller
    assert c.config.preset == preset and c.config.players == 2
    seen, result = _play_the_deal(qtbot, window, preset, wants_contract)

    # every card the human held or drew, one per trick, by a click on the table
    assert seen.played == TRICKS
    napoleon = 0 if wants_contract else 1
    assert f"Napoleon: {window.scene.seat_name(napoleon)}" in seen.info
    # the plates: there is no adjutant at two (N-VAR-1/2), so no "(alone)" to cut off
    assert seen.roles == {"Napoleon", "Coalition"}
    if preset == "two_player_1":
        assert not seen.pile_taken
        assert seen.kitty == wants_contract  # only the Napoleon takes the kitty (N-VAR-1)
        assert seen.from_piles == 15  # all five piles of three were played out
        assert seen.turned_up >= 1  # a face-down card turned up when uncovered
    else:
        # N-VAR-2: two cards drawn after each trick until the stock is empty; the hand is
        # back to five each time, then played out
        assert seen.pile_taken  # the human took his hand of five from a pile
        assert seen.stock == [max(38 - 2 * k, 0) for k in range(TRICKS)]
        assert seen.hand == [5] * 20 + [4, 3, 2, 1]

    # the result names the winning side; the Napoleon's change agrees with it
    headline = result.headline.text()
    made = "made" in headline
    assert headline.startswith("Napoleon&#x27;s side took")  # (the label's rich text)
    assert made != ("broken" in headline)
    table = result.table
    names = [table.item(r, 0).text() for r in range(table.rowCount())]
    assert names == [window.scene.seat_name(0), window.scene.seat_name(1)]
    change = int(table.item(napoleon, 1).text().replace("−", "-").replace("+", ""))
    assert (change > 0) == made and change != 0

    # Next deal closes the result; the score sheet has the deal's row
    click_button(qtbot, result.next_button)
    match = c.match
    assert match is not None and len(match.rows) == 1
    row = match.rows[0]
    assert row.detail["declarer"] == napoleon
    window.show_score_sheet()
    sheet = window.score_sheet
    assert sheet.deal_count() == 1
    cells = [sheet.table.item(0, col).text() for col in range(sheet.table.columnCount())]
    heads = [sheet.table.horizontalHeaderItem(i).text() for i in range(sheet.table.columnCount())]
    cells = dict(zip(heads, cells, strict=True))
    assert cells["Napoleon"] == window.scene.seat_name(napoleon)
    for seat in (0, 1):  # each player's change (running total)
        assert cells[window.scene.seat_name(seat)].startswith(signed(row.result.scores[seat]))
