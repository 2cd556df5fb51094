package dev.mazzo.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.bot.Bot;
import dev.mazzo.bot.Bots;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Match;
import dev.mazzo.game.MatchRecord;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.RecordRejection;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variants;
import dev.mazzo.protocol.Json;
import io.vavr.collection.Array;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The server's tables: made from a {@code POST /api/tables} request or loaded from the store, with
 * the scheduler their bots and deals run on.
 */
final class Tables {

  /** The kind of a seat a person takes. */
  static final String HUMAN = "human";

  /** The most tables in memory with a match in play; a request for one more is refused. */
  static final int MAX_TABLES = 10_000;

  /**
   * How long a match in play stays in memory with no client and a person to act (nothing for the
   * server to do) before it is released: 10 minutes. It stays in the store, which serves it again.
   */
  static final long IDLE_MILLIS = 10 * 60 * 1000L;

  private static final Logger LOG = LoggerFactory.getLogger(Tables.class);

  /**
   * The tables in memory: every match in play with a client, with bots or deals to come, or idle
   * for less than {@link #idleMillis}; and the finished ones a client still watches.
   */
  private final Map<String, Table> tables = new ConcurrentHashMap<>();

  private final ServerSettings settings;
  private final Store store;
  private final long idleMillis;
  private final ScheduledThreadPoolExecutor scheduler;
  private final AtomicInteger made = new AtomicInteger();

  /**
   * How many tables in memory have a match in play: each holds one from when it enters memory in
   * play until its match ends or it leaves memory ({@link Table#holdSlot}, {@link Table#dropSlot}).
   * A request takes its table's slot before the table is made, if one is free, in one atomic step.
   */
  private final AtomicInteger playing = new AtomicInteger();

  /** The most tables in play for a request to be granted one more: {@link #MAX_TABLES}. */
  private volatile int maxTables = MAX_TABLES;

  Tables(ServerSettings settings, Store store, long idleMillis) {
    this.settings = settings;
    this.store = store;
    this.idleMillis = idleMillis;
    AtomicInteger threads = new AtomicInteger();
    this.scheduler =
        new ScheduledThreadPoolExecutor(
            Math.max(2, Runtime.getRuntime().availableProcessors()),
            r -> {
              Thread t = new Thread(r, "mazzo-table-" + threads.incrementAndGet());
              t.setDaemon(true);
              return t;
            });
    scheduler.setRemoveOnCancelPolicy(true);
    long every = Math.max(10, Math.min(60_000, idleMillis / 4));
    scheduler.scheduleWithFixedDelay(this::sweepLogged, every, every, TimeUnit.MILLISECONDS);
  }

  ServerSettings settings() {
    return settings;
  }

  Store store() {
    return store;
  }

  ScheduledExecutorService scheduler() {
    return scheduler;
  }

  /** Sets the most tables in play (for tests). */
  void maxTables(int most) {
    maxTables = most;
  }

  /** How many tables in memory have a match in play. */
  int playing() {
    return playing.get();
  }

  /** Takes a slot of a table in play if fewer than the most are taken; whether it did. */
  private boolean reserve() {
    for (int n = playing.get(); n < maxTables; n = playing.get()) {
      if (playing.compareAndSet(n, n + 1)) {
        return true;
      }
    }
    return false;
  }

  /** Counts a table in play that enters memory without a request's slot (loaded, attached). */
  void slotTaken() {
    playing.incrementAndGet();
  }

  /** Frees the slot of a table whose match ended or that left memory. */
  void slotFreed() {
    playing.decrementAndGet();
  }

  /** A table in memory by id, or null (one the store has may have been released). */
  Table inMemory(String id) {
    return id == null ? null : tables.get(id);
  }

  /** How many tables are in memory. */
  int inMemoryCount() {
    return tables.size();
  }

  /**
   * A table to read (an HTTP request): the one in memory, else the store's, replayed for this
   * request alone and not kept; null when there is no such table.
   */
  Table find(String id) {
    Table t = inMemory(id);
    return t != null ? t : stored(id);
  }

  /**
   * A table for a client to join: the one in memory, else the store's, loaded into memory and
   * started (its bots and deals go on); null when there is no such table. A table released
   * meanwhile refuses the join ({@link Table#join}), and the caller asks again.
   */
  Table attach(String id) {
    if (id == null) {
      return null;
    }
    Table t = tables.computeIfAbsent(id, this::stored);
    if (t != null) {
      t.holdSlot();
      t.start();
    }
    return t;
  }

  /** A table of the store, replayed; null if it has none or it cannot be replayed. */
  private Table stored(String id) {
    Optional<StoredTable> t = store.find(id);
    return t.isEmpty() ? null : replayed(t.get());
  }

  /**
   * Releases a table from memory if it has no client and is finished, or idle for {@link
   * #idleMillis} with a person to act; it stays in the store.
   *
   * @return whether it was released
   */
  boolean release(Table table, long nowMillis) {
    return table.releaseIfIdle(nowMillis, idleMillis, () -> tables.remove(table.id, table));
  }

  /** Releases every table that may be released (see {@link #release}); how many were. */
  int sweep(long nowMillis) {
    int n = 0;
    for (Table t : tables.values()) {
      if (release(t, nowMillis)) {
        n++;
      }
    }
    return n;
  }

  private void sweepLogged() {
    try {
      sweep(System.currentTimeMillis());
    } catch (RuntimeException e) {
      LOG.error("the sweep of idle tables failed", e);
    }
  }

