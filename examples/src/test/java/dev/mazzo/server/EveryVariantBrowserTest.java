package dev.mazzo.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The browser table for every one of the 36 ids (issue 28): a person's seat against greedy bots
 * loads, shows the hand with the suits the catalog names and the legal choices, logs no console
 * error, and one click as a person makes it is accepted by the server. One Chromium, one server.
 */
@Tag("browser")
class EveryVariantBrowserTest {

  private static BrowserRig rig;
  private static Chromium chromium;
  private static Wire wire;
  private static TablePage page;

  @BeforeAll
  static void start() {
    rig = BrowserRig.start(17L);
    chromium = rig.chromium;
    wire = new Wire(rig.server.port());
    page = rig.page;
    chromium.reducedMotion(true);
  }

  @AfterAll
  static void stop() {
    if (rig != null) {
      rig.close();
    }
  }

  /** What the page shows of the hand and the choices, read in one round trip. */
  private static final String SHOWN =
      """
      const cards = [...document.querySelectorAll('#hand .card')];
      return {cards: cards.length,
        named: cards.filter((c) => /^[a-z]+( [a-z]+)* of [a-z]+|joker/.test(c.getAttribute('aria-label') || '')).length,
        latin: cards.filter((c) => c.classList.contains('italian')).length,
        jokers: cards.filter((c) => c.classList.contains('joker')).length,
        choices: document.querySelectorAll('#hand .card.legal, #actions button[data-index], #choice-select option').length,
        status: document.getElementById('status').textContent,
        log: document.querySelectorAll('#log li').length};
      """;

  @Test
  @DisplayName(
      "Every id: the seat's page shows its hand and choices, no console error, a click taken")
  void everyVariant() {
    chromium.consoleErrors();
    Map<String, String> suits = new java.util.HashMap<>();
    for (JsonNode v : wire.get("/api/variants").json().get("variants")) {
      suits.put(v.get("id").asText(), v.get("suits").asText());
    }
    List<String> problems = new ArrayList<>();
    for (Variant v : Variants.all()) {
      String id = v.id();
      List<String> seats = new ArrayList<>(List.of("\"human\""));
      for (int p = 1; p < v.players(); p++) {
        seats.add("\"greedy\"");
      }
      JsonNode made =
          wire.create("{\"variant\":\"" + id + "\",\"seats\":[" + String.join(",", seats) + "]}");
      chromium.driver.get(
          "http://127.0.0.1:" + rig.server.port() + made.get("seats").get(0).get("url").asText());
      page.awaitView();
      page.until(id + ": never the person's turn", Duration.ofSeconds(20), page::mine);
      @SuppressWarnings("unchecked")
      Map<String, Object> shown = (Map<String, Object>) chromium.driver.executeScript(SHOWN);
      long cards = (Long) shown.get("cards");
      long plain = cards - (Long) shown.get("jokers");
      long latin = "latin".equals(suits.get(id)) ? plain : 0;
      if (cards == 0
          || (Long) shown.get("named") != cards
          || (Long) shown.get("latin") != latin
          || (Long) shown.get("choices") == 0
          || !shown.get("status").toString().startsWith("Your turn")
          || (Long) shown.get("log") == 0) {
        problems.add(id + ": " + shown);
      }
      String kind = page.move();
      List<String> errors = chromium.consoleErrors();
      if (!errors.isEmpty()) {
        problems.add(id + " (" + kind + "): console " + errors);
      }
    }
    assertEquals(List.of(), problems);
    assertTrue(Variants.all().size() >= 36, "the catalog has " + Variants.all().size() + " ids");
  }
}
