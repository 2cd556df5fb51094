package dev.mazzo.briscola;

import static dev.mazzo.briscola.BriscolaGreedy.SUIT;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Pass;
import io.vavr.control.Option;

/**
 * The greedy strategy's auction and call in chiamata ({@link BriscolaGreedy}).
 *
 * <p><b>Auction</b> (B-45, B-62). For each suit it values the hand as if that suit were trump
 * ({@link #suitValue}): every trump counts, the scheme's three strongest ranks (A, 3, K in the
 * Italian order; A, 7, K in the Genoese) most, and the other aces and threes (or sevens) a little.
 * Its <i>natural bid</i> in that suit is the strongest rank of the suit it does not hold, the card
 * its partner would hold. It bids only with a suit holding at least one of the three strongest
 * ranks and worth {@link #BID_VALUE} or more; then it bids that suit's natural rank if it is still
 * a legal bid, and passes otherwise (it never bids above what the hand supports, so it never calls
 * a card it holds). In the points auction of Biscambiggia chiamata, and for 2 with points, it
 * estimates 61 to 80 points from the same value and bids the least legal number of points up to
 * that estimate.
 *
 * <p><b>Call</b> (B-51, B-63). A suit in which it does not hold the bid rank, the one it values
 * most (it plays alone only when it holds the bid rank in every suit); in Biscambiggia chiamata,
 * the strongest card it does not hold in its longest suit (ties: the suit it values most).
 */
final class ChiamataGreedy {

  /**
   * The least {@linkplain #suitValue value} of the best suit with which it bids in chiamata.
   * Measured over 3000 greedy matches of briscola-chiamata-5p (15000 contracts, every seat bidding
   * from value 8 up), the declarer's side made its contract 41% of the time with a suit worth 12,
   * 70% with 13, 75% with 14, 80% with 16, 95% with 20 and 99% from 24; with 20 as the threshold
   * the bot made 97% of its contracts and passed out one deal in five.
   */
  static final int BID_VALUE = 14;

  /** The highest number of points it ever bids. */
  static final int MAX_POINTS_BID = 80;

  private ChiamataGreedy() {}

  /**
   * The hand's value with this suit as trump: per card of the suit 3, plus 4 for one of the
   * scheme's three strongest ranks and 1 for the next two; per card of another suit of the scheme's
   * two strongest ranks (an ace, a three or a Genoese seven) 2. The trump ace and three with two
   * small trumps are worth 20; with a side ace, 22.
   */
  static int suitValue(CardSet hand, Suit suit, Scheme scheme) {
    int value = 0;
    for (Card c : hand) {
      int s = strengthPlace(c.rank(), scheme);
      if (SUIT[c.ordinal()] == suit.ordinal()) {
        value += 3 + (s < 3 ? 4 : s < 5 ? 1 : 0);
      } else if (s < 2) {
        value += 2;
      }
    }
    return value;
  }

  /** A rank's place in the scheme's order: 0 for the strongest. */
  private static int strengthPlace(Rank r, Scheme scheme) {
    return 10 - scheme.strength(r);
  }

  /** The strongest rank of the suit that the hand does not hold (B-51: the card to call). */
  static Rank naturalRank(CardSet hand, Suit suit, Scheme scheme) {
    for (Rank r : scheme.order()) {
      if (!holds(hand, r, suit)) {
        return r;
      }
    }
    return scheme.order().last();
  }

  /** True when the hand holds at least one of the scheme's three strongest ranks in this suit. */
  static boolean hasHonour(CardSet hand, Suit suit, Scheme scheme) {
    for (Card c : hand) {
      if (SUIT[c.ordinal()] == suit.ordinal() && strengthPlace(c.rank(), scheme) < 3) {
        return true;
      }
    }
    return false;
  }

  private static boolean holds(CardSet hand, Rank r, Suit suit) {
    for (Card c : hand) {
      if (c.rank() == r && SUIT[c.ordinal()] == suit.ordinal()) {
        return true;
      }
    }
    return false;
  }

