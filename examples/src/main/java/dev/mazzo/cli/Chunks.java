package dev.mazzo.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Work of {@code mazzo simulate} spread over threads in chunks, and gathered in the chunks' order:
 * a result that does not depend on the number of threads, as long as each item draws its own
 * randomness from a seed fixed beforehand.
 */
final class Chunks {

  private Chunks() {}

  /** The work of items {@code from} (inclusive) to {@code to} (exclusive). */
  interface Part<T> {
    T run(int from, int to);
  }

  /** Takes a chunk's result, in order, with the number of items done so far. */
  interface Gather<T> {
    void take(T result, int done);
  }

  /**
   * Runs {@code items} items in chunks of {@code chunk} on {@code workers} daemon threads.
   *
   * @throws InterruptedException if interrupted while waiting
   * @throws ExecutionException if a chunk failed
   */
  static <T> void run(int items, int chunk, int workers, Part<T> part, Gather<T> gather)
      throws InterruptedException, ExecutionException {
    ExecutorService pool =
        Executors.newFixedThreadPool(
            workers,
            r -> {
              Thread t = new Thread(r, "simulate");
              t.setDaemon(true);
              return t;
            });
    try {
      List<Future<T>> parts = new ArrayList<>();
      for (int from = 0; from < items; from += chunk) {
        int lo = from;
        int hi = Math.min(items, from + chunk);
        parts.add(pool.submit(() -> part.run(lo, hi)));
      }
      for (int i = 0; i < parts.size(); i++) {
        gather.take(parts.get(i).get(), Math.min(items, (i + 1) * chunk));
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
