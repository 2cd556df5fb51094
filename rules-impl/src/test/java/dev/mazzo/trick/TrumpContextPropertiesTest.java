package dev.mazzo.trick;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Suit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The trick core per trump context (pitch.md, five-hundred.md) against a plain reference written
 * from the chapters' text, on random contexts (every Pitch order of P-4 with P-6 and P-7, every
 * Five Hundred deck with its four suits and no-trump), random tricks and random seats out. The
 * reference reads the orders by replacing each place with a card code (so it shares no code with
 * {@link TrumpOrder}'s places) and walks the trick card by card.
 */
class TrumpContextPropertiesTest {

  /** One context and the reference's view of it. */
  private static final class Case {
    final TrumpContext ctx;
    final Deck deck;
    final int trump;

    /** Trump codes, groups high to low. */
    final List<List<String>> trumps = new ArrayList<>();

    final List<String> plain;
    final int pitchPoints;
    final boolean dirty;

    Case(int config, int trumpChoice, boolean reverse, boolean firstHigh, boolean dirty) {
      this.dirty = dirty;
      String order;
      if (config < ChapterOrders.PITCH_VARIANTS.length) {
        pitchPoints = ChapterOrders.PITCH_VARIANTS[config];
        deck = ChapterOrders.PITCH;
        trump = trumpChoice % 4;
        order = ChapterOrders.pitchOrder(pitchPoints, reverse, firstHigh);
        ctx = ChapterOrders.pitch(pitchPoints, reverse, firstHigh, dirty).context(deck, trump);
        plain = List.of(ChapterOrders.PITCH_PLAIN.split(" "));
      } else {
        pitchPoints = 0;
        deck = ChapterOrders.fiveHundredDeck(3 + config - ChapterOrders.PITCH_VARIANTS.length);
        trump = trumpChoice - 1;
        order = trump < 0 ? "JK" : ChapterOrders.FIVE_HUNDRED_TRUMPS;
        ctx = ChapterOrders.FIVE_HUNDRED.context(deck, trump);
        plain = List.of(ChapterOrders.FIVE_HUNDRED_PLAIN.split(" "));
      }
      for (String token : order.split(" ")) {
        List<String> group = new ArrayList<>();
        for (String place : token.split("=")) {
          String code = codeOf(place);
          if (deck.parse(code).isDefined()) {
            group.add(code);
          }
        }
        if (!group.isEmpty()) {
          trumps.add(group);
        }
      }
    }

    private String codeOf(String place) {
      if (place.startsWith("JK")) {
        return place;
      }
      if (place.startsWith("off")) {
        return place.substring(3) + Suit.ofOrdinal(trump ^ 1).letter();
      }
      return place + Suit.ofOrdinal(trump).letter();
    }

    /** The place of a Pitch trump in P-5's terms ("offJ", "3", "JK1"), or null. */
    String pitchPlace(Card c) {
      if (!isTrump(c)) {
        return null;
      }
      if (c.isJoker()) {
        return c.code();
      }
      String rank = c.rank().token();
      return c.suit().get().ordinal() == trump ? rank : "off" + rank;
    }

    int group(Card c) {
      for (int g = 0; g < trumps.size(); g++) {
        if (trumps.get(g).contains(c.code())) {
          return g;
        }
      }
      return -1;
    }

    boolean isTrump(Card c) {
      return group(c) >= 0;
    }

    int suit(Card c) {
      return isTrump(c) ? trump : c.isJoker() ? -1 : c.suit().get().ordinal();
    }

    /** Higher is stronger within a card's effective suit. */
    int rank(Card c) {
      return isTrump(c) ? 100 - group(c) : 100 - plain.indexOf(c.rank().token());
    }

    /** F-19, P-27, B-25 written plainly. */
    int winner(Card[] trick) {
      int best = 0;
      for (int i = 1; i < trick.length; i++) {
        Card c = trick[i];
        Card w = trick[best];
        boolean better;
        if (isTrump(c) != isTrump(w)) {
          better = isTrump(c);
        } else {
          better = (isTrump(c) || suit(c) == suit(w)) && rank(c) > rank(w);
        }
        if (better) {
          best = i;
        }
      }
      return best;
    }

    int points(Card c) {
      String place = pitchPlace(c);
      return pitchPoints == 0 || place == null ? 0 : ChapterOrders.pitchPoints(pitchPoints, place);
    }

    boolean toPlayer(Card c) {
      String place = pitchPlace(c);
      return !dirty
          && pitchPoints > 0
          && ("2".equals(place) || pitchPoints >= 14 && "off2".equals(place));
    }
  }

  /** The nine Pitch point variants of P-5, then Five Hundred for 3 … 6 players. */
  private static final int CONFIGS = 13;

  @Property(tries = 2000)
  @Label("P-4 P-6 P-7 P-24 P-25 P-27 P-28 F-13 F-14 F-15 F-19 winner, seats and credit")
  void winnerSeatsAndCredit(
      @ForAll @IntRange(min = 0, max = CONFIGS - 1) int config,
      @ForAll @IntRange(min = 0, max = 4) int trumpChoice,
      @ForAll boolean reverse,
      @ForAll boolean firstHigh,
      @ForAll boolean dirty,
      @ForAll boolean onlyTrumps,
      @ForAll @IntRange(min = 1, max = 8) int size,
      @ForAll long seed) {
    Case k = new Case(config, trumpChoice, reverse, firstHigh, dirty);
    SplittableRandom random = new SplittableRandom(seed);
    List<Integer> pool = new ArrayList<>();
    for (int id = 0; id < k.deck.size(); id++) {
      if (!onlyTrumps || k.ctx.isTrump(id)) {
        pool.add(id);
      }
    }
    int n = Math.min(size, pool.size());
    int[] ids = new int[n];
    Card[] cards = new Card[n];
    for (int i = 0; i < n; i++) {
      ids[i] = pool.remove(random.nextInt(pool.size()));
      cards[i] = k.deck.card(ids[i]);
    }
    // A table of n … 8 seats of which n are in, the leader one of them.
    int players = n + random.nextInt(9 - n);
    List<Integer> seats = new ArrayList<>();
    for (int s = 0; s < players; s++) {
      seats.add(s);
    }
    int in = 0;
    for (int i = 0; i < n; i++) {
      in |= 1 << seats.remove(random.nextInt(seats.size()));
    }
    int leader = Integer.numberOfTrailingZeros(in);
    for (int skip = random.nextInt(n); skip > 0; skip--) {
      leader = Integer.numberOfTrailingZeros(in & ~((2 << leader) - 1));
    }
    int[] seatOf = new int[n];
    for (int i = 0, s = leader; i < n; s = (s + 1) % players) {
      if ((in >>> s & 1) != 0) {
        seatOf[i++] = s;
      }
    }
    long trick = Trick.of(ids);
    String shown = Arrays.toString(cards) + " trump " + k.trump + " in " + in + " of " + players;

    int w = k.winner(cards);
    assertEquals(w, k.ctx.winnerIndex(trick), "winner of " + shown);
    assertEquals(seatOf[w], k.ctx.winnerSeat(trick, leader, in, players), "seat of " + shown);
    long[] expected = new long[8];
    int total = 0;
    for (int i = 0; i < n; i++) {
      int p = k.points(cards[i]);
      total += p;
      expected[k.toPlayer(cards[i]) ? seatOf[i] : seatOf[w]] += p;
      assertEquals(seatOf[i], Seats.seatAt(in, leader, players, i), "seat at " + i);
    }
    long bySeat = k.ctx.pointsBySeat(trick, leader, in, players);
    for (int s = 0; s < 8; s++) {
      assertEquals(expected[s], TrumpContext.seatPoints(bySeat, s), "seat " + s + ": " + shown);
    }
    assertEquals(total, k.ctx.points(trick), "points of " + shown);
  }

  @Property(tries = 2000)
  @Label("F-17 F-18 following suit by effective suit; a no-trump joker follows nothing")
  void followSuit(
      @ForAll @IntRange(min = 0, max = CONFIGS - 1) int config,
      @ForAll @IntRange(min = 0, max = 4) int trumpChoice,
      @ForAll @IntRange(min = 0, max = 127) int ledPick,
      @ForAll @IntRange(min = 0, max = 3) int named,
      @ForAll long handBits,
      @ForAll long handBitsHi) {
    Case k = new Case(config, trumpChoice, false, false, false);
    int size = k.deck.size();
    long all = size >= 64 ? -1L : (1L << size) - 1;
    long allHi = size <= 64 ? 0L : (1L << (size - 64)) - 1;
    long lo = handBits & all;
    long hi = handBitsHi & allHi;
    Card led = k.deck.card(ledPick % size);
    long trick = Trick.of(ledPick % size);
    int ledSuit = k.ctx.ledSuit(trick, named);
    assertEquals(k.suit(led) >= 0 ? k.suit(led) : named, ledSuit, "led suit of " + led);
    long expectLo = 0;
    long expectHi = 0;
    for (int id = 0; id < size; id++) {
      boolean held = id < 64 ? (lo >>> id & 1) != 0 : (hi >>> (id - 64) & 1) != 0;
      if (held && k.suit(k.deck.card(id)) == ledSuit) {
        if (id < 64) {
          expectLo |= 1L << id;
        } else {
          expectHi |= 1L << (id - 64);
        }
      }
      assertEquals(k.suit(k.deck.card(id)), k.ctx.suitOf(id), "suit of " + k.deck.card(id));
      assertEquals(k.isTrump(k.deck.card(id)), k.ctx.isTrump(id));
    }
    if ((expectLo | expectHi) == 0) {
      expectLo = lo;
      expectHi = hi;
    }
    assertEquals(expectLo, k.ctx.followLo(lo, hi, ledSuit), "follow " + led);
    assertEquals(expectHi, k.ctx.followHi(lo, hi, ledSuit), "follow " + led);
  }

  @Property(tries = 1000)
  @Label("P-24 firstIn and nextIn: the first seat in from a seat, in playing order")
  void seats(
      @ForAll @IntRange(min = 1, max = 8) int players,
      @ForAll @IntRange(min = 0, max = 255) int mask,
      @ForAll @IntRange(min = 0, max = 7) int from) {
    int seat = from % players;
    int in = mask & Seats.all(players);
    int expected = -1;
    for (int k = 0; k < players && expected < 0; k++) {
      int s = (seat + k) % players;
      if ((in >>> s & 1) != 0) {
        expected = s;
      }
    }
    assertEquals(expected, Seats.firstIn(mask, seat, players));
    int next = -1;
    for (int k = 1; k <= players && next < 0; k++) {
      int s = (seat + k) % players;
      if ((in >>> s & 1) != 0) {
        next = s;
      }
    }
    assertEquals(next, Seats.nextIn(mask, seat, players));
    assertEquals(Integer.bitCount(in), Seats.count(in));
  }
}
