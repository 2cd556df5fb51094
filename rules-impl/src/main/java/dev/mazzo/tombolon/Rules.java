package dev.mazzo.tombolon;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.TablePlay;
import dev.mazzo.table.OptionValues;
import dev.mazzo.table.TableRules;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.Map;

/**
 * A {@link Spec} resolved with a match's options (§10), and the per-card tables the hot path reads:
 * capture and scopa values (T-4), rank and suit masks, the Onori (T-22). Every deck of the family
 * has at most 52 cards, so a set of cards is one {@code long} (bit i is the card with id i). Built
 * once per match (cached for the default options); every state of the match shares it. Equality is
 * the variant and the resolved option values.
 */
final class Rules extends TableRules {
  final Spec spec;

  /** N, the deck size (T-22). */
  final int size;

  /** S, the number of spades (T-22). */
  final int spadeCount;

  final int firstDealer;
  final int target;

  /** Cards per hand, distribution by distribution (T-1, T-9). */
  final int[] schedule;

  /** The cards by id. */
  final Card[] cards;

  /** Capture value by id (T-4): 1 … 10 for numerals, 0 for figures. */
  final int[] value;

  /** Scopa value by id (T-4): the face value, J 3, Q 4, K 5. */
  final int[] scopaValue;

  /** Suit ordinal by id. */
  final int[] suit;

  /** By id: the mask of the cards of the same rank (a figure's capture candidates, T-12). */
  final long[] sameRank;

  /** The numerals A … 7 (… 10) (T-4). */
  final long numerals;

  /** The figures J, Q, K (T-4). */
  final long figures;

  /**
   * By capture value w (0 … 11): the numerals of value w (T-4); {@code ofValue[0]} is empty. With
   * {@link #below} it lets a capture search keep only the table cards that can still fit a sum.
   */
  final long[] ofValue;

  /** By capture value w (0 … 11): the numerals of value less than w; {@code below[1]} is empty. */
  final long[] below;

  /** The spades (T-22). */
  final long spades;

  /** The id of AS: spades in canonical order are ids spadeBase … spadeBase+S−1 (T-24). */
  final int spadeBase;

  /** 2S, the settebello (7D or 10D) and JS (T-22). */
  final long onori;

  /** The mask of the redeal ranks' cards, per rank that voids a deal (T-10). */
  final long[] redealRankMasks;

  /**
   * The most secured points (T-27) a pile can give, the counters aside: Carte 2, Spade 1, every
   * Onore and a Napoli of every spade. {@code PlayPhase}'s going-out test (T-28) reads no pile when
   * a side's score and counters with this much stay below the target.
   */
  final int pileMost;

  /** The match side of each seat (T-5). */
  final int[] sideOfSeat;

  final Seq<Seq<Integer>> sides;

  /** The lay of each seat and card id, made once so that legalActions does not allocate it. */
  final CapturePlay[][] lays;

  /** The list of each card alone, by id: the cards of a one-card set ({@link #cardsOf}). */
  private final Seq<Card>[] alone;

  private Rules(Spec spec, Map<String, Object> values) {
    super(spec.id, spec.players, values, spec.deck);
    this.spec = spec;
    this.size = deck.size();
    this.firstDealer = (Integer) values.get("dealer");
    this.target = (Integer) values.get("target");
    Object schedule = values.get(Spec.PADOVA_2P_SCHEDULE);
    this.schedule = schedule == null ? spec.schedule : Spec.schedule((String) schedule);
    this.cards = deck.cards().toJavaArray(Card[]::new);
    this.value = new int[size];
    this.scopaValue = new int[size];
    this.suit = new int[size];
    this.sameRank = new long[size];
    long num = 0;
    long fig = 0;
    long spd = 0;
    for (int id = 0; id < size; id++) {
      Card c = cards[id];
      suit[id] = c.suit().get().ordinal();
      int v = faceValue(c.rank());
      if (v > 0) {
        value[id] = v;
        scopaValue[id] = v;
        num |= 1L << id;
      } else {
        scopaValue[id] = figureScopaValue(c.rank());
        fig |= 1L << id;
      }
      if (c.suit().get() == Suit.SPADES) {
        spd |= 1L << id;
      }
      for (int other = 0; other < size; other++) {
        if (cards[other].rank() == c.rank()) {
          sameRank[id] |= 1L << other;
        }
      }
    }
    this.numerals = num;
    this.figures = fig;
    this.ofValue = new long[12];
    this.below = new long[12];
    for (long m = num; m != 0; m = CardSet.withoutLowest(m)) {
      int id = Long.numberOfTrailingZeros(m);
      ofValue[value[id]] |= 1L << id;
      for (int w = value[id] + 1; w < below.length; w++) {
        below[w] |= 1L << id;
      }
    }
    this.spades = spd;
    this.spadeCount = Long.bitCount(spd);
    this.spadeBase = Long.numberOfTrailingZeros(spd);
    this.onori =
        bit(Card.of(Rank.TWO, Suit.SPADES))
            | bit(spec.settebello)
            | bit(Card.of(Rank.JACK, Suit.SPADES));
    this.pileMost = 2 + 1 + Long.bitCount(onori) + spadeCount;
    this.redealRankMasks = new long[spec.redealRanks.size()];
    for (int i = 0; i < redealRankMasks.length; i++) {
      redealRankMasks[i] = sameRank[deck.idOf(Card.of(spec.redealRanks.get(i), Suit.HEARTS))];
    }
    this.sideOfSeat = new int[players];
    Integer[][] s = new Integer[2][players / 2];
    for (int seat = 0; seat < players; seat++) {
      sideOfSeat[seat] = seat % 2;
      s[seat % 2][seat / 2] = seat;
    }
    this.sides = Array.of(Array.of(s[0]), Array.of(s[1]));
    @SuppressWarnings("unchecked")
    Seq<Card>[] one = new Seq[size];
    for (int id = 0; id < size; id++) {
      one[id] = Array.of(cards[id]);
    }
    this.alone = one;
    this.lays = new CapturePlay[players][size];
    Seq<Card> none = Array.empty();
    for (int seat = 0; seat < players; seat++) {
      for (int id = 0; id < size; id++) {
        lays[seat][id] = new CapturePlay(seat, cards[id], none);
      }
    }
  }

