"""With no display (Linux: no DISPLAY or WAYLAND_DISPLAY) and no QT_QPA_PLATFORM chosen,
``python -m napoleon_gui`` and ``scripts/play.sh`` print ONE line saying a display is needed
and how to run the headless check, and exit 2 before Qt aborts (issue #14)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HEADLESS = "QT_QPA_PLATFORM=offscreen"
CHECK = "--autoplay 2 --screenshot table.png"

pytestmark = pytest.mark.skipif(
    os.name != "posix" or sys.platform == "darwin",
    reason="only X11/Wayland systems can lack a display",
)


def no_display_env() -> dict[str, str]:
    env = dict(os.environ)
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        env.pop(name, None)
    return env


def run(
    command: list[str], cwd: Path, env: dict[str, str] | None = None, timeout: int = 120
) -> subprocess.CompletedProcess[str]:
    """``command`` in ``cwd`` with no display (unless ``env`` says otherwise)."""
    return subprocess.run(
        command,
        cwd=cwd,
        env=env or no_display_env(),
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def assert_one_line_and_exit_2(proc: subprocess.CompletedProcess[str]) -> str:
    assert proc.returncode == 2, proc.stderr
    assert proc.stdout == ""
    lines = proc.stderr.splitlines()
    assert len(lines) == 1, proc.stderr
    line = lines[0]
    assert "display" in line and HEADLESS in line and CHECK in line
    assert "Traceback" not in line and "qt.qpa" not in line
    return line


def test_python_m_napoleon_gui_says_a_display_is_needed(tmp_path: Path) -> None:
    proc = run([sys.executable, "-m", "napoleon_gui", "--config-dir", str(tmp_path)], tmp_path)
    line = assert_one_line_and_exit_2(proc)
    assert f"{sys.executable} -m napoleon_gui {CHECK}" in line  # runnable from anywhere


def test_play_sh_says_so_too(tmp_path: Path) -> None:
    """scripts/play.sh in a copy of the tree whose set-up is already done (the real
    setup.sh would install packages): it must not fall back to an invisible window."""
    (tmp_path / "scripts").mkdir()
    (tmp_path / "scripts" / "play.sh").write_text(
        (ROOT / "scripts" / "play.sh").read_text(encoding="utf-8"), encoding="utf-8"
    )
    (tmp_path / "scripts" / "setup.sh").write_text("#!/usr/bin/env bash\n", encoding="utf-8")
    (tmp_path / ".venv").symlink_to(Path(sys.executable).parents[1])
    proc = run(["bash", "scripts/play.sh", "--config-dir", str(tmp_path / "cfg")], tmp_path)
    line = assert_one_line_and_exit_2(proc)
    assert f"{HEADLESS} .venv/bin/python -m napoleon_gui {CHECK}" in line


def test_help_and_version_need_no_display(tmp_path: Path) -> None:
    for flag in ("--help", "--version"):
        proc = run([sys.executable, "-m", "napoleon_gui", flag], tmp_path)
        assert proc.returncode == 0, proc.stderr
        assert "napoleon-table" in proc.stdout


@pytest.mark.slow  # one of the longest: started first on its worker (tests/conftest.py)
def test_the_headless_check_works_as_the_readme_writes_it(tmp_path: Path) -> None:
    """The README's command, run from the repository root as written (its data folder moved
    to ``tmp_path`` through HOME/XDG_*, so a test leaves the user's files alone)."""
    command = f"{HEADLESS} .venv/bin/python -m napoleon_gui {CHECK}"
    assert command in (ROOT / "README.md").read_text(encoding="utf-8")
    env = no_display_env()
    env.update(
        QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), XDG_DATA_HOME="", XDG_CONFIG_HOME=""
    )
    shot = tmp_path / "table.png"
    proc = run(
        [sys.executable, "-m", "napoleon_gui", *CHECK.split()[:-1], str(shot)],
        tmp_path,
        env,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    assert shot.read_bytes().startswith(b"\x89PNG")
