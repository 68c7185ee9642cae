"""The deal result's score formula: its figures add up to the engine's scores, and it names
the rules that set them, in English and Japanese."""

from __future__ import annotations

import re
from types import SimpleNamespace
from typing import Any

import pytest

from engine.ai import make_bot
from engine.core import DealResult, GameState
from engine.games.belote.params import PRESETS as BELOTE
from engine.games.napoleon.params import PRESETS as NAPOLEON
from engine.match import Match
from engine.registry import all_games
from engine.score_formula import ScoreFormula, score_formula, signed
from engine.selfplay import play_deal
from engine.text import in_language

PREFIX = {"napoleon": "N-", "rettler": "R-", "belote": "B-", "mustfollow": "M-"}
SCORE_RULES = {
    "napoleon": r"N-(SCORE|END)-\d+",
    "rettler": r"R-(SCORE|BID|END)-\d+",
    "belote": r"B-(SCORE|BID|3P)-\d+",
    "mustfollow": r"M-(GOAL|SCORE|2P|1P)-\d+",
}
CASES = [
    (spec.name, preset, players)
    for spec in all_games()
    for preset in spec.presets
    for players in spec.players_for(preset)
]


def _deals(game: str, preset: str, players: int, deals: int, level: str, seed: int):
    match = Match.create(game, preset, players, seed)
    bots = [make_bot(game, level, seed * 10 + s) for s in range(players)]
    for _ in range(deals):
        state = match.new_deal()
        if level == "random":
            _play_randomly(state, bots)
        else:
            play_deal(state, bots)
        yield match, match.record(state)


def _play_randomly(state: GameState, bots: list[Any]) -> None:
    """``play_deal`` for random players, who only look at the legal actions: the same
    choices, without building the seat's whole view at every step (the contract test checks
    that a view's ``legal`` is ``legal_actions()``)."""
    while (seat := state.current_seat) is not None:
        state.apply(bots[seat].choose(SimpleNamespace(legal=tuple(state.legal_actions()))))


def _check(game: str, match: Match, result: DealResult) -> ScoreFormula:
    names = [f"Seat{s}" for s in range(match.players)]
    found = score_formula(game, result, match.params, match.players, names)
    assert found is not None
    # the figures in the lines arrive at exactly the engine's scores
    assert found.changes == result.scores, (result, found)
    texts = (found.headline, *(line.text for line in found.lines))
    text = " ".join(str(t) for t in texts)
    ja = " ".join(in_language(t, "ja") for t in texts)
    # every rule named is the game's; at least one scoring rule is named, in both languages
    assert found.rule_ids and all(r.startswith(PREFIX[game]) for r in found.rule_ids)
    assert re.search(SCORE_RULES[game], text) and re.search(SCORE_RULES[game], ja)
    assert ja != text
    # each seat's change is written where the seat is named (co-op: the shared score)
    for seat, change in enumerate(result.scores):
        if change and game != "mustfollow":
            assert signed(change) in text or f"{change}" in text, (seat, change, text)
    if game == "mustfollow" and result.detail.get("win"):
        assert f"= {result.detail['score']} (" in text
    return found


@pytest.mark.parametrize(("game", "preset", "players"), CASES)
def test_formula_adds_up_over_random_deals(game: str, preset: str, players: int) -> None:
    """Random bots reach every outcome often: breaks, all-takes, throw-ins, lost co-op games."""
    outcomes = set()
    for match, row in _deals(game, preset, players, 40, "random", 3):
        _check(game, match, row.result)
        outcomes.add(row.result.outcome)
    assert outcomes


@pytest.mark.slow
@pytest.mark.parametrize(
    ("game", "players"),
    [
        ("napoleon", 3),
        ("napoleon", 4),
        ("napoleon", 5),
        ("napoleon", 6),
        ("rettler", 4),
        ("rettler", 5),
        ("rettler", 8),
        ("belote", 3),
        ("belote", 4),
    ],
)
def test_formula_adds_up_over_bot_played_deals(game: str, players: int) -> None:
    """The rule-based bots bid and make contracts: wins, multipliers and splits. Eight deals
    of every preset reach both made and broken contracts (the random deals above reach the
    rare outcomes)."""
    spec = next(s for s in all_games() if s.name == game)
    outcomes: set[str] = set()
    for preset in spec.presets:
        if players not in spec.players_for(preset):
            continue
        for match, row in _deals(game, preset, players, 8, "normal", 11):
            _check(game, match, row.result)
            outcomes.add(row.result.outcome)
    broken = "defenders_win" if game == "belote" else "coalition_wins"
    assert {"declarer_side_wins", broken} <= outcomes, outcomes


@pytest.mark.parametrize("players", [pytest.param(2, marks=pytest.mark.slow), 3])
def test_co_op_wins_are_scored_by_their_last_cards(players: int) -> None:
    wins = 0
    for match, row in _deals("mustfollow", "first_edition", players, 4, "normal", 7):
        found = _check("mustfollow", match, row.result)
        if row.result.detail["win"]:
            wins += 1
            assert "Score = rank of" in str(found.lines[-1].text)
            assert found.lines[-1].rule_ids == (("M-2P-10",) if players == 2 else ("M-SCORE-1",))
    assert wins


