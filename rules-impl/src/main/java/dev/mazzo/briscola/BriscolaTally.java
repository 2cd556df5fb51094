package dev.mazzo.briscola;

import dev.mazzo.family.CountingTally;
import dev.mazzo.family.Totals;
import dev.mazzo.game.HandResult;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * What a simulation counts for Briscola. In chiamata, whose match sides are the five seats (B-3)
 * and whose matches may be drawn (B-41), the report is per seat: the wins, the average final score
 * and the contracts the seat called and made (B-58), then the contracts made by each bot and the
 * deals passed out (B-49). In the other variants it is the common table of the sides with their
 * card points per hand.
 */
final class BriscolaTally extends CountingTally {

  private final boolean chiamata;

  /**
   * The seats; in chiamata the counts are the contracts played per declarer's seat, then those made
   * per declarer's seat (B-58), then the deals that everybody passed (B-49).
   */
  private final int players;

  BriscolaTally(boolean chiamata, int players) {
    super(2 * players + 1);
    this.chiamata = chiamata;
    this.players = players;
  }

  @Override
  protected void count(HandResult r) {
    if (r instanceof BriscolaHandResult h && h.contract().isDefined()) {
      Contract c = h.contract().get();
      if (c.declarer().isEmpty()) {
        counts[2 * players]++;
      } else {
        counts[c.declarer().get()]++;
        if (c.made().contains(true)) {
          counts[players + c.declarer().get()]++;
        }
      }
    }
  }

  private long contracts(int seat) {
    return counts[seat];
  }

  private long made(int seat) {
    return counts[players + seat];
  }

  /** B-31: the points of a Briscola hand are card points. */
  @Override
  public String pointsPerHand() {
    return "card points/hand";
  }

  @Override
  public Seq<String> report(Totals totals) {
    if (!chiamata) {
      return totals.sideTable(pointsPerHand());
    }
    // B-3, B-57: the match sides are the five seats; each hand has its own two sides.
    int games = totals.games();
    Seq<Seq<Integer>> sides = totals.sides();
    Seq<String> lines =
        Array.of(
            String.format(
                Locale.ROOT,
                "%-6s %-8s %-16s %6s %7s %12s %9s %7s",
                "side",
                "seats",
                "bots",
                "wins",
                "win%",
                "score/match",
                "contracts",
                "made%"));
    for (int i = 0; i < sides.size(); i++) {
      int seat = sides.get(i).head();
      lines =
          lines.append(
              String.format(
                  Locale.ROOT,
                  "%-6d %-8s %-16s %6d %6.1f%% %12.2f %9d %7s",
                  i,
                  sides.get(i).mkString("+"),
                  totals.bot(seat),
                  totals.wins(i),
                  100.0 * totals.wins(i) / games,
                  (double) totals.score(i) / games,
                  contracts(seat),
                  percent(made(seat), contracts(seat))));
    }
    long allContracts = 0;
    long allMade = 0;
    StringBuilder byBot = new StringBuilder();
    Map<String, long[]> perBot = new LinkedHashMap<>();
    for (int seat = 0; seat < players; seat++) {
      allContracts += contracts(seat);
      allMade += made(seat);
      long[] c = perBot.computeIfAbsent(totals.bot(seat), b -> new long[2]);
      c[0] += contracts(seat);
      c[1] += made(seat);
    }
    for (Map.Entry<String, long[]> e : perBot.entrySet()) {
      byBot
          .append(byBot.length() == 0 ? "" : ", ")
          .append(e.getKey())
          .append(' ')
          .append(e.getValue()[1])
          .append('/')
          .append(e.getValue()[0])
          .append(" (")
          .append(percent(e.getValue()[1], e.getValue()[0]))
          .append(')');
    }
    return lines.append(
        String.format(
            Locale.ROOT,
            "contracts: %d played, %d made (%s), %d deals passed out; made by caller's bot: %s",
            allContracts,
            allMade,
            percent(allMade, allContracts),
            counts[2 * players],
            byBot));
  }

  private static String percent(long part, long whole) {
    return whole == 0 ? "-" : String.format(Locale.ROOT, "%.1f%%", 100.0 * part / whole);
  }

  @Override
  public Seq<String> legend() {
    if (!chiamata) {
      return Array.of(
          "Legend. A hand is one deal played out, trick by trick, until every card is played;"
              + " its card points are those of the cards a side took in its tricks (all the"
              + " deck's card points are shared in a hand). A match is hands until a side has"
              + " won enough of them, or game points (see variants).",
          "card points/hand: a side's average card points per hand played. A draw is a match"
              + " that ends level.");
    }
    return Array.of(
        "Legend. A hand is one deal: an auction, a call, then the tricks; its card points are"
            + " those of the cards a side took in its tricks (120 in all). A match is a fixed"
            + " number of deals (the option deals, B-41).",
        "score/match: a seat's payments per match. contracts: the deals in which the seat won"
            + " the auction and was the caller; made%: the share of those in which the"
            + " caller's side took the points needed (B-58). A contract is passed out when"
            + " everybody passes.");
  }
}
