package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Shuffle;
import dev.mazzo.conformance.GoldenFile;
import dev.mazzo.conformance.Playthrough;
import dev.mazzo.conformance.Transcript;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.GameState;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The golden playthrough (design.md, Tests): a seeded match of briscola-2p written out step by step
 * — every action, every state's SUMMARY (with its legal actions), every seat's VIEW with the events
 * as that seat sees them — regenerated and compared with {@code
 * src/test/resources/golden/briscola-2p-seed-1.txt}. Any change in the engine's behaviour shows as
 * a diff of that file; rewrite it with {@code -Dgolden.update=true} once the diff is right.
 */
class GoldenPlaythroughTest {

  static final String FILE = "golden/briscola-2p-seed-1.txt";

  /** The transcript of the match of one seed. */
  static String transcript(String id, long seed) {
    Playthrough p = Playthrough.of(id);
    Shuffle deals = Shuffle.seeded(seed);
    SplittableRandom choices = new SplittableRandom(seed);
    StringBuilder out = new StringBuilder();
    out.append("# ").append(id).append(", seed ").append(seed).append(", default options.\n");
    out.append("# Deals: Shuffle.seeded(")
        .append(seed)
        .append(").order(deck), one after the other.\n");
    out.append("# Plays: legal.get(new SplittableRandom(")
        .append(seed)
        .append(").nextInt(legal.size())) for the seat to act.\n");
    out.append("# Each step: the action, then the events, the SUMMARY, and each seat's VIEW.\n");
    out.append("# Rewrite with: mvn test -Dgolden.update=true (and read the diff).\n");
    out.append('\n');
    append(out, p);
    int step = 0;
    while (!p.state().isOver()) {
      GameState s = p.state();
      Action a;
      if (s.toAct() == GameState.CHANCE) {
        a = new Deal(deals.order(s.deck()));
      } else {
        Seq<Action> legal = p.legal();
        a = legal.get(choices.nextInt(legal.size()));
      }
      p.act(a);
      step++;
      out.append("\nstep ").append(step).append('\n');
      out.append("act    ").append(Transcript.action(a)).append('\n');
      out.append("events ").append(Transcript.events(p.state().lastEvents())).append('\n');
      append(out, p);
    }
    return out.toString();
  }

  private static void append(StringBuilder out, Playthrough p) {
    out.append("state  ").append(p.summary()).append('\n');
    for (int seat = 0; seat < p.state().players(); seat++) {
      out.append("view ")
          .append(seat)
          .append(' ')
          .append(Transcript.view(p.view(seat)))
          .append('\n');
    }
  }

  @Test
  @DisplayName("Golden playthrough: briscola-2p seed 1, every action, state and view, as stored")
  void goldenPlaythrough() {
    String text = transcript("briscola-2p", 1);
    assertEquals(text, transcript("briscola-2p", 1), "the transcript is reproducible");
    assertTrue(text.contains("\"phase\":\"match-over\""));
    GoldenFile.check(FILE, text);
  }
}
