package dev.mazzo.game;

import io.vavr.collection.Seq;

/**
 * The chance action that starts every hand: the variant's whole deck in order, index 0 the top
 * card, dealt first (briscola.md B-12). A host makes the order with any source of randomness, for
 * instance {@code Shuffle.seeded(seed).order(deck)}; so a match replays from its action list.
 *
 * @param order the deck's cards, each exactly once; anything else is rejected as MALFORMED
 */
public record Deal(Seq<dev.mazzo.card.Card> order) implements Action.Common {
  /** The protocol type, {@code "deal"}. */
  public static final String TYPE = "deal";

  @Override
  public String type() {
    return TYPE;
  }
}
