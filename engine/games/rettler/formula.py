"""How a Rettler deal was scored (R-END, R-SCORE, R-BID-7), step by step, for the deal result.

The figures come from ``scoring.score_breakdown`` / ``nobody_bid_breakdown`` called with the
deal's own counts, the functions that scored it; the changes are recomputed from the figures
shown only to prove the lines add up (a test compares them with ``result.scores``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...core import DealResult
from ...score_formula import (
    FormulaLine,
    ScoreFormula,
    each_change,
    line,
    listed,
    nothing_scored,
    split_of_t,
)
from ...text import said, said_p
from .params import TOTAL_POINTS, RettlerRules
from .scoring import ScoreBreakdown, count_band, nobody_bid_breakdown, score_breakdown


def formula(
    result: DealResult, rules: RettlerRules, players: int, names: Sequence[str]
) -> ScoreFormula:
    d = result.detail
    if result.outcome == "redeal":
        rule = str(d.get("rule_id", "R-DEAL-3"))
        return nothing_scored(
            result, players, said("Nothing was played: redeal ({rule}).", rule=rule), "R-SCORE-8"
        )
    if d.get("rule_id") in ("R-VAR-4", "R-VAR-7", "R-VAR-11"):  # trump named unseen
        from .variant_formula import variant_formula

        return variant_formula(result, players, names)
    if result.outcome == "mighty_holders_lose":
        return _nobody_bid(rules, players, [int(s) for s in d.get("mighty_holders", [])], names)
    declarer = int(d["declarer"])
    contract = d.get("contract") or {}
    count, reverse = int(contract.get("count", 0)), bool(contract.get("reverse"))
    sides = d.get("side_totals", {})
    side, coalition = int(sides.get("declarer_side", 0)), int(sides.get("coalition", 0))
    made = result.outcome == "declarer_side_wins"
    all_take = bool(d.get("all_take"))
    b = score_breakdown(
        rules,
        players,
        declarer,
        [int(a) for a in d.get("adjutants", [])],
        made,
        count,
        int(contract.get("adjutants", 1)),
        side,
        all_take=all_take,
        reverse=reverse,
    )
    if reverse:
        head = (
            said("Reverse all-take contract: the Rettler side took no point card: made (R-END-4).")
            if made
            else said(
                "Reverse all-take contract: the Rettler side took {taken} point cards: "
                "broken (R-END-4).",
                taken=side,
            )
        )
    elif d.get("bridge_lock") is not None:  # R-VAR-1 (decision E-04)
        head = said(
            "{seat} had the lead and could play only bridge cards: {seat} loses, the "
            "contract is {outcome} (R-VAR-1).",
            seat=names[int(d["bridge_lock"])],
            outcome=said("made") if made else said("broken"),
        )
    elif all_take:
        head = said(
            "The Rettler side took all {total} point cards: all-take, lost (R-END-3).",
            total=int(d.get("point_cards_in_play", TOTAL_POINTS)),  # R-VAR-3: those in play
        )
    elif made:
        head = said(
            "The Rettler side took {taken} point cards, bid {count}: made (R-END-2).",
            taken=side,
            count=count,
        )
    else:
        head = said(
            "The Rettler side took {taken} point cards, bid {count}: broken (R-END-2).",
            taken=side,
            count=count,
        )
    lines = [
        line(
            said(
                "Point cards: Rettler side {taken}, coalition {coalition} (discarded "
                "{discarded} count for the coalition, R-END-1).",
                taken=side,
                coalition=coalition,
                discarded=d.get("discarded_points", 0),
            )
        )
    ]
    if d.get("early_stop"):
        lines.append(line(said("Play stopped early: the outcome was decided (R-END-5, R-END-6).")))
    if b.converted is not None and b.converted != count:
        lines.append(
            line(
                said(
                    "Two adjutants in five: the bid {count} counts as 2 × {count} "
                    "− {total} = {converted} (R-SCORE-2).",
                    count=count,
                    total=TOTAL_POINTS,
                    converted=b.converted,
                )
            )
        )
    lines.append(_total_line(b, rules, side))
    lines += _split_lines(b, rules, names)
    return ScoreFormula(head, tuple(lines), _changes(b, players))


def _total_line(b: ScoreBreakdown, rules: RettlerRules, side: int) -> FormulaLine:
    m, base, e = b.multiplier, b.base, b.converted
    if b.total_rule == "R-SCORE-3":
        return line(
            said(
                "Made: the coalition pays T = {unit} × {m} = {base} (R-SCORE-3: "
                "count {count} → ×{m}).",
                unit=rules.unit,
                m=m,
                base=base,
                count=e,
            )
        )
    if b.total_rule == "R-SCORE-5":
        mode = rules.loss_multiplier_mode
        band = count_band(e or 0)
        how = (
            said("table C.4, row {band}", band=band)
            if mode == "table"
            else said("table C.4 corrected, row {band}", band=band)
            if mode == "table_corrected"
            else said("¼ / ½ / ¾ of the count")
        )
        return line(
            said(
                "Broken: the Rettler side pays T = {unit} × {m} = {base} (R-SCORE-5, "
                "R-SCORE-10: {taken} taken, {how} → ×{m}).",
                unit=rules.unit,
                m=m,
                base=base,
                taken=side,
                how=how,
            )
        )
    if b.total_rule == "R-SCORE-6":
        return line(
            said(
                "All-take: the Rettler side pays T = {base} whatever the count (R-SCORE-6).",
                base=base,
            )
        )
    return line(said("Reverse contract: T = {base} either way (R-SCORE-8).", base=base))


def _eight(b: ScoreBreakdown, rules: RettlerRules) -> list[FormulaLine]:
    if b.total == b.base:
        return []
    return [
        line(
            said(
                "Eight players, seven sharing: T = {base} × {alone}/{unit} = {total} (R-SCORE-7).",
                base=b.base,
                alone=rules.eight_alone_unit,
                unit=rules.unit,
                total=b.total,
            )
        )
    ]


def _split_lines(b: ScoreBreakdown, rules: RettlerRules, names: Sequence[str]) -> list[FormulaLine]:
    out = _eight(b, rules)
    split_rule = "R-SCORE-4, R-SCORE-6" if b.total_rule == "R-SCORE-6" else "R-SCORE-4"
    return [
        *out,
        *split_of_t(
            names,
            b.total,
            b.sign,
            b.side,
            b.weights,
            b.others,
            side_name=said_p("who splits T", "The Rettler side"),
            alone_rule="R-SCORE-4",
            split_rule=split_rule,
            share_rule="R-SCORE-4",
        ),
    ]


def _nobody_bid(
    rules: RettlerRules, players: int, holders: list[int], names: Sequence[str]
) -> ScoreFormula:
    b = nobody_bid_breakdown(rules, players, holders)
    lines = _eight(b, rules)
    pay = b.total // len(holders)
    lines.append(
        line(
            said(
                "The Mighty holders pay {total}, shared: {total} ÷ {n} = {pay}; {each} (R-BID-7).",
                total=b.total,
                n=len(holders),
                pay=pay,
                each=each_change(names, holders, -pay),
            )
        )
    )
    gain = b.total // len(b.others)
    lines.append(
        line(
            said(
                "The others share it: {total} ÷ {n} = {gain}; {each} (R-BID-7).",
                total=b.total,
                n=len(b.others),
                gain=gain,
                each=each_change(names, b.others, gain),
            )
        )
    )
    changes = [0] * players
    for s in holders:
        changes[s] = -pay
    for s in b.others:
        changes[s] = gain
    return ScoreFormula(
        said(
            "Nobody bid: the Mighty holders lose ({who}, R-BID-7).",
            who=listed([names[s] for s in holders]),
        ),
        tuple(lines),
        tuple(changes),
    )


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
