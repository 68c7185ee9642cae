"""What a seat may know (M-VIS-1..5) and what it may say (M-TALK-1..4, MD-5, MU-3).

The strongest check: two games that differ only in cards a seat cannot see give that seat
identical views."""

from __future__ import annotations

import random

import pytest

from engine.cards import parse_card
from engine.errors import IllegalActionError
from engine.games.mustfollow.deal import Deal, deal, numbered_rng
from engine.games.mustfollow.params import FIRST_EDITION, SILENT_TABLE
from engine.games.mustfollow.state import MustFollowState
from engine.games.mustfollow.talk import (
    CAN_BEAT,
    CANNOT_BEAT,
    KEEP,
    ROLE,
    Message,
    constraints_by_seat,
)
from engine.games.mustfollow.worlds import sample_worlds
from engine.text import in_language

C = parse_card


def swap(mask_a: int, mask_b: int, a: int, b: int) -> tuple[int, int]:
    return (mask_a & ~(1 << a)) | 1 << b, (mask_b & ~(1 << b)) | 1 << a


@pytest.mark.parametrize("number", range(10))
def test_four_player_view_ignores_how_others_share_a_suit(number):
    d = deal(4, numbered_rng(4, number))
    hands = list(d.hands[0])
    # find a suit both E (1) and S (2) hold and swap one card of it between them
    for s in range(4):
        e = [c for c in range(13 * s, 13 * s + 13) if hands[1] >> c & 1 and c != C("C2")]
        w = [c for c in range(13 * s, 13 * s + 13) if hands[2] >> c & 1 and c != C("C2")]
        if e and w:
            hands[1], hands[2] = swap(hands[1], hands[2], e[0], w[0])
            break
    twin = Deal(4, d.dealer, (tuple(hands),))
    a = MustFollowState(FIRST_EDITION, d)
    b = MustFollowState(FIRST_EDITION, twin)
    assert a.view_for(0) == b.view_for(0)
    assert a.view_for(1) != b.view_for(1)


@pytest.mark.parametrize("number", range(10))
def test_puzzle_view_ignores_which_unseen_cards_are_in_the_dummy(number):
    """1 player, round 1: a face-down dummy card and a stock card of the same suit can be
    exchanged without the player's view changing (M-VIS-1, M-1P-3)."""
    d = deal(1, numbered_rng(1, number))
    a = MustFollowState(FIRST_EDITION, d)
    dummy, stock = d.hands[0][1], d.hands[1][0] | d.hands[1][1]
    down = dummy & ~a.dummy_up
    pair = next(
        (x, y)
        for x in range(52)
        for y in range(52)
        if down >> x & 1 and stock >> y & 1 and x // 13 == y // 13
    )
    x, y = pair
    new_dummy = dummy & ~(1 << x) | 1 << y
    r2 = tuple(h & ~(1 << y) | (1 << x if h >> y & 1 else 0) for h in d.hands[1])
    layout1 = tuple(y if c == x else c for c in d.layouts[0])
    twin = Deal(1, 0, ((d.hands[0][0], new_dummy), r2), None, (layout1, d.layouts[1]), d.redeals)
    b = MustFollowState(FIRST_EDITION, twin)
    assert a.view_for(0) == b.view_for(0)


def test_views_show_suits_of_every_hand_but_only_own_ranks():
    state = MustFollowState.numbered(FIRST_EDITION, 3, 4)
    view = state.view_for(1)
    assert view.hand_mask == state.hands[1]
    assert view.suit_counts[0] == tuple(
        (state.hands[0] >> 13 * s & 0x1FFF).bit_count() for s in range(4)
    )
    hidden = state.hands[0] | state.hands[2]
    assert view.unseen_mask == hidden  # deducible, but which seat holds which is not shown
    assert bool(view.legal) == (state.current_seat == 1)


