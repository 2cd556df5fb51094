package dev.mazzo.family;

import dev.mazzo.game.Action;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Seq;
import io.vavr.control.Either;

/**
 * A test's {@link Text}: labels a play by its card's code, offers the legal actions, rejects every
 * line it parses and has no narrator; what a test asks of a text beyond that is the interface's
 * defaults.
 */
final class CodeText implements Text {
  @Override
  public String intro(PlayerView view) {
    return "";
  }

  @Override
  public Seq<Action> choices(PlayerView view) {
    return view.legalActions();
  }

  @Override
  public String label(Action action, PlayerView view) {
    return ((PlayCard) action).card().code();
  }

  @Override
  public Either<String, Action> parse(String line, PlayerView view, Seq<Action> choices) {
    return Either.left(line);
  }

  @Override
  public Narrator narrator(Seating seating) {
    throw new UnsupportedOperationException();
  }
}
