"""How a Rettler deal was scored (R-END, R-SCORE, R-BID-7), step by step, for the deal result.

The figures come from ``scoring.score_breakdown`` / ``nobody_bid_breakdown`` called with the
deal's own counts, the functions that scored it; the changes are recomputed from the figures
shown only to prove the lines add up (a test compares them with ``result.scores``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...core import DealResult
from ...score_formula import FormulaLine, ScoreFormula, each, line, nothing_scored, said, signed
from .params import TOTAL_POINTS, RettlerRules
from .scoring import ScoreBreakdown, count_band, nobody_bid_breakdown, score_breakdown


def formula(result: DealResult, rules: RettlerRules, players: int,
            names: Sequence[str]) -> ScoreFormula:
    d = result.detail
    if result.outcome == "redeal":
        rule = str(d.get("rule_id", "R-DEAL-3"))
        return nothing_scored(result, players, f"Nothing was played: redeal ({rule}).",
                              f"プレイなし: 配り直し ({rule})。", "R-SCORE-8")
    if result.outcome == "mighty_holders_lose":
        return _nobody_bid(rules, players, [int(s) for s in d.get("mighty_holders", [])],
                           names)
    declarer = int(d["declarer"])
    contract = d.get("contract") or {}
    count, reverse = int(contract.get("count", 0)), bool(contract.get("reverse"))
    sides = d.get("side_totals", {})
    side, coalition = int(sides.get("declarer_side", 0)), int(sides.get("coalition", 0))
    made = result.outcome == "declarer_side_wins"
    all_take = bool(d.get("all_take"))
    b = score_breakdown(rules, players, declarer, [int(a) for a in d.get("adjutants", [])],
                        made, count, int(contract.get("adjutants", 1)), side,
                        all_take=all_take, reverse=reverse)
    if reverse:
        head = (said("Reverse all-take contract: the Rettler side took no point card: made "
                     "(R-END-4).", "逆オールテイク契約: レットラー側は点札を1枚も取らず成功 "
                     "(R-END-4)。") if made else
                said(f"Reverse all-take contract: the Rettler side took {side} point cards: "
                     "broken (R-END-4).",
                     f"逆オールテイク契約: レットラー側が点札{side}枚を取り失敗 (R-END-4)。"))
    elif all_take:
        head = said(f"The Rettler side took all {TOTAL_POINTS} point cards: all-take, lost "
                    "(R-END-3).",
                    f"レットラー側が点札{TOTAL_POINTS}枚すべてを取りました: オールテイクで負け "
                    "(R-END-3)。")
    else:
        word, ja_word = ("made", "成功") if made else ("broken", "失敗")
        head = said(f"The Rettler side took {side} point cards, bid {count}: {word} (R-END-2).",
                    f"レットラー側の点札 {side}枚、宣言 {count}: {ja_word} (R-END-2)。")
    lines = [line(f"Point cards: Rettler side {side}, coalition {coalition} (discarded "
                  f"{d.get('discarded_points', 0)} count for the coalition, R-END-1).",
                  f"点札: レットラー側 {side}、連合軍 {coalition}"
                  f"(捨て札の{d.get('discarded_points', 0)}枚は連合軍に、R-END-1)。")]
    if d.get("early_stop"):
        lines.append(line("Play stopped early: the outcome was decided (R-END-5, R-END-6).",
                          "勝敗が決まったので打ち切り (R-END-5, R-END-6)。"))
    if b.converted is not None and b.converted != count:
        lines.append(line(f"Two adjutants in five: the bid {count} counts as 2 × {count} − "
                          f"{TOTAL_POINTS} = {b.converted} (R-SCORE-2).",
                          f"5人で副官2人: 宣言{count}は 2 × {count} − {TOTAL_POINTS} = "
                          f"{b.converted} として計算 (R-SCORE-2)。"))
    lines.append(_total_line(b, rules, side))
    lines += _split_lines(b, rules, names)
    return ScoreFormula(head, tuple(lines), _changes(b, players))


def _total_line(b: ScoreBreakdown, rules: RettlerRules, side: int) -> FormulaLine:
    m, base, e = b.multiplier, b.base, b.converted
    if b.total_rule == "R-SCORE-3":
        return line(f"Made: the coalition pays T = {rules.unit} × {m} = {base} "
                    f"(R-SCORE-3: count {e} → ×{m}).",
                    f"成功: 連合軍が T = {rules.unit} × {m} = {base} を払います "
                    f"(R-SCORE-3: 宣言{e} → ×{m})。")
    if b.total_rule == "R-SCORE-5":
        mode = rules.loss_multiplier_mode
        how = (f"table C.4, row {count_band(e or 0)}" if mode == "table" else
               f"table C.4 corrected, row {count_band(e or 0)}" if mode == "table_corrected"
               else "¼ / ½ / ¾ of the count")
        ja_how = (f"表C.4の{count_band(e or 0)}の行" if mode != "exact"
                  else "宣言の ¼ / ½ / ¾")
        return line(f"Broken: the Rettler side pays T = {rules.unit} × {m} = {base} "
                    f"(R-SCORE-5, R-SCORE-10: {side} taken, {how} → ×{m}).",
                    f"失敗: レットラー側が T = {rules.unit} × {m} = {base} を払います "
                    f"(R-SCORE-5, R-SCORE-10: 点札{side}枚、{ja_how} → ×{m})。")
    if b.total_rule == "R-SCORE-6":
        return line(f"All-take: the Rettler side pays T = {base} whatever the count "
                    "(R-SCORE-6).",
                    f"オールテイク: 宣言に関係なくレットラー側が T = {base} を払います "
                    "(R-SCORE-6)。")
    return line(f"Reverse contract: T = {base} either way (R-SCORE-8).",
                f"逆オールテイク契約: 勝敗にかかわらず T = {base} (R-SCORE-8)。")


def _eight(b: ScoreBreakdown, rules: RettlerRules) -> list[FormulaLine]:
    if b.total == b.base:
        return []
    return [line(f"Eight players, seven sharing: T = {b.base} × {rules.eight_alone_unit}/"
                 f"{rules.unit} = {b.total} (R-SCORE-7).",
                 f"8人で7人が分けるので T = {b.base} × {rules.eight_alone_unit}/{rules.unit} "
                 f"= {b.total} (R-SCORE-7)。")]


def _split_lines(b: ScoreBreakdown, rules: RettlerRules,
                 names: Sequence[str]) -> list[FormulaLine]:
    out = _eight(b, rules)
    t, parts = b.total, sum(b.weights)
    rettler = names[b.side[0]]
    if len(b.side) == 1:
        out.append(line(f"No adjutant: {rettler} alone {'receives' if b.sign > 0 else 'pays'} "
                        f"T: {signed(b.sign * t)} (R-SCORE-4).",
                        f"副官なし: {rettler}が一人で T を"
                        f"{'受け取ります' if b.sign > 0 else '払います'}: {signed(b.sign * t)} "
                        "(R-SCORE-4)。"))
    else:
        ratio = " : ".join(str(w) for w in b.weights)
        rule = "R-SCORE-4, R-SCORE-6" if b.total_rule == "R-SCORE-6" else "R-SCORE-4"
        shares = [f"{names[s]} {signed(b.sign * t)} × {w}/{parts} = "
                  f"{signed(b.sign * t * w // parts)}"
                  for s, w in zip(b.side, b.weights, strict=True)]
        out.append(line(f"The Rettler side splits T {ratio} ({rule}): {', '.join(shares)}.",
                        f"レットラー側は T を {ratio} で分けます ({rule}): "
                        f"{'、'.join(shares)}。"))
    share = t // len(b.others)
    en, ja = each(names, b.others, -b.sign * share)
    out.append(line(f"The coalition shares T equally: {t} ÷ {len(b.others)} = {share}; {en} "
                    "(R-SCORE-4).",
                    f"連合軍は T を等分します: {t} ÷ {len(b.others)} = {share}。{ja} "
                    "(R-SCORE-4)。"))
    return out


def _nobody_bid(rules: RettlerRules, players: int, holders: list[int],
                names: Sequence[str]) -> ScoreFormula:
    b = nobody_bid_breakdown(rules, players, holders)
    who = ", ".join(names[s] for s in holders)
    lines = _eight(b, rules)
    pay = b.total // len(holders)
    en, ja = each(names, holders, -pay)
    lines.append(line(f"The Mighty holders pay {b.total}, shared: {b.total} ÷ {len(holders)}"
                      f" = {pay}; {en} (R-BID-7).",
                      f"マイティを持つ人が {b.total} を分けて払います: {b.total} ÷ "
                      f"{len(holders)} = {pay}。{ja} (R-BID-7)。"))
    gain = b.total // len(b.others)
    en, ja = each(names, b.others, gain)
    lines.append(line(f"The others share it: {b.total} ÷ {len(b.others)} = {gain}; {en} "
                      "(R-BID-7).",
                      f"残りの人で分けます: {b.total} ÷ {len(b.others)} = {gain}。{ja} "
                      "(R-BID-7)。"))
    changes = [0] * players
    for s in holders:
        changes[s] = -pay
    for s in b.others:
        changes[s] = gain
    return ScoreFormula(said(f"Nobody bid: the Mighty holders lose ({who}, R-BID-7).",
                             f"誰も立たず: マイティを持つ人の負け ({who}、R-BID-7)。"),
                        tuple(lines), tuple(changes))


def _changes(b: ScoreBreakdown, players: int) -> tuple[int, ...]:
    """Each seat's change from the figures the lines show."""
    changes = [0] * players
    parts = sum(b.weights)
    for s, w in zip(b.side, b.weights, strict=True):
        changes[s] = b.sign * b.total * w // parts
    for s in b.others:
        changes[s] = -b.sign * (b.total // len(b.others))
    return tuple(changes)


__all__ = ["formula"]
