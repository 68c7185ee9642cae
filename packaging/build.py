"""Build the Napoleon Table application bundle with PyInstaller (Linux; the spec is portable).

    python3 packaging/build.py              # -> dist/napoleon-table/napoleon-table
    python3 packaging/build.py --smoke      # ... then start it once offscreen (autoplay 1 deal)
    python3 packaging/build.py --onefile    # -> dist/napoleon-table-onefile (slower start)

Runs under the project's ``.venv``: it re-starts itself there (unless
NAPOLEON_BUILD_ANY_PYTHON=1), running ``scripts/setup.sh`` first when ``.venv`` is missing, and
installs the ``package`` extra (PyInstaller) into it when PyInstaller is missing or the installed
project metadata does not match ``pyproject.toml``. The one-folder bundle also gets

- ``share/applications/napoleon-table.desktop``, ``share/metainfo/<id>.metainfo.xml`` and
  ``share/icons/hicolor/...``, laid out like ``~/.local/share``;
- ``licenses/``: the licence texts of everything it ships (the project, the card art, Python,
  Qt and PySide6, every Python distribution in it, and the system libraries PyInstaller
  copied), with ``licenses/INDEX.md``;
- ``install.sh`` and ``uninstall.sh`` (see README, "Building the application bundle").
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from urllib.parse import urlparse
from urllib.request import url2pathname

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "napoleon-table.spec"
DESKTOP = ROOT / "packaging" / "napoleon-table.desktop"
METAINFO = ROOT / "packaging" / "io.github.napoleon_table.metainfo.xml"
INSTALLERS = (ROOT / "packaging" / "install.sh", ROOT / "packaging" / "uninstall.sh")
ICONS = ROOT / "assets" / "icons"
#: where Debian keeps the full texts of the common licences (package base-files)
COMMON_LICENSES = Path("/usr/share/common-licenses")
ICU_LICENSE_URL = "https://github.com/unicode-org/icu/blob/main/LICENSE"
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
    other = editable_checkout()
    if other is not None and other != ROOT:
        # a git worktree sharing another checkout's .venv: installing would re-point that
        # checkout's editable install here, under everyone who uses it
        raise SystemExit(
            f"build: {sys.prefix} is {other}'s environment (its editable install), and PyInstaller "
            "is missing there or its metadata is stale; build from that checkout, give this one "
            "its own .venv (bash scripts/setup.sh), or run with NAPOLEON_BUILD_ANY_PYTHON=1 from "
            "a venv with this checkout and the package extra installed"
        )
    say(
        "installing the package extra (PyInstaller) into .venv: "
        "pip install -e '.[package]' -c constraints.txt"
    )
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
            "-c",
            "constraints.txt",  # the versions the tests ran with (scripts/lock.sh)
        ],
        cwd=ROOT,
        check=True,
    )


def editable_checkout() -> Path | None:
    """The checkout the running environment's napoleon-table is an editable install of (PEP 610
    ``direct_url.json``), or None (not installed, or not editable)."""
    try:
        text = metadata.distribution(APP).read_text("direct_url.json")
    except metadata.PackageNotFoundError:
        return None
    if not text:
        return None
    found = json.loads(text)
    url = str(found.get("url", ""))
    if not found.get("dir_info", {}).get("editable") or not url.startswith("file://"):
        return None
    return Path(url2pathname(urlparse(url).path)).resolve()


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
    """The desktop entry, the AppStream metadata and the icon theme files, laid out like
    ``~/.local/share``, and the scripts that install them (packaging/install.sh)."""
    share = bundle / "share"
    apps = share / "applications"
    apps.mkdir(parents=True, exist_ok=True)
    shutil.copy2(DESKTOP, apps / f"{APP}.desktop")
    metainfo = share / "metainfo"
    metainfo.mkdir(parents=True, exist_ok=True)
    shutil.copy2(METAINFO, metainfo / METAINFO.name)
    for script in INSTALLERS:
        shutil.copy2(script, bundle / script.name)
    for size in (32, 64, 128, 256):
        target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        target.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ICONS / f"app_{size}.png", target / f"{APP}.png")
    scalable = share / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True, exist_ok=True)
    shutil.copy2(ICONS / "app.svg", scalable / f"{APP}.svg")


@dataclass
class Component:
    """Something the bundle ships, its licence, and its licence texts under ``licenses/``."""

    name: str
    version: str
    licence: str
    texts: list[str] = field(default_factory=list)


def shipped_top_level_names(bundle: Path, work: Path) -> set[str]:
    """Top-level names of the Python modules and packages in the bundle: the pure ones in
    PyInstaller's archive (its table of contents) and the folders and files beside it."""
    toc = ast.literal_eval((work / "PYZ-00.toc").read_text(encoding="utf-8"))
    entries = toc[1] if isinstance(toc, tuple) and len(toc) > 1 else toc
    names = {entry[0].split(".")[0] for entry in entries}
    names |= {path.name.split(".")[0] for path in (bundle / "_internal").iterdir()}
    return names


