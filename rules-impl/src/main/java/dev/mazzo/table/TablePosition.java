package dev.mazzo.table;

import dev.mazzo.game.HandResult;
import dev.mazzo.game.Phase;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * Where a match stands, as every family's state and view say it the same way (briscola.md B-65,
 * B-69; tombolon.md T-32): the phase, the seat to act ({@code CHANCE} at a deal, {@code NOBODY}
 * once the match is over), the dealer, the hand number, the results of the hands played and the
 * winning side once the match is over. Written once for a state, where these are its own fields,
 * and for a view, which copies them from its state.
 *
 * <p>Part of the exported family kit (issue 30): a family's state or view extends it, and its
 * members are documented here.
 */
public abstract class TablePosition {
  private final Phase phase;
  private final int toAct;
  private final int dealer;
  private final int handNo;
  private final Seq<HandResult> results;

  /**
   * The winning side, -1 for none: an int rather than an {@code Option}, so that a state's
   * constructor stores one reference fewer (each reference store carries a GC barrier, and a larger
   * constructor is not inlined into the transitions). {@link #winningSide} makes the {@code
   * Option}.
   */
  private final int winner;

  /**
   * {@code Option.some(side)} for every side a match may have, shared: no allocation per call. A
   * side is a set of seats, and the kit's seat sets are {@code int} masks ({@link
   * dev.mazzo.trick.Seats}), so there are fewer than 32.
   */
  private static final Option<Integer>[] SIDES = sides(32);

  @SuppressWarnings("unchecked")
  private static Option<Integer>[] sides(int n) {
    Option<Integer>[] out = new Option[n];
    for (int i = 0; i < n; i++) {
      out[i] = Option.some(i);
    }
    return out;
  }

  /**
   * A position.
   *
   * @param phase the phase
   * @param toAct the seat to act, or {@code CHANCE} or {@code NOBODY}
   * @param dealer the dealer of the current or last hand
   * @param handNo the hand number, from 1
   * @param results the results of the hands played, in order
   * @param winner the winning side once the match is over; none before, and for a drawn match
   */
  protected TablePosition(
      Phase phase,
      int toAct,
      int dealer,
      int handNo,
      Seq<HandResult> results,
      Option<Integer> winner) {
    this(phase, toAct, dealer, handNo, results, winner.isEmpty() ? -1 : winner.get());
  }

  /**
   * A position whose winning side is given as an int.
   *
   * @param phase the phase
   * @param toAct the seat to act, or {@code CHANCE} or {@code NOBODY}
   * @param dealer the dealer of the current or last hand
   * @param handNo the hand number, from 1
   * @param results the results of the hands played, in order
   * @param winner the winning side once the match is over; -1 before, and for a drawn match
   */
  protected TablePosition(
      Phase phase, int toAct, int dealer, int handNo, Seq<HandResult> results, int winner) {
    this.phase = phase;
    this.toAct = toAct;
    this.dealer = dealer;
    this.handNo = handNo;
    this.results = results;
    this.winner = winner;
  }

  /**
   * The phase.
   *
   * @return the match's phase
   */
  public final Phase phase() {
    return phase;
  }

  /**
   * The seat to act, {@code CHANCE} at a deal, or {@code NOBODY} once the match is over.
   *
   * @return the seat, or one of those two
   */
  public final int toAct() {
    return toAct;
  }

  /**
   * The dealer of the current or last hand.
   *
   * @return the dealer's seat
   */
  public final int dealer() {
    return dealer;
  }

  /**
   * The number of the current or last hand, from 1.
   *
   * @return the hand number
   */
  public final int handNumber() {
    return handNo;
  }

  /**
   * The results of the hands played, in order (briscola.md B-72, tombolon.md T-29).
   *
   * @return one result per hand played; empty before the first hand ends
   */
  public final Seq<HandResult> results() {
    return results;
  }

  /**
   * The winning side once the match is over; none before, and for a drawn match.
   *
   * @return the side, or none
   */
  public final Option<Integer> winningSide() {
    if (winner < 0) {
      return Option.none();
    }
    return SIDES[winner];
  }

  /** The winning side, -1 for none. */
  final int winner() {
    return winner;
  }

  /**
   * True when every field written here is that of another position.
   *
   * @param p the other position
   * @return whether the phase, seat to act, dealer, hand number, results and winner are equal
   */
  protected final boolean samePosition(TablePosition p) {
    return phase == p.phase
        && toAct == p.toAct
        && dealer == p.dealer
        && handNo == p.handNo
        && winner == p.winner
        && results.equals(p.results);
  }
}
