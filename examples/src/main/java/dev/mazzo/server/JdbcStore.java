package dev.mazzo.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.mazzo.protocol.Json;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The store in a database through JDBC: SQLite by default ({@code jdbc:sqlite:DIR/mazzo.db}, its
 * journal in WAL mode with {@code synchronous=FULL}, so that a committed action survives even a
 * power cut), or PostgreSQL ({@code jdbc:postgresql://…}). Two tables, their names after a prefix:
 * {@code PREFIXtables} (id, record header, token hashes, seed, time made, and {@code finished}, 1
 * once the match is over) and {@code PREFIXactions} (table id, index, ACTION). Each write is one
 * statement in auto-commit, but the last action of a match, which is written with its table's
 * {@code finished} in one transaction: committed when {@link #append} returns. A database of an
 * older server, whose tables lack {@code finished}, gets the column (0: in play until the server's
 * replay marks it). One connection, used by one thread at a time, reopened once if it broke.
 */
public final class JdbcStore implements Store {

  private final String url;
  private final String prefix;
  private Connection connection;

  private JdbcStore(String url, String prefix) {
    this.url = url;
    this.prefix = prefix;
  }

  /**
   * Opens the store of a database, making its two tables if they are missing.
   *
   * @param url a JDBC URL, such as {@code jdbc:sqlite:/home/ann/.local/share/mazzo/mazzo.db}
   * @return the store
   * @throws StoreException if the database cannot be opened
   */
  public static JdbcStore open(String url) {
    return open(url, "mazzo_");
  }

  /**
   * Opens the store of a database with its own table names (for tests that share a database).
   *
   * @param url a JDBC URL
   * @param prefix the tables' prefix: letters, digits and underscores
   * @return the store
   * @throws StoreException if the database cannot be opened
   */
  public static JdbcStore open(String url, String prefix) {
    if (!prefix.matches("[A-Za-z0-9_]*")) {
      throw new IllegalArgumentException("a table prefix is letters, digits and _: " + prefix);
    }
    JdbcStore store = new JdbcStore(url, prefix);
    synchronized (store) {
      store.connection();
    }
    return store;
  }

  /** The connection, opened (with SQLite's pragmas and the schema) if it is not open or broke. */
  private Connection connection() {
    try {
      if (connection != null && connection.isValid(2)) {
        return connection;
      }
      if (connection != null) {
        connection.close();
      }
      Connection c = DriverManager.getConnection(url);
      try (Statement s = c.createStatement()) {
        if (url.startsWith("jdbc:sqlite:")) {
          s.execute("PRAGMA journal_mode=WAL");
          s.execute("PRAGMA synchronous=FULL");
          s.execute("PRAGMA busy_timeout=5000");
        }
        s.execute(
            "CREATE TABLE IF NOT EXISTS "
                + prefix
                + "tables (id VARCHAR(32) PRIMARY KEY, header TEXT NOT NULL,"
                + " tokens TEXT NOT NULL, seed BIGINT NOT NULL, created BIGINT NOT NULL,"
                + " finished INTEGER NOT NULL DEFAULT 0)");
        s.execute(
            "CREATE TABLE IF NOT EXISTS "
                + prefix
                + "actions (table_id VARCHAR(32) NOT NULL, n INTEGER NOT NULL,"
                + " action TEXT NOT NULL, PRIMARY KEY (table_id, n))");
      }
      migrate(c);
      try (Statement s = c.createStatement()) {
        s.execute(
            "CREATE INDEX IF NOT EXISTS "
                + prefix
                + "tables_in_play ON "
                + prefix
                + "tables (finished, created)");
      }
      connection = c;
      return c;
    } catch (SQLException e) {
      throw new StoreException("the database could not be opened: " + e.getMessage(), e);
    }
  }

  /**
   * Adds {@code finished} to the tables of an older server's database, 0 for each: they are in play
   * until the server replays them and {@link #markOver marks} those that are over.
   */
  private void migrate(Connection c) throws SQLException {
    try (Statement s = c.createStatement()) {
      s.executeQuery("SELECT finished FROM " + prefix + "tables WHERE 1 = 0").close();
      return;
    } catch (SQLException missing) {
      // an older schema: the column is added below
    }
    try (Statement s = c.createStatement()) {
      s.execute("ALTER TABLE " + prefix + "tables ADD COLUMN finished INTEGER NOT NULL DEFAULT 0");
    }
  }

  /** Runs a write, reopening the connection once if it broke. */
  private void write(String what, SqlWrite w) {
    try {
      w.run(connection());
    } catch (SQLException first) {
      try {
        if (connection != null && connection.isValid(2)) {
          throw first;
        }
        w.run(connection());
      } catch (SQLException e) {
        throw new StoreException(what + " could not be written: " + e.getMessage(), e);
      }
    }
  }

  @Override
  public synchronized void create(StoredTable table) {
    ArrayNode tokens = JsonNodeFactory.instance.arrayNode();
    table.tokenHashes().forEach(tokens::add);
    write(
        "the table " + table.id(),
        c -> {
          try (PreparedStatement s =
              c.prepareStatement(
                  "INSERT INTO "
                      + prefix
                      + "tables (id, header, tokens, seed, created) VALUES (?, ?, ?, ?, ?)")) {
            s.setString(1, table.id());
            s.setString(2, table.header());
            s.setString(3, Json.write(tokens));
            s.setLong(4, table.seed());
            s.setLong(5, System.currentTimeMillis());
            s.executeUpdate();
          }
        });
  }

  @Override
  public synchronized void append(String tableId, int index, String action, boolean over) {
    write(
        "action " + index + " of the table " + tableId,
        c -> {
          if (!over) {
            insert(c, tableId, index, action);
            return;
          }
          c.setAutoCommit(false);
          try {
            insert(c, tableId, index, action);
            if (finish(c, tableId) != 1) {
              throw new SQLException("there is no table " + tableId);
            }
            c.commit();
          } catch (SQLException e) {
            try {
              c.rollback();
            } catch (SQLException lost) {
              e.addSuppressed(lost);
            }
            throw e;
          } finally {
            try {
              c.setAutoCommit(true);
            } catch (SQLException broken) {
              // a broken connection: the next write opens another
            }
          }
        });
  }

  private void insert(Connection c, String tableId, int index, String action) throws SQLException {
    try (PreparedStatement s =
        c.prepareStatement(
            "INSERT INTO " + prefix + "actions (table_id, n, action) VALUES (?, ?, ?)")) {
      s.setString(1, tableId);
      s.setInt(2, index);
      s.setString(3, action);
      s.executeUpdate();
    }
  }

  /** Marks a table over; how many tables were marked (0 or 1). */
  private int finish(Connection c, String tableId) throws SQLException {
    try (PreparedStatement s =
        c.prepareStatement("UPDATE " + prefix + "tables SET finished = 1 WHERE id = ?")) {
      s.setString(1, tableId);
      return s.executeUpdate();
    }
  }

  @Override
  public synchronized void markOver(String tableId) {
    write("the end of the table " + tableId, c -> finish(c, tableId));
  }

  @Override
  public synchronized int count() {
    try (Statement s = connection().createStatement();
        ResultSet r = s.executeQuery("SELECT COUNT(*) FROM " + prefix + "tables")) {
      r.next();
      return r.getInt(1);
    } catch (SQLException e) {
      throw new StoreException("the tables could not be counted: " + e.getMessage(), e);
    }
  }

  @Override
  public synchronized List<StoredTable> inPlay() {
    try {
      Connection c = connection();
      Map<String, List<String>> actions = new LinkedHashMap<>();
      try (Statement s = c.createStatement();
          ResultSet r =
              s.executeQuery(
                  "SELECT a.table_id, a.n, a.action FROM "
                      + prefix
                      + "actions a JOIN "
                      + prefix
                      + "tables t ON t.id = a.table_id WHERE t.finished = 0"
                      + " ORDER BY a.table_id, a.n")) {
        while (r.next()) {
          List<String> list = actions.computeIfAbsent(r.getString(1), k -> new ArrayList<>());
          if (r.getInt(2) != list.size()) {
            throw new StoreException(
                "table " + r.getString(1) + " lacks its action " + list.size(), null);
          }
          list.add(r.getString(3));
        }
      }
      List<StoredTable> out = new ArrayList<>();
      try (Statement s = c.createStatement();
          ResultSet r =
              s.executeQuery(
                  "SELECT id, header, tokens, seed FROM "
                      + prefix
                      + "tables WHERE finished = 0 ORDER BY created, id")) {
        while (r.next()) {
          String id = r.getString(1);
          out.add(row(r, actions.getOrDefault(id, List.of())));
        }
      }
      return out;
    } catch (SQLException e) {
      throw new StoreException("the tables could not be read: " + e.getMessage(), e);
    }
  }

  @Override
  public synchronized Optional<StoredTable> find(String tableId) {
    try {
      Connection c = connection();
      List<String> actions = new ArrayList<>();
      try (PreparedStatement s =
          c.prepareStatement(
              "SELECT n, action FROM " + prefix + "actions WHERE table_id = ? ORDER BY n")) {
        s.setString(1, tableId);
        try (ResultSet r = s.executeQuery()) {
          while (r.next()) {
            if (r.getInt(1) != actions.size()) {
              throw new StoreException(
                  "table " + tableId + " lacks its action " + actions.size(), null);
            }
            actions.add(r.getString(2));
          }
        }
      }
      try (PreparedStatement s =
          c.prepareStatement(
              "SELECT id, header, tokens, seed FROM " + prefix + "tables WHERE id = ?")) {
        s.setString(1, tableId);
        try (ResultSet r = s.executeQuery()) {
          return r.next() ? Optional.of(row(r, actions)) : Optional.empty();
        }
      }
    } catch (SQLException e) {
      throw new StoreException("the table " + tableId + " could not be read: " + e.getMessage(), e);
    }
  }

  /** A table from a row of {@code id, header, tokens, seed}, with its actions. */
  private static StoredTable row(ResultSet r, List<String> actions) throws SQLException {
    List<String> hashes = new ArrayList<>();
    for (JsonNode h : Json.parse(r.getString(3)).get()) {
      hashes.add(h.isNull() ? null : h.asText());
    }
    return new StoredTable(r.getString(1), r.getString(2), hashes, r.getLong(4), actions);
  }

  /** Drops the store's two tables (for tests that share a database). The store is closed. */
  public synchronized void drop() {
    write(
        "the drop",
        c -> {
          try (Statement s = c.createStatement()) {
            s.execute("DROP TABLE IF EXISTS " + prefix + "actions");
            s.execute("DROP TABLE IF EXISTS " + prefix + "tables");
          }
        });
    close();
  }

  @Override
  public synchronized void close() {
    if (connection != null) {
      try {
        connection.close();
      } catch (SQLException e) {
        // closing: nothing is left to lose
      }
      connection = null;
    }
  }

  /** A write on a connection. */
  private interface SqlWrite {
    void run(Connection c) throws SQLException;
  }
}
