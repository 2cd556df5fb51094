package dev.mazzo.trick;

import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import java.util.ArrayList;
import java.util.List;

/**
 * The decks and card orders of pitch.md (P-2, P-4 … P-7) and five-hundred.md (F-2, F-13, F-14),
 * copied from the chapters as test data: the families are not built yet, so the tests of the trick
 * core build what their builders will.
 */
final class ChapterOrders {

  private ChapterOrders() {}

  /** H, D, C, S. */
  static final int H = 0;

  static final int D = 1;
  static final int C = 2;
  static final int S = 3;

  // ---------------------------------------------------------------------------------------------
  // Pitch

  /** P-2: suits H, D, C, S; in a suit A, 2 … 10, J, Q, K; then JK1, JK2 (without: 52 cards). */
  static Deck pitchDeck(boolean jokers) {
    List<Card> cards = new ArrayList<>();
    Rank[] ranks = {
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
    for (Suit s : Suit.values()) {
      for (Rank r : ranks) {
        cards.add(Card.of(r, s));
      }
    }
    if (jokers) {
      cards.add(Card.joker(1));
      cards.add(Card.joker(2));
    }
    return Deck.of(cards);
  }

  static final Deck PITCH = pitchDeck(true);

  /** P-4, the 16-trump order (5, 7, 8, 10 points). */
  static final String PITCH_16 = "A K Q J offJ JK1 JK2 10 9 8 7 6 5 4 3 2";

  /** P-4, the 17-trump order (11, 13 points). */
  static final String PITCH_17 = "A K Q J offJ JK1 JK2 10 9 8 7 6 5 4 3 off3 2";

  /** P-4, the 20-trump order (14, 15, 16 points). */
  static final String PITCH_20 = "A offA K Q J offJ JK1 JK2 10 off10 9 8 7 6 5 4 3 off3 2 off2";

  /** Non-trumps are never played in Pitch (P-8); they still need a place. */
  static final String PITCH_PLAIN = "A K Q J 10 9 8 7 6 5 4 3 2";

  /** The point variants of P-5, in the column order of its table. */
  static final int[] PITCH_VARIANTS = {5, 7, 8, 10, 11, 13, 14, 15, 16};

  /** P-4: the trump order of a point variant. */
  static String pitchOrder(int t) {
    return t <= 10 ? PITCH_16 : t <= 13 ? PITCH_17 : PITCH_20;
  }

  /** P-6 reverse (the whole order from the bottom up) and P-7 first-played-high ({@code =}). */
  static String pitchOrder(int t, boolean reverse, boolean firstPlayedHigh) {
    List<String> tokens = new ArrayList<>(List.of(pitchOrder(t).split(" ")));
    if (reverse) {
      java.util.Collections.reverse(tokens);
    }
    String order = String.join(" ", tokens);
    if (firstPlayedHigh) {
      order = order.replace("JK1 JK2", "JK1=JK2").replace("JK2 JK1", "JK2=JK1");
    }
    return order;
  }

  /** P-5, one row per place, one column per variant of {@link #PITCH_VARIANTS}; -1 is "–". */
  static final String[] PITCH_POINT_PLACES = {
    "A", "offA", "J", "offJ", "JK1", "JK2", "10", "off10", "3", "off3", "2", "off2"
  };

  static final int[][] PITCH_POINTS = {
    {1, 1, 1, 1, 1, 1, 1, 1, 1}, // A
    {-1, -1, -1, -1, -1, -1, 1, 1, 1}, // offA
    {1, 1, 1, 1, 1, 1, 1, 1, 1}, // J
    {1, 1, 1, 1, 1, 1, 1, 1, 1}, // offJ
    {0, 1, 0, 1, 0, 1, 0, 1, 1}, // JK1
    {0, 1, 0, 1, 0, 1, 0, 1, 1}, // JK2
    {1, 1, 1, 1, 1, 1, 1, 1, 1}, // 10
    {-1, -1, -1, -1, -1, -1, 1, 1, 1}, // off10
    {0, 0, 3, 3, 3, 3, 3, 3, 3}, // 3
    {-1, -1, -1, -1, 3, 3, 3, 3, 3}, // off3
    {1, 1, 1, 1, 1, 1, 1, 1, 1}, // 2
    {-1, -1, -1, -1, -1, -1, 1, 0, 1} // off2
  };

  /** The points of a place in a point variant (P-5), 0 for a place not in the table. */
  static int pitchPoints(int t, String place) {
    int column = java.util.Arrays.binarySearch(PITCH_VARIANTS, t);
    for (int row = 0; row < PITCH_POINT_PLACES.length; row++) {
      if (PITCH_POINT_PLACES[row].equals(place)) {
        return Math.max(0, PITCH_POINTS[row][column]);
      }
    }
    return 0;
  }

  /**
   * What a Pitch builder will write: the order of P-4 (P-6, P-7), the points of P-5, and P-28's
   * credit of the 2 and off-2 to their player unless {@code dirty}.
   */
  static TrumpOrder pitch(int t, boolean reverse, boolean firstPlayedHigh, boolean dirty) {
    String order = pitchOrder(t, reverse, firstPlayedHigh);
    TrumpOrder o = TrumpOrder.of(order, PITCH_PLAIN);
    for (int row = 0; row < PITCH_POINT_PLACES.length; row++) {
      int p = PITCH_POINTS[row][java.util.Arrays.binarySearch(PITCH_VARIANTS, t)];
      if (p > 0) {
        o = o.points(p, PITCH_POINT_PLACES[row]);
      }
    }
    if (!dirty) {
      o = o.toPlayer(t >= 14 ? "2 off2" : "2");
    }
    return o;
  }

  // ---------------------------------------------------------------------------------------------
  // Five Hundred

  /**
   * F-2: the deck of 3, 4, 5 or 6 players, canonical order A, 2 … 13, J, Q, K per suit, then JK.
   */
  static Deck fiveHundredDeck(int players) {
    Rank[] canonical = {
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
      Rank.ELEVEN,
      Rank.TWELVE,
      Rank.THIRTEEN,
      Rank.JACK,
      Rank.QUEEN,
      Rank.KING
    };
    List<Card> cards = new ArrayList<>();
    for (Suit s : Suit.values()) {
      boolean red = s == Suit.HEARTS || s == Suit.DIAMONDS;
      for (Rank r : canonical) {
        if (inFiveHundredDeck(players, red, r)) {
          cards.add(Card.of(r, s));
        }
      }
    }
    cards.add(Card.joker(0));
    return Deck.of(cards);
  }

  private static boolean inFiveHundredDeck(int players, boolean red, Rank r) {
    int o = r.ordinal(); // ACE 0, TWO 1 … TEN 9, ELEVEN 10, TWELVE 11, THIRTEEN 12, J, Q, K
    boolean face = r == Rank.ACE || o >= Rank.JACK.ordinal();
    switch (players) {
      case 3:
        return face || o >= Rank.SEVEN.ordinal() && o <= Rank.TEN.ordinal();
      case 4:
        return face || o >= (red ? Rank.FOUR : Rank.FIVE).ordinal() && o <= Rank.TEN.ordinal();
      case 5:
        return face || o <= Rank.TEN.ordinal();
      default:
        return face || o <= (red ? Rank.THIRTEEN : Rank.TWELVE).ordinal();
    }
  }

  /** F-14: trumps, every other suit, and the no-trump hand. */
  static final String FIVE_HUNDRED_TRUMPS = "JK J offJ A K Q 13 12 11 10 9 8 7 6 5 4 3 2";

  static final String FIVE_HUNDRED_PLAIN = "A K Q J 13 12 11 10 9 8 7 6 5 4 3 2";

  /** What a Five Hundred builder will write (F-13, F-14, F-18). */
  static final TrumpOrder FIVE_HUNDRED =
      TrumpOrder.of(FIVE_HUNDRED_TRUMPS, FIVE_HUNDRED_PLAIN).noTrump("JK");

  static final Deck FIVE_HUNDRED_4P = fiveHundredDeck(4);

  // ---------------------------------------------------------------------------------------------
  // Helpers

  static int id(Deck deck, String code) {
    return deck.idOf(deck.parse(code).getOrElseThrow(() -> new AssertionError("no " + code)));
  }

  static long trick(Deck deck, String... codes) {
    int[] ids = new int[codes.length];
    for (int i = 0; i < codes.length; i++) {
      ids[i] = id(deck, codes[i]);
    }
    return Trick.of(ids);
  }

  /** The low word of a hand. */
  static long lo(Deck deck, String... codes) {
    long m = 0;
    for (String c : codes) {
      int id = id(deck, c);
      if (id < 64) {
        m |= 1L << id;
      }
    }
    return m;
  }

  /** The high word of a hand. */
  static long hi(Deck deck, String... codes) {
    long m = 0;
    for (String c : codes) {
      int id = id(deck, c);
      if (id >= 64) {
        m |= 1L << (id - 64);
      }
    }
    return m;
  }

  /** The trumps of a context, strongest first, by card code (ties in deck order). */
  static String trumpsHighToLow(TrumpContext ctx) {
    Deck deck = ctx.deck();
    List<Integer> ids = new ArrayList<>();
    for (int id = 0; id < deck.size(); id++) {
      if (ctx.isTrump(id)) {
        ids.add(id);
      }
    }
    ids.sort((a, b) -> Integer.compare(ctx.strengthOf(b), ctx.strengthOf(a)));
    return codes(deck, ids);
  }

  /** The non-trumps of one printed suit, strongest first. */
  static String plainHighToLow(TrumpContext ctx, int suit) {
    Deck deck = ctx.deck();
    List<Integer> ids = new ArrayList<>();
    for (int id = 0; id < deck.size(); id++) {
      if (!ctx.isTrump(id) && ctx.suitOf(id) == suit) {
        ids.add(id);
      }
    }
    ids.sort((a, b) -> Integer.compare(ctx.strengthOf(b), ctx.strengthOf(a)));
    return codes(deck, ids);
  }

  private static String codes(Deck deck, List<Integer> ids) {
    StringBuilder sb = new StringBuilder();
    for (int id : ids) {
      sb.append(sb.length() == 0 ? "" : " ").append(deck.card(id).code());
    }
    return sb.toString();
  }
}
