package dev.mazzo.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Round;
import dev.mazzo.game.TablePlay;
import dev.mazzo.trick.Trick;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The hand history's chain (design.md, the public history) node by node: what each round holds, how
 * {@link HandLog#rounds} shows it and {@link HandLog#of} rebuilds it, and {@code equals} over the
 * whole chain. Small hand-built logs, no match played.
 */
class HandLogTest {

  /** Eight cards: ids 0 … 3 the hearts A 2 3 4, ids 4 … 7 the spades A 2 3 4. */
  private static final Deck DECK =
      Deck.of(
          List.of("AH", "2H", "3H", "4H", "AS", "2S", "3S", "4S")
              .map(code -> Card.parse(code).get()));

  private static Card card(int id) {
    return DECK.card(id);
  }

  @Test
  @DisplayName("a trick node: its cards, leader, taker and size; previous() steps back to EMPTY")
  void trickNode() {
    long first = Trick.of(0, 5, 2);
    HandLog one = HandLog.EMPTY.trick(first, 1, 0b111, -1, 2);
    long second = Trick.of(6, 1, 3);
    HandLog two = one.trick(second, 2, 0b111, -1, 0);
    assertEquals(0, HandLog.EMPTY.size());
    assertEquals(1, one.size());
    assertEquals(2, two.size());
    assertEquals(second, two.lastTrick());
    assertEquals(first, one.lastTrick());
    assertEquals(Trick.EMPTY, HandLog.EMPTY.lastTrick());
    assertEquals(2, two.leader());
    assertEquals(0, two.taker());
    assertSame(one, two.previous());
    assertSame(HandLog.EMPTY, one.previous());
    assertSame(HandLog.EMPTY, HandLog.EMPTY.previous(), "EMPTY stays empty");
    assertEquals(-1, HandLog.EMPTY.leader());
    assertEquals(-1, HandLog.EMPTY.taker());
  }

  @Test
  @DisplayName("rounds: the plays from the leader over the seats in, the taker and its cards")
  void roundsOfTricks() {
    // Three seats; seat 1 is out of the second trick (P-23), which seat 2 leads and seat 0 takes.
    HandLog log =
        HandLog.EMPTY
            .trick(Trick.of(0, 5, 2), 1, 0b111, -1, 2)
            .trick(Trick.of(6, 1), 2, 0b101, -1, 0);
    Seq<Round> rounds = log.rounds(DECK, 3);
    assertEquals(
        List.of(
            new Round(
                List.of(
                    new TablePlay(1, card(0)),
                    new TablePlay(2, card(5)),
                    new TablePlay(0, card(2))),
                Option.some(2),
                CardSet.ofBits(DECK, 0b100101, 0)),
            new Round(
                List.of(new TablePlay(2, card(6)), new TablePlay(0, card(1))),
                Option.some(0),
                CardSet.ofBits(DECK, 0b1000010, 0))),
        rounds);
    assertEquals(log, HandLog.of(rounds, DECK), "of() rebuilds the chain");
  }

  @Test
  @DisplayName("playedLo: each seat's cards, from the leader over the seats in, every trick")
  void playedBySeat() {
    // Three seats; seat 1 is out of the second trick, which seat 2 leads.
    HandLog log =
        HandLog.EMPTY
            .trick(Trick.of(0, 5, 2), 1, 0b111, -1, 2)
            .trick(Trick.of(6, 1), 2, 0b101, -1, 0);
    long[] played = log.playedLo(3);
    assertEquals(1L << 2 | 1L << 1, played[0]);
    assertEquals(1L, played[1]);
    assertEquals(1L << 5 | 1L << 6, played[2]);
    assertEquals(0L, HandLog.EMPTY.playedLo(2)[0] | HandLog.EMPTY.playedLo(2)[1]);
  }

  @Test
  @DisplayName("F-18: the suit a joker lead named is kept, hearts (ordinal 0) included")
  void namedSuit() {
    for (Suit suit : Suit.values()) {
      HandLog log = HandLog.EMPTY.trick(Trick.of(4, 0), 0, 0b11, suit.ordinal(), 1);
      assertEquals(List.of(Option.some(suit)), log.namedSuits());
      HandLog plain = HandLog.EMPTY.trick(Trick.of(4, 0), 0, 0b11, -1, 1);
      assertEquals(List.of(Option.none()), plain.namedSuits());
      // the round carries no suit: rebuilt from it, the log is the one that named none
      Round round = log.rounds(DECK, 2).head();
      assertEquals(plain.rounds(DECK, 2).head(), round);
      assertEquals(plain, HandLog.of(List.of(round), DECK));
    }
    HandLog two =
        HandLog.EMPTY.trick(Trick.of(4, 0), 0, 0b11, -1, 1).trick(Trick.of(5, 1), 1, 0b11, 2, 0);
    assertEquals(List.of(Option.none(), Option.some(Suit.ofOrdinal(2))), two.namedSuits());
  }

  @Test
  @DisplayName("T-14: a Tombolon turn, capture or lay, shown and rebuilt (the taken cards kept)")
  void turns() {
    // Seat 1 lays 4H (id 3); seat 0 plays 3S (id 6) and captures 2H and AH (ids 1, 0).
    HandLog log = HandLog.EMPTY.turn(1, 3, 0).turn(0, 6, 0b11);
    Seq<Round> rounds = log.rounds(DECK, 2);
    assertEquals(
        List.of(
            new Round(List.of(new TablePlay(1, card(3))), Option.none(), DECK.none()),
            new Round(
                List.of(new TablePlay(0, card(6))),
                Option.some(0),
                CardSet.ofBits(DECK, 0b1000011, 0))),
        rounds);
    assertEquals(-1, log.previous().taker(), "a lay has no taker");
    assertEquals(1, log.previous().leader());
    assertEquals(log, HandLog.of(rounds, DECK), "of() keeps the seat, the lay and the capture");
    // A seat above 0 playing alone: the node's seats-in mask is that seat.
    HandLog seat2 = HandLog.EMPTY.turn(2, 4, 0);
    assertEquals(seat2, HandLog.of(seat2.rounds(DECK, 3), DECK));
  }

  @Test
  @DisplayName(
      "equals covers every node: the cards, the seats, the suit named, the taker, captures")
  void equalsCoversEveryNode() {
    HandLog base = HandLog.EMPTY.trick(Trick.of(0, 5), 0, 0b11, -1, 1);
    HandLog same = HandLog.EMPTY.trick(Trick.of(0, 5), 0, 0b11, -1, 1);
    assertEquals(base, same);
    assertEquals(base.hashCode(), same.hashCode());
    assertEquals(base, base);
    assertEquals(
        base.trick(Trick.of(1, 2), 1, 0b11, -1, 0), same.trick(Trick.of(1, 2), 1, 0b11, -1, 0));
    assertNotEquals(base, HandLog.EMPTY, "sizes differ");
    assertNotEquals(HandLog.EMPTY, base);
    assertNotEquals(base, HandLog.EMPTY.trick(Trick.of(0, 6), 0, 0b11, -1, 1), "cards");
    assertNotEquals(base, HandLog.EMPTY.trick(Trick.of(0, 5), 1, 0b11, -1, 1), "leader");
    assertNotEquals(base, HandLog.EMPTY.trick(Trick.of(0, 5), 0, 0b11, 2, 1), "named suit");
    assertNotEquals(base, HandLog.EMPTY.trick(Trick.of(0, 5), 0, 0b11, -1, 0), "taker");
    assertNotEquals(HandLog.EMPTY.turn(0, 5, 0b1), HandLog.EMPTY.turn(0, 5, 0b10), "captures");
    assertNotEquals(
        base.trick(Trick.of(1, 2), 1, 0b11, -1, 0),
        HandLog.EMPTY.trick(Trick.of(0, 6), 0, 0b11, -1, 1).trick(Trick.of(1, 2), 1, 0b11, -1, 0),
        "an older node differs");
    assertFalse(base.equals(null));
    assertFalse(base.equals("1 rounds"));
    assertTrue(HandLog.EMPTY.equals(HandLog.EMPTY));
  }
}
