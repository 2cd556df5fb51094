package dev.mazzo.briscola;

import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Pass;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;

/**
 * A chiamata match's bids and calls, made once with its {@link Rules} (briscola.md B-45, B-51,
 * B-62, B-63, B-66): the bid of each seat at each ladder level, and the lists of legal bids and
 * calls. The auction's legal actions, its events and the contract then read a table instead of
 * allocating a bid per level at every turn (about 1 KB a turn in a random hand).
 *
 * <p>The legal bids of a seat (pass, then every higher bid from the lowest up, B-66) are {@link
 * MaskList}s over one table of the seat's pass and bids, one list made for each level; the calls
 * one list per seat.
 */
final class Ladder {
  /** Ladder levels: ranks 0 … 9, points 61 … 120 at 10 … 69 (see {@link Auction}). */
  private static final int LEVELS = Auction.pointsLevel(120) + 1;

  /** The first points level (61 points). */
  private static final int FIRST_POINTS = Auction.pointsLevel(61);

  private final Bid[][] bids;
  private final Seq<Action>[][] legalBids;
  private final Seq<Action>[] calls;

  @SuppressWarnings("unchecked")
  private Ladder(Spec.Auction auction, Scheme scheme, Seq<Card> deck, int players) {
    bids = new Bid[players][LEVELS];
    legalBids = new Seq[players][LEVELS + 1];
    calls = new Seq[players];
    for (int seat = 0; seat < players; seat++) {
      for (int level = 0; level < LEVELS; level++) {
        bids[seat][level] = make(auction, scheme, seat, level);
      }
      // pass at index 0, the bid at level k at index k + 1 (MaskList): pass first, then the bids
      // from the lowest up
      Action[] table = new Action[LEVELS + 1];
      table[0] = new Pass(seat);
      for (int level = 0; level < LEVELS; level++) {
        table[level + 1] = bids[seat][level];
      }
      for (int current = Auction.NONE; current < LEVELS; current++) {
        // the rank auction: the ranks above the bid, up to the plain 2, so that the points bids
        // come only above a plain 2 (B-62); the points auction starts at 61 (B-45)
        int first =
            auction == Spec.Auction.RANKS ? current + 1 : Math.max(FIRST_POINTS, current + 1);
        int end = first < FIRST_POINTS ? FIRST_POINTS : LEVELS;
        legalBids[seat][current + 1] = MaskList.range(table, first + 1, end + 1).withFirst();
      }
      calls[seat] = callsOf(auction, deck, seat);
    }
  }

  /** The ladder of a chiamata variant. */
  static Ladder of(Spec.Auction auction, Scheme scheme, Seq<Card> deck, int players) {
    return new Ladder(auction, scheme, deck, players);
  }

  /** The bid at a ladder level, as the action that made it (B-45, B-62). */
  private static Bid make(Spec.Auction auction, Scheme scheme, int seat, int level) {
    if (auction == Spec.Auction.POINTS) {
      return Bid.points(seat, Auction.pointsOf(level));
    }
    if (level >= FIRST_POINTS) {
      return Bid.twoWithPoints(seat, Auction.pointsOf(level));
    }
    return Bid.rank(seat, scheme.order().get(level));
  }

  /** H, D, C, S in the rank auction; every card of the deck in canonical order otherwise (B-66). */
  private static Seq<Action> callsOf(Spec.Auction auction, Seq<Card> deck, int seat) {
    if (auction == Spec.Auction.RANKS) {
      return MaskList.all(
          Array.of(Suit.values()).map(suit -> Call.suit(seat, suit)).toJavaArray(Call[]::new));
    }
    return MaskList.all(
        Array.ofAll(deck).map(card -> Call.card(seat, card)).toJavaArray(Call[]::new));
  }

  /** The bid of {@code seat} at {@code level}, as the action that made it (B-45, B-62). */
  Bid bid(int seat, int level) {
    return bids[seat][level];
  }

  /**
   * Pass, then every bid above {@code current} (or {@link Auction#NONE}) from the lowest to the
   * highest (B-45, B-62, B-66); in the rank auction the points bids only after a plain 2.
   */
  Seq<Action> legalBids(int seat, int current) {
    return legalBids[seat][current + 1];
  }

  /** The declarer's legal calls (B-51, B-63, B-66). */
  Seq<Action> calls(int seat) {
    return calls[seat];
  }
}
