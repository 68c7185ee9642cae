"""The desktop entry and the AppStream metadata that ``packaging/install.sh`` installs: what a
desktop menu and a software centre show, in English, Japanese and French, and the version.
Checked here directly (fast, main test run) and by the freedesktop validators, which
``scripts/setup.sh`` installs (Debian packages desktop-file-utils and appstream)."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import engine

ROOT = Path(__file__).resolve().parents[2]
DESKTOP = ROOT / "packaging" / "napoleon-table.desktop"
APP_ID = "io.github.napoleon_table"
METAINFO = ROOT / "packaging" / f"{APP_ID}.metainfo.xml"
LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def desktop_entry() -> configparser.SectionProxy:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    entry.read(DESKTOP, encoding="utf-8")
    return entry["Desktop Entry"]


def texts(root: ET.Element, tag: str) -> dict[str, str]:
    """The element's text per language ("" for the untranslated one)."""
    return {e.get(LANG, ""): (e.text or "").strip() for e in root.findall(tag)}


def validator(name: str) -> str:
    found = shutil.which(name)
    assert found, f"{name} is missing: run scripts/setup.sh (it installs the Debian package)"
    return found


def test_the_desktop_entry_names_the_app_and_its_icon():
    section = desktop_entry()
    assert section["Type"] == "Application"
    assert section["Name"] == "Napoleon Table"
    assert section["Exec"].split()[0] == "napoleon-table"
    assert section["Icon"] == "napoleon-table"  # packaging/build.py installs the icon so
    assert "Game" in section["Categories"].split(";")


def test_the_desktop_entry_speaks_english_japanese_and_french():
    section = desktop_entry()
    for key in ("Name", "GenericName", "Comment"):
        values = [section[key], section[f"{key}[ja]"], section[f"{key}[fr]"]]
        assert all(values) and len(set(values)) == 3, key
    assert section["Name[fr]"] == "Table de Napoléon"


def test_the_metainfo_names_the_app_its_launcher_and_the_current_version():
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert METAINFO.name == f"{root.findtext('id')}.metainfo.xml"
    launchable = root.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id"
    assert launchable.text == DESKTOP.name
    assert root.findtext("provides/binary") == desktop_entry()["Exec"].split()[0]
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert "MIT" in (root.findtext("project_license") or "")
    assert root.find("content_rating") is not None
    assert root.find("description/p") is not None
    releases = root.findall("releases/release")
    assert releases and releases[0].get("version") == engine.__version__


def test_the_metainfo_speaks_english_japanese_and_french_like_the_desktop_entry():
    root = ET.parse(METAINFO).getroot()
    section = desktop_entry()
    names, summaries = texts(root, "name"), texts(root, "summary")
    assert set(names) == set(summaries) == {"", "ja", "fr"}
    for lang, suffix in (("", ""), ("ja", "[ja]"), ("fr", "[fr]")):
        assert names[lang] == section[f"Name{suffix}"], lang
        assert summaries[lang] == section[f"Comment{suffix}"], lang


def test_the_freedesktop_validators_accept_both_files():
    done = subprocess.run(
        [validator("desktop-file-validate"), str(DESKTOP)], capture_output=True, text=True
    )
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr
    done = subprocess.run(
        [validator("appstreamcli"), "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr
