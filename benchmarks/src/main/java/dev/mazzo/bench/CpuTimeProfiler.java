package dev.mazzo.bench;

import java.lang.management.ManagementFactory;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * A JMH profiler for a shared machine ({@code -prof dev.mazzo.bench.CpuTimeProfiler}): the CPU time
 * the benchmark's JVM actually got, per operation ({@code cpu.time.norm}, every thread counted: the
 * benchmark thread, GC and JIT), and the share of one CPU it got over the iteration ({@code
 * cpu.share}). When other processes compete for the CPUs, the wall-clock score grows with the time
 * the benchmark waited for a CPU, while {@code cpu.time.norm} stays close to what an operation
 * costs on an idle machine.
 */
public final class CpuTimeProfiler implements InternalProfiler {

  private long cpuBefore;
  private long wallBefore;

  /** Creates the profiler; JMH calls it. */
  public CpuTimeProfiler() {}

  /** What the profiler reports. */
  @Override
  public String getDescription() {
    return "Process CPU time per operation and CPU share, for benchmarks on a busy machine";
  }

  /** Notes the process CPU time and the wall clock before an iteration. */
  @Override
  public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
    wallBefore = System.nanoTime();
    cpuBefore = processCpuNanos();
  }

  /** The CPU time per operation and the CPU share of the iteration that just ended. */
  @Override
  public Collection<? extends Result> afterIteration(
      BenchmarkParams benchmarkParams, IterationParams iterationParams, IterationResult result) {
    long cpu = processCpuNanos() - cpuBefore;
    long wall = System.nanoTime() - wallBefore;
    long ops = result.getMetadata().getAllOps();
    double perOp = ops == 0 ? Double.NaN : (double) cpu / ops;
    double share = wall == 0 ? Double.NaN : (double) cpu / wall;
    return List.of(
        new ScalarResult("cpu.time.norm", perOp, "ns/op", AggregationPolicy.AVG),
        new ScalarResult("cpu.share", share, "CPUs", AggregationPolicy.AVG));
  }

  private static long processCpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }
}
