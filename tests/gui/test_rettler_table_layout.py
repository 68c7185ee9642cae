"""Rettler on the table (issue #11): the layout of the decision panels at 1024×700 and
1280×800 in English and Japanese, the adjutant chooser, the seats with two decks; then
the result dialog and the score sheet. Driving the decisions is ``test_rettler_table``."""

from __future__ import annotations

import re

import pytest
from decision_box import LAYOUT_CASES, assert_the_box_fits
from mouse import click_button, visible_point
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QAbstractScrollArea, QPushButton, QScrollBar
from rettler_table_support import (
    NAMES,
    auction_until_own_close,
    has_options,
    misdeal_state,
    start_rettler,
    to_human_leading,
    wait_for_panel,
)

from engine.actions import CallAdjutant, Close, KeepHand, Pass
from engine.ai import make_bot
from engine.cards import BRIDGE, JOKER
from engine.games.rettler.actions import Lead
from engine.match import Match
from engine.score_formula import score_text
from engine.selfplay import play_deal
from napoleon_gui import i18n
from napoleon_gui.dialogs.deal_result import DealResultWindow
from napoleon_gui.dialogs.score_sheet import ScoreSheetWindow, unit_cell
from napoleon_gui.games import ui_for
from napoleon_gui.games.rettler import panels
from napoleon_gui.table.placement import HAND
from napoleon_gui.widgets.cards import OWN_BACKGROUND


# --- layout ----------------------------------------------------------------------------------
def _adjutant_view(players: int = 6):
    state, _ = auction_until_own_close(players=players)
    state.apply(Close())
    return state.view_for(0)


def _kitty_view(players: int = 4):
    state, _ = auction_until_own_close(players=players)
    state.apply(Close())
    state.apply(next(a for a in state.legal_actions() if not isinstance(a, CallAdjutant)))
    return state.view_for(0)


def _bid_view(players: int):
    match = Match.create("rettler", "book", players, 2)
    state = match.new_deal()
    while state.phase == "misdeal_offer":
        state.apply(KeepHand())
    while state.current_seat != 0:
        state.apply(Pass())
    return state.view_for(0)


def _layout_panels(window):
    names = window.controller.names()
    lead_state, _ = to_human_leading(want=has_options)
    view = lead_state.view_for(0)
    leads = [a for a in view.legal if isinstance(a, Lead)]
    key = next(
        k
        for k in {tuple(sorted(a.cards)) for a in leads}
        if sum(1 for a in leads if tuple(sorted(a.cards)) == k) > 1
    )
    return {
        "bid_5": lambda: panels.RettlerBidPanel(_bid_view(5), names),
        "bid_8": lambda: panels.RettlerBidPanel(_bid_view(8), names),
        "adjutant": lambda: panels.RettlerAdjutantPanel(_adjutant_view()),
        "kitty_4": lambda: panels.RettlerKittyPanel(_kitty_view(4)),
        "misdeal": lambda: panels.RettlerMisdealPanel(misdeal_state().view_for(0)),
        "lead": lambda: panels.RettlerLeadPanel(i18n.tr("ret_lead_help")),
        "lead_choice": lambda: panels.RettlerLeadChoicePanel(
            [a for a in leads if tuple(sorted(a.cards)) == key], True
        ),
    }


