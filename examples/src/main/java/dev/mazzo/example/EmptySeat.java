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
import dev.mazzo.search.Ismcts;
import java.io.PrintStream;
import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * The README's host example: a person holds one seat, {@code ismcts} fills every empty seat, and
 * the person can ask it for a hint (the same call, from the person's own view). Compiled and run by
 * a test so that it stays true; here the "person" is a function of the view.
 */
public final class EmptySeat {

  private EmptySeat() {}

  /**
   * Runs the example: one hand of briscola-4p, the bot at seats 1 to 3; seat 0, the "person", plays
   * its first legal card, after the bot's hint for it is printed.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    run("briscola-4p", 0, view -> view.legalActions().head(), 7, System.out);
  }

  /**
   * Plays one hand with a person at {@code human} and the bot at every other seat.
   *
   * @param variantId the variant
   * @param human the person's seat
   * @param person the person's move from their view (a UI's input)
   * @param seed the seed of the deal and of the bot
   * @param out where the hints and the hand's result are printed
   * @return the state after the hand
   */
  public static GameState run(
      String variantId,
      int human,
      Function<PlayerView, Action> person,
      long seed,
      PrintStream out) {
    // @start region="empty-seat"
    Game<GameState, PlayerView> game = Variants.byId(variantId).get().game();
    Strategy greedy = Families.of(variantId).get().greedy(); // the family's own heuristics
    Strategy bot = Ismcts.defaults().guidedBy(greedy); // searches bids and discards too
    SplittableRandom rng = new SplittableRandom(seed); // seeded: the bot's moves replay

    GameState s = game.newMatch(MatchOptions.defaults()).get();
    s = game.applyLegal(s, new Deal(Shuffle.using(rng).order(s.deck())));
    while (s.results().isEmpty() && s.toAct() >= 0) {
      PlayerView view = game.view(s, s.toAct()).get();
      if (s.toAct() == human) {
        out.println("hint: " + bot.choose(game, view, rng)); // a hint is the same call
        s = game.apply(s, person.apply(view)).get(); // the person's move, checked
      } else {
        s = game.applyLegal(s, bot.choose(game, view, rng)); // an empty seat: the bot plays
      }
    }
    // @end region="empty-seat"
    out.println(
        "hand result: points "
            + s.results().lastOption().map(r -> r.points().mkString(" to ")).getOrElse("none"));
    return s;
  }
}
