package dev.mazzo.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.protocol.Json;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The browser table in a real browser (issue 28): a person plays a whole hand of one id of each
 * family against bots by clicking (Tombolon's in {@link TableWordsBrowserTest}), a rejected click
 * explains itself, a reload goes on where it was, a spectator sees no hand, and the layout holds at
 * phone and desktop sizes (screenshots in {@code target/screenshots}). One Chromium and one server
 * (no bot delay) for the class.
 */
@Tag("browser")
class BrowserTableTest {

  private static BrowserRig rig;
  private static Chromium chromium;
  private static String base;
  private static TablePage page;

  /** The layout problems found, by screenshot, so that a test reports them all at once. */
  private final List<String> layout = new ArrayList<>();

  @BeforeAll
  static void start() {
    rig = BrowserRig.start(11L);
    chromium = rig.chromium;
    base = "http://127.0.0.1:" + rig.server.port();
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

  /** Starts a table through the API and returns its answer. */
  private static JsonNode table(String variant, String options, String... seats) {
    String body =
        "{\"variant\":\""
            + variant
            + "\",\"options\":"
            + options
            + ",\"seats\":[\""
            + String.join("\",\"", seats)
            + "\"]}";
    try {
      HttpResponse<String> r =
          HttpClient.newHttpClient()
              .send(
                  HttpRequest.newBuilder(URI.create(base + "/api/tables"))
                      .timeout(Duration.ofSeconds(20))
                      .header("Content-Type", "application/json")
                      .POST(HttpRequest.BodyPublishers.ofString(body))
                      .build(),
                  HttpResponse.BodyHandlers.ofString());
      assertEquals(201, r.statusCode(), r.body());
      return Json.parse(r.body()).getOrElseThrow(e -> new AssertionError(e.message()));
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  /** Opens seat 0's link of a table started through the API. */
  private static void sit(JsonNode table) {
    chromium.driver.get(base + table.get("seats").get(0).get("url").asText());
    page.awaitView();
  }

  /** Opens the lobby and waits for its catalog (loaded after the page) to fill the seats. */
  private static void openLobby() {
    chromium.driver.get(base + "/");
    page.until(
        "the lobby never showed the catalog's seats",
        Duration.ofSeconds(10),
        () -> !chromium.driver.findElements(By.id("seat-1")).isEmpty());
  }

  /** Screenshots at phone and desktop size, each checked for layout problems. */
  private void shootAndCheck(String name) {
    for (int[] size : new int[][] {Chromium.PHONE, Chromium.DESKTOP}) {
      String label = name + (size == Chromium.PHONE ? "-phone" : "-desktop");
      chromium.size(size);
      chromium.driver.executeScript("window.dispatchEvent(new Event('resize'));");
      chromium.screenshot(label);
      for (String p : Layout.problems(chromium.driver)) {
        layout.add(label + ": " + p);
      }
    }
    chromium.size(Chromium.DESKTOP);
    chromium.driver.executeScript("window.dispatchEvent(new Event('resize'));");
  }

  private void assertHandResult(String name) {
    WebElement result = chromium.driver.findElement(By.id("result"));
    assertTrue(result.getText().contains("is over"), result.getText());
    assertFalse(
        result.findElements(By.cssSelector(".sentence")).isEmpty(),
        "the result shows none of the family's sentences: " + result.getText());
    for (WebElement sentence : result.findElements(By.cssSelector(".sentence"))) {
      // the result's sentences alone (the server's "result"), never a play of this hand or the next
      assertFalse(
          sentence.getText().matches(".*\\b(play|plays|lay|lays|the trick)\\b.*"),
          "a play in the result: " + result.getText());
    }
    chromium.screenshot(name + "-result-desktop");
    chromium.size(Chromium.PHONE);
    chromium.screenshot(name + "-result-phone");
    chromium.size(Chromium.DESKTOP);
    assertEquals(List.of(), layout, "layout problems");
  }

  @Test
  @DisplayName("Briscola from the lobby: keyboard play, a reload mid-hand, the hand's result")
  void briscolaFromTheLobby() {
    openLobby();
    new Select(chromium.driver.findElement(By.id("variant"))).selectByValue("briscola-4p");
    // The game by its name, whole on a phone; the note under it gives the id.
    assertEquals(
        "Briscola (4 players)",
        new Select(chromium.driver.findElement(By.id("variant")))
            .getFirstSelectedOption()
            .getText());
    String note = chromium.driver.findElement(By.id("variant-note")).getText();
    assertTrue(note.startsWith("briscola-4p: 4 players, 40 cards."), note);
    // Each option by its sentence, not by its name.
    assertEquals(
        "Hands a side must win to win the match (B-39)",
        chromium.driver.findElement(By.cssSelector("label[for=opt-handsToWin]")).getText());
    // A person picks an opponent by level first: the levels lead the list, each bot named by what
    // it does.
    List<String> choices =
        new Select(chromium.driver.findElement(By.id("seat-1")))
            .getOptions().stream().map(WebElement::getText).toList();
    assertEquals(
        List.of("a person", "bot: easy", "bot: medium", "bot: hard"),
        choices.subList(0, 4),
        "the seat's choices: " + choices);
    assertTrue(choices.contains("bot: greedy (simple)"), "" + choices);
    assertEquals(
        "bot: hard",
        new Select(chromium.driver.findElement(By.id("seat-1"))).getFirstSelectedOption().getText(),
        "a bot's seat starts at the strongest level");
    for (int s = 1; s < 4; s++) {
      new Select(chromium.driver.findElement(By.id("seat-" + s))).selectByValue("greedy");
    }
    chromium.screenshot("lobby-desktop");
    chromium.size(Chromium.PHONE);
    chromium.screenshot("lobby-phone");
    assertEquals(List.of(), Layout.problems(chromium.driver), "the lobby's layout on a phone");
    chromium.size(Chromium.DESKTOP);
    chromium.driver.findElement(By.id("start")).click();
    page.until(
        "the lobby did not open the seat's table",
        Duration.ofSeconds(10),
        () -> chromium.driver.getCurrentUrl().contains("token="));
    page.awaitView();
    page.until("never the person's turn", Duration.ofSeconds(10), page::mine);
    for (WebElement card : chromium.driver.findElements(By.cssSelector("#hand .card"))) {
      assertTrue(
          card.getAttribute("aria-label").matches("[a-z]+ of [a-z]+ \\([a-z]+\\), playable"),
          card.getAttribute("aria-label"));
    }
    shootAndCheck("briscola-4p-play");
    // Keyboard: the first card takes the focus, an arrow moves it, Enter plays the second card.
    List<String> before = page.hand();
    WebElement first = chromium.driver.findElement(By.cssSelector("#hand .card"));
    first.sendKeys(Keys.ARROW_RIGHT);
    assertEquals(before.get(1), page.focusedCard().getAttribute("data-code"));
    String views = page.body("views");
    page.focusedCard().sendKeys(Keys.ENTER);
    page.until(
        "Enter played nothing", Duration.ofSeconds(10), () -> !page.body("views").equals(views));
    page.until(
        "the played card stayed in the hand",
        Duration.ofSeconds(10),
        () -> !page.hand().contains(before.get(1)));
    List<List<String>> reloaded = new ArrayList<>();
    page.playUntilHandOver(
        40,
        (phase, turn) -> {
          if (turn == 3) {
            List<String> hand = page.hand();
            chromium.driver.navigate().refresh();
            page.awaitView();
            page.until(
                "the reloaded page is not the person's turn", Duration.ofSeconds(10), page::mine);
            assertEquals(hand, page.hand(), "the reload showed another hand");
            reloaded.add(hand);
          }
        });
    assertEquals(1, reloaded.size(), "the hand ended before the reload");
    assertHandResult("briscola-4p");
    chromium.driver.findElement(By.id("last-trick-button")).click();
    WebElement last = chromium.driver.findElement(By.id("last-trick"));
    assertEquals(4, last.findElements(By.cssSelector(".card")).size(), last.getText());
    assertTrue(last.getText().contains("Taken by"), last.getText());
  }

  @Test
  @DisplayName("A link with a wrong token is refused with the server's sentence, and no seat")
  void aWrongTokenIsRefused() {
    JsonNode t = table("briscola-2p", "{}", "human", "greedy");
    chromium.driver.get(base + "/table.html?table=" + t.get("table").asText() + "&token=wrong");
    page.until(
        "no refusal shown",
        Duration.ofSeconds(10),
        () -> chromium.driver.findElement(By.id("connection")).getText().contains("token"));
    assertEquals(List.of(), page.hand());
  }

  @Test
  @DisplayName("Pitch: the highest bid, the trump, the play, and a card the rules refuse")
  void pitchHand() {
    sit(table("pitch-10-4p", "{}", "human", "greedy", "greedy", "greedy"));
    List<String> phases = new ArrayList<>();
    page.tryAnIllegalCard = true;
    page.playUntilHandOver(
        40,
        (phase, turn) -> {
          if (!phases.contains(phase)) {
            phases.add(phase);
            shootAndCheck("pitch-10-4p-" + phase);
          }
        });
    assertTrue(phases.contains("bid") && phases.contains("play"), phases.toString());
    assertHandResult("pitch-10-4p");
  }

  @Test
  @DisplayName("Five Hundred: the highest bid, the kitty's discard of three, the play")
  void fiveHundredHand() {
    sit(table("five-hundred-4p", "{}", "human", "greedy", "greedy", "greedy"));
    List<String> phases = new ArrayList<>();
    page.tryAnIllegalCard = true;
    page.playUntilHandOver(
        40,
        (phase, turn) -> {
          if (!phases.contains(phase)) {
            phases.add(phase);
            shootAndCheck("five-hundred-4p-" + phase);
          }
        });
    assertTrue(phases.contains("discard"), "the highest bid did not lead to the kitty: " + phases);
    assertHandResult("five-hundred-4p");
    assertFalse(page.rejections.isEmpty(), "no card was ever not playable at the person's turn");
  }

  @Test
  @DisplayName("Two people from the lobby: the links to share, and a click out of turn explained")
  void aRejectedClickExplainsItself() {
    openLobby();
    new Select(chromium.driver.findElement(By.id("variant"))).selectByValue("briscola-2p");
    new Select(chromium.driver.findElement(By.id("seat-1"))).selectByValue("human");
    chromium.driver.findElement(By.id("start")).click();
    page.until(
        "the lobby did not list the links",
        Duration.ofSeconds(10),
        () -> chromium.driver.findElement(By.id("created")).isDisplayed());
    List<WebElement> links = chromium.driver.findElements(By.cssSelector("#links a"));
    assertEquals(3, links.size(), chromium.driver.findElement(By.id("links")).getText());
    String seat0 = links.get(0).getAttribute("href");
    assertTrue(links.get(2).getAttribute("href").matches(".*table=[^&]+$"), "spectate link");
    chromium.driver.get(seat0);
    page.awaitView();
    page.until("the hand was not dealt", Duration.ofSeconds(10), () -> !page.hand().isEmpty());
    assertFalse(page.mine(), "seat 0 was expected to wait for seat 1's lead");
    String views = page.body("views");
    chromium.driver.findElement(By.cssSelector("#hand .card")).click();
    page.until(
        "no answer to a click out of turn",
        Duration.ofSeconds(10),
        () -> !page.body("rejections").isEmpty());
    assertTrue(page.alert().contains("not your turn"), page.alert());
    assertEquals(views, page.body("views"), "a rejected click changed the table");
    chromium.screenshot("rejected-desktop");
  }

  @Test
  @DisplayName("A spectator sees the table in play and every player's count, and no one's hand")
  void spectatorSeesNoHand() {
    // The person at seat 0 is to act and does not: the table waits mid-hand.
    JsonNode t = table("briscola-4p", "{}", "human", "greedy", "greedy", "greedy");
    sit(t);
    page.until("never the person's turn", Duration.ofSeconds(10), page::mine);
    List<String> hidden = page.hand();
    assertEquals(3, hidden.size(), hidden.toString());
    chromium.driver.get(base + t.get("spectate").asText());
    page.awaitView();
    assertTrue(
        chromium
            .driver
            .findElement(By.tagName("body"))
            .getAttribute("class")
            .contains("spectator"));
    assertEquals(List.of(), page.hand());
    assertEquals(4, chromium.driver.findElements(By.cssSelector("#seats .seat")).size());
    assertFalse(chromium.driver.findElement(By.id("actions")).isDisplayed());
    assertTrue(
        chromium.driver.findElement(By.id("status")).getText().startsWith("Seat 0 (human) to act"),
        chromium.driver.findElement(By.id("status")).getText());
    for (String code : hidden) {
      assertEquals(
          List.of(),
          chromium.driver.findElements(By.cssSelector("[data-code='" + code + "']")),
          "the spectator's page shows seat 0's " + code);
    }
    chromium.screenshot("spectator-desktop");
    chromium.size(Chromium.PHONE);
    chromium.screenshot("spectator-phone");
    assertEquals(List.of(), Layout.problems(chromium.driver));
  }

  @Test
  @DisplayName("Animated: a finished trick stays a moment with its taker, then goes to the taker")
  void aFinishedTrickTravelsToItsTaker() {
    chromium.reducedMotion(false);
    sit(table("briscola-2p", "{}", "human", "greedy"));
    page.until("never the person's turn", Duration.ofSeconds(10), page::mine);
    WebElement last = chromium.driver.findElement(By.id("last-trick-button"));
    assertFalse(last.isDisplayed(), "a last-trick button before any trick");
    chromium.driver.findElement(By.cssSelector("#hand .card.legal")).click();
    // The taker's line is read as it is seen: it stays only a moment before the trick travels.
    String[] taker = new String[1];
    page.until(
        "the finished trick was not shown with its taker",
        Duration.ofSeconds(5),
        () -> {
          List<WebElement> shown = chromium.driver.findElements(By.cssSelector("#trick .taker"));
          taker[0] = shown.isEmpty() ? null : shown.get(0).getText();
          return taker[0] != null;
        });
    assertTrue(taker[0].contains("trick"), taker[0]);
    chromium.screenshot("briscola-2p-trick-taken-desktop");
    page.until(
        "the trick did not travel to its taker",
        Duration.ofSeconds(5),
        () -> !chromium.driver.findElements(By.cssSelector("#trick.to-taker")).isEmpty());
    page.until(
        "the page did not come back to the live table after the trick",
        Duration.ofSeconds(5),
        () ->
            chromium
                .driver
                .findElements(By.cssSelector("#trick.to-taker, #trick .taker"))
                .isEmpty());
    assertEquals("Last trick", last.getText());
    last.click();
    assertEquals(
        2, chromium.driver.findElements(By.cssSelector("#last-trick .card")).size(), "last trick");
  }
}
