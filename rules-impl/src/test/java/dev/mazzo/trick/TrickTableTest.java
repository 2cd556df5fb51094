package dev.mazzo.trick;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mazzo.briscola.Scheme;
import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.ToIntFunction;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The trick-taking core: B-24 and B-25 over card ids, and the packed {@link Trick}; the table
 * against a plain reference implementation over random tricks.
 */
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

  /** The Italian 40-card deck, one copy of each card. */
  private static final Deck FORTY;

  /** The two-deck 80 cards and the six jokers (two copies of JK, JK1 and JK2): ids up to 85. */
  private static final Deck WITH_JOKERS;

  static {
    List<Card> forty = new ArrayList<>();
    for (Suit s : Suit.values()) {
      for (Rank r : RANKS) {
        forty.add(Card.of(r, s));
      }
    }
    FORTY = Deck.of(forty);
    List<Card> jokers = new ArrayList<>(EIGHTY.cards().asJava());
    for (int copy = 0; copy < 2; copy++) {
      for (int kind = 0; kind < 3; kind++) {
        Card joker = Card.joker(kind);
        jokers.add(copy == 0 ? joker : Card.parse(joker.code() + "#2").get());
      }
    }
    WITH_JOKERS = Deck.of(jokers);
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
  @DisplayName(
      "B-23 follow-suit masks over both words: hearts led (suit 0) and second copies (ids 64 and up)")
  void b23_followMasksOverBothWords() {
    // Ids 64 and up are the second copies of 5C to KC and of the spades.
    long lo = 0;
    for (String c : new String[] {"AH", "2C", "KS", "AH#2"}) {
      lo |= 1L << EIGHTY.idOf(EIGHTY.parse(c).get());
    }
    long hi = 0;
    for (String c : new String[] {"5C#2", "3S#2"}) {
      hi |= 1L << (EIGHTY.idOf(EIGHTY.parse(c).get()) - 64);
    }
    long clubsHi = 1L << (EIGHTY.idOf(EIGHTY.parse("5C#2").get()) - 64);
    long hearts =
        1L << EIGHTY.idOf(EIGHTY.parse("AH").get()) | 1L << EIGHTY.idOf(EIGHTY.parse("AH#2").get());
    assertEquals(hearts, PORTUGUESE.followLo(lo, hi, H), "hearts led: AH and AH#2");
    assertEquals(0L, PORTUGUESE.followHi(lo, hi, H), "hearts led: no card of the high word");
    assertEquals(clubsHi, PORTUGUESE.followHi(lo, hi, Suit.CLUBS.ordinal()), "clubs led: 5C#2");
    assertEquals(0L, PORTUGUESE.followHi(lo, 0L, Suit.CLUBS.ordinal()), "clubs in the low word");
    assertEquals(hi, PORTUGUESE.followHi(lo, hi, D), "no diamond: the whole hand");
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

  @Test
  @DisplayName("The table refuses a strength outside 1 … 31 and points outside 0 … 127")
  void rangesChecked() {
    assertThrows(IllegalArgumentException.class, () -> new TrickTable(FORTY, c -> 0, c -> 0));
    assertThrows(IllegalArgumentException.class, () -> new TrickTable(FORTY, c -> 32, c -> 0));
    assertThrows(IllegalArgumentException.class, () -> new TrickTable(FORTY, c -> 1, c -> -1));
    assertThrows(IllegalArgumentException.class, () -> new TrickTable(FORTY, c -> 1, c -> 128));
    TrickTable wide = new TrickTable(FORTY, c -> 31, c -> 127);
    long eight = Trick.of(0, 1, 2, 3, 4, 5, 6, 7);
    assertEquals(8 * 127, wide.points(eight), "eight cards of 127 points add up without a carry");
    assertEquals(0, wide.winnerIndex(eight, -1), "eight equal strengths: the first played");
    assertEquals(0, wide.winnerIndex(Trick.EMPTY, 0), "no card: index 0");
    assertEquals(0, wide.points(Trick.EMPTY));
  }

  // ---------------------------------------------------------------------------------------------
  // The table against a reference implementation

  /** The decks of the property: 40 cards, 80 (two copies, B-25), 80 and six jokers. */
  static final Deck[] DECKS = {FORTY, EIGHTY, WITH_JOKERS};

  /** A card's identity (B-4): its code without the copy suffix, the same for both copies. */
  private static String identity(Card c) {
    String code = c.code();
    int hash = code.indexOf('#');
    return hash < 0 ? code : code.substring(0, hash);
  }

  /**
   * A strength and a points function for a deck: a B-10 scheme (a joker, which no scheme ranks,
   * gets 15 and 5), or for {@code scheme} -1 random values over the whole range the table takes
   * (strength 1 … 31, points 0 … 127), a function of the card's identity so that two identical
   * cards agree.
   */
  static ToIntFunction<Card>[] functions(int scheme, long seed) {
    @SuppressWarnings("unchecked")
    ToIntFunction<Card>[] f = new ToIntFunction[2];
    if (scheme >= 0) {
      Scheme sc = SCHEMES[scheme];
      f[0] = c -> c.isJoker() ? 15 : sc.strength(c.rank());
      f[1] = c -> c.isJoker() ? 5 : sc.points(c.rank());
    } else {
      f[0] = c -> 1 + new SplittableRandom(seed ^ identity(c).hashCode()).nextInt(31);
      f[1] = c -> new SplittableRandom(~seed ^ identity(c).hashCode()).nextInt(128);
    }
    return f;
  }

  /**
   * B-24 and B-25 written plainly: walk the trick in play order and let a card take the lead only
   * when it is strictly better than the card leading so far — a trump beats a non-trump; of two
   * trumps, or of two cards of the same suit, the stronger wins; a card of another suit than the
   * leading card, not a trump, never wins. A joker has no suit: never a trump, and it only follows
   * another joker's lead.
   */
  static int referenceWinner(Card[] trick, int trump, ToIntFunction<Card> strength) {
    int best = 0;
    for (int i = 1; i < trick.length; i++) {
      Card c = trick[i];
      Card w = trick[best];
      boolean cTrump = suit(c) == trump && trump >= 0;
      boolean wTrump = suit(w) == trump && trump >= 0;
      boolean better;
      if (cTrump != wTrump) {
        better = cTrump;
      } else {
        better =
            suit(c) == suit(w) && strength.applyAsInt(c) > strength.applyAsInt(w); // B-25: not >=
      }
      if (better) {
        best = i;
      }
    }
    return best;
  }

  private static int suit(Card c) {
    return c.isJoker() ? -1 : c.suit().get().ordinal();
  }

  /** The B-10 schemes that rank all ten ranks of these decks ({@code TEN} has no 7). */
  static final Scheme[] SCHEMES = {
    Scheme.ITALIAN, Scheme.GENOESE, Scheme.PORTUGUESE, Scheme.QUEEN_HIGH
  };

  @Test
  @DisplayName(
      "B-24 B-25 the reference itself, and jokers: never a trump, only a joker follows one")
  void referenceAndJokers() {
    Card sevenS = Card.of(Rank.SEVEN, Suit.SPADES);
    Card aceS = Card.of(Rank.ACE, Suit.SPADES);
    Card aceS2 = Card.of(Rank.ACE, Suit.SPADES, 1);
    Card joker = Card.joker(0);
    Card joker2 = Card.parse("JK#2").get();
    Card bigJoker = Card.joker(1);
    ToIntFunction<Card> s =
        c -> c.isJoker() ? identity(c).length() + 13 : Scheme.PORTUGUESE.strength(c.rank());
    assertEquals(1, referenceWinner(new Card[] {sevenS, aceS, aceS2}, D, s));
    assertEquals(0, referenceWinner(new Card[] {aceS2, aceS}, -1, s));
    assertEquals(0, referenceWinner(new Card[] {sevenS, joker}, -1, s));
    assertEquals(0, referenceWinner(new Card[] {joker, joker2}, -1, s));
    assertEquals(1, referenceWinner(new Card[] {joker, aceS}, Suit.SPADES.ordinal(), s));
    TrickTable table =
        new TrickTable(WITH_JOKERS, s, c -> c.isJoker() ? 5 : Scheme.PORTUGUESE.points(c.rank()));
    // JK is 15, JK1 16 here.
    long t = Trick.of(id(sevenS), id(joker), id(aceS));
    assertEquals(2, table.winnerIndex(t, -1), "no trump: a joker does not win a spade trick");
    assertEquals(2, table.winnerIndex(t, D));
    assertEquals(26, table.points(t));
    assertEquals(0, table.winnerIndex(Trick.of(id(joker), id(joker2), id(sevenS)), -1));
    assertEquals(1, table.winnerIndex(Trick.of(id(joker), id(bigJoker)), -1));
    assertEquals(1, table.winnerIndex(Trick.of(id(joker), id(sevenS)), Suit.SPADES.ordinal()));
    // Hearts, suit ordinal 0, led: the stronger joker does not follow it either.
    Card twoH = Card.of(Rank.TWO, Suit.HEARTS);
    assertEquals(0, table.winnerIndex(Trick.of(id(twoH), id(bigJoker)), -1));
    assertEquals(0, table.winnerIndex(Trick.of(id(twoH), id(joker), id(joker2)), D));
  }

  @Test
  @DisplayName(
      "B-26 a trick of each size 1 … 8 scores the sum of its cards' points; pointsOf, strengthOf"
          + " and deck are the given ones")
  void b26_pointsOfEverySize() {
    SplittableRandom random = new SplittableRandom(26);
    int checked = 0;
    for (Deck deck : DECKS) {
      for (int scheme = -1; scheme < SCHEMES.length; scheme++) {
        ToIntFunction<Card>[] f = functions(scheme, random.nextLong());
        TrickTable table = new TrickTable(deck, f[0], f[1]);
        assertSame(deck, table.deck());
        for (int id = 0; id < deck.size(); id++) {
          Card c = deck.cards().get(id);
          assertEquals(f[0].applyAsInt(c), table.strengthOf(id), "strength of " + c);
          assertEquals(f[1].applyAsInt(c), table.pointsOf(id), "points of " + c);
        }
        for (int size = 1; size <= 8; size++) {
          for (int k = 0; k < 20; k++) {
            int[] ids = random.ints(0, deck.size()).distinct().limit(size).toArray();
            long trick = Trick.of(ids);
            int sum = 0;
            for (int id : ids) {
              sum += f[1].applyAsInt(deck.cards().get(id));
            }
            assertEquals(sum, table.points(trick), "points of a trick of " + size);
            checked++;
          }
        }
      }
    }
    assertEquals(DECKS.length * (SCHEMES.length + 1) * 8 * 20, checked);
  }

  private static int id(Card c) {
    return WITH_JOKERS.idOf(c);
  }
}
