package dev.mazzo.server;

import java.util.List;
import java.util.Optional;

/**
 * Where the tables live between two runs of the server. An action is {@link #append appended}
 * (committed) before any client hears of it, so that nothing accepted is lost; at start the server
 * {@link #load loads} every table and replays its actions.
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
   * Writes one accepted action of a table, committed when this returns.
   *
   * @param tableId the table's id
   * @param index the action's index in the table's record (0 for the first)
   * @param action the action as the protocol's ACTION JSON text
   * @throws StoreException if it could not be written
   */
  void append(String tableId, int index, String action);

  /**
   * Every table, its actions in order.
   *
   * @return the tables, oldest first
   * @throws StoreException if they could not be read
   */
  List<StoredTable> load();

  /**
   * One table, its actions in order: what the server reads to serve a table it released from memory
   * (a finished one, or one idle without a client; docs/server.md, limits). By default the table of
   * {@link #load()}; a store that can read one table alone does.
   *
   * @param tableId the table's id
   * @return the table, or empty if the store has no table of that id
   * @throws StoreException if it could not be read
   */
  default Optional<StoredTable> find(String tableId) {
    for (StoredTable t : load()) {
      if (t.id().equals(tableId)) {
        return Optional.of(t);
      }
    }
    return Optional.empty();
  }

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
