"""The co-op must-follow game on the table: a ``MustFollowView`` projected onto the shared
layout zones, and the speech bubbles of its table talk.

The practice deck shows each card's suit on its back (M-DECK-1, M-VIS-1): hidden cards are
items with no card and a ``back_suit``, grouped by suit in a fixed order that never depends
on rank (M-VIS-4). Zones: the human's hand face up; the other hands (2-4 players) as suit
backs; the 1-player dummy (hand 1) laid out in a row by place (``view.dummy_places``), its
face-up cards shown, the others as suit backs; the current trick; each hand's face-down pile
of taken tricks (MD-3: no suit on it); the side row holds the 3-player center card or, in
round 2, the round-1 last cards. Nothing here decides a rule.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractAnimation, QParallelAnimationGroup, QSequentialAnimationGroup

from engine.cards import CardParseError, parse_card, sort_key
from engine.events import CardPlayed, Dealt, Event, TrickWon
from engine.games.mustfollow.goals import dummy_choosable, hand_goals
from engine.games.mustfollow.moves import DummyCardTurned, MessageSent, RoundEnded, RoundStarted
from engine.games.mustfollow.state import DUMMY
from engine.games.mustfollow.view import MustFollowView
from engine.text import in_language
from napoleon_gui.games.mustfollow import texts as _texts  # noqa: F401  (registers the texts)
from napoleon_gui.i18n import card_text, language, tr
from napoleon_gui.table.layout import Slot, TableLayout
from napoleon_gui.table.placement import DISCARD, HAND, PILE, TRICK, Placement
from napoleon_gui.table.projection import Projection, Speech, register
from napoleon_gui.widgets.deck_look import solid_suits

if TYPE_CHECKING:
    from engine.games.mustfollow.talk import Message
    from napoleon_gui.table.scene import TableScene


def hidden_suits(view: MustFollowView, hand: int) -> list[int]:
    """The suits of a hidden hand's backs in the order they lie: grouped by suit (M-VIS-4)."""
    counts = view.suit_counts[hand]
    return [s for s in range(4) for _ in range(counts[s])]


def dummy_slots(layout: TableLayout, count: int) -> list[Slot]:
    """The 1-player dummy's places: one row across the top, a small gap between suits is
    not needed (places are already grouped by suit)."""
    k = layout.k
    scale = 0.66
    step = 100.0 * scale * 0.78
    x0 = 800.0 - step * (count - 1) / 2
    tx, ty = layout.table.x, layout.table.y
    return [
        Slot(tx + (x0 + i * step) * k, ty + 158.0 * k, 0.0, scale * k, 100 + i)
        for i in range(count)
    ]


def hand_slots(view: MustFollowView, layout: TableLayout, hand: int, count: int) -> list[Slot]:
    if view.players == 1 and hand == DUMMY:
        return dummy_slots(layout, count)
    return layout.hand_slots(hand, count)


def hand_name(view: MustFollowView, hand: int, names: list[str]) -> str:
    if view.players == 1:
        return tr("mf_dummy") if hand == DUMMY else (names[0] if names else tr("mf_player"))
    return names[hand] if hand < len(names) else str(hand + 1)


def side_cards(view: MustFollowView) -> list[int]:
    if view.leftovers:
        return list(view.leftovers)
    return [view.center] if view.center is not None else []


def last_cards(view: MustFollowView) -> list[int]:
    """At the end of the game every hand's last card is shown (from the result)."""
    if view.result is None:
        return []
    rounds = view.result.detail.get("rounds") or []
    if not rounds:
        return []
    try:
        return [parse_card(c) for c in rounds[-1]["leftovers"]]
    except (CardParseError, KeyError, TypeError):
        return []


def pile_slots(view: MustFollowView, layout: TableLayout, hand: int, count: int) -> list[Slot]:
    """Taken tricks, face down (MD-3); the 1-player dummy's pile lies right of its row."""
    if view.players == 1 and hand == DUMMY:
        k = layout.k
        x, y = layout.table.x + 1210.0 * k, layout.table.y + 158.0 * k
        return [
            Slot(x + min(i, 12) * 0.5 * k, y - min(i, 12) * 0.5 * k, 0.0, 0.42 * k, 40 + i)
            for i in range(count)
        ]
    return layout.pile_slots(hand, count)


