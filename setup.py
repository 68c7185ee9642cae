"""The one thing ``pyproject.toml`` cannot say: the wheel's ``napoleon_gui.assets`` package is
the repository's top-level ``assets/`` folder (card art, icons, rule texts), so the installed
table draws the real cards. Everything else is in ``pyproject.toml``."""

from setuptools import find_packages, setup

setup(
    # find_packages only sees folders with the package's own name; the mapped one is added here
    packages=[*find_packages(include=["engine*", "napoleon_gui*"]), "napoleon_gui.assets"],
    package_dir={"napoleon_gui.assets": "assets"},
)
