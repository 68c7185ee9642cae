"""``packaging/install.sh`` installs the built bundle like a desktop program under a prefix
(the program, its command, desktop entry, AppStream metadata and icons) and ``uninstall.sh``
removes exactly that: other files under the prefix stay. Marked ``packaging``: it needs the
bundle (built once per session, tests/packaging/conftest.py)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

import engine

pytestmark = pytest.mark.packaging

ROOT = Path(__file__).resolve().parents[2]
APP = "napoleon-table"
METAINFO = "io.github.napoleon_table.metainfo.xml"


def tree(root: Path) -> set[str]:
    return {str(path.relative_to(root)) for path in root.rglob("*")}


def run(*command: str | Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [str(part) for part in command], capture_output=True, text=True, timeout=300, env=env
    )


def test_install_then_uninstall_leaves_the_prefix_as_it_was(built, tmp_path):
    bundle, _work = built
    prefix = tmp_path / "prefix"
    # someone else's files in the same folders: the uninstall must keep them
    other = prefix / "share" / "applications" / "other.desktop"
    other.parent.mkdir(parents=True)
    other.write_text("[Desktop Entry]\n", encoding="utf-8")
    before = tree(prefix)

    done = run("bash", ROOT / "packaging" / "install.sh", "--prefix", prefix, "--bundle", bundle)
    assert done.returncode == 0, done.stderr
    command = prefix / "bin" / APP
    assert command.is_symlink()
    assert command.resolve() == (prefix / "lib" / APP / APP).resolve()
    share = prefix / "share"
    assert (share / "applications" / f"{APP}.desktop").read_bytes() == (
        ROOT / "packaging" / f"{APP}.desktop"
    ).read_bytes()
    assert (share / "metainfo" / METAINFO).is_file()
    for size in ("32x32", "64x64", "128x128", "256x256"):
        assert (share / "icons" / "hicolor" / size / "apps" / f"{APP}.png").is_file(), size
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP}.svg").is_file()
    assert (prefix / "lib" / APP / "licenses" / "INDEX.md").is_file()
    # the installed command starts through its link
    version = run(command, "--version")
    assert version.returncode == 0, version.stderr
    assert version.stdout.strip() == f"{APP} {engine.__version__}"

    # installing again replaces the copy instead of failing or nesting it
    again = run("bash", ROOT / "packaging" / "install.sh", "--prefix", prefix, "--bundle", bundle)
    assert again.returncode == 0, again.stderr
    assert not (prefix / "lib" / APP / APP / APP).exists()

    # the installed copy of uninstall.sh knows its prefix
    done = run("bash", prefix / "lib" / APP / "uninstall.sh")
    assert done.returncode == 0, done.stderr
    assert tree(prefix) == before
    assert other.read_text(encoding="utf-8") == "[Desktop Entry]\n"

    # nothing left to remove: it says so and fails
    done = run("bash", ROOT / "packaging" / "uninstall.sh", "--prefix", prefix)
    assert done.returncode != 0 and "nothing installed" in done.stderr


def test_install_refuses_without_a_bundle(tmp_path):
    done = run(
        "bash",
        ROOT / "packaging" / "install.sh",
        "--prefix",
        tmp_path / "prefix",
        "--bundle",
        tmp_path / "nothing",
    )
    assert done.returncode == 1 and "build it first" in done.stderr
    assert not (tmp_path / "prefix").exists()
