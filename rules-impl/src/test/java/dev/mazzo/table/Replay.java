package dev.mazzo.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Phase;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Random legal play through the public API, for the tests of transitions that share arrays between
 * a state and the next: every state of a walk, and the check that none of them changed afterwards.
 */
public final class Replay {

  private Replay() {}

  /**
   * The states of a walk: a new match with the options, then up to {@code actions} actions, each a
   * deal of {@code Shuffle.seeded(seed + k)} or a random legal action; the first state is the new
   * match, and the walk stops at the match's end.
   */
  public static <S extends GameState> List<S> walk(
      Game<S, ?> game, MatchOptions options, long seed, int actions) {
    return walk(game, options, seed, actions, null);
  }

  /**
   * Walks, then plays the same actions again from a new match and checks that every state of the
   * first walk still equals its twin of the second, compared as soon as the twin is made: no
   * transition changed a state it started from (the states' {@code equals} cover every field).
   */
  public static <S extends GameState> void assertFrozen(
      Game<S, ?> game, MatchOptions options, long seed, int actions) {
    List<Action> played = new ArrayList<>();
    List<S> first = walk(game, options, seed, actions, played);
    S s = game.newMatch(options).get();
    assertEquals(s, first.get(0));
    for (int i = 0; i < played.size(); i++) {
      s = game.apply(s, played.get(i)).get();
      assertEquals(s, first.get(i + 1), "state " + (i + 1) + " of seed " + seed);
    }
  }

  private static <S extends GameState> List<S> walk(
      Game<S, ?> game, MatchOptions options, long seed, int actions, List<Action> played) {
    SplittableRandom r = new SplittableRandom(seed);
    List<S> states = new ArrayList<>();
    S s = game.newMatch(options).get();
    states.add(s);
    for (int k = 0; k < actions && s.phase() != Phase.MATCH_OVER; k++) {
      Action a;
      if (s.phase() == Phase.DEAL) {
        a = new Deal(Shuffle.seeded(seed + k).order(s.deck()));
      } else {
        Seq<Action> legal = game.legalActions(s);
        a = legal.get(r.nextInt(legal.size()));
      }
      if (played != null) {
        played.add(a);
      }
      s = game.apply(s, a).get();
      states.add(s);
    }
    return states;
  }
}