def placements(view: MustFollowView, layout: TableLayout) -> list[Placement]:
    out: list[Placement] = []
    last = last_cards(view)
    for hand in range(view.hands_n):
        if hand == view.seat:
            cards = sorted(view.hand, key=sort_key)
            out.extend(
                Placement((HAND, hand), i, c, True, s, interactive=True)
                for i, (c, s) in enumerate(
                    zip(cards, layout.hand_slots(hand, len(cards)), strict=True)
                )
            )
        elif view.players == 1:
            places = view.dummy_places
            shown = [last[hand] if last and card is None else card for _p, _s, card in places]
            out.extend(
                Placement((HAND, hand), i, card, card is not None, s)
                for i, (card, s) in enumerate(
                    zip(shown, dummy_slots(layout, len(places)), strict=True)
                )
            )
        else:
            suits = hidden_suits(view, hand)
            row: list[int | None] = (
                [last[hand]] if last and len(suits) == 1 else [None] * len(suits)
            )
            out.extend(
                Placement((HAND, hand), i, c, c is not None, s)
                for i, (c, s) in enumerate(
                    zip(row, layout.hand_slots(hand, len(suits)), strict=True)
                )
            )
    for order, (hand, card) in enumerate(view.trick):
        out.append(Placement((TRICK, hand), 0, card, True, layout.trick_slot(hand, order)))
    for hand in range(view.hands_n):
        n = view.taken[hand] * view.hands_n
        out.extend(
            Placement((PILE, hand), i, None, False, s)
            for i, s in enumerate(pile_slots(view, layout, hand, n))
        )
    side = side_cards(view)
    out.extend(
        Placement((DISCARD, 0), i, c, True, s)
        for i, (c, s) in enumerate(zip(side, layout.discard_slots(len(side)), strict=True))
    )
    return out


def decorate(scene: TableScene, view: MustFollowView) -> None:
    """Suit backs, the dummy's choosable places, name plates (trick counts), info lines."""
    for it in scene.card_items():
        it.back_suit = None
    for hand in range(view.hands_n):
        if hand == view.seat:
            continue
        items = scene.zone_items(HAND, hand)
        if view.players == 1:
            suits = [suit for _p, suit, _c in view.dummy_places]
        else:
            suits = hidden_suits(view, hand)
        for it, suit in zip(items, suits, strict=False):
            it.back_suit = None if it.face_up else suit
    if view.players == 1:  # the engine says which dummy cards may be chosen (M-1P-3/4)
        choosable = dummy_choosable(view)
        dummy_turn = any(choosable)
        for it, ok in zip(scene.zone_items(HAND, DUMMY), choosable, strict=False):
            it.raised = ok
            it.dimmed = dummy_turn and not ok
    names = list(scene.names)
    goals = hand_goals(view)
    for hand in range(view.hands_n):
        plate = scene.plate(hand)
        plate.name = hand_name(view, hand, names) if view.players == 1 else plate.name
        plate.points_key = "mf_tricks"
        plate.show_points = True
        aim = goals[hand]
        plate.set_state(
            role=plate_goal(aim.tricks) if aim is not None else "",
            points=view.taken[hand],
            dealer=view.players > 1 and hand == view.dealer,
        )
        # the rule that fixes the count: the table's words stay plain, the ID is a tip
        if aim is not None:
            plate.setToolTip(tr("mf_plate_goal_tip", rule=aim.rule))
        elif plate.total is None:
            plate.setToolTip("")
        plate.update()
    scene.set_info(info_lines(view))
    if view.leftovers:
        scene.set_area_label(tr("mf_leftovers_label"))
    elif view.center is not None:
        scene.set_area_label(tr("mf_center_label"))
    else:
        scene.set_area_label(None)


def plate_goal(tricks: int) -> str:
    """A hand's goal as its plate says it (issue 21, 5b): "exactly 2 tricks", "no tricks"."""
    return tr("mf_plate_none") if tricks == 0 else tr("mf_plate_exactly", n=tricks)


def info_lines(view: MustFollowView) -> list[str]:
    lines: list[str] = []
    if view.rounds > 1:
        lines.append(tr("mf_round", r=view.round, n=view.rounds))
    if view.phase == "play":
        lines.append(tr("mf_trick", k=view.trick_number))
    if view.center is not None:
        lines.append(tr("mf_center", card=card_text(view.center)))
    if view.leftovers:
        lines.append(
            tr(
                "mf_leftovers",
                cards=" ".join(card_text(c) for c in view.leftovers),
                counts="/".join(str(n) for n in view.round1_taken),
            )
        )
    return lines


