"""Claims (issue 25): the engine accepts "the rest are mine" only when it holds against every
deal of the cards the claimer cannot see, and otherwise says why, naming the rule.

The positions are seeded deals played by the normal players up to the start of a trick
near the end; the claimer is the seat to lead there.
"""

from __future__ import annotations

import itertools
import random

import pytest

from engine.actions import Action, PlayCard
from engine.ai import make_bot
from engine.cards import card_code, card_label
from engine.claim import (
    ACCEPTED,
    NOT_NOW,
    REFUSED,
    TOO_EARLY,
    check_claim,
    consistent_deals,
    remaining_tricks,
    side_of,
)
from engine.core import GameState
from engine.events import TrickWon
from engine.match import Match
from engine.registry import get_game
from engine.text import in_language


def position(
    game: str, players: int, preset: str, seed: int, left: int
) -> tuple[GameState, list[Action]]:
    """The seeded deal when ``left`` tricks are still to be played (at a trick's start)."""
    state = Match.create(game, preset, players, seed, None).new_deal()
    bots = [make_bot(game, "normal", s) for s in range(players)]
    actions: list[Action] = []
    starts = True
    while not (state.phase == "play" and starts and remaining_tricks(state) == left):
        seat = state.current_seat
        assert seat is not None, "the deal ended before the position"
        action = bots[seat].choose(state.view_for(seat))
        before = state.phase
        events = state.apply(action)
        actions.append(action)
        starts = any(isinstance(e, TrickWon) for e in events) or before != state.phase
    return state, actions


def tricks_of_side(state: GameState, seat: int, rng: random.Random, claim_play: object) -> int:
    """Play ``state`` to its end: the claimer by the claim's line, the others at random;
    the tricks the claimer's side took."""
    side = side_of(state, seat)
    won = 0
    while not state.is_over:
        to_act = state.current_seat
        assert to_act is not None
        view = state.view_for(to_act)
        if to_act == seat:
            action = claim_play.action_for(view)  # type: ignore[attr-defined]
            assert action is not None, "the claimer's line misses a position"
        else:
            action = rng.choice(list(state.legal_actions()))
        events = state.apply(action)
        won += sum(isinstance(e, TrickWon) and e.winner in side for e in events)
    return won


# (game, players, preset, seed, tricks left, claimer): claims the engine accepts
ACCEPTED_CLAIMS = [
    pytest.param("napoleon", 5, "book", 4, 1, 1, marks=pytest.mark.slow),
    pytest.param("rettler", 4, "book", 11, 2, 3, marks=pytest.mark.slow),
    ("belote", 4, "standard", 6, 2, 0),
]
# ... and claims it refuses, with the rule that makes the other card win
REFUSED_CLAIMS = [
    pytest.param("napoleon", 5, "book", 9, 1, 2, "N-TRICK-1", marks=pytest.mark.slow),
    pytest.param("rettler", 4, "book", 8, 2, 3, "N-TRICK-5", marks=pytest.mark.slow),
    ("belote", 4, "standard", 4, 2, 0, "B-TRICK-1"),
]


