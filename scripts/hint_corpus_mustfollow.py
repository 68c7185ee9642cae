"""Write the must-follow part of the hint corpus (issue 21, point 7):
``tests/data/hint_corpus/mustfollow.json``.

    PYTHONPATH=. .venv/bin/python scripts/hint_corpus_mustfollow.py [--players N] [--check]

Seeded self-play of numbered deals (co-op at 3 and 4 players, random partners; the puzzle
with the engine's own puzzle player) stops where a situation the rule book teaches occurs,
and keeps the deal's log up to that decision with the fact that decides it:

- a spade trumps the led suit (M-PLAY-2): ``WinningNow`` names the spade;
- the highest card of the led suit is winning (M-PLAY-2): ``WinningNow`` names it;
- the trick counts leave a hand one count only (M-GOAL-1 with MD-4, M-2P-9, M-1P-2):
  ``TricksToGo`` says how many more it must take, and how many tricks are left;
- the card hinted cannot be beaten, or only by a few cards still out: ``NoBeaterOut`` /
  ``BeatersOut``;
- the card hinted is the trick's last and gives it to a hand whose goal that meets or ruins:
  ``TrickGoesTo``.

The first three are read from the position itself, not from the hint; the test checks that
the hint states them (``tests/engine/test_hint_corpus.py``). ``--check`` only counts.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

from engine.actions import Action, PlayCard
from engine.ai import make_bot
from engine.cards import card_label
from engine.deal_log import log_of
from engine.facts import BeatersOut, NoBeaterOut
from engine.games.mustfollow.hint_facts import TrickGoesTo, targets_open
from engine.games.mustfollow.params import FIRST_EDITION
from engine.games.mustfollow.rules import TRICKS_PER_ROUND, trick_winner
from engine.games.mustfollow.state import MustFollowState
from engine.hints import hint_player, suggest

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "hint_corpus" / "mustfollow.json"
#: positions wanted per table size and situation
WANTED: dict[int, dict[str, int]] = {
    3: {"trump": 3, "led": 2, "goal": 3, "card": 2, "fate": 2},
    4: {"trump": 3, "led": 2, "goal": 3, "card": 2, "fate": 2},
    # two hands: a trick is over once the second card is down, so a decision never faces
    # a trump already played
    1: {"led": 6, "goal": 8, "card": 5, "fate": 3},
}


def situation(state: MustFollowState) -> tuple[str, dict[str, Any]] | None:
    """The situation of the decision in ``state`` and its deciding fact, read from the
    position (what every seat can see: the trick and the trick counts)."""
    if state.trick:
        cards = [c for _, c in state.trick]
        seat, best = state.trick[trick_winner(cards)]
        if best < 13 and cards[0] >= 13:
            return "trump", {"fact": "WinningNow", "seat": seat, "card": card_label(best)}
        return "led", {"fact": "WinningNow", "seat": seat, "card": card_label(best)}
    r1 = state.round_results[0][0] if state.round_no > 1 else ()
    open_ = targets_open(state.players, state.round_no, r1, state.taken)
    hand = state.to_play
    if len(open_[hand]) == 1 and state.k > 2:
        target = next(iter(open_[hand]))
        left = TRICKS_PER_ROUND - sum(state.taken)
        return "goal", {
            "fact": "TricksToGo",
            "hand": hand,
            "need": target - state.taken[hand],
            "left": left,
        }
    return None


def card_expectation(state: MustFollowState, seat: int) -> dict[str, Any] | None:
    """The hinted card's own fact: it cannot be beaten, or only by the cards listed."""
    hint = suggest("mustfollow", state.view_for(seat), HELPER)
    for fact in hint.facts:
        if isinstance(fact, NoBeaterOut):
            return {"fact": "NoBeaterOut", "card": card_label(fact.card)}
        if isinstance(fact, BeatersOut):
            return {
                "fact": "BeatersOut",
                "card": card_label(fact.card),
                "beaters": [str(card_label(c)) for c in fact.beaters],
            }
    return None


def fate_expectation(state: MustFollowState, seat: int) -> dict[str, Any] | None:
    """The hinted last card gives the trick to a hand whose goal it fulfils or ruins."""
    hint = suggest("mustfollow", state.view_for(seat), HELPER)
    for fact in hint.facts:
        if isinstance(fact, TrickGoesTo):
            return {
                "fact": "TrickGoesTo",
                "hand": fact.hand,
                "tricks": fact.tricks,
                "fulfils": fact.fulfils,
            }
    return None


