package dev.mazzo.briscola;

import dev.mazzo.card.Card;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Event;
import io.vavr.control.Option;

/**
 * The events of a chiamata auction and call (briscola.md B-71), sealed so that a host can switch
 * over them exhaustively. A bid is this family's {@link Event.BidMade} (with its rank or points); a
 * pass and the partner revealed are the common {@link Event.Passed.Plain} and {@link
 * Event.PartnerRevealed.Plain}, as in every family with an auction.
 */
public sealed interface ChiamataEvent extends Event {

  /** The event's name in the protocol, as B-71 lists them (one table for the family). */
  @Override
  default String name() {
    return BriscolaCodec.EVENT_NAMES.get(getClass());
  }

  /**
   * A seat bid.
   *
   * @param seat the bidder
   * @param rank the rank bid, if any
   * @param points the points bid, if any
   */
  record BidMade(int seat, Option<Rank> rank, Option<Integer> points)
      implements ChiamataEvent, Event.BidMade {}

  /**
   * The auction ended.
   *
   * @param declarer the declarer, or none when all five passed
   */
  record AuctionEnded(Option<Integer> declarer) implements ChiamataEvent {}

  /**
   * The declarer called a card; its suit is trump.
   *
   * @param seat the declarer
   * @param card the called card
   * @param trump the trump suit
   */
  record Called(int seat, Card card, Suit trump) implements ChiamataEvent {}
}
