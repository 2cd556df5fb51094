package dev.mazzo.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The store on SQLite, the server's default: always run. */
class SqliteStoreTest extends StoreContract {

  @TempDir Path dir;

  @Override
  String url() {
    return "jdbc:sqlite:" + dir.resolve("mazzo.db");
  }

  @Override
  String prefix() {
    return "mazzo_";
  }

  @Test
  @DisplayName("SQLite's journal is in WAL mode")
  void walMode() throws SQLException {
    open().close();
    try (Connection c = DriverManager.getConnection(url());
        ResultSet r = c.createStatement().executeQuery("PRAGMA journal_mode")) {
      r.next();
      assertEquals("wal", r.getString(1));
    }
  }
}
