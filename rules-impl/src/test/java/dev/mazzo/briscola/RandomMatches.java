package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.conformance.Transcript;
import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The random matches of the family properties: a variant's game, random allowed options (B-68), an
 * apply that must be accepted, the holder of a card, and a deal order with two cards exchanged.
 */
final class RandomMatches {

  private RandomMatches() {}

  /** The game of a registered variant. */
  static Game<GameState, PlayerView> game(String id) {
    Variant v = Variants.byId(id).getOrElseThrow(() -> new AssertionError("not registered: " + id));
    return v.game();
  }

  /** Random allowed options (B-68): the dealer and every choice option; open ranges default. */
  static MatchOptions options(String id, SplittableRandom r) {
    Map<String, Object> m = new HashMap<>();
    for (OptionSpec o : Variants.byId(id).get().options()) {
      if (o.choices().isDefined()) {
        m.put(o.name(), o.choices().get().get(r.nextInt(o.choices().get().size())));
      } else if (o.numbers().isDefined()) {
        m.put(o.name(), o.numbers().get().get(r.nextInt(o.numbers().get().size())));
      } else if (o.name().equals("dealer")) {
        m.put(o.name(), r.nextInt(o.max() + 1));
      }
    }
    return MatchOptions.of(m);
  }

  /** The state after an action that must be accepted. */
  static GameState act(Game<GameState, PlayerView> g, GameState s, Action a) {
    Either<Rejection, GameState> next = g.apply(s, a);
    assertTrue(
        next.isRight(),
        () -> "rejected " + a + ": " + next.getLeft() + "\n" + Transcript.summary(g, s));
    return next.get();
  }

  /** The seat holding a card, or -1 when it is in no holding. */
  static int holder(GameState s, Card c) {
    for (int p = 0; p < s.players(); p++) {
      if (s.hand(p).contains(c)) {
        return p;
      }
    }
    return -1;
  }

  /** The order with the cards at two indices exchanged. */
  static Seq<Card> swap(Seq<Card> order, int i, int j) {
    return order.update(i, order.get(j)).update(j, order.get(i));
  }
}
