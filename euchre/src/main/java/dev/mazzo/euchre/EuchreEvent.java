package dev.mazzo.euchre;

import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Event;
import io.vavr.control.Option;

/** The Euchre family's own events (euchre.md E-25); the common ones are in {@link Event}. */
public sealed interface EuchreEvent extends Event {

  /**
   * A seat spoke in the making of trump: a pass (no suit) or the suit it made trump.
   *
   * @param seat the seat
   * @param suit the suit made trump, or none for a pass
   */
  record Bid(int seat, Option<Suit> suit) implements EuchreEvent {
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
