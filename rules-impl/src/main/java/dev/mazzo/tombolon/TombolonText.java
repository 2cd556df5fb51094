package dev.mazzo.tombolon;

import dev.mazzo.card.Card;
import dev.mazzo.family.Narrator;
import dev.mazzo.family.Seating;
import dev.mazzo.family.Text;
import dev.mazzo.game.Action;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The Tombolon family's {@link Text}: a move is a choice's number, or a card and the table cards it
 * takes, such as {@code 7D 2H 5C} or {@code 7D takes 2H+5C}, or {@code 7D} alone to lay it
 * (tombolon.md §5). The rules judge the capture itself (T-12, T-13).
 */
final class TombolonText implements Text {

  @Override
  public String intro(PlayerView view) {
    return "Answer with a number, or a card and the cards it takes (7D 2H 5C; 7D alone lays"
        + " it); help or ? for help; q quits.";
  }

  /** The pattern of T-20's reason tag, which starts a capture's rejection message for programs. */
  private static final java.util.regex.Pattern REASON =
      java.util.regex.Pattern.compile("[a-z][a-z ]*: (.+)", java.util.regex.Pattern.DOTALL);

  /**
   * The rejection's sentence: an ILLEGAL_CAPTURE message starts with its reason tag (T-20, such as
   * {@code wrong value:}), which is left out, and the sentence is told with a capital.
   */
  @Override
  public String rejection(Rejection rejection, PlayerView view) {
    java.util.regex.Matcher m = REASON.matcher(rejection.message());
    if (rejection.code() == Tombolon.ILLEGAL_CAPTURE && m.matches()) {
      return Seating.capital(m.group(1));
    }
    return rejection.message();
  }

  /**
   * What a side's secured points are (T-27) and what they are for (T-28), in one sentence.
   *
   * @param target the match's target
   */
  static String securedMeans(int target) {
    return "Secured: the points a side already holds in this deal and cannot lose (its scope,"
        + " colore, onori and napoli so far, carte and spade once won); when a side's score plus"
        + " its secured points reaches the target "
        + target
        + ", it goes out and wins at once (T-27, T-28).";
  }

  @Override
  public Seq<String> help(PlayerView view) {
    int target = view instanceof TombolonView ? ((TombolonView) view).target() : 0;
    return Array.of(
        "1, 2 ...   the number of a choice",
        "7D 2H 5C   play 7D and take 2H and 5C (also: 7D takes 2H+5C)",
        "7D         lay 7D on the table, when it can take nothing",
        "A numeral takes one numeral of its value, or two or more adding up to it; a figure"
            + " (J, Q, K) takes one card of its own rank; a card that can take must (T-12, T-13).",
        "Sweeping the table is a scopa; the deal's points are scopa, colore, napoli and the six"
            + " mazzo points (carte 2, spade 1, and 1 for each of the three onori), added to the"
            + " match score (T-22 to T-26).",
        securedMeans(target));
  }

  @Override
  public String label(Action a, PlayerView view) {
    if (a instanceof CapturePlay) {
      CapturePlay p = (CapturePlay) a;
      return p.capture().isEmpty()
          ? p.card().code() + " (lay)"
          : p.card().code() + " takes " + p.capture().map(Card::code).mkString("+");
    }
    return a.toString();
  }

  @Override
  public Either<String, Action> parse(String line, PlayerView view, Seq<Action> choices) {
    String text = line.trim().toUpperCase(Locale.ROOT);
    if (text.matches("\\d{1,9}")) {
      int n = Integer.parseInt(text);
      if (n >= 1 && n <= choices.size()) {
        return Either.right(choices.get(n - 1));
      }
      return Either.left(
          "Type a number from 1 to "
              + choices.size()
              + ", or a card code such as "
              + view.ownHand().toSeq().take(2).map(Card::code).mkString(" or ")
              + ".");
    }
    String[] words = text.split("[\\s,+]+");
    Card card = null;
    List<Card> capture = new ArrayList<>();
    for (String w : words) {
      if (w.isEmpty() || w.equals("TAKES") || w.equals("TAKE") || w.equals("LAY")) {
        continue;
      }
      Option<Card> c = Card.parse(w);
      if (c.isEmpty()) {
        return Either.left(
            "\""
                + w
                + "\" is not a card code; type a number from 1 to "
                + choices.size()
                + ", or a card and what it takes, such as 7D 2H 5C (7D alone lays it).");
      }
      if (card == null) {
        card = c.get();
      } else {
        capture.add(c.get());
      }
    }
    if (card == null) {
      return Either.left(
          "Type a number from 1 to " + choices.size() + ", or a card such as 7D 2H 5C.");
    }
    return Either.right(new CapturePlay(view.seat(), card, Array.ofAll(capture)));
  }

  @Override
  public Narrator narrator(Seating seating) {
    return new TombolonNarrator(seating, this);
  }
}
