package dev.mazzo.server;

import static org.junit.jupiter.api.Assertions.fail;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;

/**
 * The store on PostgreSQL, at {@code MAZZO_POSTGRES_URL} (such as {@code
 * jdbc:postgresql://127.0.0.1:5432/mazzo_test?user=mazzo&password=mazzo}), in tables of a prefix of
 * its own that each test drops. Without the URL it is skipped, or fails under {@code MAZZO_CI=1}.
 */
@Tag("postgres")
class PostgresStoreTest extends StoreContract {

  private static final String URL = System.getenv("MAZZO_POSTGRES_URL");

  private static final String PREFIX = "mazzo_test_" + Long.toHexString(System.nanoTime()) + "_";

  /**
   * Skips (or fails) the whole class before any test, so that no test's clean-up opens a store
   * without a URL.
   */
  @BeforeAll
  static void needsPostgres() {
    if (URL == null || URL.isBlank()) {
      if ("1".equals(System.getenv("MAZZO_CI"))) {
        fail(
            "MAZZO_CI=1 and MAZZO_POSTGRES_URL is not set: the store tests need a PostgreSQL"
                + " server, such as jdbc:postgresql://127.0.0.1:5432/mazzo_test?user=mazzo&password=mazzo");
      }
      Assumptions.abort("MAZZO_POSTGRES_URL is not set: no PostgreSQL to test the store on");
    }
  }

  @Override
  String url() {
    return URL;
  }

  @Override
  String prefix() {
    return PREFIX;
  }
}
