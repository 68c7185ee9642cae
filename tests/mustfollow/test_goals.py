"""What the goal panel and the 1-player table show, decided by the engine (``goals``):
the trick counts to reach (M-GOAL-1, MD-4, M-2P-9, M-1P-2), which last-card suits are still
possible, the score formula and range (M-SCORE-1, M-SCORE-2 / MU-4, M-2P-10) and what
choosing a dummy card means (M-1P-3, M-1P-4)."""

from __future__ import annotations

import random
from dataclasses import replace

from engine.actions import PlayCard
from engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES, parse_card
from engine.events import CardPlayed
from engine.games.mustfollow.goals import (
    dummy_action,
    dummy_choosable,
    goal,
    play_action,
)
from engine.games.mustfollow.moves import PlayFaceDown, TurnUp
from engine.games.mustfollow.params import FIRST_EDITION
from engine.games.mustfollow.solver import solve_deal
from engine.games.mustfollow.state import MustFollowState

C = parse_card
HD = frozenset((HEARTS, DIAMONDS))
SC = frozenset((SPADES, CLUBS))
PUZZLE = FIRST_EDITION.model_copy(update={"turn_up": "choose"})


def _view(players: int, seed: int = 1):
    return MustFollowState.new(FIRST_EDITION, players, random.Random(seed)).view_for(0)


def test_three_and_four_player_targets_any_seats_and_score_ranges() -> None:
    """M-GOAL-1 condition 1 as a multiset (MD-4); M-SCORE-2 / MU-4: 3 players 3-21."""
    three, four = goal(_view(3)), goal(_view(4))
    assert (three.rule, three.counts, three.by_hand) == ("M-GOAL-1", (8, 4, 0), False)
    assert (four.counts, four.by_hand) == ((6, 4, 2, 0), False)
    assert (three.score_rule, three.score_range) == ("M-SCORE-1", (3, 21))
    assert (four.score_rule, four.score_range) == ("M-SCORE-1", (0, 24))
    assert three.pairs == () and four.pairs == ()


def test_the_center_cards_suit_is_not_needed_and_holders_follow_the_backs() -> None:
    """M-GOAL-1 condition 2: with the center card the three last cards need the other three
    suits; the panel names who still holds each, from the public suit counts."""
    view = _view(3)
    assert view.center is not None
    center_suit = view.center // 13
    counts = [list(c) for c in view.suit_counts]
    other = next(s for s in range(4) if s != center_suit)
    counts[1][other] = 0  # hand 1 has no card of that suit left ...
    counts[2][other] = 0
    gone = next(s for s in range(4) if s not in (center_suit, other))
    for c in counts:
        c[gone] = 0  # ... and nobody holds this one
    shown = goal(replace(view, suit_counts=tuple(tuple(c) for c in counts)))
    assert [s.suit for s in shown.suits] == [s for s in range(4) if s != center_suit]
    holders = {s.suit: s.holders for s in shown.suits}
    assert holders[other] == (0,)
    assert holders[gone] == ()
    assert len(goal(_view(4)).suits) == 4  # no center card with 4 players


def test_round_one_pairs_need_one_suit_in_each_hand() -> None:
    """M-2P-9 condition 2: a pair is still possible only while one hand holds one of its suits
    and the other hand the other; both suits in the same hand is not enough."""
    view = _view(2)
    shown = goal(view)
    assert (shown.rule, shown.counts, shown.by_hand) == ("M-2P-9", (8, 4), False)
    assert (shown.score_rule, shown.score_range) == ("M-2P-10", (0, 24))
    assert [p.suits for p in shown.pairs] == [HD, SC]
    assert all(p.open for p in shown.pairs)
    # hand 0 holds hearts and diamonds, hand 1 neither: {H, D} can no longer be left
    counts = ((3, 4, 5, 1), (6, 0, 0, 7))
    shown = goal(replace(view, suit_counts=counts))
    assert {p.suits: p.open for p in shown.pairs} == {HD: False, SC: True}
    counts = ((0, 4, 5, 4), (6, 3, 4, 0))  # spades only in hand 1, clubs only in hand 0
    assert {p.suits: p.open for p in goal(replace(view, suit_counts=counts)).pairs} == {
        HD: True,
        SC: True,
    }
    counts = ((6, 3, 4, 4), (0, 4, 5, 0))  # hand 1 has no black card
    assert {p.suits: p.open for p in goal(replace(view, suit_counts=counts)).pairs} == {
        HD: True,
        SC: False,
    }


