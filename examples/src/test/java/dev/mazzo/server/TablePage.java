package dev.mazzo.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The table page as a person uses it: reads what the page shows (its data attributes, the hand's
 * cards, the choices) and clicks what a person would click.
 */
final class TablePage {

  final ChromeDriver driver;

  /** Moves made by a click that the server rejected, and the messages it showed. */
  final List<String> rejections = new ArrayList<>();

  /** Whether the next turn in play should first click a card that is not playable. */
  boolean tryAnIllegalCard;

  /** Called at each of the person's turns before acting: phase, and how many turns so far. */
  interface Turn {
    void at(String phase, int turn);
  }

  TablePage(ChromeDriver driver) {
    this.driver = driver;
  }

  String body(String attribute) {
    String v = driver.findElement(By.tagName("body")).getAttribute("data-" + attribute);
    return v == null ? "" : v;
  }

  void until(String what, Duration limit, BooleanSupplier ok) {
    new WebDriverWait(driver, limit)
        .withMessage(what)
        .pollingEvery(Duration.ofMillis(20))
        .until(d -> ok.getAsBoolean());
  }

  /** Waits for the page's first view from the server. */
  void awaitView() {
    until("the page never drew a view", Duration.ofSeconds(15), () -> !body("views").isEmpty());
  }

  boolean resultShown() {
    return !driver.findElements(By.cssSelector("#result:not([hidden])")).isEmpty();
  }

  boolean mine() {
    return "true".equals(body("mine"));
  }

  /** The codes of the seat's hand, in the order shown. */
  List<String> hand() {
    List<String> codes = new ArrayList<>();
    for (WebElement e : driver.findElements(By.cssSelector("#hand .card"))) {
      codes.add(e.getAttribute("data-code"));
    }
    return codes;
  }

  /**
   * Plays until a hand's result is shown, at most {@code maxTurns} of the person's turns.
   *
   * @return the number of turns played
   */
  int playUntilHandOver(int maxTurns, Turn turn) {
    for (int n = 0; n < maxTurns; n++) {
      until(
          "neither the person's turn nor a hand's result came (phase "
              + body("phase")
              + ", to act "
              + body("to-act")
              + ")",
          Duration.ofSeconds(20),
          () -> resultShown() || mine());
      if (resultShown()) {
        return n;
      }
      String phase = body("phase");
      turn.at(phase, n);
      if (!mine() || resultShown()) {
        continue;
      }
      if (tryAnIllegalCard && "play".equals(phase)) {
        clickAnIllegalCard();
      }
      String views = body("views");
      String rejected = body("rejections");
      actOnce(phase);
      until(
          "the server did not answer the person's " + phase + " (views " + views + ")",
          Duration.ofSeconds(20),
          () -> !body("views").equals(views) || !body("rejections").equals(rejected));
      assertEquals(rejected, body("rejections"), () -> "a legal choice was rejected: " + alert());
    }
    throw new AssertionError("no hand's result after " + maxTurns + " turns");
  }

  String alert() {
    List<WebElement> r = driver.findElements(By.cssSelector("#rejected:not([hidden])"));
    return r.isEmpty() ? "" : r.get(0).getText();
  }

  /** One choice as a person makes it: the highest bid, the first choice, the first legal card. */
  void actOnce(String phase) {
    boolean bidding = "bid".equals(phase);
    List<WebElement> selects = driver.findElements(By.id("choice-select"));
    List<WebElement> choices = driver.findElements(By.cssSelector("#actions button[data-index]"));
    List<WebElement> confirm = driver.findElements(By.id("confirm-set"));
    if (!selects.isEmpty()) {
      Select s = new Select(selects.get(0));
      s.selectByIndex(bidding ? s.getOptions().size() - 1 : 0);
      driver.findElement(By.id("choice-confirm")).click();
    } else if (!choices.isEmpty()) {
      choices.get(bidding ? choices.size() - 1 : 0).click();
    } else if (!confirm.isEmpty()) {
      pickSet();
    } else {
      List<WebElement> legal = driver.findElements(By.cssSelector("#hand .card.legal"));
      assertFalse(legal.isEmpty(), "the person's turn shows no playable card and no choice");
      legal.get(0).click();
      List<WebElement> pending = driver.findElements(By.cssSelector("#actions button[data-index]"));
      if (!pending.isEmpty()) {
        pending.get(0).click();
      }
    }
  }

  private void pickSet() {
    for (int i = 0; i < 40 && !driver.findElement(By.id("confirm-set")).isEnabled(); i++) {
      List<WebElement> free =
          driver.findElements(By.cssSelector("#hand .card.legal:not(.selected)"));
      assertFalse(free.isEmpty(), "no card left to pick, and no set to confirm");
      free.get(0).click();
    }
    WebElement button = driver.findElement(By.id("confirm-set"));
    assertTrue(button.isEnabled(), "picking the playable cards never made a set to confirm");
    button.click();
  }

  /** Clicks a card that is not playable: the server must say why, and nothing may change. */
  private void clickAnIllegalCard() {
    List<WebElement> illegal = driver.findElements(By.cssSelector("#hand .card:not(.legal)"));
    if (illegal.isEmpty()) {
      return;
    }
    tryAnIllegalCard = false;
    String code = illegal.get(0).getAttribute("data-code");
    List<String> before = hand();
    String views = body("views");
    String rejected = body("rejections");
    illegal.get(0).click();
    until(
        "clicking " + code + ", which is not playable, got no answer",
        Duration.ofSeconds(10),
        () -> !body("rejections").equals(rejected));
    String message = alert();
    assertFalse(message.isBlank(), "a rejected card shows no message");
    assertEquals(views, body("views"), "a rejected card changed the table");
    assertEquals(before, hand(), "a rejected card left the hand");
    rejections.add(code + ": " + message);
  }

  /** Clicks a card as a person on a keyboard: Tab to the hand, arrows to the card, Enter. */
  WebElement focusedCard() {
    return (WebElement) driver.executeScript("return document.activeElement;");
  }
}
