package dev.mazzo.bench;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
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
 *
 * <p>{@code cpu.time.norm} counts the JIT's compiler threads too: a benchmark whose code C2 is
 * still compiling in a measured iteration (a large benchmark after a short warm-up, or any under
 * load) pays for the compiles on top of its operations. So the profiler also gives {@code
 * cpu.java.norm}, the CPU time of the JVM's Java threads alone per operation (the benchmark's
 * thread and JMH's; the JIT's and the collector's threads are not Java threads the JVM lists), and
 * {@code jit.ms}, the JIT's compilation time in the iteration: when {@code jit.ms} is not near 0,
 * the iteration was still warming up and {@code cpu.java.norm} is the fairer figure.
 */
public final class CpuTimeProfiler implements InternalProfiler {

  private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
  private final CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
  private long cpuBefore;
  private long javaBefore;
  private long jitBefore;
  private long wallBefore;

  /** Creates the profiler; JMH calls it. */
  public CpuTimeProfiler() {}

  /** What the profiler reports. */
  @Override
  public String getDescription() {
    return "Process CPU time per operation and CPU share, for benchmarks on a busy machine";
  }

  /** Notes the process CPU time, the Java threads' CPU time, the JIT's and the wall clock. */
  @Override
  public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
    wallBefore = System.nanoTime();
    cpuBefore = processCpuNanos();
    javaBefore = javaThreadsCpuNanos();
    jitBefore = jitMillis();
  }

  /** The CPU times per operation, the CPU share and the JIT's time of the iteration that ended. */
  @Override
  public Collection<? extends Result> afterIteration(
      BenchmarkParams benchmarkParams, IterationParams iterationParams, IterationResult result) {
    long cpu = processCpuNanos() - cpuBefore;
    long java = javaThreadsCpuNanos() - javaBefore;
    long wall = System.nanoTime() - wallBefore;
    long ops = result.getMetadata().getAllOps();
    double perOp = ops == 0 ? Double.NaN : (double) cpu / ops;
    double javaPerOp = ops == 0 ? Double.NaN : (double) java / ops;
    double share = wall == 0 ? Double.NaN : (double) cpu / wall;
    return List.of(
        new ScalarResult("cpu.time.norm", perOp, "ns/op", AggregationPolicy.AVG),
        new ScalarResult("cpu.java.norm", javaPerOp, "ns/op", AggregationPolicy.AVG),
        new ScalarResult("cpu.share", share, "CPUs", AggregationPolicy.AVG),
        new ScalarResult("jit.ms", jitMillis() - jitBefore, "ms", AggregationPolicy.AVG));
  }

  private static long processCpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }

  /** The CPU time of the live Java threads (a thread that ended since is left out: JMH's stay). */
  private long javaThreadsCpuNanos() {
    long sum = 0;
    for (long id : threads.getAllThreadIds()) {
      long t = threads.getThreadCpuTime(id);
      if (t > 0) {
        sum += t;
      }
    }
    return sum;
  }

  private long jitMillis() {
    return jit != null && jit.isCompilationTimeMonitoringSupported()
        ? jit.getTotalCompilationTime()
        : 0;
  }
}
