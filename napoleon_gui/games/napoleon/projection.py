"""Napoleon on the table: a ``NapoleonView`` projected onto the shared layout zones, the
name plates and info panel, the speech of the auction and Napoleon's own animations (kitty
taken, turned up, discards, adjutant revealed, the reveal at the end of the deal).

Zones: the human's hand face up and sorted (face down while he has not looked at it: the
blind stand, N-VAR-6, and the Imperialist's trump chooser, N-VAR-5), the other hands face
down by ``hand_sizes`` (the table never even learns those cards), the current trick, the
kitty face down in the centre until taken (or turned up, N-BID-13), the discards in the
side row in the order put down (``view.discard_row``: the face-up ones for everybody, the
declarer's own face-down ones dimmed for him, N-KIT-3), each seat's won point cards face
up (N-INFO-2) and its face-down pile of the rest; once the deal is over every card left is
shown (``view.end_hands``, N-END-7). Under the blind stand each seat's face-up card lies
face up in its hand until played (N-VAR-6); the Imperialist's trump and first leader
(N-VAR-5) and Urako's trump kind of the trick in progress (N-VAR-7) are shown in the info
panel and on a badge by the trick. The two-player and four-pile deals (N-VAR-1/2/3) add
their own places: ``variant_projection.py``. Nothing here decides a rule: it only reads
the view and the events.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QAbstractAnimation, QParallelAnimationGroup, QSequentialAnimationGroup

from engine.cards import BIT, sort_key
from engine.events import (
    AdjutantCalled,
    AdjutantRevealed,
    BidMade,
    BlindCardShown,
    CardPlayed,
    ContractSettled,
    DealEnded,
    Dealt,
    Discarded,
    Event,
    HandsLifted,
    KittyRevealed,
    KittyTaken,
    MisdealDeclared,
    TrickTrumpDeclared,
    TrickWon,
    TrumpNamed,
)
from engine.games.napoleon.view import NapoleonView
from napoleon_gui.games.napoleon.table_texts import (
    call_text,
    cards_text,
    contract_short,
    contract_text,
)
from napoleon_gui.i18n import N_, card_text, tr, trump_name
from napoleon_gui.i18n import register as register_strings
from napoleon_gui.table.blind_hands import blind_card_shown, hands_lifted
from napoleon_gui.table.layout import Rect, TableLayout
from napoleon_gui.table.placement import DISCARD, HAND, KITTY, PILE, TRICK, WON, Placement
from napoleon_gui.table.projection import Projection, Speech, register

if TYPE_CHECKING:
    from napoleon_gui.table.scene import TableScene

register_strings(
    {
        "table_imperial": N_("Every player for himself"),
        "table_taking_piles": N_("Taking piles…"),
        "table_imperial_trump": N_("Trump: {trump}"),
        "table_imperial_no_trump": N_("Trump not named yet"),
        "table_first_leader": N_("First lead: {name}"),
        "table_trick_trump": N_("This trick: {trump}"),
    }
)

Captions = dict[str, tuple[Rect, str]]


def blind_card_of(view: NapoleonView, seat: int) -> int | None:
    """N-VAR-6: ``seat``'s face-up card while it is still in his hand (public)."""
    if seat >= len(view.blind_cards):
        return None
    card = view.blind_cards[seat]
    if view.played_mask & BIT[card] or card in view.discard_row:
        return None
    return card


def hand_placements(view: NapoleonView, layout: TableLayout) -> list[Placement]:
    """Every seat's hand: the human's face up and sorted (face down but for the cards he
    knows while he has not looked at it, N-VAR-5/6), the others face down (a blind
    stand's face-up card first, face up), every card shown once the deal is over."""
    out: list[Placement] = []
    end = view.end_hands
    for seat in range(view.players):
        count = view.hand_sizes[seat]
        slots = layout.hand_slots(seat, count)
        if seat == view.seat and not view.hand_unseen:
            cards = sorted(view.hand, key=sort_key)
            slots = layout.hand_slots(seat, len(cards))
            out.extend(
                Placement((HAND, seat), i, c, True, s, interactive=True)
                for i, (c, s) in enumerate(zip(cards, slots, strict=True))
            )
            continue
        shown: list[int | None] = [None] * count
        if seat == view.seat:
            known = sorted(view.hand, key=sort_key)[:count]
            shown[: len(known)] = known
        elif end is not None and len(end[seat]) == count:
            shown = [*sorted(end[seat], key=sort_key)]
        else:
            blind = blind_card_of(view, seat)
            if blind is not None and count:
                shown[-1] = blind  # on top of the fan, in sight
        for i, s in enumerate(slots):
            card = shown[i]
            out.append(Placement((HAND, seat), i, card, card is not None, s))
    return out


