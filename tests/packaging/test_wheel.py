"""The wheel (``pip wheel .``) carries the card art, and the program installed from it finds
it: without the art the table silently falls back to plain drawn cards. Marked ``packaging``
(building the wheel takes a while): ``scripts/test.sh`` runs it in its packaging step."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
import zipfile
from pathlib import Path

import pytest

import engine

pytestmark = pytest.mark.packaging

ROOT = Path(__file__).resolve().parents[2]
#: left out of the copy the wheel is built from: an old ``build/lib`` would leak stale files
#: into the wheel, and the rest is large and not part of it
NOT_COPIED = shutil.ignore_patterns(
    ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", ".hypothesis"
)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("wheel")
    source = base / "src"
    shutil.copytree(ROOT, source, ignore=NOT_COPIED, symlinks=True)
    out = base / "out"
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(source)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
    [built] = out.glob("napoleon_table-*.whl")
    return built


def test_the_wheel_carries_the_card_art_icons_rules_and_licences(wheel):
    assert wheel.name.startswith(f"napoleon_table-{engine.__version__}-")
    names = set(zipfile.ZipFile(wheel).namelist())
    for path in sorted((ROOT / "assets").rglob("*")):
        if path.is_file():
            assert f"napoleon_gui/assets/{path.relative_to(ROOT / 'assets')}" in names, path
    assert "napoleon_gui/assets/cards/SA.svg" in names
    assert "napoleon_gui/locale/ja/LC_MESSAGES/napoleon_gui.mo" in names
    assert "engine/locale/fr/LC_MESSAGES/engine.mo" in names
    licences = {name.split(".dist-info/", 1)[1] for name in names if ".dist-info/licenses/" in name}
    assert licences == {"licenses/LICENSE", "licenses/assets/LICENSES.md"}
    # the mapped folder is the only extra: no top-level ``assets`` package beside the two
    assert {name.split("/")[0] for name in names if ".dist-info" not in name} == {
        "engine",
        "napoleon_gui",
    }


def test_installed_from_the_wheel_the_table_draws_the_card_art(wheel, tmp_path):
    """Installed (``pip install --target``) away from the checkout, ``resources`` finds the
    packaged art and the card renderer draws every face and the back from it."""
    target = tmp_path / "site"
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--no-deps",
            "--no-index",
            "-q",
            "--target",
            str(target),
            str(wheel),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    script = textwrap.dedent(
        """
        import sys
        from pathlib import Path
        import napoleon_gui
        from napoleon_gui import resources
        from napoleon_gui.table.cards import CardRenderer

        target = Path(sys.argv[1]).resolve()
        assert Path(napoleon_gui.__file__).resolve().is_relative_to(target), napoleon_gui.__file__
        assert resources.source_root() is None
        assert resources.assets_dir() == target / "napoleon_gui" / "assets", resources.assets_dir()
        assert resources.asset_path("icons/app.svg").is_file()
        assert "R-" in resources.asset_path("rules/rettler.md").read_text(encoding="utf-8")
        renderer = CardRenderer()
        missing = [card for card in [None, *range(54)] if not renderer.has_svg(card)]
        assert missing == [], missing
        print("ok", resources.assets_dir())
        """
    )
    # PYTHONPATH puts the installed copy ahead of the shared venv's editable install
    env = dict(os.environ, PYTHONPATH=str(target), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", script, str(target)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("ok ")
