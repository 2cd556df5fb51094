package dev.mazzo.game;

import io.vavr.collection.Array;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.io.IOException;
import java.io.InputStream;
import java.util.Objects;
import java.util.Properties;

/**
 * The whole history of a match as a value (docs/records.md): the variant id, every option of the
 * variant with its defaults written out, the Mazzo version that wrote it, the seats' labels
 * (optional, for hosts) and every action in order, the deals included as explicit deck orders, so
 * that a record replays the same even if a shuffle changes.
 *
 * <p>A record is immutable: {@link #append}, {@link #undo} and {@link #withSeats} return a new one.
 * Two records are equal when all five parts are equal (the options in any order). Nothing is
 * checked when a record is made with {@link #of}: {@link #replay} checks every action with {@link
 * Game#apply} and names the first one that fails in a {@link RecordRejection}; it never throws,
 * whatever the record holds (null actions, another family's actions, options out of range).
 *
 * <p>Undo: states are values, so a host that allows undo keeps the previous state (as {@link Match}
 * does); a record drops its last actions with {@link #undo} and replays.
 */
public final class MatchRecord {

  /** The version of Mazzo this library is, written into every record it starts. */
  public static final String MAZZO_VERSION = readVersion();

  private final String variantId;
  private final Map<String, Object> options;
  private final String version;
  private final Seq<String> seats;

  /** The actions: the first {@code size} of this log, which the records of a match share. */
  private final ActionLog log;

  private final int size;

  /**
   * {@link #actions()}, made on first use: the log's first {@code size} actions never change, so a
   * race only makes an equal vector twice.
   */
  private Seq<Action> actions;

  private MatchRecord(
      String variantId,
      Map<String, Object> options,
      String version,
      Seq<String> seats,
      ActionLog log,
      int size) {
    this.variantId = variantId;
    this.options = options;
    this.version = version;
    this.seats = seats;
    this.log = log;
    this.size = size;
  }

  /**
   * A record of these parts, as they are (a reader of a stored record makes one so); nothing is
   * checked until {@link #replay}. A null part is empty (the empty string for the id and version).
   *
   * @param variantId the variant's id, such as {@code "briscola-2p"}
   * @param options every option by name
   * @param version the Mazzo version that wrote the record
   * @param seats the seats' labels, or none
   * @param actions the actions in order, deals included
   * @return the record
   */
  public static MatchRecord of(
      String variantId,
      Map<String, ?> options,
      String version,
      Seq<String> seats,
      Seq<? extends Action> actions) {
    return new MatchRecord(
        variantId == null ? "" : variantId,
        options == null ? LinkedHashMap.empty() : LinkedHashMap.ofEntries(options.map(e -> e)),
        version == null ? "" : version,
        seats == null ? Array.empty() : Array.ofAll(seats),
        actions == null ? ActionLog.EMPTY : ActionLog.of(actions),
        actions == null ? 0 : actions.size());
  }

  /**
   * The record of a new match, before its first deal: the game's variant, every option the variant
   * lists ({@link Variant#options()}) with the given value or its default, this library's {@link
   * #MAZZO_VERSION}, no seat labels and no action.
   *
   * @param game the rules of the match
   * @param options the options, as {@link Game#newMatch} takes them; null for the defaults (where
   *     {@code newMatch} rejects null as MALFORMED)
   * @return the record, or what {@link Game#newMatch} says of the options (MALFORMED for an unknown
   *     option or a value out of range); MALFORMED for a null game
   */
  public static Either<Rejection, MatchRecord> start(Game<?, ?> game, MatchOptions options) {
    if (game == null) {
      return Either.left(Rejection.malformed("There is no game to start a record of"));
    }
    MatchOptions given = options == null ? MatchOptions.defaults() : options;
    return game.newMatch(given)
        .map(
            s -> {
              Map<String, Object> all = LinkedHashMap.empty();
              for (OptionSpec spec : game.variant().options()) {
                all = all.put(spec.name(), given.get(spec.name()).getOrElse(spec.defaultValue()));
              }
              return new MatchRecord(
                  game.variant().id(), all, MAZZO_VERSION, Array.empty(), ActionLog.EMPTY, 0);
            });
  }

  /** The variant's id, such as {@code "briscola-2p"}. */
  public String variantId() {
    return variantId;
  }

  /** Every option by name, defaults written out (for a record made by {@link #start}). */
  public Map<String, Object> options() {
    return options;
  }

  /** The options as {@link Game#newMatch} takes them. */
  public MatchOptions matchOptions() {
    return MatchOptions.of(options);
  }

  /** The Mazzo version that wrote the record, such as {@code "0.1.0"}. */
  public String version() {
    return version;
  }

  /** The seats' labels, in seat order, as a host gave them; empty when none were given. */
  public Seq<String> seats() {
    return seats;
  }

  /**
   * Every action in order, the deals included, as a vector made on the first call. The records of a
   * match keep their actions in one array that they share: {@link #append} writes into its free end
   * (amortized constant time; a copy only when the array is full, or when the record appended to is
   * not the longest of its array, such as an earlier or undone one), and {@link #undo} shares it,
   * so a host that records every action of a long match copies little. No record sees the actions
   * appended to another.
   */
  public Seq<Action> actions() {
    Seq<Action> all = actions;
    if (all == null) {
      all = log.first(size);
      actions = all;
    }
    return all;
  }

  /**
   * The number of actions, the deals included: {@code actions().size()}, without making the list.
   */
  public int size() {
    return size;
  }

  /**
   * This record with one more action at the end; nothing is checked ({@link Match#apply} appends
   * only accepted actions).
   *
   * @param action the action
   * @return the longer record
   */
  public MatchRecord append(Action action) {
    return new MatchRecord(variantId, options, version, seats, log.append(size, action), size + 1);
  }

