#!/usr/bin/env bash
# Install what is needed, then start the table. Arguments go to `python -m napoleon_gui`
# (e.g. --screenshot PATH).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

bash scripts/setup.sh

if [[ -z "${QT_QPA_PLATFORM:-}" && -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" ]]; then
    echo "play: no display found; running offscreen (QT_QPA_PLATFORM=offscreen)" >&2
    export QT_QPA_PLATFORM=offscreen
fi

exec .venv/bin/python -m napoleon_gui "$@"