def licence_of(dist: metadata.Distribution) -> str:
    """The licence as the distribution's metadata says it: the SPDX expression, else a short
    ``License`` field, else the trove classifiers."""
    meta = dist.metadata
    expression = (meta.get_all("License-Expression") or [""])[0]
    if expression:
        return str(expression)
    text = str((meta.get_all("License") or [""])[0]).strip()
    if text and "\n" not in text and len(text) <= 80:
        return text
    classifiers = [
        str(c).split(" :: ")[-1] for c in meta.get_all("Classifier") or [] if "License ::" in c
    ]
    return "; ".join(classifiers)


def licence_files(dist: metadata.Distribution) -> list[Path]:
    """The licence texts a distribution installed: ``*.dist-info/licenses/`` (core metadata
    2.4), its ``License-File`` entries, and LICENSE/COPYING/NOTICE files in its packages."""
    declared = {Path(str(name)).name for name in dist.metadata.get_all("License-File") or []}
    found = []
    for file in dist.files or []:
        parts = file.parts
        name = file.name.upper()
        if (
            (
                parts[0].endswith(".dist-info")
                and (parts[1:2] == ("licenses",) or file.name in declared)
            )
            or name.startswith(("LICENSE", "LICENCE", "COPYING", "NOTICE"))
            or "LICENSES" in parts
        ):
            path = Path(str(dist.locate_file(file)))
            if path.is_file():
                found.append(path)
    return sorted(set(found))


def add_licenses(bundle: Path, work: Path) -> list[Component]:
    """``licenses/``: the licence text of every component the bundle ships and
    ``licenses/INDEX.md`` naming each; the build fails rather than ship one without."""
    target = bundle / "licenses"
    shutil.rmtree(target, ignore_errors=True)
    target.mkdir()

    def copy(source: Path, relative: str) -> str:
        (target / relative).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, target / relative)
        return relative

    version = pyproject_version()
    components = [
        Component(
            "Napoleon Table", version, "MIT", [copy(ROOT / "LICENSE", "napoleon-table/LICENSE")]
        ),
        Component(
            "Napoleon Table card art and icons",
            version,
            "MIT; the card faces CC0-1.0 (see the file)",
            [copy(ROOT / "assets" / "LICENSES.md", "napoleon-table/assets-LICENSES.md")],
        ),
    ]
    python_licence = Path(sysconfig.get_path("stdlib")) / "LICENSE.txt"
    if not python_licence.is_file():  # Debian's python3 keeps it as its copyright file
        python_licence = Path(
            f"/usr/share/doc/python{sys.version_info[0]}.{sys.version_info[1]}/copyright"
        )
    if not python_licence.is_file():
        raise SystemExit("build: cannot find Python's LICENSE.txt to ship with the bundle")
    components.append(
        Component(
            "Python",
            platform.python_version(),
            "PSF-2.0",
            [copy(python_licence, "Python/LICENSE.txt")],
        )
    )

    names = shipped_top_level_names(bundle, work)
    by_module = metadata.packages_distributions()
    shipped = sorted(
        {dist for name in names for dist in by_module.get(name, [])} - {APP}, key=str.lower
    )
    for name in shipped:
        dist = metadata.distribution(name)
        folder = f"{dist.metadata['Name']}-{dist.version}"
        licence = licence_of(dist)
        texts = [copy(path, f"{folder}/{path.name}") for path in licence_files(dist)]
        if not texts and "LGPL-3.0" in licence:
            # the PySide6 and shiboken6 wheels carry no licence text: Debian's copies of the
            # LGPL-3.0 and the GPL-3.0 it builds on
            texts = [
                copy(COMMON_LICENSES / "LGPL-3", "LGPL-3.0.txt"),
                copy(COMMON_LICENSES / "GPL-3", "GPL-3.0.txt"),
            ]
            licence = f"LGPL-3.0-only (offered under {licence})"
        if not texts:
            raise SystemExit(f"build: no licence text found for {folder} ({licence or '?'})")
        components.append(Component(str(dist.metadata["Name"]), dist.version, licence, texts))
        if dist.metadata["Name"].lower().startswith("pyside6"):
            components.append(
                Component(
                    "Qt (its libraries and plugins inside PySide6)",
                    dist.version,
                    licence,
                    texts,
                )
            )
    components += icu_inside_qt(bundle, copy)
    system, unknown = system_library_components(bundle, copy)
    components += system
    write_licence_index(target / "INDEX.md", components, unknown)
    return components


