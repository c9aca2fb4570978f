#!/usr/bin/env bash
# Between modules (see the README's "How the code is organised"): each module of Sources/ may
# import only the StateKit modules listed here, as Package.swift declares its dependencies. The UI
# layer knows no headless control: StateKitControls depends on StateKitUI, never the reverse.
set -euo pipefail
cd "$(dirname "$0")/../Sources"

# module: the StateKit modules it may import.
rules=(
  "StateKit:"
  "StateKitUI:StateKit"
  "StateKitControls:StateKit StateKitUI"
  "StateKitTesting:StateKit"
  "StateKitSCXML:StateKit"
  "StateKitECMAScript:StateKit StateKitSCXML"
  "StateKitInspection:StateKit"
  "StateKitMacros:StateKit"
  "StateKitMacrosPlugin:"
  "StateKitShowcase:StateKit StateKitUI StateKitControls StateKitTesting StateKitInspection"
  "showcase:StateKitShowcase StateKitInspection"
)

shopt -s globstar nullglob
failed=0
for rule in "${rules[@]}"; do
  module=${rule%%:*}
  allowed=" ${rule#*:} "
  for file in "$module"/**/*.swift; do
    # `import X`, `@testable import X`, `@_spi(…) import X`, indented inside `#if` or not.
    while IFS=: read -r line imported; do
      [[ "$allowed" == *" $imported "* ]] && continue
      echo "error: Sources/$file:$line imports $imported, which $module may not use" >&2
      failed=1
    done < <(grep -noE '^\s*(@[A-Za-z_]+(\([^)]*\))? +)*import +StateKit[A-Za-z]*\b' "$file" \
      | sed -E 's/^([0-9]+):.*import +/\1:/' || true)
  done
done
exit $failed