@pytest.mark.parametrize(("lang", "size"), LAYOUT_CASES)
def test_every_panel_fits_without_scrolling(qtbot, window, lang, size):
    i18n.set_language(lang)
    window.controller.pause()  # the panels are shown one by one; the deal waits meanwhile
    start_rettler(window, seed=3, players=8)
    window.resize(*size)
    qtbot.wait(50)
    area = window.decisions
    visible = QRect(QPoint(0, 0), window.size())
    heights: dict[str, int] = {}
    for name, make in _layout_panels(window).items():
        panel = make()
        window.show_decision(panel)
        qtbot.waitUntil(lambda p=panel: p.isVisible(), timeout=5000)
        # the area takes the panel's height (at the window's width) once the layout has run
        qtbot.waitUntil(lambda p=panel: p.height() >= p.minimumSizeHint().height(), timeout=3000)
        # and the window has laid it out: the area's bottom is the window's
        qtbot.waitUntil(
            lambda: area.mapTo(window, QPoint(0, area.height())).y() <= window.height(),
            timeout=3000,
        )
        assert window.size().width() == size[0] and window.size().height() == size[1], name
        assert panel.sizeHint().height() <= 235, (name, panel.sizeHint())
        heights[name] = area.height()
        assert panel.height() >= panel.minimumSizeHint().height(), name  # not squeezed
        assert not panel.findChildren(QAbstractScrollArea), name
        assert not [s for s in panel.findChildren(QScrollBar) if s.isVisible()], name
        assert window.table_view.height() >= 330, (name, window.table_view.height())
        for button in panel.findChildren(QPushButton):
            if not button.isVisibleTo(panel):
                continue
            rect = QRect(button.mapTo(window, QPoint(0, 0)), button.size())
            assert visible.contains(rect), (name, button.text(), rect)
            inside = QRect(button.mapTo(area, QPoint(0, 0)), button.size())
            assert area.rect().contains(inside), (name, button.text())
            text = button.text().replace("&", "")
            width = QFontMetrics(button.font()).horizontalAdvance(text)
            assert width <= button.width() - 4, (name, text, width, button.width())
        area.clear()
    assert_the_box_fits(window, heights)  # issue 25: glyph25


def test_the_auction_layout_keeps_its_buttons_in_place(qtbot, window):
    """Choosing another count changes the texts, never where a button is."""
    start_rettler(window, seed=3, players=5)
    panel = wait_for_panel(qtbot, window, panels.RettlerBidPanel)

    def places():
        return {
            b.objectName(): b.mapTo(window, QPoint(0, 0))
            for b in panel.findChildren(QPushButton)
            if b.isVisible()
        }

    before = places()
    counts = [c for c, b in panel.count_buttons.items() if b.isEnabled()]
    click_button(qtbot, panel.count_buttons[counts[-1]])
    assert panel.count == counts[-1]
    if panel.adjutant_buttons and panel.adjutant_buttons[2].isEnabled():
        click_button(qtbot, panel.adjutant_buttons[2])
        assert panel.bid_of("black").count >= 30  # two-adjutant bids from 30 (R-BID-3)
    assert places() == before
    for kind, button in panel.trump_buttons.items():
        action = panel.bid_of(kind)
        assert button.isEnabled() == (action is not None)
        if action is not None:
            assert action in window.controller.view().legal


