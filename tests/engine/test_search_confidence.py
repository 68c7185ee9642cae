"""The strong player overrules the rule-based card only when the search is sure of it
(issue 23, ``Budget.confidence``): a card ahead on average because one deal out of many
swings its way is not clearly better, a card ahead in deal after deal is."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from test_hints_search import FakeSearch, Table, _cards, _find, _free_lead, _rule_choice

from engine.actions import PlayCard
from engine.ai import make_bot
from engine.ai.search import Budget, SearchBot

WORLDS = 20


def _bot(state: Any, table: Table, confidence: float) -> SearchBot[Any]:
    budget = Budget(worlds=WORLDS, rollouts=100 * WORLDS, min_worlds=WORLDS, margin=0.5)
    rule_bot: Any = make_bot("napoleon", "normal", 0)
    return SearchBot(FakeSearch(state, table), rule_bot, 0, replace(budget, confidence=confidence))


def _position() -> tuple[Any, Any, int, int]:
    state, view = _find("napoleon", "book", 5, _free_lead)
    rule_card, _ = _rule_choice("napoleon", view)
    assert isinstance(rule_card, PlayCard)
    other = next(c for c in _cards(view) if c != rule_card.card)
    return state, view, rule_card.card, other


def test_one_lucky_deal_does_not_overrule_the_rule_of_thumb() -> None:
    state, view, rule, other = _position()
    table: Table = {c: [(-3.0, False)] * WORLDS for c in _cards(view)}
    table[rule] = [(1.0, False)] * WORLDS
    # worse by a point card in 19 deals, 40 ahead in one: ahead by 1.05 on average
    table[other] = [(0.0, False)] * (WORLDS - 1) + [(41.0, False)]
    assert _bot(state, table, 0.0).choose(view) == PlayCard(other)  # the margin alone
    assert _bot(state, table, 2.0).choose(view) == PlayCard(rule)


def test_a_card_better_in_every_deal_still_overrules_it() -> None:
    state, view, rule, other = _position()
    table: Table = {c: [(-3.0, False)] * WORLDS for c in _cards(view)}
    table[rule] = [(float(i % 3), False) for i in range(WORLDS)]
    table[other] = [(float(i % 3) + 1.0, False) for i in range(WORLDS)]
    assert _bot(state, table, 2.0).choose(view) == PlayCard(other)
