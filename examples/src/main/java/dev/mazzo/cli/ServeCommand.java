package dev.mazzo.cli;

import dev.mazzo.server.JdbcStore;
import dev.mazzo.server.ServerSettings;
import dev.mazzo.server.Store;
import dev.mazzo.server.TableServer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * {@code mazzo serve}: the table server (docs/server.md) until Ctrl-C. It prints the address to
 * open; a shutdown hook stops it (the listener, then the bots, then the store). Its tables live in
 * {@code --data}'s SQLite database, or in the database of {@code --db}, and come back after a
 * restart.
 */
@Command(
    name = "serve",
    mixinStandardHelpOptions = true,
    description = "Serve the browser table: people and bots at one table, for every variant.")
final class ServeCommand implements Callable<Integer> {

  @ParentCommand Mazzo mazzo;

  @Option(
      names = "--port",
      paramLabel = "PORT",
      defaultValue = "7070",
      description = "the port to listen on, 0 for any free one (default: ${DEFAULT-VALUE})")
  int port;

  @Option(
      names = "--host",
      paramLabel = "HOST",
      defaultValue = "127.0.0.1",
      description =
          "the address to listen on (default: ${DEFAULT-VALUE}, this machine only;"
              + " 0.0.0.0 for every network)")
  String host;

  @Option(
      names = "--data",
      paramLabel = "DIR",
      description =
          "the directory of the tables' database, mazzo.db (default: $XDG_DATA_HOME/mazzo,"
              + " else ~/.local/share/mazzo)")
  Path data;

  @Option(
      names = "--db",
      paramLabel = "JDBC_URL",
      description = "a database instead, such as jdbc:postgresql://host/db?user=u&password=p")
  String db;

  @Option(
      names = "--bot-delay",
      paramLabel = "MS",
      defaultValue = "" + ServerSettings.BOT_DELAY,
      description = "how long a bot waits before it acts, in ms (default: ${DEFAULT-VALUE})")
  long botDelay;

  @Option(
      names = "--trick-pause",
      paramLabel = "MS",
      defaultValue = "" + ServerSettings.TRICK_PAUSE,
      description =
          "how long a finished trick stays on the table, in ms (default: ${DEFAULT-VALUE})")
  long trickPause;

  @Option(
      names = {"-s", "--seed"},
      paramLabel = "S",
      description = "seed of every table's deals and bots (default: random ones)")
  Long seed;

  @Override
  public Integer call() throws Exception {
    if (port < 0 || port > 65535 || botDelay < 0 || trickPause < 0) {
      return Catalog.usageError(
          mazzo, "the port must be 0 to 65535 and the delays 0 or more milliseconds");
    }
    String url = db;
    if (url == null) {
      Path dir = data != null ? data : defaultData();
      try {
        Files.createDirectories(dir);
      } catch (IOException | RuntimeException e) {
        mazzo.err.println("mazzo: the data directory " + dir + " could not be made: " + e);
        return 1;
      }
      url = "jdbc:sqlite:" + dir.resolve("mazzo.db").toAbsolutePath();
    }
    Store store;
    try {
      store = JdbcStore.open(url);
    } catch (Store.StoreException e) {
      mazzo.err.println("mazzo: " + e.getMessage());
      return 1;
    }
    TableServer server =
        new TableServer(
            new ServerSettings(
                host, port, botDelay, trickPause, seed, ServerSettings.MESSAGES_PER_SECOND),
            store);
    CountDownLatch stopped = new CountDownLatch(1);
    try {
      server.start();
    } catch (RuntimeException e) {
      server.stop();
      mazzo.err.println(
          "mazzo: the server could not start on " + host + ":" + port + ": " + e.getMessage());
      return 1;
    }
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  server.stop();
                  stopped.countDown();
                },
                "mazzo-serve-stop"));
    String shown = host.equals("0.0.0.0") || host.equals("127.0.0.1") ? "localhost" : host;
    mazzo.out.println(
        "Mazzo serves its tables at http://" + shown + ":" + server.port() + "/ (Ctrl-C stops it)");
    mazzo.out.println("Tables are kept in " + (db != null ? "the database of --db" : url));
    mazzo.out.flush();
    stopped.await();
    return 0;
  }

  /** {@code $XDG_DATA_HOME/mazzo}, else {@code ~/.local/share/mazzo}. */
  static Path defaultData() {
    String xdg = System.getenv("XDG_DATA_HOME");
    if (xdg != null && !xdg.isBlank() && Paths.get(xdg).isAbsolute()) {
      return Paths.get(xdg, "mazzo");
    }
    return Paths.get(System.getProperty("user.home"), ".local", "share", "mazzo");
  }
}
