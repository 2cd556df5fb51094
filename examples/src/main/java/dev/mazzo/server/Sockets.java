package dev.mazzo.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.game.Rejection;
import dev.mazzo.protocol.Json;
import io.javalin.websocket.WsCloseStatus;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import io.vavr.control.Either;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.websocket.api.Callback;

/**
 * The WebSocket of a table, {@code /ws/tables/ID[?token=T]}: a seat's client with its token, a
 * spectator's without. It sends the seat's {@code view} on connecting and after every change, and
 * reads {@code act} messages (docs/server.md).
 */
final class Sockets {

  /** The close code of a table that does not exist. */
  static final int NO_TABLE = 4404;

  /** The close code of a token that opens no seat. */
  static final int BAD_TOKEN = 4403;

  /** The most messages a client may leave unread before it is closed as too slow. */
  static final int MAX_QUEUED = 256;

  /** How often a client is pinged, in seconds. */
  static final long PING_SECONDS = 30;

  /** The close code of a flood of messages (policy violation). */
  static final int FLOOD = 1008;

  private final Tables tables;
  private final int perSecond;
  private final Map<String, Client> clients = new ConcurrentHashMap<>();

  Sockets(Tables tables) {
    this.tables = tables;
    this.perSecond = tables.settings().messagesPerSecond();
  }

  /** Sets the socket's handlers. */
  void configure(WsConfig ws) {
    ws.onConnect(this::connect);
    ws.onMessage(ctx -> message(ctx, ctx.message()));
    ws.onBinaryMessage(ctx -> refuse(ctx, FLOOD, "MALFORMED", "Send text messages (JSON)."));
    ws.onClose(ctx -> leave(ctx.sessionId()));
    ws.onError(ctx -> leave(ctx.sessionId()));
  }

  /** Refuses a client of a table that neither memory nor the store has. */
  private void noTable(WsContext ctx) {
    refuse(
        ctx,
        NO_TABLE,
        "NOT_FOUND",
        "There is no table " + Messages.quote(ctx.pathParam("id")) + ".");
  }

  private void connect(WsContext ctx) {
    Table table = tables.attach(ctx.pathParam("id"));
    if (table == null) {
      noTable(ctx);
      return;
    }
    String token = ctx.queryParam("token");
    int seat = Table.SPECTATOR;
    if (token != null) {
      seat = table.seatOf(token);
      if (seat < 0) {
        refuse(
            ctx,
            BAD_TOKEN,
            "BAD_TOKEN",
            "That token opens no seat of this table: open the link you were given for your seat,"
                + " or watch without a token.");
        return;
      }
    }
    Client client = new Client(ctx, table, seat, () -> leave(ctx.sessionId()));
    clients.put(ctx.sessionId(), client);
    // A table released from memory between attach and join refuses the client: the next attach
    // loads it again from the store (a finished table, or one idle with nobody watching).
    while (!table.join(client)) {
      table = tables.attach(ctx.pathParam("id"));
      if (table == null) {
        clients.remove(ctx.sessionId());
        noTable(ctx);
        return;
      }
      client = new Client(ctx, table, seat, () -> leave(ctx.sessionId()));
      clients.put(ctx.sessionId(), client);
    }
    ping(ctx.sessionId(), client);
  }

  /**
   * Pings a client every {@link #PING_SECONDS} on the tables' scheduler (whose threads stop with
   * the server; Javalin's own automatic pings run on a thread that outlives it and keeps a host's
   * JVM from exiting), so that an idle browser's socket is not closed as idle.
   */
  private void ping(String sessionId, Client client) {
    Client c = client;
    c.pings =
        tables
            .scheduler()
            .scheduleAtFixedRate(c::ping, PING_SECONDS, PING_SECONDS, TimeUnit.SECONDS);
    if (clients.get(sessionId) != c) {
      c.pings.cancel(false); // it left meanwhile
    }
  }

