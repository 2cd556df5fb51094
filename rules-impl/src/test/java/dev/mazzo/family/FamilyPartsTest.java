package dev.mazzo.family;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variant;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What every family hands over besides its variants and codec, on one greedy match of each id: its
 * strategy plays only legal actions to the end; its text offers legal choices with labels, reads a
 * choice's number back, draws the table and tells every event; its tally counts the match and
 * reports. (The exact words and numbers are pinned by the examples' recorded play and simulate
 * runs.)
 */
class FamilyPartsTest {

  @Test
  @DisplayName("Each family's strategy, text and tally play, draw, tell and count a whole match")
  void everyFamilyHandsOverItsParts() {
    for (Family family : Families.all()) {
      for (Variant variant : family.variants()) {
        playOne(family, variant);
      }
    }
  }

  @Test
  @DisplayName("A family's variants() is a Seq of Variant a host may extend with any variant")
  void variantsTakeAnyVariant() {
    Seq<Family> all = Families.all();
    for (Family family : all) {
      Variant other = all.find(f -> f != family).get().variants().head(); // another family's class
      Seq<Variant> more = family.variants().append(other);
      assertEquals(family.variants().size() + 1, more.size(), family.name());
      assertEquals(other, more.last(), family.name());
    }
  }

  private static void playOne(Family family, Variant variant) {
    String id = variant.id();
    Game<GameState, PlayerView> game = variant.game();
    GameState s = game.newMatch(MatchOptions.defaults()).get();
    Text text = family.text();
    Strategy greedy = family.greedy();
    PlayerView start = game.publicView(s).get();
    assertFalse(text.intro(start).isEmpty(), id);
    Tally tally = family.tally(start);
    Narrator narrator = text.narrator(new Seating(0, s.sides()));
    Shuffle shuffle = Shuffle.seeded(7);
    SplittableRandom rng = new SplittableRandom(7);
    int told = 0;
    while (!s.isOver()) {
      int seat = s.toAct();
      if (seat == GameState.CHANCE) {
        s = game.applyLegal(s, new Deal(shuffle.order(s.deck())));
      } else {
        PlayerView view = game.view(s, seat).get();
        Action a = greedy.choose(game, view, rng);
        assertTrue(view.legalActions().contains(a), () -> id + ": " + a);
        if (seat == 0) {
          Seq<Action> choices = text.choices(view);
          assertFalse(choices.isEmpty(), id);
          assertTrue(view.legalActions().containsAll(choices), id);
          for (Action c : choices) {
            assertFalse(text.label(c, view).isEmpty(), id);
          }
          // A numbered menu reads a choice's number; an auction's choices are typed as shown.
          assertEquals(
              choices.head(),
              text.parse(
                      text.numbered(view) ? " 1 " : " " + text.label(choices.head(), view) + " ",
                      view,
                      choices)
                  .get(),
              id);
          assertTrue(text.parse("0", view, choices).isLeft(), id);
          assertFalse(narrator.draw(view, choices).isEmpty(), id);
        }
        s = game.applyLegal(s, a);
      }
      PlayerView mine = game.view(s, 0).get();
      for (Event e : mine.events()) {
        told += narrator.tell(e, mine).size();
      }
    }
    assertTrue(told > 0, id);
    Tally other = family.tally(start);
    tally.add(s);
    tally.merge(other);
    GameState end = s;
    Seq<String> report =
        tally.report(
            new Totals() {
              @Override
              public int games() {
                return 1;
              }

              @Override
              public Seq<Seq<Integer>> sides() {
                return end.sides();
              }

              @Override
              public String bot(int seat) {
                return "greedy";
              }

              @Override
              public long wins(int side) {
                return end.winningSide().contains(side) ? 1 : 0;
              }

              @Override
              public long points(int side) {
                return 0;
              }

              @Override
              public long score(int side) {
                return end.score().get(side);
              }

              @Override
              public long scoredHands() {
                return 0;
              }
            });
    assertTrue(report.size() > end.sides().size(), () -> id + ": " + report);
  }
}
