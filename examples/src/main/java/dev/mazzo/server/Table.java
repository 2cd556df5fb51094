package dev.mazzo.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.bot.Bot;
import dev.mazzo.card.Shuffle;
import dev.mazzo.family.Families;
import dev.mazzo.family.Narrator;
import dev.mazzo.family.Seating;
import dev.mazzo.family.Text;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Match;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.SeatAction;
import dev.mazzo.protocol.Json;
import io.vavr.control.Either;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One table: a {@link Match} with its seats (people with secret tokens, bots), the clients that
 * watch it, and its bots' and deals' turns. Every change of the match happens under the table's
 * lock, is written to the store before anyone hears of it, and is then sent to every client as the
 * view its seat may see. Bots and deals run on the server's scheduler, never on a web thread; a bot
 * thinks outside the lock and its action is applied only if the match has not moved meanwhile. A
 * table whose seats are all bots plays only while a client is connected to it (docs/server.md, bots
 * and pace): with nobody to see it, it pauses and waits like a match with a person to act.
 */
final class Table {

  /** The seat of a spectator: {@link GameState#NOBODY}. */
  static final int SPECTATOR = GameState.NOBODY;

  private static final Logger LOG = LoggerFactory.getLogger(Table.class);

  private static final long GOLDEN = 0x9E3779B97F4A7C15L;

  final String id;
  final Game<GameState, PlayerView> game;
  final List<String> kinds;
  final long seed;
  final Text text;

  private final List<String> tokenHashes;
  private final Bot[] bots;

  /** Whether every seat is a bot's: it plays only while a client is connected. */
  final boolean botsAlone;

  private final Narrator[] narrators;
  private final Tables host;
  private final Set<Conn> conns = ConcurrentHashMap.newKeySet();

  private Match<GameState> match;

  /** Whether it was released from memory: it takes no client any more (see {@link #join}). */
  private boolean released;

  /** Whether it holds one of the host's slots of a table in play ({@link Tables#playing}). */
  private boolean slot;

  /** Whether its bots and deals were started. */
  private boolean started;

  /** When a client last joined or left, or the match last changed (epoch milliseconds). */
  private long lastUsed = System.currentTimeMillis();

  Table(
      Tables host,
      String id,
      Game<GameState, PlayerView> game,
      Match<GameState> match,
      List<String> kinds,
      List<String> tokenHashes,
      Bot[] bots,
      long seed) {
    this.host = host;
    this.id = id;
    this.game = game;
    this.match = match;
    this.kinds = List.copyOf(kinds);
    this.tokenHashes = tokenHashes;
    this.bots = bots.clone();
    this.botsAlone = !kinds.contains(Tables.HUMAN);
    this.seed = seed;
    this.text = Families.serving(match.state().variantId()).get().text();
    int players = match.state().players();
    this.narrators = new Narrator[players + 1];
    for (int p = 0; p < players; p++) {
      narrators[p] = text.narrator(new Seating(p, match.state().sides()));
    }
    narrators[players] = text.narrator(new Seating(SPECTATOR, match.state().sides()));
  }

  /** The match as it stands. */
  synchronized Match<GameState> match() {
    return match;
  }

  /** The seat a token opens, or -1 for a token of no seat of this table. */
  int seatOf(String token) {
    for (int p = 0; p < tokenHashes.size(); p++) {
      if (tokenHashes.get(p) != null && Tokens.matches(token, tokenHashes.get(p))) {
        return p;
      }
    }
    return -1;
  }

  /** The narrator of a seat, or the spectator's. */
  Narrator narrator(int seat) {
    return seat == SPECTATOR ? narrators[narrators.length - 1] : narrators[seat];
  }

  /**
   * Adds a client and sends it the view of its seat, with what happened lately ({@link
   * Messages#history}); or refuses it when the table was released from memory meanwhile, and the
   * client asks {@link Tables#attach} again.
   *
   * @return whether the client joined
   */
  synchronized boolean join(Conn conn) {
    if (released) {
      return false;
    }
    boolean paused = paused();
    conns.add(conn);
    lastUsed = System.currentTimeMillis();
    conn.send(Json.write(Messages.joined(this, conn.seat(), match)));
    if (paused && started) {
      resume(); // its first client: the bots go on
    }
    return true;
  }

