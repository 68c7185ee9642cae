"""Belote on the table: a ``BeloteView`` projected onto the shared layout zones, and the
speech bubbles of Belote's events.

Zones: the human's hand face up, the other hands face down except the cards the rules made
public (the 4-player candidate in the taker's hand, B-DEAL-5; meld cards shown, B-ANN-5);
the current trick; each winner's face-down pile; the centre (``kitty`` zone) holds the
turned candidate during the bidding (B-DEAL-3); with 3 players the candidate and the bottom
card (B-3P-2) stay visible in the side row (``discard`` zone) during play. Nothing here
decides a rule: it only reads the view and the events.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QAbstractAnimation, QParallelAnimationGroup
from PySide6.QtGui import QColor

from engine.cards import BIT, SUIT_SYMBOLS, sort_key
from engine.events import BidMade, CardPlayed, Dealt, Event, TrickWon
from engine.games.belote.events import (
    BeloteSaid,
    CompletionDealt,
    ContractTaken,
    MeldCall,
    MeldsResolved,
)
from engine.games.belote.view import BeloteView
from engine.score_formula import score_text
from napoleon_gui.games.belote.texts import action_text, meld_text, suit_of_bid
from napoleon_gui.i18n import card_text, names_list, tr
from napoleon_gui.table.decor import NamePlate
from napoleon_gui.table.layout import Slot, TableLayout
from napoleon_gui.table.placement import DISCARD, HAND, KITTY, PILE, TRICK, Placement
from napoleon_gui.table.projection import Projection, Speech, register

if TYPE_CHECKING:
    from napoleon_gui.table.scene import TableScene

#: the two partnerships' colours (the human's side first)
TEAM_COLOURS = (QColor("#42a5f5"), QColor("#ef5350"))


def public_hand_cards(view: BeloteView, seat: int) -> set[int]:
    """Cards of another seat's hand that everybody knows (candidate taken, shown melds)."""
    known: set[int] = set()
    contract = view.contract
    if (
        view.players == 4
        and contract is not None
        and contract.taker == seat
        and view.candidate is not None
        and not view.played_mask & BIT[view.candidate]
    ):
        known.add(view.candidate)
    for s, cards in view.shown:
        if s == seat:
            known.update(c for c in cards if not view.played_mask & BIT[c])
    return known


def side_cards(view: BeloteView) -> list[int]:
    """The public cards out of play in the side row: 3 players, after the bidding."""
    if view.players != 3 or view.contract is None:
        return []
    return [c for c in (view.candidate, view.bottom_card) if c is not None]


def placements(view: BeloteView, layout: TableLayout) -> list[Placement]:
    out: list[Placement] = []
    for seat in range(view.players):
        if seat == view.seat:
            cards = sorted(view.hand, key=sort_key)
            slots = layout.hand_slots(seat, len(cards))
            out.extend(
                Placement((HAND, seat), i, c, True, s, interactive=True)
                for i, (c, s) in enumerate(zip(cards, slots, strict=True))
            )
            continue
        count = view.hand_sizes[seat]
        known = sorted(public_hand_cards(view, seat), key=sort_key)[:count]
        row: list[int | None] = [*([None] * (count - len(known))), *known]  # known on top
        out.extend(
            Placement((HAND, seat), i, c, c is not None, s)
            for i, (c, s) in enumerate(zip(row, layout.hand_slots(seat, count), strict=True))
        )
    for order, (seat, card) in enumerate(view.trick):
        out.append(Placement((TRICK, seat), 0, card, True, layout.trick_slot(seat, order)))
    piles = [0] * view.players
    for trick in view.completed:
        piles[trick.winner] += len(trick.plays)
    for seat in range(view.players):
        out.extend(
            Placement((PILE, seat), i, None, False, s)
            for i, s in enumerate(layout.pile_slots(seat, piles[seat]))
        )
    if view.phase == "bidding" and view.candidate is not None:
        out.append(Placement((KITTY, 0), 0, view.candidate, True, layout.kitty_slots(1)[0]))
    side = side_cards(view)
    out.extend(
        Placement((DISCARD, 0), i, c, True, s)
        for i, (c, s) in enumerate(zip(side, layout.discard_slots(len(side)), strict=True))
    )
    return out


