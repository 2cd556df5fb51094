package dev.mazzo.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * Euchre, the family built outside the library (issue 30), at the browser table: {@code mazzo
 * serve} runs in a JVM of its own with the family's jar on its class path, as {@code
 * MAZZO_CLASSPATH=euchre/target/mazzo-euchre.jar ./mazzo serve} runs it, and a person starts a
 * euchre-4p table in the lobby, sees the upcard and a hand of five French-suited cards, makes trump
 * through the page's buttons and plays a card. The jar comes from the system property {@value
 * #JAR}, which {@code .ci/euchre} sets once it has built euchre/ (the library's build comes first,
 * so the test is skipped without it); Chromium is needed as for {@link BrowserTableTest}.
 * Screenshots go to {@code target/screenshots/euchre-4p-*.png}.
 */
@Tag("browser")
class EuchreBrowserTest {

  /** The system property naming Euchre's jar. */
  static final String JAR = "mazzo.euchre.jar";

  /** The desktop and the phone of the screenshots a person looks at. */
  private static final int[] DESKTOP = {1280, 800};

  private static final String FRENCH_CARD =
      "(nine|ten|jack|queen|king|ace) of (hearts|diamonds|clubs|spades)(, playable)?";

  private static ServedProgram server;
  private static Chromium chromium;
  private static TablePage page;
  private static String base;

  @BeforeAll
  static void start() throws Exception {
    String jar = System.getProperty(JAR, "");
    Assumptions.assumeFalse(
        jar.isBlank(),
        "Euchre's jar is built after this module: .ci/euchre runs this test with -D"
            + JAR
            + "=euchre/target/mazzo-euchre.jar");
    Path family = Path.of(jar).toAbsolutePath();
    assertTrue(Files.isRegularFile(family), JAR + " names no file: " + family);
    server = ServedProgram.serve(family, 5L); // it starts while Chromium does
    chromium = Chromium.start();
    base = "http://127.0.0.1:" + server.port();
    page = new TablePage(chromium.driver);
  }

  @AfterAll
  static void stop() {
    try {
      if (chromium != null) {
        chromium.close();
      }
    } finally {
      if (server != null) {
        server.close();
      }
    }
  }

  @Test
  @DisplayName(
      "From the lobby: the upcard, five French cards, trump made by a click, a card played")
  void euchreFromTheLobby() {
    chromium.size(DESKTOP);
    chromium.reducedMotion(true);
    chromium.driver.get(base + "/");
    page.until(
        "the lobby never listed euchre-4p (is Euchre's jar on the server's class path?)",
        Duration.ofSeconds(10),
        () -> !chromium.driver.findElements(By.cssSelector("option[value='euchre-4p']")).isEmpty());
    new Select(chromium.driver.findElement(By.id("variant"))).selectByValue("euchre-4p");
    for (int s = 1; s < 4; s++) {
      new Select(chromium.driver.findElement(By.id("seat-" + s))).selectByValue("greedy");
    }
    chromium.driver.findElement(By.id("start")).click();
    page.until(
        "the lobby did not open the seat's table",
        Duration.ofSeconds(10),
        () -> chromium.driver.getCurrentUrl().contains("token="));
    page.awaitView();
    page.until("never the person's turn", Duration.ofSeconds(15), page::mine);
    assertEquals("Euchre (4 players)", text("title"));
    assertEquals("bid", page.body("phase"), "the person's first turn is not the bidding");
    shoot("euchre-4p-bid");

    // The hand: five cards, French-suited, each named as a person says it.
    List<WebElement> hand = chromium.driver.findElements(By.cssSelector("#hand .card"));
    assertEquals(5, hand.size(), hand().toString());
    for (WebElement card : hand) {
      assertTrue(
          card.getAttribute("aria-label").matches(FRENCH_CARD), card.getAttribute("aria-label"));
    }
    // The upcard, face up in the middle, named as such (trump is not made yet).
    WebElement upcard = chromium.driver.findElement(By.cssSelector("#pile .card:not(.back)"));
    String upcardCode = upcard.getAttribute("data-code");
    assertTrue(upcard.getAttribute("aria-label").matches(FRENCH_CARD), upcardCode);
    WebElement caption = upcard.findElement(By.xpath("following-sibling::figcaption"));
    assertEquals("upcard", caption.getAttribute("textContent"), "not trump yet: not a trump card");
    assertFalse(hand().contains(upcardCode), "the upcard is in the hand");

    // The bid: pass, or order the upcard's suit up, as the family words them.
    List<String> bids = choices();
    assertTrue(bids.contains("pass"), bids.toString());
    String suit = suit(upcardCode).substring(2);
    String orderUp =
        bids.stream()
            .filter(b -> b.startsWith("order up") || b.startsWith("pick up"))
            .findFirst()
            .orElseThrow(() -> new AssertionError("no order up among " + bids));
    assertTrue(orderUp.endsWith(suit), orderUp + " names another suit than the upcard's " + suit);
    String shown = text("actions").replaceAll("\\s+", " ");
    assertTrue(
        shown.contains(suit(upcardCode).charAt(0) + " " + orderUp),
        "the suit's symbol is not drawn before " + orderUp + ": " + shown);
    click(orderUp);

    // Then whatever the made trump asks of the person (the dealer's discard, alone or not) until
    // the play, and one card played.
    List<String> asked = new ArrayList<>();
    for (int i = 0; i < 6 && !"play".equals(page.body("phase")); i++) {
      page.until("never the person's turn after the bid", Duration.ofSeconds(15), page::mine);
      if ("play".equals(page.body("phase"))) {
        break;
      }
      List<String> now = choices();
      asked.addAll(now);
      if (now.contains("play with partner")) {
        click("play with partner");
      } else {
        assertEquals("choice", page.move(), "a decision before the play is not a button: " + now);
      }
    }
    assertTrue(asked.contains("play with partner") && asked.contains("go alone"), asked.toString());
    String facts = text("facts");
    assertTrue(
        facts.contains("Trump " + suit(upcardCode) + " (made by You)"), "the trump: " + facts);
    assertTrue(
        facts.matches("(?s).*Score You & Seat 2: 0 \\(\\d tricks?\\) · Seat 1 & Seat 3: 0 .*"),
        "each side's score and tricks: " + facts);
    page.until("never the person's turn to play", Duration.ofSeconds(15), page::mine);
    shoot("euchre-4p-play");
    List<String> before = hand();
    assertEquals("card", page.move(), "the play was not a click on a card");
    List<String> after = hand();
    assertEquals(before.size() - 1, after.size(), "the played card stayed in the hand: " + after);
    String played = before.stream().filter(c -> !after.contains(c)).findFirst().orElseThrow();
    // The card's code is drawn in the sentence, its rank and its suit's symbol (data-card).
    assertTrue(
        Boolean.TRUE.equals(
            chromium.driver.executeScript(
                "return [...document.querySelectorAll('#log li')].some((l) =>"
                    + " l.textContent.startsWith('You play ')"
                    + " && l.querySelector('.code[data-card=\"' + arguments[0] + '\"]'));",
                played)),
        "What happened does not tell the play of " + played + ": " + text("log"));
    shoot("euchre-4p-played");
    assertEquals(List.of(), chromium.consoleErrors(), "the page's console");
  }

