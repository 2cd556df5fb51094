package dev.mazzo.server;

import java.util.List;
import java.util.Optional;

/**
 * Where the tables live between two runs of the server. An action is {@link #append appended}
 * (committed) before any client hears of it, so that nothing accepted is lost; the action that ends
 * a match marks its table over in the same commit. At start the server reads only the tables {@link
 * #inPlay in play} and replays their actions, so that a store of a million finished matches starts
 * as fast as an empty one; it reads any other table ({@link #find}) when it is asked for.
 */
public interface Store extends AutoCloseable {

  /**
   * Writes a new table, with no action yet.
   *
   * @param table the table
   * @throws StoreException if it could not be written
   */
  void create(StoredTable table);

  /**
   * Writes one accepted action of a table, committed when this returns; the action that ends the
   * match marks the table over in the same commit (both or neither), so that {@link #inPlay} leaves
   * it out from then on.
   *
   * @param tableId the table's id
   * @param index the action's index in the table's record (0 for the first)
   * @param action the action as the protocol's ACTION JSON text
   * @param over whether the match is over after this action
   * @throws StoreException if it could not be written
   */
  void append(String tableId, int index, String action, boolean over);

  /**
   * The tables not marked over, each with its actions in order: what the server replays at start. A
   * table stored before its store kept the mark (an older database) is among them until {@link
   * #markOver} marks it.
   *
   * @return the tables in play, oldest first
   * @throws StoreException if they could not be read
   */
  List<StoredTable> inPlay();

  /**
   * Marks a table over: for a table whose replay shows its match over though the store had not
   * marked it (one stored before the store kept the mark). Nothing for a table it does not have.
   *
   * @param tableId the table's id
   * @throws StoreException if it could not be written
   */
  void markOver(String tableId);

  /**
   * How many tables the store has, finished or not (the server numbers the tables it makes from it,
   * so that a server with a seed makes the same tables after a restart as in one run).
   *
   * @return the number of tables
   * @throws StoreException if it could not be read
   */
  int count();

  /**
   * One table, its actions in order: what the server reads to serve a table not in memory (a
   * finished one, or one idle without a client; docs/server.md, limits).
   *
   * @param tableId the table's id
   * @return the table, or empty if the store has no table of that id
   * @throws StoreException if it could not be read
   */
  Optional<StoredTable> find(String tableId);

  /** Releases the store's connections. */
  @Override
  void close();

  /** A store that failed to read or write. */
  final class StoreException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * A failure.
     *
     * @param message what failed
     * @param cause the cause
     */
    public StoreException(String message, Throwable cause) {
      super(message, cause);
    }
  }
}
