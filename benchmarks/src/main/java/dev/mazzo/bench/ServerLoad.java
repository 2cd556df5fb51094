package dev.mazzo.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.protocol.Json;
import dev.mazzo.server.ForwardingStore;
import dev.mazzo.server.JdbcStore;
import dev.mazzo.server.ServerSettings;
import dev.mazzo.server.Store;
import dev.mazzo.server.TableServer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The table server's load (issue 28; not run in CI): a server in this JVM on an SQLite store in a
 * temporary directory, with no pace; {@code tables} tables of bots playing at full speed, each
 * watched by a spectator's socket that reads and drops its views (a table of bots alone plays only
 * while a client is connected; each one that ends is replaced), and {@code clients} WebSocket
 * clients acting as people, each at a table of its own against bots, sending the first legal action
 * as soon as its view asks for one. It stops by itself after {@code seconds} and prints the moves
 * per second (every action stored, deals included), the p50 and p99 latency from a client's act to
 * its next view, the heap after a collection, and the errors (refusals, error messages, failed
 * requests).
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar dev.mazzo.bench.ServerLoad [tables clients seconds]
 * </pre>
 */
public final class ServerLoad {

  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static final String BOTS =
      "{\"variant\":\"briscola-4p\",\"seats\":[\"greedy\",\"random\",\"greedy\",\"random\"]}";
  private static final String PERSON =
      "{\"variant\":\"briscola-4p\",\"seats\":[\"human\",\"greedy\",\"random\",\"greedy\"]}";

  private static final AtomicLong MOVES = new AtomicLong();
  private static final AtomicLong ERRORS = new AtomicLong();
  private static final AtomicLong MADE = new AtomicLong();
  private static final ConcurrentLinkedQueue<Long> LATENCIES = new ConcurrentLinkedQueue<>();

  private ServerLoad() {}

  /**
   * Runs the load.
   *
   * @param args the bot tables (500), the clients (100), the seconds (600)
   * @throws Exception if the server cannot start
   */
  public static void main(String[] args) throws Exception {
    int tables = args.length > 0 ? Integer.parseInt(args[0]) : 500;
    int clients = args.length > 1 ? Integer.parseInt(args[1]) : 100;
    int seconds = args.length > 2 ? Integer.parseInt(args[2]) : 600;
    Path dir = Files.createTempDirectory("mazzo-load");
    Store store = new Counting(JdbcStore.open("jdbc:sqlite:" + dir.resolve("mazzo.db")));
    TableServer server = new TableServer(ServerSettings.fast(1L), store).start();
    String base = "127.0.0.1:" + server.port();
    List<String> botTables = new ArrayList<>();
    List<WebSocket> watchers = new ArrayList<>();
    for (int i = 0; i < tables; i++) {
      botTables.add(create(base, BOTS).get("table").asText());
      watchers.add(watch(base, botTables.get(i)));
    }
    List<Person> people = new ArrayList<>();
    for (int i = 0; i < clients; i++) {
      people.add(new Person(base));
    }
    long start = System.nanoTime();
    long end = start + seconds * 1_000_000_000L;
    long movesAtStart = MOVES.get();
    while (System.nanoTime() < end) {
      Thread.sleep(2000);
      for (int i = 0; i < botTables.size(); i++) {
        JsonNode state = get(base, "/api/tables/" + botTables.get(i));
        if (state.path("over").asBoolean()) {
          watchers.get(i).abort();
          botTables.set(i, create(base, BOTS).get("table").asText());
          watchers.set(i, watch(base, botTables.get(i)));
        }
      }
      System.err.printf(
          "%4d s: %d moves, %d latencies, %d errors%n",
          (System.nanoTime() - start) / 1_000_000_000L,
          MOVES.get() - movesAtStart,
          LATENCIES.size(),
          ERRORS.get());
    }
    double elapsed = (System.nanoTime() - start) / 1e9;
    long moves = MOVES.get() - movesAtStart;
    for (Person p : people) {
      p.ws.abort();
    }
    watchers.forEach(WebSocket::abort);
    int inMemory = server.tablesInMemory();
    server.stop();
    long[] l = LATENCIES.stream().mapToLong(Long::longValue).sorted().toArray();
    System.gc();
    long heap = Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory();
    System.out.printf(
        "%d bot tables, %d clients, %.0f s: %.0f moves/s; act->view p50 %.2f ms, p99 %.2f ms"
            + " (%d acts); heap after GC %d MB (with the stopped server's tables); tables in"
            + " memory at the end %d of %d made; %d errors%n",
        tables,
        clients,
        elapsed,
        moves / elapsed,
        l.length == 0 ? 0 : l[l.length / 2] / 1e6,
        l.length == 0 ? 0 : l[(int) Math.min(l.length - 1, l.length * 0.99)] / 1e6,
        l.length,
        heap >> 20,
        inMemory,
        MADE.get(),
        ERRORS.get());
  }

