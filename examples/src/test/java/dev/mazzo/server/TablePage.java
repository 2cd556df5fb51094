package dev.mazzo.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
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

  /** The choices shown after clicking a card that can be played in more than one way. */
  final List<String> cardChoices = new ArrayList<>();

  /** What to do when a card's choices are first shown (a screenshot), or null. */
  Runnable onFirstCardChoice;

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
    Object v =
        driver.executeScript(
            "return document.body.getAttribute(arguments[0]);", "data-" + attribute);
    return v == null ? "" : v.toString();
  }

  /**
   * Waits until {@code ok} holds; a check that reads an element the page redraws meanwhile (a stale
   * element) is asked again at the next poll.
   */
  void until(String what, Duration limit, BooleanSupplier ok) {
    new WebDriverWait(driver, limit)
        .withMessage(what)
        .pollingEvery(Duration.ofMillis(20))
        .ignoring(StaleElementReferenceException.class)
        .until(d -> ok.getAsBoolean());
  }

  /** Waits for the page's first view from the server. */
  void awaitView() {
    until("the page never drew a view", Duration.ofSeconds(15), () -> !body("views").isEmpty());
  }

  boolean resultShown() {
    return Boolean.TRUE.equals(
        driver.executeScript("return !document.getElementById('result').hidden;"));
  }

  boolean mine() {
    return "true".equals(body("mine"));
  }

  /**
   * The codes of the seat's hand, in the order shown, read in one script: the page redraws its hand
   * when a view comes, so elements found first and read one by one may be gone when read (CI saw a
   * stale element here while the bots played on).
   */
  @SuppressWarnings("unchecked")
  List<String> hand() {
    return new ArrayList<>(
        (List<String>)
            driver.executeScript(
                "return [...document.querySelectorAll('#hand .card')].map((c) => c.dataset.code);"));
  }

  /** What the page shows, read in one round trip: phase, turn, result, counters, choices. */
  private static final String SNAPSHOT =
      """
      const d = document.body.dataset, q = (s) => document.querySelector(s);
      const choices = [...document.querySelectorAll('#actions button[data-index]')];
      const bidding = d.phase === 'bid';
      let kind = 'none', target = null;
      if (q('#choice-select')) { kind = 'select'; target = q('#choice-select'); }
      else if (choices.length) { kind = 'choice'; target = choices[bidding ? choices.length - 1 : 0]; }
      else if (q('#confirm-set')) { kind = 'set'; }
      else if (q('#hand .card.legal')) {
        kind = 'card';
        target = [...document.querySelectorAll('#hand .card.legal')]
          .find((c) => Number(c.dataset.choices) > 1) || q('#hand .card.legal');
      }
      return {phase: d.phase || '', mine: d.mine === 'true', result: !q('#result').hidden,
        views: d.views || '', rejections: d.rejections || '', toAct: d.toAct || '',
        kind: kind, target: target};
      """;

  @SuppressWarnings("unchecked")
  private Map<String, Object> snapshot() {
    return (Map<String, Object>) driver.executeScript(SNAPSHOT);
  }

  /**
   * Plays until a hand's result is shown, at most {@code maxTurns} of the person's turns.
   *
   * @return the number of turns played
   */
  int playUntilHandOver(int maxTurns, Turn turn) {
    for (int n = 0; n < maxTurns; n++) {
      Map<String, Object>[] seen = new Map[1];
      until(
          "neither the person's turn nor a hand's result came",
          Duration.ofSeconds(20),
          () -> {
            seen[0] = snapshot();
            return Boolean.TRUE.equals(seen[0].get("result"))
                || Boolean.TRUE.equals(seen[0].get("mine"));
          });
      Map<String, Object> now = seen[0];
      if (Boolean.TRUE.equals(now.get("result"))) {
        return n;
      }
      String phase = (String) now.get("phase");
      turn.at(phase, n);
      if (tryAnIllegalCard && "play".equals(phase)) {
        clickAnIllegalCard();
      }
      now = snapshot();
      if (!Boolean.TRUE.equals(now.get("mine")) || Boolean.TRUE.equals(now.get("result"))) {
        continue;
      }
      move(now);
    }
    throw new AssertionError("no hand's result after " + maxTurns + " turns");
  }

  /**
   * Makes one choice at the person's turn as a person would (see {@link #actOnce}), and waits for
   * the server's answer: a new view, not a rejection.
   *
   * @return the kind of choice made: card, choice, select or set
   */
  String move() {
    Map<String, Object> now = snapshot();
    assertTrue(Boolean.TRUE.equals(now.get("mine")), "not the person's turn");
    move(now);
    return (String) now.get("kind");
  }

  private void move(Map<String, Object> now) {
    Object views = now.get("views");
    Object rejected = now.get("rejections");
    actOnce(now);
    Map<String, Object>[] after = new Map[1];
    until(
        "the server did not answer the person's " + now.get("phase") + " (views " + views + ")",
        Duration.ofSeconds(20),
        () -> {
          after[0] = snapshot();
          return !after[0].get("views").equals(views)
              || !after[0].get("rejections").equals(rejected);
        });
    assertEquals(
        rejected, after[0].get("rejections"), () -> "a legal choice was rejected: " + alert());
  }

  String alert() {
    List<WebElement> r = driver.findElements(By.cssSelector("#rejected:not([hidden])"));
    return r.isEmpty() ? "" : r.get(0).getText();
  }

  /** One choice as a person makes it: the highest bid, the first choice, the first legal card. */
  private void actOnce(Map<String, Object> now) {
    boolean bidding = "bid".equals(now.get("phase"));
    WebElement target = (WebElement) now.get("target");
    switch ((String) now.get("kind")) {
      case "select" -> {
        Select s = new Select(target);
        s.selectByIndex(bidding ? s.getOptions().size() - 1 : 0);
        driver.findElement(By.id("choice-confirm")).click();
      }
      case "choice" -> target.click();
      case "set" -> pickSet();
      case "card" -> {
        target.click();
        Map<String, Object> then = snapshot();
        if ("choice".equals(then.get("kind"))) {
          cardChoices.add(driver.findElement(By.id("actions")).getText());
          if (cardChoices.size() == 1 && onFirstCardChoice != null) {
            onFirstCardChoice.run();
          }
          ((WebElement) then.get("target")).click();
        }
      }
      default -> throw new AssertionError("the person's turn shows no playable card and no choice");
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
