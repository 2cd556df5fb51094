package dev.mazzo.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.TablePlay;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AddLifecycleHook;

/**
 * The {@link ConformanceKit}'s properties of whole random matches: every card in exactly one place
 * (B-12, B-15, B-26, B-27, T-3, T-8, T-14), every HAND_RESULT's invariant and the score (B-11,
 * B-38, T-22 … T-26), determinism, and every match's proper end (B-39 … B-42, T-29, T-30).
 */
public abstract class KitMatchProperties extends KitWalks {

  /**
   * A kit for one registered variant.
   *
   * @param variantId the id, such as {@code "briscola-2p"}
   */
  protected KitMatchProperties(String variantId) {
    super(variantId);
  }

  // ---------------------------------------------------------------- the properties

  /**
   * Every card of the deck is in exactly one place at every step (hands, piles, stock, table), none
   * at a deal; then the family's own checks ({@link #assertFamilyCards}).
   */
  @Property
  @AddLifecycleHook(KitTries.class)
  @Label("B-12, B-15, B-26, B-27, T-3, T-8, T-14: every card is in exactly one place at every step")
  public void everyCardInExactlyOnePlace(@ForAll long seed) {
    for (GameState s : walk(seed).states) {
      assertCardsConserved(s);
    }
  }

  /** Asserts the card conservation of one state, and the family's checks. */
  protected void assertCardsConserved(GameState s) {
    Deck deck = s.deck();
    int[] count = new int[deck.size()];
    List<Card> strays = new ArrayList<>();
    for (int p = 0; p < s.players(); p++) {
      tally(deck, s.hand(p), count, strays);
      tally(deck, s.captured(p), count, strays);
    }
    tally(deck, s.stock(), count, strays);
    tally(deck, s.table().map(TablePlay::card), count, strays);
    assertTrue(strays.isEmpty(), () -> "cards not of the deck: " + strays + "\n" + summary(s));
    int expected = s.phase() == Phase.DEAL ? 0 : 1;
    for (int id = 0; id < count.length; id++) {
      int i = id;
      assertEquals(
          expected,
          count[id],
          () ->
              deck.card(i)
                  + " is in "
                  + count[i]
                  + " places (phase "
                  + s.phase().wireName()
                  + ")\n"
                  + summary(s));
    }
    assertFamilyCards(s);
  }

  private static void tally(Deck deck, Iterable<Card> cards, int[] count, List<Card> strays) {
    for (Card c : cards) {
      int id = deck.idOf(c);
      if (id < 0) {
        strays.add(c);
      } else {
        count[id]++;
      }
    }
  }

  /**
   * Every HAND_RESULT is the state's last result, numbered in order, with a scoreChange per side,
   * and holds the family's invariant ({@link #assertHandResult}: Briscola's points add up to the
   * deck's total, Tombolon's complete deal awards 6 or 12 mazzo points); the score is the sum of
   * the scoreChanges.
   */
  @Property
  @AddLifecycleHook(KitTries.class)
  @Label(
      "B-11, B-31, B-38, B-49, T-22 … T-26, T-31: every HAND_RESULT holds its family's invariant;"
          + " the score sums the scoreChanges")
  public void handResultsAddUp(@ForAll long seed) {
    Walk w = walk(seed);
    int hands = 0;
    for (GameState s : w.states) {
      for (Event e : s.lastEvents()) {
        if (e instanceof Event.HandScored) {
          hands++;
          HandResult r = ((Event.HandScored) e).result();
          assertEquals(r, s.results().last(), "the hand event carries the last result");
          assertEquals(hands, s.results().size());
          assertEquals(hands, r.hand());
          assertEquals(s.sides().size(), r.scoreChange().size());
          assertHandResult(s, r);
        }
      }
      for (int side = 0; side < s.sides().size(); side++) {
        int i = side;
        int sum = s.results().map(r -> r.scoreChange().get(i)).sum().intValue();
        assertEquals(
            sum, s.score().get(side).intValue(), "B-38, T-26: the score sums the scoreChanges");
      }
    }
    assertTrue(hands >= 1, "a whole match has at least one hand");
  }

  /** The same deal and actions give equal states, with equal hash codes, views and events. */
  @Property
  @AddLifecycleHook(KitTries.class)
  @Label("the same deals and actions give equal states, hash codes, views and events")
  public void sameActionsSameStates(@ForAll long seed) {
    Walk a = walk(seed);
    Walk b = walk(seed);
    assertEquals(a.actions, b.actions);
    GameState replay = game.newMatch(a.options).get();
    for (int i = 0; i < a.states.size(); i++) {
      GameState s = a.states.get(i);
      GameState t = b.states.get(i);
      assertEquals(s, t);
      assertEquals(s.hashCode(), t.hashCode());
      assertEquals(s, replay);
      assertEquals(s.hashCode(), replay.hashCode());
      assertEquals(s.lastEvents(), t.lastEvents());
      assertEquals(s.lastEvents(), replay.lastEvents());
      for (int seat = 0; seat < s.players(); seat++) {
        PlayerView v = game.view(s, seat).get();
        assertEquals(v, game.view(t, seat).get());
        assertEquals(v, game.view(replay, seat).get());
      }
      assertEquals(game.publicView(s).get(), game.publicView(replay).get());
      if (i < a.actions.size()) {
        replay = game.apply(replay, a.actions.get(i)).get();
        assertFalse(s.equals(a.states.get(i + 1)), "every action changes the state");
      }
    }
    GameState last = a.states.get(a.states.size() - 1);
    assertEquals(summary(last), summary(replay));
  }

  /** Every match ends within {@link #stepBound()} steps, and ends properly. */
  @Property
  @AddLifecycleHook(KitTries.class)
  @Label("B-39 … B-42, T-29, T-30: every match ends within a bound of steps, and ends properly")
  public void everyMatchEnds(@ForAll long seed) {
    Walk w = walk(seed);
    GameState end = w.states.get(w.states.size() - 1);
    assertTrue(
        end.isOver(),
        () ->
            "not over after "
                + stepBound()
                + " steps, with "
                + w.options
                + " and a pass bias of "
                + w.passBias
                + " (a family whose hands are thrown in when all pass caps the bias: passBias)\n"
                + summary(end));
    assertEquals(Phase.MATCH_OVER, end.phase());
    assertEquals(GameState.NOBODY, end.toAct());
    assertTrue(game.legalActions(end).isEmpty());
    assertEquals(new Event.MatchEnded.Plain(end.winningSide()), end.lastEvents().last());
    for (int i = 0; i + 1 < w.states.size(); i++) {
      assertFalse(w.states.get(i).isOver(), "the match ends once");
    }
    assertEquals(
        Rejection.Code.MATCH_OVER,
        game.apply(end, new Deal(Shuffle.seeded(seed).order(end.deck()))).getLeft().code());
    assertMatchEnd(end);
  }
}
