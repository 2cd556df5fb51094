package dev.mazzo.codec;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.card.Card;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.TablePlay;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * The small pieces every JSON shape of protocol.md is built from, for the codecs of every family
 * ({@link Codec}) and the standard trick-game shapes ({@link TrickJson}): card codes, integers,
 * sides, a nullable integer, {@code toAct}, the trick on the table, the match fields and the {@code
 * legal} list. Cards are written in the card notation, in the order given (a {@code CardSet}
 * iterates in the deck's canonical order, B-5).
 */
public final class JsonParts {

  /** The node factory every shape is built with. */
  public static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private JsonParts() {}

  /**
   * Card codes in the given order.
   *
   * @param cards the cards
   * @return the array of codes
   */
  public static ArrayNode cards(Iterable<Card> cards) {
    ArrayNode a = NODES.arrayNode();
    for (Card c : cards) {
      a.add(c.code());
    }
    return a;
  }

  /**
   * Integers in the given order.
   *
   * @param values the integers
   * @return the array
   */
  public static ArrayNode ints(Seq<Integer> values) {
    ArrayNode a = NODES.arrayNode();
    for (Integer v : values) {
      a.add(v.intValue());
    }
    return a;
  }

  /**
   * The sides as arrays of seats: {@code [[0,2],[1,3]]}.
   *
   * @param sides the sides
   * @return the array of arrays
   */
  public static ArrayNode sides(Seq<Seq<Integer>> sides) {
    ArrayNode a = NODES.arrayNode();
    for (Seq<Integer> side : sides) {
      a.add(ints(side));
    }
    return a;
  }

  /**
   * Puts an integer that may be absent: the number, or JSON null.
   *
   * @param o the object
   * @param field the field's name
   * @param value the integer, or none for null
   */
  public static void putInt(ObjectNode o, String field, Option<Integer> value) {
    if (value.isDefined()) {
      o.put(field, value.get().intValue());
    } else {
      o.putNull(field);
    }
  }

  /**
   * Puts a yes or no that may be absent: the boolean, or JSON null.
   *
   * @param o the object
   * @param field the field's name
   * @param value the boolean, or none for null
   */
  public static void putBool(ObjectNode o, String field, Option<Boolean> value) {
    if (value.isDefined()) {
      o.put(field, value.get().booleanValue());
    } else {
      o.putNull(field);
    }
  }

  /**
   * A new EVENT object with its {@code event} name first, to which the event's fields are added.
   *
   * @param event the event
   * @return the object
   */
  public static ObjectNode eventHead(Event event) {
    ObjectNode o = NODES.objectNode();
    o.put("event", event.name());
    return o;
  }

  /**
   * The first fields of a family's own HAND_RESULT: {@code hand, sides, points, winner}, to which
   * the family adds its own.
   *
   * @param result the result
   * @return a new object with those fields
   */
  public static ObjectNode resultHead(HandResult result) {
    ObjectNode o = NODES.objectNode();
    o.put("hand", result.hand());
    o.set("sides", sides(result.sides()));
    o.set("points", ints(result.points()));
    putInt(o, "winner", result.winningSide());
    return o;
  }

  /**
   * Puts {@code toAct}: the seat, {@code "chance"} at a deal ({@link GameState#CHANCE}), null once
   * nobody acts.
   *
   * @param o the object
   * @param toAct the seat to act, {@link GameState#CHANCE}, or a negative number for nobody
   */
  public static void putToAct(ObjectNode o, int toAct) {
    if (toAct == GameState.CHANCE) {
      o.put("toAct", "chance");
    } else if (toAct < 0) {
      o.putNull("toAct");
    } else {
      o.put("toAct", toAct);
    }
  }

  /**
   * The trick on the table: {@code [{"seat":s,"card":c}, …]} in the order played.
   *
   * @param table the plays
   * @return the array of plays
   */
  public static ArrayNode table(Seq<TablePlay> table) {
    ArrayNode a = NODES.arrayNode();
    for (TablePlay p : table) {
      ObjectNode play = a.addObject();
      play.put("seat", p.seat());
      play.put("card", p.card().code());
    }
    return a;
  }

  /**
   * Puts the match fields of SUMMARY and VIEW: {@code sides, score, results, winner}.
   *
   * @param o the object
   * @param sides the sides
   * @param score the score per side
   * @param results the hands played, each written by {@code handResult}
   * @param winner the winning side, none while the match goes on
   * @param handResult writes one HAND_RESULT, such as {@link TrickJson#handResult(Codec,
   *     HandResult)} with the family's codec
   */
  public static void putMatch(
      ObjectNode o,
      Seq<Seq<Integer>> sides,
      Seq<Integer> score,
      Seq<HandResult> results,
      Option<Integer> winner,
      Function<HandResult, ObjectNode> handResult) {
    o.set("sides", sides(sides));
    o.set("score", ints(score));
    ArrayNode r = o.putArray("results");
    for (HandResult result : results) {
      r.add(handResult.apply(result));
    }
    putInt(o, "winner", winner);
  }

  /**
   * The {@code legal} list: each action written by a syntax.
   *
   * @param actions the actions
   * @param syntax the syntax that writes them, such as the family's {@link Codec#actions()}
   * @return the array of ACTION objects
   * @throws IllegalArgumentException for an action the syntax cannot write (a bug)
   */
  public static ArrayNode actions(Seq<Action> actions, ActionSyntax syntax) {
    ArrayNode a = NODES.arrayNode();
    for (Action action : actions) {
      a.add(action(action, syntax));
    }
    return a;
  }

  /**
   * One ACTION as a syntax writes it.
   *
   * @param action the action
   * @param syntax the syntax that writes it, such as the family's {@link Codec#actions()}
   * @return its JSON object
   * @throws IllegalArgumentException for an action the syntax cannot write (a bug)
   */
  public static ObjectNode action(Action action, ActionSyntax syntax) {
    return syntax
        .write(action)
        .getOrElseThrow(
            () -> new IllegalArgumentException("no JSON shape for the action " + action));
  }

  /**
   * Puts SUMMARY's {@code hands}: every seat's holding as codes.
   *
   * @param o the object
   * @param state the match
   */
  public static void putHands(ObjectNode o, GameState state) {
    ArrayNode hands = o.putArray("hands");
    for (int seat = 0; seat < state.players(); seat++) {
      hands.add(cards(state.hand(seat)));
    }
  }

  /**
   * Puts VIEW's {@code hands}: the seat's own holding as codes, every other as a count (a
   * spectator's view shows every holding as a count).
   *
   * @param o the object
   * @param view the view
   */
  public static void putHands(ObjectNode o, PlayerView view) {
    ArrayNode hands = o.putArray("hands");
    for (int seat = 0; seat < view.players(); seat++) {
      if (seat == view.seat()) {
        hands.add(cards(view.ownHand()));
      } else {
        hands.add(view.handSize(seat));
      }
    }
  }

  /**
   * Puts {@code captured}: each seat's pile as codes.
   *
   * @param o the object
   * @param players the number of seats
   * @param pile the pile of a seat, as the state or the view shows it
   */
  public static void putPiles(
      ObjectNode o, int players, IntFunction<? extends Iterable<Card>> pile) {
    ArrayNode piles = o.putArray("captured");
    for (int seat = 0; seat < players; seat++) {
      piles.add(cards(pile.apply(seat)));
    }
  }

  /**
   * A view as the family's view class, for a codec that writes only its family's views.
   *
   * @param type the family's view class
   * @param view the view
   * @param <V> the family's view class
   * @return the view
   * @throws IllegalArgumentException for a view of another class (a bug)
   */
  public static <V extends PlayerView> V viewOf(Class<V> type, PlayerView view) {
    if (!type.isInstance(view)) {
      throw new IllegalArgumentException("no JSON shape for the view " + view);
    }
    return type.cast(view);
  }
}
