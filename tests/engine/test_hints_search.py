"""Card-play hints of the strong player say the choice, the rule that narrows it, the best
alternative and what it would cost on average in the game's units, then the rule of thumb
(issues 12 and 21); a forced card keeps its rule; no hint speaks of how it compared cards.

The search here runs over a fake ``SearchGame``: its "layouts" are copies of the real deal
and every card's outcome in each layout is fixed by the test, so the wording is checked
against known numbers without the games' own search modules.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from typing import Any, cast

import pytest

from engine.actions import Action, PlayCard
from engine.ai import make_bot
from engine.ai.search import Budget, Estimate, Outcome, SearchBot, SearchResult
from engine.cards import DECK_STRIDE, card_label
from engine.core import GameState
from engine.hint_search import play_text
from engine.hints import play_obligation, suggest
from engine.registry import DealSetup, get_game
from engine.text import in_language

#: a game's view (each game's own class; the tests read its fields)
View = Any

#: what the fake search gives a card: (value, took the trick) in each layout
Table = dict[int, list[tuple[float, bool]]]


class _Layout:
    """One sampled layout of the fake search: a copy of the real deal that remembers the
    card played on it, and which layout it is."""

    def __init__(self, state: GameState, index: int) -> None:
        self.state, self.index = state, index
        self.played: Action | None = None

    def copy(self) -> _Layout:
        return _Layout(self.state.copy(), self.index)

    def apply(self, action: Action) -> list[Any]:
        self.played = action
        return self.state.apply(action)


class FakeSearch:
    """A ``SearchGame`` whose outcomes are the test's table, layout by layout."""

    def __init__(self, state: GameState, table: Table, searchable: bool = True) -> None:
        self.state, self.table, self.is_searched = state, table, searchable

    def searchable(self, view: View) -> bool:
        return self.is_searched and view.phase == "play"

    def candidates(self, view: View) -> list[Action]:
        return list(view.legal)

    def worlds(self, view: View, count: int, rng: random.Random) -> list[GameState]:
        return [cast(GameState, _Layout(self.state.copy(), i)) for i in range(count)]

    def playout(self, state: GameState, seat: int, rng: random.Random) -> Outcome:
        layout = cast(_Layout, state)
        assert isinstance(layout.played, PlayCard)
        value, took = self.table[layout.played.card][layout.index]
        return Outcome(value, took)


def _plays(game: str, preset: str, players: int, seeds: range) -> Iterator[tuple[GameState, View]]:
    spec = get_game(game)
    for seed in seeds:
        state = spec.new_deal(spec.presets[preset], players, random.Random(seed), DealSetup(0, 1))
        bots = [make_bot(game, "normal", seed=s) for s in range(players)]
        while state.current_seat is not None:
            view: View = state.view_for(state.current_seat)
            if view.phase == "play":
                yield state, view
            state.apply(bots[state.current_seat].choose(view))


def _find(
    game: str, preset: str, players: int, wanted: Callable[[View], bool]
) -> tuple[GameState, View]:
    return next((s, v) for s, v in _plays(game, preset, players, range(20)) if wanted(v))


def _cards(view: View) -> list[int]:
    return sorted({a.card for a in view.legal if isinstance(a, PlayCard)})


def _free_lead(view: View) -> bool:
    """A Napoleon lead from a hand of several cards, none of them narrowed by a rule."""
    return not view.trick and len(_cards(view)) >= 4 and play_obligation("napoleon", view) is None


def _rule_choice(game: str, view: View) -> tuple[Action, str]:
    """The rule-based player's card and reason."""
    bot: Any = make_bot(game, "normal", 0)
    return cast(tuple[Action, str], bot.explain(view))


def _strong(
    game: str, state: GameState, table: Table, worlds: int = 10, **kw: Any
) -> SearchBot[Any]:
    budget = Budget(worlds=worlds, rollouts=100 * worlds, min_worlds=worlds)
    rule_bot: Any = make_bot(game, "normal", 0)
    return SearchBot(FakeSearch(state, table, **kw), rule_bot, 0, budget)


def _table(view: View, favour: dict[int, tuple[float, int]], worlds: int = 10) -> Table:
    """Every legal card loses 3 point cards and never takes the trick, except those of
    ``favour``: (value, layouts where it takes the trick, the first ones)."""
    table: Table = {c: [(-3.0, False)] * worlds for c in _cards(view)}
    for card, (value, took) in favour.items():
        table[card] = [(value, i < took) for i in range(worlds)]
    return table


def _labels(text: str) -> set[str]:
    return set(re.findall(r"(?:[♠♡♢♣](?:10|[2-9JQKA]))|JK", text))


