package dev.mazzo.briscola;

import static dev.mazzo.briscola.ChiamataDeals.g7;
import static dev.mazzo.briscola.ChiamataDeals.state;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import dev.mazzo.conformance.Playthrough;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The secret partner of chiamata (B-52, B-53, B-55): no view shows the partner until the called
 * card is played, then every view does, after the partner event (B-70, B-71).
 *
 * <p>Hands that need exact points are played with the seeded policy of {@link ChiamataDeals}.
 */
class ChiamataSecretPartnerTest {

  @Test
  @DisplayName(
      "G-7 B-55 B-70 B-71 until seat 3 plays 5D no view has a partner; then played, partner {caller 4, partner 3}, and every view shows partner 3")
  void g7_secretPartner() {
    Playthrough p = g7(526, 2);
    SplittableRandom r = new SplittableRandom(526);
    boolean revealed = false;
    while (p.state().phase() == Phase.PLAY) {
      for (int seat = 0; seat < 5; seat++) {
        BriscolaView v = (BriscolaView) p.view(seat);
        assertEquals(revealed, v.partnerKnown(), "seat " + seat);
        assertEquals(revealed ? Option.some(3) : Option.none(), v.partner(), "seat " + seat);
        assertEquals(Option.some(4), v.declarer(), "B-55 the caller is public");
        assertEquals(Option.some(p.card("5D")), v.calledCard(), "B-55 the called card is public");
        assertTrue(v.isChiamata());
      }
      BriscolaView pub = (BriscolaView) p.publicView();
      assertEquals(revealed, pub.partnerKnown());
      assertEquals(Option.some(3), state(p).partner(), "the SUMMARY (referee) knows the partner");
      Seq<Action> legal = p.legal();
      Action a = legal.get(r.nextInt(legal.size()));
      p.act(a);
      Seq<Event> e = p.state().lastEvents();
      if (((PlayCard) a).card().equals(p.card("5D"))) {
        assertEquals(3, ((PlayCard) a).seat());
        assertEquals(new Event.Played.Plain(3, p.card("5D")), e.get(0));
        assertEquals(new Event.PartnerRevealed.Plain(4, Option.some(3)), e.get(1));
        for (int seat = 0; seat < 5; seat++) {
          assertEquals(e.get(1), p.view(seat).events().get(1), "every seat sees the partner event");
        }
        revealed = true;
      } else {
        assertFalse(e.exists(x -> x instanceof Event.PartnerRevealed));
      }
    }
    assertTrue(revealed);
  }

  @Test
  @DisplayName(
      "B-53 B-55 alone: when the caller plays the called card the partner event says partner null; views then show the partner as known and none")
  void b53_aloneReveal() {
    Playthrough p = g7(6, 3);
    assertTrue(p.state().hand(4).contains(p.card("5D")));
    assertTrue(state(p).partner().isEmpty(), "B-53 no partner");
    SplittableRandom r = new SplittableRandom(6);
    while (p.state().hand(4).contains(p.card("5D"))) {
      assertFalse(((BriscolaView) p.view(0)).partnerKnown());
      Seq<Action> legal = p.legal();
      p.act(legal.get(r.nextInt(legal.size())));
    }
    assertEquals(new Event.PartnerRevealed.Plain(4, Option.none()), p.state().lastEvents().get(1));
    BriscolaView v = (BriscolaView) p.view(2);
    assertTrue(v.partnerKnown());
    assertTrue(v.partner().isEmpty());
  }

  @Test
  @DisplayName(
      "B-52 B-55: the called card AH (the deck's first card) held by seat 0: seat 0 is the hidden"
          + " partner, shown to all once AH is played")
  void b55_calledAceOfHeartsHeldBySeatZero() {
    Card ah = Playthrough.of(ChiamataDeals.RANKS).card("AH");
    long seed = 0;
    while (!dealt(seed).state().hand(0).contains(ah)) {
      seed++;
    }
    Playthrough p = dealt(seed);
    assertEquals(0, p.state().deck().idOf(ah));
    p.act(Hands.rank(1, "A"));
    for (int seat : new int[] {2, 3, 4, 0}) {
      p.act(new Pass(seat));
    }
    p.act(Call.suit(1, Suit.HEARTS));
    BriscolaState s = (BriscolaState) p.state();
    assertEquals(Option.some(ah), s.calledCard());
    assertEquals(Option.some(0), s.partner(), "B-52: the referee knows the holder");
    assertEquals(Option.none(), ((BriscolaView) p.view(2)).partner(), "B-55: hidden until played");
    p.playFirstUntil(g -> !g.hand(0).contains(ah));
    assertTrue(
        p.state().lastEvents().contains(new Event.PartnerRevealed.Plain(1, Option.some(0))),
        () -> "B-71: " + p.state().lastEvents());
    for (int seat = 0; seat < 5; seat++) {
      assertEquals(Option.some(0), ((BriscolaView) p.view(seat)).partner(), "seat " + seat);
    }
  }

  private static Playthrough dealt(long seed) {
    Playthrough p = Playthrough.of(ChiamataDeals.RANKS);
    return p.deal(dev.mazzo.card.Shuffle.seeded(seed).order(p.state().deck()));
  }
}
