package dev.mazzo.briscola;

import dev.mazzo.card.Rank;
import io.vavr.control.Option;

/**
 * A bid in a chiamata auction (briscola.md B-45, B-46, B-62, B-64):
 *
 * <ul>
 *   <li>{@code briscola-chiamata-5p}: a rank ({@code {"type":"bid","seat":1,"rank":"K"}}), or 2
 *       with points ({@code {"type":"bid","seat":1,"rank":"2","points":70}});
 *   <li>{@code biscambiggia-chiamata-5p}: points only ({@code {"type":"bid","seat":1,
 *       "points":70}}).
 * </ul>
 *
 * @param seat the bidder
 * @param rank the rank bid, if any
 * @param points the points bid, if any
 */
public record Bid(int seat, Option<Rank> rank, Option<Integer> points) implements ChiamataAction {
  /** The protocol type, {@code "bid"}. */
  public static final String TYPE = "bid";

  /** A rank bid. */
  public static Bid rank(int seat, Rank rank) {
    return new Bid(seat, Option.some(rank), Option.none());
  }

  /** 2 with points ({@code briscola-chiamata-5p}). */
  public static Bid twoWithPoints(int seat, int points) {
    return new Bid(seat, Option.some(Rank.TWO), Option.some(points));
  }

  /** A points-only bid ({@code biscambiggia-chiamata-5p}). */
  public static Bid points(int seat, int points) {
    return new Bid(seat, Option.none(), Option.some(points));
  }

  @Override
  public String type() {
    return TYPE;
  }
}
