#!/usr/bin/env bash
# Mutation testing: applies each single-point mutation of a list to a scratch copy of the package, runs the
# tests that should notice, and reports which mutants the tests killed and which survived.
#
#     Scripts/mutation-test.sh                          # every list in Scripts/mutations/
#     Scripts/mutation-test.sh Scripts/mutations/solver.txt
#     Scripts/mutation-test.sh -k solver-07 ...         # only the mutations whose id contains solver-07
#
# The list format (one block per mutation; see Scripts/mutations/solver.txt):
#
#     @ <id> <test filter>
#     file: <path of the mutated file, from the package root>
#     - <the original text: part of one line, occurring exactly once in the file>
#     + <its replacement (nothing after "+ " deletes the text)>
#
# A mutant is killed when its tests fail, crash or time out, survived when they pass, and invalid when it
# does not compile (a list entry to fix). The worktree is never touched: the script copies the package
# (without .build) into a scratch folder and mutates the copy. For a mutation in module M it builds a
# package of M, the modules M depends on and M's test target only (MODULE_DEPS below, kept by hand), so a
# solver mutant does not rebuild the platform. Not part of CI: a full run of the solver list takes about
# half a minute per mutant on two cores.
#
# Environment: MUTATION_WORK (scratch folder, kept between runs to save the first build; delete it after
# changing sources other than the mutated files), MUTATION_TIMEOUT (seconds per test run, default 600).
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
work=${MUTATION_WORK:-$(mktemp -d)}
timeout_s=${MUTATION_TIMEOUT:-600}
only=""
if [ "${1:-}" = "-k" ]; then only=$2; shift 2; fi
lists=("$@")
[ ${#lists[@]} -eq 0 ] && lists=("$root"/Scripts/mutations/*.txt)

# The modules a module depends on (its target in Package.swift), for the trimmed package.
declare -A MODULE_DEPS=(
  [SwiftLayoutSolver]=""
  [SwiftLayoutPlatform]="SwiftLayoutSolver"
  [SwiftLayout]="SwiftLayoutSolver SwiftLayoutPlatform"
  [SwiftLayoutUtil]="SwiftLayoutSolver SwiftLayoutPlatform SwiftLayout"
)

# Writes the trimmed package for module $1 into $2.
make_package() {
  local module=$1 dir=$2 deps=${MODULE_DEPS[$1]-}
  [ -n "${MODULE_DEPS[$module]+set}" ] || { echo "no MODULE_DEPS entry for $module"; return 1; }
  rm -rf "$dir" && mkdir -p "$dir/Sources" "$dir/Tests"
  local targets="" prev=""
  for m in $deps $module; do
    cp -R "$root/Sources/$m" "$dir/Sources/$m"
    local list=""
    for d in $prev; do list="$list\"$d\", "; done
    targets="$targets        .target(name: \"$m\", dependencies: [${list%, }]),\n"
    prev="$prev $m"
  done
  cp -R "$root/Tests/${module}Tests" "$dir/Tests/${module}Tests"
  local exclude=""
  [ -d "$dir/Tests/${module}Tests/__Snapshots__" ] && exclude=', exclude: ["__Snapshots__"]'
  printf '// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: "Mutants",\n    targets: [\n%b        .testTarget(name: "%sTests", dependencies: ["%s"]%s),\n    ],\n    swiftLanguageModes: [.v6]\n)\n' \
    "$targets" "$module" "$module" "$exclude" > "$dir/Package.swift"
}

# Prints "id<TAB>filter<TAB>file<TAB>original<TAB>replacement" for each block of list $1.
parse() {
  python3 - "$1" <<'PY'
import sys
blocks, cur = [], None
for number, line in enumerate(open(sys.argv[1], encoding="utf-8"), 1):
    line = line.rstrip("\n")
    if not line.strip() or line.startswith("#"):
        continue
    if line.startswith("@ "):
        parts = line[2:].split(None, 1)
        cur = {"id": parts[0], "filter": parts[1].strip() if len(parts) > 1 else "", "line": number}
        blocks.append(cur)
    elif line.startswith("file: "):
        cur["file"] = line[6:].strip()
    elif line.startswith("- "):
        cur["old"] = line[2:]
    elif line == "+" or line.startswith("+ "):
        cur["new"] = line[2:]
    else:
        sys.exit(f"{sys.argv[1]}:{number}: not a mutation line: {line}")
for b in blocks:
    missing = [k for k in ("file", "old", "new") if k not in b]
    if missing:
        sys.exit(f"{sys.argv[1]}:{b['line']}: mutation {b['id']} lacks {', '.join(missing)}")
    print("\t".join([b["id"], b["filter"], b["file"], b["old"], b["new"]]))
PY
}

# Replaces the one occurrence of $2 by $3 in file $1; fails if it occurs zero or several times.
mutate() {
  python3 - "$1" "$2" "$3" <<'PY'
import sys
path, old, new = sys.argv[1:]
text = open(path, encoding="utf-8").read()
count = text.count(old)
if count != 1:
    sys.exit(f"the original text occurs {count} times in {path}")
open(path, "w", encoding="utf-8").write(text.replace(old, new))
PY
}

killed=0 survived=0 invalid=0
survivors=() invalids=()
for list in "${lists[@]}"; do
  parsed=$(parse "$list") || exit 2
  while IFS=$'\t' read -r id filter file old new; do
    [ -n "$only" ] && [[ "$id" != *"$only"* ]] && continue
    module=$(echo "$file" | cut -d/ -f2)
    pkg="$work/$module"
    if [ ! -f "$pkg/.ready" ]; then
      make_package "$module" "$pkg" || exit 2
      echo "== building the unmutated $module package in $pkg"
      (cd "$pkg" && swift build --build-tests >"$pkg/build.log" 2>&1) || { echo "the unmutated package does not build (see $pkg/build.log)"; exit 2; }
      (cd "$pkg" && timeout "$timeout_s" swift test --skip-build --filter "$filter" >"$pkg/test.log" 2>&1) \
        || { echo "the unmutated tests fail (see $pkg/test.log)"; exit 2; }
      touch "$pkg/.ready"
    fi
    target="$pkg/$file"
    cp "$root/$file" "$target"
    if ! mutate "$target" "$old" "$new"; then
      echo "$id: $file: cannot apply"; invalid=$((invalid + 1)); invalids+=("$id (not applicable)"); continue
    fi
    start=$(date +%s)
    if ! (cd "$pkg" && swift build --build-tests >"$pkg/mutant-build.log" 2>&1); then
      result="INVALID (does not compile)"; invalid=$((invalid + 1)); invalids+=("$id")
    elif (cd "$pkg" && timeout "$timeout_s" swift test --skip-build --filter "$filter" >"$pkg/mutant-test.log" 2>&1); then
      result="SURVIVED"; survived=$((survived + 1)); survivors+=("$id")
    else
      result="killed"; killed=$((killed + 1))
    fi
    cp "$root/$file" "$target"
    echo "$id: $result ($(( $(date +%s) - start )) s)  $file: ${old:0:60} -> ${new:0:60}"
  done <<< "$parsed"
done
total=$((killed + survived))
echo
echo "killed $killed / $total, survived $survived, invalid $invalid"
[ ${#survivors[@]} -gt 0 ] && printf 'survived: %s\n' "${survivors[@]}"
[ ${#invalids[@]} -gt 0 ] && printf 'invalid: %s\n' "${invalids[@]}"
[ "$survived" -eq 0 ] && [ "$invalid" -eq 0 ]
