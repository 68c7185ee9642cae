"""Write ``tests/data/records/napoleon_urako1.json``: an Urako deal (N-VAR-7) played by the
engine's normal bots, A bidding Urako 20 with a fixed strong hand.

Run from the repository root: ``PYTHONPATH=. python scripts/make_urako_record.py``.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from engine.actions import Action, Bid, Close, KeepHand, Pass
from engine.ai import make_bot
from engine.cards import napoleon_deck, parse_cards
from engine.deal_log import log_of, to_record
from engine.games.napoleon.params import URAKO_PRESET
from engine.games.napoleon.state import NapoleonState

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "records" / "napoleon_urako1.json"


def dump(record: dict[str, Any]) -> str:
    """The record with one line per hand, call and trick (like the book's records)."""
    lines = ["{"]
    items = list(record.items())
    for i, (key, value) in enumerate(items):
        comma = "," if i < len(items) - 1 else ""
        name = json.dumps(key)
        if key == "hands":
            inner = [f"    {json.dumps(k)}: {json.dumps(v)}" for k, v in value.items()]
            lines.append(f"  {name}: {{\n" + ",\n".join(inner) + f"\n  }}{comma}")
        elif key in ("tricks", "bidding"):
            inner = [f"    {json.dumps(v, ensure_ascii=False)}" for v in value]
            lines.append(f"  {name}: [\n" + ",\n".join(inner) + f"\n  ]{comma}")
        else:
            lines.append(f"  {name}: {json.dumps(value, ensure_ascii=False)}{comma}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main() -> None:
    fixed = parse_cards(["JK", "SA", "SK", "SQ", "HA", "HK", "DA", "DK", "CA", "CK"])
    rest = [c for c in napoleon_deck(True) if c not in fixed]
    random.Random(15).shuffle(rest)
    hands = [fixed] + [rest[i * 10 : (i + 1) * 10] for i in range(4)]
    state = NapoleonState(URAKO_PRESET, hands, rest[40:], dealer=4, opening_seat=0)
    start = state.copy()
    actions: list[Action] = []

    def do(action: Action) -> None:
        actions.append(action)
        state.apply(action)

    while state.phase == "misdeal_offer":
        do(KeepHand())
    do(Bid(20, "urako"))
    for _ in range(4):
        do(Pass())
    do(Close())
    bots = [make_bot("napoleon", "normal", seed=s) for s in range(5)]
    while state.phase != "over":
        seat = state.current_seat
        assert seat is not None
        do(bots[seat].choose(state.view_for(seat)))
    log = log_of(start, actions, "urako")
    source = "engine: Urako deal played by the normal bots (N-VAR-7)"
    record = to_record(log, ["A", "B", "C", "D", "E"], source)
    text = dump(record)
    assert json.loads(text) == record
    OUT.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