def message_text(message: Message) -> str:
    return solid_suits(in_language(message.text(), language()))


def speech(event: Event, view: object = None) -> Speech:
    """Talk bubbles stay until the speaker plays (its card would be hidden) or a round
    starts."""
    if isinstance(event, Dealt | RoundStarted):
        return True, [], []
    if isinstance(event, CardPlayed):
        return False, [event.seat], []
    if isinstance(event, MessageSent):
        return False, [], [(event.seat, message_text(event.message))]
    return False, [], []


def animate(
    scene: TableScene, event: Event, view: MustFollowView, d: int
) -> QAbstractAnimation | None:
    if isinstance(event, Dealt):
        return scene.anim_dealt(event, view, d)
    if isinstance(event, RoundStarted):
        if event.round == 1:
            return scene.anim_dealt(Dealt(view.dealer, (), 0), view, d)
        return None
    if isinstance(event, MessageSent):
        return scene.anim_speech(event.seat, d) if scene.speech(event.seat) else None
    if isinstance(event, DummyCardTurned):
        return _dummy_turned(scene, event, d)
    if isinstance(event, CardPlayed):
        return _card_played(scene, event, view, d)
    if isinstance(event, TrickWon):
        return scene.anim_trick_won(event, d)
    if isinstance(event, RoundEnded):
        seq = QSequentialAnimationGroup()
        seq.addPause(4 * d)
        return seq
    return None


def _dummy_turned(scene: TableScene, event: DummyCardTurned, d: int) -> QAbstractAnimation | None:
    """The dummy's card at place ``event.slot`` shows its face: turned up now (M-1P-3), or
    learnt just before it is played (the play's own animation turns it)."""
    places = _PLACES.get(scene, [])
    if event.slot not in places:
        return None
    index = places.index(event.slot)
    items = scene.zone_items(HAND, DUMMY)
    if index >= len(items):
        return None
    it = items[index]
    if event.played:
        it.card = event.card  # still face down: the play turns it over
        it.back_suit = None
        return None
    it.back_suit = None
    return scene.flip_item(it, True, event.card, d)


def _card_played(
    scene: TableScene, event: CardPlayed, view: MustFollowView, d: int
) -> QAbstractAnimation | None:
    layout = scene.table_layout
    assert layout is not None
    it = scene.take_from_hand(event.seat, event.card)
    if it is None:
        return None
    it.back_suit = None
    order = scene.trick_count()
    slot = layout.trick_slot(event.seat, order)
    it.zone = (TRICK, event.seat)
    it.index = 0
    scene.note_played(it, event.seat, order)
    group = QParallelAnimationGroup()
    group.addAnimation(scene.move_item(it, slot, d, flight_z=1500 + order))
    if not it.face_up:
        group.addAnimation(scene.flip_item(it, True, event.card, d))
    rest = scene.zone_items(HAND, event.seat)
    for i, (item, target) in enumerate(
        zip(rest, hand_slots(view, layout, event.seat, len(rest)), strict=True)
    ):
        item.index = i
        group.addAnimation(scene.move_item(item, target, d, flight_z=target.z + 500))
    return group


#: per scene: the dummy's places in the order of its items at the last sync (a scene that
#: is gone drops out)
_PLACES: weakref.WeakKeyDictionary[TableScene, list[int]] = weakref.WeakKeyDictionary()


class _MustFollowProjection(Projection[MustFollowView]):
    own_events: tuple[type[Event], ...] = (
        Dealt,
        RoundStarted,
        DummyCardTurned,
        RoundEnded,
        MessageSent,
        CardPlayed,
        TrickWon,
    )
    placements = staticmethod(placements)
    speech = staticmethod(speech)
    animate = staticmethod(animate)

    @staticmethod
    def table_seats(view: MustFollowView) -> int:
        """The 1-player game has two places: the player and the dummy."""
        return view.hands_n

    @staticmethod
    def turn_place(view: MustFollowView, seat: int) -> int:
        """The hand to play (the puzzle player plays the dummy's hand too)."""
        return view.to_play if view.to_play is not None else seat

    @staticmethod
    def decorate(scene: TableScene, view: MustFollowView) -> None:
        _PLACES[scene] = [p for p, _s, _c in view.dummy_places]
        decorate(scene, view)


register(MustFollowView, _MustFollowProjection())
