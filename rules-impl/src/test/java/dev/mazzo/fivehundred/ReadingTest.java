package dev.mazzo.fivehundred;

import static dev.mazzo.fivehundred.Setup.act;
import static dev.mazzo.fivehundred.Setup.dealt;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.CardSet;
import dev.mazzo.game.Game;
import dev.mazzo.game.Pass;
import dev.mazzo.trick.TrumpContext;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The auction's reading of the hidden hands (F-6 … F-9, {@link Reading}): a bid bounds its seat's
 * worth from below, a pass over an open bid from above (not a pass under a teammate's bid, F-4);
 * the worth is greedy's estimate (as documented); and the determinizer samples hands that fit the
 * auction.
 */
class ReadingTest {

  private static final Spec FOUR = Spec.of(4);

  private static AuctionCall bid(int seat, Bid b) {
    return new AuctionCall(seat, Option.some(b));
  }

  private static AuctionCall pass(int seat) {
    return new AuctionCall(seat, Option.none());
  }

  private static long hand(Spec spec, String codes) {
    long m = 0;
    for (String c : codes.split(" ")) {
      m |= 1L << spec.deck.idOf(spec.deck.parse(c).get());
    }
    return m;
  }

  /** A hand worth 95 tenths in hearts (JK, both bowers, AH KH QH …), 4p. */
  private static final String HEARTS = "JK JH JD AH KH QH 10H 9H AS KS";

  /** A weak hand, 4p. */
  private static final String WEAK = "5H 6H 5D 6D 7D 5C 6C 7C 5S 6S";

  /**
   * The estimate as {@link FiveHundredGreedy}'s comment documents it (<i>Tricks of a hand</i>),
   * counted card by card over the deck, without the variant's strength tables.
   */
  private static int documented(Spec spec, long hand, int t) {
    TrumpContext ctx = spec.context(t);
    int sum = 5 + (spec.players == 3 ? 10 : spec.players == 4 ? 15 : 20);
    int trumps = 0;
    for (int id = 0; id < 64; id++) {
      if ((hand >>> id & 1) == 0) {
        continue;
      }
      int higher = 0;
      int length = 0;
      for (int other = 0; other < spec.deck.size(); other++) {
        boolean same =
            ctx.isTrump(id)
                ? ctx.isTrump(other)
                : !ctx.isTrump(other) && ctx.suitOf(other) == ctx.suitOf(id);
        higher += same && ctx.strengthOf(other) > ctx.strengthOf(id) ? 1 : 0;
        length += same && (hand >>> other & 1) != 0 ? 1 : 0;
      }
      if (ctx.isTrump(id)) {
        trumps++;
        sum += t < 0 ? 10 : higher < 3 ? 10 - higher : trumps > 4 ? 9 : 6;
      } else if (higher == 0) {
        sum += t < 0 ? 9 : 8;
      } else if (higher == 1 && length >= 2) {
        sum += t < 0 ? 5 : 4;
      } else if (t < 0 && higher == 2 && length >= 3) {
        sum += 3;
      }
    }
    return sum;
  }

  @Test
  void theEstimateIsTheDocumentedOneInEveryIdAndDenomination() {
    for (String id : FiveHundred.ids()) {
      Game<FiveHundredState, FiveHundredView> g = Setup.game(id);
      int checked = 0;
      for (FiveHundredPropertiesTest.Step step : FiveHundredPropertiesTest.walk(id, 3)) {
        FiveHundredState s = step.after();
        if (s.toAct() < 0) {
          continue;
        }
        FiveHundredView v = g.view(s, s.toAct()).get();
        for (int t = -1; t < 4; t++) {
          assertEquals(
              documented(v.rules.spec, v.ownHand().lo(), t),
              FiveHundredGreedy.estimate(v, t),
              id + " " + v.ownHand() + " trump " + t);
          checked++;
        }
      }
      assertTrue(checked > 100, id);
    }
  }

  @Test
  void f6_aBidIsALowerBoundOfItsSeatsWorth() {
    long strong = hand(FOUR, HEARTS);
    assertEquals(95, Reading.estimate(FOUR, strong, 0));
    long weak = hand(FOUR, WEAK);
    int w = Reading.estimate(FOUR, weak, 0);
    assertTrue(w < 60, "weak: " + w);
    Reading r = Reading.of(FOUR, List.of(bid(0, Bid.H9)));
    assertEquals(0, r.misfit(FOUR, new long[] {strong, 0, 0, 0}, 0));
    assertEquals(90 - w, r.misfit(FOUR, new long[] {weak, 0, 0, 0}, 0));
    r = Reading.of(FOUR, List.of(bid(0, Bid.H6), pass(1), pass(2), pass(3), bid(0, Bid.H10)));
    assertEquals(100 - 95, r.misfit(FOUR, new long[] {strong, 0, 0, 0}, 0b1110), "the later bid");
    assertEquals(0, r.misfit(FOUR, new long[] {weak, 0, 0, 0}, 0b1111), "a skipped seat");
    // The limit stops the reading: seat 0 alone already reaches it.
    assertEquals(100 - w, r.misfit(FOUR, new long[] {weak, strong, strong, strong}, 0, 1));
    assertEquals(100 - w, r.misfit(FOUR, new long[] {weak, strong, strong, strong}, 0, 100 - w));
    assertTrue(r.misfit(FOUR, new long[] {weak, strong, strong, strong}, 0, 101 - w) > 100 - w);
    assertEquals(0, r.misfit(FOUR, new long[] {weak, strong, strong, strong}, 0, 0), "no limit");
  }

  @Test
  void f6_aPassOverAnOpenBidIsAnUpperBound() {
    long strong = hand(FOUR, HEARTS);
    long[] hands = {0, strong, 0, 0};
    // No bid yet: every denomination's six was open.
    Reading r = Reading.of(FOUR, List.of(pass(1)));
    int sum = 0;
    for (int t = -1; t < 4; t++) {
      sum += Math.max(0, Reading.estimate(FOUR, strong, t) - 60 + 1);
    }
    assertEquals(sum, r.misfit(FOUR, hands, 0b1101));
    // Over 9H: 10H, 10NT and 10D were open, no ten of spades or clubs (F-6).
    r = Reading.of(FOUR, List.of(bid(0, Bid.H9), pass(1)));
    assertEquals(0, r.misfit(FOUR, hands, 0b1101), "95 < 100");
    r = Reading.of(FOUR, List.of(bid(0, Bid.S8), pass(1)));
    assertEquals(95 - 80 + 1, r.misfit(FOUR, hands, 0b1101), "8H was open");
    assertEquals(0, r.misfit(FOUR, new long[] {0, 0, 0, strong}, 0b0111), "seat 3 did not pass");
    // A later pass keeps the lower bound: 80 from the first pass, not 100.
    r = Reading.of(FOUR, List.of(bid(0, Bid.S8), pass(1), bid(2, Bid.H9), pass(1)));
    assertEquals(95 - 80 + 1, r.misfit(FOUR, hands, 0b1101));
    // Nothing above 10NT: a pass over it bounds nothing.
    r = Reading.of(FOUR, List.of(bid(0, Bid.NT10), pass(1)));
    assertEquals(0, r.misfit(FOUR, hands, 0b1101));
  }

  @Test
  void f4_aPassUnderATeammatesBidOrItsOwnBoundsNothing() {
    long strong = hand(FOUR, HEARTS);
    Reading r = Reading.of(FOUR, List.of(bid(0, Bid.S6), pass(2)));
    assertEquals(0, r.misfit(FOUR, new long[] {0, 0, strong, 0}, 0b1011), "teammate's bid");
    r = Reading.of(FOUR, List.of(bid(0, Bid.H6), pass(0)));
    assertEquals(0, r.misfit(FOUR, new long[] {strong, 0, 0, 0}, 0b1110), "its own bid");
    // 3p has no teams: seat 2 passing over seat 0's bid is bounded.
    Spec three = Spec.of(3);
    r = Reading.of(three, List.of(bid(0, Bid.S8), pass(2)));
    long strong3 = hand(three, HEARTS);
    int worth = Reading.estimate(three, strong3, 0);
    assertEquals(worth - 80 + 1, r.misfit(three, new long[] {0, 0, strong3}, 0b011));
  }

  @Test
  void f7_aMisereBidBoundsNothingAndAnAuctionWithNothingToReadIsNull() {
    assertNull(Reading.of(FOUR, List.of()));
    assertNull(Reading.of(FOUR, List.of(bid(0, Bid.MIS))));
    assertNull(Reading.of(FOUR, List.of(bid(0, Bid.MIS), pass(2))), "a teammate's pass only");
  }

  @Test
  void f34_theDefendersSampleADeclarerThatFitsItsBid() {
    // Seat 1 holds the hearts and bids 8H; the others pass (seat 3 is seat 1's teammate).
    FiveHundredState s = dealt("five-hundred-4p", Map.of(), "", HEARTS, WEAK);
    Game<FiveHundredState, FiveHundredView> g = Setup.game(s.variantId());
    s = act(s, new MakeBid(1, Bid.H8));
    while (s.phase() == dev.mazzo.game.Phase.BID) {
      s = act(s, new Pass(s.toAct()));
    }
    FiveHundredView v = g.view(s, 2).get();
    Reading r = Reading.of(FOUR, v.auction());
    // The bid of 8H and two passes bound three hands; each sample is the best of a few deals.
    SplittableRandom random = new SplittableRandom(5);
    int fits = 0;
    for (int i = 0; i < 40; i++) {
      FiveHundredState d = g.determinize(v, random).get();
      long[] hands = new long[4];
      for (int seat = 0; seat < 4; seat++) {
        hands[seat] = d.hand(seat).lo();
      }
      fits += r.misfit(FOUR, hands, 1 << 2) == 0 ? 1 : 0;
      CardSet declarer = d.hand(1);
      assertTrue(declarer.size() == 13, "the declarer holds the kitty");
    }
    assertTrue(fits >= 15, fits + " of 40 samples fit the auction");
  }
}
