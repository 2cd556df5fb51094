package dev.mazzo.example;

import dev.mazzo.card.Shuffle;
import dev.mazzo.family.Families;
import dev.mazzo.family.Strategy;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import java.io.PrintStream;
import java.util.SplittableRandom;

/**
 * The README's whole-match example: chance deals at each chance node, seat 0 plays the family's
 * greedy strategy, every other seat a random legal action, until the match is over. Compiled and
 * run by a test so that it stays true. The code of the region {@code match-loop} is also the
 * overview of rules-api's and rules-impl's Javadoc, where a test ({@code OverviewTest}) keeps it
 * the same.
 */
public final class MatchLoop {

  private MatchLoop() {}

  /**
   * Runs the example.
   *
   * @param args a variant id (default {@code briscola-4p}) and a seed (default 7)
   */
  public static void main(String[] args) {
    run(
        args.length > 0 ? args[0] : "briscola-4p",
        args.length > 1 ? Long.parseLong(args[1]) : 7,
        System.out);
  }

  /**
   * Plays one match and prints its end.
   *
   * @param variantId the variant
   * @param seed the seed of the deals and of the random seats
   * @param out where to print
   * @return the final state
   */
  public static GameState run(String variantId, long seed, PrintStream out) {
    // @start region="match-loop"
    Game<GameState, PlayerView> game = Variants.byId(variantId).get().game();
    Strategy greedy = Families.of(variantId).get().greedy();
    SplittableRandom rng = new SplittableRandom(seed);
    Shuffle shuffle = Shuffle.using(rng);

    GameState s = game.newMatch(MatchOptions.defaults()).get();
    while (!s.isOver()) {
      if (s.toAct() == GameState.CHANCE) {
        s = game.applyLegal(s, new Deal(shuffle.order(s.deck()))); // a chance node: deal
      } else if (s.toAct() == 0) {
        PlayerView mine = game.view(s, 0).get(); // seat 0 decides from its own view
        s = game.applyLegal(s, greedy.choose(game, mine, rng));
      } else {
        Seq<Action> legal = game.legalActions(s);
        s = game.applyLegal(s, legal.get(rng.nextInt(legal.size())));
      }
    }
    // @end region="match-loop"
    GameState end = s;
    out.println(
        "After "
            + end.results().size()
            + " hands: score "
            + end.score().mkString(" to ")
            + ", winning side "
            + end.winningSide()
                .map(i -> "seats " + end.sides().get(i).mkString("+"))
                .getOrElse("none"));
    return end;
  }
}