@pytest.mark.parametrize(("game", "players", "preset", "seed", "left", "seat"), ACCEPTED_CLAIMS)
def test_a_claim_that_holds_is_accepted_and_its_line_takes_the_tricks(
    game: str, players: int, preset: str, seed: int, left: int, seat: int
) -> None:
    state, actions = position(game, players, preset, seed, left)
    assert state.current_seat == seat
    claim = check_claim(state, actions, seat)
    assert claim.status == ACCEPTED, claim.reason
    assert (claim.remaining, claim.claimed) == (left, left)
    assert "Claim accepted" in claim.reason
    # the line holds in the real deal whatever the others play ...
    for trial in range(4):
        assert tricks_of_side(state.copy(), seat, random.Random(trial), claim) == left
    # ... and in every other deal of the unseen cards the claimer could be facing
    others = consistent_deals(state, actions, seat, 2000)
    assert others is not None and others
    for world in others[:: max(1, len(others) // 6)]:
        assert tricks_of_side(world.copy(), seat, random.Random(7), claim) == left


@pytest.mark.parametrize(
    ("game", "players", "preset", "seed", "left", "seat", "rule"), REFUSED_CLAIMS
)
def test_a_claim_that_can_fail_is_refused_naming_an_unseen_card_and_the_rule(
    game: str, players: int, preset: str, seed: int, left: int, seat: int, rule: str
) -> None:
    state, actions = position(game, players, preset, seed, left)
    claim = check_claim(state, actions, seat)
    assert claim.status == REFUSED
    assert claim.rule_id == rule and f"({rule})" in claim.reason
    # the card it names is one the claimer has neither in hand nor seen played (of two
    # decks, a copy of it is still unseen)
    face = get_game(game).card_face
    named = claim.reason.split(":")[1].split()[0]
    deal_data = get_game(game).deal_data
    assert deal_data is not None
    dealt = _codes(deal_data(state))
    seen = [face(c) for c in state.view_for(seat).hand]  # type: ignore[attr-defined]
    for action in actions:  # the cards played (a card called as a partner is not)
        if isinstance(action, PlayCard):
            seen.append(face(action.card))
        elif type(action).__name__ == "Lead":  # Rettler's lead of one card or more
            seen += [face(c) for c in action.cards]  # type: ignore[attr-defined]
    labels = [card_label(c) for c in seen if c < 52]
    assert labels.count(named) < dealt.count(_code_of(named))


def _codes(data: object) -> list[str]:
    """Every card code in a deal's data."""
    if isinstance(data, dict):
        return [c for v in data.values() for c in _codes(v)]
    if isinstance(data, list):
        return [c for v in data for c in _codes(v)]
    return [data] if isinstance(data, str) else []


def _code_of(label: str) -> str:
    return next(card_code(c) for c in range(52) if card_label(c) == label)


def test_all_but_one_is_accepted_where_the_rest_is_not() -> None:
    state, actions = position("belote", 4, "standard", 4, 2)
    assert check_claim(state, actions, 0).status == REFUSED
    claim = check_claim(state, actions, 0, conceded=1)
    assert claim.status == ACCEPTED, claim.reason
    assert (claim.remaining, claim.claimed) == (2, 1)
    assert tricks_of_side(state.copy(), 0, random.Random(3), claim) >= 1


UNSEEN_WORDS = "Too early to claim: too many cards are still unseen. Play on."
OPEN_WORDS = "Too early to claim: the rest of the deal is still too open to prove it. Play on."


def test_too_early_in_the_deal_is_never_a_yes_and_says_the_cards_are_unseen() -> None:
    state, actions = position("napoleon", 5, "book", 4, 10)
    claim = check_claim(state, actions, state.current_seat or 0)
    assert claim.status == TOO_EARLY
    # 30-odd cards are still out of the claimer's sight: that is the reason given
    assert str(claim.reason) == UNSEEN_WORDS


def test_a_check_that_runs_out_of_moves_says_the_deal_is_too_open_not_unseen() -> None:
    """Belote, two tricks left: the unseen cards are few (every way they may lie is found),
    but a check allowed only 50 moves cannot follow every play from here. The claim is too
    early, and the words say why: not unseen cards, a deal still too open to prove it."""
    state, actions = position("belote", 4, "standard", 4, 2)
    assert consistent_deals(state, actions, 0, 2000)  # the unseen cards are no obstacle
    claim = check_claim(state, actions, 0, node_limit=50)
    assert claim.status == TOO_EARLY
    assert str(claim.reason) == OPEN_WORDS
    assert "unseen" not in str(claim.reason)
    # said in the player's language too
    assert "確かめきれません" in in_language(claim.reason, "ja")
    assert "trop ouverte" in in_language(claim.reason, "fr")


@pytest.mark.slow
def test_a_real_position_too_open_to_prove_with_the_full_budget() -> None:
    """Belote seed 27, three tricks left (about 2 s): the 1680 ways the nine unseen cards may
    lie are all found, yet the play from there runs past the check's moves: "too open"."""
    state, actions = position("belote", 4, "standard", 27, 3)
    seat = state.current_seat or 0
    assert consistent_deals(state, actions, seat, 2000)
    claim = check_claim(state, actions, seat)
    assert claim.status == TOO_EARLY and str(claim.reason) == OPEN_WORDS


def test_no_claim_outside_the_card_play() -> None:
    state = Match.create("belote", "standard", 4, 4, None).new_deal()
    claim = check_claim(state, [], 0)
    assert claim.status == NOT_NOW


def test_the_co_op_game_takes_no_claims_and_the_trick_games_do() -> None:
    assert not get_game("mustfollow").claims
    assert all(get_game(g).claims for g in ("napoleon", "rettler", "belote"))


@pytest.mark.slow
def test_every_deal_the_claimer_cannot_tell_apart_is_checked() -> None:
    """The re-deals a claim is checked against are exactly those found by trying every
    order of the unseen cards in their places (the slow way)."""
    from engine.coach.evaluate import _card_slots, _get, _replay, _with_cards
    from engine.deal_log import log_of

    state, actions = position("belote", 4, "standard", 4, 2)
    log = log_of(state, actions, None)
    target = state.view_for(0)
    hands = {tuple(sorted(state.view_for(s).hand)) for s in range(4)}  # type: ignore[attr-defined]
    assert len(hands) == 4
    unseen = [
        p
        for p in _card_slots(log.deal)
        if _get(log.deal, p) in {card_code(c) for s in (1, 2, 3) for c in state.view_for(s).hand}  # type: ignore[attr-defined]
    ]
    slow = set()
    for order in itertools.permutations([_get(log.deal, p) for p in unseen]):
        world = _replay(log, _with_cards(log.deal, dict(zip(unseen, order, strict=True))), actions)
        if world is not None and world.view_for(0) == target:
            slow.add(_hands(world))
    found = consistent_deals(state, actions, 0, 2000)
    assert found is not None
    assert {_hands(w) for w in found} == slow and len(slow) > 10


def _hands(state: GameState) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(sorted(state.view_for(s).hand)) for s in range(state.players))  # type: ignore[attr-defined]


def test_conceding_every_trick_left_claims_nothing() -> None:
    state, actions = position("belote", 4, "standard", 4, 2)
    claim = check_claim(state, actions, 0, conceded=2)
    assert claim.status == NOT_NOW and "nothing to claim" in claim.reason
