"""No source file over 800 lines (issue 26, "Split by concept"): a file that grows past it is
split along a seam of its own (a phase, a concept, a topic of tests), not left to grow."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("engine", "napoleon_gui", "tests", "scripts", "bench")
LIMIT = 800


def _lines(path: Path) -> int:
    with path.open(encoding="utf-8") as f:
        return sum(1 for _ in f)


def test_no_source_file_is_over_800_lines() -> None:
    files = [p for folder in FOLDERS for p in sorted((ROOT / folder).rglob("*.py"))]
    assert len(files) > 100  # the folders are there (the check is not vacuous)
    long = [
        f"{p.relative_to(ROOT)}: {n} lines"
        for p in files
        if "__pycache__" not in p.parts and (n := _lines(p)) > LIMIT
    ]
    assert not long, f"over {LIMIT} lines, split along a seam: " + "; ".join(long)


def test_no_two_test_modules_share_a_name() -> None:
    """The test folders are not packages, so pytest imports each test module by its file
    name: a second ``test_x.py`` in another folder stops the whole run at collection
    ("import file mismatch")."""
    seen: dict[str, Path] = {}
    clashes: list[str] = []
    for path in sorted((ROOT / "tests").rglob("test_*.py")):
        if path.name in seen:
            clashes.append(f"{seen[path.name].relative_to(ROOT)} and {path.relative_to(ROOT)}")
        seen.setdefault(path.name, path)
    assert not clashes, clashes
