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

from ...cards import SUIT_LETTERS, SUIT_SYMBOLS
from ...core import DealResult
from ...score_formula import FormulaLine, ScoreFormula, line, nothing_scored, said
from ...text import SUIT_NAMES
from .params import BeloteRules
from .play import Contract
from .scoring import DealScore, Tally, score_deal


def _bid(bid: str) -> tuple[str, str]:
    if bid in SUIT_LETTERS:
        s = SUIT_LETTERS.index(bid)
        return (f"{SUIT_SYMBOLS[s]} {SUIT_NAMES['en'][s]}",
                f"{SUIT_SYMBOLS[s]} {SUIT_NAMES['ja'][s]}")
    return ("sans atout", "サンザトゥ") if bid == "sa" else ("tout atout", "トゥザトゥ")


def _side_names(players: int, names: Sequence[str]) -> list[str]:
    if players == 4:
        return [f"{names[0]} & {names[2]}", f"{names[1]} & {names[3]}"]
    return list(names[:players])


def formula(result: DealResult, rules: BeloteRules, players: int,
            names: Sequence[str]) -> ScoreFormula:
    d = result.detail
    if result.outcome == "redeal" or "card_points" not in d:
        rule = str(d.get("rule_id", "B-BID-4"))
        return nothing_scored(result, players, f"All passed: thrown in ({rule}).",
                              f"全員パス: 流れ ({rule})。", "B-END-2")
    n = len(d["card_points"])
    taker_side = int(d["taker_side"])
    contract = Contract(int(d["taker"]), str((d.get("contract") or {}).get("bid", "")))
    capot = d.get("capot")
    tallies = [Tally(int(d["points"][i]), int(d["melds"][i]), int(d["belote"][i]),
                     capot is not None and int(capot) == i) for i in range(n)]
    score = score_deal(tallies, taker_side, contract.mode, rules)
    sides = _side_names(players, names)
    bid_en, bid_ja = _bid(contract.bid)
    taker = names[contract.taker]
    rule = "B-3P-5" if n == 3 else "B-SCORE-4"
    others = [i for i in range(n) if i != taker_side]
    best = max(score.test[i] for i in others)
    if score.made:
        head = said(f"{taker} made the contract {bid_en}: {score.test[taker_side]} > {best} "
                    f"({rule}).",
                    f"{taker}は契約 {bid_ja} に成功: {score.test[taker_side]} > {best} "
                    f"({rule})。")
    else:
        head = said(f"{taker} failed the contract {bid_en} (dedans): "
                    f"{score.test[taker_side]} ≤ {best} ({rule}).",
                    f"{taker}は契約 {bid_ja} に失敗(ドダン): {score.test[taker_side]} ≤ "
                    f"{best} ({rule})。")
    lines = [_side_line(i, sides[i], d, score) for i in range(n)]
    if not rules.melds_in_test:
        lines.append(line("The contract test leaves declarations and belote out (B-VAR-4).",
                          "契約の判定には手役とブロットを含めません (B-VAR-4)。"))
    if not score.made:
        lines.append(_failure_line(taker_side, sides, score, n))
    if score.multiplier != 1:
        parts = [f"{sides[i]} {score.raw[i]} × {score.multiplier} = "
                 f"{score.raw[i] * score.multiplier}" for i in range(n)]
        lines.append(line(f"{bid_en.capitalize()} multiplies every figure by "
                          f"{score.multiplier} (B-SCORE-7): {', '.join(parts)}.",
                          f"{bid_ja}はすべての点が{score.multiplier}倍 (B-SCORE-7): "
                          f"{'、'.join(parts)}。"))
    lines.append(line("Deal scores are whole numbers, never rounded (B-SCORE-8).",
                      "得点は端数を丸めません (B-SCORE-8)。"))
    side_of = [int(s) for s in d["side_of_seat"]]
    changes = tuple(score.raw[side_of[s]] * score.multiplier for s in range(players))
    return ScoreFormula(head, tuple(lines), changes)


def _side_line(i: int, name: str, d: dict[str, Any], score: DealScore) -> FormulaLine:
    cards = int(d["card_points"][i])
    bonus = int(d["last_trick_bonus"][i])
    melds = score.melds[i]
    held = int(d["melds"][i])
    belote = int(d["belote"][i])
    en = [f"card points {cards} (B-SCORE-1)"]
    ja = [f"札の点 {cards} (B-SCORE-1)"]
    if bonus and d.get("capot") == i:
        en.append(f"capot {bonus} (B-SCORE-5)")
        ja.append(f"カポット {bonus} (B-SCORE-5)")
    elif bonus:
        en.append(f"last trick {bonus} (B-SCORE-2)")
        ja.append(f"ディス・ドゥ・デール {bonus} (B-SCORE-2)")
    if melds:
        en.append(f"declarations {melds} (B-SCORE-3)")
        ja.append(f"手役 {melds} (B-SCORE-3)")
    if belote:
        en.append(f"belote {belote} (B-BEL-2)")
        ja.append(f"ブロット {belote} (B-BEL-2)")
    total = score.totals[i]
    lost = (f"; its declarations {held} count for nothing after the capot (B-SCORE-5)"
            if held and not melds else "")
    ja_lost = (f"。カポットされたので手役 {held} は無効 (B-SCORE-5)" if held and not melds
               else "")
    return line(f"{name}: {' + '.join(en)} = {total}{lost}.",
                f"{name}: {' + '.join(ja)} = {total}{ja_lost}。")


def _failure_line(taker_side: int, sides: list[str], score: DealScore, n: int) -> FormulaLine:
    keep = score.raw[taker_side]
    if score.award is not None:  # two sides
        other = 1 - taker_side
        cards, melds, belote = score.award
        return line(f"Failed: {sides[taker_side]} score {keep}; {sides[other]} score "
                    f"everything: cards and last trick {cards} + all declarations {melds} + "
                    f"belote {belote} = {score.raw[other]} (B-SCORE-4, BD-13, BD-15).",
                    f"失敗: {sides[taker_side]}は {keep}、{sides[other]}がすべてを得ます: "
                    f"札と最後のトリック {cards} + 全手役 {melds} + ブロット {belote} = "
                    f"{score.raw[other]} (B-SCORE-4, BD-13, BD-15)。")
    others = ", ".join(f"{sides[i]} {score.raw[i]}" for i in range(n) if i != taker_side)
    ja_others = "、".join(f"{sides[i]} {score.raw[i]}" for i in range(n) if i != taker_side)
    return line(f"Failed: {sides[taker_side]} scores {keep}; each opponent scores its own "
                f"total: {others} (B-3P-5, BD-17).",
                f"失敗: {sides[taker_side]}は {keep}、相手はそれぞれ自分の合計: {ja_others} "
                "(B-3P-5, BD-17)。")


__all__ = ["formula"]
