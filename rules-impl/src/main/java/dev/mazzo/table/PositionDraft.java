package dev.mazzo.table;

import dev.mazzo.game.HandResult;
import dev.mazzo.game.Phase;
import io.vavr.collection.Seq;

/**
 * The {@link TablePosition} of the next state while a transition drafts it, named field by field: a
 * family's draft (or state builder) starts as a copy of the state before the action, a phase sets
 * what its rule changes, and the family's state is made from it ({@link
 * TableState#TableState(PositionDraft)}). A draft never leaves the transition that made it.
 */
public abstract class PositionDraft {
  /** The phase. */
  public Phase phase;

  /** The seat to act, or {@code CHANCE} or {@code NOBODY}. */
  public int toAct;

  /** The dealer of the current or last hand. */
  public int dealer;

  /** The hand number, from 1. */
  public int handNo;

  /** The results of the hands played, in order. */
  public Seq<HandResult> results;

  /**
   * The winning side once the match is over; -1 before, and for a drawn match (an int, as the state
   * keeps it: see {@link TablePosition#winningSide}).
   */
  public int winner = -1;

  /** A draft whose position the family sets (a new match, a new hand). */
  protected PositionDraft() {}

  /**
   * A draft that starts as the position of a state.
   *
   * @param before the state before the action
   */
  protected PositionDraft(TablePosition before) {
    phase = before.phase();
    toAct = before.toAct();
    dealer = before.dealer();
    handNo = before.handNumber();
    results = before.results();
    winner = before.winner();
  }
}
