package dev.mazzo.euchre;

import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Event;
import io.vavr.control.Option;

/**
 * The Euchre family's own events (euchre.md E-25); the common ones are in {@link Event}. A bid is
 * also the common idea {@link Event.BidMade}, so a host that knows only the ideas sees it as a bid.
 */
public sealed interface EuchreEvent extends Event {

  /**
   * A seat made trump (E-6, E-8): Euchre's bid, the idea {@link Event.BidMade} with the suit named;
   * a pass is the common {@link Event.Passed.Plain}.
   *
   * @param seat the seat
   * @param suit the suit made trump
   */
  record Bid(int seat, Suit suit) implements EuchreEvent, Event.BidMade {
    @Override
    public String name() {
      return "bid";
    }
  }

  /**
   * The dealer discarded (E-7); the card only in the dealer's view and the referee's.
   *
   * @param seat the dealer
   * @param card the card, or none where it is hidden
   */
  record Discarded(int seat, Option<Card> card) implements EuchreEvent {
    @Override
    public String name() {
      return "discarded";
    }
  }

  /**
   * A seat declared whether it plays alone (E-13, E-15).
   *
   * @param seat the seat
   * @param alone true when it goes alone
   */
  record Alone(int seat, boolean alone) implements EuchreEvent {
    @Override
    public String name() {
      return "alone";
    }
  }
}
