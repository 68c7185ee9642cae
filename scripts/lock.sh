#!/usr/bin/env bash
# Refresh constraints.txt: resolve the test and package extras afresh (the newest versions
# pyproject.toml allows) in a throw-away virtual environment and write the exact versions.
#
#   bash scripts/lock.sh          # then run bash scripts/test.sh and commit constraints.txt
#
# Environment: PYTHON (interpreter for the temporary venv, default python3).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PYTHON="${PYTHON:-python3}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

"$PYTHON" -m venv "$tmp/venv"
# editable, so that the project itself is left out of the list (--exclude-editable)
"$tmp/venv/bin/python" -m pip install -q --disable-pip-version-check --no-input \
    -e "$ROOT[test,package]" </dev/null
{
    printf '%s\n' \
        "# The exact versions the test suite was last run with; scripts/setup.sh and" \
        "# packaging/build.py install with -c constraints.txt. Refresh: bash scripts/lock.sh" \
        "# (written by it with $("$tmp/venv/bin/python" -V))."
    "$tmp/venv/bin/python" -m pip freeze --disable-pip-version-check --exclude-editable \
        | LC_ALL=C sort -f
} >"$ROOT/constraints.txt.new"
mv "$ROOT/constraints.txt.new" "$ROOT/constraints.txt"
printf 'lock: wrote %s (%s packages)\n' "$ROOT/constraints.txt" \
    "$(grep -vc '^#' "$ROOT/constraints.txt")" >&2