def placements(view: NapoleonView, layout: TableLayout) -> list[Placement]:
    out = hand_placements(view, layout)
    players = view.players
    for order, (seat, card) in enumerate(view.trick):
        out.append(Placement((TRICK, seat), 0, card, True, layout.trick_slot(seat, order)))
    won_ids: set[int] = set()
    for seat in range(players):
        won = sorted(view.point_cards_won[seat], key=sort_key)
        won_ids.update(won)
        out.extend(
            Placement((WON, seat), i, c, True, s)
            for i, (c, s) in enumerate(zip(won, layout.won_slots(seat, len(won)), strict=True))
        )
    piles = [0] * players
    for trick in view.completed:
        piles[trick.winner] += sum(1 for _, c in trick.plays if c not in won_ids)
    for seat in range(players):
        out.extend(
            Placement((PILE, seat), i, None, False, s)
            for i, s in enumerate(layout.pile_slots(seat, piles[seat]))
        )
    if view.kitty_on_table:
        size = view.rules.kitty_size(players)
        kitty = view.kitty if view.kitty is not None else view.end_kitty
        if kitty is not None and len(kitty) != size:
            kitty = None
        for i, s in enumerate(layout.kitty_slots(size)):
            known = kitty[i] if kitty is not None else None
            out.append(Placement((KITTY, 0), i, known, known is not None, s))
    row = view.discard_row
    public = set(view.discards_face_up)
    for i, (c, s) in enumerate(zip(row, layout.discard_slots(len(row)), strict=True)):
        private = c is not None and c not in public and view.result is None
        out.append(Placement((DISCARD, 0), i, c, c is not None, s, dimmed=private))
    return out


def role_of(view: NapoleonView, seat: int) -> str:
    """What ``seat``'s plate says of its role: only what this view knows (the human who
    holds a named card sees "Adjutant (secret)" on his own plate, N-ADJ-3)."""
    contract = view.contract
    if contract is not None and seat == contract.declarer:
        # "alone" tells the table no adjutant turned up; at two players there is never one
        # (N-VAR-1, N-VAR-2), and the longer word would be cut off on the plate
        alone = view.only_known and view.phase in ("play", "over") and view.players > 2
        return tr("table_role_alone") if alone else tr("table_role_napoleon")
    if seat in view.known_adjutants:
        return tr("table_role_adjutant")
    if seat == view.seat and view.is_secret_adjutant:
        return tr("table_role_secret")
    if contract is not None and view.only_known:
        return tr("table_role_coalition")
    return ""


def decorate(scene: TableScene, view: NapoleonView, captions: Captions | None = None) -> None:
    """Name plates (roles once known, point cards taken, dealer), the info panel, the
    discards' caption and the table's captions (``captions``: a variant's own)."""
    playing = view.phase in ("play", "over")
    for seat in range(view.players):
        plate = scene.plate(seat)
        plate.points_key = "table_points"
        plate.show_points = playing
        plate.team_colour = None
        plate.set_state(
            role=role_of(view, seat),
            points=len(view.point_cards_won[seat]),
            dealer=seat == view.dealer,
        )
    scene.set_info(info_lines(scene, view))
    scene.set_area_label(tr("table_discards") if view.discard_count > 0 else None)
    out = dict(captions or {})
    layout = scene.table_layout
    if view.declared_trump and view.phase == "play" and layout is not None:
        out["trick_trump"] = (
            layout.trick_badge(),
            tr("table_trick_trump", trump=trump_name(view.declared_trump)),
        )
    scene.set_captions(out)