def _hand(view: View) -> set[str]:
    return {card_label(c) for c in view.hand}


#: words of how a comparison is made, which a hint never says (issue 21, point 2)
JARGON = re.compile(r"layout|sampled|world|rollout|search|at most 100", re.IGNORECASE)


def _no_jargon(text: str) -> None:
    for lang in ("en", "ja", "fr"):
        words = in_language(text, lang)
        assert not JARGON.search(words), (lang, words)


def test_a_kept_card_says_the_choice_the_best_alternative_and_the_rule_of_thumb() -> None:
    state, view = _find("napoleon", "book", 5, _free_lead)
    rule_card, rule_reason = _rule_choice("napoleon", view)
    assert isinstance(rule_card, PlayCard)
    other = next(c for c in _cards(view) if c != rule_card.card)
    table = _table(view, {rule_card.card: (2.0, 8), other: (0.0, 4)})
    hint = suggest("napoleon", view, _strong("napoleon", state, table))
    card, second = card_label(rule_card.card), card_label(other)
    assert hint.action == rule_card
    # the choice first, the best alternative with its cost, the rule of thumb last
    assert hint.text.startswith(f"Lead {card}. ")
    assert f"The best other choice, {second}, would cost about 2 point cards on average." in (
        hint.text
    )
    assert hint.text.endswith(f"Rule of thumb: {rule_reason}.")
    assert hint.text.index(second) < hint.text.index("Rule of thumb")
    ja, fr = in_language(hint.text, "ja"), in_language(hint.text, "fr")
    assert ja.startswith(f"{card}をリード") and "点札2枚" in ja and ja.count("。") >= 3
    assert fr.startswith(f"Entamez {card}.") and "2 cartes à points en moyenne" in fr
    _no_jargon(hint.text)
    # a card outside the seat's hand is named only as one not played yet that could beat
    # the choice: where it lies is never said
    for sentence in hint.text.split(". "):
        if _labels(sentence) - _hand(view):
            assert "not played yet, could still beat" in sentence, sentence


def test_a_card_the_strong_player_prefers_names_the_rule_of_thumbs_card_and_its_cost() -> None:
    state, view = _find("napoleon", "book", 5, _free_lead)
    rule_card, rule_reason = _rule_choice("napoleon", view)
    assert isinstance(rule_card, PlayCard)
    better = next(c for c in _cards(view) if c != rule_card.card)
    table = _table(view, {better: (1.5, 10), rule_card.card: (0.5, 3)})
    hint = suggest("napoleon", view, _strong("napoleon", state, table))
    assert hint.action == PlayCard(better)
    card, usual = card_label(better), card_label(rule_card.card)
    assert hint.text.startswith(f"Lead {card}. ")
    assert hint.text.endswith(
        f"The rule of thumb would play {usual} ({rule_reason}), but here that would cost "
        "about 1 point card on average."
    )
    assert "Rule of thumb:" not in hint.text  # said once, as the alternative
    ja = in_language(hint.text, "ja")
    assert usual in ja and re.search(r"N-AI-\d+", ja) and "定石なら" in ja
    _no_jargon(hint.text)


def test_a_close_alternative_does_about_as_well_even_when_slightly_ahead() -> None:
    state, view = _find("napoleon", "book", 5, _free_lead)
    rule_card, _ = _rule_choice("napoleon", view)
    assert isinstance(rule_card, PlayCard)
    slight = next(c for c in _cards(view) if c != rule_card.card)
    table = _table(view, {rule_card.card: (1.0, 0), slight: (1.3, 0)})
    hint = suggest("napoleon", view, _strong("napoleon", state, table))
    assert hint.action == rule_card  # 0.3 is below the strong player's margin
    assert f"{card_label(slight)} would do about as well." in hint.text
    assert "gain" not in hint.text
    _no_jargon(hint.text)


def test_a_narrowed_play_cites_its_rule_right_after_the_choice() -> None:
    def narrowed(view: View) -> bool:
        found = play_obligation("napoleon", view)
        return found is not None and found[0] == "N-PLAY-3" and len(_cards(view)) >= 2

    state, view = _find("napoleon", "book", 5, narrowed)
    cards = _cards(view)
    table = _table(view, {cards[-1]: (4.0, 10)})
    hint = suggest("napoleon", view, _strong("napoleon", state, table))
    assert hint.action == PlayCard(cards[-1])
    assert hint.text.startswith(f"Play {card_label(cards[-1])}. Your choice is narrowed: you must")
    assert "(N-PLAY-3)." in hint.text
    assert "would cost about 7 point cards on average" in hint.text
    ja = in_language(hint.text, "ja")
    assert ja.index("(N-PLAY-3)") < ja.index("点札7枚")
    _no_jargon(hint.text)


