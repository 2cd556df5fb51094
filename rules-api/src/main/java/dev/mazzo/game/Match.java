package dev.mazzo.game;

import io.vavr.control.Either;

/**
 * A match a host holds (docs/records.md): its current state and its {@link MatchRecord} together,
 * so that every accepted action is recorded and a rejected one changes neither. Immutable: {@link
 * #apply} and {@link #undo} return a new match.
 *
 * <p>A match keeps its current state and its record, not every earlier state, so that a host
 * holding many matches (a referee, a table server) spends memory on what a match needs: {@link
 * #undo} replays the shorter record. A host that wants a quicker step back keeps the earlier
 * matches it may return to; they are values.
 *
 * @param <S> the state type of the game
 */
public final class Match<S extends GameState> {

  private final Game<S, ?> game;
  private final S state;
  private final MatchRecord record;

  private Match(Game<S, ?> game, S state, MatchRecord record) {
    this.game = game;
    this.state = state;
    this.record = record;
  }

  /**
   * A new match, before its first deal, and its record ({@link MatchRecord#start}).
   *
   * @param game the rules
   * @param options the options, as {@link Game#newMatch} takes them; null for the defaults (where
   *     {@code newMatch} rejects null as MALFORMED)
   * @param <S> the state type
   * @return the match, or what {@link Game#newMatch} says of the options; MALFORMED for a null game
   */
  public static <S extends GameState> Either<Rejection, Match<S>> start(
      Game<S, ?> game, MatchOptions options) {
    return MatchRecord.start(game, options)
        .flatMap(r -> game.newMatch(r.matchOptions()).map(s -> new Match<>(game, s, r)));
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
    return record.replay(game).map(s -> new Match<>(game, s, record));
  }

  /** The rules of the match. */
  public Game<S, ?> game() {
    return game;
  }

  /** The current state. */
  public S state() {
    return state;
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
    return game.apply(state(), action).map(s -> new Match<>(game, s, record.append(action)));
  }

  /**
   * The match as it was {@code n} actions earlier, its record without those actions ({@link
   * MatchRecord#undo}), replayed from the start. Never throws for any {@code n}: 0 or less undoes
   * nothing, more than there are actions goes back to the new match.
   *
   * @param n how many actions to take back
   * @return the earlier match
   */
  public Match<S> undo(int n) {
    if (n <= 0 || record.actions().isEmpty()) {
      return this;
    }
    MatchRecord shorter = record.undo(n);
    // Every action of the record was accepted by this game, whose transitions are pure: the
    // shorter record replays. A rejection here would be a bug in the game, not in the input.
    S earlier =
        shorter
            .replay(game)
            .getOrElseThrow(
                r -> new IllegalStateException("a recorded match did not replay: " + r));
    return new Match<>(game, earlier, shorter);
  }
}
