package dev.mazzo.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Match;
import dev.mazzo.game.Rejection;
import dev.mazzo.protocol.Json;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;
import io.vavr.control.Either;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.eclipse.jetty.ee10.servlet.SessionHandler;
import org.eclipse.jetty.http.HttpException;
import org.eclipse.jetty.session.NullSessionCache;
import org.eclipse.jetty.session.NullSessionDataStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The table server (docs/server.md): the browser table's files at {@code /}, the lobby's catalog
 * and tables at {@code /api}, and a WebSocket per client at {@code /ws/tables/ID}. It serves the
 * tables of a {@link Store}: {@link #start} loads and replays those in play, and every action
 * accepted from then on is stored before any client hears of it.
 */
public final class TableServer implements AutoCloseable {

  /** The largest request body, in bytes: a bigger one is answered 413. */
  public static final int MAX_BODY = 64 * 1024;

  /**
   * A body refused for its size is read to its end, up to this many bytes, before the 413 is sent,
   * so that a client still sending it hears the answer instead of a connection closed under it; a
   * body declared longer is refused from its headers alone, unread.
   */
  public static final int MAX_DRAINED = 1 << 20;

  /** The largest WebSocket message, in bytes: a bigger one closes the socket (1009). */
  public static final int MAX_MESSAGE = 64 * 1024;

  /** The classpath directory of the browser table's files. */
  static final String WEB = "/dev/mazzo/server/web";

  /** A request attribute: the answer is written (an error handler leaves it as it is). */
  private static final String ANSWERED = "mazzo.answered";

  private static final Logger LOG = LoggerFactory.getLogger(TableServer.class);

  private final ServerSettings settings;
  private final Store store;
  private final Tables tables;
  private Javalin app;
  private volatile SessionHandler sessions;

  /**
   * A server of the tables of a store, not started.
   *
   * @param settings where it listens and its pace
   * @param store where its tables live
   */
  public TableServer(ServerSettings settings, Store store) {
    this(settings, store, Tables.IDLE_MILLIS);
  }

  /** A server whose idle matches in play are released after {@code idleMillis} (for tests). */
  TableServer(ServerSettings settings, Store store, long idleMillis) {
    this.settings = settings;
    this.store = store;
    this.tables = new Tables(settings, store, idleMillis);
  }

  /**
   * How many tables are in memory now: the matches in play with a client, with bots or deals to
   * come, or idle for less than the idle time (a person to act, or bots alone with nobody to watch
   * them), and the finished ones a client still watches (docs/server.md, limits); the store keeps
   * every table. For a load driver or a host's monitoring.
   *
   * @return the tables in memory
   */
  public int tablesInMemory() {
    return tables.inMemoryCount();
  }

  /** Whether the server holds an HTTP session of that id in memory (for tests). */
  boolean holdsSession(String id) {
    SessionHandler h = sessions;
    return h != null && h.getManagedSession(id) != null;
  }

  /** The server's tables (for tests). */
  Tables tables() {
    return tables;
  }

  /**
   * Loads the store's tables in play, replays them, and listens.
   *
   * @return this server
   */
  public synchronized TableServer start() {
    if (app != null) {
      return this;
    }
    int loaded = tables.load();
    if (loaded > 0) {
      LOG.info("tables in play loaded from the store and replayed: {}", loaded);
    }
    Sockets sockets = new Sockets(tables);
    app =
        Javalin.create(
            config -> {
              config.startup.showJavalinBanner = false;
              config.startup.showOldJavalinVersionWarning = false;
              config.http.maxRequestSize = MAX_BODY;
              config.staticFiles.add(WEB, Location.CLASSPATH);
              config.jetty.modifyServletContextHandler(
                  h -> {
                    // Javalin opens an HTTP session on each socket's upgrade; the server uses
                    // none, and Jetty's default cache would keep every one for good (a client
                    // could grow the heap by connecting): a cache that keeps none.
                    sessions = h.getSessionHandler();
                    NullSessionCache none = new NullSessionCache(sessions);
                    none.setSessionDataStore(new NullSessionDataStore());
                    sessions.setSessionCache(none);
                  });
              config.jetty.modifyWebSocketServletFactory(
                  f -> {
                    f.setMaxTextMessageSize(MAX_MESSAGE);
                    f.setMaxBinaryMessageSize(1024);
                    f.setIdleTimeout(Duration.ofMinutes(5));
                    f.setMaxOutgoingFrames(Sockets.MAX_QUEUED);
                  });
              config.routes.get("/api/variants", ctx -> json(ctx, 200, Messages.catalog()));
              config.routes.post("/api/tables", ctx -> json(ctx, 201, tables.create(body(ctx))));
              config.routes.get(
                  "/api/tables/{id}", ctx -> json(ctx, 200, Messages.state(table(ctx))));
              config.routes.get("/api/tables/{id}/record", this::record);
              config.routes.ws("/ws/tables/{id}", sockets::configure);
              config.routes.exception(ApiError.class, (e, ctx) -> json(ctx, e.status, e.body()));
              config.routes.exception(HttpResponseException.class, TableServer::httpError);
              config.routes.exception(
                  Exception.class,
                  (e, ctx) -> {
                    if (e instanceof HttpException h && h.getCode() >= 400 && h.getCode() < 500) {
                      // Jetty's refusal of the request itself (a query not URL-encoded on a
                      // socket's upgrade): the client's mistake, not a bug to log.
                      json(ctx, h.getCode(), malformedRequest(h).body());
                      return;
                    }
                    LOG.error("{} {} failed", ctx.method(), ctx.path(), e);
                    json(
                        ctx,
                        500,
                        new ApiError(500, "INTERNAL", "The server failed; it was logged.").body());
                  });
              config.routes.error(
                  404,
                  ctx -> {
                    if (ctx.path().startsWith("/api/") && ctx.attribute(ANSWERED) == null) {
                      json(
                          ctx,
                          404,
                          new ApiError(404, "NOT_FOUND", "There is no " + ctx.path() + ".").body());
                    }
                  });
            });
    app.start(settings.host(), settings.port());
    return this;
  }

  /**
   * The port it listens on (the one chosen when it was given 0).
   *
   * @return the port
   */
  public synchronized int port() {
    if (app == null) {
      throw new IllegalStateException("the server is not started");
    }
    return app.port();
  }

  /** Stops listening, then the bots, then closes the store. */
  public synchronized void stop() {
    if (app != null) {
      app.stop();
      app = null;
    }
    tables.stop();
    store.close();
  }

  /** Stops the server ({@link #stop}). */
  @Override
  public void close() {
    stop();
  }

  /** The table of the request's path, or 404. */
  private Table table(Context ctx) {
    Table t = tables.find(ctx.pathParam("id"));
    if (t == null) {
      throw ApiError.notFound(ctx.pathParam("id"));
    }
    return t;
  }

  /**
   * {@code GET /api/tables/ID/record[?token=T]}: the whole record once the match is over; before,
   * the token's seat's record, or the public record without a token.
   */
  private void record(Context ctx) {
    Table t = table(ctx);
    Match<GameState> m = t.match();
    String token = ctx.queryParam("token");
    int seat = Table.SPECTATOR;
    if (token != null) {
      seat = t.seatOf(token);
      if (seat < 0) {
        throw new ApiError(403, "BAD_TOKEN", "That token opens no seat of this table.");
      }
    }
    if (m.state().isOver()) {
      json(ctx, 200, Json.record(m.record(), t.game).get());
    } else if (seat == Table.SPECTATOR) {
      json(ctx, 200, Json.publicRecord(m.record(), t.game).get());
    } else {
      json(ctx, 200, Json.seatRecord(m.record(), t.game, seat).get());
    }
  }

  /** The request's body as JSON, read to at most {@link #MAX_BODY} bytes. */
  private static JsonNode body(Context ctx) {
    if (ctx.contentLength() > MAX_DRAINED) {
      throw tooLarge();
    }
    byte[] bytes;
    try (InputStream in = ctx.bodyInputStream()) {
      bytes = in.readNBytes(MAX_BODY + 1);
      if (bytes.length > MAX_BODY) {
        drain(in, MAX_DRAINED - bytes.length);
        throw tooLarge();
      }
    } catch (IOException e) {
      // The client's doing (it closed, or stopped sending, before its declared length), not a bug.
      throw ApiError.malformed(
          "The request's body did not come whole: it ended or stopped before its declared length.");
    }
    // Checked once the body is read, as for its size, so that a client still sending hears it.
    if (!isJson(ctx.contentType())) {
      throw new ApiError(
          415,
          "NOT_JSON",
          "A request body is JSON, sent with Content-Type: application/json"
              + (ctx.contentType() == null
                  ? "; this request has no Content-Type."
                  : ", not " + Messages.quote(ctx.contentType()) + "."));
    }
    Either<Rejection, JsonNode> json = Json.parse(new String(bytes, StandardCharsets.UTF_8));
    if (json.isLeft()) {
      throw ApiError.malformed(json.getLeft().message() + ".");
    }
    return json.get();
  }

  /** Reads and drops up to {@code bytes} more of a body refused for its size, if they come. */
  private static void drain(InputStream in, int bytes) {
    try {
      in.readNBytes(bytes);
    } catch (IOException e) {
      // cut short: the 413 is the answer all the same
    }
  }

  /**
   * True for {@code application/json}, with or without parameters ({@code ; charset=utf-8}). A page
   * of another site can make a browser post a form ({@code text/plain}, {@code
   * application/x-www-form-urlencoded}) to a server on the visitor's machine without asking it
   * first; a JSON post it cannot make without the server's leave (CORS), which this server never
   * gives.
   */
  static boolean isJson(String contentType) {
    if (contentType == null) {
      return false;
    }
    int semicolon = contentType.indexOf(';');
    String type = semicolon < 0 ? contentType : contentType.substring(0, semicolon);
    return type.strip().equalsIgnoreCase("application/json");
  }

  private static ApiError tooLarge() {
    return new ApiError(
        413, "TOO_LARGE", "A request body is at most " + MAX_BODY + " bytes (64 KiB).");
  }

  /**
   * Jetty's refusal of a request it cannot read, such as {@code ?token=%zz} ("Bad query"): its
   * reason, and the remedy only where the reason names the query.
   */
  private static ApiError malformedRequest(HttpException e) {
    String reason = e.getReason() == null ? "HTTP " + e.getCode() : e.getReason();
    return new ApiError(
        e.getCode(),
        "MALFORMED",
        "The request cannot be read ("
            + reason
            + ")"
            + (reason.toLowerCase(java.util.Locale.ROOT).contains("query")
                ? ": a query must be URL-encoded."
                : "."));
  }

  /** Javalin's own refusals (such as a body over its limit) in the server's JSON. */
  private static void httpError(HttpResponseException e, Context ctx) {
    String code = e.getStatus() == 413 ? "TOO_LARGE" : e.getStatus() == 404 ? "NOT_FOUND" : "HTTP";
    json(ctx, e.getStatus(), new ApiError(e.getStatus(), code, e.getMessage()).body());
  }

  private static void json(Context ctx, int status, JsonNode body) {
    ctx.attribute(ANSWERED, Boolean.TRUE);
    ctx.status(status);
    ctx.contentType("application/json");
    ctx.header("Cache-Control", "no-store");
    ctx.result(Json.write(body));
  }
}
