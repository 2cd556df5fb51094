package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Variants;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * B-57: the hand's sides of chiamata, made once per match's rules for every declarer and partner.
 * The rules are resolved here with an explicit option, so that they are made anew (the variant's
 * default rules are made once per JVM).
 */
class ContractSidesTest {

  private static Rules fresh(String id) {
    Spec spec = ((BriscolaVariant) Variants.byId(id).get()).spec;
    return Rules.resolve(spec, MatchOptions.of(Map.of("dealer", 0))).get();
  }

  @Test
  @DisplayName("B-57 every caller with every partner (or alone) against the other seats")
  void everyDeclarerAndPartner() {
    Rules rules = fresh("briscola-chiamata-5p");
    assertEquals(5, rules.contractSides.length);
    for (int declarer = 0; declarer < 5; declarer++) {
      assertEquals(6, rules.contractSides[declarer].length);
      for (int partner = -1; partner < 5; partner++) {
        List<Integer> declarerSide = new ArrayList<>();
        List<Integer> others = new ArrayList<>();
        for (int p = 0; p < 5; p++) {
          (p == declarer || p == partner ? declarerSide : others).add(p);
        }
        Seq<Seq<Integer>> expected = Array.of(Array.ofAll(declarerSide), Array.ofAll(others));
        assertEquals(
            expected, rules.contractSides[declarer][partner + 1], declarer + " with " + partner);
      }
    }
    assertEquals(Array.of(Array.of(1, 3), Array.of(0, 2, 4)), rules.contractSides[3][2]);
    assertEquals(Array.of(Array.of(2), Array.of(0, 1, 3, 4)), rules.contractSides[2][0]);
  }

  @Test
  @DisplayName("B-57 a variant without a contract has no contract sides")
  void noContract() {
    assertNull(fresh("briscola-2p").contractSides);
  }
}
