#!/usr/bin/env bash
# Install the Napoleon Table bundle (python3 packaging/build.py) like a desktop program, or
# remove it again.
#
#   packaging/install.sh [--prefix DIR] [--bundle DIR]     # default prefix: ~/.local
#   packaging/install.sh --uninstall [--prefix DIR]        # the same as packaging/uninstall.sh
#
# Installs the bundle as PREFIX/lib/napoleon-table/, the command PREFIX/bin/napoleon-table (a
# link to it), and under PREFIX/share the desktop entry (applications/), the AppStream
# metadata (metainfo/) and the icons (icons/hicolor/). Every file and folder it creates is
# listed in PREFIX/lib/napoleon-table/installed-files, and --uninstall removes exactly those.
# The bundle carries copies of both scripts, so the installed copy uninstalls itself:
# ~/.local/lib/napoleon-table/uninstall.sh
set -euo pipefail

APP=napoleon-table
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

say() { printf 'install: %s\n' "$*" >&2; }
usage() {
    sed -n '2,14p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
    exit 2
}

prefix="" bundle="" uninstall=0
while (($#)); do
    case "$1" in
        --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        --bundle) bundle="${2:?--bundle needs a folder}"; shift 2 ;;
        --bundle=*) bundle="${1#--bundle=}"; shift ;;
        --uninstall) uninstall=1; shift ;;
        -h | --help) usage ;;
        *) say "unknown argument: $1"; usage ;;
    esac
done

# A copy running from inside an installed bundle (PREFIX/lib/napoleon-table) knows its prefix.
if [[ -z "$prefix" ]]; then
    if [[ -f "$HERE/installed-files" && "$(basename "$(dirname "$HERE")")" == lib ]]; then
        prefix="$(dirname "$(dirname "$HERE")")"
    else
        prefix="$HOME/.local"
    fi
fi
prefix="$(realpath -m -- "$prefix")"
LIB="$prefix/lib/$APP"
MANIFEST="$LIB/installed-files"

do_uninstall() {
    if [[ ! -f "$MANIFEST" ]]; then
        say "nothing installed in $prefix (no $MANIFEST)"
        return 1
    fi
    local entries=() entry
    mapfile -t entries <"$MANIFEST"
    # files and links first, then the folders deepest first (the manifest lists folders
    # before what is in them), and a folder only when it is empty
    for entry in "${entries[@]}"; do
        if [[ "$entry" == F* ]]; then
            rm -f -- "$prefix/${entry#F }"
        fi
    done
    rm -rf -- "$LIB"
    local i
    for ((i = ${#entries[@]} - 1; i >= 0; i--)); do
        entry="${entries[i]}"
        if [[ "$entry" == D* ]]; then
            rmdir -- "$prefix/${entry#D }" 2>/dev/null || true # kept if something else is in it
        fi
    done
    say "removed Napoleon Table from $prefix"
}

if ((uninstall)); then
    do_uninstall
    exit $?
fi

# The bundle: --bundle, else the one this script is part of, else the checkout's dist/.
if [[ -z "$bundle" ]]; then
    if [[ -x "$HERE/$APP" && -d "$HERE/_internal" ]]; then
        bundle="$HERE"
    else
        bundle="$(dirname "$HERE")/dist/$APP"
    fi
fi
if [[ ! -x "$bundle/$APP" || ! -d "$bundle/share" ]]; then
    say "no bundle in $bundle: build it first (python3 packaging/build.py)"
    exit 1
fi
bundle="$(cd "$bundle" && pwd)"
if [[ "$bundle" == "$LIB" ]]; then
    say "$bundle is already installed in $prefix"
    exit 0
fi
if [[ -f "$MANIFEST" ]]; then
    say "replacing the copy installed in $prefix"
    do_uninstall
elif [[ -e "$LIB" ]]; then
    say "$LIB exists but was not installed by this script: remove it first"
    exit 1
fi

mkdir -p -- "$prefix" # the prefix itself is the user's: never listed, never removed
manifest=()
# mkdir -p, remembering each folder it creates (parents first)
make_dir() {
    local dir="$1" missing=()
    while [[ ! -d "$dir" ]]; do
        missing=("$dir" "${missing[@]}")
        dir="$(dirname "$dir")"
    done
    for dir in "${missing[@]}"; do
        mkdir -- "$dir"
        manifest+=("D ${dir#"$prefix"/}")
    done
}
put() { # put SOURCE TARGET (TARGET relative to the prefix)
    make_dir "$(dirname "$prefix/$2")"
    cp -- "$1" "$prefix/$2"
    manifest+=("F $2")
}

make_dir "$prefix/lib"
cp -a -- "$bundle" "$LIB"
manifest+=("D lib/$APP")
make_dir "$prefix/bin"
ln -sfn -- "$LIB/$APP" "$prefix/bin/$APP"
manifest+=("F bin/$APP")
while IFS= read -r -d '' file; do
    put "$file" "share/${file#"$bundle/share/"}"
done < <(find "$bundle/share" -type f -print0 | sort -z)
printf '%s\n' "${manifest[@]}" >"$MANIFEST"

say "installed Napoleon Table in $prefix: run $prefix/bin/$APP"
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) say "(add $prefix/bin to your PATH to start it as $APP)" ;;
esac
