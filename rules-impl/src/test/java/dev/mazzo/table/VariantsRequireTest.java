package dev.mazzo.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import java.util.NoSuchElementException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Variants.require and Variants.find with the families installed. */
class VariantsRequireTest {

  @Test
  @DisplayName("require finds a known id; an unknown id is told the ids there are")
  void requireAndFind() {
    assertEquals("briscola-2p", Variants.require("briscola-2p").id());
    assertEquals(Variants.byId("sueca-4p").get(), Variants.find("sueca-4p").get());
    String ids = Variants.all().map(Variant::id).mkString(", ");
    NoSuchElementException e =
        assertThrows(NoSuchElementException.class, () -> Variants.require("Briscola-2p"));
    assertEquals("Unknown variant \"Briscola-2p\"; the variants are " + ids, e.getMessage());
    assertEquals(e.getMessage(), Variants.find("Briscola-2p").getLeft());
    assertTrue(Variants.find(null).isLeft());
  }
}