class BeloteTable(Protocol):
    """What ``decorate`` needs of the scene."""

    def plate(self, seat: int) -> NamePlate: ...
    def set_info(self, lines: list[str]) -> None: ...
    def set_area_label(self, text: str | None) -> None: ...
    def seat_name(self, seat: int) -> str: ...
    def seat_total(self, seat: int) -> int | None: ...


def decorate(scene: BeloteTable, view: BeloteView) -> None:
    """Name plates (team stripe and label, taker, card points), the info panel."""
    contract = view.contract
    playing = view.phase in ("announce", "play", "over") and contract is not None
    for seat in range(view.players):
        plate = scene.plate(seat)
        roles = []
        if contract is not None and contract.taker == seat:
            roles.append(tr("bel_role_taker"))
        side = side_word(view, seat)  # "Us"/"Them": short, so "Taker · Them" is never cut
        if side:
            roles.append(side)
            plate.team_colour = TEAM_COLOURS[0 if same_side(view, seat) else 1]
        else:
            plate.team_colour = None
        plate.points_key = "bel_points"
        plate.show_points = playing
        plate.set_state(
            role=" · ".join(roles), points=view.points_by_seat[seat], dealer=seat == view.dealer
        )
        plate.update()
    scene.set_info(info_lines(scene, view))
    scene.set_area_label(tr("bel_bottom_label") if side_cards(view) else None)


def info_lines(table: BeloteTable, view: BeloteView) -> list[str]:
    """At most five short lines: the bidding round and candidate (with the dealer and the
    target) or the contract and its taker, the meld winner, belotes, the trick number."""
    lines: list[str] = []
    bar = score_bar(table, view)
    if bar:
        lines.append(bar)
    contract = view.contract
    if contract is None:
        lines.append(tr("bel_bidding", n=max(1, view.bid_round)))
        if view.candidate is not None:
            lines.append(tr("bel_candidate", card=card_text(view.candidate)))
        lines.append(tr("bel_dealer", name=table.seat_name(view.dealer)))
        if not bar:
            lines.append(tr("bel_target", n=view.rules.target))
        return lines
    lines.append(
        tr("bel_contract", bid=suit_of_bid(contract.bid), name=table.seat_name(contract.taker))
    )
    if view.meld_winner is not None:
        lines.append(tr("bel_melds_line", name=_side_name(table, view, view.meld_winner)))
    for seat, _suit, _word in view.belotes:
        lines.append(tr("bel_belote_line", name=table.seat_name(seat)))
    if view.bottom_card is not None:
        lines.append(tr("bel_bottom", card=card_text(view.bottom_card)))
    if view.phase == "play" and view.trick_number:
        lines.append(tr("bel_trick", k=view.trick_number))
    return lines


def score_bar(table: BeloteTable, view: BeloteView) -> str:
    """The partnerships' running totals and the target, the human's side first ("Us 420 ·
    Them 380 · game to 1000", B-END-1); empty without partnerships or totals (3 players:
    each plate shows its own)."""
    partner = view.partner(view.seat)
    other = next((s for s in range(view.players) if not same_side(view, s)), None)
    if partner is None or other is None:
        return ""
    us, them = table.seat_total(view.seat), table.seat_total(other)
    if us is None or them is None:
        return ""
    return tr(
        "bel_score_bar",
        us=tr("bel_us"),
        a=score_text(us),
        them=tr("bel_them"),
        b=score_text(them),
        n=view.rules.target,
    )


def side_word(view: BeloteView, seat: int) -> str:
    """``Us`` (the human's partnership) or ``Them`` (4 players); empty otherwise."""
    if view.partner(seat) is None:
        return ""
    return tr("bel_us") if same_side(view, seat) else tr("bel_them")


def _side_name(table: BeloteTable, view: BeloteView, seat: int) -> str:
    """The side as the plates and the score line name it ("Them", not "Team E–W": one
    word per side on the whole table, issue 25), or the player without partnerships."""
    return side_word(view, seat) or table.seat_name(seat)


def same_side(view: BeloteView, seat: int) -> bool:
    """``seat`` plays on the human's side (the engine's partnerships, B-SEAT-1)."""
    return view.side_of(seat) == view.side_of(view.seat)


