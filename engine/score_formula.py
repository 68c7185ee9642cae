"""How a finished deal's score was computed, in words, with the rule that sets each step.

Each game registers ``GameSpec.score_formula(result, params, players, names)``; it reads the
deal's ``DealResult`` and calls the game's own scoring functions (their ``...breakdown``
forms), so every figure shown is the one the engine scored with. ``ScoreFormula.changes``
are the seats' changes as the formula's lines compute them; they equal
``result.scores`` (a test checks this over many deals of every game).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .core import DealResult
from .text import Text, said

#: rule IDs in a line's text (N-SCORE-2, R-BID-7, B-SCORE-4, M-GOAL-1 ...)
RULE_ID = re.compile(r"\b([A-Z]-(?=[A-Z0-9]*[A-Z])[A-Z0-9]{2,}-\d+)\b")  # any game's letter


@dataclass(frozen=True)
class FormulaLine:
    """One step of the computation (a :class:`~engine.text.Text`), naming its rules."""

    text: str

    @property
    def rule_ids(self) -> tuple[str, ...]:
        return tuple(RULE_ID.findall(str(self.text)))


@dataclass(frozen=True)
class ScoreFormula:
    """The outcome in one sentence, the steps, and each seat's change they arrive at."""

    headline: str
    lines: tuple[FormulaLine, ...]
    changes: tuple[int, ...]

    @property
    def rule_ids(self) -> tuple[str, ...]:
        found: list[str] = []
        for text in (self.headline, *(line.text for line in self.lines)):
            for rule_id in RULE_ID.findall(str(text)):
                if rule_id not in found:
                    found.append(rule_id)
        return tuple(found)


def line(text: str) -> FormulaLine:
    """One step: ``line(said("... ({rule}).", rule=...))``."""
    return FormulaLine(text)


def signed(value: int) -> str:
    """+6, −6 (a real minus sign), 0: a change."""
    return f"+{value}" if value > 0 else f"\u2212{-value}" if value < 0 else "0"


def score_text(value: int) -> str:
    """6, −6 (a real minus sign): a total."""
    return f"\u2212{-value}" if value < 0 else str(value)


def seat_names(names: Sequence[str] | None, players: int) -> list[str]:
    """The names to use: ``names`` where given, else "Player n"."""
    given = list(names or [])
    return [given[s] if s < len(given) and given[s] else f"Player {s + 1}" for s in range(players)]


def listed(names: Sequence[str]) -> Text | str:
    """ "Carl, Dan" (カール、ダン): names listed the way the language lists them."""
    if not names:
        return ""
    out: Text | str = names[0]
    for name in names[1:]:
        out = said("{names}, {name}", names=out, name=name)
    return out


def each_change(names: Sequence[str], seats: Sequence[int], value: int) -> Text:
    """ "Carl −20", "Carl, Dan −20 each" (カール、ダン 各−20)."""
    who = listed([names[s] for s in seats])
    if len(seats) == 1:
        return said("{who} {change}", who=who, change=signed(value))
    return said("{who} {change} each", who=who, change=signed(value))


def split_of_t(
    names: Sequence[str],
    t: int,
    sign: int,
    side: Sequence[int],
    weights: Sequence[int],
    others: Sequence[int],
    *,
    side_name: Text,
    alone_rule: str,
    split_rule: str,
    share_rule: str,
) -> list[FormulaLine]:
    """How T is shared: the declarer's side (``side``, declarer first) by ``weights`` or the
    declarer alone, the others equally (N-SCORE-5..7, and Rettler's R-SCORE-4 which inherits
    them); ``sign`` +1 when the declarer's side receives T."""
    out: list[FormulaLine] = []
    if len(side) == 1:
        template = (
            said(
                "No adjutant: {name} alone receives T: {change} ({rule}).",
                name=names[side[0]],
                change=signed(sign * t),
                rule=alone_rule,
            )
            if sign > 0
            else said(
                "No adjutant: {name} alone pays T: {change} ({rule}).",
                name=names[side[0]],
                change=signed(sign * t),
                rule=alone_rule,
            )
        )
        out.append(line(template))
    else:
        parts = sum(weights)
        shares = [
            said(
                "{name} {t} × {weight}/{parts} = {share}",
                name=names[s],
                t=signed(sign * t),
                weight=w,
                parts=parts,
                share=signed(sign * t * w // parts),
            )
            for s, w in zip(side, weights, strict=True)
        ]
        out.append(
            line(
                said(
                    "{side} splits T {ratio} ({rule}): {shares}.",
                    side=side_name,
                    ratio=" : ".join(str(w) for w in weights),
                    rule=split_rule,
                    shares=listed(shares),
                )
            )
        )
    share = t // len(others)
    out.append(
        line(
            said(
                "The coalition shares T equally: {t} ÷ {players} = {share}; {each} ({rule}).",
                t=t,
                players=len(others),
                share=share,
                each=each_change(names, others, -sign * share),
                rule=share_rule,
            )
        )
    )
    return out


def nothing_scored(result: DealResult, players: int, headline: str, rule: str) -> ScoreFormula:
    """A deal that scores nothing (redeal, annulled, throw-in): ``headline`` says why."""
    return ScoreFormula(
        headline, (line(said("Nobody scores ({rule}).", rule=rule)),), (0,) * players
    )


def score_formula(
    game: str, result: DealResult, params: Any, players: int, names: Sequence[str] | None = None
) -> ScoreFormula | None:
    """The formula of ``result`` for the game named ``game`` (None: the game has none)."""
    from .registry import get_game

    make = get_game(game).score_formula
    if make is None:
        return None
    return make(result, params, players, seat_names(names, players))


__all__ = [
    "FormulaLine",
    "ScoreFormula",
    "each_change",
    "line",
    "listed",
    "nothing_scored",
    "score_formula",
    "seat_names",
    "signed",
]
