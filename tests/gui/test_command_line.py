"""The table's command line refuses what it cannot do, in one line and with exit status 2,
before a deal is played or a file is touched (issue 24, points 6 and 8): ``--autoplay`` must
be 0 or more, ``--export-record`` and ``--screenshot`` never create folders, and
``--config-dir`` naming a regular file is refused (the file is left as it was), not read as
six broken saves "kept aside"."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from napoleon_gui.cli import main
from napoleon_gui.dialogs.records import write_record

ROOT = Path(__file__).resolve().parents[2]


def run_table(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "napoleon_gui", *args],
        capture_output=True,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        cwd=ROOT,
        timeout=120,
    )


@pytest.mark.parametrize("value", ["-1", "-20"])
def test_a_negative_number_of_deals_is_refused(value, tmp_path, capsys):
    with pytest.raises(SystemExit) as exited:
        main(["--autoplay", value, "--config-dir", str(tmp_path / "cfg")])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert f"--autoplay: {value}: the number of deals must be 0 or more" in err
    assert not (tmp_path / "cfg").exists()  # refused before anything started


def test_a_number_of_deals_that_is_not_a_number_is_refused(tmp_path, capsys):
    with pytest.raises(SystemExit) as exited:
        main(["--autoplay", "two", "--config-dir", str(tmp_path / "cfg")])
    assert exited.value.code == 2
    assert "'two' is not a whole number" in capsys.readouterr().err


@pytest.mark.parametrize("option", ["--export-record", "--screenshot"])
def test_a_missing_folder_is_refused_and_not_created(option, tmp_path, capsys):
    missing = tmp_path / "nonexistent" / "dir"
    target = missing / "x.json"
    code = main(["--autoplay", "1", option, str(target), "--config-dir", str(tmp_path / "cfg")])
    assert code == 2
    err = capsys.readouterr().err
    assert err.splitlines() == [
        f"napoleon-table: error: {option} {target}: the folder {missing} does not exist"
    ]
    assert not (tmp_path / "nonexistent").exists()
    assert not (tmp_path / "cfg").exists()  # refused before the table started


def test_export_record_at_the_filesystem_root_creates_nothing(tmp_path):
    """The issue's case: a missing folder under ``/`` is refused as any other."""
    target = Path("/nonexistent-napoleon-table-test/dir/x.json")
    assert not target.parent.parent.exists()
    run = run_table(
        "--autoplay", "1", "--export-record", str(target), "--config-dir", str(tmp_path)
    )
    assert run.returncode == 2
    assert "/nonexistent-napoleon-table-test/dir does not exist" in run.stderr
    assert not target.parent.parent.exists()


def test_the_record_writer_refuses_a_missing_folder_too(tmp_path):
    """File ▸ Export deal and ``--export-record`` share the writer: it never makes folders."""
    problem = write_record(SimpleNamespace(game="napoleon", players=4), [], tmp_path / "no" / "x")
    assert problem == os.strerror(2)
    assert not (tmp_path / "no").exists()


def test_a_config_dir_that_is_a_file_is_refused_in_one_line(tmp_path):
    config = tmp_path / "settings-not-a-folder"
    config.write_bytes(b"my notes\n")
    run = run_table("--config-dir", str(config), "--autoplay", "1")
    assert run.returncode == 2
    assert run.stderr.splitlines() == [
        f"napoleon-table: error: --config-dir {config}: this is a file, not a folder; "
        "name a folder to keep the settings and saved games in"
    ]
    assert "kept aside" not in run.stderr and "Traceback" not in run.stderr
    assert config.read_bytes() == b"my notes\n"  # untouched
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings-not-a-folder"]


def test_a_config_dir_under_a_file_is_refused(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    code = main(["--config-dir", str(blocker / "cfg")])
    assert code == 2
    assert "the folder cannot be made" in capsys.readouterr().err


def test_a_missing_config_dir_is_made_as_on_a_first_start(qapp, tmp_path):
    config = tmp_path / "new" / "cfg"
    assert main(["--autoplay", "1", "--config-dir", str(config)]) == 0
    assert config.is_dir()
