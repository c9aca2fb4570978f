#!/usr/bin/env bash
# Each file in Misuse/ misuses Apple's API as declared by the shim and must fail to compile with
# the error its first line names; Control.swift, in the same setup, must compile. Run after
# `swift build` in this folder (it reads the built modules).
set -euo pipefail
cd "$(dirname "$0")"
modules="$(swift build --show-bin-path)/Modules"
[ -d "$modules" ] || modules="$(swift build --show-bin-path)"
typecheck() { swiftc -typecheck -parse-as-library -swift-version 6 -I "$modules" "$1" 2>&1; }

if ! output=$(typecheck Misuse/Control.swift); then
  echo "error: Misuse/Control.swift should compile against the shim:" >&2
  echo "$output" >&2
  exit 1
fi
status=0
for file in Misuse/*.swift; do
  [ "$file" = Misuse/Control.swift ] && continue
  expected=$(head -1 "$file" | sed 's|^// expected: ||')
  if output=$(typecheck "$file"); then
    echo "error: $file compiled, but it misuses the API ($expected)" >&2
    status=1
  elif ! grep -qF -- "$expected" <<<"$output"; then
    echo "error: $file failed to compile, but not with \"$expected\":" >&2
    echo "$output" >&2
    status=1
  else
    echo "ok: $file fails to compile: $expected"
  fi
done
exit $status
