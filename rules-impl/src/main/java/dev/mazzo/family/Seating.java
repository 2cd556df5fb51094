package dev.mazzo.family;

import dev.mazzo.card.Card;
import dev.mazzo.card.SuitStyle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.TablePlay;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;

/**
 * A match told from one seat's side: that seat is "you", the others "seat 2", a side "you and seat
 * 2" or "seats 1+3". It also tells the common events of {@link Event} (a deal, a card played, a
 * trick won, a card drawn, a hand scored, the match's end), which every family's {@link Narrator}
 * tells the same way.
 */
public final class Seating {

  private final int seat;
  private final Seq<Seq<Integer>> sides;

  /**
   * A seating.
   *
   * @param seat the seat that is "you"
   * @param sides the match's sides, as {@link dev.mazzo.game.GameState#sides()} gives them
   */
  public Seating(int seat, Seq<Seq<Integer>> sides) {
    this.seat = seat;
    this.sides = sides;
  }

  /**
   * The seat that is "you".
   *
   * @return the seat
   */
  public int seat() {
    return seat;
  }

  /**
   * The match's sides.
   *
   * @return the seats of each side
   */
  public Seq<Seq<Integer>> sides() {
    return sides;
  }

  /**
   * A seat's name: {@code you} or {@code seat 2}.
   *
   * @param p a seat
   * @return the name, in lower case
   */
  public String who(int p) {
    return p == seat ? "you" : "seat " + p;
  }

  /**
   * A seat's name at the start of a sentence: {@code You} or {@code Seat 2}.
   *
   * @param p a seat
   * @return the name, capitalized
   */
  public String whoCap(int p) {
    return capital(who(p));
  }

  /**
   * A side's name: a seat's name, {@code you and seat 2}, {@code you and seats 2+4} or {@code seats
   * 1+3}.
   *
   * @param side the seats of the side
   * @return the name, in lower case
   */
  public String sideName(Seq<Integer> side) {
    if (side.size() == 1) {
      return who(side.head());
    }
    return side.contains(seat)
        ? "you and seat" + (side.size() > 2 ? "s " : " ") + side.remove(seat).mkString("+")
        : "seats " + side.mkString("+");
  }

  /**
   * The verb for a side: plural for you or for several seats.
   *
   * @param side the seats of the side
   * @param plural the plural form, such as {@code " win"}
   * @param singular the singular form, such as {@code " wins"}
   * @return one of the two
   */
  public String verb(Seq<Integer> side, String plural, String singular) {
    return side.contains(seat) || side.size() > 1 ? plural : singular;
  }

  /**
   * The verb for a seat: plural for you.
   *
   * @param p a seat
   * @param plural the form for you, such as {@code " play "}
   * @param singular the form for another seat, such as {@code " plays "}
   * @return one of the two
   */
  public String verb(int p, String plural, String singular) {
    return p == seat ? plural : singular;
  }

  /**
   * The start of a sentence about a seat, its name and its verb: {@code You bid } or {@code Seat 2
   * bids }.
   *
   * @param p a seat
   * @param plural the verb for you, such as {@code " bid "}
   * @param singular the verb for another seat, such as {@code " bids "}
   * @return {@link #whoCap} and {@link #verb(int, String, String)} of the seat
   */
  public String does(int p, String plural, String singular) {
    return whoCap(p) + verb(p, plural, singular);
  }

