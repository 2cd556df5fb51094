#!/bin/sh
# The current figures of benchmarks/README.md (issue 29), as the table's markdown rows.
#
# From the repository root, after
#   mvn -B -o package -pl rules-api,rules-impl,examples,benchmarks -DskipTests
# run
#   benchmarks/figures.sh
# It takes about 25 minutes on an idle 2-core machine (a JVM per id for the bytes, a JMH fork per
# id and mode for the time). The raw results stay in $FIGURES (default target/figures).
#
#   JMH     JMH's run options (default "-f 1 -wi 12 -w 1s -i 5 -r 1s"; on a loaded machine the
#           warm-up may end before C2 is done: raise -wi and read the jit column)
#   METRIC  the time read (default cpu.java.norm; cpu.time.norm to count the JIT's threads too)
#
# Times are dev.mazzo.bench.CpuTimeProfiler's cpu.java.norm: the CPU time per op of the benchmark
# JVM's Java threads (the benchmark's and JMH's), which leaves out the waits for a CPU on a loaded
# machine and the JIT's compiler threads, whose work in a measured iteration belongs to the warm-up;
# the table's jit column is the compile time of the unchecked and the checked fork's measured
# iterations (ms per iteration; a row is steady when both are near 0). The scores are in the CSVs.
#   HANDS   the AllocationProbe's warm-up and round, in hands (default "20000 5000")
#   IDS     the variant ids (default: every id of the catalog)
set -eu
JAR=${JAR:-benchmarks/target/benchmarks.jar}
FIGURES=${FIGURES:-target/figures}
JMH=${JMH:-"-f 1 -wi 12 -w 1s -i 5 -r 1s"}
METRIC=${METRIC:-cpu.java.norm}
HANDS=${HANDS:-"20000 5000"}
IDS=${IDS:-$(java -cp "$JAR" dev.mazzo.bench.AllocationProbe ids)}
CPU=dev.mazzo.bench.CpuTimeProfiler
mkdir -p "$FIGURES"
echo "# $(date -u '+%Y-%m-%d %H:%M') UTC, $(nproc) CPUs, load: $(cut -d' ' -f1-3 /proc/loadavg)," \
  "$(java -version 2>&1 | head -1)" >&2

# 1. Actions and bytes per hand, exact: AllocationProbe, a JVM per id, its fifth round.
: > "$FIGURES/probe.txt"
for id in $IDS; do
  # shellcheck disable=SC2086
  java -cp "$JAR" dev.mazzo.bench.AllocationProbe "$id" $HANDS | grep 'round 5' >> "$FIGURES/probe.txt"
done

# 2. Time per hand: JMH, the unchecked (applyLegal) and the checked (apply) random hand.
VARIANTS=$(echo $IDS | tr ' ' ',')
# shellcheck disable=SC2086
java -jar "$JAR" 'RandomPlayoutBenchmark' -p variant="$VARIANTS" $JMH -prof "$CPU" \
  -rf csv -rff "$FIGURES/playout.csv" > "$FIGURES/playout.log"

# 3. The floor of briscola-2p (a raw bitmask hand) and the 4-card trick with its harness loop.
# shellcheck disable=SC2086
java -jar "$JAR" 'RawLoopBenchmark' $JMH -prof "$CPU" -rf csv -rff "$FIGURES/raw.csv" > "$FIGURES/raw.log"
# shellcheck disable=SC2086
java -jar "$JAR" 'TrickResolutionBenchmark.(winnerAndPoints|baseline)' -p size=4 $JMH -prof "$CPU" \
  -rf csv -rff "$FIGURES/trick.csv" > "$FIGURES/trick.log"
echo "# $(date -u '+%H:%M') UTC, load: $(cut -d' ' -f1-3 /proc/loadavg)" >&2

# 4. The table.
awk -F, -v metric="$METRIC" '
  FILENAME ~ /probe/ {
    split($0, w, " "); id = w[1]
    match($0, /, [0-9.]+ actions\/hand/); acts[id] = substr($0, RSTART + 2, RLENGTH - 15) + 0
    match($0, /: [0-9.]+ B\/hand/); bhand[id] = substr($0, RSTART + 2, RLENGTH - 9) + 0
    order[++n] = id
    next
  }
  # The rows of the metric ("…RandomPlayoutBenchmark.checked:cpu.java.norm") and of jit.ms.
  FNR == 1 { next }
  { gsub(/["\r]/, ""); m = $1; k = m; sub(/:.*/, "", m); sub(/.*\./, "", m); sub(/^[^:]*:/, "", k) }
  FILENAME ~ /playout/ && k == "jit.ms" { jit[$8, m] = $5; next }
  k != metric { next }
  FILENAME ~ /playout/ { score[$8, m] = $5; next }
  FILENAME ~ /raw/ { raw[m] = $5; next }
  FILENAME ~ /trick/ { trick[m] = $5; next }
  END {
    s = "sueca-4p"
    sueT = score[s, "unchecked"] / acts[s]; sueB = bhand[s] / acts[s]
    print "| id | actions/hand | unchecked µs/hand | unchecked ns/action | checked µs/hand | checked ÷ unchecked | B/action | ns/action ÷ sueca-4p | B/action ÷ sueca-4p | jit ms (u / c) |"
    print "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
    for (i = 1; i <= n; i++) {
      id = order[i]; u = score[id, "unchecked"]; c = score[id, "checked"]
      t = u / acts[id]; b = bhand[id] / acts[id]
      printf "| %s | %.2f | %.2f | %.0f | %.2f | %.2f | %.0f | %.2f | %.2f | %.0f / %.0f |\n", \
        id, acts[id], u / 1000, t, c / 1000, c / u, b, t / sueT, b / sueB, \
        jit[id, "unchecked"], jit[id, "checked"]
    }
    printf "\nbriscola-2p unchecked hand %.2f µs, raw bitmask hand %.2f µs: %.2f×\n", \
      score["briscola-2p", "unchecked"] / 1000, raw["hand"] / 1000, score["briscola-2p", "unchecked"] / raw["hand"]
    printf "immutable floor (raw hand, a new position per play) %.2f µs: %.2f× the raw hand\n", \
      raw["immutableHand"] / 1000, raw["immutableHand"] / raw["hand"]
    printf "4-card trick: winnerAndPoints %.2f ns, harness loop (baseline) %.2f ns, net %.2f ns\n", \
      trick["winnerAndPoints"], trick["baseline"], trick["winnerAndPoints"] - trick["baseline"]
  }' "$FIGURES/probe.txt" "$FIGURES/playout.csv" "$FIGURES/raw.csv" "$FIGURES/trick.csv"