  /** Whether it waits for a client: its seats are all bots' and nobody is connected. */
  private boolean paused() {
    return botsAlone && conns.isEmpty();
  }

  /** How many clients watch it. */
  int clients() {
    return conns.size();
  }

  /** Removes a client; a finished table left without one is released from memory. */
  void leave(Conn conn) {
    if (conns.remove(conn)) {
      synchronized (this) {
        lastUsed = System.currentTimeMillis();
      }
      host.release(this, System.currentTimeMillis());
    }
  }

  /** Marks the slot its request took as held (a table made). */
  synchronized void slotReserved() {
    slot = true;
  }

  /** Takes a slot of a table in play if it has none, is in memory and its match is in play. */
  synchronized void holdSlot() {
    if (!slot && !released && !match.state().isOver()) {
      slot = true;
      host.slotTaken();
    }
  }

  /** Frees its slot, if it holds one: its match ended or it leaves memory. */
  private void dropSlot() {
    if (slot) {
      slot = false;
      host.slotFreed();
    }
  }

  /** Starts its bots and deals, once (a table made, or loaded from the store). */
  synchronized void start() {
    if (!started) {
      started = true;
      resume();
    }
  }

  /**
   * Marks the table released and runs {@code remove} if it has no client and is finished, or has
   * been idle for {@code idleMillis} with a person to act or with bots alone (paused): no bot or
   * deal is due, so nothing is scheduled. Under the table's lock, so that no client joins it
   * meanwhile.
   *
   * @return whether it was released
   */
  synchronized boolean releaseIfIdle(long nowMillis, long idleMillis, Runnable remove) {
    if (released || !conns.isEmpty()) {
      return false;
    }
    GameState state = match.state();
    boolean waits = botsAlone || (state.toAct() >= 0 && bots[state.toAct()] == null);
    if (state.isOver() || (waits && nowMillis - lastUsed >= idleMillis)) {
      released = true;
      dropSlot();
      remove.run();
      return true;
    }
    return false;
  }

  /**
   * A client's action: applied, stored and sent to every client as its new view; or refused, the
   * table unchanged, with a {@code rejected} message to that client alone (sent under the table's
   * lock, so that it comes before any later view).
   *
   * @param conn the client; its seat acts, or it is a spectator's
   * @param json the ACTION
   * @return whether the action was accepted
   */
  synchronized boolean act(Conn conn, JsonNode json) {
    ObjectNode refusal = refusal(conn.seat(), json);
    if (refusal != null) {
      conn.send(Json.write(Messages.rejected(refusal)));
    }
    return refusal == null;
  }

  /** Applies a seat's action; its refusal's {@code {"code","message"}}, or null if accepted. */
  private ObjectNode refusal(int seat, JsonNode json) {
    if (seat == SPECTATOR) {
      return ApiError.error(
          "SPECTATOR", "A spectator watches the table and cannot act: open a seat's link to play.");
    }
    GameState state = match.state();
    PlayerView view = game.view(state, seat).get();
    Either<Rejection, Action> read = Json.readAction(json, view);
    if (read.isLeft()) {
      return rejection(read.getLeft().code(), read.getLeft().message());
    }
    Action action = read.get();
    if (action instanceof Deal) {
      return rejection(
          Rejection.Code.NOT_YOUR_TURN,
          "The server deals: you sit at seat " + seat + " and send your own actions");
    }
    if (!(action instanceof SeatAction) || ((SeatAction) action).seat() != seat) {
      return rejection(
          Rejection.Code.NOT_YOUR_TURN,
          "You sit at seat " + seat + ": send your own actions, with \"seat\":" + seat);
    }
    Either<Rejection, Match<GameState>> next = match.apply(action);
    if (next.isLeft()) {
      Rejection r = next.getLeft();
      return rejection(r.code(), text.rejection(r, view));
    }
    try {
      commit(next.get(), action);
    } catch (Store.StoreException e) {
      LOG.error("table {}: an action could not be stored", id, e);
      return ApiError.error(
          "UNAVAILABLE", "Your action could not be saved, so it was not taken: try again.");
    }
    return null;
  }

