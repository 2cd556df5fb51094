package dev.mazzo.family;

import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.Locale;

/**
 * The counts of a simulation that every family has, as a host gives them to {@link Tally#report}:
 * the matches, the sides, the bot of each seat, and per side the wins, the card points of the hands
 * scored between the match's sides and the final match score.
 */
public interface Totals {

  /**
   * The number of matches.
   *
   * @return how many matches were played
   */
  int games();

  /**
   * The match's sides, as {@link dev.mazzo.game.GameState#sides()} gives them.
   *
   * @return the seats of each side
   */
  Seq<Seq<Integer>> sides();

  /**
   * The name of the bot that played a seat.
   *
   * @param seat a seat of the match
   * @return the bot's name, such as {@code greedy}
   */
  String bot(int seat);

  /**
   * The matches a side won.
   *
   * @param side an index of {@link #sides()}
   * @return the wins
   */
  long wins(int side);

  /**
   * A side's points summed over the {@linkplain #scoredHands() hands scored between the match's
   * sides}.
   *
   * @param side an index of {@link #sides()}
   * @return the sum of the side's hand points
   */
  long points(int side);

  /**
   * A side's final match score summed over the matches.
   *
   * @param side an index of {@link #sides()}
   * @return the sum of the final scores
   */
  long score(int side);

  /**
   * The hands whose result has the match's sides (in chiamata, where each hand has its own two
   * sides, none).
   *
   * @return how many hands were scored between the match's sides
   */
  long scoredHands();

  /**
   * The common table of the sides: per side its seats, its bots, wins and win share, and its
   * average points per scored hand under the given heading.
   *
   * @param pointsHeading the heading of the last column, such as {@code card points/hand}
   * @return the heading line and one line per side
   */
  default Seq<String> sideTable(String pointsHeading) {
    Seq<String> lines =
        Array.of(
            String.format(
                Locale.ROOT,
                "%-6s %-8s %-16s %9s %7s  %s",
                "side",
                "seats",
                "bots",
                "wins",
                "win%",
                pointsHeading));
    Seq<Seq<Integer>> sides = sides();
    for (int i = 0; i < sides.size(); i++) {
      Seq<Integer> seats = sides.get(i);
      String botList = seats.map(this::bot).distinct().mkString("+");
      lines =
          lines.append(
              String.format(
                  Locale.ROOT,
                  "%-6d %-8s %-16s %9d %6.1f%%  %s",
                  i,
                  seats.mkString("+"),
                  botList,
                  wins(i),
                  100.0 * wins(i) / games(),
                  scoredHands() == 0
                      ? "-"
                      : String.format(Locale.ROOT, "%.2f", (double) points(i) / scoredHands())));
    }
    return lines;
  }
}
