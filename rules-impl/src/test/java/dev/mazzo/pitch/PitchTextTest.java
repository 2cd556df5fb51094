package dev.mazzo.pitch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Shuffle;
import dev.mazzo.family.Seating;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The Pitch family's text (pitch.md P-11 … P-26 as a person types and reads them): in every auction
 * a number is a bid and never a choice; the labels of typed prompts parse back to their actions;
 * every refusal of the text or of the rules says what may be typed instead; the called card's
 * reveal and the refill draws are told with the right verb for "you".
 */
class PitchTextTest {

  private static final PitchText TEXT = new PitchText();

  /** Lines a person may type at the wrong time, in any phase. */
  private static final String[] STRAY = {
    "hello",
    "pass",
    "take",
    "bid 6",
    "moon",
    "trump H",
    "trump H AH",
    "burn 5H",
    "AH",
    "play AH",
    "0",
    "99",
    "12345678901",
    "trump",
    "burn ZZ"
  };

  @Test
  void p11_p14_everyPromptOfEveryVariantReadsAsItIsShown() {
    for (PitchVariant variant : PitchFamily.VARIANTS) {
      Game<PitchState, PitchView> game = Position.game(variant.id());
      SplittableRandom rng = new SplittableRandom(7);
      for (long seed = 1; seed <= 3; seed++) {
        PitchState s = Position.newMatch(variant.id(), Map.of());
        Shuffle shuffle = Shuffle.seeded(seed);
        for (int step = 0; step < 400 && !s.isOver(); step++) {
          if (s.toAct() < 0) {
            s = Position.apply(s, new Deal(shuffle.order(s.deck())));
            continue;
          }
          PitchView v = game.view(s, s.toAct()).get();
          check(game, s, v);
          Seq<Action> legal = v.legalActions();
          s = Position.apply(s, legal.get(rng.nextInt(legal.size())));
        }
      }
    }
  }

  private static void check(Game<PitchState, PitchView> game, PitchState s, PitchView v) {
    String where = v.variantId() + " " + v.phase();
    Seq<Action> choices = TEXT.choices(v);
    Set<String> labels = new HashSet<>();
    for (Action a : v.legalActions()) {
      String label = TEXT.label(a, v);
      assertTrue(labels.add(label), where + ": two actions labelled " + label);
      if (TEXT.numbered(v)) {
        assertFalse(label.matches("\\d+"), where + ": a numbered menu shows " + label);
      } else {
        assertEquals(Either.right(a), TEXT.parse(label, v, choices), where + ": " + label);
      }
    }
    if (v.phase() == Phase.BID) {
      // P-11: a number typed in the auction is a bid of that number, never a choice; a number
      // that is no bid of the variant (P-34 item 1) gets the rules' sentence and what to type.
      for (int n = 1; n <= v.total(); n++) {
        assertEquals(
            Either.right(PitchAction.Bid.of(v.seat(), n)),
            TEXT.parse(String.valueOf(n), v, choices),
            where + ": " + n);
      }
      for (int n : new int[] {0, v.total() + 1, 999}) {
        Either<String, Action> no = TEXT.parse(String.valueOf(n), v, choices);
        assertEquals(
            "A bid is a number from "
                + v.rules.minBid
                + " to "
                + v.total()
                + ", or moon: "
                + n
                + " is not a bid. "
                + Seating.capital(PitchText.what(v))
                + ".",
            no.getLeft(),
            where);
      }
      assertFalse(TEXT.numbered(v), where);
    }
    String what = PitchText.what(v);
    for (String line : STRAY) {
      Either<String, Action> parsed = TEXT.parse(line, v, choices);
      String told;
      if (parsed.isLeft()) {
        told = parsed.getLeft();
      } else {
        Either<Rejection, PitchState> r = game.apply(s, parsed.get());
        if (r.isRight()) {
          continue;
        }
        told = TEXT.rejection(r.getLeft(), v);
      }
      assertTrue(told.endsWith("."), where + ": " + line + " -> " + told);
      assertFalse(told.contains("\"call\""), where + ": " + told);
      assertFalse(told.contains("more than six trumps must burn"), where + ": " + told);
      assertTrue(
          told.contains(Seating.capital(what))
              || told.contains(": it came from")
              || told.contains("calledCardOnFirstTrick"),
          where + ": " + line + " -> " + told + " (says nothing of " + what + ")");
    }
  }

  @Test
  void p19_p39_theRevealIsToldWithTheVerbOfEachSeat() {
    PitchState s = Position.newMatch("pitch-10-5p", Map.of());
    PlayerView view = Position.game("pitch-10-5p").view(s, 0).get();
    Event alone = new Event.PartnerRevealed.Plain(0, Option.none());
    Event partner = new Event.PartnerRevealed.Plain(0, Option.some(2));
    assertEquals("The called card came from the blind: you play alone.", told(0, alone, view));
    assertEquals("The called card came from the blind: seat 0 plays alone.", told(1, alone, view));
    assertEquals("Seat 2 is your partner.", told(0, partner, view));
    assertEquals("You are the partner of seat 0.", told(2, partner, view));
    assertEquals("Seat 2 is the partner of seat 0.", told(3, partner, view));
  }

  private static String told(int seat, Event e, PlayerView view) {
    PitchNarrator n = new PitchNarrator(new Seating(seat, view.sides()), TEXT);
    return n.tell(e, view).mkString("\n");
  }

  @Test
  void p17_p38_eachSeatsRefillIsToldOnceWithItsCount() {
    Game<PitchState, PitchView> game = Position.game("pitch-10-4p");
    for (long seed = 1; seed <= 5; seed++) {
      PitchState s = Position.newMatch("pitch-10-4p", Map.of());
      s = Position.apply(s, new Deal(Shuffle.seeded(seed).order(s.deck())));
      s = Position.auction(s, 2, 5);
      s = Position.apply(s, PitchAction.Trump.of(2, dev.mazzo.card.Suit.SPADES));
      int[] drawn = new int[4];
      for (Event e : s.lastEvents()) {
        if (e instanceof Event.Drew d) {
          drawn[d.seat()]++;
        }
      }
      PitchView mine = game.view(s, 0).get();
      PitchNarrator n = new PitchNarrator(new Seating(0, mine.sides()), TEXT);
      StringBuilder out = new StringBuilder();
      for (Event e : mine.events()) {
        for (String line : n.tell(e, mine)) {
          out.append(line).append('\n');
        }
      }
      String told = out.toString();
      int runs = 0;
      for (int p = 1; p < 4; p++) {
        if (drawn[p] > 0) {
          runs++;
          String count = drawn[p] == 1 ? "a card" : drawn[p] + " cards";
          assertTrue(told.contains("Seat " + p + " draws " + count + " from the stock.\n"), told);
        }
      }
      if (drawn[0] > 0) {
        runs++;
        assertTrue(told.matches("(?s).*\nYou draw( \\w+){" + drawn[0] + "}\\.\n.*"), told);
      }
      assertTrue(runs > 0, "the refill draws cards: " + told);
      assertEquals(runs, told.split(" draws? ").length - 1, "one line per seat: " + told);
    }
  }
}
