"""Build ``tests/data/hint_corpus/rettler.json``: Rettler positions, each with the fact that
decides its hint (issue 21, point 7; the format is ``tests/engine/test_hint_corpus.py``'s).

    python scripts/rettler_hint_corpus.py [OUT] [--per-group 3] [--deals 60]
    python scripts/rettler_hint_corpus.py [OUT] --add --first 6 --deals 10

``--add`` keeps the positions already in OUT and plays deals ``first`` … ``first + deals - 1``
for the groups still short (the file in the repository: ``--deals 6``, then ``--add --first
6 --deals 10``, then ``--add --first 16 --deals 10``). Some groups stay short or empty in
self-play (a pair of 2s, a low pair winning by its sum): their rules are tested with
hand-built rounds in ``tests/rettler/test_rettler_hint_facts.py``.

Seeded self-play (the rule-based players) under several presets and table sizes; at every
card play of any seat, the facts of each legal play are computed, and where one of them
belongs to a group still short of positions, the hint is asked for: the position is kept
when the hint states a fact of that group, which becomes its ``expect``. The groups are one
per special rule a round is won by (same-two and its return, pairs, littles, the Yoromeki
chain, bombs, the joker, trump over the led suit …) and one per card-play tactic of the rule
book's chapter 4 (a sure winner, the few cards that could still beat a play, the side's
need, a pair lead nobody can beat). Same seeds, same file.
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from engine.actions import Action
from engine.ai import make_bot
from engine.cards import card_label
from engine.core import GameState
from engine.deal_log import DealLog, log_of
from engine.games.rettler.actions import Lead
from engine.games.rettler.hint_facts import (
    RoundBeatersOut,
    RoundNoBeaterOut,
    RoundTakesLead,
    RoundWinningNow,
    SideNeeds,
    play_facts,
)
from engine.hints import suggest
from engine.registry import DealSetup, get_game

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "hint_corpus" / "rettler.json"

#: (preset, players) to play, in this order
TABLES = [
    ("book", 5),
    ("book", 6),
    ("book", 4),
    ("book", 8),
    ("urako", 5),
    ("dream", 5),
    ("team_3v3", 6),
    ("sanction", 5),
    ("two_player_1", 2),
    ("book", 7),
]

#: the special rules: the reason a unit wins (R-RANK-4) -> what the position shows
SPECIAL = {
    "same_two": ("R-SAME-2", "a 2 wins while every card is of the led suit (same-two)"),
    "same_two_return": ("R-SAME-5", "the last player's second 2 returns the same-two"),
    "pair_same_two": ("R-SAME-4", "a pair of 2s wins by pair same-two"),
    "mighty": ("N-TRICK-5", "the Mighty wins the round"),
    "yoromeki": ("R-YORO-1", "♡Q catches the Mighty (Yoromeki)"),
    "yoromeki_gaeshi": ("R-YORO-1", "♡K takes the ♡Q that caught the Mighty"),
    "double_mighty": ("R-PAIR-8", "a double Mighty, the strongest little"),
    "double_right_bower": ("R-LITTLE-1", "a double right bower is a little"),
    "double_left_bower": ("R-LITTLE-1", "a double left bower is a little"),
    "double_joker_lead": ("R-JOKER-2", "a led joker pair is a little"),
    "joker_lead": ("N-TRICK-8", "a led joker is beaten only by the Mighty"),
    "bridge_lead": ("R-BRIDGE-1", "a bridge led to the last round acts as a joker"),
    "point_request_lead": ("R-PR-6", "a point-request lead ranks just below the Mighty"),
    "right_left_pair": ("R-PAIR-6", "right and left bower together"),
    "trump_ace_pair": ("R-PAIR-5", "a trump ace pair beats the single bowers"),
    "led_ace_pair": ("R-PAIR-5", "an ace pair beats a single bower"),
    "led_face_pair": ("R-PAIR-5", "a face pair of the led suit beats low trumps"),
    "led_pair": ("R-PAIR-4", "a pair counts the sum of its ranks"),
    "trump_pair": ("R-PAIR-4", "a trump pair counts the sum of its ranks"),
    "right_bower": ("N-TRICK-4", "the right bower wins"),
    "left_bower": ("N-TRICK-4", "the left bower wins"),
    "trump_over_led": ("N-TRICK-3", "a trump takes a round led in another suit"),
    "trump_nt": ("N-TRICK-17", "under no-trump the led suit is the round's trump"),
    "atomic_bomb": ("R-BOMB-7", "only as many 2s beat an atomic bomb"),
    "bomb_return": ("R-BOMB-7", "an atomic bomb returned with as many 2s"),
}

#: the card-play tactics of chapter 4 (R-AI-*), by a fact the hint states
TACTICS = {
    "sure_winner": ("R-AI-2", "no card still out can beat the play: take the round"),
    "few_beaters": ("R-AI-23", "memory: only these cards, not played yet, could beat it"),
    "pair_lead_safe": ("R-AI-3", "a pair lead that no card still out can beat"),
    "need_make": ("R-END-1", "the Rettler's side counts what it still needs"),
    "need_break": ("R-END-1", "the coalition counts what it needs to break the contract"),
    "urako_kind": ("R-VAR-6", "the kind an Urako leader declared decides the round"),
    "partner_winning": ("R-AI-18", "feed the round an adjutant or partner is winning"),
}


def groups_of(fact: Any, action: Action, state: GameState, seat: int) -> list[str]:
    """The corpus groups ``fact`` (stated of ``action`` by ``seat``) belongs to."""
    out: list[str] = []
    if isinstance(fact, RoundWinningNow | RoundTakesLead):
        if fact.reason in SPECIAL:
            out.append(fact.reason)
        if fact.declared:
            out.append("urako_kind")
    if isinstance(fact, RoundWinningNow) and _partner(state, seat, fact.seat):
        out.append("partner_winning")
    if isinstance(fact, RoundNoBeaterOut):
        pair_lead = isinstance(action, Lead) and len(action.cards) == 2
        out.append("pair_lead_safe" if pair_lead else "sure_winner")
    if isinstance(fact, RoundBeatersOut):
        out.append("few_beaters")
    if isinstance(fact, SideNeeds):
        out.append("need_make" if fact.declarer_side else "need_break")
    return out


def _partner(state: Any, seat: int, other: int) -> bool:
    """``other`` is publicly on ``seat``'s side: both are the Rettler or a revealed
    adjutant (R-INFO-2)."""
    view = state.view_for(seat)
    contract = view.contract
    if contract is None or view.variant is not None or other == seat:
        return False
    side = {contract.declarer, *view.known_adjutants}
    return seat in side and other in side


def expect_of(fact: Any) -> dict[str, Any]:
    """The fact as the corpus writes it: its class, and cards as the table names them."""
    out: dict[str, Any] = {"fact": type(fact).__name__}
    for name in fact.__dataclass_fields__:
        value = getattr(fact, name)
        if name in ("cards", "beaters"):
            value = [str(card_label(c)) for c in value]
        if name == "declared" and not value:
            continue
        out[name] = value
    return out


def _decisions(
    preset: str, players: int, deal: int
) -> Iterator[tuple[GameState, list[Action], GameState]]:
    """(state, actions so far, the deal as dealt) at every card play of a seeded deal."""
    spec = get_game("rettler")
    params = spec.presets[preset]
    rng = random.Random(7919 * deal + players)
    state = spec.new_deal(params, players, rng, DealSetup(deal % players, (deal + 1) % players))
    dealt = state.copy()
    bots = [make_bot("rettler", "normal", seed=deal + seat) for seat in range(players)]
    actions: list[Action] = []
    for _ in range(2000):
        seat = state.current_seat
        if seat is None:
            return
        view = state.view_for(seat)
        if getattr(view, "phase", "") == "play":
            yield state, actions, dealt
        action = bots[seat].choose(view)
        state.apply(action)
        actions.append(action)


def _replays(data: dict[str, Any], fact: Any) -> bool:
    """The logged position, rebuilt from its JSON, gets a hint that states ``fact``."""
    state = DealLog.from_json(json.loads(json.dumps(data))).final_state()
    seat = state.current_seat
    return seat is not None and fact in suggest("rettler", state.view_for(seat)).facts


def build(
    per_group: int, deals: int, first: int = 0, kept: list[dict[str, Any]] | None = None
) -> list[dict[str, Any]]:
    wanted = {**SPECIAL, **TACTICS}
    found: dict[str, list[dict[str, Any]]] = {g: [] for g in wanted}
    tables: dict[str, set[tuple[str, int]]] = {g: set() for g in wanted}
    for position in kept or ():
        group = next(g for g, (_, what) in wanted.items() if position["name"].startswith(what))
        found[group].append(position)
        tables[group].add((position["log"]["preset"], position["log"]["players"]))
    for deal in range(first, first + deals):
        for preset, players in TABLES:
            for state, actions, dealt in _decisions(preset, players, deal):
                seat = state.current_seat
                assert seat is not None
                view = state.view_for(seat)
                short = {
                    g
                    for a in view.legal
                    for f in play_facts(view, a)  # type: ignore[arg-type]
                    for g in groups_of(f, a, state, seat)
                    if len(found[g]) < per_group and (preset, players) not in tables[g]
                }
                if not short:
                    continue
                hint = suggest("rettler", view)  # a fresh hint player, as the corpus test
                takes = any(isinstance(f, RoundTakesLead) for f in hint.facts)
                for fact in hint.facts:
                    for group in groups_of(fact, hint.action, state, seat):
                        if group not in short or len(found[group]) >= per_group:
                            continue
                        if group == "partner_winning" and takes:
                            continue  # feeding: the hint leaves the round to the partner
                        rule, what = wanted[group]
                        log = log_of(dealt, actions, preset)
                        if not _replays(log.to_json(), fact):
                            continue
                        found[group].append(
                            {
                                "name": f"{what} ({preset}, {players} players, deal {deal})",
                                "about": rule,
                                "log": log.to_json(),
                                "expect": expect_of(fact),
                            }
                        )
                        tables[group].add((preset, players))
                        short.discard(group)
        if all(len(v) >= per_group for v in found.values()):
            break
    return [p for g in wanted for p in found[g]]


def corpus_text(positions: list[dict[str, Any]]) -> str:
    """``{"positions": [...]}`` with one position a line (the logs are long)."""
    lines = ",\n".join(json.dumps(p, ensure_ascii=False) for p in positions)
    return '{"positions": [\n' + lines + "\n]}\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", nargs="?", type=Path, default=OUT)
    parser.add_argument("--per-group", type=int, default=3)
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--add", action="store_true")
    args = parser.parse_args()
    kept = json.loads(args.out.read_text(encoding="utf-8"))["positions"] if args.add else None
    positions = build(args.per_group, args.deals, args.first, kept)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(corpus_text(positions), encoding="utf-8")
    groups: dict[str, int] = {}
    for p in positions:
        groups[p["about"]] = groups.get(p["about"], 0) + 1
    print(len(positions), "positions", groups)


if __name__ == "__main__":
    main()
