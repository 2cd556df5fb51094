package dev.mazzo.protocol;

import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import java.util.Random;

/**
 * For {@link RefereeManyMatchesForkTest}, in a JVM of its own: a default referee asked to open
 * 10,000 matches of the heaviest id, each played to its end before the next is opened.
 */
public final class ManyMatchesMain {

  /** The id whose whole match takes the most heap (benchmarks/README.md). */
  static final String VARIANT = "briscola-chiamata-5p";

  private ManyMatchesMain() {}

  /**
   * Prints {@code opened N refused M cap C}.
   *
   * @param args the number of matches to ask for
   */
  public static void main(String[] args) {
    Referee referee = new Referee();
    Game<GameState, PlayerView> game = Variants.byId(VARIANT).get().game();
    Random random = new Random(27);
    int opened = 0;
    int refused = 0;
    for (int m = 0; m < Integer.parseInt(args[0]); m++) {
      String id = "\"m" + m + "\"";
      String answer =
          referee.handle("{\"cmd\":\"new\",\"match\":" + id + ",\"variant\":\"" + VARIANT + "\"}");
      if (answer.contains("TOO_MANY_MATCHES")) {
        refused++;
        continue;
      }
      opened++;
      GameState s = referee.match("m" + m).get().state();
      while (!s.isOver()) {
        Seq<Action> legal = game.legalActions(s);
        Action action =
            s.phase() == Phase.DEAL
                ? new Deal(Shuffle.seeded(random.nextLong()).order(s.deck()))
                : legal.get(random.nextInt(legal.size()));
        referee.handle(
            "{\"cmd\":\"act\",\"match\":"
                + id
                + ",\"answer\":\"short\",\"action\":"
                + Json.write(Json.action(action))
                + "}");
        s = referee.match("m" + m).get().state();
      }
    }
    System.out.println("opened " + opened + " refused " + refused + " cap " + referee.maxMatches());
  }
}
