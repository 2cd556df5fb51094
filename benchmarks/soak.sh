#!/bin/sh
# Soak of the referee (issue 27; not run in CI): 10^7 request lines (or $1) of legal random
# briscola-2p play across 1,000 open matches, streamed into one `mazzo referee` process; prints the
# referee's heap after a full collection after the first 10^6 lines and at the end. A match that
# ends is opened again, so the load stays at 1,000 open matches. Stops by itself (at the latest
# after an hour). Build first, from the repository root:
#   mvn -B -o package -pl rules-api,rules-impl,examples,benchmarks -DskipTests
set -eu
cd "$(dirname "$0")/.."
exec timeout 3600 java -cp benchmarks/target/benchmarks.jar dev.mazzo.bench.RefereeLoad \
  soak examples/target/mazzo.jar "${1:-10000000}"