  /** The codes of the hand's cards, read at once (the bots' plays redraw the hand). */
  @SuppressWarnings("unchecked")
  private static List<String> hand() {
    return (List<String>)
        chromium.driver.executeScript(
            "return [...document.querySelectorAll('#hand .card')].map((c) => c.dataset.code);");
  }

  private static String text(String id) {
    return chromium.driver.findElement(By.id(id)).getText();
  }

  /** The labels of the choice buttons shown, without the suit's symbol drawn before a label. */
  private static List<String> choices() {
    List<String> out = new ArrayList<>();
    for (WebElement b : chromium.driver.findElements(By.cssSelector("#actions button"))) {
      out.add(label(b));
    }
    return out;
  }

  private static String label(WebElement button) {
    return button.getText().replaceAll("\\s+", " ").replaceFirst("^[\u2660-\u2667] ", "").trim();
  }

  private static void click(String label) {
    String views = page.body("views");
    for (WebElement b : chromium.driver.findElements(By.cssSelector("#actions button"))) {
      if (label(b).equals(label)) {
        b.click();
        page.until(
            "the server did not take " + label,
            Duration.ofSeconds(15),
            () -> !page.body("views").equals(views));
        assertEquals("", page.body("rejections"), () -> label + " was rejected: " + page.alert());
        return;
      }
    }
    throw new AssertionError("no button " + label + " among " + choices());
  }

  /** The French suit of a card code, its symbol and name ("JC": "\u2663 clubs"). */
  private static String suit(String code) {
    return switch (code.charAt(code.length() - 1)) {
      case 'H' -> "\u2665 hearts";
      case 'D' -> "\u2666 diamonds";
      case 'C' -> "\u2663 clubs";
      default -> "\u2660 spades";
    };
  }

  /** Screenshots at the desktop's and the phone's size, each checked for layout problems. */
  private static void shoot(String name) {
    List<String> problems = new ArrayList<>();
    for (int[] size : new int[][] {DESKTOP, Chromium.PHONE}) {
      String label = name + (size == DESKTOP ? "-desktop" : "-phone");
      chromium.size(size);
      chromium.driver.executeScript("window.dispatchEvent(new Event('resize'));");
      Path file = chromium.screenshot(label);
      System.out.println("screenshot: " + file.toAbsolutePath());
      for (String p : Layout.problems(chromium.driver)) {
        problems.add(label + ": " + p);
      }
    }
    chromium.size(DESKTOP);
    chromium.driver.executeScript("window.dispatchEvent(new Event('resize'));");
    assertEquals(List.of(), problems, "layout problems");
  }
}
