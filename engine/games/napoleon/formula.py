"""How a Napoleon deal was scored (N-END, N-SCORE), step by step, for the deal result.

The figures come from ``scoring.score_breakdown`` called with the deal's own counts, the
function ``deal_scores`` scored it with; the changes are recomputed from the figures shown
only to prove the lines add up (a test compares them with ``result.scores``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...core import DealResult
from ...score_formula import FormulaLine, ScoreFormula, each, line, nothing_scored, said, signed
from ...text import Said
from .params import NapoleonRules
from .scoring import UNIT, ScoreBreakdown, score_breakdown


def formula(result: DealResult, rules: NapoleonRules, players: int,
            names: Sequence[str]) -> ScoreFormula:
    d = result.detail
    if result.outcome == "redeal":
        rule = str(d.get("rule_id", "N-BID-13"))
        return nothing_scored(result, players, f"Nothing was played: redeal ({rule}).",
                              f"プレイなし: 配り直し ({rule})。", "N-SCORE-15")
    if result.outcome == "annulled":
        rule = str(d.get("rule_id", "N-BID-15"))
        return nothing_scored(result, players, f"The deal was annulled ({rule}).",
                              f"ディールは無効になりました ({rule})。", "N-SCORE-15")
    declarer = int(d["declarer"])
    contract = d.get("contract") or {}
    count = int(contract.get("count", 0))
    reverse = bool(contract.get("reverse"))
    sides = d.get("side_totals", {})
    side, coalition = int(sides.get("declarer_side", 0)), int(sides.get("coalition", 0))
    made = result.outcome == "declarer_side_wins"
    all_take = bool(d.get("all_take"))
    b = score_breakdown(rules, players, declarer, [int(a) for a in d.get("adjutants", [])],
                        made, count, side, all_take=all_take, reverse=reverse)
    lines = [line(f"Point cards: Napoleon's side {side}, coalition {coalition} "
                  f"(discarded {d.get('discarded_points', 0)} count for the coalition, "
                  "N-END-1).",
                  f"点札: ナポレオン側 {side}、連合軍 {coalition}"
                  f"(捨て札の{d.get('discarded_points', 0)}枚は連合軍に、N-END-1)。")]
    if d.get("early_stop"):
        n = d.get("tricks_played", 0)
        lines.append(line(f"Play stopped after trick {n}: the score could no longer change "
                          "(N-END-6).",
                          f"第{n}トリックで打ち切り: 得点はもう変わりませんでした (N-END-6)。"))
    if b.total_rule == "N-SCORE-13":
        lines += _igoshokai(b, declarer, names)
    else:
        lines += _book(b, rules, declarer, count, side, names)
    return ScoreFormula(_headline(made, all_take, reverse, side, count), tuple(lines),
                        _changes(b, declarer, players))


def _headline(made: bool, all_take: bool, reverse: bool, side: int, count: int) -> Said:
    if reverse:
        if made:
            return said("Reverse all-take contract: Napoleon's side took no point card: made "
                        "(N-END-4).",
                        "逆オールテイク契約: ナポレオン側は点札を1枚も取らず成功 (N-END-4)。")
        return said(f"Reverse all-take contract: Napoleon's side took {side} point cards: "
                    "broken (N-END-4).",
                    f"逆オールテイク契約: ナポレオン側が点札{side}枚を取り失敗 (N-END-4)。")
    if all_take:
        return said("Napoleon's side took all 20 point cards: all-take, lost (N-END-3).",
                    "ナポレオン側が点札20枚すべてを取りました: オールテイクで負け (N-END-3)。")
    if made:
        return said(f"Napoleon's side took {side} point cards, bid {count}: made (N-END-2).",
                    f"ナポレオン側の点札 {side}枚、宣言 {count}: 成功 (N-END-2)。")
    return said(f"Napoleon's side took {side} point cards, bid {count}: broken (N-END-2).",
                f"ナポレオン側の点札 {side}枚、宣言 {count}: 失敗 (N-END-2)。")


def _book(b: ScoreBreakdown, rules: NapoleonRules, declarer: int, count: int, side: int,
          names: Sequence[str]) -> list[FormulaLine]:
    t, m = b.total, b.multiplier
    if b.total_rule == "N-SCORE-2":
        first = line(f"Made: the coalition pays T = {UNIT} × {m} = {t} "
                     f"(N-SCORE-2: bid {count} → ×{m}).",
                     f"成功: 連合軍が T = {UNIT} × {m} = {t} を払います "
                     f"(N-SCORE-2: 宣言{count} → ×{m})。")
    elif b.total_rule == "N-SCORE-3":
        even = count - count % 2
        rule = "N-SCORE-3, N-SCORE-11" if rules.score_table_literal else "N-SCORE-3"
        odd_en = f"; bid {count} counts as {even}" if even != count else ""
        odd_ja = f"、宣言{count}は{even}として" if even != count else ""
        first = line(f"Broken: Napoleon's side pays T = {UNIT} × {m} = {t} ({rule}: "
                     f"{side} taken against {even}{odd_en} → ×{m}).",
                     f"失敗: ナポレオン側が T = {UNIT} × {m} = {t} を払います ({rule}: "
                     f"{even}に対して{side}枚{odd_ja} → ×{m})。")
    elif b.total_rule == "N-SCORE-4":
        first = line(f"All-take: Napoleon's side pays T = {t} whatever the bid (N-SCORE-4).",
                     f"オールテイク: 宣言に関係なくナポレオン側が T = {t} を払います "
                     "(N-SCORE-4)。")
    else:
        first = line(f"Reverse contract: T = {t} either way ({b.total_rule}).",
                     f"逆オールテイク契約: 勝敗にかかわらず T = {t} ({b.total_rule})。")
    out = [first]
    parts = sum(b.weights)
    nap = names[declarer]
    if not b.side:
        rule = "N-SCORE-5, N-SCORE-6"
        out.append(line(f"No adjutant: {nap} alone {'receives' if b.sign > 0 else 'pays'} "
                        f"T: {signed(b.sign * t)} ({rule}).",
                        f"副官なし: {nap}が一人で T を"
                        f"{'受け取ります' if b.sign > 0 else '払います'}: {signed(b.sign * t)} "
                        f"({rule})。"))
    else:
        ratio = " : ".join(str(w) for w in b.weights)
        rule = "N-SCORE-5, N-SCORE-7" if len(b.side) == 2 else "N-SCORE-5"
        shares = [f"{names[s]} {signed(b.sign * t)} × {w}/{parts} = "
                  f"{signed(b.sign * t * w // parts)}"
                  for s, w in zip([declarer, *b.side], b.weights, strict=True)]
        out.append(line(f"Napoleon's side splits T {ratio} ({rule}): {', '.join(shares)}.",
                        f"ナポレオン側は T を {ratio} で分けます ({rule}): {'、'.join(shares)}。"))
    share = t // len(b.coalition)
    en, ja = each(names, b.coalition, -b.sign * share)
    out.append(line(f"The coalition shares T equally: {t} ÷ {len(b.coalition)} = {share}; "
                    f"{en} (N-SCORE-5).",
                    f"連合軍は T を等分します: {t} ÷ {len(b.coalition)} = {share}。{ja} "
                    "(N-SCORE-5)。"))
    return out


def _igoshokai(b: ScoreBreakdown, declarer: int, names: Sequence[str]) -> list[FormulaLine]:
    out = []
    en, ja = each(names, b.coalition, -b.sign)
    out.append(line(f"Igoshokai scoring: each coalition player {signed(-b.sign)}: {en} "
                    "(N-SCORE-13).",
                    f"囲碁将棋会の得点: 連合軍は1人{signed(-b.sign)}: {ja} (N-SCORE-13)。"))
    if b.side:
        en, ja = each(names, b.side, b.sign)
        out.append(line(f"Each adjutant {signed(b.sign)}: {en} (N-SCORE-13).",
                        f"副官は1人{signed(b.sign)}: {ja} (N-SCORE-13)。"))
    gain = len(b.coalition) - len(b.side)
    nap = names[declarer]
    out.append(line(f"The Napoleon gets what the coalition pays less one per adjutant: "
                    f"{len(b.coalition)} − {len(b.side)} = {gain}; {nap} "
                    f"{signed(b.sign * gain)} (N-SCORE-13).",
                    f"ナポレオンは連合軍の支払いから副官1人につき1を引いた分: "
                    f"{len(b.coalition)} − {len(b.side)} = {gain}。{nap} "
                    f"{signed(b.sign * gain)} (N-SCORE-13)。"))
    return out


def _changes(b: ScoreBreakdown, declarer: int, players: int) -> tuple[int, ...]:
    """Each seat's change from the figures the lines show."""
    changes = [0] * players
    if b.total_rule == "N-SCORE-13":
        for s in b.coalition:
            changes[s] = -b.sign
        for s in b.side:
            changes[s] = b.sign
        changes[declarer] = b.sign * (len(b.coalition) - len(b.side))
        return tuple(changes)
    parts = sum(b.weights)
    for s, w in zip([declarer, *b.side], b.weights, strict=True):
        changes[s] = b.sign * b.total * w // parts
    for s in b.coalition:
        changes[s] = -b.sign * (b.total // len(b.coalition))
    return tuple(changes)


__all__ = ["formula"]
