#!/usr/bin/env bash
# How long Swift takes to type-check a chart literal written with the DSL.
#   Benchmarks/typecheck.sh 100 300           # one literal of 100 states, then one of 300
#   PARTS=10 Benchmarks/typecheck.sh 300      # the same states in @ChartBuilder functions of 10
# Each state has three transitions: a plain one, one with an action (`$0.count += 1`) and one
# with a guard (`$0.count > n`). Prints the CPU seconds (user) of `swiftc -typecheck` against the
# package's debug module (built first); wall time is meaningless on a shared machine.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --target StateKit >/dev/null
modules=$(swift build --show-bin-path)/Modules
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

state() {  # state INDEX COUNT
  local i=$1 n=$2
  echo "    State(\"s$i\") {"
  echo "      On(\"next\", to: \"s$(((i + 1) % n))\")"
  echo "      On(\"back\", to: \"s$(((i + n - 1) % n))\") { \$0.count += 1 }"
  echo "      On(\"reset\", to: \"s0\", when: { \$0.count > $i })"
  echo "    }"
}

generate() {  # generate COUNT PARTS
  local n=$1 parts=$2
  echo "import StateKit"
  echo "final class Model { var count = 0 }"
  if [ "$parts" -gt 0 ]; then
    local part=0
    for ((start = 0; start < n; start += parts)); do
      echo "@MainActor @ChartBuilder<String, String, Model> func part$part() -> ChartElement<String, String, Model> {"
      for ((i = start; i < start + parts && i < n; i++)); do state "$i" "$n"; done
      echo "}"
      part=$((part + 1))
    done
  fi
  echo "@MainActor func makeChart() throws -> Chart<String, String, Model> {"
  echo "  try Chart<String, String, Model>(initial: \"s0\") {"
  if [ "$parts" -gt 0 ]; then
    for ((p = 0; p < (n + parts - 1) / parts; p++)); do echo "    part$p()"; done
  else
    for ((i = 0; i < n; i++)); do state "$i" "$n"; done
  fi
  echo "  }"
  echo "}"
}

counts=("$@")
if [ ${#counts[@]} -eq 0 ]; then counts=(100 300); fi
for count in "${counts[@]}"; do
  file=$scratch/chart$count.swift
  generate "$count" "${PARTS:-0}" >"$file"
  seconds=$( { TIMEFORMAT=%U; time swiftc -typecheck -swift-version 6 -I "$modules" "$file" >/dev/null; } 2>&1)
  echo "states=$count parts=${PARTS:-none} typecheck_user_seconds=$seconds"
done
