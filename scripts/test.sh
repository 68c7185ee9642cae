#!/usr/bin/env bash
# Install what is needed, then run the whole test suite and the static checks, all at once
# (each reports in turn): pytest in parallel (pytest-xdist, one worker more than the cores;
# arguments pass through), ruff (lint and format), mypy (the packages, then scripts/),
# import-linter and the application bundle (pytest -m packaging). Exits non-zero if any
# fails; pytest collecting no tests (exit code 5) counts as a failure.
#
#   bash scripts/test.sh                 everything (what CI runs)
#   bash scripts/test.sh --quick         the inner loop: the tests not marked slow, gui or
#                                        packaging, and the static checks (about a minute)
#   bash scripts/test.sh tests/belote -x only these tests, and the static checks
#
# NAPOLEON_SKIP_PACKAGING=1 skips the bundle; NAPOLEON_TEST_WORKERS=N sets the number of
# pytest workers (default: one more than the cores; 0 runs in this one process).
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT" || exit 1

quick=0
if [[ "${1:-}" == "--quick" ]]; then
    quick=1
    shift
fi

bash scripts/setup.sh || { echo "test: setup failed" >&2; exit 1; }

export QT_QPA_PLATFORM=offscreen
# Every worker and every table a test starts would compile the project afresh where the
# environment forbids bytecode files; keep them in the venv instead, outside the tree.
unset PYTHONDONTWRITEBYTECODE
export PYTHONPYCACHEPREFIX="$ROOT/.venv/pycache"
BIN="$ROOT/.venv/bin"
failed=()
started=$SECONDS

run() {
    local name="$1"
    shift
    printf '\n=== %s ===\n' "$name"
    "$@"
    local rc=$?
    if ((rc != 0)); then
        if [[ "$name" == pytest* && $rc -eq 5 ]]; then
            echo "test: pytest collected no tests (exit code 5)" >&2
        fi
        failed+=("$name (exit $rc)")
    fi
}

# The static checks start at once, in the background and at a lower priority: they fill the
# time the GUI tests wait for the table's timers instead of running on one core after pytest
# (on a fresh clone mypy alone takes about 17 s of processor time). Their output is printed
# after pytest's, in this order, and a failing check still fails the command.
static_checks() {
    run ruff "$BIN/ruff" check --no-cache .
    run ruff-format "$BIN/ruff" format --check --no-cache .
    run mypy "$BIN/mypy"
    # the screenshot and asset scripts use the GUI's classes: a renamed one must fail here
    run mypy-scripts env MYPYPATH=scripts "$BIN/mypy" scripts
    run lint-imports "$BIN/lint-imports"
    # what failed, one line each, for the main shell (this runs in a subshell)
    if ((${#failed[@]} > 0)); then
        printf '%s\n' "${failed[@]}" >"$static_failed"
    fi
}

static_log="$(mktemp)"
static_failed="$(mktemp)"
(
    renice -n 10 -p "$BASHPID" >/dev/null 2>&1
    static_checks >"$static_log" 2>&1
) &
static_pid=$!

static_results() {
    wait "$static_pid"
    cat "$static_log"
    while IFS= read -r line; do
        failed+=("$line")
    done <"$static_failed"
    rm -f "$static_log" "$static_failed"
}

# One worker more than the cores: the GUI tests spend much of their time waiting for the
# table's timers, and a third worker fills that time (on 2 cores: 10 min 34 s instead of
# 12 min 45 s for the whole command, one run each on a quiet machine).
# On a fresh tree every pytest worker would rewrite and compile the same test modules (about
# 15 s of processor time each on 2 cores); one collection first leaves them in the cache the
# workers then read (3 workers: 45 s of processor time before the first test, now 29 s).
warm_collection() {
    if ((${NAPOLEON_TEST_WORKERS:-2} > 1)) && ! compgen -G "$PYTHONPYCACHEPREFIX$ROOT/tests/conftest.*pytest*.pyc" >/dev/null; then
        "$BIN/python" -m pytest --collect-only -q -p no:cacheprovider >/dev/null 2>&1
    fi
}

cores="$("$BIN/python" -c 'import os; print(len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1)')"
workers=(-n "${NAPOLEON_TEST_WORKERS:-$((cores + 1))}" --dist worksteal)
if ((quick)); then
    warm_collection
    run pytest "$BIN/python" -m pytest "${workers[@]}" -m "not slow and not gui and not packaging" "$@"
    static_results
else
    # Build the PyInstaller bundle and smoke-run it (tests/packaging, about a minute, mostly
    # on one core) while the other tests run: it fills the time the GUI tests wait; its report
    # comes last. NAPOLEON_SKIP_PACKAGING=1 skips it.
    packaging=""
    if [[ "${NAPOLEON_SKIP_PACKAGING:-0}" != "1" ]]; then
        log="$(mktemp)"
        "$BIN/python" -m pytest -p no:xdist -m packaging tests/packaging >"$log" 2>&1 &
        packaging=$!
    fi
    warm_collection
    run pytest "$BIN/python" -m pytest "${workers[@]}" -m "not packaging" "$@"
    static_results
    if [[ -n "$packaging" ]]; then
        printf '\n=== packaging ===\n'
        wait "$packaging"
        rc=$?
        cat "$log"
        rm -f "$log"
        ((rc == 0)) || failed+=("packaging (exit $rc)")
    fi
fi

echo
elapsed=$((SECONDS - started))
printf 'test: %d min %02d s\n' $((elapsed / 60)) $((elapsed % 60))
if ((${#failed[@]} > 0)); then
    echo "test: FAILED: ${failed[*]}"
    exit 1
fi
echo "test: all checks passed"