def test_a_forced_card_keeps_its_rule_and_no_strategy_reason() -> None:
    def forced(view: View) -> bool:
        return play_obligation("napoleon", view) is not None and len(_cards(view)) == 1

    state, view = _find("napoleon", "book", 5, forced)
    table = _table(view, {})
    hint = suggest("napoleon", view, _strong("napoleon", state, table))
    card = card_label(_cards(view)[0])
    assert hint.text.startswith(f"Play {card}. It is the only card you may play: ")
    assert "-AI-" not in hint.text and "would" not in hint.text


def test_the_last_card_in_hand_says_there_is_no_other_card_and_weighs_nothing() -> None:
    def last(view: View) -> bool:
        return play_obligation("napoleon", view) is None and len(view.hand) == 1

    state, view = _find("napoleon", "book", 5, last)
    hint = suggest("napoleon", view, _strong("napoleon", state, _table(view, {})))
    card = card_label(_cards(view)[0])
    lead = "Lead" if not view.trick else "Play"
    assert hint.text.startswith(f"{lead} {card}. You have no other card to play.")
    assert "Vous n'avez pas d'autre carte à jouer." in in_language(hint.text, "fr")
    # what the card does to the trick is still said; nothing is weighed against it
    assert "would do" not in hint.text and "would cost" not in hint.text
    assert "Rule of thumb" not in hint.text


def test_an_unsearched_decision_keeps_the_rule_based_reason() -> None:
    state, view = _find("napoleon", "book", 5, _free_lead)
    table = _table(view, {})
    hint = suggest("napoleon", view, _strong("napoleon", state, table, searchable=False))
    assert hint == suggest("napoleon", view, make_bot("napoleon", "normal", 0))
    assert "Rule of thumb: " in hint.text and "would" not in hint.text


def test_belote_counts_the_deals_points() -> None:
    def choice(view: View) -> bool:
        return not view.trick and len(_cards(view)) >= 3

    state, view = _find("belote", "standard", 4, choice)
    rule_card, _ = _rule_choice("belote", view)
    assert isinstance(rule_card, PlayCard)
    table = _table(view, {rule_card.card: (20.0, 5)})
    hint = suggest("belote", view, _strong("belote", state, table))
    assert "would cost about 23 points on average" in hint.text
    assert "environ 23 points en moyenne" in in_language(hint.text, "fr")
    assert "平均で約23点損します" in in_language(hint.text, "ja")
    _no_jargon(hint.text)


def test_rettler_counts_point_cards_and_names_no_layout() -> None:
    def following(view: View) -> bool:
        return view.round is not None and len(_cards(view)) >= 2

    state, view = _find("rettler", "book", 6, following)
    rule_card, _ = _rule_choice("rettler", view)
    assert isinstance(rule_card, PlayCard)
    table = _table(view, {rule_card.card: (1.0, 3)})
    hint = suggest("rettler", view, _strong("rettler", state, table))
    assert hint.text.startswith(f"Play {card_label(rule_card.card)}.")
    assert "would cost about 4 point cards on average" in hint.text
    _no_jargon(hint.text)


def test_the_twin_of_the_card_is_no_alternative() -> None:
    """Rettler's two decks: the other copy of the chosen card is not compared with it."""
    five, twin, king = PlayCard(3), PlayCard(3 + DECK_STRIDE), PlayCard(11)
    estimates = (Estimate(five, 1.0, 2, 4), Estimate(twin, 1.0, 2, 4), Estimate(king, 0.0, 4, 4))
    text = play_text(
        "rettler",
        five,
        leading=False,
        only_card=False,
        obligation=None,
        facts=(),
        reason="throw ♠5",
        result=SearchResult(five, "throw ♠5", five, estimates),
    )
    assert text == (
        "Play ♠5. The best other choice, ♠K, would cost about 1 point card on average. "
        "Rule of thumb: throw ♠5."
    )


def test_hints_use_the_games_strong_player_where_there_is_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state, view = _find("napoleon", "book", 5, _free_lead)
    rule_card, _ = _rule_choice("napoleon", view)
    assert isinstance(rule_card, PlayCard)
    other = next(c for c in _cards(view) if c != rule_card.card)
    table = _table(view, {rule_card.card: (1.0, 6), other: (0.5, 6)})
    # the game's strong player (its GameSpec's) stands in with a search of known estimates
    bots = cast(dict[str, Any], get_game("napoleon").bots)
    monkeypatch.setitem(bots, "strong", lambda seed: _strong("napoleon", state, table))
    hint = suggest("napoleon", view)
    assert f"The best other choice, {card_label(other)}, would cost about 0.5 point cards" in (
        hint.text
    )
