"""The command line ``python -m engine``: replay (docs/records.md: reject a broken record
naming trick, seat and rule) and selfplay (bots in every seat, a summary)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.__main__ import main

ROOT = Path(__file__).resolve().parents[2]
RECORDS = ROOT / "tests" / "data" / "records"
GOOD = [RECORDS / "napoleon_game1.json", RECORDS / "napoleon_game2.json"]


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


# --- replay -----------------------------------------------------------------------------------
def test_replay_good_records_exits_zero_and_prints_every_trick(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(["replay", *map(str, GOOD)], capsys)
    assert code == 0
    for path in GOOD:
        assert f"== {path}" in out
    trick_lines = [line.strip() for line in out.splitlines() if line.strip().startswith("trick ")]
    assert len(trick_lines) == 24
    assert "trick 11: A:♢10 B:♣J C:♠A D:♠9 -> C wins (mighty, N-TRICK-5)" in trick_lines
    assert "trick 11: D:JK A:♠6 B:♡4 C:♢5 -> D wins (joker_lead, N-TRICK-8)" in trick_lines
    assert out.count("agrees with the rules") == 2
    assert "DISAGREES" not in out


def test_replay_bad_record_exits_non_zero_naming_trick_seat_and_rule(
    capsys: pytest.CaptureFixture[str],
) -> None:
    bad = RECORDS / "bad_joker_call.json"
    code, out, _ = run(["replay", str(bad)], capsys)
    assert code != 0
    disagreements = [line for line in out.splitlines() if "DISAGREES" in line]
    assert len(disagreements) == 1
    line = disagreements[0]
    assert "trick 3" in line
    assert "seat C" in line
    assert "N-PLAY-5" in line
    # the tricks before the breach are still listed
    assert "trick 2:" in out and "trick 4:" not in out


def test_replay_wrong_winner_fixture(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["replay", str(RECORDS / "bad_wrong_winner.json")], capsys)
    assert code != 0
    line = next(line for line in out.splitlines() if "DISAGREES" in line)
    assert "trick 11" in line and "N-TRICK-5" in line
    assert "C" in line


def test_replay_mixed_good_and_bad_fails_but_reports_both(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(["replay", str(GOOD[0]), str(RECORDS / "bad_joker_call.json")], capsys)
    assert code == 1
    assert out.count("agrees with the rules") == 1
    assert out.count("DISAGREES") == 1


def test_replay_malformed_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"format": "trick-record/1",\n  "game": napoleon}\n', encoding="utf-8")
    code, out, _ = run(["replay", str(path)], capsys)
    assert code != 0
    assert "line 2" in out and "column" in out


def test_replay_wrong_type_prints_the_json_path(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = json.loads(GOOD[1].read_text(encoding="utf-8"))
    record["tricks"][2]["plays"][1][1][0] = 7
    path = tmp_path / "typed.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    code, out, _ = run(["replay", str(path)], capsys)
    assert code != 0
    assert "$.tricks[2].plays[1][1][0]" in out


def test_replay_needs_a_file(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay"]) == 2
    assert "the following arguments are required: FILE" in capsys.readouterr().err


# --- selfplay ---------------------------------------------------------------------------------
def test_selfplay_random_bots_prints_a_summary(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(
        ["selfplay", "--bots", "random", "--deals", "20", "--players", "4", "--seed", "3"], capsys
    )
    assert code == 0, err
    assert "napoleon / book / 4 players: 20 deals played" in out
    assert "contracts made:" in out
    assert "final totals by seat:" in out
    totals_line = next(line for line in out.splitlines() if line.startswith("final totals"))
    totals = json.loads(totals_line.split(":", 1)[1].strip())
    assert len(totals) == 4
    assert sum(totals) == 0  # zero-sum scoring (N-SCORE-1)


@pytest.mark.parametrize("preset", ["fukashi", "igoshokai"])
def test_selfplay_five_player_presets(preset: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(
        [
            "selfplay",
            "--preset",
            preset,
            "--players",
            "5",
            "--bots",
            "random",
            "--deals",
            "20",
            "--seed",
            "5",
        ],
        capsys,
    )
    assert code == 0, err
    assert f"napoleon / {preset} / 5 players: 20 deals played" in out


def test_selfplay_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["selfplay", "--bots", "random", "--deals", "10", "--seed", "9"]
    _, first, _ = run(argv, capsys)
    _, second, _ = run(argv, capsys)

    def stable(text: str) -> list[str]:  # the first line carries the timing
        return text.splitlines()[1:]

    assert stable(first) == stable(second)


def test_selfplay_wrong_player_count_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(
        ["selfplay", "--preset", "fukashi", "--players", "4", "--bots", "random", "--deals", "2"],
        capsys,
    )
    assert code == 2
    assert "selfplay:" in err
    assert out == ""


def test_selfplay_unknown_bot_level_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(["selfplay", "--bots", "genius", "--deals", "2"], capsys)
    assert code == 2
    assert "genius" in err


def test_module_entry_point_runs(tmp_path: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "engine", "replay", str(GOOD[0])],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert "trick 12:" in proc.stdout
    proc = subprocess.run(
        [sys.executable, "-m", "engine", "replay", str(RECORDS / "bad_joker_call.json")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 1
    assert "N-PLAY-5" in proc.stdout
