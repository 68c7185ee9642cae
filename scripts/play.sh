#!/usr/bin/env bash
# Install what is needed, then start the table. Arguments go to `python -m napoleon_gui`
# (e.g. --lang ja, --game belote --players 3).
# With no display (no DISPLAY or WAYLAND_DISPLAY, no QT_QPA_PLATFORM) the table says so in one
# line, with the headless check to run instead, and exits 2 (napoleon_gui/cli.py); an
# invisible offscreen window that runs forever would help nobody.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

bash scripts/setup.sh

exec .venv/bin/python -m napoleon_gui "$@"
