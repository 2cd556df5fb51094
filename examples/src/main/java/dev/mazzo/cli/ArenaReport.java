package dev.mazzo.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.game.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The arena's figures per bot and their two forms: the text report and one JSON object. Win rates
 * come with Wilson's score interval at 95 %; times per move with their mean and 95th percentile.
 */
final class ArenaReport {

  /** The normal quantile of a two-sided 95 % interval. */
  static final double Z95 = 1.959963984540054;

  private static final ObjectMapper JSON = new ObjectMapper();

  private ArenaReport() {}

  /**
   * Wilson's score interval for a proportion: {@code wins} successes in {@code n} trials ({@code
   * wins} may end in a half: a draw counted as half a win).
   *
   * @return {@code {low, high}}, both within [0, 1]; {@code {0, 1}} when {@code n} is 0
   */
  static double[] wilson(double wins, long n, double z) {
    if (n <= 0) {
      return new double[] {0, 1};
    }
    double p = wins / n;
    double z2 = z * z;
    double denominator = 1 + z2 / n;
    double centre = (p + z2 / (2.0 * n)) / denominator;
    double half = z / denominator * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n));
    return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
  }

  /**
   * The nearest-rank percentile of sorted values: the smallest value that at least {@code percent}
   * % of the values do not exceed; 0 when there are none.
   */
  static long percentile(long[] sorted, double percent) {
    if (sorted.length == 0) {
      return 0;
    }
    int rank = (int) Math.ceil(percent / 100 * sorted.length);
    return sorted[Math.max(0, Math.min(sorted.length, rank) - 1)];
  }

  /** The mean and the 95th percentile of durations, in milliseconds; none when there are none. */
  record Times(long count, double mean, double p95) {

    static Times of(Arena.Nanos nanos) {
      long[] sorted = nanos.sorted();
      long sum = 0;
      for (long t : sorted) {
        sum += t;
      }
      return new Times(
          sorted.length,
          sorted.length == 0 ? 0 : sum / 1e6 / sorted.length,
          percentile(sorted, 95) / 1e6);
    }
  }

  /**
   * One bot's figures; {@code halfRate}, {@code halfLow} and {@code halfHigh} count a draw as half
   * a win, {@code cpu} is the thread CPU time per move (none measured: count 0).
   */
  record Line(
      String name,
      long matches,
      long wins,
      long draws,
      double winRate,
      double low,
      double high,
      double pointsPerHand,
      long pairsWonTwice,
      long moves,
      double msPerMove,
      double p95MsPerMove,
      long[] seats,
      long made,
      long set,
      double halfRate,
      double halfLow,
      double halfHigh,
      Times cpu) {

    static Line of(String name, int bot, Arena.Counts c) {
      double[] ci = wilson(c.wins[bot], c.matches, Z95);
      double half = c.wins[bot] + c.draws / 2.0;
      double[] halfCi = wilson(half, c.matches, Z95);
      Times wall = Times.of(c.moveTimes[bot]);
      return new Line(
          name,
          c.matches,
          c.wins[bot],
          c.draws,
          c.matches == 0 ? 0 : (double) c.wins[bot] / c.matches,
          ci[0],
          ci[1],
          c.hands == 0 ? 0 : (double) c.points[bot] / Arena.SHARE / c.hands,
          c.pairsWonTwice[bot],
          wall.count(),
          wall.mean(),
          wall.p95(),
          c.seats[bot].clone(),
          c.made[bot],
          c.set[bot],
          c.matches == 0 ? 0 : half / c.matches,
          halfCi[0],
          halfCi[1],
          Times.of(c.cpuTimes[bot]));
    }
  }

  /**
   * What the report is about: the variant, the seed, the deals, the first dealer, and the name of
   * the per-hand figure the family's hands score ({@link dev.mazzo.family.Tally#pointsPerHand()},
   * such as {@code card points/hand} or {@code tricks/hand}).
   */
  record Run(
      Variant variant,
      long seed,
      int deals,
      String firstDealer,
      int cycle,
      double seconds,
      String pointsPerHand) {}

  /** The text report, one string per line before wrapping; the timing lines come last. */
  static List<String> text(Run run, Arena.Counts c, List<Line> bots) {
    List<String> out = new ArrayList<>();
    out.add(
        String.format(
            Locale.ROOT,
            "%s of %s (%s), seed %d: the arena, %s against %s; %s, each played"
                + " twice with the bots' places exchanged",
            Catalog.count(c.matches, "match", "matches"),
            run.variant().id(),
            run.variant().name(),
            run.seed(),
            bots.get(0).name(),
            bots.get(1).name(),
            Catalog.count(run.deals(), "deal", "deals")));
    String perHand = run.pointsPerHand();
    int slash = perHand.indexOf('/');
    String noun = slash < 0 ? perHand : perHand.substring(0, slash);
    String unit = slash < 0 ? "hand" : perHand.substring(slash + 1);
    out.add(
        String.format(
            Locale.ROOT,
            "bot                  wins  draws    win%%   95%% interval  %16s",
            perHand));
    for (Line b : bots) {
      out.add(
          String.format(
              Locale.ROOT,
              "%-20s %5d %6d %6.1f%%  %5.1f%%-%5.1f%%  %16.2f",
              b.name(),
              b.wins(),
              b.draws(),
              100 * b.winRate(),
              100 * b.low(),
              100 * b.high(),
              b.pointsPerHand()));
    }
    if (c.draws > 0) {
      out.add(
          String.format(
              Locale.ROOT,
              "win%% with a draw counted as half a win (95%% interval): %s %.1f%% (%.1f%%-%.1f%%);"
                  + " %s %.1f%% (%.1f%%-%.1f%%)",
              bots.get(0).name(),
              100 * bots.get(0).halfRate(),
              100 * bots.get(0).halfLow(),
              100 * bots.get(0).halfHigh(),
              bots.get(1).name(),
              100 * bots.get(1).halfRate(),
              100 * bots.get(1).halfLow(),
              100 * bots.get(1).halfHigh()));
    }
    out.add(
        String.format(
            Locale.ROOT,
            "deals won twice: %s %d, %s %d (of %d); hands: %d (%.2f per match); first dealer: %s;"
                + " seating cycle: %s",
            bots.get(0).name(),
            bots.get(0).pairsWonTwice(),
            bots.get(1).name(),
            bots.get(1).pairsWonTwice(),
            c.pairs,
            c.hands,
            c.matches == 0 ? 0.0 : (double) c.hands / c.matches,
            run.firstDealer(),
            Catalog.count(run.cycle(), "deal", "deals")));
    boolean contracts =
        bots.get(0).made() + bots.get(0).set() + bots.get(1).made() + bots.get(1).set() > 0;
    if (contracts) {
      StringBuilder line = new StringBuilder("contracts made/set:");
      for (int i = 0; i < bots.size(); i++) {
        Line b = bots.get(i);
        long n = b.made() + b.set();
        line.append(
            String.format(
                Locale.ROOT,
                "%s %s %d/%d (%s)",
                i == 0 ? "" : ";",
                b.name(),
                b.made(),
                b.set(),
                n == 0 ? "none" : String.format(Locale.ROOT, "%.1f%% made", 100.0 * b.made() / n)));
      }
      out.add(line.toString());
    }
    out.add(
        "Legend. Each deal (the shuffles of a whole match) is played twice, the second time with"
            + " the bots exchanged. The bots hold the match's sides in turn (a partnership, or a"
            + " seat where each seat scores alone), the first bot the first side, so each bot"
            + " sits each seat once in a deal's two matches; relative to the first dealer the"
            + " seating turns one place per deal, so that a cycle plays every arrangement.");
    out.add(
        "win%: the matches the bot won of all matches (a draw is won by neither); 95% interval:"
            + " Wilson's score interval of that share. "
            + perHand
            + ": the "
            + noun
            + " its seats took per "
            + unit
            + " (a side's points are shared equally among its seats when both bots sit in it)."
            + (contracts
                ? " contracts made/set: the contracts its seats took (the bidder, contractor or"
                    + " caller of each hand) that were made, and that were set."
                : "")
            + " time per move: System.nanoTime around each call of the"
            + " bot, mean and 95th percentile (nearest rank); threads sharing cores slow it.");
    StringBuilder times = new StringBuilder("time per move:");
    for (int i = 0; i < bots.size(); i++) {
      Line b = bots.get(i);
      times.append(
          String.format(
              Locale.ROOT,
              "%s %s %.3f ms (95th percentile %.3f ms%s) over %s",
              i == 0 ? "" : ";",
              b.name(),
              b.msPerMove(),
              b.p95MsPerMove(),
              b.cpu().count() == 0
                  ? ""
                  : String.format(
                      Locale.ROOT,
                      "; thread CPU time %.3f ms, 95th percentile %.3f ms",
                      b.cpu().mean(),
                      b.cpu().p95()),
              Catalog.count(b.moves(), "move", "moves")));
    }
    out.add(times.toString());
    out.add(
        String.format(
            Locale.ROOT,
            "time: %.2f s (%.0f matches/s)",
            run.seconds(),
            c.matches / Math.max(run.seconds(), 1e-9)));
    return out;
  }

  /** The same figures as one JSON object, on one line. */
  static String json(Run run, Arena.Counts c, List<Line> bots) {
    ObjectNode root = JSON.createObjectNode();
    root.put("variant", run.variant().id());
    root.put("matches", c.matches);
    root.put("deals", run.deals());
    root.put("seed", run.seed());
    root.put("draws", c.draws);
    root.put("hands", c.hands);
    root.put("firstDealer", run.firstDealer());
    root.put("cycle", run.cycle());
    root.put("interval", "Wilson score, 95 %");
    ArrayNode list = root.putArray("bots");
    for (Line b : bots) {
      ObjectNode o = list.addObject();
      o.put("name", b.name());
      o.put("matches", b.matches());
      o.put("wins", b.wins());
      o.put("draws", b.draws());
      o.put("winRate", b.winRate());
      o.putArray("ci95").add(b.low()).add(b.high());
      o.put("winRateDrawsHalf", b.halfRate());
      o.putArray("ci95DrawsHalf").add(b.halfLow()).add(b.halfHigh());
      o.put("pointsPerHand", b.pointsPerHand());
      o.put("dealsWonTwice", b.pairsWonTwice());
      o.put("contractsMade", b.made());
      o.put("contractsSet", b.set());
      o.put("moves", b.moves());
      o.put("msPerMove", b.msPerMove());
      o.put("p95MsPerMove", b.p95MsPerMove());
      if (b.cpu().count() > 0) {
        o.put("cpuMsPerMove", b.cpu().mean());
        o.put("p95CpuMsPerMove", b.cpu().p95());
      }
      ArrayNode seats = o.putArray("matchesBySeat");
      for (long n : b.seats()) {
        seats.add(n);
      }
    }
    root.put("seconds", run.seconds());
    return root.toString();
  }
}
