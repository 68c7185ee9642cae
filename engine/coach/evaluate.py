"""How the coach values a decision, from what the seat could see (its view) and never more.

* **Card plays the strong player searches** (Napoleon, Rettler, Belote): the strong
  player's own estimate of every candidate card (``SearchBot.estimate``: each card played
  out over the same deals of the hidden cards drawn from the view).
* **A game that values every choice itself** (``GameSpec.coach_values``: the co-op game
  and its puzzle, whose strong players give the chance of success of every legal move).
* **Every other decision** (bids, calls, the kitty exchange, announcements, a card play the
  search leaves to the rule-based player): the generic evaluator. The player's choice and
  the strong player's are each applied to deals of the hidden cards consistent with the
  view, then played on by the normal players (the game's fast rollout once the card play is
  searchable), and averaged.

Each evaluation is made ``RUNS`` times, with deals drawn from other seeds; the standard
error of the mean cost, from the spread of the runs, is the evaluation's noise, which a
mistake must clearly exceed. The generic evaluator's deals of the hidden cards are drawn
from the view alone: the hidden cards of the real deal are dealt again at random, and a deal
is kept only if the seat would have seen exactly the same at that moment (the same view:
same hand, same cards played, same bids).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ..actions import Action
from ..ai import make_bot
from ..ai.search import SearchBot
from ..cards import CardParseError, parse_card
from ..core import GameState, View
from ..deal_log import DealLog
from ..errors import IllegalActionError
from ..registry import get_game
from .analysis import Decision, Verdict

#: deals of the hidden cards per run of the generic evaluator
GENERIC_WORLDS = 12
#: draws of a consistent deal tried per deal kept (the rest did not match the view)
TRIES = 40
#: repeated evaluations (different deals of the hidden cards): their spread is the noise
RUNS = 4


def evaluate(
    log: DealLog,
    decision: Decision,
    *,
    seed: int,
    cancelled: Callable[[], bool] | None = None,
) -> Verdict | None:
    """The best choice at ``decision``, what the chosen one cost and the noise of that
    figure, in the game's units (module docstring for how); ``None`` once ``cancelled()``
    says so (asked between the deals played on, the longest part)."""
    spec = log.spec
    if decision.kind == "talk":
        assert spec.evaluate_talk is not None, "a message of a game without table talk"
        return spec.evaluate_talk(decision, seed, RUNS)
    view = decision.view
    if len(view.legal) < 2:
        return Verdict((), 0.0, 0.0)  # no choice, nothing to review
    if spec.coach_values is not None:  # the game values every choice itself
        return spec.coach_values(decision, seed, RUNS)
    if decision.kind == "play" and len(decision.chosen) == 1:
        verdict = _by_search(log.game, decision, view, seed)
        if verdict is not None:
            return verdict
    return _generic(log, decision, view, seed, cancelled)


# --- the strong player's own estimates ------------------------------------------------------
def _by_search(game: str, decision: Decision, view: View, seed: int) -> Verdict | None:
    """The strong player's estimates of every candidate card, with more deals than at the
    table, repeated ``RUNS`` times."""
    bot = make_bot(game, "strong", seed=seed)
    if not isinstance(bot, SearchBot) or not bot.game.searchable(view):
        return None
    chosen = decision.chosen[0]
    # the player's card first (a twin of a listed card is compared itself, not its twin)
    candidates = [chosen, *(a for a in bot.game.candidates(view) if a != chosen)]
    if len(candidates) < 2:
        return Verdict((), 0.0, 0.0)
    budget = get_game(game).coach_budget
    if budget is not None:  # more deals per card than at the table
        bot.budget = budget()
    runs: list[list[float]] = []
    for run in range(RUNS):
        bot.rng = random.Random(_seed(seed, run))
        estimates = bot.estimate(view, candidates)
        if not estimates:
            return None
        values = {e.action: e.value for e in estimates}
        runs.append([values[a] for a in candidates])
    return _verdict([(a,) for a in candidates], runs, 0)


# --- the generic evaluator ------------------------------------------------------------------
def _generic(
    log: DealLog,
    decision: Decision,
    view: View,
    seed: int,
    cancelled: Callable[[], bool] | None,
) -> Verdict | None:
    strong = make_bot(log.game, "strong", seed=seed)
    reference = _strong_choice(strong, decision, view)
    if not reference or sorted(map(repr, reference)) == sorted(map(repr, decision.chosen)):
        return Verdict((), 0.0, 0.0, compared=False)  # the strong player's own choice
    choices = [decision.chosen, reference]
    search = getattr(strong, "game", None)
    free = _free_slots(log, decision, _card_slots(log.deal))
    runs: list[list[float]] = []
    for run in range(RUNS):
        rng = random.Random(_seed(seed, run))
        worlds = consistent_worlds(log, decision, GENERIC_WORLDS, rng, free)
        if not worlds:
            return Verdict((), 0.0, 0.0)
        totals = [0.0] * len(choices)
        for world in worlds:
            if cancelled is not None and cancelled():
                return None
            world_seed = rng.getrandbits(32)
            for i, choice in enumerate(choices):
                state = world.copy()
                for action in choice:
                    state.apply(action)
                totals[i] += play_on(log.game, state, decision.seat, search, world_seed)
        runs.append([t / len(worlds) for t in totals])
    return _verdict(choices, runs, 0)


def _strong_choice(strong: Any, decision: Decision, view: View) -> tuple[Action, ...]:
    """What the strong player does here: the whole exchange for a discard."""
    if decision.kind == "discard":
        whole = getattr(strong, "discard_set", None)
        if whole is not None:
            return tuple(a for a, _ in whole(view))
    return (strong.choose(view),)


def play_on(game: str, state: GameState, seat: int, search: Any, seed: int) -> float:
    """``state`` played to the end by the normal players (the search's fast rollout as soon
    as the card play is searchable); the value for ``seat``'s side, in the game's units."""
    bots = [make_bot(game, "normal", seed=seed + s) for s in range(state.players)]
    rng = random.Random(seed)
    while True:
        current = state.current_seat
        if current is None:
            return result_value(game, state, seat)
        current_view = state.view_for(current)
        # the search's playout counts its side's point cards only from the card play on
        # (a strong player that searches its bids values them by the deal's score)
        card_play = getattr(current_view, "phase", "") == "play"
        if search is not None and card_play and search.searchable(current_view):
            return float(search.playout(state, seat, rng).value)
        state.apply(bots[current].choose(current_view))


def result_value(game: str, state: GameState, seat: int) -> float:
    """A finished deal's value for ``seat``'s side, in the units of the game's search
    (``GameSpec.result_value``; by default the side's point cards)."""
    value = get_game(game).result_value
    return value(state, seat) if value is not None else side_point_cards(state, seat)


def side_point_cards(state: GameState, seat: int) -> float:
    """The point cards ``seat``'s side took in a finished deal (the declarer's side or the
    coalition); a variant without sides: the seat's score in tenths."""
    result = state.result
    assert result is not None
    detail = result.detail
    totals = detail.get("side_totals")
    if not isinstance(totals, dict) or "declarer" not in detail:
        return float(result.scores[seat]) / 10.0  # a variant without sides: its score
    ours = seat == detail["declarer"] or seat in detail.get("adjutants", ())
    side = "declarer_side" if ours else "coalition"
    return float(totals[side])


def side_won(state: GameState, seat: int) -> bool:
    """Whether ``seat``'s side won the finished deal (the declarer's side or the
    coalition); False in a variant without sides."""
    result = state.result
    assert result is not None
    detail = result.detail
    if not isinstance(detail.get("side_totals"), dict) or "declarer" not in detail:
        return False
    ours = seat == detail["declarer"] or seat in detail.get("adjutants", ())
    return (result.outcome == "declarer_side_wins") == ours


def consistent_worlds(
    log: DealLog,
    decision: Decision,
    count: int,
    rng: random.Random,
    free: list[Path] | None = None,
) -> list[GameState]:
    """Up to ``count`` states at ``decision`` in which the hidden cards of the real deal
    are dealt again at random, each one the seat would have seen exactly as it did (the
    same view): the cards it holds or has seen stay, the rest is shuffled. ``free``: the
    places of the cards it cannot know, if already found (``_free_slots``)."""
    actions = log.actions[: decision.index]
    target = decision.view
    if free is None:
        free = _free_slots(log, decision, _card_slots(log.deal))
    out: list[GameState] = []
    for _ in range(count * TRIES):
        if len(out) >= count:
            break
        # sorted first: the deals drawn depend on which cards are unseen, never on where
        # they really were
        cards = sorted(_get(log.deal, path) for path in free)
        rng.shuffle(cards)
        deal = _with_cards(log.deal, dict(zip(free, cards, strict=True)))
        state = _replay(log, deal, actions)
        if state is not None and state.view_for(decision.seat) == target:
            out.append(state)
    return out


Path = tuple[Any, ...]


def _card_slots(data: Any, path: Path = ()) -> list[Path]:
    """Where the deal data holds card codes (the places of the hands, kitty, pack)."""
    out: list[Path] = []
    if isinstance(data, dict):
        for key in sorted(data):
            out += _card_slots(data[key], (*path, key))
    elif isinstance(data, list):
        for i, item in enumerate(data):
            if isinstance(item, str):
                try:
                    parse_card(item)
                except CardParseError:
                    continue
                out.append((*path, i))
            else:
                out += _card_slots(item, (*path, i))
    return out


def _free_slots(log: DealLog, decision: Decision, slots: list[Path]) -> list[Path]:
    """The places whose card the seat cannot know: moving that card to another such place
    leaves the seat's view the same (each place is tried once against another)."""
    target = decision.view
    actions = log.actions[: decision.index]
    known = _known_codes(decision)
    candidates = [p for p in slots if _get(log.deal, p) not in known]
    free: list[Path] = []
    for i, path in enumerate(candidates):
        code = _get(log.deal, path)
        partner = next(
            (q for q in candidates[i + 1 :] + candidates[:i] if _get(log.deal, q) != code), None
        )
        if partner is None:
            continue
        other = _get(log.deal, partner)
        deal = _with_cards(log.deal, {path: other, partner: code})
        state = _replay(log, deal, actions)
        if state is None or state.view_for(decision.seat) == target:
            free.append(path)  # a replay refused by the rules (a void shown) says nothing
    return free


def _known_codes(decision: Decision) -> set[str]:
    """The codes of the cards the seat holds at the decision: they never move."""
    from ..cards import DECK_STRIDE, card_code

    hand = getattr(decision.view, "hand", ())
    return {card_code(c % DECK_STRIDE) for c in hand if isinstance(c, int)}


def _get(data: Any, path: Path) -> Any:
    for key in path:
        data = data[key]
    return data


def _with_cards(data: Any, changes: dict[Path, Any]) -> Any:
    """A copy of ``data`` with the card at each path of ``changes`` replaced."""
    out = _copied(data)
    for path, code in changes.items():
        target = out
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = code
    return out


#: what a deal's data (JSON: dicts, lists, card codes, numbers) holds besides containers
_ATOMS = frozenset({str, int, float, bool, type(None)})


def _copied(data: Any) -> Any:
    """A deep copy of a deal's JSON-shaped data; ``copy.deepcopy`` did the same several
    times slower (an eighth of a Rettler claim check's time); other kinds go to it."""
    kind = type(data)
    if kind is dict:
        return {key: _copied(value) for key, value in data.items()}
    if kind is list:
        return [value if type(value) in _ATOMS else _copied(value) for value in data]
    if kind in _ATOMS:
        return data
    import copy

    return copy.deepcopy(data)


def _replay(log: DealLog, deal: Any, actions: Sequence[Action]) -> GameState | None:
    build = log.spec.from_deal_data
    assert build is not None
    try:
        state = build(log.params, log.players, deal)
        for action in actions:
            state.apply(action)
    except (IllegalActionError, ValueError, KeyError, IndexError, AssertionError):
        return None  # the rules refuse this deal of the cards: not a consistent one
    return state


def _seed(seed: int, run: int) -> int:
    return (seed * 1_000_003 + run * 7_919 + 17) & 0xFFFFFFFF


def _verdict(
    choices: Sequence[tuple[Action, ...]], runs: Sequence[Sequence[float]], chosen: int
) -> Verdict:
    """The verdict of ``runs`` (one value per choice and run; ``choices[chosen]`` is the
    player's): the best choice on the mean of the runs, the cost of the player's choice
    against it, and the noise (the standard error of the mean cost, from the spread of the
    runs' costs)."""
    n = len(runs)
    means = [sum(r[i] for r in runs) / n for i in range(len(choices))]
    best = max(range(len(choices)), key=lambda i: (means[i], i == chosen))
    cost = means[best] - means[chosen]
    if cost <= 0.0:
        return Verdict((), 0.0, 0.0)
    costs = [r[best] - r[chosen] for r in runs]
    spread = sum((c - cost) ** 2 for c in costs) / (n - 1) if n > 1 else 0.0
    return Verdict(choices[best], cost, (spread / n) ** 0.5, values=(means[best], means[chosen]))


Evaluator = Callable[[DealLog, Decision, int], Verdict]
