package dev.mazzo.game;

import io.vavr.collection.List;
import io.vavr.control.Either;

/**
 * A match a host holds (docs/records.md): its current state and its {@link MatchRecord} together,
 * so that every accepted action is recorded and a rejected one changes neither. Immutable: {@link
 * #apply} and {@link #undo} return a new match.
 *
 * <p>Undo keeps the earlier states (they are values; a persistent list shares them), so {@link
 * #undo} is a step back without a replay.
 *
 * @param <S> the state type of the game
 */
public final class Match<S extends GameState> {

  private final Game<S, ?> game;
  private final List<S> states; // newest first; never empty
  private final MatchRecord record;

  private Match(Game<S, ?> game, List<S> states, MatchRecord record) {
    this.game = game;
    this.states = states;
    this.record = record;
  }

  /**
   * A new match, before its first deal, and its record ({@link MatchRecord#start}).
   *
   * @param game the rules
   * @param options the options, as {@link Game#newMatch} takes them
   * @param <S> the state type
   * @return the match, or what {@link Game#newMatch} says of the options
   */
  public static <S extends GameState> Either<Rejection, Match<S>> start(
      Game<S, ?> game, MatchOptions options) {
    return MatchRecord.start(game, options)
        .flatMap(r -> game.newMatch(r.matchOptions()).map(s -> new Match<>(game, List.of(s), r)));
  }

  /**
   * The match a record describes, replayed to its end (a host resuming a stored match).
   *
   * @param game the rules of the record's variant
   * @param record the record
   * @param <S> the state type
   * @return the match, or the rejection of {@link MatchRecord#replay(Game)}
   */
  public static <S extends GameState> Either<RecordRejection, Match<S>> replay(
      Game<S, ?> game, MatchRecord record) {
    if (record == null) {
      return Either.left(
          RecordRejection.ofRecord(Rejection.malformed("There is no record to replay")));
    }
    return record.states(game).map(s -> new Match<>(game, List.ofAll(s).reverse(), record));
  }

  /** The rules of the match. */
  public Game<S, ?> game() {
    return game;
  }

  /** The current state. */
  public S state() {
    return states.head();
  }

  /** The record of every accepted action. */
  public MatchRecord record() {
    return record;
  }

  /**
   * The match after an action, recorded, or why the action is not accepted ({@link Game#apply}'s
   * rejection; this match is unchanged).
   *
   * @param action any action
   * @return the next match, or the rejection
   */
  public Either<Rejection, Match<S>> apply(Action action) {
    return game.apply(state(), action)
        .map(s -> new Match<>(game, states.prepend(s), record.append(action)));
  }

  /**
   * The match as it was {@code n} actions earlier, its record without those actions ({@link
   * MatchRecord#undo}). Never throws: 0 or less undoes nothing, more than there are actions goes
   * back to the new match.
   *
   * @param n how many actions to take back
   * @return the earlier match
   */
  public Match<S> undo(int n) {
    int k = Math.max(0, Math.min(n, states.size() - 1));
    return k == 0 ? this : new Match<>(game, states.drop(k), record.undo(k));
  }
}
