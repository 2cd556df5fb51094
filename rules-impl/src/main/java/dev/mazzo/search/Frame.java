package dev.mazzo.search;

import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;

/** What both bots do around their search: check the view, sample a state. */
final class Frame {

  private Frame() {}

  /**
   * The longest list of legal actions outside trick play that an advised search still searches:
   * Pitch's longest (its opening bid, nine), so that a pass or a few bids, a trump among four
   * suits, are compared by the search, and Five Hundred's opening bids (27) and discards (286) and
   * chiamata's opening bids (61) go to the advisor.
   */
  static final int LONG_LIST = 9;

  /**
   * The view's legal actions.
   *
   * @throws IllegalArgumentException if there is none (the seat is not to act)
   */
  static Seq<Action> legal(PlayerView view) {
    Seq<Action> legal = view.legalActions();
    if (legal.isEmpty()) {
      throw new IllegalArgumentException(
          "seat " + view.seat() + " has no legal action: it is not to act");
    }
    return legal;
  }

  /**
   * Whether an advised search leaves the view's decision to its advisor: a decision outside trick
   * play ({@link Phase#PLAY}) among more than {@link #LONG_LIST} legal actions, such as an opening
   * bid or a discard. Random playouts from there run the rest of the auction and the discard too,
   * and judge dozens of bids or hundreds of discard sets with about 130 samples.
   */
  static boolean advised(PlayerView view) {
    return view.phase() != Phase.PLAY && view.legalActions().size() > LONG_LIST;
  }

  /**
   * A state consistent with the view, its hidden cards sampled with {@code rng}.
   *
   * @throws IllegalArgumentException if the game cannot determinize the view (a view of another
   *     variant)
   */
  static GameState sample(Game<GameState, PlayerView> game, PlayerView view, SplittableRandom rng) {
    return game.determinize(view, rng)
        .getOrElseThrow(r -> new IllegalArgumentException(r.message()));
  }
}
