#!/usr/bin/env bash
# Fuzz one target for a while: Fuzz/run.sh scxml|snapshot|events SECONDS
# Builds the target with libFuzzer and AddressSanitizer, runs it from a copy of its seed corpus,
# and exits non-zero if it finds a crash, a leak or a timeout (the input lands in
# Fuzz/.build/artifacts/).
set -euo pipefail
cd "$(dirname "$0")"
target=${1:?usage: Fuzz/run.sh scxml|snapshot|events SECONDS}
seconds=${2:?usage: Fuzz/run.sh scxml|snapshot|events SECONDS}
case "$target" in scxml|snapshot|events) ;; *) echo "unknown target $target: scxml, snapshot or events" >&2; exit 2 ;; esac

# ld.gold warns ~140 times about exporting local ASan symbols: harmless noise.
swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld --product "fuzz-$target" 2>&1 \
  | { grep -v -E "ld.gold: warning: Cannot export local symbol|^\[|Compiling|Building|Write|Emitting" || true; }
binary=$(swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld --product "fuzz-$target" --show-bin-path)/fuzz-$target

corpus=.build/corpus/$target
mkdir -p "$corpus" .build/artifacts
cp -n Corpus/"$target"/* "$corpus"/ 2>/dev/null || true
# Swift's own crash handler would add a bogus report on top of ASan's.
SWIFT_BACKTRACE=enable=no LSAN_OPTIONS="suppressions=$PWD/lsan.supp" "$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
  -artifact_prefix=.build/artifacts/ -print_final_stats=1 "$corpus" 2>&1 | tail -n 25
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then echo "fuzz-$target found a problem (exit $status)" >&2; fi
exit "$status"
