package dev.mazzo.card;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.control.Option;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/** The card notation of protocol.md: parsing, codes and the flyweight. */
class CardTest {

  @ParameterizedTest(name = "\"{0}\" is {1}")
  @CsvSource({
    "AS, AS",
    "as, AS",
    "aS, AS",
    "As, AS",
    "2H, 2H",
    "7d, 7D",
    "10H, 10H",
    "10h, 10H",
    "TH, 10H",
    "th, 10H",
    "Tc, 10C",
    "tS#2, 10S#2",
    "JC, JC",
    "jc, JC",
    "QD, QD",
    "KS, KS",
    "kh, KH",
    "8C, 8C",
    "9S, 9S",
    "11H, 11H",
    "12D, 12D",
    "13c, 13C",
    "QC#2, QC#2",
    "qc#2, QC#2",
    "AS#2, AS#2",
    "JK, JK",
    "jk, JK",
    "JK1, JK1",
    "jk1, JK1",
    "JK2, JK2",
    "Jk2, JK2",
    "JK#2, JK#2",
    "jk1#2, JK1#2"
  })
  @DisplayName("protocol.md notation: codes are read case-insensitively, T is 10, #2 is the copy")
  void parsesTheNotation(String text, String code) {
    Option<Card> card = Card.parse(text);
    assertTrue(card.isDefined(), text);
    assertEquals(code, card.get().code());
    assertSame(Card.parse(code).get(), card.get());
  }

  @Test
  @DisplayName("protocol.md: rank, suit and copy of a parsed card")
  void parsedCardHasItsRankSuitAndCopy() {
    Card c = Card.parse("qc#2").get();
    assertEquals(Rank.QUEEN, c.rank());
    assertEquals(Option.some(Suit.CLUBS), c.suit());
    assertEquals(1, c.copy());
    assertFalse(c.isJoker());
    Card ten = Card.parse("TH").get();
    assertEquals(Rank.TEN, ten.rank());
    assertEquals("10H", ten.code());
    Card jk2 = Card.parse("JK2").get();
    assertTrue(jk2.isJoker());
    assertEquals(Rank.JOKER, jk2.rank());
    assertTrue(jk2.suit().isEmpty());
    assertSame(Card.joker(2), jk2);
    assertSame(Card.joker(0), Card.parse("JK").get());
    assertSame(Card.joker(1), Card.parse("JK1").get());
  }

  @ParameterizedTest(name = "\"{0}\" is not a card")
  @NullAndEmptySource
  @ValueSource(
      strings = {
        " ",
        "A",
        "S",
        "10",
        "T",
        "#2",
        "AS#",
        "AS#1",
        "AS#3",
        "AS#2#2",
        "#2AS",
        "1S",
        "0H",
        "01H",
        "14H",
        "1OH",
        "AX",
        "ASS",
        "SA",
        "HH",
        "22",
        "AAS",
        "JKH",
        "JK0",
        "JK3",
        "JK12",
        "KJ",
        " AS",
        "AS ",
        "A S",
        "A-S",
        "10HH",
        "TTH",
        "JOKER",
        "ace",
        "\u0000",
        "AS\n",
        "7ΗΗ",
        "1234567890",
        "AS#2AS#2"
      })
  @DisplayName("protocol.md: garbage, null or empty text parses to none and never throws")
  void garbageIsNone(String text) {
    assertTrue(Card.parse(text).isEmpty(), String.valueOf(text));
  }

  @ParameterizedTest
  @ValueSource(strings = {"A\u017F", "a\u017F", "K\u017F#2", "J\u0131", "\u0131\u0131"})
  @DisplayName(
      "protocol.md: case-insensitive means ASCII case only; a letter that Unicode upper-cases to S or I (long s, dotless i) is not a card")
  void onlyAsciiCaseIsFolded(String text) {
    assertTrue(Card.parse(text).isEmpty(), text);
  }

  @Test
  @DisplayName("protocol.md: a suit letter or a rank token is folded in ASCII case only")
  void suitAndRankFoldOnlyAsciiCase() {
    assertTrue(Suit.ofLetter('\u017F').isEmpty(), "long s is not spades");
    assertEquals(Option.some(Suit.SPADES), Suit.ofLetter('s'));
    assertTrue(Rank.parse("\u0131").isEmpty(), "dotless i");
    assertTrue(Rank.parse("\u212A").isEmpty(), "Kelvin sign");
    assertEquals(Option.some(Rank.KING), Rank.parse("k"));
  }

  @Property(tries = 1000)
  @Label("protocol.md: parse never throws; a parsed code is the text in upper case, T as 10")
  void parseNeverThrows(@ForAll @StringLength(max = 8) String text) {
    Option<Card> card = Card.parse(text);
    if (card.isDefined()) {
      String upper = text.toUpperCase(Locale.ROOT);
      String expected = upper.startsWith("T") ? "10" + upper.substring(1) : upper;
      assertEquals(expected, card.get().code());
    }
  }

