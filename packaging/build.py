"""Build the Napoleon Table application bundle with PyInstaller (Linux; the spec is portable).

    python3 packaging/build.py              # -> dist/napoleon-table/napoleon-table
    python3 packaging/build.py --smoke      # ... then start it once offscreen (autoplay 1 deal)
    python3 packaging/build.py --onefile    # -> dist/napoleon-table-onefile (slower start)

Runs under the project's ``.venv``: it re-starts itself there (unless
NAPOLEON_BUILD_ANY_PYTHON=1), running ``scripts/setup.sh`` first when ``.venv`` is missing, and
installs the ``package`` extra (PyInstaller) into it when PyInstaller is missing or the installed
project metadata does not match ``pyproject.toml``. The one-folder bundle also gets
``share/applications/napoleon-table.desktop`` and ``share/icons/hicolor/...``,
laid out like ``~/.local/share`` (see README, "Building the application bundle").
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "napoleon-table.spec"
DESKTOP = ROOT / "packaging" / "napoleon-table.desktop"
ICONS = ROOT / "assets" / "icons"
VENV_PYTHON = ROOT / ".venv" / "bin" / "python"
APP = "napoleon-table"


def say(text: str) -> None:
    print(f"build: {text}", file=sys.stderr, flush=True)


def ensure_venv() -> None:
    """Re-run this script with the project's virtual environment (creating it if needed)."""
    if os.environ.get("NAPOLEON_BUILD_ANY_PYTHON") == "1":
        return
    if not VENV_PYTHON.exists():
        say("no .venv yet: running scripts/setup.sh")
        subprocess.run(["bash", str(ROOT / "scripts" / "setup.sh")], check=True)
    if Path(sys.prefix).resolve() != (ROOT / ".venv").resolve():
        os.execv(str(VENV_PYTHON), [str(VENV_PYTHON), __file__, *sys.argv[1:]])


def pyproject_version() -> str:
    """The project's version: written once, in engine/__init__.py (pyproject.toml reads it
    from there, ``[tool.setuptools.dynamic]``)."""
    text = (ROOT / "engine" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    if found is None:
        raise SystemExit("engine/__init__.py has no __version__")
    return found.group(1)


def ensure_pyinstaller() -> None:
    """PyInstaller installed, and the project metadata (the bundle's version) up to date."""
    from importlib import metadata

    try:
        installed = metadata.version(APP)
    except metadata.PackageNotFoundError:
        installed = None
    try:
        import PyInstaller  # noqa: F401

        have_pyinstaller = True
    except ImportError:
        have_pyinstaller = False
    if have_pyinstaller and installed == pyproject_version():
        return
    say("installing the package extra (PyInstaller) into .venv: pip install -e '.[package]'")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--disable-pip-version-check",
            "--no-input",
            "-q",
            "-e",
            ".[package]",
        ],
        cwd=ROOT,
        check=True,
    )


def run_pyinstaller(dist: Path, work: Path, onefile: bool) -> None:
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        str(SPEC),
    ]
    if onefile:
        command += ["--", "--onefile"]
    subprocess.run(command, cwd=ROOT, check=True)


def add_desktop_files(bundle: Path) -> None:
    """The desktop entry and the icon theme files, laid out like ``~/.local/share``."""
    share = bundle / "share"
    apps = share / "applications"
    apps.mkdir(parents=True, exist_ok=True)
    shutil.copy2(DESKTOP, apps / f"{APP}.desktop")
    for size in (32, 64, 128, 256):
        target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        target.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ICONS / f"app_{size}.png", target / f"{APP}.png")
    scalable = share / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True, exist_ok=True)
    shutil.copy2(ICONS / "app.svg", scalable / f"{APP}.svg")


def tree_size(path: Path) -> int:
    """Bytes of the files under ``path`` (symlinks not followed), like ``du -sb``."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() or p.is_symlink())


def smoke(executable: Path) -> None:
    """Start the bundle once offscreen: one autoplayed deal and a screenshot."""
    with tempfile.TemporaryDirectory() as tmp:
        shot = Path(tmp) / "smoke.png"
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        started = time.perf_counter()
        done = subprocess.run(
            [
                str(executable),
                "--autoplay",
                "1",
                "--screenshot",
                str(shot),
                "--config-dir",
                str(Path(tmp) / "cfg"),
            ],
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        took = time.perf_counter() - started
        if done.returncode != 0 or not shot.is_file():
            sys.stderr.write(done.stdout + done.stderr)
            raise SystemExit(f"build: smoke run failed (exit {done.returncode})")
        say(f"smoke run ok in {took:.1f} s ({shot.stat().st_size} byte screenshot)")


def main() -> int:
    parser = argparse.ArgumentParser(description="Build the Napoleon Table bundle.")
    parser.add_argument(
        "--onefile", action="store_true", help="one self-extracting executable instead of a folder"
    )
    parser.add_argument(
        "--distpath",
        type=Path,
        default=ROOT / "dist",
        help="where the bundle goes (default: dist/)",
    )
    parser.add_argument(
        "--workpath",
        type=Path,
        default=ROOT / "build",
        help="PyInstaller's work directory (default: build/)",
    )
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="afterwards, start the bundle offscreen for one autoplayed deal",
    )
    args = parser.parse_args()

    ensure_venv()
    ensure_pyinstaller()
    started = time.perf_counter()
    dist, work = args.distpath.resolve(), args.workpath.resolve()
    run_pyinstaller(dist, work, args.onefile)
    if args.onefile:
        bundle = executable = dist / f"{APP}-onefile"
    else:
        bundle = dist / APP
        executable = bundle / APP
        add_desktop_files(bundle)
    size = tree_size(bundle)
    say(
        f"built {executable} (version {pyproject_version()}) in "
        f"{time.perf_counter() - started:.0f} s; size {size / 1e6:.1f} MB "
        f"({size / 2**20:.1f} MiB)"
    )
    if args.smoke:
        smoke(executable)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
