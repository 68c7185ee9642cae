"""constraints.txt pins the test environment: every requirement of the project and of its
``test`` and ``package`` extras at one exact version that pyproject.toml allows
(scripts/setup.sh installs with ``-c constraints.txt``; scripts/lock.sh refreshes it)."""

from __future__ import annotations

import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[2]


def pins() -> dict[str, Version]:
    found: dict[str, Version] = {}
    for line in (ROOT / "constraints.txt").read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        requirement = Requirement(line)
        [spec] = requirement.specifier
        assert spec.operator == "==", line
        name = canonicalize_name(requirement.name)
        assert name not in found, f"{name} pinned twice"
        found[name] = Version(spec.version)
    return found


def test_every_requirement_is_pinned_to_a_version_pyproject_allows():
    with (ROOT / "pyproject.toml").open("rb") as handle:
        project = tomllib.load(handle)["project"]
    extras = project["optional-dependencies"]
    requirements = [
        Requirement(r) for r in [*project["dependencies"], *extras["test"], *extras["package"]]
    ]
    pinned = pins()
    assert canonicalize_name(project["name"]) not in pinned  # the project is installed editable
    for requirement in requirements:
        name = canonicalize_name(requirement.name)
        assert name in pinned, f"{name} is not in constraints.txt (bash scripts/lock.sh)"
        assert requirement.specifier.contains(pinned[name], prereleases=True), (
            f"constraints.txt pins {name} {pinned[name]}, pyproject.toml wants {requirement}"
        )
    # the parallel test runner and what it needs
    assert {"pytest-xdist", "execnet"} <= pinned.keys()


def test_setup_installs_with_the_constraints_and_reinstalls_when_they_change():
    setup = (ROOT / "scripts" / "setup.sh").read_text(encoding="utf-8")
    assert "-c constraints.txt" in setup
    stamp = next(line for line in setup.splitlines() if "sha256sum" in line)
    assert "constraints.txt" in stamp and "pyproject.toml" in stamp
