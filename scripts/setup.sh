#!/usr/bin/env bash
# Idempotent installer for Napoleon Table.
#
#   1. the Debian packages Qt 6 (PySide6-Essentials wheel) needs to run offscreen and under Xvfb,
#      plus fonts for Japanese text (apt-get as root, else sudo, else it says what is missing);
#   2. a virtual environment in .venv with the project installed editable, with its test extras,
#      at the exact versions of constraints.txt (refreshed by scripts/lock.sh). Skipped when
#      pyproject.toml, constraints.txt and the Python version are unchanged since the last install.
#
# Environment: PYTHON (interpreter for the venv, default python3),
#              NAPOLEON_SKIP_APT=1 (don't check or install Debian packages).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

say() { printf 'setup: %s\n' "$*" >&2; }

# --- 1. Debian packages ------------------------------------------------------------------------
# Found by `ldd` on the PySide6 modules (QtCore/Gui/Widgets/Svg/Test/OpenGL/DBus) and the Qt
# plugins (platforms offscreen/xcb/minimal, xcbglintegrations, imageformats, iconengines,
# input contexts), mapped to packages with `dpkg -S`; apt pulls in their own dependencies.
APT_PACKAGES=(
    # Qt core, GUI, OpenGL dispatch, fonts
    libglib2.0-0 libdbus-1-3 libfontconfig1 libfreetype6 libpng16-16
    libgl1 libegl1 libglx0
    libxkbcommon0 libxkbcommon-x11-0
    # xcb platform plugin (under Xvfb or a real X server)
    libx11-6 libx11-xcb1 libxcb1 libxcb-cursor0 libxcb-glx0 libxcb-icccm4 libxcb-image0
    libxcb-keysyms1 libxcb-randr0 libxcb-render0 libxcb-render-util0 libxcb-shape0 libxcb-shm0
    libxcb-sync1 libxcb-xfixes0 libxcb-xkb1
    # fonts: Latin fallback and Japanese
    fontconfig fonts-dejavu-core fonts-noto-cjk
    # a virtual X screen for screenshots of a real window
    xvfb xauth
    # the freedesktop validators of the desktop entry and the AppStream metadata
    # (tests/packaging/test_desktop_metadata.py)
    desktop-file-utils appstream
)

install_apt_packages() {
    if [[ "${NAPOLEON_SKIP_APT:-0}" == "1" ]]; then
        return 0
    fi
    if ! command -v dpkg-query >/dev/null 2>&1; then
        say "no dpkg here; make sure Qt's system libraries are installed: ${APT_PACKAGES[*]}"
        return 0
    fi
    # one dpkg-query for all of them: a call per package took about a second on every run of
    # scripts/test.sh, where everything is installed already
    local missing=() pkg installed
    # dpkg-query exits 1 when a package was never installed: that is the case looked for here,
    # not an error (under pipefail it stopped the script silently on a new machine)
    installed=" $( (dpkg-query -W -f='${Package} ${Status}\n' "${APT_PACKAGES[@]}" 2>/dev/null || true) \
        | awk '/ install ok installed$/ { printf "%s ", $1 }')"
    for pkg in "${APT_PACKAGES[@]}"; do
        if [[ "$installed" != *" $pkg "* ]]; then
            missing+=("$pkg")
        fi
    done
    if ((${#missing[@]} == 0)); then
        return 0
    fi

    local sudo=()
    if [[ "$(id -u)" != "0" ]]; then
        if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
            sudo=(sudo -n)
        else
            say "missing Debian packages (not root and no password-less sudo), install them with:"
            say "  sudo apt-get install ${missing[*]}"
            return 0
        fi
    fi

    say "installing Debian packages: ${missing[*]}"
    local log
    log="$(mktemp)"
    if ! "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq </dev/null >"$log" 2>&1 \
        || ! "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
            --no-install-recommends "${missing[@]}" </dev/null >>"$log" 2>&1; then
        tail -n 30 "$log" >&2
        rm -f "$log"
        say "apt-get failed"
        return 1
    fi
    rm -f "$log"
}

# --- 2. Python virtual environment -------------------------------------------------------------
VENV="$ROOT/.venv"
STAMP="$VENV/.napoleon-install-stamp"
PYTHON="${PYTHON:-python3}"

venv_python_ok() {
    [[ -x "$VENV/bin/python" ]] && "$VENV/bin/python" -c 'import sys' >/dev/null 2>&1
}

install_venv() {
    if ! command -v "$PYTHON" >/dev/null 2>&1; then
        say "$PYTHON not found; Python 3.11 or newer is needed"
        return 1
    fi
    if ! "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
        say "$PYTHON is $("$PYTHON" -V 2>&1); Python 3.11 or newer is needed"
        return 1
    fi

    if ! venv_python_ok; then
        say "creating .venv"
        "$PYTHON" -m venv --clear "$VENV"
    fi

    local want have=""
    want="$({ cat pyproject.toml constraints.txt; "$VENV/bin/python" -VV; } | sha256sum | cut -d' ' -f1)"
    [[ -f "$STAMP" ]] && have="$(cat "$STAMP")"
    if [[ "$want" == "$have" ]]; then
        return 0
    fi

    say "installing the project into .venv (pip install -e '.[test]' -c constraints.txt)"
    local log="$VENV/pip-install.log"
    rm -f "$STAMP"
    if ! "$VENV/bin/python" -m pip install --disable-pip-version-check --no-input \
        -e ".[test]" -c constraints.txt </dev/null >"$log" 2>&1; then
        grep -v "is ignored: it is neither a file nor a directory" "$log" | tail -n 40 >&2
        say "pip install failed (full log: $log)"
        return 1
    fi
    printf '%s\n' "$want" >"$STAMP"
}

install_apt_packages
install_venv
