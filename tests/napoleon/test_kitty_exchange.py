"""The kitty exchange as one decision (engine/games/napoleon/kitty_exchange.py): which discards
are legal together, in which order the engine takes them, and which go face up
(N-KIT-1..5)."""

from __future__ import annotations

import random

import pytest

from engine.actions import Action, Bid, CallAdjutant, Close, Discard, KeepHand, Pass
from engine.cards import IS_POINT, JOKER, MIGHTY, POINT_MASK, cards_in, napoleon_deck
from engine.games.napoleon.kitty_exchange import KittyExchange
from engine.games.napoleon.params import BOOK, FUKASHI, IGOSHOKAI, NapoleonRules
from engine.games.napoleon.state import NapoleonState


def _policy(state: NapoleonState) -> Action:
    legal = state.legal_actions()
    if Close() in legal:
        return Close()
    if not state.bids and any(isinstance(a, Bid) for a in legal):
        return next(a for a in legal if isinstance(a, Bid))
    if Pass() in legal:
        return Pass()
    return legal[0]


def to_discard(rules: NapoleonRules, players: int, seed: int) -> NapoleonState:
    state = NapoleonState.deal(rules, players, random.Random(seed))
    while state.phase != "adjutant_call":
        state.apply(KeepHand() if state.phase == "misdeal_offer" else _policy(state))
    while state.phase == "adjutant_call":
        hand = state.view_for(state.current_seat).hand
        state.apply(
            next(
                a
                for a in state.legal_actions()
                if isinstance(a, CallAdjutant) and a.card not in hand
            )
        )
    assert state.phase == "discard"
    return state


def declarer_view(state: NapoleonState):
    return state.view_for(state.declarer)


def test_n_kit_2_book_any_cards_of_the_whole_hand_exactly_the_kitty_size():
    state = to_discard(BOOK, 4, seed=7)
    view = declarer_view(state)
    exchange = KittyExchange(view)
    assert exchange.still == 5 == len(view.kitty)
    assert exchange.legal_after(frozenset()) == frozenset(view.hand)  # kitty or own cards
    chosen = frozenset(view.hand[:5])
    assert exchange.legal_after(chosen) == frozenset()  # complete: nothing more
    assert exchange.accepts(frozenset(view.hand[:4])) is None  # too few
    actions = exchange.accepts(chosen)
    assert actions is not None and {a.card for a in actions} == chosen
    for action in actions:  # the engine takes them one by one, in this order
        state.apply(action)
    assert state.phase == "play"
    assert exchange.legal_after(chosen) == frozenset()


def test_n_kit_3_book_point_cards_go_face_up_the_others_face_down():
    state = to_discard(BOOK, 5, seed=3)
    exchange = KittyExchange(declarer_view(state))
    for card in declarer_view(state).hand:
        assert exchange.face_up(card) == bool(IS_POINT[card])


def test_n_kit_3_igoshokai_trump_suit_cards_also_go_face_up():
    state = to_discard(IGOSHOKAI, 5, seed=11)
    view = declarer_view(state)
    exchange = KittyExchange(view)
    trump = view.deal_rules.trump_suit_mask
    for card in view.hand:
        expected = bool(POINT_MASK >> card & 1) or bool(trump >> card & 1)
        assert exchange.face_up(card) == expected


def test_n_kit_3_fukashi_point_cards_banned_while_other_cards_remain():
    state = to_discard(FUKASHI, 5, seed=8)
    view = declarer_view(state)
    others = frozenset(c for c in view.hand if not IS_POINT[c])
    assert len(others) >= 3
    exchange = KittyExchange(view)
    assert exchange.legal_after(frozenset()) == others
    points = [c for c in view.hand if IS_POINT[c]]
    assert points and exchange.accepts(frozenset([points[0], *sorted(others)[:2]])) is None


