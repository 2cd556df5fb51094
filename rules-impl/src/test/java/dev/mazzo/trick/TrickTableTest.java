package dev.mazzo.trick;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.briscola.Scheme;
import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The trick-taking core: B-24 and B-25 over card ids, and the packed {@link Trick}. */
class TrickTableTest {

  private static final Rank[] RANKS = {
    Rank.ACE,
    Rank.TWO,
    Rank.THREE,
    Rank.FOUR,
    Rank.FIVE,
    Rank.SIX,
    Rank.SEVEN,
    Rank.JACK,
    Rank.QUEEN,
    Rank.KING
  };

  /** Two 40-card decks, plain codes first (B-5), with the PORTUGUESE scheme (bisca-8p). */
  private static final Deck EIGHTY;

  static {
    List<Card> cards = new ArrayList<>();
    for (int copy = 0; copy < 2; copy++) {
      for (Suit s : Suit.values()) {
        for (Rank r : RANKS) {
          cards.add(Card.of(r, s, copy));
        }
      }
    }
    EIGHTY = Deck.of(cards);
  }

  private static final TrickTable PORTUGUESE =
      new TrickTable(
          EIGHTY,
          c -> Scheme.PORTUGUESE.strength(c.rank()),
          c -> Scheme.PORTUGUESE.points(c.rank()));

  private static long trick(String... codes) {
    int[] ids = new int[codes.length];
    for (int i = 0; i < codes.length; i++) {
      ids[i] = EIGHTY.idOf(EIGHTY.parse(codes[i]).get());
    }
    return Trick.of(ids);
  }

  private static final int D = Suit.DIAMONDS.ordinal();
  private static final int H = Suit.HEARTS.ordinal();

  @Test
  @DisplayName(
      "G-10 B-25 of two identical cards the one played first stays the winner: seat 4 wins 48")
  void g10_identicalCards() {
    long t = trick("7S", "AS", "AS#2", "2C", "KS", "7S#2", "3H", "QS");
    assertEquals(8, Trick.size(t));
    assertEquals(
        1, PORTUGUESE.winnerIndex(t, D), "AS, played second, beats 7S and is not beaten by AS#2");
    assertEquals(48, PORTUGUESE.points(t));
    // With the dealer 2, seat 3 leads: index 1 is seat 4.
    assertEquals(4, (3 + PORTUGUESE.winnerIndex(t, D)) % 8);
  }

  @Test
  @DisplayName("B-25 identical cards: neither beats the other, whichever copy comes first")
  void b25_firstOfIdenticalStays() {
    assertEquals(0, PORTUGUESE.winnerIndex(trick("AS", "AS#2"), D));
    assertEquals(0, PORTUGUESE.winnerIndex(trick("AS#2", "AS"), D));
    assertEquals(0, PORTUGUESE.winnerIndex(trick("2D", "2D#2"), D), "identical trumps too");
    assertEquals(1, PORTUGUESE.winnerIndex(trick("2S", "2D#2", "2D"), D));
    assertEquals(2, PORTUGUESE.winnerIndex(trick("7S", "7S#2", "AS#2", "AS"), D));
  }

  @Test
  @DisplayName(
      "B-24 the highest trump wins; with no trump the highest card of the led suit; another suit never wins")
  void b24_winnerOverIds() {
    assertEquals(
        1, PORTUGUESE.winnerIndex(trick("AS", "2D"), D), "a low trump beats a non-trump ace");
    assertEquals(
        0, PORTUGUESE.winnerIndex(trick("4C", "AS"), D), "a higher card of another suit loses");
    assertEquals(0, PORTUGUESE.winnerIndex(trick("JD", "QD"), H), "PORTUGUESE: J beats Q (G-3)");
    assertEquals(
        2, PORTUGUESE.winnerIndex(trick("4C", "AC", "KD", "3D"), D), "3 is below K in PORTUGUESE");
    assertEquals(3, PORTUGUESE.winnerIndex(trick("4C", "AC", "3D", "7D"), D));
    assertEquals(
        0, PORTUGUESE.winnerIndex(trick("2H", "AS", "AC", "AD"), -1), "no trump: the led suit");
    assertEquals(3, PORTUGUESE.winnerIndex(trick("2H", "AS", "AC", "3H"), -1));
    assertEquals(0, PORTUGUESE.winnerIndex(trick("KS"), D), "one card wins alone");
  }

  @Test
  @DisplayName(
      "B-23 follow-suit masks: the led suit if held, else the whole hand; the leader may play anything")
  void b23_followMasks() {
    long hand = 0;
    for (String c : new String[] {"AH", "2C", "KS"}) {
      hand |= 1L << EIGHTY.idOf(EIGHTY.parse(c).get());
    }
    long hi = 1L << (EIGHTY.idOf(EIGHTY.parse("5C#2").get()) - 64);
    int clubs = Suit.CLUBS.ordinal();
    assertEquals(1L << EIGHTY.idOf(EIGHTY.parse("2C").get()), PORTUGUESE.followLo(hand, hi, clubs));
    assertEquals(hi, PORTUGUESE.followHi(hand, hi, clubs));
    assertEquals(hand, PORTUGUESE.followLo(hand, hi, D), "no diamond: any card");
    assertEquals(hi, PORTUGUESE.followHi(hand, hi, D));
    assertEquals(hand, PORTUGUESE.followLo(hand, hi, -1));
    assertEquals(hi, PORTUGUESE.followHi(hand, hi, -1));
  }

  @Test
  @DisplayName("The packed trick keeps up to 8 card ids of 0 … 127 in play order")
  void packedTrick() {
    long t = Trick.EMPTY;
    int[] ids = {127, 0, 64, 63, 1, 100, 79, 42};
    for (int i = 0; i < ids.length; i++) {
      t = Trick.add(t, ids[i]);
      assertEquals(i + 1, Trick.size(t));
    }
    for (int i = 0; i < ids.length; i++) {
      assertEquals(ids[i], Trick.card(t, i));
    }
    assertEquals(t, Trick.of(ids));
    assertEquals(0, Trick.size(Trick.EMPTY));
  }
}
