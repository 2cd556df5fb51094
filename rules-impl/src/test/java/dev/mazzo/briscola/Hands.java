package dev.mazzo.briscola;

import dev.mazzo.card.Card;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Shuffle;
import dev.mazzo.card.Suit;
import dev.mazzo.conformance.Playthrough;
import dev.mazzo.game.Action;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;

/**
 * Helpers of the family tests (3 to 8 players, Bisca, Sueca, chiamata): the seeded policy of the
 * golden tests, deal orders with a card moved into place, and the auctions of G-7 and G-8.
 *
 * <p>The seeded policy is the one of {@link MatchTest#playHand} and {@link Orders#playHand}: the
 * deal {@code Shuffle.seeded(seed).order(deck)}, then each seat to act takes the legal action
 * {@code new SplittableRandom(seed)} picks. Golden tests that need exact points pin the seeds this
 * policy gives them; each test says how its seeds were found.
 */
final class Hands {

  private Hands() {}

  /** The resolved rules of a state. */
  static Rules rules(GameState s) {
    return ((BriscolaState) s).rules;
  }

  /** Sides as JSON-like text, such as {@code [[0,2],[1,3]]}. */
  static String sides(Seq<Seq<Integer>> sides) {
    return sides.map(s -> s.mkString("[", ",", "]")).mkString("[", ",", "]");
  }

  /** Integers as text, such as {@code [70,50]}. */
  static String ints(Seq<Integer> xs) {
    return xs.mkString("[", ",", "]");
  }

  /** A hand's points, tricks, winner and scoreChange as text: {@code [70,50] [11,9] 0 [1,0]}. */
  static String outcome(HandResult h) {
    return ints(h.points())
        + " "
        + ints(h.tricks())
        + " "
        + h.winningSide().map(String::valueOf).getOrElse("null")
        + " "
        + ints(h.scoreChange());
  }

  /** The order with card c moved to index i (the card that was there takes c's place). */
  static Seq<Card> withAt(Seq<Card> order, int index, Card c) {
    int at = order.indexOf(c);
    if (at < 0) {
      throw new IllegalArgumentException(c + " is not in the order");
    }
    Card other = order.get(index);
    return order.update(at, other).update(index, c);
  }

  /** The seeded deal of {@code seed} with the card {@code code} moved to index i. */
  static Seq<Card> seededWith(Playthrough p, long seed, int index, String code) {
    return withAt(Shuffle.seeded(seed).order(p.state().deck()), index, p.card(code));
  }

  /** Plays the seeded policy's choices while the phase is {@code play}. */
  static void playOut(Playthrough p, long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    while (p.state().phase() == Phase.PLAY) {
      Seq<Action> legal = p.legal();
      p.act(legal.get(r.nextInt(legal.size())));
    }
  }

  /**
   * Deals {@code Shuffle.seeded(seed)} and plays the seeded policy's choices to the end of the hand
   * (auction included).
   */
  static HandResult playWholeHand(Playthrough p, long seed) {
    p.deal(Shuffle.seeded(seed).order(p.state().deck()));
    SplittableRandom r = new SplittableRandom(seed);
    while (p.state().phase() != Phase.DEAL && p.state().phase() != Phase.MATCH_OVER) {
      Seq<Action> legal = p.legal();
      p.act(legal.get(r.nextInt(legal.size())));
    }
    return p.state().results().last();
  }

  /** A bid of a rank ({@code "A"}, {@code "K"} …). */
  static Bid rank(int seat, String rank) {
    return Bid.rank(seat, Rank.parse(rank).get());
  }

  /** The suit of a letter. */
  static Suit suit(String letter) {
    return Suit.parse(letter).get();
  }

  /**
   * G-7 rows 1 to 11 on a dealt {@code briscola-chiamata-5p} hand with dealer 0, rejected rows
   * included: seat 4 is the declarer with a bid of 5.
   */
  static void g7Auction(Playthrough p) {
    p.act(rank(1, "A"));
    p.act(rank(2, "K"));
    p.act(new Pass(3));
    p.rejects(rank(3, "2"), dev.mazzo.game.Rejection.Code.ALREADY_PASSED);
    p.act(rank(4, "J"));
    p.act(new Pass(0));
    p.rejects(rank(1, "Q"), dev.mazzo.game.Rejection.Code.BID_TOO_LOW);
    p.act(rank(1, "7"));
    p.act(new Pass(2));
    p.act(rank(4, "5"));
    p.act(new Pass(1));
  }

  /** G-8 rows 1 to 10, rejected rows included: seat 3 is the declarer with 2 and 70 points. */
  static void g8Auction(Playthrough p) {
    p.act(rank(1, "2"));
    p.act(Bid.twoWithPoints(2, 61));
    p.rejects(rank(3, "4"), dev.mazzo.game.Rejection.Code.BID_TOO_LOW);
    p.rejects(Bid.twoWithPoints(3, 61), dev.mazzo.game.Rejection.Code.BID_TOO_LOW);
    p.act(Bid.twoWithPoints(3, 70));
    p.rejects(Bid.twoWithPoints(4, 121), dev.mazzo.game.Rejection.Code.MALFORMED);
    for (int seat : new int[] {4, 0, 1, 2}) {
      p.act(new Pass(seat));
    }
  }
}
