package dev.mazzo.bench;

import dev.mazzo.briscola.Scheme;
import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Shuffle;
import dev.mazzo.trick.Trick;
import dev.mazzo.trick.TrickTable;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The floor for {@code RandomPlayoutBenchmark.unchecked} with {@code briscola-2p} (issue 29: the
 * library's random hand at most 2× this): one op is a random briscola-2p hand played the way a
 * hand-written simulator would, on mutable bitmasks, with none of the library's immutable states,
 * actions, events or checks. The same 256 seeded deck orders and the same xorshift64 pick as the
 * library benchmark: three cards each, the 34 others a stock whose last card is the face-up trump
 * (B-28), twenty tricks resolved by the library's own trick core ({@link TrickTable}, B-24, B-25)
 * with its points, the winner leading and drawing first (B-29). The op returns the first seat's
 * points, so that nothing is dead code.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class RawLoopBenchmark {

  private static final int ORDERS = 256;

  private TrickTable table;
  private final int[][] orders = new int[ORDERS][];
  private int nextDeal;

  /** The xorshift64 state of {@link RandomPlayoutBenchmark}, never 0. */
  private long rng = Xorshift.SEED;

  /** Creates the benchmark state; JMH calls it. */
  public RawLoopBenchmark() {}

  /** The Italian trick table of briscola-2p and the seeded deck orders as card ids. */
  @Setup
  public void setUp() {
    Deck deck =
        Positions.game("briscola-2p").newMatch(dev.mazzo.game.MatchOptions.defaults()).get().deck();
    Scheme scheme = Scheme.ITALIAN;
    table = new TrickTable(deck, c -> scheme.strength(c.rank()), c -> scheme.points(c.rank()));
    Shuffle shuffle = Shuffle.seeded(42L);
    for (int i = 0; i < ORDERS; i++) {
      int[] ids = new int[deck.size()];
      int k = 0;
      for (Card c : shuffle.order(deck)) {
        ids[k++] = deck.idOf(c);
      }
      orders[i] = ids;
    }
  }

  private int pick(int n) {
    rng = Xorshift.next(rng);
    return Xorshift.below(rng, n);
  }

  /** A random card of a hand mask: its pick-th lowest id. */
  private int randomCard(long hand) {
    long m = hand;
    for (int k = pick(Long.bitCount(m)); k > 0; k--) {
      m &= m - 1;
    }
    return Long.numberOfTrailingZeros(m);
  }

  /**
   * One op: a random briscola-2p hand on bitmasks.
   *
   * @return the first seat's card points
   */
  @Benchmark
  public int hand() {
    int[] order = orders[nextDeal++ & (ORDERS - 1)];
    long[] hands = new long[2];
    int top = 0;
    for (int k = 0; k < 3; k++) {
      hands[0] |= 1L << order[top++];
      hands[1] |= 1L << order[top++];
    }
    int trumpCard = order[order.length - 1];
    int trump = table.suitOf(trumpCard);
    int[] points = new int[2];
    int leader = 0;
    while ((hands[0] | hands[1]) != 0) {
      int a = randomCard(hands[leader]);
      hands[leader] &= ~(1L << a);
      int other = leader ^ 1;
      int b = randomCard(hands[other]);
      hands[other] &= ~(1L << b);
      long trick = Trick.add(Trick.add(Trick.EMPTY, a), b);
      int w = table.winnerIndex(trick, trump) == 0 ? leader : other;
      points[w] += table.points(trick);
      leader = w;
      if (top < order.length) {
        hands[w] |= 1L << order[top++];
        hands[w ^ 1] |= 1L << order[top++];
      }
    }
    return points[0];
  }

  /**
   * The least an immutable API must do (issue 29, to read the 2× target against): the same hand as
   * {@link #hand}, but each decision lists its legal cards as a new object ({@link Legal}: a mask
   * and a count, as the library's lazy lists are) and each play makes a new position ({@link Pos}:
   * the two hands, the trick, the stock position, the leader and the points, nothing else) instead
   * of writing the arrays in place. No actions, events, phases, checks or virtual calls: what it
   * costs over {@link #hand} is the price of immutability alone.
   *
   * @return the first seat's card points
   */
  @Benchmark
  public int immutableHand() {
    int[] order = orders[nextDeal++ & (ORDERS - 1)];
    long h0 = 0;
    long h1 = 0;
    int top = 0;
    for (int k = 0; k < 3; k++) {
      h0 |= 1L << order[top++];
      h1 |= 1L << order[top++];
    }
    int trump = table.suitOf(order[order.length - 1]);
    Pos p = new Pos(h0, h1, 0L, top, 0, 0, 0);
    while ((p.h0 | p.h1) != 0) {
      Legal legal = new Legal(p.seat() == 0 ? p.h0 : p.h1);
      p = p.play(legal.get(pick(legal.size)), order, trump, table);
    }
    return p.p0;
  }

  /** A legal list of {@link #immutableHand}: the playable cards' mask and its count. */
  private static final class Legal {
    final long mask;
    final int size;

    Legal(long mask) {
      this.mask = mask;
      this.size = Long.bitCount(mask);
    }

    /** The card id of the i-th lowest bit. */
    int get(int i) {
      long m = mask;
      for (int k = i; k > 0; k--) {
        m &= m - 1;
      }
      return Long.numberOfTrailingZeros(m);
    }
  }

  /** A position of {@link #immutableHand}: never written after it is made. */
  private static final class Pos {
    final long h0;
    final long h1;
    final long trick;
    final int top;
    final int leader;
    final int p0;
    final int p1;

    Pos(long h0, long h1, long trick, int top, int leader, int p0, int p1) {
      this.h0 = h0;
      this.h1 = h1;
      this.trick = trick;
      this.top = top;
      this.leader = leader;
      this.p0 = p0;
      this.p1 = p1;
    }

    /** The seat to play: the leader, or the other seat once the leader has played. */
    int seat() {
      return Trick.size(trick) == 0 ? leader : leader ^ 1;
    }

    /** The position after the seat to play plays {@code card}. */
    Pos play(int card, int[] order, int trump, TrickTable table) {
      int seat = seat();
      long a = seat == 0 ? h0 & ~(1L << card) : h0;
      long b = seat == 0 ? h1 : h1 & ~(1L << card);
      long t = Trick.add(trick, card);
      if (Trick.size(t) < 2) {
        return new Pos(a, b, t, top, leader, p0, p1);
      }
      int w = table.winnerIndex(t, trump) == 0 ? leader : leader ^ 1;
      int pts = table.points(t);
      int q0 = w == 0 ? p0 + pts : p0;
      int q1 = w == 0 ? p1 : p1 + pts;
      int next = top;
      if (next < order.length) {
        long first = 1L << order[next++];
        long second = 1L << order[next++];
        a |= w == 0 ? first : second;
        b |= w == 0 ? second : first;
      }
      return new Pos(a, b, Trick.EMPTY, next, w, q0, q1);
    }
  }
}
