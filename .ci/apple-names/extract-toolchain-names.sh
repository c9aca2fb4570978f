#!/usr/bin/env bash
# Writes Foundation.txt and Observation.txt: the public top-level names of the toolchain's
# Foundation (with FoundationEssentials and FoundationInternationalization, which it re-exports)
# and Observation, read off their modules with swift-symbolgraph-extract. Run it again after a
# toolchain update; .ci/check_apple_names.py reads the lists.
set -euo pipefail
cd "$(dirname "$0")"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
target=$(swiftc -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
version=$(swift --version 2>&1 | head -1)
extract() {  # extract OUTPUT MODULE...
  local output=$1
  shift
  for module in "$@"; do
    swift-symbolgraph-extract -module-name "$module" -target "$target" -output-dir "$scratch" \
      -minimum-access-level public >/dev/null
  done
  {
    echo "# The public top-level names of $*, read off the modules of this toolchain"
    echo "# ($version, $target) by extract-toolchain-names.sh."
    echo "# One 'kind name' a line:"
    echo "# kind is 'type' (struct, class, enum, protocol, typealias, actor), 'macro' or 'value'"
    echo "# (func, var, let)."
    python3 - "$scratch" "$@" <<'PY'
import json, sys
kinds = {"swift.struct": "type", "swift.class": "type", "swift.enum": "type", "swift.protocol": "type",
         "swift.typealias": "type", "swift.actor": "type", "swift.macro": "macro", "swift.func": "value",
         "swift.var": "value", "swift.let": "value"}
names = set()
for module in sys.argv[2:]:
    graph = json.load(open(f"{sys.argv[1]}/{module}.symbols.json"))
    for symbol in graph["symbols"]:
        kind = kinds.get(symbol["kind"]["identifier"])
        if kind and len(symbol["pathComponents"]) == 1 and symbol["accessLevel"] in ("public", "open"):
            names.add((kind, symbol["pathComponents"][0].split("(")[0]))
for kind, name in sorted(names, key=lambda n: (n[1], n[0])):
    print(kind, name)
PY
  } >"$output"
}
extract Foundation.txt Foundation FoundationEssentials FoundationInternationalization
extract Observation.txt Observation