def test_dummy_places_show_suits_only_until_turned():
    state = MustFollowState.numbered(FIRST_EDITION, 1, 2)
    view = state.view_for(0)
    up = [c for _, _, c in view.dummy_places if c is not None]
    assert sorted(up) == sorted(view.dummy_up)
    assert len({c // 13 for c in up}) == len(up)  # one per suit (M-1P-3)
    assert all(s == state.layout[i] // 13 for i, s, _ in view.dummy_places)


# --- table talk ---------------------------------------------------------------------------------
def center_hq_state() -> MustFollowState:
    """3 players, center HQ. A: H6-HJ, B: H5 only, C: HK HA."""
    hearts = {0: "H6 H7 H8 H9 H10 HJ", 1: "H5", 2: "HK HA"}
    others = [c for c in range(52) if c // 13 != 1 and c % 13 + 2 >= 5]
    sizes = {0: 7, 1: 12, 2: 11}
    hands, at = [], 0
    for seat in range(3):
        cards = [C(x) for x in hearts[seat].split()] + others[at : at + sizes[seat]]
        at += sizes[seat]
        hands.append(sum(1 << c for c in cards))
    return MustFollowState(FIRST_EDITION, Deal(3, 0, (tuple(hands),), C("HQ")))


def test_a_true_rank_hint_that_pins_a_card_is_refused():
    """M-TALK-2's own example: B's only heart is lower than HQ, and H5 is the only lower
    heart A has not seen, so "I cannot beat HQ" would tell A that B holds H5."""
    state = center_hq_state()
    with pytest.raises(IllegalActionError) as info:
        state.say(1, Message(CANNOT_BEAT, C("HQ")))
    assert info.value.rule_id == "M-TALK-1"
    assert "H5" not in str(info.value) and "♡5" not in str(info.value)  # no leak in the refusal
    assert Message(CANNOT_BEAT, C("HQ")) not in state.message_menu(1)


def test_a_rank_hint_that_leaves_ranks_open_is_allowed_and_constrains_deals():
    state = center_hq_state()
    msg = Message(CAN_BEAT, C("HQ"))
    assert msg in state.message_menu(2)
    state.say(2, msg)
    view = state.view_for(1)
    assert view.messages[-1].message == msg
    cons = constraints_by_seat(view.messages, view.plays, 1, view.round)
    assert cons[2][0].above
    for world in sample_worlds(view, 30, random.Random(0)):
        assert cons[2][0].holds(world[2] & (0x1FFF << 13))


def test_false_messages_are_refused():
    state = center_hq_state()
    with pytest.raises(IllegalActionError) as info:
        state.say(2, Message(CANNOT_BEAT, C("HQ")))
    assert info.value.rule_id == "M-TALK-2"
    for number in range(20):  # KEEP a suit one does not hold is false too
        other = MustFollowState.numbered(FIRST_EDITION, 4, number)
        missing = [
            (seat, s)
            for seat in range(4)
            for s in range(4)
            if not other.hands[seat] >> (13 * s) & 0x1FFF
        ]
        if missing:
            seat, suit = missing[0]
            with pytest.raises(IllegalActionError) as info:
                other.say(seat, Message(KEEP, suit))
            assert info.value.rule_id == "M-TALK-2"
            return
    raise AssertionError("no void in 20 deals")


def test_menu_has_roles_keeps_and_requests_and_no_rank_for_free():
    state = MustFollowState.numbered(FIRST_EDITION, 4, 3)
    menu = state.message_menu(2)
    assert {m.value for m in menu if m.template == ROLE} == {6, 4, 2, 0}
    keeps = {m.value for m in menu if m.template == KEEP}
    assert keeps == {s for s in range(4) if state.hands[2] >> (13 * s) & 0x1FFF}
    for m in menu:
        assert state.explain_message(2, m) is None


def test_no_talk_alone_or_at_a_silent_table():
    alone = MustFollowState.numbered(FIRST_EDITION, 1, 1)
    assert alone.message_menu(0) == []
    with pytest.raises(IllegalActionError) as info:
        alone.say(0, Message(ROLE, 8))
    assert info.value.rule_id == "M-TALK-3"
    silent = MustFollowState.numbered(SILENT_TABLE, 4, 1)
    assert silent.message_menu(0) == []
    with pytest.raises(IllegalActionError):
        silent.say(0, Message(ROLE, 6))


def test_messages_round_trip_through_json():
    for m in (
        Message(ROLE, 8),
        Message(KEEP, 2),
        Message(CAN_BEAT, C("HQ")),
        Message("REQUEST_WIN", to=1),
    ):
        assert Message.from_json(m.to_json()) == m
        for lang in ("ja", "fr"):  # every menu message is translated
            assert in_language(m.text(), lang) not in ("", str(m.text()))