  private void message(WsContext ctx, String text) {
    Client client = clients.get(ctx.sessionId());
    if (client == null) {
      return;
    }
    if (!client.allow(System.nanoTime(), perSecond)) {
      leave(ctx.sessionId());
      refuse(
          ctx,
          FLOOD,
          "TOO_MANY_MESSAGES",
          "At most " + perSecond + " messages a second: this socket is closed.");
      return;
    }
    Either<String, JsonNode> action = action(client, text);
    if (action.isLeft()) {
      client.send(
          Json.write(
              Messages.rejected(
                  Json.rejection(Rejection.malformed(Messages.sentence(action.getLeft()))))));
    } else {
      client.table.act(client, action.get());
    }
  }

  /** The action of an {@code act} message, or why the message is not one. */
  private static Either<String, JsonNode> action(Client client, String text) {
    Either<Rejection, JsonNode> json = Json.parse(text);
    if (json.isLeft()) {
      return Either.left(json.getLeft().message());
    }
    JsonNode m = json.get();
    if (!m.isObject() || !"act".equals(m.path("type").asText(null)) || !m.has("action")) {
      return Either.left(
          "A message is {\"type\":\"act\",\"action\":ACTION}, the action as the view's"
              + " \"legal\" lists it");
    }
    if (m.size() != 2) {
      return Either.left("An act message has two fields, type and action, and no other");
    }
    JsonNode action = m.get("action");
    if (action.isObject()
        && !action.has("seat")
        && !"deal".equals(action.path("type").asText(null))
        && client.seat != Table.SPECTATOR) {
      // A seat's own actions: the seat may be left out, the server knows it. A deal has no seat
      // (the server deals): it is refused as NOT_YOUR_TURN, not for a seat the client never sent.
      ((ObjectNode) action).put("seat", client.seat);
    }
    return Either.right(action);
  }

  private void leave(String sessionId) {
    Client client = clients.remove(sessionId);
    if (client != null) {
      if (client.pings != null) {
        client.pings.cancel(false);
      }
      client.table.leave(client);
    }
  }

  /** Sends {@code {"type":"error","error":{…}}} and closes the socket with a code and reason. */
  private static void refuse(WsContext ctx, int code, String errorCode, String message) {
    ObjectNode o = JsonNodeFactory.instance.objectNode();
    o.put("type", "error");
    o.set("error", ApiError.error(errorCode, message));
    try {
      ctx.send(Json.write(o));
    } finally {
      ctx.closeSession(code, errorCode);
    }
  }

  /** A connected client. */
  private static final class Client implements Conn {
    final WsContext ctx;
    final Table table;
    final int seat;
    final Runnable gone;
    volatile ScheduledFuture<?> pings;
    private long windowStart;
    private int inWindow;

    Client(WsContext ctx, Table table, int seat, Runnable gone) {
      this.ctx = ctx;
      this.table = table;
      this.seat = seat;
      this.gone = gone;
    }

    @Override
    public int seat() {
      return seat;
    }

    /**
     * Sends without waiting. A client that falls {@link #MAX_QUEUED} messages behind (it does not
     * read) fails the send, leaves the table at once and is closed (1013, try again later): it
     * reconnects and gets its view.
     */
    @Override
    public void send(String text) {
      try {
        ctx.session.sendText(
            text,
            Callback.from(
                () -> {},
                failure -> {
                  // It hears no more of the table at once: its close handshake may wait on
                  // the very frames it does not read, and the table must not send on meanwhile.
                  gone.run();
                  if (ctx.session.isOpen()) {
                    ctx.closeSession(WsCloseStatus.TRY_AGAIN_LATER, "TOO_SLOW");
                  }
                }));
      } catch (RuntimeException e) {
        // closed meanwhile: its close handler removes it
      }
    }

    /** Pings the client; a closed one is left to its close handler. */
    void ping() {
      try {
        ctx.sendPing();
      } catch (RuntimeException e) {
        // closed meanwhile
      }
    }

    /** Counts a message; false when it is one too many in this second. */
    synchronized boolean allow(long now, int perSecond) {
      if (now - windowStart >= 1_000_000_000L) {
        windowStart = now;
        inWindow = 0;
      }
      return ++inWindow <= perSecond;
    }
  }
}