  @Property(tries = 1000)
  @Label("protocol.md: parse never throws on text made of the notation's own characters")
  void parseNeverThrowsOnNotationCharacters(
      @ForAll
          @StringLength(max = 7)
          @net.jqwik.api.constraints.Chars({
            'A', 'a', '1', '2', '3', '0', '7', 'T', 't', 'J', 'K', 'Q', 'H', 'D', 'C', 'S', 's', '#'
          })
          String text) {
    Option<Card> card = Card.parse(text);
    card.forEach(c -> assertSame(c, Card.parse(c.code()).get()));
  }

  @Test
  @DisplayName("protocol.md: every card of the universe round-trips through its code, in any case")
  void everyCodeRoundTrips() {
    Set<String> codes = new HashSet<>();
    for (int i = 0; i < Card.universeSize(); i++) {
      Card c = Card.ofOrdinal(i);
      assertEquals(i, c.ordinal());
      assertEquals(c.code().toUpperCase(Locale.ROOT), c.code(), "codes are upper case");
      assertSame(c, Card.parse(c.code()).get(), c.code());
      assertSame(c, Card.parse(c.code().toLowerCase(Locale.ROOT)).get(), c.code());
      assertEquals(c.code(), c.toString());
      assertTrue(codes.add(c.code()), "a code is unique: " + c.code());
    }
    // 16 suited ranks x 4 suits x 2 copies, and 3 jokers x 2 copies.
    assertEquals(2 * 16 * 4 + 2 * 3, Card.universeSize());
  }

  @Test
  @DisplayName("protocol.md: the flyweight; the same card is the same object, however obtained")
  void flyweightIdentity() {
    for (Rank r : Rank.values()) {
      if (r == Rank.JOKER) {
        continue;
      }
      for (Suit s : Suit.values()) {
        Card c = Card.of(r, s);
        assertSame(c, Card.of(r, s));
        assertSame(c, Card.of(r, s, 0));
        assertSame(c, Card.parse(r.token() + s.letter()).get());
        assertSame(c, Card.ofOrdinal(c.ordinal()));
        Card second = Card.of(r, s, 1);
        assertNotSame(c, second);
        assertFalse(c.equals(second));
        assertEquals(r.token() + s.letter() + "#2", second.code());
        assertEquals(0, c.copy());
        assertEquals(1, second.copy());
        assertEquals(r, c.rank());
        assertEquals(s, c.suit().get());
      }
    }
  }

  @Test
  @DisplayName("B-4: two cards are identical when they differ only by #2")
  void identicalCards() {
    Card as = Card.parse("AS").get();
    Card as2 = Card.parse("AS#2").get();
    assertTrue(as.isIdenticalTo(as2));
    assertTrue(as2.isIdenticalTo(as));
    assertTrue(as.isIdenticalTo(as));
    assertFalse(as.isIdenticalTo(Card.parse("AH").get()));
    assertFalse(as.isIdenticalTo(Card.parse("2S").get()));
    assertFalse(as.isIdenticalTo(null));
    assertTrue(Card.joker(1).isIdenticalTo(Card.parse("JK1#2").get()));
    assertFalse(Card.joker(1).isIdenticalTo(Card.joker(2)));
  }

  @Test
  @DisplayName("Card.of and Card.joker refuse what is not a card (programming errors)")
  void factoriesRefuseNonCards() {
    assertThrows(IllegalArgumentException.class, () -> Card.of(Rank.JOKER, Suit.HEARTS));
    assertThrows(IllegalArgumentException.class, () -> Card.of(Rank.ACE, Suit.HEARTS, 2));
    assertThrows(IllegalArgumentException.class, () -> Card.of(Rank.ACE, Suit.HEARTS, -1));
    assertThrows(IllegalArgumentException.class, () -> Card.joker(3));
    assertThrows(IllegalArgumentException.class, () -> Card.joker(-1));
  }

  @Test
  @DisplayName("protocol.md: suit letters and rank tokens")
  void suitsAndRanks() {
    assertEquals(Option.some(Suit.HEARTS), Suit.parse("h"));
    assertEquals(Option.some(Suit.DIAMONDS), Suit.parse("D"));
    assertEquals(Option.some(Suit.CLUBS), Suit.parse("c"));
    assertEquals(Option.some(Suit.SPADES), Suit.parse("S"));
    assertTrue(Suit.parse("NT").isEmpty());
    assertTrue(Suit.parse("X").isEmpty());
    assertTrue(Suit.parse("").isEmpty());
    assertTrue(Suit.parse(null).isEmpty());
    assertEquals(Option.some(Rank.TEN), Rank.parse("t"));
    assertEquals(Option.some(Rank.TEN), Rank.parse("10"));
    assertEquals(Option.some(Rank.ACE), Rank.parse("a"));
    assertEquals(Option.some(Rank.THIRTEEN), Rank.parse("13"));
    assertTrue(Rank.parse("JK").isEmpty(), "jokers are parsed as cards, not ranks");
    assertTrue(Rank.parse("1").isEmpty());
    assertTrue(Rank.parse("14").isEmpty());
    assertTrue(Rank.parse(null).isEmpty());
    // B-5: the canonical suit order H, D, C, S.
    assertEquals("[H, D, C, S]", java.util.Arrays.toString(Suit.values()));
  }
}
