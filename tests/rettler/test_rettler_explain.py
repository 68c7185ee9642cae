"""Round explanations for the table (R-RANK-4, R-AI-24): every round's event names its
reason and rule, and ``hints.explain_trick`` words it in English and Japanese — pair
strength, same-two return, the Yoromeki chain, littles, bomb returns, edge rounds."""

from __future__ import annotations

import pytest
from rettler_support import cards, position

from engine.actions import PlayCard
from engine.games.rettler.actions import Lead
from engine.games.rettler.events import RoundWon
from engine.hints import explain_trick


def _round(
    trump: str, k: int, hands: list[str], lead: str, follows: list[str], named: int | None = None
) -> tuple[RoundWon, object]:
    state = position(trump, k, hands)
    state.apply(Lead(tuple(cards(lead)), named))
    events = []
    for play in follows:
        for c in cards(play):
            events += state.apply(PlayCard(c))
    won = next(e for e in events if isinstance(e, RoundWon))
    return won, state.view_for(1)


@pytest.mark.parametrize(
    ("trump", "k", "hands", "lead", "follows", "en", "ja", "rule"),
    [
        # pair strength: ♠5♠5 = ♠10, the first played wins (R-PAIR-4)
        (
            "H",
            5,
            ["S5 S5 C2", "S10 S3 C3", "S9 S4 C4", "S8 S7 C5"],
            "S5 S5",
            ["S10 S3", "S9 S4", "S8 S7"],
            "sum of its ranks (10)",
            "合計(10)",
            "R-PAIR-4",
        ),
        # same-two return by the last player (R-SAME-5)
        (
            "igo_nt",
            5,
            ["C2 D3", "C5 D4", "C8 D5", "C2 D6"],
            "C2",
            ["C5", "C8", "C2"],
            "same-two return",
            "セイム2返し",
            "R-SAME-5",
        ),
        # the Yoromeki chain to its end (R-YORO-1)
        (
            "D",
            5,
            ["S6 S6 C2", "SA C5 C3", "HQ HA C4", "HK D3 C6"],
            "S6 S6",
            ["SA C5", "HQ HA", "HK D3"],
            "Yoromeki-gaeshi-gaeshi",
            "よろめき返し返し",
            "R-YORO-1",
        ),
        # a little: double left bower beats the single Mighty (R-LITTLE-1)
        (
            "D",
            5,
            ["S4 S4 C2", "HJ HJ C3", "SA S8 C4", "HQ C3 C5"],
            "S4 S4",
            ["HJ HJ", "SA S8", "HQ C3"],
            "a point request follows",
            "点札請求",
            "R-LITTLE-1",
        ),
        # a bomb returned (R-BOMB-7)
        (
            "nt",
            5,
            [
                "SJ SJ HJ DJ CJ CJ C5",
                "S2 H2 H2 D2 C2 C2 SA",
                "H9 H8 H7 H6 H5 H4 H3",
                "D9 D8 D7 D6 D5 D4 D3",
            ],
            "SJ SJ HJ DJ CJ CJ",
            ["S2 H2 H2 D2 C2 C2", "H9 H8 H7 H6 H5 H4", "D9 D8 D7 D6 D5 D4"],
            "returned with 6 2s",
            "原爆返し",
            "R-BOMB-7",
        ),
    ],
)
def test_explanations_in_both_languages(trump, k, hands, lead, follows, en, ja, rule):
    named = 3 if len(lead.split()) > 2 else None
    won, view = _round(trump, k, hands, lead, follows, named)
    assert won.rule_id == rule
    english = explain_trick("rettler", won, view, "en")
    japanese = explain_trick("rettler", won, view, "ja")
    assert en in english and english.endswith(rule)
    assert ja in japanese and japanese.endswith(rule)


def test_edge_rounds_say_why_trumps_did_not_win():
    """R-PLAY-3: in the last round a trump is powerless; the text cites the rule."""
    won, view = _round("D", 17, ["C9", "D2", "C3", "C4"], "C9", ["D2", "C3", "C4"])
    assert won.winner == 0 and won.notes == ("R-PLAY-3",)
    assert "R-PLAY-3" in explain_trick("rettler", won, view, "en")
    assert "最終巡" in explain_trick("rettler", won, view, "ja")


def test_a_no_trump_team_game_round_is_won_by_the_led_suit_not_a_trump():
    """R-VAR-7 under no-trump (the table says "Trump: no-trump"): a round won by the highest
    card of the led suit is not explained as "the highest trump" (N-TRICK-17: in NT the led
    suit is the round's trump)."""
    from engine.ai import make_bot
    from engine.match import Match

    match = Match.create("rettler", "team_3v3", 6, seed=5)
    bots = [make_bot("rettler", "normal", s) for s in range(6)]
    lines: list[tuple[str, str]] = []
    while len(lines) < 20:
        state = match.new_deal()
        while state.current_seat is not None:
            seat = state.current_seat
            for event in state.apply(bots[seat].choose(state.view_for(seat))):
                if isinstance(event, RoundWon) and event.reason == "trump" and state.trump == "nt":
                    view = state.view_for(0)
                    lines.append(
                        (
                            explain_trick("rettler", event, view, "en"),
                            explain_trick("rettler", event, view, "ja"),
                        )
                    )
        match.record(state)
    assert lines
    for en, ja in lines:
        assert "highest trump" not in en
        assert "the led suit is trump in this round" in en
        assert "最初に出されたスートが切り札" in ja
        assert en.endswith("N-TRICK-3") or "R-PAIR-4" in en