def test_the_adjutant_chooser_is_grouped_by_suit_with_own_cards_marked(qtbot, window):
    view = _adjutant_view()
    panel = panels.RettlerAdjutantPanel(view)
    window.show_decision(panel)
    qtbot.waitUntil(panel.isVisible)
    buttons = panel.card_buttons
    assert len(buttons) == 54
    rows = {}
    for code, button in buttons.items():
        if code < JOKER:
            rows.setdefault(code // 13, []).append((button.pos().x(), button.pos().y(), code))
    assert len(rows) == 4
    ys = []
    for suit, cells in rows.items():
        assert len({y for _, y, _ in cells}) == 1, suit  # one row per suit
        ordered = [code for _, _, code in sorted(cells)]
        assert ordered == sorted(ordered, reverse=True)  # A K Q ... 2, left to right
        ys.append(cells[0][1])
    assert sorted(ys) == ys  # ♠ ♡ ♢ ♣ from the top
    right = max(b.pos().x() for c, b in buttons.items() if c < JOKER)
    for special in (JOKER, BRIDGE):  # the joker and the bridge apart, on the right
        assert buttons[special].pos().x() > right
    for code, button in buttons.items():
        held = (view.hand_lo >> code & 1) + (view.hand_hi >> code & 1)
        assert panel.own(code) == held
        assert (OWN_BACKGROUND in button.styleSheet()) == (held == 1), code
        assert ("#ffc98a" in button.styleSheet()) == (held == 2), code


@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_the_seats_do_not_overlap_with_two_decks(qtbot, window, players):
    start_rettler(window, seed=3, players=players)
    c = window.controller
    qtbot.waitUntil(lambda: window.queue.is_idle(), timeout=10000)
    scene = window.scene
    hand_size = c.match.params.deal_sizes[players][0]
    areas = []
    for seat in range(players):
        items = scene.zone_items(HAND, seat)
        assert len(items) == hand_size
        rect = items[0].sceneBoundingRect()
        for it in items[1:]:
            rect = rect.united(it.sceneBoundingRect())
        plate = scene.plate(seat).sceneBoundingRect()
        assert scene.sceneRect().contains(rect)
        areas.append((seat, rect, plate))
    for seat, rect, _plate in areas:
        for other, rect2, plate2 in areas:
            if other != seat:
                assert not rect.intersects(rect2), (players, seat, other)
                assert not rect.intersects(plate2), (players, seat, other)
    # the human's cards can each be reached by the mouse
    for it in scene.human_hand_items():
        visible_point(window, it)


def _bot_match(deals: int, seed: int, players: int = 4) -> Match:
    match = Match.create("rettler", "book", players, seed)
    bots = [make_bot("rettler", "normal", 10 * seed + s) for s in range(players)]
    for _ in range(deals):
        state = match.new_deal()
        play_deal(state, bots)
        match.record(state)
    return match


def test_the_result_shows_the_multiplier_that_was_paid_and_the_c4_row_it_came_from(qtbot):
    match = _bot_match(12, seed=1)
    seen: set[str] = set()
    for row in match.rows:
        from napoleon_gui.games.rettler.score import c4_part

        part = c4_part(row)
        dialog = DealResultWindow(match, row, NAMES, extras=part)
        qtbot.addWidget(dialog)
        dialog.c4 = None if part is None else part.c4
        text = dialog.formula_label.text()
        paid = sum(s for s in row.result.scores if s > 0)
        shown = re.search(r"T = 60 × (\d+) = \d+", text)
        if row.result.outcome == "mighty_holders_lose" or row.detail.get("all_take"):
            assert shown is None and dialog.c4 is None
            seen.add("no multiplier")
            continue
        assert shown is not None, text
        m, e = int(shown.group(1)), int(row.detail["converted_count"])
        assert e == row.detail["contract"]["count"]  # one adjutant: no conversion
        assert paid == 60 * m  # T = 60 x the multiplier shown (R-SCORE-9)
        if row.result.outcome == "declarer_side_wins":
            assert dialog.c4 is None  # C.4 is the table of losses
            seen.add("made")
            continue
        # a broken contract: table C.4 with the row of this count highlighted, and that
        # row's least counts, with the point cards taken, give the multiplier shown
        assert dialog.c4 is not None
        lit = [
            r
            for r in range(dialog.c4.rowCount())
            if dialog.c4.item(r, 0).background().color().name() == "#fff1a8"
        ]
        assert len(lit) == 1
        band = dialog.c4.item(lit[0], 0).text()
        low = 40 if band == "40" else int(band[:2]) if band[0] != "." else 0
        assert low <= e <= (29 if band == "..29" else 40 if band == "40" else low + 4)
        x1, x2, x4 = (int(dialog.c4.item(lit[0], c).text()) for c in (1, 2, 3))
        taken = row.detail["side_totals"]["declarer_side"]
        assert m == (1 if taken >= x1 else 2 if taken >= x2 else 4 if taken >= x4 else 16)
        seen.add("broken")
    assert {"made", "broken", "no multiplier"} <= seen


def test_the_score_sheet_lists_every_deal_and_the_running_totals(qtbot):
    match = _bot_match(5, seed=1)
    sheet = ScoreSheetWindow(match, NAMES, ui_for("rettler"))
    qtbot.addWidget(sheet)
    table = sheet.table
    first = table.columnCount() - 4  # the seats' columns: change (running total)
    assert table.rowCount() == len(match.rows) + 1
    for r, row in enumerate(match.rows):
        assert table.item(r, 0).text() == str(row.number)
        assert [table.item(r, first + s).text() for s in range(4)] == [
            unit_cell(v, t) for v, t in zip(row.result.scores, row.totals, strict=True)
        ]
    last = table.rowCount() - 1
    assert table.item(last, 0).text() == "Totals"
    assert [
        int(table.item(last, first + s).text().replace("\u2212", "-"))  # a true minus
        for s in range(4)
    ] == [sum(row.result.scores[s] for row in match.rows) for s in range(4)]
    assert table.item(last, first).font().bold()
    # a new deal recorded: refresh() adds its row and moves the totals
    state = match.new_deal()
    play_deal(state, [make_bot("rettler", "normal", 7 + s) for s in range(4)])
    match.record(state)
    sheet.refresh()
    assert sheet.table.rowCount() == len(match.rows) + 1
    footer = [sheet.table.item(len(match.rows), first + s).text() for s in range(4)]
    assert footer == [score_text(t) for t in match.totals]