def speech(event: Event, view: object = None) -> Speech:
    """Bubbles for a Belote event: (clear them all first, seats whose bubble goes, the new
    [(seat, text)]). A seat's bubble goes when it plays (it would hide its card)."""
    if isinstance(event, Dealt | TrickWon):
        return True, [], []
    if isinstance(event, CardPlayed):
        # the deal's first card: play starts and the bidding's bubbles go (issue 25)
        first = isinstance(view, BeloteView) and not view.trick and not view.completed
        return first, [event.seat], []
    if isinstance(event, BidMade):
        return False, [], [(event.seat, action_text(event.call))]
    if isinstance(event, ContractTaken):
        return True, [], [(event.taker, suit_of_bid(event.bid))]
    if isinstance(event, MeldCall):
        if event.what is None:
            return False, [], []
        text = meld_text(event.what)
        return False, [], [(event.seat, tr("bel_say_also", meld=text) if event.also else text)]
    if isinstance(event, MeldsResolved):
        bubbles: list[tuple[int, str]] = [
            (seat, tr("bel_say_statement", card=card_text(card))) for seat, card in event.statements
        ]
        for seat, melds in event.declared:
            names = names_list(meld_text(str(m.get("what", ""))) for m in melds)
            bubbles.append((seat, f"{names} ({sum(int(m.get('value', 0)) for m in melds)})"))
        return False, [], bubbles
    if isinstance(event, BeloteSaid):
        word = "bel_say_belote" if event.word == "belote" else "bel_say_rebelote"
        return False, [], [(event.seat, f"{tr(word)} {SUIT_SYMBOLS[event.suit]}")]
    return False, [], []


def animate(scene: TableScene, event: Event, view: BeloteView, d: int) -> QAbstractAnimation | None:
    """Belote's speech: bids, the contract, meld calls and statements, belote words; and
    the completion of the hands."""
    if isinstance(event, BidMade | MeldCall | BeloteSaid):
        return scene.anim_speech(event.seat, d) if scene.speech(event.seat) else None
    if isinstance(event, ContractTaken):
        scene.update_decorations(view)
        return scene.anim_contract(event.taker, d)
    if isinstance(event, CompletionDealt):
        return _completion(scene, view, d)
    if isinstance(event, MeldsResolved):
        seats = sorted({s for s, _ in event.statements} | {s for s, _ in event.declared})
        if not seats:
            return None
        group = QParallelAnimationGroup()
        for seat in seats:
            group.addAnimation(scene.anim_speech(seat, d))
        return group
    return None


def _completion(scene: TableScene, view: BeloteView, d: int) -> QAbstractAnimation | None:
    """B-DEAL-5 / B-3P-2: the new cards fly from the stock (the candidate from the centre)
    into the hands, which open up to take them."""
    layout = scene.table_layout
    assert layout is not None
    before = {id(it): (it.pos(), it.rotation(), it.scale()) for it in scene.card_items()}
    scene.sync(view)
    stock = layout.stock_slots(1)[0]
    group = QParallelAnimationGroup()
    stagger = max(1, d // 6)
    new = 0
    for it in sorted(scene.card_items(), key=lambda it: (it.zone[1], it.index)):
        if it.zone[0] != HAND:
            continue
        target = Slot(it.x(), it.y(), it.rotation(), it.scale(), it.zValue())
        start = before.get(id(it))
        if start is None:
            it.setPos(stock.x, stock.y)
            it.setRotation(0.0)
            it.setScale(stock.scale)
            group.addAnimation(scene.move_item(it, target, d, delay=new * stagger))
            new += 1
        elif start[0] != it.pos():
            it.setPos(start[0])
            it.setRotation(start[1])
            it.setScale(start[2])
            group.addAnimation(scene.move_item(it, target, d, flight_z=target.z + 500))
    return group if group.animationCount() else None


class _BeloteProjection(Projection[BeloteView]):
    own_events: tuple[type[Event], ...] = (
        BidMade,
        MeldCall,
        BeloteSaid,
        ContractTaken,
        CompletionDealt,
        MeldsResolved,
    )
    placements = staticmethod(placements)
    decorate = staticmethod(decorate)
    speech = staticmethod(speech)
    animate = staticmethod(animate)


register(BeloteView, _BeloteProjection())