  /**
   * This record without its last {@code n} actions: the record of the match as it was {@code n}
   * actions earlier. Never throws: {@code n} of 0 or less drops nothing, and {@code n} beyond the
   * number of actions drops them all (the match before its first deal).
   *
   * @param n how many actions to drop
   * @return the shorter record
   */
  public MatchRecord undo(int n) {
    if (n <= 0) {
      return this;
    }
    return new MatchRecord(variantId, options, version, seats, log, size - Math.min(n, size));
  }

  /**
   * This record with these seat labels (a host's names for the seats, in seat order).
   *
   * @param labels the labels; null for none
   * @return the record
   */
  public MatchRecord withSeats(Seq<String> labels) {
    return new MatchRecord(
        variantId,
        options,
        version,
        labels == null ? Array.empty() : Array.ofAll(labels),
        log,
        size);
  }

  /**
   * The state after the whole record.
   *
   * @param game the rules of the record's variant
   * @param <S> the state type
   * @return the state, or the rejection of the first action that fails (see {@link #replay(Game,
   *     int)})
   */
  public <S extends GameState> Either<RecordRejection, S> replay(Game<S, ?> game) {
    return replay(game, size);
  }

  /**
   * The state after the record's first {@code n} actions: a new match with the record's options,
   * then each action applied with {@link Game#apply}.
   *
   * @param game the rules of the record's variant
   * @param n how many actions to replay, from 0 (the new match) to {@code actions().size()}
   * @param <S> the state type
   * @return the state; or the first action that is not accepted, by its 0-based index, with exactly
   *     the rejection {@code apply} gives (MALFORMED for a null action); or, at index {@link
   *     RecordRejection#RECORD}, a game of another variant (or none), options the variant does not
   *     accept, or {@code n} out of range. Never a half-built state, never an exception.
   */
  public <S extends GameState> Either<RecordRejection, S> replay(Game<S, ?> game, int n) {
    if (n < 0 || n > size) {
      return Either.left(
          RecordRejection.ofRecord(
              Rejection.malformed(
                  "This record has "
                      + size
                      + " actions: replay from 0 to "
                      + size
                      + " of them, not "
                      + n)));
    }
    Either<RecordRejection, S> start = newMatch(game);
    if (start.isLeft()) {
      return start;
    }
    S s = start.get();
    for (int k = 0; k < n; k++) {
      Either<RecordRejection, S> next = step(game, s, k);
      if (next.isLeft()) {
        return next;
      }
      s = next.get();
    }
    return Either.right(s);
  }

  /**
   * Every state of the match: the new match, then the state after each action; so {@code
   * states(game).get().get(n)} is {@code replay(game, n).get()}.
   *
   * @param game the rules of the record's variant
   * @param <S> the state type
   * @return the {@code actions().size() + 1} states, or the rejection {@link #replay(Game)} gives
   */
  public <S extends GameState> Either<RecordRejection, Seq<S>> states(Game<S, ?> game) {
    Either<RecordRejection, S> start = newMatch(game);
    if (start.isLeft()) {
      return Either.left(start.getLeft());
    }
    java.util.List<S> out = new java.util.ArrayList<>(size + 1);
    out.add(start.get());
    for (int k = 0; k < size; k++) {
      Either<RecordRejection, S> next = step(game, out.get(k), k);
      if (next.isLeft()) {
        return Either.left(next.getLeft());
      }
      out.add(next.get());
    }
    return Either.right(Array.ofAll(out));
  }

  private <S extends GameState> Either<RecordRejection, S> newMatch(Game<S, ?> game) {
    if (game == null) {
      return Either.left(
          RecordRejection.ofRecord(Rejection.malformed("There is no game to replay the record")));
    }
    String id = game.variant().id();
    if (!id.equals(variantId)) {
      return Either.left(
          RecordRejection.ofRecord(
              Rejection.malformed(
                  "This record is of the variant \""
                      + variantId
                      + "\", and the game given is \""
                      + id
                      + "\"")));
    }
    return game.newMatch(matchOptions()).mapLeft(RecordRejection::ofRecord);
  }

  private <S extends GameState> Either<RecordRejection, S> step(Game<S, ?> game, S s, int k) {
    Action a = log.get(k);
    if (a == null) {
      return Either.left(
          RecordRejection.at(k, null, Rejection.malformed("The action is missing (null)")));
    }
    return game.apply(s, a).mapLeft(r -> RecordRejection.at(k, a, r));
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof MatchRecord)) {
      return false;
    }
    MatchRecord r = (MatchRecord) o;
    return variantId.equals(r.variantId)
        && options.equals(r.options)
        && version.equals(r.version)
        && seats.equals(r.seats)
        && actions().equals(r.actions());
  }

  @Override
  public int hashCode() {
    return Objects.hash(variantId, options, version, seats, actions());
  }

  @Override
  public String toString() {
    return "MatchRecord("
        + variantId
        + ", "
        + options.mkString("{", ", ", "}")
        + ", Mazzo "
        + version
        + ", seats "
        + seats.mkString("[", ", ", "]")
        + ", "
        + size
        + " actions)";
  }

  /** The version Maven wrote into {@code mazzo-version.properties}, or "unknown". */
  private static String readVersion() {
    Properties p = new Properties();
    try (InputStream in = MatchRecord.class.getResourceAsStream("mazzo-version.properties")) {
      if (in != null) {
        p.load(in);
      }
    } catch (IOException e) {
      return "unknown";
    }
    String v = p.getProperty("version", "unknown");
    return v.startsWith("${") ? "unknown" : v;
  }
}