  /**
   * A score per side, such as {@code you 1, seat 1 2}.
   *
   * @param score the score of each side of {@link #sides()}
   * @return the score in words
   */
  public String scoreLine(Seq<Integer> score) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < sides.size() && i < score.size(); i++) {
      b.append(i == 0 ? "" : ", ").append(sideName(sides.get(i))).append(' ').append(score.get(i));
    }
    return b.toString();
  }

  /**
   * Points per seat summed per side, such as {@code you and seat 2 14, seats 1+3 0}.
   *
   * @param seatPoints the points of each seat
   * @return the points in words
   */
  public String bySide(int[] seatPoints) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < sides.size(); i++) {
      int sum = 0;
      for (int p : sides.get(i)) {
        sum += seatPoints[p];
      }
      b.append(i == 0 ? "" : ", ").append(sideName(sides.get(i))).append(' ').append(sum);
    }
    return b.toString();
  }

  /**
   * The trick on the table in one line: {@code Table: empty, you lead.}, or each play as {@code
   * seat 1 AS} in the order played.
   *
   * @param table the plays of the trick so far
   * @return the line
   */
  public String tableLine(Seq<TablePlay> table) {
    return table.isEmpty()
        ? "Table: empty, you lead."
        : "Table: " + table.map(t -> who(t.seat()) + " " + t.card().code()).mkString(", ");
  }

  /**
   * The seat's hand and its numbered choices: {@code Your hand: …}, then {@code Your choices:} with
   * each choice as {@code 1) label}, a new line (begun by a space) after every {@code perLine}
   * choices.
   *
   * <p>Two spaces come before each choice and a label has single spaces only ({@code 5) trump H
   * 6H}), so a host that wraps the lines keeps every choice whole by breaking only at two spaces:
   * the terminal's {@code Wrap} does, at every width it accepts (issue 26).
   *
   * @param view the view of the seat to act
   * @param choices the numbered choices, as {@link Text#choices} gave them
   * @param text labels each choice
   * @param perLine the choices on one line ({@link Integer#MAX_VALUE} for one line)
   * @return the lines, the hand's first
   */
  public Seq<String> handAndChoices(PlayerView view, Seq<Action> choices, Text text, int perLine) {
    Seq<String> lines =
        Array.of("Your hand: " + view.ownHand().toSeq().map(Card::code).mkString(" "));
    StringBuilder line = new StringBuilder("Your choices:");
    for (int i = 0; i < choices.size(); i++) {
      if (i > 0 && i % perLine == 0) {
        lines = lines.append(line.toString());
        line = new StringBuilder(" ");
      }
      // A label's runs of spaces become one, so that only the gaps between choices are double.
      line.append("  ")
          .append(i + 1)
          .append(") ")
          .append(text.label(choices.get(i), view).replaceAll(" {2,}", " "));
    }
    return lines.append(line.toString());
  }

  /**
   * What each side's match score changed by: {@code Score change: you and seat 2 +30, seats 1+3
   * -10}.
   *
   * @param change the change of each side of {@link #sides()}
   * @return the words, without a final stop
   */
  public String scoreChange(Seq<Integer> change) {
    StringBuilder b = new StringBuilder("Score change: ");
    for (int i = 0; i < change.size(); i++) {
      int d = change.get(i);
      b.append(i == 0 ? "" : ", ")
          .append(sideName(sides.get(i)))
          .append(' ')
          .append(d > 0 ? "+" : "")
          .append(d);
    }
    return b.toString();
  }

  /**
   * The suit style of the view's variant ({@link Variant#suitStyle()}): a Briscola trump card is
   * told "KH (coppe)", a French-suited one "KH (hearts)". French for a view of no known variant.
   *
   * @param view a seat's view
   * @return the suit style its cards are told in
   */
  public static SuitStyle suitStyle(PlayerView view) {
    return Variants.byId(view.variantId()).map(Variant::suitStyle).getOrElse(SuitStyle.FRENCH);
  }

  /**
   * A string with its first character in upper case.
   *
   * @param s a string
   * @return the string, capitalized
   */
  public static String capital(String s) {
    return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }

  /**
   * A count of points in words: "1 point", "0 points", "-1 point", "12 points".
   *
   * @param n the points
   * @return the count with its noun
   */
  public static String points(int n) {
    return n + (Math.abs(n) == 1 ? " point" : " points");
  }

  /**
   * A common event told in sentences: a deal (with its trump card), a card played, a trick won, a
   * card drawn (when the seat may see it), a hand scored (points per side and the winner), the
   * match's end (with the final score); any other event by its protocol name in parentheses.
   *
   * @param e an event
   * @param view the seat's view just after the event's action
   * @return the lines, in order (an empty string is an empty line)
   */
  public Seq<String> tell(Event e, PlayerView view) {
    if (e instanceof Event.Dealt) {
      Event.Dealt d = (Event.Dealt) e;
      return Array.of(
          "",
          "--- "
              + does(d.dealer(), " deal", " deals")
              + (d.trumpCard().isDefined()
                  ? "; the trump card is "
                      + d.trumpCard().get().code()
                      + " ("
                      + suitStyle(view).nameOf(d.trumpCard().get().suit().get())
                      + ")."
                  : "."));
    }
    if (e instanceof Event.Played) {
      Event.Played p = (Event.Played) e;
      return Array.of(does(p.seat(), " play ", " plays ") + p.card().code() + ".");
    }
    if (e instanceof Event.TrickWon) {
      Event.TrickWon t = (Event.TrickWon) e;
      return Array.of(
          does(t.winningSeat(), " win", " wins")
              + " the trick "
              + t.cards().map(Card::code).mkString(" ")
              + " ("
              + points(t.points())
              + ").");
    }
    if (e instanceof Event.Drew) {
      Event.Drew d = (Event.Drew) e;
      return d.card().isDefined()
          ? Array.of(does(d.seat(), " draw ", " draws ") + d.card().get().code() + ".")
          : Array.empty();
    }
    if (e instanceof Event.HandScored) {
      HandResult r = ((Event.HandScored) e).result();
      StringBuilder b = new StringBuilder("Hand ").append(r.hand()).append(": ");
      for (int i = 0; i < r.sides().size(); i++) {
        b.append(i == 0 ? "" : ", ")
            .append(sideName(r.sides().get(i)))
            .append(' ')
            .append(points(r.points().get(i)));
      }
      b.append(
          r.winningSide().isEmpty()
              ? "; a void hand."
              : "; "
                  + sideName(r.sides().get(r.winningSide().get()))
                  + verb(r.sides().get(r.winningSide().get()), " win", " wins")
                  + " the hand.");
      return Array.of("", b.toString());
    }
    if (e instanceof Event.MatchEnded) {
      Event.MatchEnded m = (Event.MatchEnded) e;
      String result;
      if (m.winningSide().isEmpty()) {
        result = "The match is drawn";
      } else {
        Seq<Integer> side = sides.get(m.winningSide().get());
        result = capital(sideName(side)) + verb(side, " win", " wins") + " the match";
      }
      return Array.of(result + ". Final score: " + scoreLine(view.score()) + ".");
    }
    return Array.of("(" + e.name() + ")");
  }
}
