package dev.mazzo.family;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.card.SuitStyle;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.collection.HashMap;
import io.vavr.collection.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every variant's {@link Variant#suitStyle()} is its rules chapter's pack: Latin suits for the
 * Briscola family (briscola.md B-4) and Tombolon (tombolon.md T-2), French suits for Pitch
 * (pitch.md P-1) and Five Hundred (five-hundred.md F-2).
 */
class SuitStyleOfVariantsTest {

  private static final Map<String, SuitStyle> BY_CHAPTER =
      HashMap.of(
          "briscola", SuitStyle.LATIN,
          "tombolon", SuitStyle.LATIN,
          "pitch", SuitStyle.FRENCH,
          "fivehundred", SuitStyle.FRENCH);

  @Test
  @DisplayName("each of the catalog's variants shows its chapter's suits (B-4, T-2, P-1, F-2)")
  void everyVariantShowsItsChaptersSuits() {
    for (Variant v : Variants.all()) {
      String family = Families.of(v.id()).get().name();
      assertEquals(BY_CHAPTER.get(family).get(), v.suitStyle(), v.id());
    }
  }
}