  /** Stops the bots and the deals. */
  void stop() {
    scheduler.shutdownNow();
    try {
      scheduler.awaitTermination(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * Makes a table from a request {@code {"variant":…,"options":{…},"seats":[…]}}, stores it and
   * starts it.
   *
   * @return the answer: the table's id, its seats with a token and a link for each person's, and
   *     the spectators' link
   * @throws ApiError for a request the server refuses
   */
  ObjectNode create(JsonNode request) {
    TableRequest r = TableRequest.read(request);
    if (!reserve()) {
      throw new ApiError(
          503,
          "TOO_MANY_TABLES",
          "This server has " + maxTables + " matches in play, its most: try again later.");
    }
    Table table;
    List<String> tokens = new ArrayList<>();
    try {
      table = newTable(r.game(), r.match(), r.kinds(), tokens);
    } catch (RuntimeException e) {
      slotFreed();
      throw e;
    }
    table.slotReserved();
    tables.put(table.id, table);
    table.start();
    return answer(table, tokens);
  }

  /** Stores a new table (not started, not in memory yet); each seat's token added to tokens. */
  private Table newTable(
      Game<GameState, PlayerView> game,
      Match<GameState> match,
      List<String> kinds,
      List<String> tokens) {
    List<String> hashes = new ArrayList<>();
    for (String kind : kinds) {
      String token = kind.equals(HUMAN) ? Tokens.token() : null;
      tokens.add(token);
      hashes.add(token == null ? null : Tokens.hash(token));
    }
    MatchRecord record = match.record().withSeats(Array.ofAll(kinds));
    String tableId = Tokens.tableId();
    long seed = seed(made.getAndIncrement());
    String header = Json.write(Json.record(record, game).get());
    store.create(new StoredTable(tableId, header, hashes, seed, List.of()));
    return open(tableId, game, Match.replay(game, record).get(), kinds, hashes, seed);
  }

  /** The answer to a table made: its id, seats, tokens and links. */
  private static ObjectNode answer(Table table, List<String> tokens) {
    ObjectNode o = JsonNodeFactory.instance.objectNode();
    o.put("table", table.id);
    var seats = o.putArray("seats");
    for (int p = 0; p < tokens.size(); p++) {
      ObjectNode s = seats.addObject().put("seat", p).put("kind", table.kinds.get(p));
      if (tokens.get(p) != null) {
        s.put("token", tokens.get(p));
        s.put("url", "/table.html?table=" + table.id + "&token=" + tokens.get(p));
      }
    }
    o.put("spectate", "/table.html?table=" + table.id);
    return o;
  }

  /** The seed of the k-th table made in this run: from the server's seed, else random. */
  private long seed(int k) {
    return settings.seed() == null
        ? Tokens.seed()
        : new SplittableRandom(settings.seed() + 0x9E3779B97F4A7C15L * k).nextLong();
  }

  private Table open(
      String id,
      Game<GameState, PlayerView> game,
      Match<GameState> match,
      List<String> kinds,
      List<String> hashes,
      long seed) {
    Bot[] bots = new Bot[kinds.size()];
    for (int p = 0; p < bots.length; p++) {
      bots[p] = kinds.get(p).equals(HUMAN) ? null : Bots.byName(kinds.get(p)).get();
    }
    return new Table(this, id, game, match, kinds, hashes, bots, seed);
  }

  /**
   * Loads the store's tables in play ({@link Store#inPlay}) and replays their actions: those with a
   * person's seat stay in memory and their bots go on where they were; a table of bots alone,
   * paused with no client, is left in the store until a client connects. A table the store had not
   * marked over whose replay ends its match (one stored by an older server) is marked, so that it
   * is read only once. The finished tables are left in the store, unread, until asked for; the
   * tables made are numbered from the store's count of all.
   *
   * @return how many tables were loaded into memory
   */
  int load() {
    int n = 0;
    for (StoredTable t : store.inPlay()) {
      Table table = replayed(t);
      if (table == null) {
        continue;
      }
      if (table.match().state().isOver()) {
        store.markOver(t.id());
      } else if (!table.botsAlone) { // bots alone wait in the store for a client
        tables.put(t.id(), table);
        table.holdSlot();
        table.start();
        n++;
      }
    }
    made.set(store.count());
    return n;
  }

  /** A stored table, replayed, not started; null (logged) if it cannot be replayed. */
  private Table replayed(StoredTable t) {
    Either<String, Match<GameState>> match = replay(t);
    if (match.isLeft()) {
      LOG.error("table {} could not be loaded: {}", t.id(), match.getLeft());
      return null;
    }
    Match<GameState> m = match.get();
    List<String> kinds = m.record().seats().asJava();
    Game<GameState, PlayerView> game = Variants.require(m.record().variantId()).game();
    return open(t.id(), game, m, kinds, t.tokenHashes(), t.seed());
  }

  /** A stored table's match: its header, then its actions one by one. */
  private static Either<String, Match<GameState>> replay(StoredTable t) {
    Either<RecordRejection, MatchRecord> header = Json.readRecord(t.header());
    if (header.isLeft()) {
      return Either.left(header.getLeft().toString());
    }
    Game<GameState, PlayerView> game = Variants.require(header.get().variantId()).game();
    Match<GameState> m = Match.replay(game, header.get()).get();
    for (int k = 0; k < t.actions().size(); k++) {
      Match<GameState> at = m;
      Either<Rejection, Match<GameState>> next =
          Json.parse(t.actions().get(k))
              .flatMap(json -> Json.readAction(json, at.state()))
              .flatMap(at::apply);
      if (next.isLeft()) {
        return Either.left("action " + k + ": " + next.getLeft().message());
      }
      m = next.get();
    }
    return Either.right(m);
  }
}
