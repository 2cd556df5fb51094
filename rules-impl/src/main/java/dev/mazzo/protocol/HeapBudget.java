package dev.mazzo.protocol;

import io.vavr.control.Option;

/**
 * The sentences of {@link Referee#refusal(int, long)} and {@link Referee#refusal(int, int, long)}:
 * a line limit or a cap on open matches that the heap cannot hold, and what would do instead.
 */
final class HeapBudget {

  private HeapBudget() {}

  /** As {@link Referee#refusal(int, long)}. */
  static Option<String> lineRefusal(int maxLineBytes, long heap) {
    if (maxLineBytes < 1) {
      return Option.some("The line limit must be at least 1 byte, not " + maxLineBytes);
    }
    if (Referee.memoryFor(maxLineBytes) <= heap) {
      return Option.none();
    }
    int largest = Referee.largestLineFor(heap);
    return Option.some(
        "A line limit of "
            + maxLineBytes
            + " bytes needs "
            + needed(Referee.memoryFor(maxLineBytes))
            + " of memory, but Java may use only "
            + available(heap)
            + (largest > 0 ? ": give a limit of at most " + largest + " bytes, or" : ":")
            + " give Java more memory (such as -Xmx"
            + (Referee.memoryFor(maxLineBytes) + (1L << 20) - 1 >> 20)
            + "m)");
  }

  /** The sentence for a cap of more matches than {@link Referee#matchesFor} allows. */
  static String matchRefusal(int maxLineBytes, int maxMatches, long heap) {
    long needed = Referee.memoryFor(maxLineBytes, maxMatches);
    return maxMatches
        + " open matches need "
        + needed(needed)
        + " of memory with lines of "
        + maxLineBytes
        + " bytes (128 KiB a match), but Java may use only "
        + available(heap)
        + ": hold at most "
        + Referee.matchesFor(heap, maxLineBytes)
        + " matches, or give Java more memory (such as -Xmx"
        + (needed + (1L << 20) - 1 >> 20)
        + "m)";
  }

  /**
   * Memory needed, in whole MiB rounded up: more than the heap then always reads as more than
   * {@link #available} (a need of 64.1 MiB in a heap of 64 MiB is "65 MiB", never "64 MiB").
   */
  private static String needed(long bytes) {
    return (bytes + MIB - 1) / MIB + " MiB";
  }

  /** The heap, in whole MiB rounded down. */
  private static String available(long heap) {
    return heap / MIB + " MiB";
  }

  private static final long MIB = 1L << 20;
}
