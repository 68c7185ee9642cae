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
