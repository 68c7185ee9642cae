"""How a Napoleon deal was scored (N-END, N-SCORE), step by step, for the deal result.

The figures come from ``scoring.score_breakdown`` called with the deal's own counts, the
function ``deal_scores`` scored it with; the changes are recomputed from the figures shown
only to prove the lines add up (a test compares them with ``result.scores``).
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
    signed,
    split_of_t,
)
from ...text import Text, said, said_n, said_p
from .params import NapoleonRules
from .scoring import UNIT, ScoreBreakdown, score_breakdown


def formula(
    result: DealResult, rules: NapoleonRules, players: int, names: Sequence[str]
) -> ScoreFormula:
    d = result.detail
    if result.outcome == "redeal":
        rule = str(d.get("rule_id", "N-BID-13"))
        return nothing_scored(
            result, players, said("Nothing was played: redeal ({rule}).", rule=rule), "N-SCORE-15"
        )
    if result.outcome == "annulled":
        rule = str(d.get("rule_id", "N-BID-15"))
        return nothing_scored(
            result, players, said("The deal was annulled ({rule}).", rule=rule), "N-SCORE-15"
        )
    if d.get("imperialism"):
        return _imperial(result, players, names)
    declarer = int(d["declarer"])
    contract = d.get("contract") or {}
    count = int(contract.get("count", 0))
    reverse = bool(contract.get("reverse"))
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
        side,
        all_take=all_take,
        reverse=reverse,
    )
    lines = [
        line(
            said(
                "Point cards: Napoleon's side {side}, coalition {coalition} "
                "(discarded {discarded} count for the coalition, N-END-1).",
                side=side,
                coalition=coalition,
                discarded=int(d.get("discarded_points", 0)),
            )
        )
    ]
    if "point_cards_in_play" in d:  # N-VAR-3: part of the point cards never came into play
        lines.append(
            line(
                said(
                    "Point cards in play: {n} of 20; {unused} lay among the unused cards "
                    "(N-VAR-3).",
                    n=int(d["point_cards_in_play"]),
                    unused=int(d.get("unused_point_cards", 0)),
                )
            )
        )
    if d.get("early_stop"):
        n = int(d.get("tricks_played", 0))
        lines.append(
            line(
                said(
                    "Play stopped after trick {n}: the score could no longer change (N-END-6).", n=n
                )
            )
        )
    if b.total_rule == "N-SCORE-13":
        lines += _igoshokai(b, declarer, names)
    else:
        lines += _book(b, rules, declarer, count, side, names)
    headline = _headline(made, all_take, reverse, side, count)
    if all_take and "point_cards_in_play" in d:
        headline = said(
            "Napoleon's side took every point card in play ({n}): all-take, lost "
            "(N-VAR-3, N-END-3).",
            n=side,
        )
    return ScoreFormula(
        headline,
        tuple(lines),
        _changes(b, declarer, players),
    )


def _imperial(result: DealResult, players: int, names: Sequence[str]) -> ScoreFormula:
    """N-VAR-5: most point cards wins; a win scores 1 (DECISION: no point scoring)."""
    d = result.detail
    counts = [int(n) for n in d["point_cards"]]
    winners = [int(w) for w in d["winners"]]
    top = max(counts)
    who = listed([names[w] for w in winners])
    if len(winners) == 1:
        headline = said("{who} took most point cards, {n}: won (N-VAR-5).", who=who, n=top)
    else:
        headline = said("{who} share the win (N-VAR-5).", who=who)
    taken = listed([said("{name} {n}", name=names[s], n=n) for s, n in enumerate(counts)])
    lines = [
        line(
            said(
                "Point cards taken: {taken}; the {kitty} in the unused kitty count for nobody "
                "(N-VAR-5).",
                taken=taken,
                kitty=int(d.get("kitty_points", 0)),
            )
        )
    ]
    tie = d.get("tie_break")
    tied = [s for s, n in enumerate(counts) if n == top]
    previous = d.get("previous_counts")
    if previous is not None and tie in ("previous_counts", "shared"):
        before = listed([said("{name} {n}", name=names[s], n=int(previous[s])) for s in tied])
        lines.append(
            line(
                said(
                    "Tied at {n}: the previous game's counts decide ({before}) (N-VAR-5).",
                    n=top,
                    before=before,
                )
            )
        )
    elif tie == "shared":
        lines.append(line(said("Tied at {n} in the first game: a shared win (N-VAR-5).", n=top)))
    lines.append(
        line(
            said(
                "No point scoring: a win counts 1, so the totals count games won: {each} "
                "(N-VAR-5, N-SCORE-15).",
                each=each_change(names, winners, 1),
            )
        )
    )
    changes = tuple(1 if s in winners else 0 for s in range(players))
    return ScoreFormula(headline, tuple(lines), changes)


def _headline(made: bool, all_take: bool, reverse: bool, side: int, count: int) -> Text:
    if reverse:
        if made:
            return said(
                "Reverse all-take contract: Napoleon's side took no point card: made (N-END-4)."
            )
        return said_n(
            "Reverse all-take contract: Napoleon's side took {side} point card: broken (N-END-4).",
            "Reverse all-take contract: Napoleon's side took {side} point cards: broken (N-END-4).",
            side,
            side=side,
        )
    if all_take:
        return said("Napoleon's side took all 20 point cards: all-take, lost (N-END-3).")
    if made:
        return said_n(
            "Napoleon's side took {side} point card, bid {count}: made (N-END-2).",
            "Napoleon's side took {side} point cards, bid {count}: made (N-END-2).",
            side,
            side=side,
            count=count,
        )
    return said_n(
        "Napoleon's side took {side} point card, bid {count}: broken (N-END-2).",
        "Napoleon's side took {side} point cards, bid {count}: broken (N-END-2).",
        side,
        side=side,
        count=count,
    )


def _book(
    b: ScoreBreakdown,
    rules: NapoleonRules,
    declarer: int,
    count: int,
    side: int,
    names: Sequence[str],
) -> list[FormulaLine]:
    t, m = b.total, b.multiplier
    if b.total_rule == "N-SCORE-2":
        first = line(
            said(
                "Made: the coalition pays T = {unit} × {m} = {t} (N-SCORE-2: bid {count} → ×{m}).",
                unit=UNIT,
                m=m,
                t=t,
                count=count,
            )
        )
    elif b.total_rule == "N-SCORE-3":
        even = count - count % 2
        rule = "N-SCORE-3, N-SCORE-11" if rules.score_table_literal else "N-SCORE-3"
        if even != count:
            first = line(
                said(
                    "Broken: Napoleon's side pays T = {unit} × {m} = {t} ({rule}: "
                    "{side} taken against {even}; bid {count} counts as {even} "
                    "→ ×{m}).",
                    unit=UNIT,
                    m=m,
                    t=t,
                    rule=rule,
                    side=side,
                    even=even,
                    count=count,
                )
            )
        else:
            first = line(
                said(
                    "Broken: Napoleon's side pays T = {unit} × {m} = {t} ({rule}: "
                    "{side} taken against {even} → ×{m}).",
                    unit=UNIT,
                    m=m,
                    t=t,
                    rule=rule,
                    side=side,
                    even=even,
                )
            )
    elif b.total_rule == "N-SCORE-4":
        first = line(
            said("All-take: Napoleon's side pays T = {t} whatever the bid (N-SCORE-4).", t=t)
        )
    else:
        first = line(said("Reverse contract: T = {t} either way ({rule}).", t=t, rule=b.total_rule))
    # N-SCORE-6: no adjutant, the Napoleon alone; N-SCORE-7: two adjutants split 2 : 1 : 1
    split_rule = "N-SCORE-5, N-SCORE-7" if len(b.side) == 2 else "N-SCORE-5"
    return [
        first,
        *split_of_t(
            names,
            t,
            b.sign,
            [declarer, *b.side],
            b.weights,
            b.coalition,
            side_name=said_p("who splits T", "Napoleon's side"),
            alone_rule="N-SCORE-5, N-SCORE-6",
            split_rule=split_rule,
            share_rule="N-SCORE-5",
        ),
    ]


def _igoshokai(b: ScoreBreakdown, declarer: int, names: Sequence[str]) -> list[FormulaLine]:
    out = []
    out.append(
        line(
            said(
                "Igoshokai scoring: each coalition player {change}: {each} (N-SCORE-13).",
                change=signed(-b.sign),
                each=each_change(names, b.coalition, -b.sign),
            )
        )
    )
    if b.side:
        out.append(
            line(
                said(
                    "Each adjutant {change}: {each} (N-SCORE-13).",
                    change=signed(b.sign),
                    each=each_change(names, b.side, b.sign),
                )
            )
        )
    gain = len(b.coalition) - len(b.side)
    out.append(
        line(
            said(
                "The Napoleon gets what the coalition pays less one per adjutant: "
                "{coalition} − {adjutants} = {gain}; {name} {change} (N-SCORE-13).",
                coalition=len(b.coalition),
                adjutants=len(b.side),
                gain=gain,
                name=names[declarer],
                change=signed(b.sign * gain),
            )
        )
    )
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
