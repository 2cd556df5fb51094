package dev.mazzo.briscola;

import static dev.mazzo.briscola.RandomMatches.act;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.conformance.Transcript;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The check of the view properties (B-70, B-71): two states that differ only in where two cards
 * lie, played on alike, look the same to every seat that holds neither card.
 */
final class AlikeViews {

  private AlikeViews() {}

  private static BriscolaView view(Game<GameState, PlayerView> g, GameState s, int seat) {
    return (BriscolaView) g.view(s, seat).get();
  }

  /**
   * Everything of a view but the seat's own holding and legal actions, with its own draws hidden:
   * what a view says about the table, the counts, the piles and the public events.
   */
  private static String shared(BriscolaView v) {
    StringBuilder b = new StringBuilder();
    b.append(v.phase())
        .append(' ')
        .append(v.toAct())
        .append(' ')
        .append(v.dealer())
        .append(' ')
        .append(v.handNumber())
        .append(' ')
        .append(v.trump())
        .append(' ')
        .append(v.trumpCard());
    for (int p = 0; p < v.players(); p++) {
      b.append(' ').append(v.handSize(p)).append(v.captured(p));
    }
    b.append(' ')
        .append(v.stockSize())
        .append(v.table())
        .append(v.score())
        .append(v.results())
        .append(v.winningSide());
    for (Event e : v.events()) {
      b.append(' ')
          .append(
              e instanceof Event.Drew && ((Event.Drew) e).seat() == v.seat()
                  ? new Event.Drew.Plain(v.seat(), Option.none())
                  : e);
    }
    b.append(' ')
        .append(v.highBid())
        .append(v.passed())
        .append(v.declarer())
        .append(v.calledCard())
        .append(v.partnerKnown())
        .append(v.partner());
    return b.toString();
  }

  /**
   * Asserts that two states that differ only in where the cards x and y lie look the same to every
   * seat that holds neither (its whole view is equal), and to the seats that hold one of them apart
   * from their own holding and legal actions; the spectator's view is equal too.
   */
  private static void assertSameViews(
      Game<GameState, PlayerView> g, GameState s1, GameState s2, Card x, Card y, String why) {
    for (int seat = 0; seat < s1.players(); seat++) {
      BriscolaView v1 = view(g, s1, seat);
      BriscolaView v2 = view(g, s2, seat);
      int me = seat;
      boolean holdsNeither =
          !s1.hand(seat).contains(x)
              && !s1.hand(seat).contains(y)
              && !s2.hand(seat).contains(x)
              && !s2.hand(seat).contains(y);
      if (holdsNeither) {
        assertEquals(
            Transcript.view(v1),
            Transcript.view(v2),
            () -> why + ": seat " + me + " holds neither card, so its view is the same");
        assertEquals(v1, v2);
      } else {
        assertEquals(
            shared(v1),
            shared(v2),
            () -> why + ": seat " + me + "'s view differs only in its own holding");
        assertEquals(
            s1.hand(seat).minus(CardSet.of(s1.deck(), x, y)),
            s2.hand(seat).minus(CardSet.of(s2.deck(), x, y)));
      }
    }
    assertEquals(g.publicView(s1).get(), g.publicView(s2).get(), why + ": the spectator's view");
  }

  /**
   * From two states that differ only in where x and y lie, plays random actions legal in both that
   * play neither card, checking the views after each, until one of them must be played or the hand
   * ends.
   *
   * @return the number of actions played
   */
  static int playAlike(
      Game<GameState, PlayerView> g,
      GameState s1,
      GameState s2,
      Card x,
      Card y,
      SplittableRandom r,
      String why) {
    int steps = 0;
    while (true) {
      assertSameViews(g, s1, s2, x, y, why + " after " + steps + " actions");
      if (s1.phase() == Phase.DEAL || s1.isOver()) {
        return steps;
      }
      List<Action> common = new ArrayList<>();
      Seq<Action> legal2 = g.legalActions(s2);
      for (Action a : g.legalActions(s1)) {
        boolean playsXy =
            a instanceof PlayCard
                && (((PlayCard) a).card().equals(x) || ((PlayCard) a).card().equals(y));
        if (!playsXy && legal2.contains(a)) {
          common.add(a);
        }
      }
      if (common.isEmpty()) {
        return steps;
      }
      Action a = common.get(r.nextInt(common.size()));
      s1 = act(g, s1, a);
      s2 = act(g, s2, a);
      steps++;
    }
  }
}
