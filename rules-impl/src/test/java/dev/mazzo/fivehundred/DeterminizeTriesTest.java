package dev.mazzo.fivehundred;

import static dev.mazzo.fivehundred.Setup.act;
import static dev.mazzo.fivehundred.Setup.dealt;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Suit;
import dev.mazzo.game.Game;
import dev.mazzo.game.Pass;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * How many deals of the hidden cards a determinization draws when it reads the auction (F-34,
 * {@link Determinizer#TRIES}): one when the first deal fits every bid and pass, {@link
 * Determinizer#TRIES} when none can, and then the first of the deals that fit best; a card on the
 * table is part of the hand its seat bid with.
 */
class DeterminizeTriesTest {

  /** A generator that counts its bounded draws (a deal draws its order and places with them). */
  private static final class Counting implements RandomGenerator {
    private final SplittableRandom random = new SplittableRandom(11);
    int draws;

    @Override
    public long nextLong() {
      return random.nextLong();
    }

    @Override
    public int nextInt(int bound) {
      draws++;
      return random.nextInt(bound);
    }
  }

  /** The bounded draws of one determinization of seat 1's view, the declarer about to discard. */
  private static int draws(FiveHundredState s) {
    assertEquals(FiveHundred.DISCARD, s.phase());
    assertEquals(1, s.declarer().get().intValue());
    Game<FiveHundredState, FiveHundredView> g = Setup.game(s.variantId());
    Counting random = new Counting();
    g.determinize(g.view(s, 1).get(), random).get();
    return random.draws;
  }

  /**
   * Seat 1 bids {@code bid} at no-trumps and seat 2 {@code over}, which stands (F-8); seat 2 (KH KD
   * KC KS QH QD QC QS 10H 10D) leads KH, and seat 1 wins four tricks with its aces (everybody
   * follows suit, F-17) and leads the joker (F-18). Seat 1's whole hand is then worth 66 tenths at
   * no-trumps with the joker on the table (20, the joker 10, four aces 36) and 56 without it; its
   * hidden cards add nothing there, every king and queen being seen by seat 2.
   */
  private static FiveHundredState jokerOnTheTable(Bid bid, Bid over) {
    FiveHundredState s =
        dealt(
            "five-hundred-4p",
            Map.of(),
            "9H 9D 9C 10S JH JD 10C JC 5S JS",
            "AH AD AC AS JK 5H 5D 6C 6S 7S",
            "KH KD KC KS QH QD QC QS 10H 10D",
            "6H 7H 8H 6D 7D 8D 7C 8C 8S 9S",
            "4H 4D 5C");
    s = act(s, new MakeBid(1, bid));
    s = act(s, new MakeBid(2, over));
    while (s.phase() == dev.mazzo.game.Phase.BID) {
      s = act(s, new Pass(s.toAct()));
    }
    assertEquals(2, s.declarer().get().intValue());
    s = act(s, Setup.discard(s, "4H 4D 5C"));
    s = Setup.plays(s, "KH", "6H", "9H", "AH");
    s = Setup.plays(s, "AD", "QD", "6D", "9D", "AC", "QC", "7C", "9C", "AS", "QS", "8S", "10S");
    assertEquals(1, s.toAct());
    return act(s, new PlayWithSuit(1, Setup.card(s, "JK"), Suit.HEARTS));
  }

  /** The bounded draws of one determinization of seat 2's view. */
  private static int drawsOfSeatTwo(FiveHundredState s) {
    Game<FiveHundredState, FiveHundredView> g = Setup.game(s.variantId());
    Counting random = new Counting();
    g.determinize(g.view(s, 2).get(), random).get();
    return random.draws;
  }

  @Test
  void f34_theCardOnTheTableIsPartOfTheHandTheSeatBidWith() {
    // 6NT: seat 1's hand of 66 fits with the joker it led (one deal), not without it.
    int fits = drawsOfSeatTwo(jokerOnTheTable(Bid.NT6, Bid.NT7));
    // 9NT: 90 is out of reach of every deal, the same hidden cards dealt TRIES times.
    int never = drawsOfSeatTwo(jokerOnTheTable(Bid.NT9, Bid.NT10));
    assertTrue(fits > 0);
    assertEquals(Determinizer.TRIES * fits, never);
  }

  @Test
  void f34_ofDealsThatFitEquallyBadlyTheFirstIsKept() {
    // The same hidden cards and generator: 6NT takes the first deal, which fits; with 9NT each of
    // the TRIES deals misses by the same 24 tenths (seat 1's 66 of 90), and the first is kept.
    Game<FiveHundredState, FiveHundredView> g = Setup.game("five-hundred-4p");
    FiveHundredState fits = jokerOnTheTable(Bid.NT6, Bid.NT7);
    FiveHundredState never = jokerOnTheTable(Bid.NT9, Bid.NT10);
    FiveHundredState first = g.determinize(g.view(fits, 2).get(), new SplittableRandom(5)).get();
    FiveHundredState kept = g.determinize(g.view(never, 2).get(), new SplittableRandom(5)).get();
    for (int seat = 0; seat < 4; seat++) {
      assertEquals(first.hand(seat), kept.hand(seat), "seat " + seat);
    }
  }

  @Test
  void f34_oneDealWhenTheFirstFitsTriesWhenNoneCan() {
    // Seat 1 (dealer 0) bids 10NT and the others pass: no bid ranks above it (F-6), so the passes
    // bound nothing, and seat 1 reads no bound of its own hand: the first deal fits.
    FiveHundredState fits = dealt("five-hundred-4p", Map.of());
    fits = act(fits, new MakeBid(1, Bid.NT10));
    for (int seat : new int[] {2, 3, 0}) {
      fits = act(fits, new Pass(seat));
    }
    // Seat 2 bids 10C on the way: a hand of ten cards worth 100 tenths in clubs (F-6) is not
    // dealt in these tries, so no deal fits.
    FiveHundredState never = dealt("five-hundred-4p", Map.of());
    never = act(never, new MakeBid(1, Bid.S10));
    never = act(never, new MakeBid(2, Bid.C10));
    never = act(never, new Pass(3));
    never = act(never, new Pass(0));
    never = act(never, new MakeBid(1, Bid.NT10));
    never = act(never, new Pass(2));
    int one = draws(fits);
    assertTrue(one > 0);
    assertEquals(
        Determinizer.TRIES * one, draws(never), "the same hidden cards, dealt TRIES times");
  }
}