def icu_inside_qt(bundle: Path, copy: Callable[[Path, str], str]) -> list[Component]:
    """The PySide6 wheel's Qt brings its own ICU (``libicu*.so.<version>``), which is under the
    Unicode licence, not the LGPL: Debian's ICU copyright file has that text."""
    icu = sorted((bundle / "_internal" / "PySide6" / "Qt" / "lib").glob("libicuuc.so.*"))
    if not icu:
        return []
    version = icu[0].name.rsplit(".so.", 1)[1]
    found = sorted(Path("/usr/share/doc").glob("libicu[0-9]*/copyright"))
    # without Debian's ICU package (libicu72 on Debian 12), where the text is published
    texts = [copy(found[-1], "ICU/LICENSE")] if found else [ICU_LICENSE_URL]
    return [
        Component(
            "ICU (inside Qt: PySide6/Qt/lib/libicu*)",
            version,
            "Unicode-3.0 (the ICU licence)",
            texts,
        )
    ]


def system_library_components(
    bundle: Path, copy: Callable[[Path, str], str]
) -> tuple[list[Component], list[str]]:
    """The shared libraries PyInstaller copied from the build system (``_internal/lib*.so*``,
    not Qt's nor Python's), by the Debian package that installed each, with the package's
    copyright file; and the names of those no package claims."""
    internal = bundle / "_internal"
    libraries = {
        path.name
        for path in internal.iterdir()
        if path.name.startswith("lib")
        and ".so" in path.name
        and not path.is_symlink()  # links into PySide6/Qt/lib: Qt's own
        and not path.name.startswith("libpython")  # Python's, listed above
    }
    owner: dict[str, str] = {}
    for listing in sorted(Path("/var/lib/dpkg/info").glob("*.list")):
        package = listing.name.removesuffix(".list").split(":")[0]
        for line in listing.read_text(encoding="utf-8", errors="replace").splitlines():
            name = line.rsplit("/", 1)[-1]
            if name in libraries and "/debug/" not in line:
                owner.setdefault(name, package)
    by_package: dict[str, list[str]] = {}
    for name, package in owner.items():
        by_package.setdefault(package, []).append(name)
    versions: dict[str, str] = {}
    if by_package:
        done = subprocess.run(
            ["dpkg-query", "-W", "-f", "${Package} ${Version}\\n", *sorted(by_package)],
            capture_output=True,
            text=True,
            check=True,
        )
        versions = dict(line.split(" ", 1) for line in done.stdout.splitlines() if " " in line)
    components = []
    for package, names in sorted(by_package.items()):
        copyright_file = Path("/usr/share/doc") / package / "copyright"
        if not copyright_file.is_file():
            raise SystemExit(f"build: no {copyright_file} for {', '.join(names)}")
        components.append(
            Component(
                f"{', '.join(sorted(names))} (Debian package {package})",
                versions.get(package, "?"),
                "see its Debian copyright file",
                [copy(copyright_file, f"debian/{package}.copyright")],
            )
        )
    return components, sorted(libraries - owner.keys())


def write_licence_index(path: Path, components: list[Component], unknown: list[str]) -> None:
    lines = [
        f"# Licences of Napoleon Table {pyproject_version()} and of what it ships",
        "",
        "This folder holds the licence texts of every component of the bundle, gathered from",
        "the installed distributions when it was built.",
        "",
        "| Component | Version | Licence | Texts (in this folder) |",
        "| --- | --- | --- | --- |",
    ]
    for c in components:
        texts = ", ".join(f"`{text}`" for text in c.texts)
        lines.append(f"| {c.name} | {c.version} | {c.licence} | {texts} |")
    lines += [
        "",
        "Qt, PySide6 and shiboken6 are used under the GNU Lesser General Public License 3.0:",
        "their libraries lie unmodified in `_internal/PySide6` and `_internal/shiboken6` and may",
        "be replaced by other builds of the same version. Their source code is published by the",
        "Qt Project (https://download.qt.io/official_releases/, https://code.qt.io/).",
        "",
    ]
    if unknown:
        lines += [
            "No installed package claims these shared libraries PyInstaller copied from the",
            "build system; they keep their own licences: " + ", ".join(f"`{n}`" for n in unknown),
            "",
        ]
    path.write_text("\n".join(lines), encoding="utf-8")


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
        components = add_licenses(bundle, work / APP)
        say(f"licences of {len(components)} components in {bundle / 'licenses'}")
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
