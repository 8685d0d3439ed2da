#!/usr/bin/env bash
# Emits the public symbol graphs of the package (`swift package dump-symbol-graph`) and prints the folder
# that holds them. Used by build-docs.sh and supported-api.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
swift package dump-symbol-graph --minimum-access-level public > .build/dump-symbol-graph.log 2>&1 || {
    cat .build/dump-symbol-graph.log >&2
    exit 1
}
tail -n 1 .build/dump-symbol-graph.log | sed -e 's/^Files written to //'