  private static ObjectNode rejection(Rejection.Code code, String message) {
    return Json.rejection(Rejection.of(code, Messages.sentence(message)));
  }

  /**
   * Stores the action, then makes the match the next one, tells every client and goes on. Once
   * stored, the action is the table's: a client that cannot be told is logged and skipped, and the
   * next turn is scheduled whatever happens.
   */
  private void commit(Match<GameState> next, Action action) {
    host.store()
        .append(id, match.record().size(), Json.write(Json.action(action)), next.state().isOver());
    match = next;
    lastUsed = System.currentTimeMillis();
    if (next.state().isOver()) {
      dropSlot();
    }
    try {
      broadcast();
    } finally {
      resume();
      if (next.state().isOver()) {
        host.release(this, lastUsed);
      }
    }
  }

  /** Sends every client the view of its seat after the last change. */
  private void broadcast() {
    Map<Integer, String> bySeat = new HashMap<>();
    for (Conn c : conns) {
      try {
        String message =
            bySeat.computeIfAbsent(
                c.seat(), s -> Json.write(Messages.view(this, s, match.state(), true)));
        c.send(message);
      } catch (RuntimeException e) {
        LOG.error("table {}: the view of seat {} could not be sent", id, c.seat(), e);
      }
    }
  }

  /**
   * Schedules the next deal or bot action, if the match waits for one and is not paused (bots alone
   * with nobody connected).
   */
  synchronized void resume() {
    GameState state = match.state();
    if (state.isOver() || paused()) {
      return;
    }
    int toAct = state.toAct();
    long pause = closes(state) ? host.settings().trickPauseMillis() : 0;
    if (toAct == GameState.CHANCE) {
      schedule(pause);
    } else if (toAct >= 0 && bots[toAct] != null) {
      schedule(pause + host.settings().botDelayMillis());
    }
  }

  /** Whether the last change took a trick or ended a hand: the table is left to be seen. */
  private static boolean closes(GameState state) {
    for (Event e : state.lastEvents()) {
      if (e instanceof Event.TrickWon || e instanceof Event.HandScored) {
        return true;
      }
    }
    return false;
  }

  private void schedule(long delayMillis) {
    later(match, delayMillis);
  }

  /** Schedules a step from a match; nothing when the server is stopping. */
  private void later(Match<GameState> at, long delayMillis) {
    try {
      host.scheduler().schedule(() -> step(at), delayMillis, TimeUnit.MILLISECONDS);
    } catch (RejectedExecutionException e) {
      // the server is stopping: the store has the table, the next start goes on
    }
  }

  /**
   * A deal or a bot's action, from the match it was scheduled for; nothing if the match moved or is
   * paused meanwhile (its last client left: the next one {@link #join joins} and resumes it).
   */
  private void step(Match<GameState> at) {
    try {
      synchronized (this) {
        if (match != at || paused()) {
          return;
        }
      }
      GameState state = at.state();
      int n = at.record().size();
      long s = new SplittableRandom(seed + GOLDEN * n).nextLong();
      Action action;
      if (state.toAct() == GameState.CHANCE) {
        action = new Deal(Shuffle.seeded(s).order(state.deck()));
      } else {
        PlayerView view = game.view(state, state.toAct()).get();
        action = bots[state.toAct()].choose(game, view, new SplittableRandom(s));
      }
      synchronized (this) {
        if (match != at) {
          return;
        }
        commit(at.apply(action).get(), action);
      }
    } catch (RuntimeException e) {
      if (host.scheduler().isShutdown()) {
        return; // stopping: the store has the table, the next start goes on
      }
      LOG.error("table {}: the next turn failed; it is tried again in a second", id, e);
      later(at, 1000);
    }
  }
}
