package dev.mazzo.protocol;

import dev.mazzo.game.GameState;
import dev.mazzo.game.Match;
import io.vavr.control.Option;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The matches a {@link Referee} holds open, by id, in the order they were opened (docs/protocol.md,
 * issue 27): the default match, which a request without {@code "match"} addresses, has the id
 * {@code null}. A new match on an open id takes that match's place (and its place in the order).
 */
final class Matches {

  private final int max;
  private final Map<String, Match<GameState>> open = new LinkedHashMap<>();

  /**
   * No match open yet, and at most this many at once.
   *
   * @param max the most open matches, at least 1
   */
  Matches(int max) {
    this.max = max;
  }

  /** The most open matches. */
  int max() {
    return max;
  }

  /** The open match of this id ({@code null} for the default match), if any. */
  Option<Match<GameState>> get(String id) {
    return Option.of(open.get(id));
  }

  /** True when a match of another id cannot be opened: {@link #max()} are open. */
  boolean fullFor(String id) {
    return !open.containsKey(id) && open.size() >= max;
  }

  /** Holds the match under this id, in place of the match of that id if there was one. */
  void put(String id, Match<GameState> match) {
    open.put(id, match);
  }

  /** Forgets the match of this id. */
  void remove(String id) {
    open.remove(id);
  }

  /** Every open match by id, in the order they were opened. */
  Iterable<Map.Entry<String, Match<GameState>>> all() {
    return open.entrySet();
  }
}