  private static JsonNode create(String base, String request) throws Exception {
    HttpResponse<String> r =
        HTTP.send(
            HttpRequest.newBuilder(URI.create("http://" + base + "/api/tables"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(request))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    if (r.statusCode() != 201) {
      ERRORS.incrementAndGet();
      throw new IllegalStateException(r.body());
    }
    MADE.incrementAndGet();
    return Json.parse(r.body()).get();
  }

  /** A spectator's socket on a table, reading and dropping every message. */
  private static WebSocket watch(String base, String table) {
    return HTTP.newWebSocketBuilder()
        .buildAsync(
            URI.create("ws://" + base + "/ws/tables/" + table),
            new WebSocket.Listener() {
              @Override
              public CompletionStage<?> onText(WebSocket w, CharSequence data, boolean last) {
                w.request(1);
                return null;
              }
            })
        .join();
  }

  private static JsonNode get(String base, String path) throws Exception {
    HttpResponse<String> r =
        HTTP.send(
            HttpRequest.newBuilder(URI.create("http://" + base + path)).build(),
            HttpResponse.BodyHandlers.ofString());
    return Json.parse(r.body()).get();
  }

  /** A client acting as a person: plays the first legal action, then a new table at the end. */
  private static final class Person implements WebSocket.Listener {
    private final String base;
    private final StringBuilder part = new StringBuilder();
    private volatile long sentAt;
    WebSocket ws;

    Person(String base) throws Exception {
      this.base = base;
      sit();
    }

    private void sit() throws Exception {
      JsonNode made = create(base, PERSON);
      String url =
          "ws://"
              + base
              + "/ws/tables/"
              + made.get("table").asText()
              + "?token="
              + made.get("seats").get(0).get("token").asText();
      ws = HTTP.newWebSocketBuilder().buildAsync(URI.create(url), this).join();
    }

    @Override
    public CompletionStage<?> onText(WebSocket w, CharSequence data, boolean last) {
      part.append(data);
      if (last) {
        JsonNode m = Json.parse(part.toString()).get();
        part.setLength(0);
        handle(w, m);
      }
      w.request(1);
      return null;
    }

    private void handle(WebSocket w, JsonNode m) {
      if (!"view".equals(m.path("type").asText())) {
        ERRORS.incrementAndGet();
        return;
      }
      if (sentAt != 0) {
        LATENCIES.add(System.nanoTime() - sentAt);
        sentAt = 0;
      }
      if (m.path("over").asBoolean()) {
        w.sendClose(WebSocket.NORMAL_CLOSURE, "over");
        try {
          sit();
        } catch (Exception e) {
          ERRORS.incrementAndGet();
        }
        return;
      }
      JsonNode legal = m.path("view").path("legal");
      if (legal.size() > 0) {
        ObjectNode act = Json.parse("{\"type\":\"act\"}").get().deepCopy();
        act.set("action", legal.get(0));
        sentAt = System.nanoTime();
        w.sendText(Json.write(act), true);
      }
    }
  }

  /** The server's store, counting the actions it writes. */
  private static final class Counting extends ForwardingStore {
    Counting(Store store) {
      super(store);
    }

    @Override
    public void append(String tableId, int index, String action, boolean over) {
      super.append(tableId, index, action, over);
      MOVES.incrementAndGet();
    }
  }
}
