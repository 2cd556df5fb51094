package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Shuffle;
import dev.mazzo.card.Suit;
import dev.mazzo.conformance.Playthrough;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import io.vavr.control.Option;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The determinizer's constraints on fixed positions (briscola.md B-70): what every seat saw stays
 * where it is in each sample — the trump card with the seat that drew it (B-28), the partner
 * revealed by the hand's last play (B-55), the called card's holder as the partner (B-52). Each
 * position is sampled from every seat with a few seeds; a sample that dealt these cards at random
 * would put them elsewhere.
 */
class DeterminizerTest {

  private static final int SAMPLES = 4;

  @ParameterizedTest(
      name = "{0}, seed {1}: seat {2} drew {3}; {4} tricks, {5} card(s) on the table")
  @CsvSource({
    "briscola-4p, 5, 0, KH, 7, 1",
    "briscola-4p, 4, 2, 4S, 7, 1",
    "briscola-4p, 4, 2, 4S, 8, 0",
    "bisca-6p, 5, 5, 7C#2, 10, 1",
    "briscola-4p, 5, 0, AH, 7, 1"
  })
  @DisplayName(
      "B-28 B-70 once the stock has run out, the trump card is in the holding of the seat that drew"
          + " it last in every seat's sample, until it is played (bisca-6p: a card of the high"
          + " word; AH, the deck's card 0, turned up in place of KH)")
  void b28_trumpCardStaysWithItsDrawer(
      String id, long seed, int drawer, String trumpCard, int tricks, int onTable) {
    // The stock runs out with the last drawing trick (B-27); the first legal play every time.
    Playthrough p = Playthrough.of(id);
    // The seeded deal with the trump card moved to the place turned up (B-14): a swap for AH only.
    int turnedUp = p.state().players() * Hands.rules(p.state()).handSize;
    p.deal(Hands.seededWith(p, seed, turnedUp, trumpCard));
    Card card = p.card(trumpCard);
    assertEquals(Option.some(card), p.state().trumpCard());
    p.playFirstUntil(s -> s.history().size() == tricks && s.table().size() == onTable);
    assertEquals(tricks, p.state().history().size());
    assertTrue(p.state().hand(drawer).contains(card), "the real holding");
    assertTrue(
        p.state().lastEvents().forAll(e -> !(e instanceof Event.Drew)),
        "nobody is seen drawing it in the last events");
    for (int seat = 0; seat < p.state().players(); seat++) {
      for (int r = 0; r < SAMPLES; r++) {
        GameState d = p.game().determinize(p.view(seat), new SplittableRandom(r)).get();
        assertTrue(
            d.hand(drawer).contains(card),
            "the sample of seat " + seat + " (" + r + "): " + d.hand(drawer));
      }
    }
  }

  /** Seat 1 (dealer 0) bids A, everybody else passes, and seat 1 calls that suit (B-45, B-51). */
  private static Playthrough acesCalled(long seed, Suit suit) {
    Playthrough p = Playthrough.of("briscola-chiamata-5p");
    p.deal(Shuffle.seeded(seed).order(p.state().deck()));
    p.act(Bid.rank(1, Rank.ACE));
    for (int seat : new int[] {2, 3, 4, 0}) {
      p.act(new Pass(seat));
    }
    return p.act(Call.suit(1, suit));
  }

  @Test
  @DisplayName(
      "B-55 B-70 B-71 briscola-chiamata-5p, seed 58, AS called: the hand's last play reveals"
          + " partner 2; in phase deal every seat's sample repeats that event")
  void b55_partnerRevealedByTheLastPlay() {
    Playthrough p = acesCalled(58, Suit.SPADES);
    p.playFirstUntil(s -> s.phase() != Phase.PLAY);
    assertEquals(Phase.DEAL, p.state().phase());
    Event revealed = new Event.PartnerRevealed.Plain(1, Option.some(2));
    assertTrue(p.state().lastEvents().contains(revealed), () -> "" + p.state().lastEvents());
    for (int seat = 0; seat < 5; seat++) {
      PlayerView v = p.view(seat);
      for (int r = 0; r < SAMPLES; r++) {
        GameState d = p.game().determinize(v, new SplittableRandom(r)).get();
        assertEquals(p.state().lastEvents(), d.lastEvents(), "the events of seat " + seat);
        assertEquals(v, p.game().view(d, seat).get());
      }
    }
  }

  @Test
  @DisplayName(
      "B-52 B-70 briscola-chiamata-5p, seed 0: seat 1 calls AH, the deck's card 0, held by seat 4;"
          + " in every sample the partner is the holder of AH (none when it is the caller)")
  void b52_partnerOfTheSampleHoldsTheCalledCardZero() {
    Playthrough p = acesCalled(0, Suit.HEARTS);
    Card ace = p.card("AH");
    assertEquals(ace, p.state().deck().cards().get(0));
    assertTrue(p.state().hand(4).contains(ace));
    assertEquals(Option.some(4), ((BriscolaState) p.state()).partner());
    for (int seat = 0; seat < 5; seat++) {
      for (int r = 0; r < SAMPLES; r++) {
        BriscolaState d =
            (BriscolaState) p.game().determinize(p.view(seat), new SplittableRandom(r)).get();
        int holder = -1;
        for (int q = 0; q < 5; q++) {
          holder = d.hand(q).contains(ace) ? q : holder;
        }
        assertNotEquals(-1, holder);
        Option<Integer> partner = holder == 1 ? Option.none() : Option.some(holder);
        assertEquals(partner, d.partner(), "the sample of seat " + seat + " (" + r + ")");
      }
    }
  }
}
