#!/usr/bin/env bash
# Apps name their own types Step, State, Event… and a test target imports the app next to
# StateKit's products: a public top-level name of ours that an app commonly has makes every use of
# the app's type there ambiguous ("'Step' is ambiguous for type lookup"). This builds a throwaway
# package (module App declaring those names, module AppChecks importing App and our products and
# using each name unqualified, as a type and in an expression) and fails on any clash not listed
# below as known.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)

names=(Step State Property Event Mode Screen Action Transition Machine)
# name:reason — clashes we keep for now (each one is a debt: fix it by renaming ours).
known=(
  "Property:StateKitTesting's Property<Subject> (property-based tests) is used across the tests, docs and samples; renaming it is its own change"
)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/App" "$work/Sources/AppChecks"
cat > "$work/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "NameClashes",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(name: "StateKit", path: "$repo")],
  targets: [
    .target(name: "App"),
    .target(
      name: "AppChecks",
      dependencies: [
        "App",
        .product(name: "StateKit", package: "StateKit"),
        .product(name: "StateKitUI", package: "StateKit"),
        .product(name: "StateKitTesting", package: "StateKit"),
        .product(name: "StateKitControls", package: "StateKit"),
      ]),
  ]
)
MANIFEST
{
  for name in "${names[@]}"; do
    echo "public enum $name: Hashable, Sendable { case first }"
  done
} > "$work/Sources/App/App.swift"
{
  echo "import App"
  echo "import StateKit"
  echo "import StateKitControls"
  echo "import StateKitTesting"
  echo "import StateKitUI"
  for name in "${names[@]}"; do
    echo "public func uses$name(_ value: $name) -> $name { value == $name.first ? value : .first }"
  done
} > "$work/Sources/AppChecks/AppChecks.swift"

# A build folder that outlives the throwaway package, so that our modules build once.
log="$work/build.log"
if swift build --package-path "$work" --scratch-path "$repo/.build/name-clashes" >"$log" 2>&1; then
  clashes=()
else
  mapfile -t clashes < <(grep -oE "'[A-Za-z]+' is ambiguous" "$log" | cut -d"'" -f2 | sort -u)
  if [ ${#clashes[@]} -eq 0 ]; then
    cat "$log" >&2
    echo "error: the name-clash package failed to build for another reason (above)" >&2
    exit 1
  fi
fi

status=0
for name in "${clashes[@]}"; do
  reason=""
  for entry in "${known[@]}"; do
    [ "${entry%%:*}" = "$name" ] && reason=${entry#*:}
  done
  if [ -n "$reason" ]; then
    echo "known clash: $name ($reason)"
  else
    echo "error: an app's own type '$name' is ambiguous next to StateKit's products:" >&2
    grep -E "^/.*: error: '$name' is ambiguous" "$log" | sort -u >&2 || true
    # The candidates that declare this name (the notes of every clash look alike), ours and the app's.
    grep -E "^/.*: note: found this candidate" "$log" | sort -u | while IFS=: read -r file line _; do
      if sed -n "${line}p" "$file" | grep -qw "$name"; then echo "$file:$line: declares $name" >&2; fi
    done
    status=1
  fi
done
# A known clash that is gone: take it off the list, so that it cannot come back unnoticed.
for entry in "${known[@]}"; do
  name=${entry%%:*}
  if ! printf '%s\n' "${clashes[@]}" | grep -qx "$name"; then
    echo "error: '$name' no longer clashes: remove it from the known clashes in $0" >&2
    status=1
  fi
done
[ $status -eq 0 ] && echo "no name clashes besides the known ones (${names[*]})"
exit $status
