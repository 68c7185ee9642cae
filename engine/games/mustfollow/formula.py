"""How a co-operative game ended (M-GOAL-1, M-2P-9, M-1P-2) and how a win was scored
(M-SCORE-1, M-2P-10; a loss has no score, MD-7), step by step, for the deal result.

The conditions are the engine's own predicates (``rules.counts_ok``, ``suits_ok``,
``round_ok``, ``two_round_win``) and the scoring hands ``rules.score_hands``, applied to the
rounds in ``DealResult.detail``; the changes are recomputed from the figures shown only to
prove the lines add up (a test compares them with ``result.scores``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...cards import RANK_OF, card_label, parse_card
from ...core import DealResult
from ...score_formula import FormulaLine, ScoreFormula, line, listed
from ...text import Text, joined, said, said_p
from .params import MustFollowRules
from .rules import TARGETS, counts_ok, round_ok, score_hands, suits_ok, two_round_win


def formula(
    result: DealResult, rules: MustFollowRules, players: int, names: Sequence[str]
) -> ScoreFormula:
    d = result.detail
    rule = str(d.get("rule_id", "M-GOAL-1"))
    rounds: list[dict[str, Any]] = list(d.get("rounds", []))

    def hand(h: int) -> str:
        return names[h] if h < players else said_p("hand", "the dummy")

    lines: list[FormulaLine] = []
    parsed = [
        ([int(t) for t in r["taken"]], [parse_card(c) for c in r["leftovers"]]) for r in rounds
    ]
    center = None if d.get("center") is None else parse_card(str(d["center"]))
    for number, (taken, last) in enumerate(parsed, start=1):
        lines.append(_round_line(number, taken, last, center, rule, hand))
    if len(parsed) == 2:
        ok = two_round_win(parsed[0][0], parsed[0][1], parsed[1][0], parsed[1][1])
        lines.append(
            line(
                said(
                    "Over both rounds: the trick counts swap and the other pair of "
                    "suits is left in round 2: {met} ({rule}).",
                    met=_met(ok),
                    rule=rule,
                )
            )
        )
    score = 0
    head: Text
    if d.get("win") and parsed:
        score_rule = "M-SCORE-1" if len(parsed) == 1 else "M-2P-10"
        taken, last = parsed[-1]
        most, fewest = score_hands(taken)
        top, low = RANK_OF[last[most]], RANK_OF[last[fewest]]
        score = top - low + 12
        lines.append(
            line(
                said(
                    "Score = rank of {most}'s last card {most_card} ({top}) − rank of {fewest}'s "
                    "last card {fewest_card} ({low}) + 12 = {score} ({rule}).",
                    most=hand(most),
                    most_card=card_label(last[most]),
                    top=top,
                    fewest=hand(fewest),
                    fewest_card=card_label(last[fewest]),
                    low=low,
                    score=score,
                    rule=score_rule,
                )
            )
        )
        head = said("Won with score {score} ({rule}).", score=score, rule=rule)
    else:
        lines.append(line(said("A lost game has no score: 0 on the score sheet (M-SCORE-1).")))
        head = said("Lost: the goal was not reached ({rule}).", rule=rule)
    return ScoreFormula(head, tuple(lines), (score,) * players)


def _met(ok: bool) -> Text:
    return said_p("goal", "met") if ok else said_p("goal", "not met")


def _round_line(
    number: int,
    taken: list[int],
    last: list[int],
    center: int | None,
    rule: str,
    hand: Callable[[int], str],
) -> FormulaLine:
    # "Anne 8, the dummy 4": a name and a number read the same in every language
    counts = listed([joined([hand(h), str(t)], " ") for h, t in enumerate(taken)])
    cards: str = " ".join(card_label(c) for c in last)
    if len(taken) >= 3:  # M-GOAL-1: counts as a multiset, all suits different
        need = ", ".join(str(t) for t in TARGETS[len(taken)])
        c1 = counts_ok(taken)
        c2 = suits_ok(last, center)
        if center is not None:
            cards = said("{cards} + centre {card}", cards=cards, card=card_label(center))
        suits = said("one of each suit") if c2 else said("a suit repeats")
        return line(
            said(
                "Tricks {counts}: {need} needed in any order — {met}; last cards "
                "{cards}: {suits} ({rule}).",
                counts=counts,
                need=need,
                met=_met(c1),
                cards=cards,
                suits=suits,
                rule=rule,
            )
        )
    ok = round_ok(taken, last)
    return line(
        said(
            "Round {number}: tricks {counts} (8 and 4 needed), last cards {cards} "
            "(♡♢ or ♠♣ needed): {met} ({rule}).",
            number=number,
            counts=counts,
            cards=cards,
            met=_met(ok),
            rule=rule,
        )
    )


__all__ = ["formula"]
