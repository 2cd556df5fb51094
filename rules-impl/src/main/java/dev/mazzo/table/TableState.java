package dev.mazzo.table;

import dev.mazzo.card.Deck;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Phase;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;

/**
 * What every family's state says the same way, written once: its {@link TablePosition} and, from
 * its {@link TableRules}, the variant, the number of seats and the deck. A family's state adds its
 * cards, its table and what its chapter keeps.
 *
 * <p>Part of the exported family kit (issue 30): a family's state or view extends it, and its
 * members are documented here.
 */
public abstract class TableState extends TablePosition implements GameState {
  /**
   * The state a transition drafted.
   *
   * @param next the position of the state
   */
  protected TableState(PositionDraft next) {
    super(next.phase, next.toAct, next.dealer, next.handNo, next.results, next.winner);
  }

  /**
   * The state of a position given field by field: for a family whose draft passes its values rather
   * than itself, so that the draft is never the argument of a call the JIT may leave out of line (a
   * large constructor compiled on its own is not inlined again), and stays a scalar-replaced local
   * of the transition.
   *
   * @param phase the phase
   * @param toAct the seat to act, or {@code CHANCE} or {@code NOBODY}
   * @param dealer the dealer of the current or last hand
   * @param handNo the hand number, from 1
   * @param results the results of the hands played, in order
   * @param winner the winning side once the match is over; -1 before, and for a drawn match
   */
  protected TableState(
      Phase phase, int toAct, int dealer, int handNo, Seq<HandResult> results, int winner) {
    super(phase, toAct, dealer, handNo, results, winner);
  }

  /**
   * The state after an action that changes only the seat to act in the position, such as a play
   * that does not end a trick or a deal: the fast path of a family that makes that state directly.
   *
   * @param before the state before the action
   * @param toAct the seat to act next
   */
  protected TableState(TableState before, int toAct) {
    super(
        before.phase(),
        toAct,
        before.dealer(),
        before.handNumber(),
        before.results(),
        before.winner());
  }

  /**
   * The match's rules: the family's state keeps them (as its own rules class), so that its
   * constructor stores one reference, not two, and stays small enough for the JIT to inline.
   *
   * @return the rules
   */
  protected abstract TableRules tableRules();

  /**
   * The hash of the rules (variant and options), the phase, the seat to act and the hand number:
   * where a family's {@code hashCode} starts, adding its own fields.
   *
   * @return the hash
   */
  protected final int positionHash() {
    int h = tableRules().hashCode();
    h = 31 * h + phase().hashCode();
    h = 31 * h + toAct();
    return 31 * h + handNumber();
  }

  /** The variant, the hand, the phase and the seat to act: for logs and test messages. */
  @Override
  public String toString() {
    return variantId() + " hand " + handNumber() + " " + phase().wireName() + " toAct " + toAct();
  }

  @Override
  public final String variantId() {
    return tableRules().variantId;
  }

  @Override
  public final int players() {
    return tableRules().players;
  }

  @Override
  public final Deck deck() {
    return tableRules().deck;
  }

  /**
   * How many cards are left in the stock: {@code stock().size()}, which a family that keeps its
   * stock as card ids gives without making the list (a view counts it, issue 27).
   *
   * @return the number of cards in the stock
   */
  protected int stockSize() {
    return stock().size();
  }

  /**
   * The values as a sequence, made straight from the array (a state's score, a result's points):
   * {@code Array.ofAll(int...)} goes through an iterator and a list of every value, which showed in
   * the playout and referee profiles (issues 27 and 29).
   *
   * @param values the values
   * @return an {@code Array} of them, boxed
   */
  public static Seq<Integer> boxed(int[] values) {
    Integer[] out = new Integer[values.length];
    for (int i = 0; i < out.length; i++) {
      out[i] = values[i];
    }
    return Array.of(out);
  }
}
