package dev.mazzo.trick;

import static dev.mazzo.trick.ChapterOrders.C;
import static dev.mazzo.trick.ChapterOrders.FIVE_HUNDRED_4P;
import static dev.mazzo.trick.ChapterOrders.FIVE_HUNDRED_PLAIN;
import static dev.mazzo.trick.ChapterOrders.FIVE_HUNDRED_TRUMPS;
import static dev.mazzo.trick.ChapterOrders.H;
import static dev.mazzo.trick.ChapterOrders.PITCH;
import static dev.mazzo.trick.ChapterOrders.PITCH_PLAIN;
import static dev.mazzo.trick.ChapterOrders.S;
import static dev.mazzo.trick.ChapterOrders.id;
import static dev.mazzo.trick.ChapterOrders.trick;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The tables {@link TrumpOrder#context} builds, checked on orders and contexts built inside each
 * test, never in a static field: the mutation gate swaps a changed class into a JVM where static
 * test data was already built by the unchanged one, so only what a test builds itself is checked.
 * The double deck puts cards at ids 64 … 103, in the high words of every mask.
 */
class TrumpTablesTest {

  private static final Rank[] PITCH_RANKS = {
    Rank.ACE,
    Rank.TWO,
    Rank.THREE,
    Rank.FOUR,
    Rank.FIVE,
    Rank.SIX,
    Rank.SEVEN,
    Rank.EIGHT,
    Rank.NINE,
    Rank.TEN,
    Rank.JACK,
    Rank.QUEEN,
    Rank.KING
  };

  /** Two copies of the 52 cards: id = 52 × copy + 13 × suit + rank (A, 2 … 10, J, Q, K). */
  private static Deck doubleDeck() {
    List<Card> cards = new ArrayList<>();
    for (int copy = 0; copy < 2; copy++) {
      for (Suit s : Suit.values()) {
        for (Rank r : PITCH_RANKS) {
          cards.add(Card.of(r, s, copy));
        }
      }
    }
    return Deck.of(cards);
  }

  private static int id2(int copy, int suit, int rank) {
    return 52 * copy + 13 * suit + rank;
  }

  private static final int KING = 12;

  @Test
  @DisplayName(
      "Only the placed trumps are trumps, in both copies: the K at id 64 but not the A at 0")
  void trumpsOverBothWords() {
    Deck d = doubleDeck();
    TrumpContext ctx = TrumpOrder.of("K", PITCH_PLAIN).context(d, H);
    assertEquals(id2(1, H, KING), 64);
    for (int id = 0; id < d.size(); id++) {
      Card c = d.card(id);
      assertEquals(
          c.rank() == Rank.KING && c.suit().get() == Suit.HEARTS, ctx.isTrump(id), c.toString());
    }
    assertEquals(1L << 12, ctx.trumpsLo());
    assertEquals(1L, ctx.trumpsHi(), "KH of the second copy, id 64");
    TrumpContext spades = TrumpOrder.of(PITCH_PLAIN, PITCH_PLAIN).context(d, S);
    assertEquals(0x1FFFL << 39, spades.trumpsLo());
    assertEquals(0x1FFFL << (91 - 64), spades.trumpsHi(), "ids 91 … 103");
    assertTrue(spades.isTrump(103));
    assertFalse(spades.isTrump(90));
  }

  @Test
  @DisplayName(
      "F-17: following suit over both words: the hearts of both copies, id 0 and id 64 too")
  void followOverBothWords() {
    Deck d = doubleDeck();
    TrumpContext ctx = TrumpOrder.of(PITCH_PLAIN, PITCH_PLAIN).context(d, S);
    // AH (id 0) and 2C in the low word; KH (id 64) and the second 5C in the high word
    long handLo = 1L | 1L << id2(0, C, 1);
    long handHi = 1L | 1L << (id2(1, C, 4) - 64);
    assertEquals(1L, ctx.followLo(handLo, handHi, H), "AH, not 2C");
    assertEquals(1L, ctx.followHi(handLo, handHi, H), "KH of the second copy, not 5C");
    assertEquals(1L << id2(0, C, 1), ctx.followLo(handLo, handHi, C));
    assertEquals(1L << (id2(1, C, 4) - 64), ctx.followHi(handLo, handHi, C));
    assertEquals(handLo, ctx.followLo(handLo, handHi, S), "void in trumps: any card");
    assertEquals(handHi, ctx.followHi(handLo, handHi, S), "void in trumps: any card");
  }

  @Test
  @DisplayName("A non-trump's strength counts only the non-trumps of its suit below it, from 1")
  void plainStrengthsAreDenseFromOne() {
    // trump H: the 2 of diamonds (the off suit) is the top trump, so the diamonds left run A … 3
    Deck d = doubleDeck();
    int diamonds = 1;
    TrumpContext ctx = TrumpOrder.of("off2 A", PITCH_PLAIN).context(d, H);
    assertTrue(ctx.isTrump(id2(0, diamonds, 1)));
    assertEquals(1, ctx.strengthOf(id2(0, diamonds, 2)), "the 2D is a trump, not below the 3D");
    assertEquals(11, ctx.strengthOf(id2(1, diamonds, KING)));
    assertEquals(12, ctx.strengthOf(id2(0, diamonds, 0)));
    assertEquals(1, ctx.strengthOf(id2(0, H, 1)), "the AH is a trump");
    assertEquals(12, ctx.strengthOf(id2(1, H, KING)));
    assertEquals(1, ctx.strengthOf(id2(0, C, 1)));
    assertEquals(13, ctx.strengthOf(id2(1, C, 0)));
    assertEquals(2, ctx.strengthOf(id2(1, diamonds, 1)), "above the AH among the trumps");
    assertEquals(1, ctx.strengthOf(id2(0, H, 0)));
  }

  @Test
  @DisplayName("F-14 F-18: the no-trump order makes JK the one trump, of no suit")
  void noTrumpJoker() {
    TrumpOrder o = TrumpOrder.of(FIVE_HUNDRED_TRUMPS, FIVE_HUNDRED_PLAIN).noTrump("JK");
    TrumpContext nt = o.context(FIVE_HUNDRED_4P, TrumpContext.NO_TRUMP);
    int jk = id(FIVE_HUNDRED_4P, "JK");
    assertTrue(nt.isTrump(jk));
    assertEquals(-1, nt.suitOf(jk));
    assertEquals(1L << jk, nt.trumpsLo());
    assertFalse(nt.isTrump(id(FIVE_HUNDRED_4P, "JH")));
  }

  @Test
  @DisplayName("F-18: the seats that showed void, the leader's card included")
  void offSuitPlaysFromTheLeader() {
    TrumpContext ctx = TrumpOrder.of(ChapterOrders.PITCH_16, PITCH_PLAIN).context(PITCH, S);
    long t = trick(PITCH, "2H", "AS", "3H");
    assertEquals(0b010, ctx.offSuitPlays(t, H));
    assertEquals(0b111, ctx.offSuitPlays(t, C));
    assertEquals(0b101, ctx.offSuitPlays(t, S));
  }
}
