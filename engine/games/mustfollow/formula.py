"""How a co-operative game ended (M-GOAL-1, M-2P-9, M-1P-2) and how a win was scored
(M-SCORE-1, M-2P-10; a loss has no score, MD-7), step by step, for the deal result.

The conditions are the engine's own predicates (``rules.counts_ok``, ``suits_ok``,
``round_ok``, ``two_round_win``) and the scoring hands ``rules.score_hands``, applied to the
rounds in ``DealResult.detail``; the changes are recomputed from the figures shown only to
prove the lines add up (a test compares them with ``result.scores``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...cards import RANK_OF, card_label, parse_card
from ...core import DealResult
from ...score_formula import FormulaLine, ScoreFormula, line, said
from .params import MustFollowRules
from .rules import TARGETS, counts_ok, round_ok, score_hands, suits_ok, two_round_win


def formula(result: DealResult, rules: MustFollowRules, players: int,
            names: Sequence[str]) -> ScoreFormula:
    d = result.detail
    rule = str(d.get("rule_id", "M-GOAL-1"))
    rounds: list[dict[str, Any]] = list(d.get("rounds", []))

    def hand(h: int) -> tuple[str, str]:
        return (names[h], names[h]) if h < players else ("the dummy", "ダミー")

    lines: list[FormulaLine] = []
    parsed = [([int(t) for t in r["taken"]], [parse_card(c) for c in r["leftovers"]])
              for r in rounds]
    center = None if d.get("center") is None else parse_card(str(d["center"]))
    for number, (taken, last) in enumerate(parsed, start=1):
        lines.append(_round_line(number, taken, last, center, rule, hand))
    if len(parsed) == 2:
        ok = two_round_win(parsed[0][0], parsed[0][1], parsed[1][0], parsed[1][1])
        en, ja = (("met", "達成") if ok else ("not met", "未達成"))
        lines.append(line(f"Over both rounds: the trick counts swap and the other pair of "
                          f"suits is left in round 2: {en} ({rule}).",
                          f"2ラウンド通して: トリック数が入れ替わり、第2ラウンドは残りの組の"
                          f"スートが残ること: {ja} ({rule})。"))
    score = 0
    if d.get("win") and parsed:
        score_rule = "M-SCORE-1" if len(parsed) == 1 else "M-2P-10"
        taken, last = parsed[-1]
        most, fewest = score_hands(taken)
        top, low = RANK_OF[last[most]], RANK_OF[last[fewest]]
        score = top - low + 12
        (m_en, m_ja), (f_en, f_ja) = hand(most), hand(fewest)
        lines.append(line(f"Score = rank of {m_en}'s last card {card_label(last[most])} "
                          f"({top}) − rank of {f_en}'s last card {card_label(last[fewest])} "
                          f"({low}) + 12 = {score} ({score_rule}).",
                          f"得点 = {m_ja}の残り札 {card_label(last[most])} のランク ({top}) − "
                          f"{f_ja}の残り札 {card_label(last[fewest])} のランク ({low}) + 12 = "
                          f"{score} ({score_rule})。"))
        head = said(f"Won with score {score} ({rule}).", f"成功、得点 {score} ({rule})。")
    else:
        lines.append(line("A lost game has no score: 0 on the score sheet (MD-7).",
                          "負けたゲームには得点がありません: 得点表には 0 (MD-7)。"))
        head = said(f"Lost: the goal was not reached ({rule}).",
                    f"失敗: 目標に届きませんでした ({rule})。")
    return ScoreFormula(head, tuple(lines), (score,) * players)


def _round_line(number: int, taken: list[int], last: list[int], center: int | None,
                rule: str, hand: Any) -> FormulaLine:
    counts = ", ".join(f"{hand(h)[0]} {t}" for h, t in enumerate(taken))
    ja_counts = "、".join(f"{hand(h)[1]} {t}" for h, t in enumerate(taken))
    cards = " ".join(card_label(c) for c in last)
    if len(taken) >= 3:  # M-GOAL-1: counts as a multiset, all suits different
        need = ", ".join(str(t) for t in TARGETS[len(taken)])
        c1 = counts_ok(taken)
        c2 = suits_ok(last, center)
        extra = f" + centre {card_label(center)}" if center is not None else ""
        ja_extra = f" + 中央 {card_label(center)}" if center is not None else ""
        return line(f"Tricks {counts}: {need} needed in any order — "
                    f"{'met' if c1 else 'not met'}; last cards {cards}{extra}: "
                    f"{'one of each suit' if c2 else 'a suit repeats'} ({rule}).",
                    f"トリック数 {ja_counts}: {need}(順不同)— {'達成' if c1 else '未達成'}。"
                    f"残り札 {cards}{ja_extra}: "
                    f"{'スートがすべて異なる' if c2 else 'スートが重複'} ({rule})。")
    ok = round_ok(taken, last)
    return line(f"Round {number}: tricks {counts} (8 and 4 needed), last cards {cards} "
                f"(♡♢ or ♠♣ needed): {'met' if ok else 'not met'} ({rule}).",
                f"第{number}ラウンド: トリック数 {ja_counts}(8と4が必要)、残り札 {cards}"
                f"(♡♢か♠♣が必要): {'達成' if ok else '未達成'} ({rule})。")


__all__ = ["formula"]
