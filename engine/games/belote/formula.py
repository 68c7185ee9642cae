"""How a Belote deal was scored (B-SCORE, B-3P-5, BD-13..17), step by step, for the deal
result: each side's card points, last trick or capot, declarations and belote; the contract
test; the failure award; the multiplier of sans / tout atout.

The figures are the deal's tallies (``DealResult.detail``) passed again through
``scoring.score_deal``, the function that scored the deal; the changes are recomputed from
the figures shown only to prove the lines add up (a test compares them with
``result.scores``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core import DealResult
from ...score_formula import FormulaLine, ScoreFormula, nothing_scored
from ...terms import belote_bid_name
from ...text import HUMAN_DEFAULT_NAMES, Text, joined, said
from .params import BeloteRules
from .play import Contract
from .scoring import DealScore, Tally, score_deal


def _line(text: Text) -> FormulaLine:
    return FormulaLine(text)


def _side_names(players: int, names: Sequence[str]) -> list[str]:
    if players == 4:
        return [f"{names[0]} & {names[2]}", f"{names[1]} & {names[3]}"]
    return list(names[:players])


def formula(
    result: DealResult, rules: BeloteRules, players: int, names: Sequence[str]
) -> ScoreFormula:
    d = result.detail
    if result.outcome == "redeal" or "card_points" not in d:
        rule = str(d.get("rule_id", "B-BID-4"))
        return nothing_scored(
            result, players, said("All passed: thrown in ({rule}).", rule=rule), "B-END-2"
        )
    n = len(d["card_points"])
    taker_side = int(d["taker_side"])
    contract = Contract(int(d["taker"]), str((d.get("contract") or {}).get("bid", "")))
    capot = d.get("capot")
    tallies = [
        Tally(
            int(d["points"][i]),
            int(d["melds"][i]),
            int(d["belote"][i]),
            capot is not None and int(capot) == i,
        )
        for i in range(n)
    ]
    score = score_deal(tallies, taker_side, contract.mode, rules)
    sides = _side_names(players, names)
    bid = belote_bid_name(contract.bid)
    taker = names[contract.taker]
    rule = "B-3P-5" if n == 3 else "B-SCORE-4"
    others = [i for i in range(n) if i != taker_side]
    best = max(score.test[i] for i in others)
    you = taker in HUMAN_DEFAULT_NAMES  # "Vous avez réussi", not "Vous a réussi"
    if score.made and you:
        head = said(
            "You made your contract {bid}: {points} > {best} ({rule}).",
            bid=bid,
            points=score.test[taker_side],
            best=best,
            rule=rule,
        )
    elif not score.made and you:
        head = said(
            "You failed your contract {bid} (dedans): {points} ≤ {best} ({rule}).",
            bid=bid,
            points=score.test[taker_side],
            best=best,
            rule=rule,
        )
    elif score.made:
        head = said(
            "{taker} made the contract {bid}: {points} > {best} ({rule}).",
            taker=taker,
            bid=bid,
            points=score.test[taker_side],
            best=best,
            rule=rule,
        )
    else:
        head = said(
            "{taker} failed the contract {bid} (dedans): {points} ≤ {best} ({rule}).",
            taker=taker,
            bid=bid,
            points=score.test[taker_side],
            best=best,
            rule=rule,
        )
    lines = [_side_line(i, sides[i], d, score) for i in range(n)]
    if not rules.melds_in_test:
        lines.append(_line(said("The contract test leaves declarations and belote out (B-VAR-4).")))
    if not score.made:
        lines.append(_failure_line(taker_side, sides, score, n))
    if score.multiplier != 1:
        parts = joined(
            [
                said(
                    "{side} {raw} × {multiplier} = {total}",
                    side=sides[i],
                    raw=score.raw[i],
                    multiplier=score.multiplier,
                    total=score.raw[i] * score.multiplier,
                )
                for i in range(n)
            ]
        )
        if contract.bid == "sa":
            lines.append(
                _line(
                    said(
                        "Sans atout multiplies every figure by {multiplier} (B-SCORE-7): {parts}.",
                        multiplier=score.multiplier,
                        parts=parts,
                    )
                )
            )
        else:
            lines.append(
                _line(
                    said(
                        "Tout atout multiplies every figure by {multiplier} (B-SCORE-7): {parts}.",
                        multiplier=score.multiplier,
                        parts=parts,
                    )
                )
            )
    lines.append(_line(said("Deal scores are whole numbers, never rounded (B-SCORE-8).")))
    side_of = [int(s) for s in d["side_of_seat"]]
    changes = tuple(score.raw[side_of[s]] * score.multiplier for s in range(players))
    return ScoreFormula(head, tuple(lines), changes)


def _side_line(i: int, name: str, d: dict[str, Any], score: DealScore) -> FormulaLine:
    cards = int(d["card_points"][i])
    bonus = int(d["last_trick_bonus"][i])
    melds = score.melds[i]
    held = int(d["melds"][i])
    belote = int(d["belote"][i])
    parts: list[Text] = [said("card points {points} (B-SCORE-1)", points=cards)]
    if bonus and d.get("capot") == i:
        parts.append(said("capot {points} (B-SCORE-5)", points=bonus))
    elif bonus:
        parts.append(said("last trick {points} (B-SCORE-2)", points=bonus))
    if melds:
        parts.append(said("declarations {points} (B-SCORE-3)", points=melds))
    if belote:
        parts.append(said("belote {points} (B-BEL-2)", points=belote))
    total = score.totals[i]
    sum_ = joined(parts, " + ")
    if held and not melds:
        return _line(
            said(
                "{side}: {parts} = {total}; its declarations {held} count for "
                "nothing after the capot (B-SCORE-5).",
                side=name,
                parts=sum_,
                total=total,
                held=held,
            )
        )
    return _line(said("{side}: {parts} = {total}.", side=name, parts=sum_, total=total))


def _failure_line(taker_side: int, sides: list[str], score: DealScore, n: int) -> FormulaLine:
    keep = score.raw[taker_side]
    if score.award is not None:  # two sides
        other = 1 - taker_side
        cards, melds, belote = score.award
        return _line(
            said(
                "Failed: {taker} score {keep}; {other} score everything: cards and "
                "last trick {cards} + all declarations {melds} + belote {belote} = "
                "{total} (B-SCORE-4).",
                taker=sides[taker_side],
                keep=keep,
                other=sides[other],
                cards=cards,
                melds=melds,
                belote=belote,
                total=score.raw[other],
            )
        )
    totals = joined([f"{sides[i]} {score.raw[i]}" for i in range(n) if i != taker_side])
    return _line(
        said(
            "Failed: {keep} for {taker}; each opponent scores its own total: {others} (B-3P-5).",
            taker=sides[taker_side],
            keep=keep,
            others=totals,
        )
    )


__all__ = ["formula"]