  /**
   * The suit it would bid on: the one it values most among those holding one of the three strongest
   * ranks; none when there is no such suit worth {@link #BID_VALUE}.
   */
  static Option<Suit> biddingSuit(CardSet hand, Scheme scheme) {
    Suit best = null;
    int bestValue = -1;
    for (Suit s : Suit.values()) {
      if (!hasHonour(hand, s, scheme)) {
        continue;
      }
      int value = suitValue(hand, s, scheme);
      if (value > bestValue) {
        best = s;
        bestValue = value;
      }
    }
    return bestValue >= BID_VALUE ? Option.some(best) : Option.none();
  }

  /** The most points it would promise with this suit as trump: 61 to {@link #MAX_POINTS_BID}. */
  static int pointsEstimate(CardSet hand, Suit suit, Scheme scheme) {
    // Measured (biscambiggia-chiamata-5p): the declarer's side takes on average about 78 points
    // with a suit worth 18 and 2.5 more per value point; the estimate stays well below.
    int extra = (suitValue(hand, suit, scheme) - BID_VALUE) * 3 / 2;
    return Math.max(61, Math.min(MAX_POINTS_BID, 61 + extra));
  }

  static Action bid(BriscolaView v, Action[] actions) {
    Action pass = null;
    for (Action a : actions) {
      if (a instanceof Pass) {
        pass = a;
        break;
      }
    }
    Scheme scheme = v.scheme();
    CardSet hand = v.ownHand();
    Option<Suit> suit = biddingSuit(hand, scheme);
    if (suit.isEmpty()) {
      return pass != null ? pass : actions[0];
    }
    Rank natural = naturalRank(hand, suit.get(), scheme);
    int estimate = pointsEstimate(hand, suit.get(), scheme);
    for (Action a : actions) {
      if (!(a instanceof Bid)) {
        continue;
      }
      Bid b = (Bid) a;
      if (b.points().isDefined()) {
        // Points bids come in increasing order: the first is the least legal one.
        boolean rankOk = b.rank().isEmpty() || natural == Rank.TWO;
        return rankOk && b.points().get() <= estimate ? a : pass;
      }
      if (b.rank().contains(natural)) {
        return a;
      }
    }
    return pass != null ? pass : actions[0];
  }

  /** The call, or null when the legal actions are not calls. */
  static Action call(BriscolaView v, Action[] actions) {
    Scheme scheme = v.scheme();
    CardSet hand = v.ownHand();
    int me = v.seat();
    boolean suitCalls = false;
    for (Action a : actions) {
      if (!(a instanceof Call)) {
        return null;
      }
      suitCalls |= ((Call) a).suit().isDefined();
    }
    if (suitCalls) {
      Rank rank = v.highBid().flatMap(Bid::rank).getOrElse(Rank.TWO);
      Suit best = null;
      int bestKey = Integer.MIN_VALUE;
      for (Suit s : Suit.values()) {
        // A suit whose bid rank it holds would leave it alone: only when every suit does.
        int key = suitValue(hand, s, scheme) - (holds(hand, rank, s) ? 1000 : 0);
        if (key > bestKey) {
          best = s;
          bestKey = key;
        }
      }
      return find(actions, Call.suit(me, best));
    }
    Suit longest = null;
    int bestLength = -1;
    int bestValue = -1;
    for (Suit s : Suit.values()) {
      int length = hand.ofSuit(s).size();
      int value = suitValue(hand, s, scheme);
      if (length > bestLength || (length == bestLength && value > bestValue)) {
        longest = s;
        bestLength = length;
        bestValue = value;
      }
    }
    Rank rank = naturalRank(hand, longest, scheme);
    return find(actions, Call.card(me, Card.of(rank, longest)));
  }

  /** The legal action equal to a, or null. */
  private static Action find(Action[] actions, Action a) {
    for (Action x : actions) {
      if (x.equals(a)) {
        return x;
      }
    }
    return null;
  }
}