def info_lines(scene: TableScene, view: NapoleonView) -> list[str]:
    """The bidding (standing bid, dealer) or the contract, its Napoleon and the adjutant
    card; the trick number during play."""
    lines: list[str] = []
    contract = view.contract
    imperial = view.imperial
    if imperial is not None:  # N-VAR-5: no contract, every player for himself
        lines.append(tr("table_imperial"))
        if imperial.trump:
            lines.append(tr("table_imperial_trump", trump=trump_name(imperial.trump)))
        else:
            lines.append(tr("table_imperial_no_trump"))
        lines.append(tr("table_first_leader", name=scene.seat_name(imperial.chooser)))
    elif contract is None:
        choosing = view.phase in ("choose_pile", "pile_choice")  # N-VAR-2/3
        lines.append(tr("table_taking_piles" if choosing else "table_bidding"))
        if view.standing_bid is not None:
            seat, bid = view.standing_bid
            lines.append(tr("table_standing", name=scene.seat_name(seat)))
            lines.append(call_text(bid, view.rules))
        elif view.kitty_on_table:
            lines.append(tr("table_no_bid_yet"))
        lines.append(tr("table_dealer", name=scene.seat_name(view.dealer)))
    else:
        text = contract_text(contract.count, contract.trump, contract.reverse, view.rules)
        lines.append(tr("table_contract", contract=text))
        if contract.forced:
            lines.append(tr("table_forced"))
        lines.append(tr("table_contract_by", name=scene.seat_name(contract.declarer)))
        if view.adjutant_cards:
            lines.append(tr("table_adjutant_cards", cards=cards_text(view.adjutant_cards)))
        if view.declared_trump:  # Urako (N-VAR-7): the kind the leader declared
            lines.append(tr("table_trick_trump", trump=trump_name(view.declared_trump)))
    if view.phase == "play" and view.trick_number:
        lines.append(tr("table_trick_number", k=view.trick_number, n=view.tricks))
    return lines


def speech(event: Event, view: object) -> Speech:
    """The auction's bubbles: bids, misdeal calls, the contract and the adjutant call; they
    go when the kitty is taken or a card is played."""
    rules = view.rules if isinstance(view, NapoleonView) else None
    if isinstance(event, Dealt):
        return True, [], []
    if isinstance(event, BidMade):
        return False, [], [(event.seat, call_text(event.call, rules))]
    if isinstance(event, MisdealDeclared):
        return False, [], [(event.seat, tr("table_call_misdeal"))]
    if isinstance(event, ContractSettled):
        return (
            True,
            [],
            [(event.declarer, contract_short(event.count, event.trump, event.reverse, rules))],
        )
    if isinstance(event, AdjutantCalled):
        return False, [], [(event.declarer, tr("table_call_adjutant", card=card_text(event.card)))]
    if isinstance(event, TrumpNamed):
        return True, [], [(event.seat, trump_name(event.trump))]
    if isinstance(event, KittyTaken | CardPlayed):
        return True, [], []
    return False, [], []


def animate(
    scene: TableScene, event: Event, view: NapoleonView, d: int
) -> QAbstractAnimation | None:
    if isinstance(event, KittyTaken):
        return _kitty_taken(scene, event, d)
    if isinstance(event, KittyRevealed):
        return scene.anim_flip_zone(KITTY, 0, list(event.cards), d)
    if isinstance(event, Discarded):
        return _discarded(scene, event, d)
    if isinstance(event, AdjutantRevealed):
        scene.update_decorations(view)
        return scene.flash_plate(event.seat, 3 * d, times=3)
    if isinstance(event, BidMade | MisdealDeclared):
        return scene.anim_speech(event.seat, d)
    if isinstance(event, AdjutantCalled):
        scene.update_decorations(view)
        return scene.anim_speech(event.declarer, d)
    if isinstance(event, ContractSettled):
        scene.update_decorations(view)
        return scene.anim_contract(event.declarer, d)
    if isinstance(event, DealEnded):
        return _deal_ended(scene, view, d)
    if isinstance(event, BlindCardShown):
        return blind_card_shown(scene, event, d)
    if isinstance(event, HandsLifted):
        return hands_lifted(scene, event, d)
    if isinstance(event, TrumpNamed):
        scene.update_decorations(view)
        return scene.anim_contract(event.seat, d)
    if isinstance(event, TrickTrumpDeclared):
        scene.update_decorations(view)
        return scene.flash_plate(event.seat, 2 * d, times=1)
    return None


