package dev.mazzo.game;

/**
 * Something the last action caused, so that a UI animates it without diffing two states: a card
 * played, a trick won, cards drawn, a hand scored, the match won. {@link GameState#lastEvents()}
 * lists them in the order they happened; a {@link PlayerView} lists them as its seat may see them
 * (a card drawn by another seat is hidden).
 *
 * <p>The common events are the nested records; families add their own (bids, calls …).
 */
public interface Event {
  /** The event's name in the protocol, such as {@code "trick"}. */
  String name();

  /**
   * The cards were dealt.
   *
   * @param dealer the dealer
   * @param trumpCard the face-up trump card, if the game turns one up
   */
  record Dealt(int dealer, io.vavr.control.Option<dev.mazzo.card.Card> trumpCard) implements Event {
    @Override
    public String name() {
      return "dealt";
    }
  }

  /**
   * A seat played a card.
   *
   * @param seat the seat
   * @param card the card
   */
  record Played(int seat, dev.mazzo.card.Card card) implements Event {
    @Override
    public String name() {
      return "played";
    }
  }

  /**
   * A trick was resolved.
   *
   * @param winner the seat that won it
   * @param points the card points it held
   * @param cards its cards in play order
   */
  record TrickWon(int winner, int points, io.vavr.collection.Seq<dev.mazzo.card.Card> cards)
      implements Event {
    @Override
    public String name() {
      return "trick";
    }
  }

  /**
   * A seat drew a card from the stock.
   *
   * @param seat the seat
   * @param card the card, or none in a view that may not see it
   */
  record Drew(int seat, io.vavr.control.Option<dev.mazzo.card.Card> card) implements Event {
    @Override
    public String name() {
      return "drew";
    }
  }

  /**
   * A hand was scored.
   *
   * @param result the result
   */
  record HandScored(HandResult result) implements Event {
    @Override
    public String name() {
      return "hand";
    }
  }

  /**
   * The match ended.
   *
   * @param winner the index of the winning side in {@link GameState#sides()}, or none for a draw
   */
  record MatchEnded(io.vavr.control.Option<Integer> winner) implements Event {
    @Override
    public String name() {
      return "match";
    }
  }
}
