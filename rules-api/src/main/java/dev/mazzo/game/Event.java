package dev.mazzo.game;

/**
 * Something the last action caused, so that a UI animates it without diffing two states: a card
 * played, a trick won, cards drawn, a hand scored, the match won. {@link GameState#lastEvents()}
 * lists them in the order they happened; a {@link PlayerView} lists them as its seat may see them
 * (a card drawn by another seat is hidden).
 *
 * <p>The common events are the nested records, sealed under {@link Common}; families add their own
 * (bids, calls …), each family's sealed under an interface of its own.
 */
public interface Event {
  /** The event's name in the protocol, such as {@code "trick"}. */
  String name();

  /**
   * The events every game shares, sealed so that a host can switch over them exhaustively; each
   * family's own events are a sealed interface of their own beside its game.
   */
  sealed interface Common extends Event
      permits Dealt, Played, TrickWon, Drew, HandScored, MatchEnded {}

  /**
   * The cards were dealt.
   *
   * @param dealer the dealer
   * @param trumpCard the face-up trump card, if the game turns one up
   */
  record Dealt(int dealer, io.vavr.control.Option<dev.mazzo.card.Card> trumpCard)
      implements Common {
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
  record Played(int seat, dev.mazzo.card.Card card) implements Common {
    @Override
    public String name() {
      return "played";
    }
  }

  /**
   * A trick was resolved.
   *
   * @param winningSeat the seat that won it (the wire calls it {@code winner})
   * @param points the card points it held
   * @param cards its cards in play order
   */
  record TrickWon(int winningSeat, int points, io.vavr.collection.Seq<dev.mazzo.card.Card> cards)
      implements Common {
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
  record Drew(int seat, io.vavr.control.Option<dev.mazzo.card.Card> card) implements Common {
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
  record HandScored(HandResult result) implements Common {
    @Override
    public String name() {
      return "hand";
    }
  }

  /**
   * The match ended.
   *
   * @param winningSide the index of the winning side in {@link GameState#sides()}, or none for a
   *     draw (the wire calls it {@code winner})
   */
  record MatchEnded(io.vavr.control.Option<Integer> winningSide) implements Common {
    @Override
    public String name() {
      return "match";
    }
  }
}