def _kitty_taken(scene: TableScene, event: KittyTaken, d: int) -> QAbstractAnimation | None:
    layout = scene.table_layout
    assert layout is not None
    kitty = scene.zone_items(KITTY, 0)
    if not kitty:
        return None
    seat = event.seat
    human = seat == layout.human_seat
    cards = list(event.cards) if event.cards is not None else []
    group = QParallelAnimationGroup()
    if human and len(cards) == len(kitty):
        for it, card in zip(kitty, cards, strict=True):
            if not it.face_up:
                it.card = card
                group.addAnimation(scene.flip_item(it, True, card, d, delay=d // 2))
        hand = scene.zone_items(HAND, seat) + kitty
        hand.sort(key=lambda it: sort_key(it.card if it.card is not None else 0))
    else:
        for it in kitty:
            if it.face_up:
                group.addAnimation(scene.flip_item(it, False, None, d))
            else:
                it.card = None
        hand = scene.zone_items(HAND, seat) + kitty
    scene.refan(seat, hand, d, group)
    return group


def _discarded(scene: TableScene, event: Discarded, d: int) -> QAbstractAnimation | None:
    layout = scene.table_layout
    assert layout is not None
    human = event.seat == layout.human_seat
    it = scene.take_from_hand(event.seat, event.card)
    if it is None:
        return None
    index = len(scene.zone_items(DISCARD, 0))
    slots = layout.discard_slots(index + 1)
    it.zone = (DISCARD, 0)
    it.index = index
    group = QParallelAnimationGroup()
    group.addAnimation(scene.move_item(it, slots[index], d, flight_z=1500))
    show = event.card is not None and (event.face_up or human)
    if show != it.face_up:
        group.addAnimation(scene.flip_item(it, show, event.card if show else None, d))
    elif not show:
        it.card = None
    it.dimmed = human and not event.face_up
    scene.refan(event.seat, scene.zone_items(HAND, event.seat), d, group)
    return group


def _deal_ended(scene: TableScene, view: NapoleonView, d: int) -> QAbstractAnimation | None:
    """N-END-7: the hands left, the kitty and the face-down discards turn over."""
    layout = scene.table_layout
    assert layout is not None
    group = QParallelAnimationGroup()
    end = view.end_hands or ()
    for seat, cards in enumerate(end):
        if seat == layout.human_seat:
            continue
        anim = scene.anim_flip_zone(HAND, seat, sorted(cards, key=sort_key), d)
        if anim is not None:
            group.addAnimation(anim)
    if view.end_kitty is not None:
        kitty = scene.anim_flip_zone(KITTY, 0, list(view.end_kitty), d)
        if kitty is not None:
            group.addAnimation(kitty)
    discards = scene.zone_items(DISCARD, 0)
    row = view.discard_row
    if discards and len(row) == len(discards):
        for it, card in zip(discards, row, strict=True):
            if not it.face_up and card is not None:
                group.addAnimation(scene.flip_item(it, True, card, d))
    if not group.animationCount():
        return None
    seq = QSequentialAnimationGroup()
    seq.addAnimation(group)
    seq.addPause(2 * d)
    return seq


#: Napoleon's view or a chapter-6 deal's (``variant_projection.py``)
_View = TypeVar("_View", bound=NapoleonView)


class NapoleonProjection(Projection[_View]):
    own_events: tuple[type[Event], ...] = (
        KittyTaken,
        KittyRevealed,
        Discarded,
        AdjutantRevealed,
        BidMade,
        MisdealDeclared,
        AdjutantCalled,
        ContractSettled,
        DealEnded,
        BlindCardShown,
        HandsLifted,
        TrumpNamed,
        TrickTrumpDeclared,
    )
    placements = staticmethod(placements)
    decorate = staticmethod(decorate)
    speech = staticmethod(speech)
    animate = staticmethod(animate)

    @staticmethod
    def trick_face_up(event: TrickWon) -> Collection[int]:
        """Each seat's won point cards lie face up (N-INFO-2)."""
        return event.point_cards


register(NapoleonView, NapoleonProjection[NapoleonView]())

# the chapter-6 deals' own places (two-player, four-pile) build on this module
from napoleon_gui.games.napoleon import variant_projection as _variants  # noqa: E402, F401
