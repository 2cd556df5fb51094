package dev.mazzo.card;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The trump notation: a suit letter or NT (docs/protocol.md; five-hundred.md F-33). */
class TrumpTest {

  @Test
  @DisplayName("every suit is a trump written by its letter, and NT is no trump (F-33)")
  void codes() {
    for (Suit s : Suit.values()) {
      Trump t = Trump.of(s);
      assertEquals(Option.some(s), t.suit());
      assertFalse(t.isNoTrump());
      assertEquals(String.valueOf(s.letter()), t.code());
      assertEquals(Option.some(t), Trump.parse(t.code()));
      assertEquals(Option.some(t), Trump.parse(t.code().toLowerCase(java.util.Locale.ROOT)));
    }
    assertTrue(Trump.NO_TRUMP.isNoTrump());
    assertEquals(Option.none(), Trump.NO_TRUMP.suit());
    assertEquals("NT", Trump.NO_TRUMP.code());
    assertEquals("NT", Trump.NO_TRUMP.toString());
    for (String nt : new String[] {"NT", "nt", "Nt", "nT"}) {
      assertEquals(Option.some(Trump.NO_TRUMP), Trump.parse(nt));
    }
  }

  @Test
  @DisplayName("anything else is not a trump, and parsing never throws")
  void notTrumps() {
    for (String bad :
        new String[] {null, "", "X", "N", "T", "NTT", "HH", "10", "ſ", "\u004E\u0130"}) {
      assertEquals(Option.none(), Trump.parse(bad), bad);
    }
  }
}
