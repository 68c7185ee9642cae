"""``python -m engine``: every bad argument is ONE line on stderr naming the valid choices,
exit status 2, nothing on stdout and no traceback (issue #14)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cli import main
from engine.registry import all_games

GAMES = sorted(spec.name for spec in all_games())
ROOT = Path(__file__).resolve().parents[2]


def refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """Run ``argv``; it must be refused: status 2, one line on stderr, nothing on stdout."""
    code = main(argv)
    out, err = capsys.readouterr()
    assert code == 2, (out, err)
    assert out == ""
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert "Traceback" not in err
    return lines[0]


@pytest.mark.parametrize("command", ["selfplay", "bench"])
def test_an_unknown_game_lists_the_games(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    line = refused([command, "--game", "poker"], capsys)
    assert line.startswith(f"python -m engine {command}: error: argument --game:")
    assert "'poker'" in line
    for game in GAMES:
        assert f"'{game}'" in line


def test_solve_lists_the_games_it_can_solve(capsys: pytest.CaptureFixture[str]) -> None:
    line = refused(["solve", "--game", "napoleon"], capsys)
    assert "'napoleon'" in line and "(choose from 'mustfollow')" in line


@pytest.mark.parametrize(
    ("argv", "presets"),
    [
        (["selfplay", "--preset", "nonesuch"], ["book", "fukashi", "igoshokai"]),
        (["selfplay", "--game", "belote", "--preset", "nonesuch"], ["standard", "option_bids"]),
        (["selfplay", "--game", "rettler", "--preset", "nonesuch", "--players", "6"], ["book"]),
        (["solve", "--preset", "nonesuch"], ["first_edition", "silent_table"]),
    ],
)
def test_an_unknown_preset_lists_the_presets(
    argv: list[str], presets: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    line = refused(argv, capsys)
    assert "argument --preset: unknown" in line and "'nonesuch'" in line
    assert "No such file" not in line  # the old message: the name was taken for a file
    for preset in presets:
        assert f"'{preset}'" in line


@pytest.mark.parametrize(
    "argv",
    [
        ["bench", "--runs", "0"],
        ["bench", "--deals", "-5"],
        ["selfplay", "--deals", "0"],
        ["selfplay", "--players", "-1"],
        ["solve", "--players", "0"],
        ["solve", "--budget", "0"],
    ],
)
def test_counts_must_be_positive(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    line = refused(argv, capsys)
    assert f"argument {argv[1]}: must be at least 1, not {argv[2]}" in line


@pytest.mark.parametrize("argv", [["bench", "--deals", "many"], ["selfplay", "--seed", "x"]])
def test_a_count_that_is_no_number(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert f"expected a whole number, not '{argv[2]}'" in refused(argv, capsys)


def test_a_bad_bench_variant_lists_the_variants(capsys: pytest.CaptureFixture[str]) -> None:
    line = refused(["bench", "--game", "mustfollow", "--what", "nope"], capsys)
    assert "(choose from 'solve', 'winnable', 'puzzle', 'hint', 'decision')" in line


def test_a_bench_variant_needs_the_mustfollow_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert "--what: only with --game mustfollow" in refused(["bench", "--what", "hint"], capsys)


@pytest.mark.parametrize(
    ("argv", "counts"),
    [
        (["selfplay", "--preset", "fukashi", "--players", "4"], "5 players, not 4"),
        (["selfplay", "--game", "belote", "--players", "2"], "3, 4 players, not 2"),
        (["selfplay", "--game", "rettler", "--players", "3"], "4, 5, 6, 7, 8 players, not 3"),
        (["solve", "--players", "5"], "1, 2, 3, 4 players, not 5"),
    ],
)
def test_a_player_count_the_rules_do_not_allow(
    argv: list[str], counts: str, capsys: pytest.CaptureFixture[str]
) -> None:
    line = refused(argv, capsys)
    assert "argument --players:" in line and counts in line


def test_an_unknown_ai_level_lists_the_levels(capsys: pytest.CaptureFixture[str]) -> None:
    line = refused(["selfplay", "--bots", "normal,genius"], capsys)
    assert (
        "'genius'" in line
        and "(choose from 'random', 'easy', 'normal', 'strong', 'expert')" in line
    )


def test_no_command_or_an_unknown_one(capsys: pytest.CaptureFixture[str]) -> None:
    assert "replay, selfplay, duel, bench or solve" in refused([], capsys)
    line = refused(["frob"], capsys)
    assert "'frob'" in line and "'replay', 'selfplay', 'duel', 'bench', 'solve'" in line


def test_help_still_prints_the_usage(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: python -m engine bench")
    assert "--what" in out


@pytest.mark.parametrize(
    ("preset", "table"),
    [("two_player_1", "2 players"), ("four_pile_3p", "3 players"), ("book", "4 players")],
)
def test_selfplay_without_players_uses_a_table_the_preset_is_played_by(
    preset: str, table: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["selfplay", "--preset", preset, "--deals", "3"]) == 0
    assert f"napoleon / {preset} / {table}:" in capsys.readouterr().out


# --- a preset file that is the user's problem (issue #24) ------------------------------


def bad_preset_files(tmp_path: Path) -> dict[str, Path]:
    files = {
        "binary": b"\xff\xfe\x00\x01garbage",
        "deep": b"[" * 100_000 + b"]" * 100_000,
        "wrong field": b'{"base": "first_edition", "players": "many"}',
        "not json": b'{"base": ',
    }
    paths = {}
    for name, data in files.items():
        paths[name] = tmp_path / f"{name.replace(' ', '_')}.json"
        paths[name].write_bytes(data)
    paths["folder"] = tmp_path / "presets"
    paths["folder"].mkdir()
    return paths


@pytest.mark.parametrize("command", ["selfplay", "duel", "solve"])
@pytest.mark.parametrize("which", ["binary", "deep", "wrong field", "not json", "folder"])
def test_a_preset_file_that_does_not_load_is_one_line_naming_it(
    command: str, which: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = bad_preset_files(tmp_path)[which]
    argv = [command, "--game", "mustfollow", "--preset", str(path)]
    if command == "duel":
        argv += ["--a", "random", "--b", "random", "--deals", "1"]
    elif command == "selfplay":
        argv += ["--deals", "1", "--bots", "random"]
    line = refused(argv, capsys)
    assert line.startswith(f"python -m engine {command}: error: argument --preset: {path}")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs (POSIX)")
@pytest.mark.parametrize("which", ["fifo", "zero"])
def test_a_preset_that_is_no_regular_file_is_refused_at_once(which: str, tmp_path: Path) -> None:
    """A FIFO would block the read for ever, /dev/zero never ends; neither is opened."""
    path = tmp_path / f"{which}.json"
    if which == "fifo":
        os.mkfifo(path)
    else:
        path.symlink_to("/dev/zero")
    proc = subprocess.run(
        [sys.executable, "-m", "engine", "selfplay", "--preset", str(path), "--deals", "1"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.splitlines() == [
        f"python -m engine selfplay: error: argument --preset: {path} is not a regular file "
        "(a preset file)"
    ]
