package dev.mazzo.family;

import dev.mazzo.card.Card;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.Locale;

/**
 * The text of a variant no registered family owns ({@link CommonFamily}), from the rules-api
 * contract alone: a play is labelled by its card's code ({@code 7D}), any other action by its
 * protocol type ({@code pass}, {@code deal}), numbered within its type when two choices share it
 * ({@code bid 1}, {@code bid 2}); a typed move is a choice's number or a label; the table is drawn
 * as every family draws it (status, the trick, the hand and the numbered choices) and the common
 * events are told by {@link Seating#tell}.
 */
final class CommonText implements Text {

  @Override
  public String intro(PlayerView view) {
    return "Answer with the number of a choice or a card code (such as "
        + view.deck().cards().head().code()
        + "); help or ? for help; q quits.";
  }

  @Override
  public String label(Action action, PlayerView view) {
    if (action instanceof PlayCard) {
      return ((PlayCard) action).card().code();
    }
    String type = action.type();
    int same = 0;
    int nth = 0;
    for (Action a : view.legalActions()) {
      if (!(a instanceof PlayCard) && a.type().equals(type)) {
        same++;
        nth = a.equals(action) ? same : nth;
      }
    }
    return same <= 1 ? type : type + " " + nth;
  }

  @Override
  public Either<String, Action> parse(String line, PlayerView view, Seq<Action> choices) {
    String text = line.trim();
    if (text.matches("\\d{1,9}")) {
      int n = Integer.parseInt(text);
      if (n >= 1 && n <= choices.size()) {
        return Either.right(choices.get(n - 1));
      }
    } else {
      for (Action a : choices) {
        if (label(a, view).equalsIgnoreCase(text)) {
          return Either.right(a);
        }
      }
      for (Card c : Card.parse(text.toUpperCase(Locale.ROOT))) {
        // a card of the hand that is not a choice: the rules tell why it may not be played
        if (view.ownHand().contains(c)) {
          return Either.right(new PlayCard(view.seat(), c));
        }
      }
    }
    return Either.left(
        "Type a number from 1 to "
            + choices.size()
            + ", or one of: "
            + labels(choices, view)
            + ".");
  }

  private String labels(Seq<Action> choices, PlayerView view) {
    return choices.map(a -> label(a, view)).mkString(" ");
  }

  @Override
  public Seq<String> help(PlayerView view) {
    return Array.of(
        "Type the number of a choice, or its label: a card's code (such as "
            + view.deck().cards().head().code()
            + ") or an action's name (such as pass).");
  }

  @Override
  public Narrator narrator(Seating seating) {
    return new Told(seating, this);
  }

  /** Draws the table and tells the common events, as {@link Seating} words them. */
  private static final class Told extends SeatNarrator<CommonText> {

    Told(Seating seating, CommonText text) {
      super(seating, text);
    }

    @Override
    public Seq<String> draw(PlayerView view, Seq<Action> choices) {
      String status =
          "Hand "
              + view.handNumber()
              + view.trumpCard().map(c -> " | trump card " + c.code()).getOrElse("")
              + (view.stockSize() > 0 ? " | stock " + view.stockSize() : "")
              + " | match score: "
              + seating.scoreLine(view.score());
      return Array.of(status, seating.tableLine(view.table()))
          .appendAll(seating.handAndChoices(view, choices, text, 8));
    }

    @Override
    public Seq<String> tell(Event event, PlayerView view) {
      return seating.tell(event, view);
    }
  }
}
