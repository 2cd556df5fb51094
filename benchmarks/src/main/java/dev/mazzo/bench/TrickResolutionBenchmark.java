package dev.mazzo.bench;

import dev.mazzo.briscola.Scheme;
import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import dev.mazzo.trick.Seats;
import dev.mazzo.trick.Trick;
import dev.mazzo.trick.TrickTable;
import dev.mazzo.trick.TrumpContext;
import dev.mazzo.trick.TrumpOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Trick resolution in the trick core ({@link TrickTable}): one op is the winner's play-order index
 * ({@link TrickTable#winnerIndex}) and the card points ({@link TrickTable#points(long)}) of one
 * complete trick of {@link #size} distinct cards of the Italian 40-card deck, under a random trump.
 * Tricks are random, made in {@link #setUp}; the trick and its trump are packed into one {@code
 * long} slot of a power-of-two array (one load, an increment and a mask per op, no modulo), and
 * both results go to a {@link Blackhole}. {@link #baseline} is the same loop without the
 * resolution, so that the cost of the resolution itself is the difference.
 *
 * <p>{@link #pitch} and {@link #fiveHundred} resolve tricks through a {@link TrumpContext}, the
 * core per trump context (session 5), with the orders of pitch.md P-4 and five-hundred.md F-14
 * written as their builders will write them; see each method. Their pools are made in {@link
 * #setUp} too, with the context, leader, seats in and named suit of each trick in a parallel {@code
 * int}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class TrickResolutionBenchmark {

  private static final int POOL = 4096;

  /** Cards in a trick: 2, 4, 6 and 8 as in the 2-, 4-, 6- and 8-player variants. */
  @Param({"2", "4", "6", "8"})
  public int size;

  private TrickTable table;

  /** The trick in the low 56 bits (cards) and bits 56 … 59 (count); the trump in bits 60 … 61. */
  private final long[] tricks = new long[POOL];

  private int next;

  /** Pitch, 10 points (16 trumps: jokers and the off-jack, P-4, P-5, P-28), one per trump suit. */
  private final TrumpContext[] pitchContexts = new TrumpContext[4];

  private final long[] pitchTricks = new long[POOL];

  /** Bits 0 … 2 the context, 3 … 5 the leader, 8 … 15 the seats in. */
  private final int[] pitchSeats = new int[POOL];

  /** Five Hundred, 4 players (43 cards): no-trump, then H, D, C, S (F-13, F-14, F-18). */
  private final TrumpContext[] fiveHundredContexts = new TrumpContext[5];

  private final long[] fiveHundredTricks = new long[POOL];

  /** Bits 0 … 2 the context, 3 … 4 the suit a joker lead names. */
  private final int[] fiveHundredAux = new int[POOL];

  /** Creates the benchmark state; JMH calls it. */
  public TrickResolutionBenchmark() {}

  /** Builds the Italian-scheme tables (as briscola-2p does) and the random tricks. */
  @Setup
  public void setUp() {
    Deck deck =
        Positions.game("briscola-2p").newMatch(dev.mazzo.game.MatchOptions.defaults()).get().deck();
    Scheme scheme = Scheme.ITALIAN;
    table = new TrickTable(deck, c -> scheme.strength(c.rank()), c -> scheme.points(c.rank()));
    SplittableRandom random = new SplittableRandom(20240501L);
    int n = deck.size();
    for (int i = 0; i < POOL; i++) {
      // A partial Fisher–Yates draw of `size` distinct card ids.
      int[] ids = new int[n];
      for (int k = 0; k < n; k++) {
        ids[k] = k;
      }
      long t = Trick.EMPTY;
      for (int k = 0; k < size; k++) {
        int j = k + random.nextInt(n - k);
        int tmp = ids[k];
        ids[k] = ids[j];
        ids[j] = tmp;
        t = Trick.add(t, ids[k]);
      }
      tricks[i] = t | ((long) random.nextInt(4) << 60);
    }
    setUpPitch(new SplittableRandom(20261201L));
    setUpFiveHundred(new SplittableRandom(20261202L));
  }

  private void setUpPitch(SplittableRandom random) {
    List<Card> cards = new ArrayList<>();
    for (Suit s : Suit.values()) {
      for (Rank r : Rank.values()) {
        if (r != Rank.JOKER
            && (r.ordinal() <= Rank.TEN.ordinal() || r.ordinal() >= Rank.JACK.ordinal())) {
          cards.add(Card.of(r, s));
        }
      }
    }
    cards.add(Card.joker(1));
    cards.add(Card.joker(2));
    Deck deck = Deck.of(cards);
    TrumpOrder order =
        TrumpOrder.of("A K Q J offJ JK1 JK2 10 9 8 7 6 5 4 3 2", "A K Q J 10 9 8 7 6 5 4 3 2")
            .points(1, "A J offJ JK1 JK2 10 2")
            .points(3, "3")
            .toPlayer("2");
    for (int trump = 0; trump < 4; trump++) {
      pitchContexts[trump] = order.context(deck, trump);
    }
    for (int i = 0; i < POOL; i++) {
      int context = random.nextInt(4);
      TrumpContext ctx = pitchContexts[context];
      // `size` distinct trumps (only trumps are played, P-8), seats in at random among eight.
      List<Integer> trumps = new ArrayList<>();
      for (int id = 0; id < deck.size(); id++) {
        if (ctx.isTrump(id)) {
          trumps.add(id);
        }
      }
      long t = Trick.EMPTY;
      for (int k = 0; k < size; k++) {
        t = Trick.add(t, trumps.remove(random.nextInt(trumps.size())));
      }
      List<Integer> seats = new ArrayList<>(List.of(0, 1, 2, 3, 4, 5, 6, 7));
      int in = 0;
      for (int k = 0; k < size; k++) {
        in |= 1 << seats.remove(random.nextInt(seats.size()));
      }
      int leader = Seats.firstIn(in, random.nextInt(8), 8);
      pitchTricks[i] = t;
      pitchSeats[i] = context | leader << 3 | in << 8;
    }
  }

  private void setUpFiveHundred(SplittableRandom random) {
    Rank[] red = {
      Rank.ACE,
      Rank.FOUR,
      Rank.FIVE,
      Rank.SIX,
      Rank.SEVEN,
      Rank.EIGHT,
      Rank.NINE,
      Rank.TEN,
      Rank.JACK,
      Rank.QUEEN,
      Rank.KING
    };
    List<Card> cards = new ArrayList<>();
    for (Suit s : Suit.values()) {
      for (Rank r : red) {
        if (r != Rank.FOUR || s == Suit.HEARTS || s == Suit.DIAMONDS) {
          cards.add(Card.of(r, s));
        }
      }
    }
    cards.add(Card.joker(0));
    Deck deck = Deck.of(cards);
    TrumpOrder order =
        TrumpOrder.of(
                "JK J offJ A K Q 13 12 11 10 9 8 7 6 5 4 3 2",
                "A K Q J 13 12 11 10 9 8 7 6 5 4 3 2")
            .noTrump("JK");
    for (int trump = TrumpContext.NO_TRUMP; trump < 4; trump++) {
      fiveHundredContexts[trump + 1] = order.context(deck, trump);
    }
    int n = deck.size();
    for (int i = 0; i < POOL; i++) {
      // `size` distinct cards of the 43, so bowers and the joker come at their natural rates.
      int[] ids = new int[n];
      for (int k = 0; k < n; k++) {
        ids[k] = k;
      }
      long t = Trick.EMPTY;
      for (int k = 0; k < size; k++) {
        int j = k + random.nextInt(n - k);
        int tmp = ids[k];
        ids[k] = ids[j];
        ids[j] = tmp;
        t = Trick.add(t, ids[k]);
      }
      fiveHundredTricks[i] = t;
      fiveHundredAux[i] = random.nextInt(5) | random.nextInt(4) << 3;
    }
  }

  /**
   * One op: the winner and the points of one trick.
   *
   * @param bh consumes the winner's play-order index and the trick's points
   */
  @Benchmark
  public void winnerAndPoints(Blackhole bh) {
    long slot = tricks[next++ & (POOL - 1)];
    long trick = slot & 0x0fff_ffff_ffff_ffffL;
    int trump = (int) (slot >>> 60);
    bh.consume(table.winnerIndex(trick, trump));
    bh.consume(table.points(trick));
  }

  /**
   * One op of a Pitch-like trick: the winner's play-order index ({@link TrumpContext#winnerIndex})
   * and the points by seat ({@link TrumpContext#pointsBySeat}: the 2 to its player, the rest to the
   * winner, P-28) of {@link #size} distinct trumps of the 16-trump order (jokers and off-jack
   * included) under a random trump suit, played by {@link #size} random seats of eight from a
   * random leader, the others out (P-23 … P-25).
   *
   * @param bh consumes the winner's index and the packed points by seat
   */
  @Benchmark
  public void pitch(Blackhole bh) {
    int i = next++ & (POOL - 1);
    long trick = pitchTricks[i];
    int seats = pitchSeats[i];
    TrumpContext ctx = pitchContexts[seats & 3];
    bh.consume(ctx.winnerIndex(trick));
    bh.consume(ctx.pointsBySeat(trick, seats >>> 3 & 7, seats >>> 8, 8));
  }

  /**
   * One op of a Five-Hundred-like trick: the winner's play-order index and the led suit ({@link
   * TrumpContext#ledSuit}, the named suit when the joker leads a no-trump trick, F-18) of {@link
   * #size} distinct cards of the 43-card deck under a random context of five (no-trump, or a trump
   * suit with its bowers, F-13, F-14).
   *
   * @param bh consumes the winner's index and the led suit
   */
  @Benchmark
  public void fiveHundred(Blackhole bh) {
    int i = next++ & (POOL - 1);
    long trick = fiveHundredTricks[i];
    int aux = fiveHundredAux[i];
    TrumpContext ctx = fiveHundredContexts[aux & 7];
    bh.consume(ctx.winnerIndex(trick));
    bh.consume(ctx.ledSuit(trick, aux >>> 3));
  }

  /**
   * The harness without the resolution: the same load and the same two consumed ints.
   *
   * @param bh consumes the trick's size and the trump
   */
  @Benchmark
  public void baseline(Blackhole bh) {
    long slot = tricks[next++ & (POOL - 1)];
    bh.consume(Trick.size(slot & 0x0fff_ffff_ffff_ffffL));
    bh.consume((int) (slot >>> 60));
  }
}
