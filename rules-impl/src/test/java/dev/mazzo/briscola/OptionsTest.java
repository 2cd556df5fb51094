package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.conformance.Playthrough;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Options at {@code new} (B-68) and the catalog entries of the two ids (B-6). */
class OptionsTest {

  private static Game<GameState, PlayerView> game(String id) {
    return Playthrough.game(id);
  }

  static Stream<Arguments> badOptions() {
    return Stream.of(
        // Unknown options, including ones other variants accept.
        Arguments.of("foo", 1),
        Arguments.of("Dealer", 0),
        Arguments.of("removedCard", "2S"),
        Arguments.of("scale", "single"),
        Arguments.of("ranks", "portuguese"),
        Arguments.of("handSize", 3),
        Arguments.of("teams", "pairs"),
        Arguments.of("firstLead", "eldest"),
        Arguments.of("deals", 5),
        Arguments.of("", 0),
        // Values of the wrong type.
        Arguments.of("dealer", "1"),
        Arguments.of("dealer", 1L),
        Arguments.of("dealer", 1.0),
        Arguments.of("dealer", true),
        Arguments.of("dealer", java.util.List.of(1)),
        Arguments.of("handsToWin", "2"),
        Arguments.of("handsToWin", 2.0),
        Arguments.of("handsToWin", false),
        // Values out of range.
        Arguments.of("dealer", 2),
        Arguments.of("dealer", -1),
        Arguments.of("dealer", Integer.MAX_VALUE),
        Arguments.of("handsToWin", 0),
        Arguments.of("handsToWin", -1),
        Arguments.of("handsToWin", Integer.MIN_VALUE));
  }

  @ParameterizedTest(name = "{0} = {1}")
  @MethodSource("badOptions")
  @DisplayName("B-68 an unknown option, a value of the wrong type or out of range is MALFORMED")
  void b68_badOptions(String name, Object value) {
    for (String id : new String[] {"briscola-2p", "biscambiggia-2p"}) {
      Either<Rejection, GameState> r = game(id).newMatch(MatchOptions.of(Map.of(name, value)));
      assertTrue(r.isLeft(), id + " accepted " + name + "=" + value);
      assertEquals(Code.MALFORMED, r.getLeft().code());
      assertTrue(!r.getLeft().message().isBlank());
      // Together with a good option it is still rejected.
      Either<Rejection, GameState> r2 =
          game(id).newMatch(MatchOptions.of(Map.of("dealer", 1)).with(name, value));
      assertEquals(Code.MALFORMED, r2.getLeft().code());
    }
  }

  @Test
  @DisplayName("B-68 options missing altogether (null) are MALFORMED, not an exception")
  void b68_nullOptions() {
    Either<Rejection, GameState> r = game("briscola-2p").newMatch(null);
    assertEquals(Code.MALFORMED, r.getLeft().code());
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"briscola-2p", "biscambiggia-2p"})
  @DisplayName("B-68 dealer 1: the first dealer is seat 1 and seat 0 is the eldest")
  void b68_dealerOne(String id) {
    Playthrough p = Playthrough.of(id, "dealer", 1);
    assertEquals(1, p.state().dealer());
    p.deal(dev.mazzo.card.Shuffle.seeded(1).order(p.state().deck()));
    assertEquals(0, p.state().toAct());
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"briscola-2p", "biscambiggia-2p"})
  @DisplayName("B-68 an option not given takes its default: defaults equal the explicit defaults")
  void b68_defaults(String id) {
    GameState none = game(id).newMatch(MatchOptions.defaults()).get();
    GameState explicit =
        game(id).newMatch(MatchOptions.of(Map.of("dealer", 0, "handsToWin", 2))).get();
    GameState dealerOnly = game(id).newMatch(MatchOptions.of(Map.of("dealer", 0))).get();
    assertEquals(none, explicit);
    assertEquals(none.hashCode(), explicit.hashCode());
    assertEquals(none, dealerOnly);
    assertNotEquals(none, game(id).newMatch(MatchOptions.of(Map.of("handsToWin", 3))).get());
    assertNotEquals(none, game(id).newMatch(MatchOptions.of(Map.of("dealer", 1))).get());
    assertTrue(game(id).newMatch(MatchOptions.of(Map.of("handsToWin", 1))).isRight());
    assertTrue(game(id).newMatch(MatchOptions.of(Map.of("handsToWin", 1000))).isRight());
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"briscola-2p", "biscambiggia-2p"})
  @DisplayName(
      "B-6 B-68 the catalog: id, name, 2 players, 40 cards, options dealer (0) and handsToWin (2)")
  void b6_catalogEntry(String id) {
    Variant v = Variants.byId(id).get();
    assertEquals(id, v.id());
    assertEquals(
        id.startsWith("briscola") ? "Briscola (2 players)" : "Biscambiggia (2 players)", v.name());
    assertEquals(2, v.players());
    assertEquals(40, v.deckSize());
    assertEquals(List.of("dealer", "handsToWin"), v.options().map(OptionSpec::name).toList());
    assertEquals(List.of(0, 2), v.options().map(OptionSpec::defaultValue).toList());
    assertTrue(!v.description().isBlank());
    assertEquals(v, v.game().variant());
  }

  @Test
  @DisplayName(
      "B-6 ids are case-sensitive and only the registered ones exist (mariagio-2p is reserved)")
  void b6_unknownIds() {
    assertTrue(Variants.byId("Briscola-2p").isEmpty());
    assertTrue(Variants.byId("mariagio-2p").isEmpty());
    assertTrue(Variants.byId("").isEmpty());
    assertTrue(Variants.byId(null).isEmpty());
    assertTrue(
        Variants.all().map(Variant::id).containsAll(List.of("briscola-2p", "biscambiggia-2p")));
    assertEquals(Variants.all().size(), Variants.all().map(Variant::id).distinct().size());
  }
}
