"""Rettler on the table: a ``RettlerView`` projected onto the shared layout zones, the
indicators of a round (point request, atomic bomb, named suit) and the speech of Rettler's
events.

Zones: the human's hand face up (instance ids 0..107, so both copies of a card are items of
their own), the other hands face down, the kitty face down in the centre until the Rettler
takes it, the discards in the side row (point cards face up, R-KIT-2), the current round —
a seat's pair or bomb side by side at its trick place — and per seat the point cards taken
face up (public, R-INFO-1) and a face-down pile of the rest. Nothing here decides a rule: it
only reads the view and the events.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import (
    QAbstractAnimation,
    QParallelAnimationGroup,
    QSequentialAnimationGroup,
)

from engine.cards import SUIT_SYMBOLS, sort_key
from engine.events import (
    AdjutantCalled,
    AdjutantRevealed,
    BidMade,
    CardPlayed,
    ContractSettled,
    Dealt,
    Discarded,
    Event,
    KittyTaken,
    TrickWon,
)
from engine.games.rettler.events import AuctionRestarted, RoundLed, RoundWon
from engine.games.rettler.view import RettlerView
from napoleon_gui.games.rettler import team_card_item, team_table, variant_table
from napoleon_gui.games.rettler.texts import action_text, bid_text, cards_text
from napoleon_gui.i18n import tr
from napoleon_gui.table.decor import NamePlate
from napoleon_gui.table.layout import Rect, Slot, TableLayout, unit_slots
from napoleon_gui.table.placement import DISCARD, HAND, KITTY, PILE, TRICK, WON, Placement
from napoleon_gui.table.projection import Projection, Speech, register

if TYPE_CHECKING:
    from napoleon_gui.table.scene import TableScene


def round_units(view: RettlerView) -> list[tuple[int, tuple[int, ...]]]:
    """The cards on the table in this round, per seat in playing order (codes); the seat
    to act may have played part of its unit already (``view.partial``)."""
    units = [(s, tuple(cards)) for s, cards in view.round_plays]
    seen = {s for s, _ in units}
    if view.partial and view.current_seat is not None and view.current_seat not in seen:
        units.append((view.current_seat, tuple(view.partial)))
    return units


def placements(view: RettlerView, layout: TableLayout) -> list[Placement]:
    # the hands, with the variants' face-up cards, backs and marks (R-VAR-5/10/13)
    out: list[Placement] = variant_table.hand_placements(view, layout)
    for order, (seat, unit) in enumerate(round_units(view)):
        out.extend(
            Placement((TRICK, seat), i, c, True, s)
            for i, (c, s) in enumerate(
                zip(unit, unit_slots(layout, seat, order, len(unit)), strict=True)
            )
        )
    piles = [0] * view.players
    for done in view.completed:
        piles[done.winner] += sum(len(played) for _seat, played in done.plays)
    for seat in range(view.players):
        cards = sorted(view.point_cards_won[seat], key=sort_key)
        piles[seat] -= len(cards)
        out.extend(
            Placement((WON, seat), i, c, True, s)
            for i, (c, s) in enumerate(zip(cards, layout.won_slots(seat, len(cards)), strict=True))
        )
        out.extend(
            Placement((PILE, seat), i, None, False, s)
            for i, s in enumerate(layout.pile_slots(seat, piles[seat]))
        )
    if view.kitty_on_table:
        size = view.rules.deal_sizes[view.players][1]
        faces = team_table.leftover_faces(view, size)  # R-VAR-11: face up
        out.extend(
            Placement((KITTY, 0), i, c, c is not None, s)
            for i, (c, s) in enumerate(zip(faces, layout.kitty_slots(size), strict=True))
        )
    row = view.discard_row
    public = set(view.discards_face_up)
    out.extend(
        Placement(
            (DISCARD, 0),
            i,
            c,
            c is not None,
            s,
            dimmed=c is not None and c not in public and view.result is None,
        )
        for i, (c, s) in enumerate(zip(row, layout.discard_slots(len(row)), strict=True))
    )
    return out


def decorate(
    scene: TableScene,
    view: RettlerView,
    captions: dict[str, tuple[Rect, str]] | None = None,
    lines: list[str] | None = None,
) -> None:
    """Name plates (Rettler, revealed adjutants, point cards taken), the info panel
    (``lines``: a variant's own) and the table's captions (``captions``: a variant's)."""
    contract = view.contract
    playing = view.phase in ("play", "over")
    for seat in range(view.players):
        plate: NamePlate = scene.plate(seat)
        role = ""
        if contract is not None and contract.declarer == seat:
            role = tr("ret_role_rettler")
        elif seat in view.known_adjutants:
            role = tr("ret_role_adjutant")
        elif seat == view.seat and view.is_secret_adjutant:
            role = tr("ret_role_secret")
        plate.points_key = "ret_points"
        plate.show_points = playing
        plate.set_state(role=role, points=view.points_by_seat[seat], dealer=seat == view.dealer)
        plate.update()
    if lines is not None:
        scene.set_info(lines)
    elif view.variant is not None:  # a long trump name wraps, not every line shrunk
        compact = team_table.variant_lines(scene, view, compact=True)  # issue 25
        scene.set_info(info_lines(scene, view), [team_table.TRUMP_LINE], compact)
    else:
        scene.set_info(info_lines(scene, view))
    scene.set_area_label(tr("ret_discards_label") if view.discard_count else None)
    team_table.decorate(scene, view)  # R-VAR-4/7/8/11: teams, chooser, team cards
    # a deal's captions: the layout's (R-VAR-1..3), the leftovers (R-VAR-7/11), the
    # round's declared kind (R-VAR-6)
    scene.set_captions(
        (captions or {}) | team_table.captions(scene, view) | variant_table.captions(scene, view)
    )


def info_lines(scene: TableScene, view: RettlerView) -> list[str]:
    """At most five short lines: the auction or the contract, the adjutant cards, the
    trick counter (a round covers as many tricks as it has cards per seat) and the round's
    indicators (point request, bomb, named suit)."""
    if view.variant is not None:  # R-VAR-4/7/11: no auction
        return team_table.variant_lines(scene, view)
    lines: list[str] = []
    contract = view.contract
    if contract is None:
        lines.append(tr("ret_auction", n=view.rules.min_bid[view.players]))
        if view.rules.two_adjutant_bids(view.players):
            lines.append(tr("ret_auction_two", n=view.rules.min_bid_two_adjutants))
        if view.standing_bid is not None:
            seat, call = view.standing_bid
            lines.append(tr("ret_standing", bid=action_text(call), name=scene.seat_name(seat)))
        lines.append(tr("ret_dealer", name=scene.seat_name(view.dealer)))
        lines.extend(variant_table.dream_lines(view))  # R-VAR-10: the options, while room
        return lines[:5]
    bid = (
        tr("ret_reverse", trump=contract.trump)
        if contract.reverse
        else bid_text(
            contract.count,
            contract.trump,
            contract.adjutants == 2 and view.rules.two_adjutant_bids(view.players),
        )
    )
    lines.append(tr("ret_contract", name=scene.seat_name(contract.declarer), bid=bid))
    called = variant_table.called_line(view)  # R-VAR-13: with the decks
    if called is not None:
        lines.append(called)
    elif view.called:
        lines.append(tr("ret_called", cards=cards_text(view.called)))
    elif view.rules.team_cards:  # R-VAR-8: no call, the team cards decide
        lines.append(team_table.team_cards_line(view))
    elif view.phase in ("play", "over"):
        lines.append(tr("ret_no_call"))
    lines.extend(variant_table.variant_lines(view))  # R-VAR-6: the round's kind
    ctx = view.round
    if view.phase == "play":
        k = view.trick_number
        size = ctx.size if ctx is not None else 1
        if size > 1:
            lines.append(tr("ret_tricks", k=k, last=k + size - 1, n=view.tricks))
        else:
            lines.append(tr("ret_trick", k=k, n=view.tricks))
    if ctx is not None and view.phase == "play":
        if ctx.bomb:
            lines.append(tr("ret_ind_bomb"))
        if ctx.point_request:
            lines.append(tr("ret_ind_pr"))
        if ctx.named_suit >= 0:
            lines.append(tr("ret_ind_named", suit=SUIT_SYMBOLS[ctx.named_suit]))
    elif view.phase == "play" and view.entitled >= 0:
        lines.append(tr("ret_ind_entitled", name=scene.seat_name(view.entitled)))
    lines.extend(variant_table.dream_lines(view))  # R-VAR-10: the options, while room
    return lines[:5]


_leader: list[int] = [-1]  # the seat whose lead bubble goes when the first follower plays


def lead_words(event: RoundLed) -> str:
    words = [variant_table.declared_words()] if variant_table.declared_words_pending() else []
    if event.bomb:
        words.append(tr("ret_say_bomb"))
    if event.point_request:
        words.append(tr("ret_say_pr"))
    if event.named_suit is not None:
        words.append(tr("ret_say_named", suit=SUIT_SYMBOLS[event.named_suit]))
    if event.waived:
        words.append(tr("ret_say_waived"))
    return " ".join(words)


def speech(event: Event, view: object = None) -> Speech:
    """Bubbles for a Rettler event: (clear them all first, seats whose bubble goes, the new
    [(seat, text)])."""
    variant = team_table.speech(event)  # R-VAR-4/7/11: the trump named
    if variant is not None:
        return variant
    if isinstance(event, Dealt | TrickWon | KittyTaken):
        return True, [], []
    if isinstance(event, RoundLed):
        _leader[0] = event.seat
        words = lead_words(event)
        return True, [], [(event.seat, words)] if words else []
    if isinstance(event, CardPlayed):
        return False, [event.seat, _leader[0]], []
    if isinstance(event, BidMade):
        return False, [], [(event.seat, action_text(event.call))]
    if isinstance(event, AuctionRestarted):
        return True, [], []
    if isinstance(event, ContractSettled):
        text = (
            tr("ret_reverse", trump=event.trump)
            if event.reverse
            else bid_text(event.count, event.trump)
        )
        return True, [], [(event.declarer, text)]
    if isinstance(event, AdjutantCalled):
        card = variant_table.called_words(event.card, event.deck)  # R-VAR-13: with its deck
        return False, [], [(event.declarer, tr("ret_say_call", card=card))]
    if isinstance(event, variant_table.VARIANT_EVENTS):
        return variant_table.speech(event)
    return False, [], []


def morph(
    scene: TableScene, view: RettlerView, d: int, pause: int = 0
) -> QAbstractAnimation | None:
    """Every item moves (and turns over) from where it is to where ``view`` puts it."""
    before = {
        id(it): (it.pos(), it.rotation(), it.scale(), it.face_up, it.card)
        for it in scene.card_items()
    }
    zones = {id(it): it.zone for it in scene.card_items()}
    scene.sync(view)
    layout = scene.table_layout
    assert layout is not None
    stock = layout.stock_slots(1)[0]
    group = QParallelAnimationGroup()
    for it in scene.card_items():
        target = Slot(it.x(), it.y(), it.rotation(), it.scale(), it.zValue())
        start = before.get(id(it))
        if start is None:
            it.setPos(stock.x, stock.y)
            group.addAnimation(scene.move_item(it, target, d, delay=pause))
            continue
        pos, rot, scale, face_up, card = start
        if (
            pos == it.pos()
            and rot == it.rotation()
            and scale == it.scale()
            and face_up == it.face_up
        ):
            continue
        new_face, new_card = it.face_up, it.card
        it.setPos(pos)
        it.setRotation(rot)
        it.setScale(scale)
        # look25b: a card that stays in a face-down hand slides under its seat's plate
        # (issue 25, point 4); any other card passes over what it crosses
        zone = zones.get(id(it))
        stays = zone == it.zone and zone[0] == HAND and zone[1] != layout.human_seat
        lift = 0.0 if stays else 1000.0
        group.addAnimation(scene.move_item(it, target, d, delay=pause, flight_z=target.z + lift))
        if face_up != new_face:
            it.card, it.face_up = card if card is not None else new_card, face_up
            group.addAnimation(scene.flip_item(it, new_face, new_card, d, delay=pause))
    return group if group.animationCount() else None


def animate(
    scene: TableScene, event: Event, view: RettlerView, d: int
) -> QAbstractAnimation | None:
    """``event``'s animation towards ``view`` (the view after the whole action); the team
    cards (R-VAR-8) wait for their own events meanwhile (``team_card_item.held``)."""
    with team_card_item.held(scene):
        return _animate(scene, event, view, d)


def _animate(
    scene: TableScene, event: Event, view: RettlerView, d: int
) -> QAbstractAnimation | None:
    if isinstance(event, team_table.EVENTS):
        return team_table.animate(scene, event, view, d)
    if isinstance(event, variant_table.VARIANT_EVENTS):
        return variant_table.animate(scene, event, view, d)
    if isinstance(event, BidMade | AdjutantCalled):
        scene.update_decorations(view)
        return (
            scene.anim_speech(event.seat if isinstance(event, BidMade) else event.declarer, d)
            if scene.speech(event.seat if isinstance(event, BidMade) else event.declarer)
            else None
        )
    if isinstance(event, ContractSettled):
        scene.update_decorations(view)
        return scene.anim_contract(event.declarer, d)
    if isinstance(event, AdjutantRevealed):
        scene.update_decorations(view)
        return scene.flash_plate(event.seat, 3 * d, times=3)
    if isinstance(event, RoundLed):
        seq = QSequentialAnimationGroup()
        moves = morph(scene, view, d)
        if moves is not None:
            seq.addAnimation(moves)
        if scene.speech(event.seat):
            seq.addAnimation(scene.anim_speech(event.seat, d))
            seq.addAnimation(scene.anim_call(lambda: scene.hide_speech(event.seat)))
        scene.update_decorations(view)
        return seq
    if isinstance(event, RoundWon):
        unit = scene.zone_items(TRICK, event.winner)
        wins = set(event.winning_cards)
        winning = (
            [it for it in unit if it.card in wins]
            if wins and any(it.card in wins for it in unit)
            else unit
        )
        seq = QSequentialAnimationGroup()
        seq.addAnimation(scene.anim_trick_hold(d))  # the pause, or until a click
        seq.addAnimation(scene.flash_plate(event.winner, 2 * d, times=1))
        moves = morph(scene, view, int(d * 1.3))
        if moves is not None:
            seq.addAnimation(moves)
        scene.mark_winning(winning)  # after morph's sync, which clears every mark
        scene.update_decorations(view)
        return seq
    if isinstance(event, CardPlayed) and not view.round_plays and view.completed:
        last = _round_completed(scene, event, view, d)
        if last is not None:
            return last
    if isinstance(event, CardPlayed | KittyTaken | Discarded):
        scene.update_decorations(view)
        return morph(scene, view, d)
    return None


def _round_completed(
    scene: TableScene, event: CardPlayed, view: RettlerView, d: int
) -> QAbstractAnimation | None:
    """The card that completes a round lands beside the others of its seat. The view after
    it has the round gathered already; ``RoundWon``'s animation (same view) gathers it after
    the pause, so the whole round stays in sight with its winner highlighted first."""
    layout = scene.table_layout
    assert layout is not None
    units = view.completed[-1].plays
    order = next((i for i, (seat, _c) in enumerate(units) if seat == event.seat), None)
    placed = len(scene.zone_items(TRICK, event.seat))
    if order is None or placed >= len(units[order][1]):
        return None
    it = scene.take_from_hand(event.seat, event.card)
    if it is None:
        return None
    it.zone = (TRICK, event.seat)
    it.index = placed
    slot = unit_slots(layout, event.seat, order, len(units[order][1]))[placed]
    group = QParallelAnimationGroup()
    group.addAnimation(scene.move_item(it, slot, d, flight_z=1500 + order))
    if not it.face_up:
        group.addAnimation(scene.flip_item(it, True, event.card, d))
    scene.refan(event.seat, scene.zone_items(HAND, event.seat), d, group)
    return group


#: Rettler's view or a chapter-6 deal's (``variant_projection.py``)
_View = TypeVar("_View", bound=RettlerView)


class RettlerProjection(Projection[_View]):
    own_events: tuple[type[Event], ...] = (
        BidMade,
        AdjutantCalled,
        ContractSettled,
        AdjutantRevealed,
        RoundLed,
        RoundWon,
        CardPlayed,
        KittyTaken,
        Discarded,
        *team_table.EVENTS,
        *variant_table.VARIANT_EVENTS,
    )
    placements = staticmethod(placements)
    decorate = staticmethod(decorate)
    speech = staticmethod(speech)
    animate = staticmethod(animate)


register(RettlerView, RettlerProjection[RettlerView]())

# the chapter-6 deals' projections (R-VAR-1/2/3) register themselves
from napoleon_gui.games.rettler import variant_projection as _variants  # noqa: E402, F401
