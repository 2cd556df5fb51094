package dev.mazzo.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.game.HandResult;
import dev.mazzo.protocol.Json;

/**
 * The contract of a hand, read from its HAND_RESULT as the wire writes it (protocol.md, and each
 * rules chapter's fields): the seat that made the contract and whether it was made. Pitch names
 * that seat {@code bidder} (pitch.md P-36), Five Hundred {@code contractor} (five-hundred.md F-32),
 * chiamata {@code caller} (briscola.md B-72); each writes {@code made}, {@code true} or {@code
 * false}, or {@code null} for a hand without a contract (all passed, a void deal). A family without
 * contracts writes none of these. So the arena counts the contracts of every family with one, and
 * names none.
 */
final class Contracts {

  /** The fields that name the contract's seat, in the order they are looked for. */
  private static final String[] DECLARER = {"bidder", "contractor", "caller"};

  /** {@link #of}'s answer for a hand without a contract. */
  static final int NONE = -1;

  private Contracts() {}

  /**
   * The contract of a hand: {@code 2·seat + 1} when the seat's contract was made, {@code 2·seat}
   * when it was set, {@link #NONE} without a contract.
   */
  static int of(HandResult result) {
    JsonNode o = Json.handResult(result);
    JsonNode made = o.get("made");
    if (made == null || !made.isBoolean()) {
      return NONE;
    }
    for (String field : DECLARER) {
      JsonNode seat = o.get(field);
      if (seat != null && seat.isInt()) {
        return 2 * seat.intValue() + (made.booleanValue() ? 1 : 0);
      }
    }
    return NONE;
  }
}
