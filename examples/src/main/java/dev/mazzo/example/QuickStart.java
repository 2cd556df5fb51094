package dev.mazzo.example;

import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variants;
import io.vavr.control.Either;
import java.io.PrintStream;

/**
 * The README's usage example, compiled and run by a test so that it stays true; the README shows
 * the region {@code quick-start} with {@code System.out} for {@code out}, kept the same by {@code
 * ReadmeTest}.
 */
public final class QuickStart {

  private QuickStart() {}

  /**
   * Runs the example.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    run(System.out);
  }

  /**
   * Runs the example, printing to {@code out}.
   *
   * @param out where to print
   */
  public static void run(PrintStream out) {
    // @start region="quick-start"
    Game<GameState, PlayerView> game = Variants.byId("briscola-2p").get().game();
    GameState s = game.newMatch(MatchOptions.defaults()).get(); // phase deal: chance acts
    s = game.apply(s, new Deal(Shuffle.seeded(42).order(s.deck()))).get();

    out.println(game.legalActions(s)); // the eldest's legal plays
    s = game.apply(s, game.legalActions(s).head()).get(); // play the first of them

    // An untrusted move: never an exception, never a changed state.
    Either<Rejection, GameState> next = game.apply(s, new PlayCard(0, Card.parse("AS").get()));
    if (next.isLeft()) {
      Rejection why = next.getLeft(); // e.g. CARD_NOT_IN_HAND
      out.println(why.code() + ": " + why.message()); // "You do not hold AS"
    }

    PlayerView mine = game.view(s, 0).get(); // only what seat 0 may know
    out.println(
        mine.ownHand()
            + ", trump card "
            + mine.trumpCard()
            + ", "
            + mine.stockSize()
            + " cards in the stock");
    // @end region="quick-start"
  }
}
