package dev.mazzo.family;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.card.Card;
import dev.mazzo.card.Trump;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.TablePlay;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.io.IOException;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * The standard trick-game shapes of {@link TrickJson}, written straight to a {@link JsonGenerator}
 * without building a tree (issue 27: the referee's hot answers). The bytes are those of the tree
 * written compactly, {@code stock} before a deal included as {@code dev.mazzo.protocol.Json} sets
 * it; a property test compares the two for every variant id. What has no standard shape here (a
 * family's own HAND_RESULT, event or action) is built by its codec as a tree and written whole.
 */
public final class TrickStream {

  private TrickStream() {}

  /**
   * The standard SUMMARY (B-69) as {@code dev.mazzo.protocol.Json.summary} gives it: {@link
   * TrickJson#summary}, with the whole deck as {@code stock} before a deal.
   *
   * @param g where it is written
   * @param codec the family's codec, which writes {@code legal} and {@code results}
   * @param state the match
   * @param legal its legal actions
   * @throws IOException when writing fails
   */
  public static void summary(JsonGenerator g, Codec codec, GameState state, Seq<Action> legal)
      throws IOException {
    g.writeStartObject();
    head(g, state.variantId(), state.phase(), state.toAct(), state.dealer(), state.handNumber());
    trumps(g, state.trump(), state.trumpCard());
    g.writeFieldName("hands");
    g.writeStartArray();
    for (int seat = 0; seat < state.players(); seat++) {
      cards(g, state.hand(seat));
    }
    g.writeEndArray();
    g.writeFieldName("stock");
    cards(g, state.phase() == Phase.DEAL ? state.deck().cards() : state.stock());
    table(g, state.table());
    piles(g, state.players(), state::captured);
    match(g, codec, state.sides(), state.score(), state.results(), state.winningSide());
    actions(g, legal, codec.actions());
    g.writeEndObject();
  }

  /**
   * The standard VIEW (B-70) as {@code dev.mazzo.protocol.Json.view} gives it: {@link
   * TrickJson#view}, with the deck's size as {@code stock} before a deal.
   *
   * @param g where it is written
   * @param codec the family's codec, which writes {@code legal} and {@code results}
   * @param view the view
   * @param captured the pile of each seat that the view shows
   * @throws IOException when writing fails
   */
  public static void view(
      JsonGenerator g, Codec codec, PlayerView view, IntFunction<? extends Iterable<Card>> captured)
      throws IOException {
    g.writeStartObject();
    head(g, view.variantId(), view.phase(), view.toAct(), view.dealer(), view.handNumber());
    trumps(g, view.trump(), view.trumpCard());
    g.writeFieldName("hands");
    g.writeStartArray();
    for (int seat = 0; seat < view.players(); seat++) {
      if (seat == view.seat()) {
        cards(g, view.ownHand());
      } else {
        g.writeNumber(view.handSize(seat));
      }
    }
    g.writeEndArray();
    g.writeNumberField("stock", view.phase() == Phase.DEAL ? view.deck().size() : view.stockSize());
    table(g, view.table());
    piles(g, view.players(), captured);
    match(g, codec, view.sides(), view.score(), view.results(), view.winningSide());
    actions(g, view.legalActions(), codec.actions());
    g.writeEndObject();
  }

  /**
   * An EVENT: the common ones of {@link TrickJson#event} streamed, any other built by {@code tree}
   * and written whole.
   *
   * @param g where it is written
   * @param event the event
   * @param tree the event as a tree, for an event that is not one of the common ones
   * @throws IOException when writing fails
   */
  public static void event(JsonGenerator g, Event event, Function<Event, ? extends JsonNode> tree)
      throws IOException {
    if (event instanceof Event.Played e) {
      g.writeStartObject();
      g.writeStringField("event", e.name());
      g.writeNumberField("seat", e.seat());
      g.writeStringField("card", e.card().code());
      g.writeEndObject();
    } else if (event instanceof Event.TrickWon e) {
      g.writeStartObject();
      g.writeStringField("event", e.name());
      g.writeNumberField("winner", e.winningSeat());
      g.writeNumberField("points", e.points());
      g.writeFieldName("cards");
      cards(g, e.cards());
      g.writeEndObject();
    } else if (event instanceof Event.Drew e) {
      g.writeStartObject();
      g.writeStringField("event", e.name());
      g.writeNumberField("seat", e.seat());
      if (e.card().isDefined()) {
        g.writeStringField("card", e.card().get().code());
      }
      g.writeEndObject();
    } else {
      g.writeTree(tree.apply(event));
    }
  }

  /**
   * Card codes in the given order, as an array.
   *
   * @param g where it is written
   * @param cards the cards
   * @throws IOException when writing fails
   */
  public static void cards(JsonGenerator g, Iterable<Card> cards) throws IOException {
    g.writeStartArray();
    for (Card c : cards) {
      g.writeString(c.code());
    }
    g.writeEndArray();
  }

  /**
   * {@code toAct}: the seat, {@code "chance"} at a deal, null once nobody acts ({@link
   * JsonParts#putToAct}).
   *
   * @param g where it is written, inside an object
   * @param toAct the seat to act, {@link GameState#CHANCE}, or a negative number for nobody
   * @throws IOException when writing fails
   */
  public static void toAct(JsonGenerator g, int toAct) throws IOException {
    if (toAct == GameState.CHANCE) {
      g.writeStringField("toAct", "chance");
    } else if (toAct < 0) {
      g.writeNullField("toAct");
    } else {
      g.writeNumberField("toAct", toAct);
    }
  }

  private static void head(
      JsonGenerator g, String variant, Phase phase, int toAct, int dealer, int hand)
      throws IOException {
    g.writeStringField("variant", variant);
    g.writeStringField("phase", phase.wireName());
    toAct(g, toAct);
    g.writeNumberField("dealer", dealer);
    g.writeNumberField("hand", hand);
  }

  private static void trumps(JsonGenerator g, Option<Trump> trump, Option<Card> trumpCard)
      throws IOException {
    nullableString(g, "trump", trump.isDefined() ? trump.get().code() : null);
    nullableString(g, "trumpCard", trumpCard.isDefined() ? trumpCard.get().code() : null);
  }

  private static void nullableString(JsonGenerator g, String field, String value)
      throws IOException {
    if (value == null) {
      g.writeNullField(field);
    } else {
      g.writeStringField(field, value);
    }
  }

  private static void nullableInt(JsonGenerator g, String field, Option<Integer> value)
      throws IOException {
    if (value.isDefined()) {
      g.writeNumberField(field, value.get().intValue());
    } else {
      g.writeNullField(field);
    }
  }

  private static void ints(JsonGenerator g, Seq<Integer> values) throws IOException {
    g.writeStartArray();
    for (Integer v : values) {
      g.writeNumber(v.intValue());
    }
    g.writeEndArray();
  }

  private static void table(JsonGenerator g, Seq<TablePlay> table) throws IOException {
    g.writeFieldName("table");
    g.writeStartArray();
    for (TablePlay p : table) {
      g.writeStartObject();
      g.writeNumberField("seat", p.seat());
      g.writeStringField("card", p.card().code());
      g.writeEndObject();
    }
    g.writeEndArray();
  }

  private static void piles(
      JsonGenerator g, int players, IntFunction<? extends Iterable<Card>> pile) throws IOException {
    g.writeFieldName("captured");
    g.writeStartArray();
    for (int seat = 0; seat < players; seat++) {
      cards(g, pile.apply(seat));
    }
    g.writeEndArray();
  }

  /** {@code sides, score, results, winner} ({@link JsonParts#putMatch}). */
  private static void match(
      JsonGenerator g,
      Codec codec,
      Seq<Seq<Integer>> sides,
      Seq<Integer> score,
      Seq<HandResult> results,
      Option<Integer> winner)
      throws IOException {
    g.writeFieldName("sides");
    g.writeStartArray();
    for (Seq<Integer> side : sides) {
      ints(g, side);
    }
    g.writeEndArray();
    g.writeFieldName("score");
    ints(g, score);
    g.writeFieldName("results");
    g.writeStartArray();
    for (HandResult result : results) {
      g.writeTree(TrickJson.handResult(codec, result));
    }
    g.writeEndArray();
    nullableInt(g, "winner", winner);
  }

  /** {@code legal}: a plain play streamed, any other action as its syntax writes it. */
  private static void actions(JsonGenerator g, Seq<Action> actions, ActionSyntax syntax)
      throws IOException {
    g.writeFieldName("legal");
    g.writeStartArray();
    for (Action action : actions) {
      if (action instanceof PlayCard p
          && p.card() != null
          && (p.namedSuit() == null || p.namedSuit().isEmpty())) {
        g.writeStartObject();
        g.writeStringField("type", PlayCard.TYPE);
        g.writeNumberField("seat", p.seat());
        g.writeStringField("card", p.card().code());
        g.writeEndObject();
      } else {
        g.writeTree(JsonParts.action(action, syntax));
      }
    }
    g.writeEndArray();
  }
}
