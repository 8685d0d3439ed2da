#!/usr/bin/env bash
# Builds a throwaway package whose Package.swift is the README's install snippet, verbatim, depending on this
# checkout by path, and whose only source file is Examples/SharedLayout/ProfileHeader.swift, the layout file
# the article "Sharing layout code with iOS" shows. Fails when the snippet does not work, when README.md and
# README_ko.md show different snippets, when the READMEs do not state the manifest's swift-tools-version as
# the minimum Swift version, when the article's example is not the file, or when the file does not compile.
#
#     Scripts/check-install.sh
#
# The README marks its snippet with an `<!-- install-snippet -->` line just before the ```swift block; the
# snippet is the `dependencies:` and `targets:` arguments of a `Package(...)`.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"

# The first ```swift block after the line that contains `marker` in `file`.
block_after() {
    local file="$1" marker="$2"
    awk -v marker="$marker" '
        index($0, marker) { armed = 1; next }
        armed && /^```swift/ { inside = 1; next }
        inside && /^```/ { exit }
        inside { print }
    ' "$file"
}

snippet="$(block_after README.md '<!-- install-snippet -->')"
if [ -z "$snippet" ]; then
    echo "README.md has no \`<!-- install-snippet -->\` followed by a swift block"
    exit 1
fi
if [ "$snippet" != "$(block_after README_ko.md '<!-- install-snippet -->')" ]; then
    echo "README_ko.md's install snippet differs from README.md's"
    exit 1
fi
# The minimum Swift version the READMEs state is the manifest's swift-tools-version.
tools_version="$(head -n 1 Package.swift | sed -n -e 's|^// swift-tools-version: *\([0-9.]*\).*|\1|p')"
if ! grep -q "Swift $tools_version or later" README.md || ! grep -q "Swift $tools_version 이상" README_ko.md; then
    echo "README.md and README_ko.md must state the minimum Swift version, $tools_version (Package.swift's swift-tools-version)"
    exit 1
fi

article=Sources/SwiftLayout/SwiftLayout.docc/SharingLayoutCodeWithIOS.md
example=Examples/SharedLayout/ProfileHeader.swift
if [ "$(block_after "$article" '<!-- shared-layout-example -->')" != "$(cat "$example")" ]; then
    echo "$article does not show $example verbatim (after its <!-- shared-layout-example --> line)"
    exit 1
fi

# The dependency is found by the folder name the snippet uses (../SwiftLayout), whatever this checkout's
# folder is called: a copy of the package's manifest and sources under that name.
work=.build-install
rm -rf "$work/SwiftLayout"   # copied with their times kept, so that a second run rebuilds nothing
mkdir -p "$work/SwiftLayout" "$work/App/Sources"
cp -p Package.swift "$work/SwiftLayout/"
cp -Rp Sources "$work/SwiftLayout/"
[ -d Tests ] && cp -Rp Tests "$work/SwiftLayout/"
[ -d Benchmarks ] && cp -Rp Benchmarks "$work/SwiftLayout/"
tools="$(head -n 1 Package.swift)"
{
    echo "$tools"
    echo "import PackageDescription"
    echo
    echo "let package = Package("
    echo "    name: \"App\","
    echo "$snippet"
    echo ")"
} > "$work/App/Package.swift"
target="$(grep -oE '\.target\(name: "[^"]+"' "$work/App/Package.swift" | head -n 1 | sed -e 's/.*"\(.*\)"/\1/')"
if [ -z "$target" ]; then
    echo "the install snippet declares no .target(name: …)"
    exit 1
fi
rm -rf "$work/App/Sources" && mkdir -p "$work/App/Sources/$target"
cp -p "$example" "$work/App/Sources/$target/"
cd "$work/App"
if ! swift build > ../build.log 2>&1; then
    echo "the package made from README.md's install snippet does not build:"
    cat Package.swift
    tail -n 40 ../build.log
    exit 1
fi
if grep -q "warning:" ../build.log; then
    echo "the package made from README.md's install snippet builds with warnings:"
    grep "warning:" ../build.log
    exit 1
fi
echo "README.md's install snippet builds $example against this checkout"
