#!/usr/bin/env bash
# Install what is needed, then run the whole test suite and the static checks:
# pytest (arguments pass through), the application bundle (pytest -m packaging), ruff (lint
# and format), mypy (the packages, then scripts/) and import-linter. Exits non-zero if any
# fails; pytest collecting no tests (exit code 5) counts as a failure.
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT" || exit 1

bash scripts/setup.sh || { echo "test: setup failed" >&2; exit 1; }

export QT_QPA_PLATFORM=offscreen
BIN="$ROOT/.venv/bin"
failed=()

run() {
    local name="$1"
    shift
    printf '\n=== %s ===\n' "$name"
    "$@"
    local rc=$?
    if ((rc != 0)); then
        if [[ "$name" == "pytest" && $rc -eq 5 ]]; then
            echo "test: pytest collected no tests (exit code 5)" >&2
        fi
        failed+=("$name (exit $rc)")
    fi
}

run pytest "$BIN/python" -m pytest -m "not packaging" "$@"
# Build the PyInstaller bundle and smoke-run it (tests/packaging/test_bundle.py, about a
# minute); NAPOLEON_SKIP_PACKAGING=1 skips it.
if [[ "${NAPOLEON_SKIP_PACKAGING:-0}" != "1" ]]; then
    run packaging "$BIN/python" -m pytest -m packaging tests/packaging
fi
run ruff "$BIN/ruff" check --no-cache .
run ruff-format "$BIN/ruff" format --check --no-cache .
run mypy "$BIN/mypy"
# the screenshot and asset scripts use the GUI's classes: a renamed one must fail here
run mypy-scripts env MYPYPATH=scripts "$BIN/mypy" scripts
run lint-imports "$BIN/lint-imports"

echo
if ((${#failed[@]} > 0)); then
    echo "test: FAILED: ${failed[*]}"
    exit 1
fi
echo "test: all checks passed"
