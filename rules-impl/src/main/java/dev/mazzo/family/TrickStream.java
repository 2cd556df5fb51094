package dev.mazzo.family;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.io.SerializedString;
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

  /** The field names, quoted once. */
  private static final SerializedString CAPTURED = new SerializedString("captured");

  private static final SerializedString CARD = new SerializedString("card");
  private static final SerializedString CARDS = new SerializedString("cards");
  private static final SerializedString DEALER = new SerializedString("dealer");
  private static final SerializedString EVENT = new SerializedString("event");
  private static final SerializedString HAND = new SerializedString("hand");
  private static final SerializedString HANDS = new SerializedString("hands");
  private static final SerializedString LEGAL = new SerializedString("legal");
  private static final SerializedString PHASE = new SerializedString("phase");
  private static final SerializedString POINTS = new SerializedString("points");
  private static final SerializedString RESULTS = new SerializedString("results");
  private static final SerializedString SCORE = new SerializedString("score");
  private static final SerializedString SEAT = new SerializedString("seat");
  private static final SerializedString SIDES = new SerializedString("sides");
  private static final SerializedString STOCK = new SerializedString("stock");
  private static final SerializedString TABLE = new SerializedString("table");
  private static final SerializedString TO_ACT = new SerializedString("toAct");
  private static final SerializedString TRUMP = new SerializedString("trump");
  private static final SerializedString TRUMP_CARD = new SerializedString("trumpCard");
  private static final SerializedString TYPE = new SerializedString("type");
  private static final SerializedString VARIANT = new SerializedString("variant");
  private static final SerializedString WINNER = new SerializedString("winner");
  private static final SerializedString TRICKS = new SerializedString("tricks");
  private static final SerializedString SCORE_CHANGE = new SerializedString("scoreChange");

  /** Every card's code, quoted once, by {@link Card#ordinal()}. */
  private static final SerializedString[] CODES = new SerializedString[Card.universeSize()];

  static {
    for (int i = 0; i < CODES.length; i++) {
      CODES[i] = new SerializedString(Card.ofOrdinal(i).code());
    }
  }

  private TrickStream() {}

  private static void string(JsonGenerator g, SerializedString field, String value)
      throws IOException {
    g.writeFieldName(field);
    g.writeString(value);
  }

  private static void number(JsonGenerator g, SerializedString field, int value)
      throws IOException {
    g.writeFieldName(field);
    g.writeNumber(value);
  }

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
    g.writeFieldName(HANDS);
    g.writeStartArray();
    for (int seat = 0; seat < state.players(); seat++) {
      cards(g, state.hand(seat));
    }
    g.writeEndArray();
    g.writeFieldName(STOCK);
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
    g.writeFieldName(HANDS);
    g.writeStartArray();
    for (int seat = 0; seat < view.players(); seat++) {
      if (seat == view.seat()) {
        cards(g, view.ownHand());
      } else {
        g.writeNumber(view.handSize(seat));
      }
    }
    g.writeEndArray();
    number(g, STOCK, view.phase() == Phase.DEAL ? view.deck().size() : view.stockSize());
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
      string(g, EVENT, e.name());
      number(g, SEAT, e.seat());
      string(g, CARD, e.card().code());
      g.writeEndObject();
    } else if (event instanceof Event.TrickWon e) {
      g.writeStartObject();
      string(g, EVENT, e.name());
      number(g, WINNER, e.winningSeat());
      number(g, POINTS, e.points());
      g.writeFieldName(CARDS);
      cards(g, e.cards());
      g.writeEndObject();
    } else if (event instanceof Event.Drew e) {
      g.writeStartObject();
      string(g, EVENT, e.name());
      number(g, SEAT, e.seat());
      if (e.card().isDefined()) {
        string(g, CARD, e.card().get().code());
      }
      g.writeEndObject();
    } else {
      g.writeTree(tree.apply(event));
    }
  }

  /**
   * The standard HAND_RESULT ({@link TrickJson#handResult(HandResult)}): {@code hand, sides,
   * points, tricks, winner, scoreChange}.
   *
   * @param g where it is written
   * @param result the result
   * @throws IOException when writing fails
   */
  public static void handResult(JsonGenerator g, HandResult result) throws IOException {
    g.writeStartObject();
    number(g, HAND, result.hand());
    sides(g, result.sides());
    g.writeFieldName(POINTS);
    ints(g, result.points());
    g.writeFieldName(TRICKS);
    ints(g, result.tricks());
    nullableInt(g, WINNER, result.winningSide());
    g.writeFieldName(SCORE_CHANGE);
    ints(g, result.scoreChange());
    g.writeEndObject();
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
      g.writeString(CODES[c.ordinal()]);
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
      string(g, TO_ACT, "chance");
    } else if (toAct < 0) {
      g.writeFieldName(TO_ACT);
      g.writeNull();
    } else {
      number(g, TO_ACT, toAct);
    }
  }

  private static void head(
      JsonGenerator g, String variant, Phase phase, int toAct, int dealer, int hand)
      throws IOException {
    string(g, VARIANT, variant);
    string(g, PHASE, phase.wireName());
    toAct(g, toAct);
    number(g, DEALER, dealer);
    number(g, HAND, hand);
  }

  private static void trumps(JsonGenerator g, Option<Trump> trump, Option<Card> trumpCard)
      throws IOException {
    nullableString(g, TRUMP, trump.isDefined() ? trump.get().code() : null);
    nullableString(g, TRUMP_CARD, trumpCard.isDefined() ? trumpCard.get().code() : null);
  }

  private static void nullableString(JsonGenerator g, SerializedString field, String value)
      throws IOException {
    if (value == null) {
      g.writeFieldName(field);
      g.writeNull();
    } else {
      string(g, field, value);
    }
  }

  private static void nullableInt(JsonGenerator g, SerializedString field, Option<Integer> value)
      throws IOException {
    if (value.isDefined()) {
      number(g, field, value.get().intValue());
    } else {
      g.writeFieldName(field);
      g.writeNull();
    }
  }

  private static void ints(JsonGenerator g, Seq<Integer> values) throws IOException {
    g.writeStartArray();
    for (Integer v : values) {
      g.writeNumber(v.intValue());
    }
    g.writeEndArray();
  }

  private static void sides(JsonGenerator g, Seq<Seq<Integer>> sides) throws IOException {
    g.writeFieldName(SIDES);
    g.writeStartArray();
    for (Seq<Integer> side : sides) {
      ints(g, side);
    }
    g.writeEndArray();
  }

  private static void table(JsonGenerator g, Seq<TablePlay> table) throws IOException {
    g.writeFieldName(TABLE);
    g.writeStartArray();
    for (TablePlay p : table) {
      g.writeStartObject();
      number(g, SEAT, p.seat());
      string(g, CARD, p.card().code());
      g.writeEndObject();
    }
    g.writeEndArray();
  }

  private static void piles(
      JsonGenerator g, int players, IntFunction<? extends Iterable<Card>> pile) throws IOException {
    g.writeFieldName(CAPTURED);
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
    sides(g, sides);
    g.writeFieldName(SCORE);
    ints(g, score);
    g.writeFieldName(RESULTS);
    g.writeStartArray();
    for (HandResult result : results) {
      if (!codec.writeHandResult(g, result)) {
        g.writeTree(TrickJson.handResult(codec, result));
      }
    }
    g.writeEndArray();
    nullableInt(g, WINNER, winner);
  }

  /** {@code legal}: a plain play streamed, any other action as its syntax writes it. */
  private static void actions(JsonGenerator g, Seq<Action> actions, ActionSyntax syntax)
      throws IOException {
    g.writeFieldName(LEGAL);
    g.writeStartArray();
    for (Action action : actions) {
      if (action instanceof PlayCard p
          && p.card() != null
          && (p.namedSuit() == null || p.namedSuit().isEmpty())) {
        g.writeStartObject();
        string(g, TYPE, PlayCard.TYPE);
        number(g, SEAT, p.seat());
        string(g, CARD, p.card().code());
        g.writeEndObject();
      } else {
        g.writeTree(JsonParts.action(action, syntax));
      }
    }
    g.writeEndArray();
  }
}
