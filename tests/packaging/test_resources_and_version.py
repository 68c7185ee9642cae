"""Resources and version for the bundle, checked without building it (main test run): one
resource-path helper for source, wheel and frozen runs, one version from pyproject.toml
(the desktop entry and the AppStream metadata: test_desktop_metadata.py)."""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

import pytest

import engine
from napoleon_gui import resources, version

ROOT = Path(__file__).resolve().parents[2]


def test_from_source_the_assets_are_the_repository_assets():
    assert resources.source_root() == ROOT
    assert resources.assets_dir() == ROOT / "assets"
    assert resources.asset_path("icons/app.svg") == ROOT / "assets" / "icons" / "app.svg"
    with pytest.raises(FileNotFoundError, match="missing asset"):
        resources.asset_path("cards/nothing.svg")


def test_the_wheel_declares_every_asset_file():
    """The wheel's ``napoleon_gui.assets`` package data (pyproject.toml) matches every file in
    ``assets/``: a new kind of asset is not silently left out of installed copies
    (tests/packaging/test_wheel.py builds the wheel)."""
    with (ROOT / "pyproject.toml").open("rb") as handle:
        project = tomllib.load(handle)
    patterns = project["tool"]["setuptools"]["package-data"]["napoleon_gui.assets"]
    declared = {path for pattern in patterns for path in (ROOT / "assets").glob(pattern)}
    present = {path for path in (ROOT / "assets").rglob("*") if path.is_file()}
    assert present - declared == set()
    assert ROOT / "assets" / "cards" / "SA.svg" in declared
    setup = (ROOT / "setup.py").read_text(encoding="utf-8")
    assert '"napoleon_gui.assets": "assets"' in setup


def test_frozen_the_assets_are_inside_the_bundle(monkeypatch, tmp_path):
    (tmp_path / "assets" / "icons").mkdir(parents=True)
    (tmp_path / "assets" / "icons" / "app.svg").write_text("<svg/>")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.frozen_dir() == tmp_path
    assert resources.source_root() is None
    assert resources.assets_dir() == tmp_path / "assets"
    assert resources.asset_path("icons/app.svg") == tmp_path / "assets" / "icons" / "app.svg"


def test_only_resources_py_locates_files():
    """Every file the GUI loads is found through napoleon_gui/resources.py: no other module
    works out paths from ``__file__`` or ``sys._MEIPASS``."""
    offenders = []
    for path in sorted((ROOT / "napoleon_gui").rglob("*.py")):
        if path.name == "resources.py":
            continue
        text = path.read_text(encoding="utf-8")
        if re.search(r"\b__file__\b|_MEIPASS", text):
            offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []


def test_the_version_is_written_once():
    """pyproject.toml takes the version from engine/__init__.py; no second copy anywhere."""
    with (ROOT / "pyproject.toml").open("rb") as handle:
        project = tomllib.load(handle)
    assert "version" not in project["project"]
    assert "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "engine.__version__"}
    assert version.app_version() == engine.__version__
    assert re.fullmatch(r"\d+\.\d+\.\d+", engine.__version__)
    copies = [
        str(p.relative_to(ROOT))
        for p in sorted((ROOT / "napoleon_gui").rglob("*.py"))
        if f'"{engine.__version__}"' in p.read_text(encoding="utf-8")
    ]
    assert copies == []


def test_the_installed_metadata_says_the_same_version():
    from importlib import metadata

    assert metadata.version("napoleon-table") == engine.__version__


def test_version_flag_prints_the_version(capsys):
    from napoleon_gui.cli import build_parser

    with pytest.raises(SystemExit) as stop:
        build_parser().parse_args(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.strip() == f"napoleon-table {engine.__version__}"


def test_the_spec_ships_every_asset_folder_the_gui_uses():
    """``asset_path("icons/app.svg")`` and ``assets_dir() / "cards"`` in the GUI: the spec
    must put ``assets/icons`` and ``assets/cards`` into the bundle."""
    spec = (ROOT / "packaging" / "napoleon-table.spec").read_text(encoding="utf-8")
    source = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "napoleon_gui").rglob("*.py"))
    used = set()
    for call, joined in re.findall(r'asset_path\(f?"([^"]+)"\)|assets_dir\(\) / "([^"]+)"', source):
        used.add((call or joined).split("/")[0])
    assert {"cards", "icons"} <= used
    for folder in used:
        assert f'"assets/{folder}"' in spec, folder
