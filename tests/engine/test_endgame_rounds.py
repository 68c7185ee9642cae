"""Rettler's exact endgame solver (issue 23 point 1, ``engine.ai.endgame_rounds``).

Its value is checked against plain minimax over the engine's own states (every legal
action, ``apply``, the point cards of each ``RoundWon``; no pruning, no table, no hook of
the solver's: ``engine.ai.endgame_check.round_minimax``) on random positions of every
table size of the plain game, and its line is played again through the engine: every move
legal, every round won by the seat the solver said, the point cards taken the value
claimed. The 10,000-position check is ``bench/endgame.py --game rettler --check 10000``
(minutes of processor time: kept out of the suite, issue 22).
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from engine.actions import Action
from engine.ai.endgame_check import random_round_position, replay_round_line, round_minimax
from engine.ai.endgame_rounds import RoundEndgame, round_endgame_of, solve, solve_value
from engine.cards import JOKER, MIGHTY, make_card, parse_card
from engine.games.rettler.actions import Lead
from engine.games.rettler.params import BOOK, PRESETS
from engine.games.rettler.state import RettlerState

PLAYERS = (4, 5, 6, 7, 8)


#: (preset, players): every table size of the plain game, the adjutant call by deck
#: (R-VAR-13) and the ordinary contracts of the Urako preset (R-VAR-6 itself is not judged)
TABLES = [("book", n) for n in PLAYERS] + [("call_by_deck", 4), ("urako", 5)]


@pytest.mark.parametrize(("preset", "players"), TABLES)
def test_the_solver_agrees_with_plain_minimax_over_the_engine(preset: str, players: int) -> None:
    rng = random.Random(f"endgame_rounds/{preset}/{players}")
    # two cards a hand at every table (two single rounds or one pair round); three where
    # minimax over the engine stays quick
    plan = [2] * 4 + ([3] * 2 if players == 4 else [])
    for cards in plan:
        state, game = random_round_position("rettler", preset, players, cards, rng)
        value = solve_value(game)
        assert value is not None
        assert value == round_minimax(state, game.side), (preset, players, cards)
        # and inside the round, after a lead and a follow (the strong player's worlds
        # start wherever its seat is to play)
        for _ in range(2):
            state.apply(rng.choice(state.legal_actions()))
        inside = round_endgame_of(state)
        assert inside is not None
        assert solve_value(inside) == round_minimax(state, game.side), (preset, players, cards)


def test_a_deal_that_stops_once_decided_stops_in_the_solver_too() -> None:
    # R-OPT-4: the deal ends as soon as no card left can change whether the contract is
    # made; the point cards still in the hands are then nobody's
    rng = random.Random("endgame_rounds/stop")
    stopped = 0
    for i in range(6):
        state, game = random_round_position(
            "rettler", "book", 5 + i % 2, 2 + i % 2, rng, {"stop_when_decided": True}
        )
        solution = solve(game)
        assert solution is not None
        assert solution.value == round_minimax(state, game.side)
        trial = state.copy()
        for _seat, action in solution.line:
            trial.apply(action)
        assert trial.is_over
        stopped += isinstance(trial, RettlerState) and trial.early_stop
    assert stopped  # some lines end before the last card


def test_the_solved_line_takes_the_value_through_the_engine() -> None:
    rng = random.Random("endgame_rounds/lines")
    for i in range(30):  # every table size with 1, 2 and 3 cards a hand, twice
        players = PLAYERS[i % len(PLAYERS)]
        state, game = random_round_position("rettler", "book", players, 1 + i % 3, rng)
        solution = solve(game)
        assert solution is not None
        played = replay_round_line(state, game.side, solution)
        assert played.legal, (players, solution.line)
        assert played.winners == solution.winners  # the engine's own round resolution
        assert played.value == solution.value  # the point cards the solver claimed


def _recording(game: RoundEndgame[Any], seen: set[str]) -> RoundEndgame[Any]:
    """``game`` whose moves note the kinds of lead offered (pair, named suit, request)."""
    moves = game.moves

    def noted(position: Any) -> list[Action]:
        offered = moves(position)
        for action in offered:
            if isinstance(action, Lead):
                seen.update(
                    kind
                    for kind, met in (
                        ("pair", action.is_pair),
                        ("named suit", action.named_suit is not None),
                        ("point request", action.point_request),
                    )
                    if met
                )
        return offered

    return replace(game, moves=noted)


def test_small_studies_with_the_special_cards_agree_with_plain_minimax() -> None:
    # Hands dealt from a few codes, both copies of each, always two of the Mighty, the
    # joker and the jacks: pairs (R-PAIR-1), joker leads naming a suit (R-PLAY-4), littles
    # and the point requests they grant (R-LITTLE-1, R-PR-1) come up, rare in real deals.
    rng = random.Random("endgame_rounds/studies")
    special = [MIGHTY, JOKER, *(make_card(suit, 11) for suit in range(4))]
    seen: set[str] = set()
    for i in range(40):
        players, cards = 4 + i % 2, 2 + (i % 3 == 0)
        # a notrump deal holds the joker: led, it names a suit
        trump = "nt" if i % 4 == 0 else rng.choice(["S", "H", "D", "C"])
        pool = [JOKER, rng.choice(special[2:])] if trump == "nt" else rng.sample(special, 2)
        pool += rng.sample([c for c in range(54) if c not in pool], 5 + cards)
        copies = [c for c in pool for _ in (0, 1)]
        rng.shuffle(copies)
        hands = [copies[s * cards : (s + 1) * cards] for s in range(players)]
        state = RettlerState.at_lead(BOOK, trump, hands, leader=rng.randrange(players))
        game = round_endgame_of(state)
        assert game is not None
        value = solve_value(_recording(game, seen))
        assert value == round_minimax(state, game.side), (hands, trump)
    assert seen == {"pair", "named suit", "point request"}


def _study(hands: list[str], trump: str = "S") -> RettlerState:
    return RettlerState.at_lead(BOOK, trump, [[parse_card(c) for c in h.split()] for h in hands])


def test_a_pair_lead_takes_more_than_the_same_cards_led_one_by_one() -> None:
    # The Rettler (seat 0, alone) holds ♣A♣A and ♢2 in a hearts deal, three tricks left.
    # Led one by one, seat 2 trumps the second ♣A with ♡5 once its ♣4 is gone and wins
    # the last round with ♡6: one point card for the Rettler. Led as a pair (R-PAIR-1),
    # seat 2 must put ♣4 and one more card into the round (R-PAIR-2) and nothing it holds
    # beats an ace pair (R-PAIR-5): the round of two tricks and four point cards.
    state = _study(["CA CA D2", "CK C3 D3", "C4 H5 H6", "DA DK S3"], trump="H")
    game = round_endgame_of(state)
    assert game is not None
    solution = solve(game)
    assert solution is not None
    first = solution.line[0][1]
    assert isinstance(first, Lead) and first.is_pair
    assert solution.value == 4 == round_minimax(state, game.side)
    assert solution.winners == (0, 3)  # the pair round, then ♢A takes the last
    single = state.copy()
    single.apply(Lead((parse_card("CA"),)))
    after_single = round_endgame_of(single)  # inside a round: solved from there
    assert after_single is not None
    assert solve_value(after_single) == 1


def test_no_answer_over_budget_or_outside_the_plain_game() -> None:
    _state, game = random_round_position("rettler", "book", 6, 3, random.Random(5))
    assert solve(game, node_limit=3) is None  # over its budget: no guess
    urako = RettlerState.at_lead(
        PRESETS["urako"], "urako", [[parse_card(c)] for c in ("CA", "C3", "C4", "C5")]
    )
    assert round_endgame_of(urako) is None  # R-VAR-6: a trump declared with every lead
