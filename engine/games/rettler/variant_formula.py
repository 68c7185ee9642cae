"""How a deal of a Rettler variant with the trump named unseen ended (R-VAR-4/7/11), in
words for the deal result. Imperialist and team games score 1 per winner (no point
scoring, as N-VAR-5's DECISION); a sanction scores nothing (D-30)."""

from __future__ import annotations

from collections.abc import Sequence

from ...core import DealResult
from ...score_formula import FormulaLine, ScoreFormula, each_change, line, listed
from ...text import said


def variant_formula(result: DealResult, players: int, names: Sequence[str]) -> ScoreFormula:
    d = result.detail
    counts = [int(n) for n in d["point_cards"]]
    taken = listed([said("{name} {n}", name=names[s], n=n) for s, n in enumerate(counts)])
    rule = str(d["rule_id"])
    lines: list[FormulaLine] = [
        line(said("Point cards taken: {taken} (R-END-1, {rule}).", taken=taken, rule=rule))
    ]
    if d.get("sanction"):
        who = names[int(d["punished"])]
        target, extra = int(d["target"]), int(d.get("extra_target", 0))
        if extra:
            lines.append(
                line(
                    said(
                        "The target is raised by {extra} for further offences during the "
                        "sanction (R-VAR-11).",
                        extra=extra,
                    )
                )
            )
        lines.append(line(said("A sanction scores nothing (R-VAR-11).")))
        if d.get("met"):
            headline = said(
                "{who} took {n} point cards, needed {target}: the sanction is over (R-VAR-11).",
                who=who,
                n=int(d["taken"]),
                target=target,
            )
        else:
            headline = said(
                "{who} took {n} point cards, needed {target}: sanctioned again (R-VAR-11).",
                who=who,
                n=int(d["taken"]),
                target=target,
            )
        return ScoreFormula(headline, tuple(lines), (0,) * players)
    winners = [int(w) for w in d["winners"]]
    who = listed([names[w] for w in winners])
    if d.get("team_game"):
        points = [int(n) for n in d["team_points"]]
        teams = [int(t) for t in d["teams"]]
        sides = listed(
            [
                said(
                    "{members}: {n}",
                    members=listed([names[s] for s in range(players) if teams[s] == t]),
                    n=n,
                )
                for t, n in enumerate(points)
            ]
        )
        lines.append(line(said("Team totals: {sides} (R-VAR-7).", sides=sides)))
        tie = d.get("tie_break")
        if tie == "first_leader":
            lines.append(
                line(
                    said(
                        "A tie goes to the team that led the first round, {leader}'s (R-VAR-7).",
                        leader=names[int(d["leader"])],
                    )
                )
            )
        elif tie == "shared":
            lines.append(
                line(said("Teams tied that did not lead the first round share the win (R-VAR-7)."))
            )
        headline = said("{who} win (R-VAR-7).", who=who)
    else:
        top = max(counts)
        if len(winners) == 1:
            headline = said("{who} took most point cards, {n}: won (R-VAR-4).", who=who, n=top)
        else:
            headline = said("{who} share the win (R-VAR-4).", who=who)
        if d.get("tie_break") == "previous_counts":
            lines.append(
                line(said("Tied at {n}: the previous game's counts decide (R-VAR-4).", n=top))
            )
    lines.append(
        line(
            said(
                "No point scoring: a win counts 1, so the totals count games won: {each} ({rule}).",
                each=each_change(names, winners, 1),
                rule=rule,
            )
        )
    )
    changes = tuple(1 if s in winners else 0 for s in range(players))
    return ScoreFormula(headline, tuple(lines), changes)


__all__ = ["variant_formula"]
