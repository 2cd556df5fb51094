package dev.mazzo.tombolon;

import dev.mazzo.card.Card;
import dev.mazzo.family.Narrator;
import dev.mazzo.family.Seating;
import dev.mazzo.family.Text;
import dev.mazzo.game.Action;
import dev.mazzo.game.PlayerView;
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
        + " it); q quits.";
  }

  @Override
  public Seq<Action> choices(PlayerView view) {
    return view.legalActions();
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
          "Type a number from 1 to " + choices.size() + ", or a card code such as AS, 7D or 10H.");
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
