package dev.mazzo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import dev.mazzo.protocol.Json;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code mazzo variants} and {@code mazzo referee}. */
class VariantsCommandTest {

  @Test
  @DisplayName(
      "B-6, B-68: variants lists every id with its name, players, deck and, under it, defaults")
  void listsTheCatalog() {
    Run r = Run.of("", "variants");
    assertEquals(0, r.code(), r.err());
    String[] lines = r.out().split("\\R");
    assertTrue(lines[0].startsWith("ID "), lines[0]);
    for (String line : lines) {
      assertTrue(line.length() <= Wrap.WIDTH, line);
    }
    for (Variant v : Variants.all()) {
      assertTrue(
          r.out()
              .matches(
                  "(?s).*\\Q"
                      + v.id()
                      + "\\E\\s+\\Q"
                      + v.name()
                      + "\\E\\s+"
                      + v.players()
                      + "\\s+"
                      + v.deckSize()
                      + "\\R    dealer=0 \\(0-"
                      + (v.players() - 1)
                      + "\\).*"),
          r.out());
    }
    assertTrue(r.out().contains("handsToWin=2 (1 or more)"), r.out());
    // B-68: a list of numbers is shown as a list, not as the range 3-9.
    assertTrue(r.out().contains("handSize=3 (3|7|9)"), r.out());
    assertTrue(r.out().contains("ranks=portuguese (portuguese|queen-high|ten)"), r.out());
  }

  @Test
  @DisplayName(
      "the referee's variants answer gives each option's allowed values, as variants shows them in"
          + " brackets")
  void refereeGivesAllowedValues() {
    Run r = Run.of("{\"cmd\":\"variants\"}\n", "referee");
    assertEquals(0, r.code(), r.err());
    JsonNode listing = Json.parse(r.out().strip()).get().get("variants");
    assertEquals(Variants.all().size(), listing.size());
    int checked = 0;
    for (JsonNode v : listing) {
      Variant variant = Variants.byId(v.get("id").textValue()).get();
      assertEquals(variant.options().size(), v.get("allowed").size(), v.toString());
      for (OptionSpec o : variant.options()) {
        JsonNode allowed = v.at("/allowed/" + o.name());
        String shown;
        if (allowed.has("values")) {
          List<String> values = new ArrayList<>();
          allowed.get("values").forEach(x -> values.add(x.asText()));
          shown = String.join("|", values);
        } else {
          int max = allowed.get("max").intValue();
          shown =
              allowed.get("min").intValue() + (max == Integer.MAX_VALUE ? " or more" : "-" + max);
        }
        String terminal = Catalog.describe(o);
        assertEquals(
            terminal.substring(terminal.indexOf(" (") + 2, terminal.length() - 1),
            shown,
            variant.id() + " " + o.name());
        checked++;
      }
    }
    assertTrue(checked > 100, "options checked: " + checked);
    // the JSON types of the values are those an options object takes
    JsonNode bisca =
        listing.findParents("id").stream()
            .filter(v -> v.get("id").textValue().equals("bisca-3p"))
            .findFirst()
            .get();
    assertEquals("[3,7,9]", bisca.at("/allowed/handSize/values").toString());
    JsonNode pitch =
        listing.findParents("id").stream()
            .filter(v -> v.get("id").textValue().equals("pitch-5-4p"))
            .findFirst()
            .get();
    assertEquals("[true,false]", pitch.at("/allowed/dirty/values").toString());
    assertEquals("{\"min\":1,\"max\":5}", pitch.at("/allowed/minBid").toString());
  }

  @Test
  @DisplayName(
      "--option target=2147483648 is told the range from 1 to 2147483647; 2000000000 is a number")
  void optionBeyondInt() {
    Run r = Run.of("", "play", "tombolon-rovigo-2p", "--option", "target=2147483648");
    assertEquals(Mazzo.USAGE, r.code(), r.err());
    assertEquals(
        "mazzo: Option target must be a whole number from 1 to 2147483647, not 2147483648",
        r.err().strip());
    assertEquals(
        2_000_000_000,
        Catalog.options(java.util.Map.of("target", "2000000000")).get("target").get());
  }

  @Test
  @DisplayName(
      "protocol.md: the referee answers exactly one line per request and exits 0 at"
          + " the end of input")
  void refereeOneLinePerRequest() {
    Run r = Run.of("{\"cmd\":\"variants\"}\nnot json\n", "referee");
    assertEquals(0, r.code(), r.err());
    assertEquals(2, r.out().split("\\R").length, r.out());
  }
}