def test_round_two_swaps_the_counts_and_asks_for_the_other_pair() -> None:
    """M-2P-9: round 2 takes 12 - (round-1 tricks) per hand and leaves the pair round 1 did
    not; M-1P-2: the same for the player and the dummy."""
    view = _view(2)
    r2 = replace(view, round=2, round1_taken=(8, 4), leftovers=(C("H5"), C("D9")))
    shown = goal(r2)
    assert (shown.counts, shown.by_hand) == ((4, 8), True)
    assert [p.suits for p in shown.pairs] == [SC]
    r2 = replace(view, round=2, round1_taken=(4, 8), leftovers=(C("CK"), C("S2")))
    shown = goal(r2)
    assert (shown.counts, shown.by_hand) == ((8, 4), True)
    assert [p.suits for p in shown.pairs] == [HD]
    puzzle = MustFollowState.numbered(PUZZLE, 1, 3).view_for(0)
    assert goal(puzzle).rule == "M-1P-2"


def test_turn_up_one_card_of_each_suit() -> None:
    """M-1P-3: at the turn-up every face-down card may be chosen; once a suit is turned,
    its other cards may not, and choosing one is refused."""
    state = MustFollowState.numbered(PUZZLE, 1, 3)
    view = state.view_for(0)
    assert view.phase == "turn_up"
    assert all(dummy_choosable(view))
    first = dummy_action(view, 0)
    assert first == TurnUp(view.dummy_places[0][0])
    state.apply(first)
    view = state.view_for(0)
    suit = view.dummy_places[0][1]
    choosable = dummy_choosable(view)
    for i, (_place, s, _card) in enumerate(view.dummy_places):
        assert choosable[i] == (s != suit)
    same = next(
        i for i, (_p, s, card) in enumerate(view.dummy_places) if s == suit and card is None
    )
    assert state.explain_illegal(dummy_action(view, same))[0] == "M-1P-3"


def test_the_dummy_follows_suit_with_face_up_or_face_down_cards() -> None:
    """M-1P-4: a face-up dummy card is played as itself, a face-down one by its place; only
    cards that follow the led suit (M-PLAY-1) are choosable when the dummy can follow."""
    state = MustFollowState.numbered(PUZZLE.model_copy(update={"turn_up": "auto"}), 1, 3)
    while not (state.to_play == 1 and state.trick):
        state.apply(state.legal_actions()[0])
    view = state.view_for(0)
    led = view.trick[0][1] // 13
    assert view.suit_counts[1][led], "deal 3: the dummy can follow the first lead"
    choosable = dummy_choosable(view)
    for i, (place, suit, card) in enumerate(view.dummy_places):
        action = dummy_action(view, i)
        assert action == (PlayCard(card) if card is not None else PlayFaceDown(place))
        assert choosable[i] == (suit == led)
        if suit != led:
            assert state.explain_illegal(action) is not None
    assert dummy_action(view, len(view.dummy_places)) is None


def test_play_action_plays_the_solvers_card() -> None:
    """A perfect-information line names cards; a face-down dummy card is played by its place
    and the card that turns over is the named one (M-1P-4)."""
    state = MustFollowState.numbered(PUZZLE.model_copy(update={"turn_up": "auto"}), 1, 3)
    answer = solve_deal(state.game_deal)
    assert answer.win
    face_down_seen = False
    for line in answer.lines:
        for hand, card in line:
            action = play_action(state, hand, card)
            face_down_seen |= isinstance(action, PlayFaceDown)
            played = [e for e in state.apply(action) if isinstance(e, CardPlayed)]
            assert [e.card for e in played] == [card]
    assert face_down_seen
    assert state.result is not None and state.result.detail["win"]
