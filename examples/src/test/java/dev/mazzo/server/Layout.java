package dev.mazzo.server;

import java.util.ArrayList;
import java.util.List;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The layout checks of the table page, measured in the browser: what a person would find broken
 * (something off the screen, cards covering each other, the hand or the trick below the fold).
 */
final class Layout {

  /** The least width of a hand's card left visible by the fan, in CSS pixels. */
  static final int MIN_VISIBLE = 30;

  private static final String SCRIPT =
      """
      const problems = [];
      const W = innerWidth, H = innerHeight, minVisible = arguments[0];
      window.scrollTo(0, 0);
      const visible = (e) => !e.closest('[hidden]') && e.getClientRects().length > 0;
      const name = (e) => e.id || e.dataset.code || e.textContent.trim().slice(0, 30);
      if (document.documentElement.scrollWidth > W + 1)
        problems.push('the page scrolls sideways: ' + document.documentElement.scrollWidth + ' > ' + W);
      for (const e of document.querySelectorAll('.card, button, select, a')) {
        if (!visible(e)) continue;
        const r = e.getBoundingClientRect();
        if (r.left < -1 || r.right > W + 1)
          problems.push(`${name(e)} is outside the screen's width (${Math.round(r.left)}..${Math.round(r.right)})`);
      }
      const hand = [...document.querySelectorAll('#hand .card')].map((e) => [e, e.getBoundingClientRect()]);
      for (let i = 0; i + 1 < hand.length; i++) {
        const [a, ra] = hand[i], [b, rb] = hand[i + 1];
        if (Math.abs(ra.top - rb.top) > 20) continue;
        if (rb.left - ra.left < minVisible)
          problems.push(`${a.dataset.code} shows only ${Math.round(rb.left - ra.left)}px under ${b.dataset.code}`);
      }
      for (let i = 0; i < hand.length; i++)
        for (let j = i + 1; j < hand.length; j++) {
          const ra = hand[i][1], rb = hand[j][1];
          if (Math.abs(ra.top - rb.top) > 20 && ra.left < rb.right && rb.left < ra.right
              && ra.top < rb.bottom - 1 && rb.top < ra.bottom - 1)
            problems.push(`the rows of the hand overlap at ${hand[i][0].dataset.code} and ${hand[j][0].dataset.code}`);
        }
      const table = [...document.querySelectorAll('#trick .card, #pile .card')].filter(visible);
      for (let i = 0; i < table.length; i++)
        for (let j = i + 1; j < table.length; j++) {
          const a = table[i].getBoundingClientRect(), b = table[j].getBoundingClientRect();
          if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
            problems.push(`${name(table[i])} and ${name(table[j])} on the table cover each other`);
        }
      for (const sel of ['#hand .card', '#trick .card', '#status', '#actions button', '#actions select']) {
        for (const e of document.querySelectorAll(sel)) {
          if (!visible(e)) continue;
          const r = e.getBoundingClientRect();
          if (r.top < 0 || r.bottom > H + 1)
            problems.push(`${sel} ${name(e)} needs scrolling to be seen (${Math.round(r.top)}..${Math.round(r.bottom)} of ${H})`);
        }
      }
      // On a wide screen the header is one row: the hand's facts wrap in their own box, and the
      // buttons stay at the top right beside the title.
      const title = document.getElementById('title'), share = document.getElementById('share-button');
      if (W >= 760 && title && share && share.getBoundingClientRect().top >= title.getBoundingClientRect().bottom)
        problems.push('the buttons of the header fell below the title: the facts pushed them off its row');
      for (const e of document.querySelectorAll('#hand .card, #trick .card, #pile .card:not(.back)')) {
        if (!/\\S/.test(e.getAttribute('aria-label') || ''))
          problems.push(`${name(e)} has no accessible name`);
      }
      return problems;
      """;

  private Layout() {}

  /**
   * The layout's problems as sentences; none when it is right.
   *
   * @param driver the browser showing the table
   * @return the problems
   */
  @SuppressWarnings("unchecked")
  static List<String> problems(ChromeDriver driver) {
    Object r = driver.executeScript(SCRIPT, MIN_VISIBLE);
    List<String> out = new ArrayList<>();
    for (Object o : (List<Object>) r) {
      out.add(String.valueOf(o));
    }
    return out;
  }
}
