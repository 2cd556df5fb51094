package dev.mazzo.conformance.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.conformance.ConformanceKit;
import dev.mazzo.conformance.ConformanceRunner;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.SeatAction;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/**
 * The kit as a family outside the repository uses it (the package guide's example): one test class
 * in another package than the kit's, holding its kit as a nested class and running it with {@link
 * ConformanceRunner}, through the exported API only. The family here is {@code briscola-2p}'s rules
 * (briscola.md), written from the chapter alone, without rules-impl's own kit. (Public only for the
 * runner's own test, which breaks this kit on purpose.)
 */
public class Briscola2pConformanceTest {

  @TestFactory
  Stream<DynamicNode> conformance() {
    return ConformanceRunner.run(Kit.class, "briscola-2p");
  }

  /** The kit of {@code briscola-2p}: deal and play, nothing else (B-64). */
  public static class Kit extends ConformanceKit {

    /**
     * A kit for the id.
     *
     * @param variantId {@code "briscola-2p"}
     */
    public Kit(String variantId) {
      super(variantId);
    }

    /** B-11, B-30: a hand's card points add up to 120, its tricks to 20, one per side. */
    @Override
    protected void assertHandResult(GameState s, HandResult r) {
      assertEquals(120, r.points().sum().intValue(), "B-11: the hand's card points");
      assertEquals(s.deck().size() / s.players(), r.tricks().sum().intValue(), "B-30: tricks");
      assertEquals(s.players(), r.sides().size(), "one side per seat");
    }

    /** Every play of every deck card by every seat, and a pass of each seat (MALFORMED here). */
    @Override
    protected List<Action> fixedActionSpace(GameState start) {
      List<Action> out = new ArrayList<>();
      for (int seat = 0; seat < start.players(); seat++) {
        for (Card c : start.deck().cards()) {
          out.add(new PlayCard(seat, c));
        }
        out.add(new Pass(seat));
      }
      return out;
    }

    /** B-64: a play of a deck card is well formed; a pass is not an action of the variant. */
    @Override
    protected void assertSpaceShape(Action a, boolean malformed) {
      if (a instanceof PlayCard) {
        assertFalse(malformed, () -> "a play of a deck card is well formed: " + show(a));
      } else {
        assertTrue(malformed, () -> "only deal and play are actions of briscola-2p: " + show(a));
      }
    }

    /** B-65: the deal phase takes a deal, the play phase a play. */
    @Override
    protected boolean accepts(Phase phase, Action a) {
      return Phase.DEAL.equals(phase)
          ? a instanceof Deal
          : Phase.PLAY.equals(phase) && a instanceof PlayCard;
    }

    /** B-67: NOT_YOUR_TURN, then CARD_NOT_IN_HAND (every held card may be played in 2p). */
    @Override
    protected Rejection.Code expectedCode(GameState s, SeatAction a) {
      return a.seat() != s.toAct() ? Rejection.Code.NOT_YOUR_TURN : Rejection.Code.CARD_NOT_IN_HAND;
    }

    /** Plays by any seat of any card of any deck, or of none. */
    @Override
    protected Arbitrary<Action> familyActions() {
      return Combinators.combine(anySeat(), anyCard()).as(PlayCard::new);
    }
  }
}
