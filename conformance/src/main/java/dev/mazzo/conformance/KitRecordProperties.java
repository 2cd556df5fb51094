package dev.mazzo.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchRecord;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.RecordRejection;
import dev.mazzo.game.Rejection;
import dev.mazzo.protocol.Json;
import io.vavr.collection.Array;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AddLifecycleHook;

/**
 * The {@link ConformanceKit}'s properties of match records (docs/records.md), for every variant: a
 * random legal match's {@link MatchRecord} goes to JSON and back unchanged, replays to the match's
 * final state and every prefix to the state after it, undoes to an earlier state, names the index
 * of an edited action or of a garbled one and never throws on truncated text; and a seat's or a
 * spectator's record names no card hidden from it (B-70, B-71) and no deal order.
 */
public abstract class KitRecordProperties extends KitActionProperties {

  /**
   * A kit for one registered variant.
   *
   * @param variantId the id, such as {@code "briscola-2p"}
   */
  protected KitRecordProperties(String variantId) {
    super(variantId);
  }

  /** The record of a random match: its options written out, then every action of the walk. */
  protected MatchRecord record(Walk w) {
    MatchRecord r = MatchRecord.start(game, w.options).get();
    for (Action a : w.actions) {
      r = r.append(a);
    }
    return r;
  }

  /**
   * Record → JSON text → record is the identity; the record replays to the match's final state,
   * each prefix to the state after it; undo(n) replays to the state n actions earlier; an edited
   * action (another card, one the seat to act does not hold) is rejected at its index with apply's
   * own rejection; a garbled action in the JSON is named by its index; truncated text is a
   * rejection of the whole record, never an exception.
   */
  @Property(tries = 20)
  @AddLifecycleHook(KitTries.class)
  @Label("records: to JSON and back unchanged, every prefix replays, undo, edits named by index")
  public void recordsReplay(@ForAll long seed) {
    Walk w = walk(seed);
    SplittableRandom random = new SplittableRandom(seed);
    MatchRecord r = record(w);
    int size = w.actions.size();
    ObjectNode json = Json.record(r, game).get();
    String text = Json.write(json);
    assertEquals(r, Json.readRecord(text).get(), "record -> JSON -> record");
    assertEquals(w.states.get(size), r.replay(game).get(), "the whole record replays");
    assertEquals(Array.ofAll(w.states), r.states(game).get(), "every prefix replays");
    int n = random.nextInt(size + 1);
    assertEquals(w.states.get(n), r.replay(game, n).get());
    assertEquals(w.states.get(n), r.undo(size - n).replay(game).get(), "undo");
    assertEquals(
        Json.readRecord(text).get().undo(size - n),
        Json.readRecord(Json.write(Json.record(r.undo(size - n), game).get())).get());

    // An edited action: a card the seat to act does not hold, at a step where a seat acts.
    int k = random.nextInt(size);
    while (k > 0 && w.states.get(k).toAct() < 0) {
      k--;
    }
    GameState before = w.states.get(k);
    if (before.toAct() >= 0) {
      CardSet notHeld = before.deck().all().minus(before.hand(before.toAct()));
      if (!notHeld.isEmpty()) {
        Card c = notHeld.iterator().next();
        Action edited = new PlayCard(before.toAct(), c);
        Either<Rejection, GameState> applied = game.apply(before, edited);
        MatchRecord bad =
            MatchRecord.of(
                r.variantId(), r.options(), r.version(), r.seats(), r.actions().update(k, edited));
        RecordRejection x = bad.replay(game).getLeft();
        assertEquals(k, x.index(), x::message);
        assertEquals(applied.getLeft(), x.rejection());
        assertTrue(x.message().startsWith("Action " + k + " ("), x.message());
      }
    }

    // A garbled action in the JSON: a card code no deck has.
    if (size > 0) {
      int g = random.nextInt(size);
      ObjectNode garbled = json.deepCopy();
      ((ArrayNode) garbled.get("actions"))
          .set(g, Json.parse("{\"type\":\"play\",\"seat\":0,\"card\":\"ZZ\"}").get());
      RecordRejection x = Json.readRecord(garbled).getLeft();
      assertEquals(g, x.index(), x::message);
      assertEquals(Rejection.Code.MALFORMED, x.code());
    }
    // Truncated text: never an exception, the whole record refused.
    int cut = random.nextInt(text.length());
    RecordRejection t = Json.readRecord(text.substring(0, cut)).getLeft();
    assertEquals(RecordRejection.RECORD, t.index(), t::message);
  }

  /**
   * B-70, B-71, T-33, T-34 for records: at every step, the step of a seat's record (and of a
   * spectator's) names no card hidden from it in the state after the step — other seats' holdings
   * and the stock, less what is face up ({@link #publicCards}) and the hand's face-up trump card —
   * holds an action only for the seat's own, and never a deal order. Its results and outcome are
   * the whole record's.
   */
  @Property(tries = 20)
  @AddLifecycleHook(KitTries.class)
  @Label("B-70, B-71: a seat's and a spectator's record leak no hidden card and no deal order")
  public void seatRecordsLeakNothing(@ForAll long seed) {
    Walk w = walk(seed);
    MatchRecord r = record(w);
    ObjectNode whole = Json.record(r, game).get();
    for (int seat = -1; seat < variant.players(); seat++) {
      ObjectNode o =
          seat < 0 ? Json.publicRecord(r, game).get() : Json.seatRecord(r, game, seat).get();
      assertFalse(o.has("actions"), "a seat's record has no action list");
      assertEquals(whole.get("results"), o.get("results"));
      assertEquals(whole.get("outcome"), o.get("outcome"));
      JsonNode steps = o.get("steps");
      assertEquals(w.actions.size(), steps.size());
      Option<Card> handTrump = Option.none();
      for (int i = 0; i < steps.size(); i++) {
        JsonNode step = steps.get(i);
        GameState s = w.states.get(i + 1);
        for (Event e : s.lastEvents()) {
          if (e instanceof Event.Dealt) {
            handTrump = ((Event.Dealt) e).trumpCard();
          }
        }
        int actor = w.states.get(i).toAct();
        assertEquals(seat >= 0 && actor == seat, step.has("action"), "only its own actions");
        assertFalse(Json.write(step).contains("\"order\""), "no deal order");
        CardSet hidden = s.deck().none();
        for (int p = 0; p < s.players(); p++) {
          if (p != seat) {
            hidden = hidden.union(s.hand(p));
          }
        }
        for (Card c : s.stock()) {
          hidden = hidden.with(c);
        }
        // The face-up trump card stays public once a seat draws it (B-14).
        hidden = hidden.minus(publicCards(s));
        for (Card c : handTrump) {
          hidden = hidden.without(c);
        }
        Set<String> strings = new HashSet<>();
        collectStrings(step, strings);
        for (Card c : hidden) {
          int me = seat;
          int at = i;
          assertFalse(
              strings.contains(c.code()),
              () -> "B-70: " + c + " leaks into step " + at + " of seat " + me + ": " + step);
        }
      }
    }
  }

  /** Every string value in a JSON tree. */
  protected static void collectStrings(JsonNode node, Set<String> out) {
    if (node.isTextual()) {
      out.add(node.textValue());
    } else if (node.isContainerNode()) {
      for (JsonNode child : node) {
        collectStrings(child, out);
      }
    }
  }
}
