#!/usr/bin/env bash
# Builds the DocC documentation of every library module with the toolchain's own `docc` (no plugin): the
# public symbol graphs from `swift package dump-symbol-graph`, then one `docc convert` per module over
# Sources/<Module>/<Module>.docc. Fails on any warning about the catalogs themselves (an article that does
# not parse, a link to a symbol or article that does not exist). The archives land in .build/docs/.
#
#     Scripts/build-docs.sh            # all library modules
#     Scripts/build-docs.sh SwiftLayout
#
# The module list is every Sources/<Module>/<Module>.docc, so a new module documents itself by adding its
# catalog. Warnings in doc comments are printed but do not fail the build (DocC resolves no `package`
# symbols, which many comments name).
set -euo pipefail
cd "$(dirname "$0")/.."

graphs="$(Scripts/symbol-graphs.sh)"
out=.build/docs
mkdir -p "$out"

if [ "$#" -gt 0 ]; then
    modules=("$@")
else
    modules=()
    for catalog in Sources/*/*.docc; do
        module="$(basename "$catalog" .docc)"
        [ "$catalog" = "Sources/$module/$module.docc" ] && modules+=("$module")
    done
fi

failed=0
for module in "${modules[@]}"; do
    catalog="Sources/$module/$module.docc"
    moduleGraphs="$out/graphs/$module"
    rm -rf "$moduleGraphs" && mkdir -p "$moduleGraphs"
    cp "$graphs/$module.symbols.json" "$moduleGraphs/"
    for extension in "$graphs/$module"@*.symbols.json; do
        [ -e "$extension" ] && cp "$extension" "$moduleGraphs/"
    done
    log="$out/$module.log"
    diagnostics="$out/$module.diagnostics.json"
    if ! docc convert "$catalog" \
        --additional-symbol-graph-dir "$moduleGraphs" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "swiftlayout.$module" \
        --diagnostics-file "$diagnostics" \
        --output-path "$out/$module.doccarchive" > "$log" 2>&1; then
        echo "docc convert failed for $module:"
        cat "$log"
        failed=1
        continue
    fi
    # Problems in the catalog's own files fail the build; the others (doc comments) are counted.
    catalogProblems="$(python3 - "$diagnostics" "/$catalog/" <<'PYTHON'
import json, re, sys
diagnostics, catalog = json.load(open(sys.argv[1])).get("diagnostics", []), sys.argv[2]
for d in diagnostics:
    if d.get("severity") in ("warning", "error") and catalog in (d.get("source") or ""):
        line = ((d.get("range") or {}).get("start") or {}).get("line") or 0
        print(f"{re.sub('^file://', '', d['source'])}:{line}: {d['severity']}: {d.get('summary', '')}")
PYTHON
)"
    if [ -n "$catalogProblems" ]; then
        echo "$module: problems in $catalog:"
        echo "$catalogProblems"
        failed=1
        continue
    fi
    others="$(python3 -c 'import json, sys; print(sum(d.get("severity") in ("warning", "error")
        for d in json.load(open(sys.argv[1])).get("diagnostics", [])))' "$diagnostics")"
    echo "$module: $out/$module.doccarchive (catalog clean; $others warnings from doc comments)"
done
exit "$failed"
