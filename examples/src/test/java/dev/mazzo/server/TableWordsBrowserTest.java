package dev.mazzo.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * What a player reads on the browser table: card codes drawn in the pack's own suits (an Italian
 * pack's "AH" is an ace and a cup, never the letters), a capture that stays in sight after its
 * cards left the table, the call of a partner by the card's name, the partner of a match of fixed
 * sides, and a header that keeps its buttons in place. One Chromium, one server (no bot delay),
 * whose seed deals each table by the order it was made: the tests run in a fixed order, so that
 * Tombolon's deal is one with a choice between captures.
 */
@Tag("browser")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class TableWordsBrowserTest {

  /** A French card code, such as 7S, AH+4S or 10D: on the page it is drawn, never spelt. */
  private static final String CODE = "(?s).*\\b(10|[2-9AJQK])[HDCS]\\b.*";

  private static BrowserRig rig;
  private static Chromium chromium;
  private static Wire wire;
  private static TablePage page;

  @BeforeAll
  static void start() {
    rig = BrowserRig.start(11L);
    chromium = rig.chromium;
    wire = new Wire(rig.server.port());
    page = rig.page;
  }

  @AfterAll
  static void stop() {
    if (rig != null) {
      rig.close();
    }
  }

  @BeforeEach
  void desktop() {
    rig.fresh();
  }

  /** Opens seat 0's link of a new table: a person there, {@code bot} in every other seat. */
  private static void sit(String variant, int players, String bot) {
    sit(variant, "{}", players, bot);
  }

  private static void sit(String variant, String options, int players, String bot) {
    List<String> seats = new ArrayList<>(List.of("\"human\""));
    for (int p = 1; p < players; p++) {
      seats.add("\"" + bot + "\"");
    }
    JsonNode made =
        wire.create(
            "{\"variant\":\""
                + variant
                + "\",\"options\":"
                + options
                + ",\"seats\":["
                + String.join(",", seats)
                + "]}");
    chromium.driver.get(
        "http://127.0.0.1:" + rig.server.port() + made.get("seats").get(0).get("url").asText());
    page.awaitView();
  }

  private static String text(String id) {
    return chromium.driver.findElement(By.id(id)).getText();
  }

  /** The lines of "What happened" that spell a card code instead of drawing it. */
  @SuppressWarnings("unchecked")
  private static List<String> spelt() {
    return (List<String>)
        chromium.driver.executeScript(
            "return [...document.querySelectorAll('#log li')].map((l) => l.textContent)"
                + ".filter((t) => /\\b(10|[2-9AJQK])[HDCS]\\b/.test(t));");
  }

  @Test
  @Order(1)
  @DisplayName("Tombolon: a whole hand of captures, each one in sight, drawn in the pack's suits")
  void tombolonHand() {
    // A random bot lays more cards than a greedy one: the table grows, and captures multiply.
    sit("tombolon-rovigo-2p", 2, "random");
    // Before its first capture the header names no trick, which a fishing game has none of.
    WebElement first = chromium.driver.findElement(By.id("last-trick-button"));
    assertFalse(
        first.isDisplayed() && first.getText().equals("Last trick"),
        "Tombolon's header offers the last trick");
    List<String> layout = new ArrayList<>();
    page.onFirstCardChoice =
        () -> {
          chromium.screenshot("tombolon-rovigo-2p-capture-choice-desktop");
          layout.addAll(Layout.problems(chromium.driver));
        };
    List<String> took = new ArrayList<>();
    page.playUntilHandOver(
        40,
        (phase, turn) -> {
          List<WebElement> line = chromium.driver.findElements(By.cssSelector("#trick .took"));
          if (!line.isEmpty()) {
            took.add(line.get(0).getText());
          }
          if (turn == 1) {
            chromium.screenshot("tombolon-rovigo-2p-play-desktop");
            layout.addAll(Layout.problems(chromium.driver));
          }
        });
    assertEquals(List.of(), layout, "layout problems");
    assertFalse(page.cardChoices.isEmpty(), "no card ever had a choice between captures");
    String choice = page.cardChoices.get(0);
    assertTrue(choice.startsWith("Choose how to play the "), choice);
    assertFalse(choice.matches(CODE), "a capture's choice spells card codes: " + choice);
    assertFalse(took.isEmpty(), "no capture was ever shown under the table");
    assertTrue(took.get(0).matches("(You|Seat 1) took .+ with .+"), took.get(0));
    assertEquals(List.of(), spelt(), "What happened spells card codes");
    WebElement button = chromium.driver.findElement(By.id("last-trick-button"));
    assertEquals("Last capture", button.getText());
    button.click();
    WebElement last = chromium.driver.findElement(By.id("last-trick"));
    assertTrue(last.getText().startsWith("Last capture"), last.getText());
    assertTrue(last.findElements(By.cssSelector(".card")).size() >= 2, last.getText());
    assertTrue(last.getText().contains(" with the "), last.getText());
  }

  @Test
  @DisplayName(
      "Briscola chiamata: the auction says what a bid is, the call names its card, the header stays one row")
  void chiamataCall() {
    sit("briscola-chiamata-5p", 5, "greedy");
    // The person bids the highest bid the page lists (the 2) until the auction is over.
    for (int i = 0; i < 10 && !"call".equals(page.body("phase")); i++) {
      page.until("never the person's turn", Duration.ofSeconds(20), page::mine);
      if (!"bid".equals(page.body("phase"))) {
        break;
      }
      String bid = text("actions");
      assertTrue(
          bid.startsWith("Bid or pass: a lower card is a higher bid"),
          "the auction says not what its bare ranks are: " + bid);
      if (i == 0) {
        chromium.size(Chromium.PHONE);
        chromium.screenshot("briscola-chiamata-5p-bid-phone");
        assertEquals(List.of(), Layout.problems(chromium.driver), "the auction on a phone");
        chromium.size(Chromium.DESKTOP);
      }
      page.move();
      page.until(
          "the auction did not go on",
          Duration.ofSeconds(20),
          () -> page.mine() || !"bid".equals(page.body("phase")));
    }
    assertEquals("call", page.body("phase"), "the person's highest bid did not win the auction");
    page.until("never the person's call", Duration.ofSeconds(20), page::mine);
    String actions = text("actions");
    assertTrue(
        actions.startsWith("Call a card: whoever holds it is your partner."),
        "the call says not what it is for: " + actions);
    List<WebElement> calls = chromium.driver.findElements(By.cssSelector("#actions button"));
    assertEquals(4, calls.size(), actions);
    for (WebElement call : calls) {
      assertTrue(
          call.getText().matches("(?s)\\d\\s+two of [a-z]+ \\([a-z]+\\)"),
          "a call by the letter of its suit: " + call.getText());
    }
    chromium.screenshot("briscola-chiamata-5p-call-desktop");
    page.move();
    page.until(
        "the call did not start the play",
        Duration.ofSeconds(20),
        () -> "play".equals(page.body("phase")));
    assertTrue(text("facts").contains("Called"), text("facts"));
    chromium.screenshot("briscola-chiamata-5p-play-desktop");
    assertEquals(List.of(), Layout.problems(chromium.driver), "the table of five at a desktop");
    // A smaller laptop: the five seats' scores, the trump, the bid and the called card wrap.
    chromium.size(new int[] {1024, 768});
    chromium.screenshot("briscola-chiamata-5p-play-laptop");
    assertEquals(List.of(), Layout.problems(chromium.driver), "the table of five at 1024 px");
    assertEquals(List.of(), spelt(), "What happened spells card codes");
  }

  @Test
  @DisplayName("A match's end says who won, and says it again after a reload")
  void theMatchsWinner() {
    sit("briscola-2p", "{\"handsToWin\":1}", 2, "greedy");
    page.playUntilHandOver(40, (phase, turn) -> {});
    assertTrue(text("result").startsWith("The match is over"), text("result"));
    String status = text("status");
    assertTrue(status.matches("The match is over: (you win|Seat 1 wins)\\."), status);
    chromium.driver.navigate().refresh();
    page.awaitView();
    assertEquals(status, text("status"), "the reloaded end of the match");
    chromium.screenshot("briscola-2p-match-over-reloaded-desktop");
  }

  @Test
  @DisplayName("Five Hundred for four: the person's partner is marked, the opponents are not")
  void fiveHundredPartner() {
    sit("five-hundred-4p", 4, "greedy");
    page.until("never the person's turn", Duration.ofSeconds(20), page::mine);
    List<String> labels = new ArrayList<>();
    for (WebElement seat : chromium.driver.findElements(By.cssSelector("#seats .seat"))) {
      labels.add(seat.getAttribute("aria-label"));
    }
    assertEquals(3, labels.size(), labels.toString());
    assertTrue(
        labels.get(1).startsWith("Seat 2 ") && labels.get(1).contains("your partner"), "" + labels);
    assertFalse(
        labels.get(0).contains("partner") || labels.get(2).contains("partner"), "" + labels);
  }
}
