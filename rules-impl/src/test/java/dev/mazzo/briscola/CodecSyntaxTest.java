package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.codec.ActionSyntax;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The codec's choice of action syntax per id (B-64: bid, pass and call only in chiamata, the bid in
 * the form of its auction, B-45, B-62), on a codec made inside the test (the family's own is made
 * once per JVM, before the mutation gate swaps in a changed class); and state equality over the
 * holdings.
 */
class CodecSyntaxTest {

  @Test
  @DisplayName("B-64 B-45 B-62: trick syntax for plain ids, ranks or points bids for chiamata")
  void syntaxPerId() {
    BriscolaCodec codec =
        new BriscolaCodec(
            new BriscolaFamily().variants().append(Variants.byId("tombolon-rovigo-2p").get()));
    assertSame(ActionSyntax.TRICK, codec.actions("briscola-2p"));
    assertSame(ActionSyntax.TRICK, codec.actions("tombolon-rovigo-2p"), "not a briscola variant");
    assertSame(ChiamataSyntax.RANKS, codec.actions("briscola-chiamata-5p"));
    assertSame(ChiamataSyntax.POINTS, codec.actions("biscambiggia-chiamata-5p"));
    assertTrue(codec.isChiamata("briscola-chiamata-5p"));
    assertTrue(codec.isChiamata("biscambiggia-chiamata-5p"));
    assertFalse(codec.isChiamata("briscola-2p"));
    assertFalse(codec.isChiamata("bisca-4p"));
    assertFalse(codec.isChiamata("tombolon-rovigo-2p"));
  }

  @Test
  @DisplayName("Two deals that differ only by two cards swapped between the holdings differ")
  void holdingsMakeTheState() {
    Game<GameState, PlayerView> game = Variants.byId("briscola-2p").get().game();
    GameState s = game.newMatch(MatchOptions.defaults()).get();
    Seq<Card> order = Shuffle.seeded(3).order(s.deck());
    GameState a = game.apply(s, new Deal(order)).get();
    int first = a.hand(0).contains(order.get(0)) ? 0 : 1;
    int other = -1;
    for (int i = 1; i < 6; i++) {
      if (!a.hand(first).contains(order.get(i))) {
        other = i;
        break;
      }
    }
    Seq<Card> swapped = order.update(0, order.get(other)).update(other, order.get(0));
    GameState b = game.apply(s, new Deal(swapped)).get();
    assertTrue(a.stock().equals(b.stock()) && a.trumpCard().equals(b.trumpCard()));
    assertNotEquals(a.hand(first), b.hand(first));
    assertNotEquals(a, b, "other holdings, another state");
  }
}
