#!/usr/bin/env bash
# Writes Documentation/SupportedAPI.md, the list of every public type and member of the library modules,
# generated from their symbol graphs (`swift package dump-symbol-graph`), and which of the UIKit types users
# ask for (Scripts/uikit-watchlist.txt) exist. With --check, fails when the committed list differs.
#
#     Scripts/supported-api.sh            # regenerate after adding or removing public API
#     Scripts/supported-api.sh --check    # CI
#
# The library modules are those with a DocC catalog (Sources/<Module>/<Module>.docc). The output is sorted,
# so it depends only on the public API: two branches that both add API merge by re-running the script.
set -euo pipefail
cd "$(dirname "$0")/.."

target=Documentation/SupportedAPI.md
graphs="$(Scripts/symbol-graphs.sh)"
modules=()
for catalog in Sources/*/*.docc; do
    module="$(basename "$catalog" .docc)"
    [ "$catalog" = "Sources/$module/$module.docc" ] && modules+=("$module")
done

generated="$(mktemp)"
trap 'rm -f "$generated"' EXIT
python3 - "$graphs" Scripts/uikit-watchlist.txt "${modules[@]}" > "$generated" <<'PYTHON'
import glob, json, os, sys

graphs, watchlist_path, modules = sys.argv[1], sys.argv[2], sys.argv[3:]
KINDS = {
    "swift.class": "class", "swift.struct": "struct", "swift.enum": "enum", "swift.protocol": "protocol",
    "swift.typealias": "typealias", "swift.actor": "actor", "swift.macro": "macro",
}
STATIC = {"swift.type.property", "swift.type.method", "swift.type.subscript"}

def load(path):
    with open(path) as f:
        return json.load(f)["symbols"]

def public(symbol):
    return symbol.get("accessLevel") in ("public", "open") and "::SYNTHESIZED::" not in symbol["identifier"]["precise"]

def member_name(symbol):
    path = symbol["pathComponents"][1:]
    name = ".".join(path)
    if symbol["kind"]["identifier"] in STATIC:
        name = "static " + name
    return name

out = ["# Supported API", "",
       "Every public type and member of the library modules, generated from their symbol graphs by",
       "`Scripts/supported-api.sh` (do not edit by hand: re-run the script; CI fails when this file is stale).",
       "Types are listed with their members (nested types' members as `Nested.member`); extensions of",
       "another module's types are listed under the module that declares them.", ""]
all_types = set()
sections = []
for module in modules:
    own = [s for s in load(os.path.join(graphs, f"{module}.symbols.json")) if public(s)]
    types, members, functions = {}, {}, set()
    for s in own:
        path, kind = s["pathComponents"], s["kind"]["identifier"]
        if len(path) == 1 and kind in KINDS:
            types[path[0]] = KINDS[kind]
        elif len(path) == 1:
            functions.add(("operator " if kind == "swift.func.op" else "") + path[0])
        else:
            members.setdefault(path[0], set()).add(member_name(s))
    extended = {}
    for path in sorted(glob.glob(os.path.join(graphs, f"{module}@*.symbols.json"))):
        other = os.path.basename(path)[len(module) + 1:-len(".symbols.json")]
        for s in load(path):
            if public(s) and len(s["pathComponents"]) > 1:
                extended.setdefault(f"{s['pathComponents'][0]} (extension of {other})", set()).add(member_name(s))
    all_types.update(types)
    lines = [f"## {module}", ""]
    if functions:
        lines += ["### Global functions and operators", "", ", ".join(f"`{f}`" for f in sorted(functions)), ""]
    names = sorted(set(types) | set(members), key=lambda m: (m.lower(), m))
    for name in names:
        kind = types.get(name, "extension")
        lines.append(f"### {name} ({kind})")
        lines.append("")
        if members.get(name):
            lines.append(", ".join(f"`{m}`" for m in sorted(members[name], key=lambda m: (m.lower(), m))))
            lines.append("")
    for name in sorted(extended, key=lambda m: (m.lower(), m)):
        lines += [f"### {name}", "", ", ".join(f"`{m}`" for m in sorted(extended[name], key=lambda m: (m.lower(), m))), ""]
    sections.append(lines)

watch = []
with open(watchlist_path) as f:
    for line in f:
        line = line.strip()
        if line and not line.startswith("#"):
            name, _, instead = (part.strip() for part in line.partition("|"))
            watch.append((name, instead))
present = [name for name, _ in watch if name in all_types]
absent = [(name, instead) for name, instead in watch if name not in all_types]
out += ["## UIKit types users ask for", ""]
out += ["Supported: " + (", ".join(f"`{n}`" for n in present) if present else "none of them yet") + ".", ""]
if absent:
    out += ["Not supported, and what to use instead:", ""]
    out += [f"- `{name}`: {instead}." for name, instead in absent]
    out.append("")
for lines in sections:
    out += lines
print("\n".join(out).rstrip("\n"))
PYTHON

if [ "${1:-}" = "--check" ]; then
    if ! cmp -s "$generated" "$target"; then
        echo "$target is stale: the public API changed. Regenerate it with Scripts/supported-api.sh"
        diff -u "$target" "$generated" | head -40 || true
        exit 1
    fi
    echo "$target matches the public API"
else
    cp "$generated" "$target"
    echo "wrote $target"
fi
