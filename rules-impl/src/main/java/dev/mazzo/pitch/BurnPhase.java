package dev.mazzo.pitch;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.game.Action;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import dev.mazzo.table.Checks;
import dev.mazzo.trick.TrumpContext;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * Burning down to six trumps (pitch.md P-20 … P-22): the seats holding more than six burn, one
 * after the other from b + 1, the declarer last. A seat burns k = size − 6 cards: only zero-point
 * trumps while it has k of them (the called card never counts nor burns), else all of them and
 * point cards of its choice, which are then dead. With {@code misdealIfPointBurned}, a declarer who
 * would burn a point card voids the hand before anyone burns. {@link #zero} and {@link #excess} are
 * the predicates both {@link #legal} and {@link #check} use.
 */
final class BurnPhase {

  private BurnPhase() {}

  /** How many cards a seat must burn (P-20): its trumps beyond six, 0 for six or fewer. */
  static int excess(Draft d, int seat) {
    return Math.max(0, Long.bitCount(d.hands[seat]) - 6);
  }

  /** M of P-21: the seat's trumps worth 0 points (P-5), the called card left out. */
  static long zero(Draft d, int seat) {
    TrumpContext ctx = d.rules.context(d.trump);
    long m = 0;
    for (long h = d.hands[seat]; h != 0; h = CardSet.withoutLowest(h)) {
      int id = Long.numberOfTrailingZeros(h);
      m |= ctx.pointsOf(id) == 0 && id != d.called ? 1L << id : 0;
    }
    return m;
  }

  /** The called card's bit, 0 when none is called. */
  static long calledBit(Draft d) {
    return d.called < 0 ? 0 : 1L << d.called;
  }

  /** The step after the discards and refills: void (P-22), the first seat to burn, or play. */
  static void begin(Draft d) {
    int b = d.declarer;
    int k = excess(d, b);
    if (d.rules.misdealIfPointBurned && Long.bitCount(zero(d, b)) < k) {
      HandEnd.voidHand(d, "point-burned");
      return;
    }
    int first = nextToBurn(d);
    if (first < 0) {
      PlayPhase.begin(d);
      return;
    }
    d.phase = Pitch.BURN;
    d.toAct = (byte) first;
  }

  /**
   * The first seat in the order b + 1 … b that must still burn, or -1: the seats burn in that
   * order, so every seat before it has burned already (P-20).
   */
  private static int nextToBurn(Draft d) {
    int n = d.players();
    int seat = d.declarer;
    for (int p = 1; p <= n; p++) {
      seat = d.next(seat); // b + p, with no division (issue 29)
      if (excess(d, seat) > 0) {
        return seat;
      }
    }
    return -1;
  }

  /**
   * P-35: every legal set, cards canonical inside, sets in lexicographic canonical order. With |M|
   * ≥ k the sets are the k-subsets of M; else M with every (k − |M|)-subset of the point cards. The
   * subsets come in lexicographic order of their ascending ids, and adding the same cards of M to
   * every pick keeps that order, so the list needs no sort ({@link BurnList}, made lazily).
   */
  static Seq<Action> legal(Draft d) {
    int seat = d.toAct;
    int k = excess(d, seat);
    long m = zero(d, seat);
    int free = Long.bitCount(m);
    if (free >= k) {
      return new BurnList(d.rules.deck, seat, m, 0L, k);
    }
    return new BurnList(d.rules.deck, seat, d.hands[seat] & ~m & ~calledBit(d), m, k - free);
  }

  /** A set's cards in canonical order. */
  static Seq<Card> cards(Draft d, long set) {
    return BurnList.cards(d.rules.deck, set);
  }

  /** P-34 check 1: a list of distinct cards of the deck. */
  static Option<Rejection> shape(Rules rules, PitchAction.Burn burn) {
    if (burn.cards() == null) {
      return Checks.malformed("A burn needs its cards");
    }
    long seen = 0;
    for (Card c : burn.cards()) {
      if (c == null || !rules.deck.contains(c)) {
        return Checks.malformed(
            (c == null ? "A missing card" : c.code()) + " is not a card of this deck");
      }
      long bit = 1L << rules.deck.idOf(c);
      if ((seen & bit) != 0) {
        return Checks.malformed(c.code() + " is listed twice");
      }
      seen |= bit;
    }
    return Option.none();
  }

  /** The set of a burn's cards (after {@link #shape}). */
  static long mask(Rules rules, PitchAction.Burn burn) {
    long m = 0;
    for (Card c : burn.cards()) {
      m |= 1L << rules.deck.idOf(c);
    }
    return m;
  }

  /** P-34 check 6: CARD_NOT_IN_HAND, then ILLEGAL_BURN (P-21). */
  static Rejection check(Draft d, PitchAction.Burn burn) {
    int seat = burn.seat();
    for (Card c : burn.cards()) {
      if ((d.hands[seat] & 1L << d.rules.deck.idOf(c)) == 0) {
        return Rejection.of(Code.CARD_NOT_IN_HAND, "You do not hold " + c.code());
      }
    }
    long set = mask(d.rules, burn);
    int k = excess(d, seat);
    if (Long.bitCount(set) != k) {
      return Rejection.of(
          Pitch.ILLEGAL_BURN, "You hold " + (k + 6) + " trumps: burn exactly " + k + " of them");
    }
    if ((set & calledBit(d)) != 0) {
      return Rejection.of(Pitch.ILLEGAL_BURN, "The called card cannot be burned");
    }
    long m = zero(d, seat);
    // With |M| >= k the set lies in M; with fewer it holds all of M (the set has k cards, so when
    // |M| = k either is the same: the set is M).
    boolean ok = (set & ~m) == 0 || (m & ~set) == 0;
    if (!ok) {
      return Rejection.of(
          Pitch.ILLEGAL_BURN,
          "Burn your trumps worth no points first: " + cards(d, m).map(Card::code).mkString(" "));
    }
    return null;
  }

  static PitchState next(PitchState s, PitchAction.Burn burn) {
    // A burn changes the hands and the burned cards only (P-21), and the play that may follow it
    // no array (issue 29: a copy of every array cost six needless copies a burn).
    Draft d = s.sharedDraft();
    d.burned = d.burned.clone();
    int seat = burn.seat();
    long set = mask(d.rules, burn);
    d.hands[seat] &= ~set;
    d.burned[seat] |= set;
    d.emit(new PitchEvent.Burned(seat, cards(d, set)));
    int next = nextToBurn(d);
    if (next < 0) {
      PlayPhase.begin(d);
    } else {
      d.toAct = (byte) next;
    }
    return d.state();
  }
}
