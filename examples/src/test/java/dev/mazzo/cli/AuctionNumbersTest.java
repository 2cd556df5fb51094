package dev.mazzo.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Shuffle;
import dev.mazzo.family.Families;
import dev.mazzo.family.Text;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The README's promise for {@code mazzo play}, for every id of the catalog that has an auction
 * (issue 26): in an auction a number typed is always a bid and never a menu number. At every
 * auction turn of random matches, the choices are not numbered, and every number typed is either
 * refused with a sentence or read as the bid of that number (its label is the number as typed, or
 * in chiamata's points auction the points of a bid of 2, {@code 2/70}, B-62); it is never read as
 * the choice at that place of the list. No id list is kept by hand: a variant added with an auction
 * is checked too.
 */
class AuctionNumbersTest {

  /** Numbers a person may type: every place of a long list, and bids of points. */
  private static final int[] NUMBERS = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 61, 70, 120};

  @Test
  @DisplayName(
      "B-45, P-11, F-6: in every auction of every id a number is a bid of that number or refused,"
          + " never a menu choice")
  void aNumberInAnAuctionIsABid() {
    List<String> withAuction = new ArrayList<>();
    for (Variant variant : Variants.all()) {
      int turns = auctionTurns(variant);
      if (turns > 0) {
        withAuction.add(variant.id());
      }
    }
    // The families with an auction: chiamata (2 ids), Pitch (10) and Five Hundred (4).
    assertTrue(withAuction.size() >= 16, "ids with an auction: " + withAuction);
    assertTrue(withAuction.contains("pitch-10-4p"), withAuction.toString());
    assertTrue(withAuction.contains("five-hundred-4p"), withAuction.toString());
    assertTrue(withAuction.contains("briscola-chiamata-5p"), withAuction.toString());
  }

  /** Plays three random matches of a variant and checks every auction turn; their count. */
  private static int auctionTurns(Variant variant) {
    Game<GameState, PlayerView> game = variant.game();
    Text text = Families.of(variant.id()).get().text();
    SplittableRandom rng = new SplittableRandom(variant.id().hashCode());
    int turns = 0;
    for (long seed = 1; seed <= 3; seed++) {
      GameState s = game.newMatch(MatchOptions.defaults()).get();
      Shuffle shuffle = Shuffle.seeded(seed);
      for (int steps = 0; steps < 400 && !s.isOver(); steps++) {
        if (s.toAct() == GameState.CHANCE) {
          s = game.applyLegal(s, new Deal(shuffle.order(s.deck())));
          continue;
        }
        PlayerView view = game.view(s, s.toAct()).get();
        if (view.phase() == Phase.BID) {
          turns++;
          check(variant.id(), text, view);
        }
        Seq<Action> legal = game.legalActions(s);
        s = game.applyLegal(s, legal.get(rng.nextInt(legal.size())));
      }
    }
    return turns;
  }

  private static void check(String id, Text text, PlayerView view) {
    Seq<Action> choices = text.choices(view);
    assertFalse(text.numbered(view), id + ": an auction's choices are not numbered");
    for (int n : NUMBERS) {
      String typed = Integer.toString(n);
      Either<String, Action> read = text.parse(typed, view, choices);
      if (read.isLeft()) {
        assertFalse(read.getLeft().isBlank(), id + ": " + typed + " is refused with a sentence");
        continue;
      }
      String label = text.label(read.get(), view).toLowerCase(Locale.ROOT);
      assertTrue(
          label.equals(typed) || label.equals("bid " + typed) || label.endsWith("/" + typed),
          () -> id + ": " + typed + " was read as " + label + ", not as the bid " + typed);
    }
  }
}