  private long bit(Card c) {
    return 1L << deck.idOf(c);
  }

  /** The capture value of a rank (T-4): A 1, 2 … 10 their face, figures 0. */
  private static int faceValue(Rank r) {
    switch (r) {
      case JACK:
      case QUEEN:
      case KING:
        return 0;
      default:
        return r.ordinal() + 1; // ACE is ordinal 0, TWO 1, … TEN 9
    }
  }

  /** The scopa value of a figure (T-4, decision 9): J 3, Q 4, K 5. */
  private static int figureScopaValue(Rank r) {
    return r == Rank.JACK ? 3 : r == Rank.QUEEN ? 4 : 5;
  }

  /**
   * Resolves a spec with options (§10): an unknown name, a value of the wrong type or out of range
   * is MALFORMED.
   */
  static Either<Rejection, Rules> resolve(Spec spec, MatchOptions options) {
    return OptionValues.resolve(spec.id, spec.options, options)
        .map(values -> new Rules(spec, values));
  }

  /** The eldest of a dealer (T-6). */
  int eldestOf(int dealer) {
    return next(dealer);
  }

  /** Whether a side is the eldest's side in a dealer's deal (T-6; the ties of T-22, T-27). */
  boolean isEldestSide(int dealer, int side) {
    return sideOfSeat[eldestOf(dealer)] == side;
  }

  /**
   * A side's pile (T-5): the union of its seats' words {@code words[from + seat]}, from a state's
   * hands and piles ({@code from} = players) or a view's piles ({@code from} = 0).
   */
  long pileOf(long[] words, int from, int side) {
    long pile = 0;
    for (int seat = side; seat < players; seat += 2) {
      pile |= words[from + seat];
    }
    return pile;
  }

  /** The cards of ids in the ids' order: the table (T-8, T-14). */
  Seq<Card> cardsInOrder(byte[] ids) {
    return cardsInOrder(ids, 0);
  }

  /** The cards of {@code ids[from …]} in that order: the stock from its next card (T-8, T-9). */
  Seq<Card> cardsInOrder(byte[] ids, int from) {
    Card[] out = new Card[ids.length - from];
    for (int i = 0; i < out.length; i++) {
      out[i] = cards[ids[from + i]];
    }
    return Array.of(out);
  }

  /**
   * The table cards in table order, each as a {@link TablePlay} with seat −1: a table card belongs
   * to no seat (T-32 writes them as plain codes).
   */
  Seq<TablePlay> tablePlays(byte[] ids) {
    TablePlay[] out = new TablePlay[ids.length];
    for (int i = 0; i < out.length; i++) {
      out[i] = new TablePlay(-1, cards[ids[i]]);
    }
    return Array.of(out);
  }

  /** The cards of a mask, in canonical order; the list of one card is made once per card id. */
  Seq<Card> cardsOf(long mask) {
    if (mask != 0 && (mask & (mask - 1)) == 0) {
      return alone[Long.numberOfTrailingZeros(mask)];
    }
    Card[] out = new Card[Long.bitCount(mask)];
    int i = 0;
    for (long m = mask; m != 0; m = CardSet.withoutLowest(m)) {
      out[i++] = cards[Long.numberOfTrailingZeros(m)];
    }
    return Array.of(out);
  }

  /** The mask of a card's id, or 0 for a card not in the deck. */
  long maskOf(Card c) {
    int id = deck.idOf(c);
    return id < 0 ? 0L : 1L << id;
  }
}
