package dev.mazzo.protocol;

import static dev.mazzo.protocol.Transcript.dealLine;
import static dev.mazzo.protocol.Transcript.order;

import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import io.vavr.collection.Seq;

/**
 * What the referee's rejection tests ({@link RefereeMalformedTest}, {@link RefereeMessagesTest})
 * share: briscola-2p dealt in the order of the golden example G-4 (briscola.md §16), and the act
 * line of an action.
 */
final class G4Transcript {

  static final Deck DECK = Transcript.deck("briscola-2p");
  static final Seq<Card> G4 =
      order(DECK, 0, "AS", 1, "3C", 2, "KH", 3, "7D", 4, "2S", 5, "QH", 6, "5C", 7, "JD", 8, "4H");
  static final String NEW = "{\"cmd\":\"new\",\"variant\":\"briscola-2p\"}";

  private G4Transcript() {}

  /** A referee holding G-4 after the deal: seat 1 to play KH, AS or 2S. */
  static Transcript dealt() {
    Transcript t = new Transcript();
    t.ok(NEW);
    t.ok(dealLine(G4));
    return t;
  }

  static String act(String action) {
    return "{\"cmd\":\"act\",\"action\":" + action + "}";
  }
}
