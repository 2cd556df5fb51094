#!/bin/bash
# Compares benchmark jars by interleaved single forks: one fork of each jar per round, so that
# this VM's slow minutes fall on every jar alike (benchmarks/README.md, "Session 10").
#
#   benchmarks/interleave.sh VARIANT ROUNDS WARMUP_SECONDS JAR...
#
# e.g. benchmarks/interleave.sh tombolon-rovigo-2p 6 20 before.jar after.jar
# Prints one line per fork (jar, round, ns/op of RandomPlayoutBenchmark.checked), then the median
# of each jar's fork means.
set -euo pipefail
variant=$1 rounds=$2 warmup=$3
shift 3
out=$(mktemp)
for r in $(seq 1 "$rounds"); do
  for jar in "$@"; do
    score=$(java -jar "$jar" "RandomPlayoutBenchmark.checked" -p variant="$variant" -f 1 \
      -wi "$warmup" -w 1s -i 3 -r 1s -foe true 2>&1 |
      awk '/^RandomPlayoutBenchmark.checked/ {print $(NF-3)}' | tail -1)
    echo "$jar $r $score" | tee -a "$out"
  done
done
for jar in "$@"; do
  awk -v j="$jar" '$1 == j {print $3}' "$out" | sort -n |
    awk -v j="$jar" '{a[NR] = $1} END {m = NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2; print "median", j, m}'
done
rm -f "$out"
