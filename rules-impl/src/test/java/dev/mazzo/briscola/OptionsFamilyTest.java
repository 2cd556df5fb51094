package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.conformance.Playthrough;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * B-68 for every variant: the options each id knows (and no other), their defaults, every good
 * value, and MALFORMED for an unknown name, a wrong type or a value out of range.
 */
class OptionsFamilyTest {

  /** B-68's table: the options of each id, in the table's order, with their defaults. */
  static Map<String, Object> expectedOptions(String id) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("dealer", 0);
    boolean threePlayers = id.endsWith("-3p");
    boolean chiamata = id.contains("chiamata");
    if (threePlayers) {
      m.put("removedCard", "2S");
    }
    if (id.startsWith("briscola-") && !chiamata || id.startsWith("biscambiggia-") && !chiamata) {
      m.put("handsToWin", id.endsWith("-2p") ? 2 : 3);
    }
    if (List.of("bisca-2p", "bisca-dos-sete-2p", "bisca-dos-nove-2p", "bisca-3p", "bisca-4p")
        .contains(id)) {
      m.put("scale", "single");
    }
    if (id.startsWith("bisca-") || id.equals("sueca-4p")) {
      m.put("ranks", "portuguese");
    }
    if (id.equals("bisca-3p") || id.equals("bisca-4p")) {
      m.put("handSize", 3);
    }
    if (id.equals("bisca-4p")) {
      m.put("teams", "pairs");
    }
    if (chiamata) {
      m.put("firstLead", "eldest");
      m.put("deals", 5);
    }
    return m;
  }

  /** Good values of each option (besides the default); the dealer's range depends on n. */
  static List<Object> goodValues(String option, int players) {
    switch (option) {
      case "dealer":
        return List.range(0, players).map(i -> (Object) i);
      case "removedCard":
        return List.of("2H", "2D", "2C", "2S");
      case "handsToWin":
        return List.of(1, 2, 3, 7, 1000);
      case "scale":
        return List.of("single", "sueca");
      case "ranks":
        return List.of("portuguese", "queen-high", "ten");
      case "handSize":
        return List.of(3, 7, 9);
      case "teams":
        return List.of("pairs", "none");
      case "firstLead":
        return List.of("eldest", "caller");
      case "deals":
        return List.of(1, 5, 10, 100);
      default:
        throw new IllegalArgumentException(option);
    }
  }

  /** Values of a known option that are of the wrong type or out of range. */
  static List<Object> badValues(String option, int players) {
    switch (option) {
      case "dealer":
        return List.of(players, -1, players + 10, Integer.MAX_VALUE, "0", 0L, 0.0, true);
      case "removedCard":
        return List.of("2S#2", "AS", "3S", "2s", "", 2, "10H", List.of("2S"));
      case "handsToWin":
        return List.of(0, -1, Integer.MIN_VALUE, "3", 3.0, 3L);
      case "scale":
        return List.of("double", "Sueca", "", 1, true);
      case "ranks":
        return List.of("italian", "genoese", "Ten", "10", "", 10, false);
      case "handSize":
        return List.of(1, 2, 4, 5, 6, 8, 10, 0, -3, "3", 3.0, 3L);
      case "teams":
        return List.of("pair", "None", "solo", "", 2, true);
      case "firstLead":
        return List.of("dealer", "Caller", "", 0, true);
      case "deals":
        return List.of(0, -1, Integer.MIN_VALUE, "5", 5.0, 5L);
      default:
        throw new IllegalArgumentException(option);
    }
  }

  static final List<String> ALL_OPTIONS =
      List.of(
          "dealer",
          "removedCard",
          "handsToWin",
          "scale",
          "ranks",
          "handSize",
          "teams",
          "firstLead",
          "deals");

  private static void assertMalformed(Variant v, Map<String, Object> options, String why) {
    Either<Rejection, GameState> r = v.game().newMatch(MatchOptions.of(options));
    assertTrue(r.isLeft(), () -> v.id() + " accepted " + options + " (" + why + ")");
    assertEquals(Code.MALFORMED, r.getLeft().code(), v.id() + " " + options);
    assertFalse(r.getLeft().message().isBlank());
  }

  @Test
  @DisplayName(
      "B-68 each variant lists exactly its options of B-68's table, in the table's order, with their defaults")
  void b68_optionsAndDefaults() {
    for (String id : CatalogTest.IDS) {
      Variant v = Variants.byId(id).get();
      Map<String, Object> expected = expectedOptions(id);
      assertEquals(List.ofAll(expected.keySet()), v.options().map(OptionSpec::name).toList(), id);
      assertEquals(
          List.ofAll(expected.values()), v.options().map(OptionSpec::defaultValue).toList(), id);
      // B-68 an option not given takes its default: defaults equal the explicit defaults.
      GameState none = v.game().newMatch(MatchOptions.defaults()).get();
      GameState explicit = v.game().newMatch(MatchOptions.of(expected)).get();
      assertEquals(none, explicit, id);
      assertEquals(none.hashCode(), explicit.hashCode(), id);
      assertEquals(
          none.deck().size(), v.deckSize(), "B-68 the deck figure is N under the default options");
    }
  }

  @Test
  @DisplayName(
      "B-68 an option another variant accepts is unknown here and MALFORMED (handsToWin on bisca-2p, scale on bisca-8p …); so is a made-up name")
  void b68_unknownOptions() {
    for (String id : CatalogTest.IDS) {
      Variant v = Variants.byId(id).get();
      Map<String, Object> known = expectedOptions(id);
      for (String option :
          ALL_OPTIONS.appendAll(List.of("foo", "Dealer", "", "players", "target"))) {
        if (!known.containsKey(option)) {
          Object value =
              ALL_OPTIONS.contains(option) ? goodValues(option, v.players()).head() : (Object) 1;
          assertMalformed(v, Map.of(option, value), "unknown option " + option);
          Map<String, Object> withGood = new LinkedHashMap<>(Map.of("dealer", 1));
          withGood.put(option, value);
          assertMalformed(v, withGood, "unknown option " + option + " with a good one");
        }
      }
    }
    // The two cases the chapter names.
    assertEquals(
        Code.MALFORMED,
        Playthrough.game("bisca-2p")
            .newMatch(MatchOptions.of(Map.of("handsToWin", 2)))
            .getLeft()
            .code());
    assertEquals(
        Code.MALFORMED,
        Playthrough.game("bisca-8p")
            .newMatch(MatchOptions.of(Map.of("scale", "single")))
            .getLeft()
            .code());
    assertEquals(
        Code.MALFORMED,
        Playthrough.game("bisca-6p")
            .newMatch(MatchOptions.of(Map.of("scale", "sueca")))
            .getLeft()
            .code());
  }

  @Test
  @DisplayName(
      "B-68 every option of every variant: each listed value is accepted; a value of the wrong type or out of range is MALFORMED")
  void b68_valuesOfEveryOption() {
    for (String id : CatalogTest.IDS) {
      Variant v = Variants.byId(id).get();
      for (String option : expectedOptions(id).keySet()) {
        for (Object good : goodValues(option, v.players())) {
          Either<Rejection, GameState> r = v.game().newMatch(MatchOptions.of(Map.of(option, good)));
          assertTrue(
              r.isRight(), () -> id + " rejected " + option + "=" + good + ": " + r.getLeft());
        }
        for (Object bad : badValues(option, v.players())) {
          assertMalformed(v, Map.of(option, bad), option + "=" + bad);
        }
      }
    }
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "bisca-3p             | handSize=9;removedCard=2H;scale=sueca;ranks=ten;dealer=2",
        "bisca-4p             | handSize=7;teams=none;scale=sueca;ranks=queen-high;dealer=3",
        "briscola-chiamata-5p | firstLead=caller;deals=2;dealer=4",
        "biscambiggia-3p      | removedCard=2C;handsToWin=1;dealer=1",
        "sueca-4p             | ranks=ten;dealer=3"
      })
  @DisplayName("B-68 several options together take effect together")
  void b68_optionsTogether(String id, String options) {
    Playthrough p = DealFamilyTest.match(id, options);
    Rules rules = Hands.rules(p.state());
    for (String o : options.split(";")) {
      String[] kv = o.split("=");
      Object value = kv[1].matches("\\d+") ? (Object) Integer.valueOf(kv[1]) : kv[1];
      assertEquals(value, rules.optionValues.get(kv[0]), o);
    }
    assertEquals(rules.optionValues.get("dealer"), p.state().dealer());
  }
}
