package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.card.Shuffle;
import dev.mazzo.codec.ActionSyntax;
import dev.mazzo.codec.Codec;
import dev.mazzo.family.Families;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variants;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What the protocol writes for a variant by its family's codec, and for a variant no family owns
 * (one a host registers through {@code VariantProvider}, issue 30): the common codec, never an
 * exception.
 */
class CatalogJsonTest {

  @Test
  @DisplayName("a variant of a family is written by its family's codec and syntax")
  void familyVariantsUseTheirFamilysCodec() {
    assertSame(Families.of("pitch-10-4p").get().codec(), CatalogJson.codecOf("pitch-10-4p"));
    // the last id found is kept (issue 27): another id is looked up again, not answered from it
    assertSame(Families.of("briscola-2p").get().codec(), CatalogJson.codecOf("briscola-2p"));
    assertNotSame(CatalogJson.COMMON, CatalogJson.codecOf("briscola-2p"));
    assertEquals(
        Families.of("briscola-chiamata-5p").get().codec().actions("briscola-chiamata-5p"),
        CatalogJson.syntax("briscola-chiamata-5p"));
  }

  @Test
  @DisplayName("an id no family owns gets the common codec: deal, play and pass, no exception")
  void anIdNoFamilyOwnsGetsTheCommonCodec() {
    assertSame(Codec.common(), CatalogJson.COMMON);
    assertSame(CatalogJson.COMMON, CatalogJson.codecOf("euchre-4p"));
    assertSame(CatalogJson.COMMON.actions(), CatalogJson.syntax("euchre-4p"));
    ActionSyntax.Context ctx =
        new ActionSyntax.Context(
            "euchre-4p",
            Variants.byId("briscola-4p")
                .get()
                .game()
                .newMatch(MatchOptions.defaults())
                .get()
                .deck(),
            4);
    ObjectNode pass = JsonNodeFactory.instance.objectNode().put("type", "pass").put("seat", 2);
    assertEquals(new Pass(2), CatalogJson.syntax("euchre-4p").read(pass, ctx).get());
    assertEquals(pass, CatalogJson.COMMON.actions().write(new Pass(2)).get());
    ObjectNode bid = JsonNodeFactory.instance.objectNode().put("type", "bid").put("seat", 2);
    assertEquals(
        Rejection.Code.MALFORMED, CatalogJson.syntax("euchre-4p").read(bid, ctx).getLeft().code());
  }

  @Test
  @DisplayName("the common codec writes the standard VIEW: the seat's hand and plays, no piles")
  void theCommonViewIsTheStandardOne() {
    Game<GameState, PlayerView> game = Variants.byId("briscola-2p").get().game();
    GameState s = game.newMatch(MatchOptions.defaults()).get();
    s = game.apply(s, new Deal(Shuffle.seeded(7).order(s.deck()))).get();
    PlayerView view = game.view(s, s.toAct()).get();
    ObjectNode o = CatalogJson.COMMON.view(view);
    assertEquals("briscola-2p", o.get("variant").asText());
    assertEquals("play", o.get("phase").asText());
    assertEquals(3, o.at("/hands/" + view.seat()).size());
    assertEquals(3, o.get("legal").size());
    assertEquals("play", o.at("/legal/0/type").asText());
    assertEquals("[[],[]]", o.get("captured").toString());
    assertEquals(34, o.get("stock").asInt());
  }
}
