package dev.mazzo.game;

/**
 * The phases a game can be in; each family uses the ones its rules chapter lists (briscola.md
 * B-65). The {@link #wireName() wire name} is the {@code phase} of protocol.md's SUMMARY.
 */
public enum Phase {
  /** A chance action deals the cards; the actor is {@link GameState#CHANCE}. */
  DEAL("deal"),
  /** An auction: bids and passes. */
  BID("bid"),
  /** The auction's winner calls a card or a trump. */
  CALL("call"),
  /** The auction's winner names trump (pitch.md P-37). */
  TRUMP("trump"),
  /** A seat exchanges cards with a kitty or widow. */
  EXCHANGE("exchange"),
  /**
   * A seat discards cards, such as the contractor's discard to the kitty (five-hundred.md F-33).
   */
  DISCARD("discard"),
  /** Seats discard or burn cards. */
  BURN("burn"),
  /** Cards are played. */
  PLAY("play"),
  /** The remainder of a hand is being settled. */
  REMAINDER("remainder"),
  /** The match is over: nobody acts and every action is rejected with MATCH_OVER. */
  MATCH_OVER("match-over");

  private final String wireName;

  Phase(String wireName) {
    this.wireName = wireName;
  }

  /** The phase's name in the protocol, such as {@code "match-over"}. */
  public String wireName() {
    return wireName;
  }
}
