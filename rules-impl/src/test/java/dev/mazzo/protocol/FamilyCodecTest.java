package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.codec.ActionSyntax;
import dev.mazzo.family.Families;
import dev.mazzo.family.Family;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The generic protocol reaches each family's JSON through its codec, found by variant id: every id
 * of the catalog has one family, whose codec gives that id's action space.
 */
class FamilyCodecTest {

  @Test
  @DisplayName("Every id of the catalog has exactly one family, whose codec gives its action space")
  void everyIdHasOneCodec() {
    for (Variant v : Variants.all()) {
      Family f = Families.of(v.id()).get();
      assertEquals(1, Families.all().count(g -> g.owns(v.id())), v.id());
      assertSame(f.codec(), f.codec(), v.id());
      assertTrue(f.codec().actions(v.id()).types().contains("play"), v.id());
      assertTrue(f.codec().actions(v.id()).types().contains("deal"), v.id());
    }
  }

  @Test
  @DisplayName(
      "B-64, T-19: two families each read their own play; pass only where a variant has it")
  void actionSpacesArePerVariant() {
    ActionSyntax briscola = Families.of("briscola-2p").get().codec().actions("briscola-2p");
    ActionSyntax tombolon =
        Families.of("tombolon-rovigo-2p").get().codec().actions("tombolon-rovigo-2p");
    assertNotSame(briscola, tombolon);
    assertEquals("[deal, play]", briscola.types().toJavaList().toString());
    assertTrue(
        Families.of("briscola-chiamata-5p")
            .get()
            .codec()
            .actions("briscola-chiamata-5p")
            .types()
            .containsAll(java.util.List.of("bid", "pass", "call")));
    assertEquals("{\"type\":\"pass\",\"seat\":3}", Json.write(Json.action(new Pass(3))));
  }

  @Test
  @DisplayName("An act before any match is told to start one, with the catalog's first id")
  void noMatchMessage() {
    assertEquals(
        "{\"ok\":false,\"error\":{\"code\":\"MALFORMED\",\"message\":\"There is no match yet:"
            + " start one with {\\\"cmd\\\":\\\"new\\\",\\\"variant\\\":\\\"briscola-2p\\\"}\"}}",
        new Referee().handle("{\"cmd\":\"view\",\"seat\":0}"));
    assertTrue(
        Variants.byId("briscola-2p").get().game().newMatch(MatchOptions.defaults()).isRight());
  }
}
