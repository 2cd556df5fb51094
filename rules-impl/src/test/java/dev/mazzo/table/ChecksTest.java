package dev.mazzo.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import dev.mazzo.game.SeatAction;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * User text quoted in a rejection (design.md, rejections a player understands): clipped by code
 * points, and an unpaired surrogate, which a JSON escape can smuggle in, replaced so that the
 * answer encodes cleanly. The seat of a seat's action, read by the checks' fast path for a play.
 * The shape checks answer none for passing input (the same object, nothing allocated) and the
 * MALFORMED rejection with its sentence otherwise, never null (issue 30: no nulls in the kit).
 */
class ChecksTest {

  @Test
  @DisplayName("clip counts code points, cuts with an ellipsis and replaces only lone surrogates")
  void clip() {
    assertEquals("abc", Checks.clip("abc", 3));
    assertEquals("ab…", Checks.clip("abc", 2));
    assertEquals("", Checks.clip("", 0));
    // U+10000 and U+1D800 are whole code points (their low 16 bits are 0x0000 and a surrogate).
    String pairs = "\uD800\uDC00\uD836\uDC00";
    assertEquals(pairs, Checks.clip(pairs, 2));
    assertEquals("\uD800\uDC00…", Checks.clip(pairs, 1));
    assertEquals("a\uFFFDb\uFFFD", Checks.clip("a\uDC00b\uD800", 10));
    assertEquals("\uD7FF\uFFFD\uE000", Checks.clip("\uD7FF\uDFFF\uE000", 10));
    assertEquals("\"x\"", Checks.quote("x"));
  }

  @Test
  @DisplayName(
      "seatOf reads a play's and a pass's seat as their records' and any other's by seat()")
  void seatOf() {
    assertEquals(3, Checks.seatOf(new PlayCard(3, Card.of(Rank.ACE, Suit.HEARTS))));
    assertEquals(2, Checks.seatOf(new Pass(2)));
    // a host's own seat action, of no family's type, goes through seat() like any other
    SeatAction own =
        new SeatAction() {
          @Override
          public int seat() {
            return 4;
          }

          @Override
          public String type() {
            return "own";
          }
        };
    assertEquals(4, Checks.seatOf(own));
  }

  private static final Deck DECK =
      Deck.of(List.of("AH", "2H", "AS", "2S").map(code -> Card.parse(code).get()));

  private static String sentence(Option<Rejection> r) {
    assertEquals(Code.MALFORMED, r.get().code());
    return r.get().message();
  }

  @Test
  @DisplayName("order: none for the whole deck once, else the first fault (B-12, T-7)")
  void order() {
    List<Card> list = List.of("2S", "AH", "AS", "2H").map(code -> Card.parse(code).get());
    // a cons list, read by its iterator, and the Array of a shuffle, read by index
    for (Seq<Card> all : List.<Seq<Card>>of(list, Array.ofAll(list))) {
      order(all);
    }
  }

  private static void order(Seq<Card> all) {
    assertSame(Option.none(), Checks.order(DECK, all));
    assertEquals("A deal needs the order of the whole deck", sentence(Checks.order(DECK, null)));
    assertEquals(
        "A deal must list the whole deck of 4 cards, each once; this one has 3",
        sentence(Checks.order(DECK, all.tail())));
    assertEquals(
        "KH is not a card of this deck",
        sentence(Checks.order(DECK, all.update(1, Card.parse("KH").get()))));
    assertEquals(
        "A missing card is not a card of this deck",
        sentence(Checks.order(DECK, all.update(3, (Card) null))));
    assertEquals(
        "2S appears twice in the deal", sentence(Checks.order(DECK, all.update(2, all.head()))));
    // the first fault in the order's own order, whichever its kind (the one-pass test only sees
    // that there is a fault): a card twice before a card of another deck, and after one
    Card kh = Card.parse("KH").get();
    assertEquals(
        "2S appears twice in the deal",
        sentence(Checks.order(DECK, all.update(1, all.head()).update(3, kh))));
    assertEquals(
        "KH is not a card of this deck",
        sentence(Checks.order(DECK, all.update(1, kh).update(3, all.head()))));
  }

  @Test
  @DisplayName(
      "order over two words (bisca-6p, 78 cards): the whole deck passes, and a card of another deck"
          + " in the place of id 63 or of id 64 is the fault (B-12)")
  void orderOverTwoWords() {
    Deck deck =
        dev.mazzo.game.Variants.byId("bisca-6p")
            .get()
            .game()
            .newMatch(dev.mazzo.game.MatchOptions.defaults())
            .get()
            .deck();
    assertEquals(78, deck.size());
    Card alien = Card.parse("9H").get();
    for (Seq<Card> all : List.<Seq<Card>>of(deck.cards().toList(), deck.cards().toArray())) {
      assertSame(Option.none(), Checks.order(deck, all));
      assertSame(Option.none(), Checks.order(deck, all.reverse()));
      for (int id : new int[] {0, 63, 64, 77}) {
        assertEquals(
            alien.code() + " is not a card of this deck",
            sentence(Checks.order(deck, all.update(id, alien))),
            "id " + id);
        assertEquals(
            all.get(id == 0 ? 1 : 0).code() + " appears twice in the deal",
            sentence(Checks.order(deck, all.update(id, all.get(id == 0 ? 1 : 0)))),
            "id " + id);
      }
    }
  }

  @Test
  @DisplayName("card and seat: none when they are the deck's and the table's, else MALFORMED")
  void cardAndSeat() {
    assertSame(Option.none(), Checks.card(DECK, Card.parse("AS").get(), "A play needs a card"));
    assertEquals("A play needs a card", sentence(Checks.card(DECK, null, "A play needs a card")));
    assertEquals(
        "KH is not a card of this deck",
        sentence(Checks.card(DECK, Card.parse("KH").get(), "A play needs a card")));
    assertSame(Option.none(), Checks.seat(0, 2));
    assertSame(Option.none(), Checks.seat(1, 2));
    assertEquals("There is no seat 2: seats are 0 to 1", sentence(Checks.seat(2, 2)));
    assertEquals("There is no seat -1: seats are 0 to 1", sentence(Checks.seat(-1, 2)));
    assertEquals(
        "A missing action is not an action of x-2p: it accepts deal and play",
        sentence(Checks.unknownAction(null, "x-2p", "deal and play")));
    assertEquals("Bad", sentence(Checks.malformed("Bad")));
  }
}
