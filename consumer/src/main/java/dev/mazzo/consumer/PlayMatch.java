package dev.mazzo.consumer;

import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Random;

/**
 * Plays whole matches as a user's program would: finds variants in the catalog, deals with
 * {@code Shuffle.seeded}, picks random legal actions through the checked {@code apply} until the
 * match is over, and prints the winner. Exits 1 if anything goes wrong, so that CI fails.
 *
 * <p>Arguments: variant ids (default: one of each family); the seed is fixed.
 */
public final class PlayMatch {

  private PlayMatch() {}

  public static void main(String[] args) {
    Module module = PlayMatch.class.getModule();
    System.out.println(
        module.isNamed()
            ? "module path: module "
                + module.getName()
                + " runs the engine of module "
                + Variants.class.getModule().getName()
            : "class path: the engine is in " + Variants.class.getModule());
    int catalog = Variants.all().size();
    if (catalog == 0) {
      fail("the catalog is empty: the ServiceLoader found no variant");
    }
    System.out.println(catalog + " variants in the catalog");
    String[] ids = args.length > 0 ? args : new String[] {"briscola-2p", "tombolon-rovigo-2p"};
    for (String id : ids) {
      play(id, 42);
    }
  }

  private static void play(String id, long seed) {
    Option<Variant> variant = Variants.byId(id);
    if (variant.isEmpty()) {
      fail("no variant " + id);
    }
    Game<GameState, PlayerView> game = variant.get().game();
    Either<Rejection, GameState> created = game.newMatch(MatchOptions.defaults());
    if (created.isLeft()) {
      fail(id + ": new match rejected: " + created.getLeft());
    }
    GameState s = created.get();
    Random random = new Random(seed);
    int actions = 0;
    while (!s.isOver()) {
      Action action;
      if (s.toAct() == GameState.CHANCE) {
        action = new Deal(Shuffle.seeded(seed + s.handNumber()).order(s.deck()));
      } else {
        Seq<Action> legal = game.legalActions(s);
        if (legal.isEmpty()) {
          fail(id + ": no legal action in phase " + s.phase());
        }
        action = legal.get(random.nextInt(legal.size()));
      }
      Either<Rejection, GameState> next = game.apply(s, action);
      if (next.isLeft()) {
        fail(id + ": " + action + " rejected: " + next.getLeft());
      }
      s = next.get();
      if (++actions > 1_000_000) {
        fail(id + ": the match does not end");
      }
    }
    GameState end = s;
    String winner =
        end.winningSide()
            .map(w -> "side " + w + " " + end.sides().get(w).mkString("[", ",", "]"))
            .getOrElse("nobody (a draw)");
    System.out.println(
        id
            + ": "
            + end.results().size()
            + " hands, "
            + actions
            + " actions, score "
            + end.score().mkString("[", ",", "]")
            + ", winner "
            + winner);
  }

  private static void fail(String message) {
    System.err.println("consumer: " + message);
    System.exit(1);
  }
}
