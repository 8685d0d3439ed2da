#!/usr/bin/env bash
# Mutation testing: applies each single-point mutation of a list to a scratch copy of the package, runs the
# tests that should notice, and reports which mutants the tests killed and which survived.
#
#     Scripts/mutation-test.sh                          # every list in Scripts/mutations/
#     Scripts/mutation-test.sh Scripts/mutations/solver.txt
#     Scripts/mutation-test.sh -k solver-07 ...         # only the mutations whose id contains solver-07
#
# Lists (Scripts/mutations/*.txt): solver.txt (Sources/SwiftLayoutSolver), engine.txt (the platform's layout
# engine, Sources/SwiftLayoutPlatform/Engine), dsl.txt (the DSL's activation and diff, Activator*.swift).
# The list format (one block per mutation; see Scripts/mutations/solver.txt):
#
#     @ <id> <test filter>
#     file: <path of the mutated file, from the package root>
#     - <the original text: part of one line, occurring exactly once in the file>
#     + <its replacement (nothing after "+ " deletes the text)>
#
# Outcomes: killed (the filtered tests fail, crash or time out), SURVIVED (they pass), INVALID (the mutant
# does not compile: a list entry to fix), and "anchor not found" (the original text is not in the file, or
# not exactly once: the code moved; update the entry's text). The kill ratio counts killed and survived
# only. The exit status is 0 when nothing survived and nothing was invalid.
#
# The worktree is never touched: the script copies the package (without .build) into a scratch folder and
# mutates the copy, putting the original file back after each mutant. For a mutation in module M it builds a
# package of M, the modules M depends on and M's test target only (MODULE_DEPS below, kept by hand; no
# package traits, so the platform builds without MainActorIsolation), so a solver mutant does not rebuild
# the platform. Not part of CI (.ci/run): a full run takes about an hour on two cores (a solver mutant
# about a minute, a platform or DSL mutant one to three: the module and the test bundle are rebuilt).
#
# Environment: MUTATION_WORK (scratch folder, kept between runs to save the first build; copied again, with
# the files' times, when the package's sources or tests changed, so the rebuild is incremental),
# MUTATION_TIMEOUT (seconds per test run, default 300; a mutant that makes the simplex cycle runs into it,
# and counts as killed). SWIFTLAYOUT_FUZZ_ITERATIONS reaches the tests (fewer random runs: a faster, weaker
# run of the solver list).
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
work=${MUTATION_WORK:-$(mktemp -d)}
timeout_s=${MUTATION_TIMEOUT:-300}
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
  rm -rf "$dir/Sources" "$dir/Tests" && mkdir -p "$dir/Sources" "$dir/Tests"
  local targets="" prev=""
  for m in $deps $module; do
    cp -Rp "$root/Sources/$m" "$dir/Sources/$m"
    local list=""
    for d in $prev; do list="$list\"$d\", "; done
    targets="$targets        .target(name: \"$m\", dependencies: [${list%, }]),\n"
    prev="$prev $m"
  done
  cp -Rp "$root/Tests/${module}Tests" "$dir/Tests/${module}Tests"
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

# Runs the tests of package $1 matching $2 under the timeout. The test bundle is run directly: `swift test`
# starts it in a process group of its own, which a timeout would leave running.
run_tests() {
  local bundle
  bundle=$(ls -d "$1"/.build/debug/*PackageTests.xctest | head -1)
  SWIFT_BACKTRACE=enable=no timeout -s KILL "$timeout_s" "$bundle" --testing-library swift-testing --filter "$2" </dev/null
}

# The scratch packages are reused while the sources and tests are those they were built from.
stamp=$(cd "$root" && { git ls-tree -r HEAD Sources Tests; git status --porcelain -- Sources Tests; git diff -- Sources Tests; } | cksum)

killed=0 survived=0 invalid=0 moved=0
survivors=() invalids=() moveds=() table=()
for list in "${lists[@]}"; do
  parsed=$(parse "$list") || exit 2
  while IFS=$'\t' read -r id filter file old new; do
    [ -n "$only" ] && [[ "$id" != *"$only"* ]] && continue
    module=$(echo "$file" | cut -d/ -f2)
    pkg="$work/$module"
    if [ "$(cat "$pkg/.ready" 2>/dev/null)" != "$stamp" ]; then
      make_package "$module" "$pkg" || exit 2
      echo "== building the unmutated $module package in $pkg"
      (cd "$pkg" && swift build --build-tests </dev/null >"$pkg/build.log" 2>&1) || { echo "the unmutated package does not build (see $pkg/build.log)"; exit 2; }
      run_tests "$pkg" "$filter" >"$pkg/test.log" 2>&1 || { echo "the unmutated tests fail (see $pkg/test.log)"; exit 2; }
      echo "$stamp" > "$pkg/.ready"
    fi
    target="$pkg/$file"
    cp "$root/$file" "$target"
    if [ ! -f "$target" ] || ! mutate "$target" "$old" "$new" 2>"$pkg/mutate.log"; then
      echo "$id: anchor not found ($(cat "$pkg/mutate.log" 2>/dev/null || echo "no file $file"))"
      moved=$((moved + 1)); moveds+=("$id"); table+=("$id|anchor not found"); cp "$root/$file" "$target" 2>/dev/null
      continue
    fi
    start=$(date +%s)
    if ! (cd "$pkg" && swift build --build-tests </dev/null >"$pkg/mutant-build.log" 2>&1); then
      result="INVALID (does not compile)"; invalid=$((invalid + 1)); invalids+=("$id"); table+=("$id|invalid")
    elif run_tests "$pkg" "$filter" >"$pkg/mutant-test.log" 2>&1; then
      result="SURVIVED"; survived=$((survived + 1)); survivors+=("$id"); table+=("$id|SURVIVED")
    else
      result="killed"; killed=$((killed + 1)); table+=("$id|killed")
    fi
    cp "$root/$file" "$target"
    echo "$id: $result ($(( $(date +%s) - start )) s)  $file: ${old:0:60} -> ${new:0:60}"
  done <<< "$parsed"
done
total=$((killed + survived))
echo
printf '| %-44s | %-16s |\n' mutation outcome
printf '|%s|%s|\n' "$(printf -- '-%.0s' {1..46})" "$(printf -- '-%.0s' {1..18})"
for row in "${table[@]}"; do printf '| %-44s | %-16s |\n' "${row%%|*}" "${row#*|}"; done
echo
percent=0
[ "$total" -gt 0 ] && percent=$((100 * killed / total))
echo "killed $killed / $total ($percent %), survived $survived, invalid $invalid, anchor not found $moved"
[ ${#survivors[@]} -gt 0 ] && printf 'survived: %s\n' "${survivors[@]}"
[ ${#invalids[@]} -gt 0 ] && printf 'invalid: %s\n' "${invalids[@]}"
[ ${#moveds[@]} -gt 0 ] && printf 'anchor not found: %s\n' "${moveds[@]}"
[ "$survived" -eq 0 ] && [ "$invalid" -eq 0 ]