def test_n_kit_3_fukashi_unavoidable_point_discard_after_the_plain_cards():
    """11 point cards among 13: both plain cards must go, plus one point card of choice."""
    points = cards_in(POINT_MASK)
    plain = [c for c in napoleon_deck() if not IS_POINT[c]]
    own = points[:10]
    kitty = [points[10], plain[0], plain[1]]
    rest = points[11:] + plain[2:]
    hands = [own] + [rest[i * 10 : (i + 1) * 10] for i in range(4)]
    state = NapoleonState.from_contract(FUKASHI, hands, kitty, declarer=0, count=13, trump="S")
    state.apply(CallAdjutant(JOKER if JOKER not in own else MIGHTY))
    exchange = KittyExchange(state.view_for(0))
    # at first any card: a point card now still leaves both plain cards for later
    assert exchange.legal_after(frozenset()) == frozenset(state.view_for(0).hand)
    # one point card chosen: only the plain cards may follow
    assert exchange.legal_after(frozenset({points[0]})) == {plain[0], plain[1]}
    assert not exchange.reachable(frozenset({points[0], points[1]}))
    chosen = frozenset({points[0], plain[0], plain[1]})
    actions = exchange.accepts(chosen)
    assert actions is not None
    assert actions[-1] == Discard(points[0])  # the point card last: the order the engine takes
    for action in actions:
        state.apply(action)
    assert state.phase == "play" and state.discarded_points() == 1


def test_n_kit_5_reverse_all_take_bans_point_cards():
    rules = BOOK.model_copy(update={"reverse_all_take": True})
    deck = [c for c in napoleon_deck() if c != JOKER]
    state = NapoleonState.from_contract(
        rules,
        [deck[i * 12 : (i + 1) * 12] for i in range(4)],
        [*deck[48:], JOKER],
        declarer=0,
        count=0,
        trump="C",
        reverse=True,
    )
    hand = state.view_for(0).hand
    state.apply(
        next(a for a in state.legal_actions() if isinstance(a, CallAdjutant) and a.card not in hand)
    )
    exchange = KittyExchange(state.view_for(0))
    assert exchange.legal_after(frozenset()) == {
        c for c in state.view_for(0).hand if not IS_POINT[c]
    }


def test_n_kit_1_only_the_declarers_view_of_the_exchange():
    state = to_discard(BOOK, 4, seed=7)
    other = (state.declarer + 1) % 4
    with pytest.raises(ValueError):
        KittyExchange(state.view_for(other))


def test_a_partly_done_exchange_continues_from_the_discards_made():
    state = to_discard(BOOK, 4, seed=9)
    view = declarer_view(state)
    state.apply(Discard(view.hand[0]))
    exchange = KittyExchange(declarer_view(state))
    assert exchange.still == 4
    actions = exchange.accepts(frozenset(declarer_view(state).hand[:4]))
    assert actions is not None and len(actions) == 4


def test_n_kit_4_discarded_point_cards_count_for_the_coalition():
    state = to_discard(BOOK, 4, seed=7)
    exchange = KittyExchange(declarer_view(state))
    hand = declarer_view(state).hand
    points = [c for c in hand if IS_POINT[c]]
    plain = [c for c in hand if not IS_POINT[c]]
    assert exchange.points_to_coalition(frozenset(plain[:2])) == 0
    assert exchange.points_to_coalition(frozenset([*points[:2], plain[0]])) == 2


@pytest.mark.parametrize("seed", [3, 8])
def test_n_var_1_the_exchange_of_a_tableau_deal_offers_hand_cards_only(seed):
    """N-VAR-1: the Napoleon exchanges hand cards only; the exchange is asked of the
    tableau deal itself (the plain deal cannot hold a two-player layout)."""
    from engine.games.napoleon.params import TWO_PLAYER_1
    from engine.games.napoleon.two_player import TableauState

    state = TableauState.deal(TWO_PLAYER_1, 2, random.Random(seed))
    while state.phase != "discard":
        state.apply(_policy(state))
    view = declarer_view(state)
    exchange = KittyExchange(view)
    assert exchange.still == 5
    tops = set(view.tops[view.seat])
    first = exchange.legal_after(frozenset())
    assert first == {a.card for a in view.legal if isinstance(a, Discard)}
    assert first <= set(view.hand) and not first & tops
    chosen = frozenset(sorted(first)[:5])
    actions = exchange.accepts(chosen)
    assert actions is not None
    for action in actions:
        state.apply(action)
    assert state.phase == "play"
