package dev.mazzo.table;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A generator for example tests of the determinizers' deals: every bounded draw answers 0 (the
 * first card, the first place) and is recorded, so that a test can state the exact deal and the
 * exact draws that made it ("a seeded generator gives the same deal every time").
 */
final class Draws implements RandomGenerator {

  /** The bounds of the draws, in order. */
  final List<Integer> bounds = new ArrayList<>();

  @Override
  public int nextInt(int bound) {
    bounds.add(bound);
    return 0;
  }

  @Override
  public long nextLong() {
    throw new AssertionError("the deals draw bounded ints only");
  }
}
