#!/usr/bin/env bash
# Instructions per event for each scenario, StateKit against its hand-written baseline, counted
# by valgrind's callgrind (exact and repeatable, unlike timings on a shared machine).
#
# Each implementation runs twice, with N1 and N2 events; (I(N2) - I(N1)) / (N2 - N1) is the cost
# of one event, with process start-up and set-up cancelled out.
#
#   Benchmarks/callgrind.sh            every scenario
#   Benchmarks/callgrind.sh toggle     one scenario
#   (with no scenario named, start-up too: compiling and reading a chart, making an ECMAScript
#   machine and the same counter with Swift closures, their snapshots with restore)
set -euo pipefail
cd "$(dirname "$0")"

command -v valgrind >/dev/null || { echo "valgrind is needed: apt-get install -y valgrind" >&2; exit 1; }
swift build -c release --product scenario-runner >/dev/null
runner=.build/release/scenario-runner
# A fixed hash seed: with a random one per process, dictionaries probe differently from run to
# run and the figures of hashing scenarios (payload-event) move by several instructions.
export SWIFT_DETERMINISTIC_HASHING=1
n1=1000
n2=11000
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

instructions() { # scenario implementation count
  valgrind --tool=callgrind --callgrind-out-file="$work/out" "$runner" "$1" "$2" "$3" >/dev/null 2>"$work/log"
  grep -E '^(summary|totals):' "$work/out" | head -1 | awk '{print $2}'
}

per_event() { # scenario implementation
  local a b
  a=$(instructions "$1" "$2" "$n1")
  b=$(instructions "$1" "$2" "$n2")
  awk -v a="$a" -v b="$b" -v d=$((n2 - n1)) 'BEGIN { printf "%.1f", (b - a) / d }'
}

scenarios=("$@")
[ ${#scenarios[@]} -gt 0 ] || scenarios=(toggle toggle-observed toggle-kept flat-ring flat-ring-observed flat-ring-kept
  deep deep-10x parallel parallel-10x guarded-counter seed-000 payload-event payload-event-macro child-send
  ecmascript-counter)
for scenario in "${scenarios[@]}"; do
  s=$(per_event "$scenario" statekit)
  b=$(per_event "$scenario" baseline)
  i=$(per_event "$scenario" inlined)
  r=$(awk -v s="$s" -v b="$b" 'BEGIN { printf "%.1f", s / b }')
  ri=$(awk -v s="$s" -v i="$i" 'BEGIN { printf "%.1f", s / i }')
  echo "scenario=$scenario statekit=$s baseline=$b ratio=$r inlined=$i ratio-inlined=$ri"
done
if [ $# -eq 0 ]; then
  n1=2; n2=12
  echo "scenario=startup-compile statekit=$(per_event startup-compile statekit) (instructions per 200-state chart)"
  echo "scenario=startup-read statekit=$(per_event startup-read statekit) (instructions per 200-state SCXML document)"
  for work in ecmascript-machine swift-counter-machine ecmascript-snapshot ecmascript-snapshot-restore \
    swift-counter-snapshot-restore; do
    echo "scenario=$work statekit=$(per_event $work statekit) (instructions per machine made, or per snapshot)"
  done
fi