HELPER = hint_player("mustfollow")


def positions_for(players: int) -> list[dict[str, Any]]:
    wanted = dict(WANTED[players])
    out: list[dict[str, Any]] = []
    for number in range(1, 200):
        if not any(wanted.values()):
            break
        state = MustFollowState.numbered(FIRST_EDITION, players, number)
        start = state.copy()
        n = max(players, 1)
        level = "normal" if players == 1 else "random"
        bots = [make_bot("mustfollow", level, seed=number + i) for i in range(n)]
        actions: list[Action] = []
        rng = random.Random(number)
        taken_here = False
        while state.current_seat is not None and not taken_here:
            seat = state.current_seat
            view = state.view_for(seat)
            choices = {a.card for a in view.legal if isinstance(a, PlayCard)}
            if view.phase == "play" and len(choices) > 1 and rng.random() < 0.3:
                found = situation(state)
                kind = None if found is None else found[0]
                expect: dict[str, Any] | None = None
                if kind is not None and wanted.get(kind, 0) > 0:
                    assert found is not None
                    expect = found[1]
                elif wanted.get("fate", 0) > 0 and len(state.trick) == state.hands_n - 1:
                    kind, expect = "fate", fate_expectation(state, seat)
                elif wanted.get("card", 0) > 0 and state.k >= 6:
                    kind, expect = "card", card_expectation(state, seat)
                if expect is not None and kind is not None and _hint_states(state, seat, expect):
                    wanted[kind] -= 1
                    out.append(_position(players, number, kind, start, actions, expect))
                    taken_here = True
                    continue
            action = bots[seat].choose(view)
            state.apply(action)
            actions.append(action)
    return out


def _hint_states(state: MustFollowState, seat: int, expect: dict[str, Any]) -> bool:
    hint = suggest("mustfollow", state.view_for(seat), HELPER)
    for fact in hint.facts:
        if type(fact).__name__ != expect["fact"]:
            continue
        if all(_same(getattr(fact, k, None), v) for k, v in expect.items() if k != "fact"):
            return True
    return False


def _same(got: Any, want: Any) -> bool:
    if isinstance(want, str) and isinstance(got, int):
        return str(card_label(got)) == want
    if isinstance(want, list) and isinstance(got, tuple):
        return [str(card_label(c)) for c in got] == want
    return bool(got == want)


NAMES = {
    "trump": ("a spade trumps the led suit", "M-PLAY-2"),
    "led": ("the highest card of the led suit is winning", "M-PLAY-2"),
    "goal": ("the trick counts leave this hand one count only", "M-GOAL-1"),
    "card": ("what could still beat the card hinted", "M-PLAY-2"),
    "fate": ("the last card gives the trick to a hand: its goal met or ruined", "M-GOAL-1"),
}


def _position(
    players: int,
    number: int,
    kind: str,
    start: MustFollowState,
    actions: list[Action],
    expect: dict[str, Any],
) -> dict[str, Any]:
    name, about = NAMES[kind]
    if kind == "goal" and players == 1:
        about = "M-1P-2"
    where = "puzzle" if players == 1 else f"{players} players"
    return {
        "name": f"{where}, deal {number}: {name}",
        "about": about,
        "log": log_of(start, list(actions), "first_edition").to_json(),
        "expect": {k: str(v) if k == "card" else v for k, v in expect.items()},
    }


def main(argv: list[str]) -> int:
    """``--players N`` (repeatable) rewrites only those table sizes' positions."""
    sizes = [int(argv[i + 1]) for i, a in enumerate(argv) if a == "--players"] or [3, 4, 1]
    kept: list[dict[str, Any]] = []
    if OUT.exists() and sizes != [3, 4, 1]:
        old = json.loads(OUT.read_text(encoding="utf-8"))["positions"]
        kept = [p for p in old if p["log"]["players"] not in sizes]
    positions = kept + [p for players in sizes for p in positions_for(players)]
    positions.sort(key=lambda p: ({3: 0, 4: 1, 1: 2}[p["log"]["players"]], p["name"]))
    coop = [p for p in positions if p["log"]["players"] >= 3]
    puzzle = [p for p in positions if p["log"]["players"] == 1]
    print(f"co-op {len(coop)}, puzzle {len(puzzle)}")
    if "--check" not in argv:
        OUT.parent.mkdir(parents=True, exist_ok=True)
        text = json.dumps({"positions": positions}, ensure_ascii=False, indent=1)
        OUT.write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
