package dev.mazzo.euchre;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Suit;
import dev.mazzo.conformance.ConformanceKit;
import dev.mazzo.conformance.ConformanceRunner;
import dev.mazzo.euchre.EuchreAction.Discard;
import dev.mazzo.euchre.EuchreAction.GoAlone;
import dev.mazzo.euchre.EuchreAction.MakeTrump;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.SeatAction;
import dev.mazzo.game.TablePlay;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/**
 * The library's conformance kit (dev.mazzo:mazzo-conformance) on {@code euchre-4p}: every property
 * every variant of every family must have, with Euchre's hooks (euchre.md E-19, E-23 to E-25).
 */
class EuchreConformanceTest {

  @TestFactory
  Stream<DynamicNode> conformance() {
    return ConformanceRunner.run(Kit.class, Euchre.ID);
  }

  /** Euchre's kit: public and static with a constructor taking the id, as jqwik makes it. */
  public static class Kit extends ConformanceKit {

    /**
     * A kit for the id.
     *
     * @param variantId {@code "euchre-4p"}
     */
    public Kit(String variantId) {
      super(variantId);
    }

    /** E-19: two sides; five tricks, or none for a hand thrown in (E-12). */
    @Override
    protected void assertHandResult(GameState s, HandResult r) {
      EuchreHandResult h = (EuchreHandResult) r;
      assertEquals(2, h.sides().size(), "E-2: two partnerships");
      int tricks = h.tricks().sum().intValue();
      assertEquals(h.declarer().isDefined() ? 5 : 0, tricks, "E-18, E-12: the hand's tricks");
      assertEquals(h.tricks(), h.points(), "E-19: a side's points are its tricks (no card points)");
    }

    /** Each seat's plays and discards of every deck card, pass, trump in each suit, alone. */
    @Override
    protected List<Action> fixedActionSpace(GameState start) {
      List<Action> out = new ArrayList<>();
      for (int seat = 0; seat < 4; seat++) {
        for (Card c : start.deck().cards()) {
          out.add(new PlayCard(seat, c));
          out.add(new Discard(seat, c));
        }
        out.add(new Pass(seat));
        for (Suit suit : Suit.values()) {
          out.add(new MakeTrump(seat, suit));
        }
        out.add(new MakeTrump(seat, null));
        out.add(new GoAlone(seat, true));
        out.add(new GoAlone(seat, false));
      }
      out.add(new Pass(4));
      out.add(new GoAlone(-1, true));
      return out;
    }

    /** E-23: MALFORMED is a seat out of 0-3 or a trump without a suit, in every state. */
    @Override
    protected void assertSpaceShape(Action a, boolean malformed) {
      int seat = ((SeatAction) a).seat();
      boolean bad = seat < 0 || seat > 3 || a instanceof MakeTrump m && m.suit() == null;
      assertEquals(bad, malformed, () -> "E-23: MALFORMED: " + show(a));
    }

    /** E-23: the action types of each phase. */
    @Override
    protected boolean accepts(Phase phase, Action a) {
      switch (EuchrePhase.of(phase)) {
        case DEAL:
          return a instanceof Deal;
        case BID:
          return a instanceof Pass || a instanceof MakeTrump;
        case DISCARD:
          return a instanceof Discard;
        case ALONE:
          return a instanceof GoAlone;
        case PLAY:
          return a instanceof PlayCard;
        default:
          return false;
      }
    }

    /** E-23: NOT_YOUR_TURN, then the phase's own code. */
    @Override
    protected Rejection.Code expectedCode(GameState s, SeatAction a) {
      if (a.seat() != s.toAct()) {
        return EuchreCodes.NOT_YOUR_TURN;
      }
      if (a instanceof Pass) {
        return EuchreCodes.DEALER_MUST_BID;
      }
      if (a instanceof MakeTrump) {
        return EuchreCodes.ILLEGAL_CALL;
      }
      Card card = a instanceof Discard x ? x.card() : ((PlayCard) a).card();
      if (!s.hand(a.seat()).contains(card)) {
        return EuchreCodes.CARD_NOT_IN_HAND;
      }
      return a instanceof Discard ? EuchreCodes.ILLEGAL_DISCARD : EuchreCodes.MUST_FOLLOW_SUIT;
    }

    /** Euchre's actions by any seat, with any card or suit, or none. */
    @Override
    protected Arbitrary<Action> familyActions() {
      Arbitrary<Suit> suits = Arbitraries.of(Suit.values()).injectNull(0.1);
      return Arbitraries.oneOf(
          Combinators.combine(anySeat(), suits).as(MakeTrump::new),
          Combinators.combine(anySeat(), anyCard()).as(Discard::new),
          Combinators.combine(anySeat(), Arbitraries.of(true, false)).as(GoAlone::new));
    }

    /** E-24: the upcard is public for the whole hand, also in the dealer's hand. */
    @Override
    protected CardSet publicCards(GameState s) {
      CardSet out = super.publicCards(s);
      for (Card up : ((EuchreState) s).upcard()) {
        out = out.with(up);
      }
      return out;
    }

    /** E-25: the dealer's discard names its card in the dealer's view only. */
    @Override
    protected Event seenBy(Event e, int seat) {
      return e instanceof EuchreEvent.Discarded x && x.seat() != seat
          ? new EuchreEvent.Discarded(x.seat(), Option.none())
          : e;
    }

    /**
     * E-7, E-24: the dealer's discard is a place too, beside the hands, the stock (the kitty and
     * the upcard not picked up), the table and the tricks taken.
     */
    @Override
    protected void assertCardsConserved(GameState s) {
      Deck deck = s.deck();
      int[] count = new int[deck.size()];
      for (int p = 0; p < s.players(); p++) {
        add(deck, s.hand(p), count);
        add(deck, s.captured(p), count);
      }
      add(deck, ((EuchreState) s).discard(), count);
      add(deck, s.stock(), count);
      add(deck, s.table().map(TablePlay::card), count);
      int expected = s.phase() == Phase.DEAL ? 0 : 1;
      for (int id = 0; id < count.length; id++) {
        int i = id;
        assertEquals(
            expected,
            count[id],
            () -> deck.card(i) + " is in " + count[i] + " places\n" + summary(s));
      }
      assertFamilyCards(s);
    }

    private static void add(Deck deck, Iterable<Card> cards, int[] count) {
      for (Card c : cards) {
        count[deck.idOf(c)]++;
      }
    }

    /** A match to 10 takes some twenty hands of about thirty actions, thrown-in hands more. */
    @Override
    protected int stepBound() {
      return 200 * (variant().deckSize() + 1);
    }

    /**
     * E-12: without {@code stickTheDealer} eight passes throw the hand in, so seats that pass
     * almost always make a match that does not end (the walk of seed -60985, with a bias of 0.997,
     * was not over after 5,000 steps): the bias is capped, as in Pitch and Five Hundred.
     */
    @Override
    protected double passBias(double drawn) {
      return Math.min(drawn, 0.6);
    }
  }
}
