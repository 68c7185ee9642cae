#!/usr/bin/env bash
# Remove what packaging/install.sh installed: packaging/uninstall.sh [--prefix DIR]
# (default ~/.local; the copy in an installed bundle, PREFIX/lib/napoleon-table/uninstall.sh,
# knows its own prefix).
set -euo pipefail
exec bash "$(dirname "${BASH_SOURCE[0]}")/install.sh" --uninstall "$@"
