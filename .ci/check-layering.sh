#!/usr/bin/env bash
# The folders of Sources/StateKit follow the data flow (see the README's "How the code is
# organised"): a folder may use the folders before it, never those after. This fails when a file
# names a type declared at the top level of a folder it may not use. Comments are left out, so
# that documentation may point anywhere.
set -euo pipefail
cd "$(dirname "$0")/../Sources/StateKit"

# folder: the folders it may use (besides itself).
rules=(
  "Support:"
  "Definition:Support"
  "Compilation:Support Definition"
  "Engine:Support Definition Compilation"
  "Runtime:Support Definition Compilation Engine"
  "Introspection:Support Definition Compilation"
)

# The types (and type aliases) a folder declares at the top level of its files.
declared() {
  grep -hoE '^((public|package|internal|fileprivate|private|final|indirect|@usableFromInline|@frozen|@dynamicMemberLookup|@propertyWrapper|@resultBuilder|@MainActor) +)*(struct|enum|class|actor|protocol|typealias) +[A-Za-z_][A-Za-z0-9_]*' \
    "$1"/*.swift "$1"/**/*.swift 2>/dev/null | awk '{ print $NF }' | sort -u
}

shopt -s globstar nullglob
exceptions=$(grep -vE '^(#|$)' ../../.ci/layering-exceptions || true)
folders=$(for rule in "${rules[@]}"; do echo "${rule%%:*}"; done)
failed=0
for rule in "${rules[@]}"; do
  folder=${rule%%:*}
  allowed=" $folder ${rule#*:} "
  for other in $folders; do
    [[ "$allowed" == *" $other "* ]] && continue
    names=$(declared "$other")
    [ -n "$names" ] || continue
    pattern="\\b($(echo "$names" | paste -sd'|'))\\b"
    for file in "$folder"/**/*.swift; do
      # Code only: line comments (documentation included) are dropped before the search.
      hits=$(sed -E 's://.*$::' "$file" | grep -noE "$pattern" || true)
      [ -z "$hits" ] && continue
      while IFS=: read -r line name; do
        grep -qxF "$file $name" <<<"$exceptions" && continue
        echo "error: Sources/StateKit/$file:$line names $name, declared in $other/, which $folder/ may not use" >&2
        failed=1
      done <<<"$hits"
    done
  done
done
# Between modules: which StateKit modules each module may import.
../../.ci/check-module-imports.sh || failed=1
exit $failed