def test_napoleon_book_break_vector() -> None:
    """N-TV-SC-3: book, 4 players, contract 14, the side took 3: x16 (960) split 3:1."""
    detail = {
        "declarer": 0,
        "contract": {"count": 14, "trump": "S", "reverse": False},
        "adjutants": [1],
        "side_totals": {"declarer_side": 3, "coalition": 17},
        "discarded_points": 0,
        "all_take": False,
    }
    result = DealResult("coalition_wins", (-720, -240, 480, 480), detail)
    found = score_formula("napoleon", result, NAPOLEON["book"], 4, ["Ann", "Bob", "Cy", "Di"])
    assert found is not None and found.changes == result.scores
    texts = [str(line.text) for line in found.lines]
    assert "T = 60 × 16 = 960 (N-SCORE-3: 3 taken against 14 → ×16)" in texts[1]
    assert "Ann −960 × 3/4 = −720" in texts[2] and "Bob −960 × 1/4 = −240" in texts[2]
    assert "960 ÷ 2 = 480; Cy, Di +480 each (N-SCORE-5)" in texts[3]
    assert "broken (N-END-2)" in found.headline
    assert "失敗" in in_language(found.headline, "ja")
    assert "chuté" in in_language(found.headline, "fr")


def test_belote_failure_vector() -> None:
    """belote.md vector 4: trump C, N-S 71 with belote, E-W 91 with a tierce: failure,
    N-S 0 and E-W 162 + 20 + 20 = 202 (B-SCORE-4, BD-13)."""
    detail = {
        "taker": 0,
        "contract": {"bid": "C"},
        "taker_side": 0,
        "card_points": [71, 81],
        "points": [71, 91],
        "last_trick_bonus": [0, 10],
        "melds": [0, 20],
        "belote": [20, 0],
        "capot": None,
        "side_of_seat": [0, 1, 0, 1],
    }
    result = DealResult("defenders_win", (0, 202, 0, 202), detail)
    found = score_formula("belote", result, BELOTE["standard"], 4, ["N", "E", "S", "W"])
    assert found is not None and found.changes == result.scores
    assert "failed the contract ♣ clubs (dedans): 91 ≤ 111 (B-SCORE-4)" in found.headline
    text = "\n".join(str(line.text) for line in found.lines)
    assert "N & S: card points 71 (B-SCORE-1) + belote 20 (B-BEL-2) = 91." in text
    assert (
        "E & W score everything: cards and last trick 162 + all declarations 20 + "
        "belote 20 = 202 (B-SCORE-4)"
    ) in text


def test_the_human_taker_is_spoken_to_in_the_second_person() -> None:
    """ "You made your contract", "Vous avez réussi votre contrat": never "Vous a réussi"
    or "You scores" (issue 21, point 2)."""
    detail = {
        "taker": 0,
        "contract": {"bid": "C"},
        "taker_side": 0,
        "card_points": [71, 81],
        "points": [71, 91],
        "last_trick_bonus": [0, 10],
        "melds": [0, 20],
        "belote": [20, 0],
        "capot": None,
        "side_of_seat": [0, 1, 0, 1],
    }
    failed = DealResult("defenders_win", (0, 202, 0, 202), detail)
    found = score_formula("belote", failed, BELOTE["standard"], 4, ["You", "E", "S", "W"])
    assert found is not None
    assert in_language(found.headline, "en").startswith("You failed your contract ♣ clubs")
    assert in_language(found.headline, "fr").startswith("Vous avez chuté")
    made = {**detail, "card_points": [101, 51], "points": [121, 61], "melds": [0, 0]}
    made["last_trick_bonus"] = [10, 0]
    result = DealResult("taker_makes", (121, 61, 121, 61), made)
    found = score_formula("belote", result, BELOTE["standard"], 4, ["Vous", "E", "S", "W"])
    assert found is not None
    assert in_language(found.headline, "fr").startswith("Vous avez réussi votre contrat à ♣")
    assert in_language(found.headline, "en").startswith("You made your contract ♣ clubs")


def test_french_sentences_never_put_a_name_before_a_singular_verb() -> None:
    """A list of winners may be "Vous" or "Vous et Anne": French lines never make it the
    subject of a singular verb ("{who} a pris" would read "Vous a pris"); a single taker
    named "Vous" has sentences of its own (the test above)."""
    from pathlib import Path

    po = Path(__file__).resolve().parents[2] / "engine/locale/fr/LC_MESSAGES/engine.po"
    bad = re.compile(r'msgstr "\{who\} a ')
    assert not bad.findall(po.read_text(encoding="utf-8"))


def test_redeal_scores_nothing() -> None:
    result = DealResult("redeal", (0, 0, 0, 0), {"rule_id": "N-BID-13"})
    found = score_formula("napoleon", result, NAPOLEON["book"], 4)
    assert found is not None and found.changes == (0, 0, 0, 0)
    assert found.rule_ids == ("N-BID-13", "N-SCORE-15")
