package dev.mazzo.cli;

import dev.mazzo.bot.Bot;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Seq;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The arena of {@code mazzo simulate --arena}: two bots over duplicate deals. Each deal (the
 * sequence of shuffles of a whole match) is played twice, the second time with the two bots' places
 * exchanged, so that neither bot is dealt the better cards more often.
 *
 * <p>The places are the match's sides: with fixed partnerships one bot holds every seat of a side;
 * where every seat is its own side (two, three or five players, and chiamata, whose partners form
 * after each call) the sides are seats. The sides are numbered in order and the first bot holds the
 * even ones, the second the odd ones ({@code ABABA} for five seats: with an odd number the first
 * bot holds one place more), then the other way round for the same deal. Relative to the first
 * dealer the seating turns one place per deal: the first dealer moves one seat per deal (as in the
 * one-sided simulation), or, with the option {@code dealer} given, the pattern shifts one side per
 * deal. So each bot sits each seat once in every deal's two matches, and over a <em>cycle</em>
 * ({@link #cycle()} deals) every arrangement of the two bots relative to the first dealer is
 * played.
 *
 * <p>A match is won by the bot that holds its {@link GameState#winningSide() winning side}. A match
 * with none ends in a tie for the highest total (chiamata, B-60: "ties are allowed"): it is won by
 * the bot whose seats hold every side with that total, and is a draw, won by neither, only when
 * both bots hold one of them. (Until session 9 every tie was a draw: in briscola-chiamata-5p, where
 * one bot holds three of the five single-seat sides, a tie between two of its own seats counted for
 * neither bot.) A hand's card points go to the bots that hold its sides; when the two bots share a
 * side of a hand (chiamata's declarer and partner), its points are shared among the side's seats
 * equally.
 */
final class Arena {

  /** The JVM's clock of each thread's CPU time, for the bots' CPU time per move. */
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  /** Card points are counted in 840ths, divisible by every side size up to eight: exactly. */
  static final long SHARE = 840;

  private final Game<GameState, PlayerView> game;
  private final Bot[] bots;
  private final Seq<Seq<Integer>> sides;
  private final int players;

  /** The new match of each first dealer (one entry when the dealer is given). */
  private final GameState[] starts;

  Arena(Game<GameState, PlayerView> game, Bot[] bots, GameState[] starts) {
    this.game = game;
    this.bots = bots.clone();
    this.starts = starts.clone();
    this.sides = starts[0].sides();
    this.players = starts[0].players();
  }

  /**
   * The deals after which every bot has sat every place relative to the first dealer equally often
   * (every seat it sits equally often in each deal's two matches).
   */
  int cycle() {
    return starts.length == 1 ? sides.size() : players;
  }

  /**
   * Who plays each seat: 0 for the first bot, 1 for the second.
   *
   * @param sides the match's sides
   * @param players the number of seats
   * @param shift how many places the pattern is turned
   * @param swapped the second match of the deal, the bots exchanged
   */
  static int[] seating(Seq<Seq<Integer>> sides, int players, int shift, boolean swapped) {
    int[] owner = new int[players];
    int units = sides.size();
    for (int j = 0; j < units; j++) {
      int bot = ((j + shift) % units) % 2 ^ (swapped ? 1 : 0);
      for (int seat : sides.get(j)) {
        owner[seat] = bot;
      }
    }
    return owner;
  }

  /** The turn of the pattern in deal {@code deal}: none while the first dealer rotates. */
  int shift(int deal) {
    return starts.length == 1 ? deal % sides.size() : 0;
  }

  /** The new match of deal {@code deal}: its first dealer rotates unless given. */
  GameState start(int deal) {
    return starts[deal % starts.length];
  }

  /**
   * Plays deal {@code deal} twice, the bots exchanged the second time, and adds both matches.
   *
   * @param dealSeed the seed of the shuffles, the same in both matches
   * @param botSeed the seed of the bots' generator, one per match drawn from it
   */
  void playDeal(int deal, long dealSeed, long botSeed, Counts counts) {
    SplittableRandom botRoot = new SplittableRandom(botSeed);
    int first = -1;
    for (int m = 0; m < 2; m++) {
      int[] owner = seating(sides, players, shift(deal), m == 1);
      counts.seated(owner);
      GameState end = play(start(deal), owner, Shuffle.seeded(dealSeed), botRoot.split(), counts);
      int winner = counts.add(end, owner);
      if (m == 0) {
        first = winner;
      } else {
        counts.pair(first, winner);
      }
    }
  }

  /**
   * Plays one match, timing every bot call with {@link System#nanoTime()} and, where the JVM
   * measures it, with the calling thread's CPU time ({@link ThreadMXBean#getCurrentThreadCpuTime}).
   */
  private GameState play(
      GameState start, int[] owner, Shuffle shuffle, SplittableRandom rng, Counts counts) {
    boolean cpu = THREADS.isCurrentThreadCpuTimeSupported() && THREADS.isThreadCpuTimeEnabled();
    GameState s = start;
    while (!s.isOver()) {
      int seat = s.toAct();
      if (seat == GameState.CHANCE) {
        s = game.applyLegal(s, new Deal(shuffle.order(s.deck())));
      } else {
        PlayerView view = game.view(s, seat).get();
        int bot = owner[seat];
        long c0 = cpu ? THREADS.getCurrentThreadCpuTime() : 0;
        long t0 = System.nanoTime();
        Action a = bots[bot].choose(game, view, rng);
        counts.moveTimes[bot].add(System.nanoTime() - t0);
        if (cpu) {
          counts.cpuTimes[bot].add(THREADS.getCurrentThreadCpuTime() - c0);
        }
        s = game.applyLegal(s, a);
      }
    }
    return s;
  }

  /** What a run of arena matches added up to, per bot (index 0 the first bot named). */
  static final class Counts {
    int matches;
    int draws;
    final long[] wins = new long[2];

    /** Duplicate pairs won twice by each bot; the rest were split or drawn. */
    final long[] pairsWonTwice = new long[2];

    long pairs;
    long hands;

    /** Contracts made by each bot's seats ({@link Contracts}). */
    final long[] made = new long[2];

    /** Contracts of each bot's seats that were set. */
    final long[] set = new long[2];

    /** Card points of each bot's seats, in {@link #SHARE}ths. */
    final long[] points = new long[2];

    /** Matches in which each bot sat each seat. */
    final long[][] seats;

    final Nanos[] moveTimes = {new Nanos(), new Nanos()};

    /** The thread CPU time of each bot's moves; empty where the JVM does not measure it. */
    final Nanos[] cpuTimes = {new Nanos(), new Nanos()};

    Counts(int players) {
      seats = new long[2][players];
    }

    void seated(int[] owner) {
      for (int seat = 0; seat < owner.length; seat++) {
        seats[owner[seat]][seat]++;
      }
    }

    /**
     * The bot that won a finished match: the holder of its winning side, else the one bot that
     * holds every side tied for the highest total; -1 for a draw (both bots hold such a side).
     */
    static int winnerOf(GameState end, int[] owner) {
      Seq<Seq<Integer>> sides = end.sides();
      if (end.winningSide().isDefined()) {
        return owner[sides.get(end.winningSide().get()).head()];
      }
      Seq<Integer> score = end.score();
      int top = Integer.MIN_VALUE;
      for (int s : score) {
        top = Math.max(top, s);
      }
      int winner = -1;
      for (int i = 0; i < sides.size(); i++) {
        if (score.get(i) == top) {
          int bot = owner[sides.get(i).head()];
          if (winner >= 0 && winner != bot) {
            return -1;
          }
          winner = bot;
        }
      }
      return winner;
    }

    /** Adds a finished match; returns the winning bot, or -1 for a draw. */
    int add(GameState end, int[] owner) {
      matches++;
      int winner = winnerOf(end, owner);
      if (winner >= 0) {
        wins[winner]++;
      } else {
        draws++;
      }
      for (HandResult r : end.results()) {
        hands++;
        int contract = Contracts.of(r);
        if (contract != Contracts.NONE) {
          (contract % 2 == 1 ? made : set)[owner[contract / 2]]++;
        }
        for (int i = 0; i < r.sides().size(); i++) {
          Seq<Integer> side = r.sides().get(i);
          long each = r.points().get(i) * (SHARE / side.size());
          for (int seat : side) {
            points[owner[seat]] += each;
          }
        }
      }
      return winner;
    }

    /** Adds a duplicate pair by the winners of its two matches (-1 for a draw). */
    void pair(int first, int second) {
      pairs++;
      if (first >= 0 && first == second) {
        pairsWonTwice[first]++;
      }
    }

    void merge(Counts o) {
      matches += o.matches;
      draws += o.draws;
      pairs += o.pairs;
      hands += o.hands;
      for (int b = 0; b < 2; b++) {
        wins[b] += o.wins[b];
        pairsWonTwice[b] += o.pairsWonTwice[b];
        made[b] += o.made[b];
        set[b] += o.set[b];
        points[b] += o.points[b];
        moveTimes[b].addAll(o.moveTimes[b]);
        cpuTimes[b].addAll(o.cpuTimes[b]);
        for (int seat = 0; seat < seats[b].length; seat++) {
          seats[b][seat] += o.seats[b][seat];
        }
      }
    }
  }

  /** A growable list of durations in nanoseconds, without boxing. */
  static final class Nanos {
    private long[] values = new long[256];
    private int size;

    void add(long nanos) {
      if (size == values.length) {
        values = Arrays.copyOf(values, size * 2);
      }
      values[size++] = nanos;
    }

    void addAll(Nanos o) {
      for (int i = 0; i < o.size; i++) {
        add(o.values[i]);
      }
    }

    int size() {
      return size;
    }

    /** The durations in ascending order. */
    long[] sorted() {
      long[] copy = Arrays.copyOf(values, size);
      Arrays.sort(copy);
      return copy;
    }
  }
}
