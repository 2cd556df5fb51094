package dev.mazzo.fivehundred;

import static dev.mazzo.fivehundred.Setup.act;
import static dev.mazzo.fivehundred.Setup.dealt;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.game.Game;
import dev.mazzo.game.Pass;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * How many deals of the hidden cards a determinization draws when it reads the auction (F-34,
 * {@link Determinizer#TRIES}): one when the first deal fits every bid and pass, {@link
 * Determinizer#TRIES} when none can.
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
