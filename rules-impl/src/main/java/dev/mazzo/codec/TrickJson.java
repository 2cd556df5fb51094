package dev.mazzo.codec;

import static dev.mazzo.codec.JsonParts.NODES;
import static dev.mazzo.codec.JsonParts.cards;
import static dev.mazzo.codec.JsonParts.ints;
import static dev.mazzo.codec.JsonParts.putInt;
import static dev.mazzo.codec.JsonParts.putMatch;
import static dev.mazzo.codec.JsonParts.putToAct;
import static dev.mazzo.codec.JsonParts.sides;
import static dev.mazzo.codec.JsonParts.table;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.card.Card;
import dev.mazzo.card.Trump;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * The standard trick-game shapes of protocol.md (briscola.md B-69 … B-72), written once for every
 * family: SUMMARY, VIEW, HAND_RESULT and the common events of {@link Event}. A family's {@link
 * Codec} returns them as they are or adds its fields after them.
 */
public final class TrickJson {

  private TrickJson() {}

  /**
   * The standard SUMMARY (protocol.md, B-69): {@code variant, phase, toAct, dealer, hand, trump,
   * trumpCard, hands, stock, table, captured, sides, score, results, winner, legal}, in this order.
   *
   * @param codec the family's codec, which writes {@code legal} and {@code results}
   * @param state the match
   * @param legal its legal actions
   * @return the SUMMARY object
   */
  public static ObjectNode summary(Codec codec, GameState state, Seq<Action> legal) {
    ObjectNode o = NODES.objectNode();
    o.put("variant", state.variantId());
    o.put("phase", state.phase().wireName());
    putToAct(o, state.toAct());
    o.put("dealer", state.dealer());
    o.put("hand", state.handNumber());
    o.put("trump", state.trump().map(Trump::code).getOrNull());
    o.put("trumpCard", state.trumpCard().map(Card::code).getOrNull());
    JsonParts.putHands(o, state);
    o.set("stock", cards(state.stock()));
    o.set("table", table(state.table()));
    JsonParts.putPiles(o, state.players(), state::captured);
    putMatch(
        o,
        state.sides(),
        state.score(),
        state.results(),
        state.winningSide(),
        r -> handResult(codec, r));
    o.set("legal", JsonParts.actions(legal, codec.actions()));
    return o;
  }

  /**
   * The standard VIEW (protocol.md, B-70): the SUMMARY's shape with other seats' holdings as counts
   * ({@code "hands":[["AS","7D"],3]}), the stock as a count, the piles as the family's views show
   * them and {@code legal} as the view lists it (empty unless the seat is to act). A spectator's
   * view shows every holding as a count.
   *
   * @param codec the family's codec, which writes {@code legal} and {@code results}
   * @param view the view
   * @param captured the pile of each seat that the view shows
   * @return the VIEW object
   */
  public static ObjectNode view(
      Codec codec, PlayerView view, IntFunction<? extends Iterable<Card>> captured) {
    ObjectNode o = NODES.objectNode();
    o.put("variant", view.variantId());
    o.put("phase", view.phase().wireName());
    putToAct(o, view.toAct());
    o.put("dealer", view.dealer());
    o.put("hand", view.handNumber());
    o.put("trump", view.trump().map(Trump::code).getOrNull());
    o.put("trumpCard", view.trumpCard().map(Card::code).getOrNull());
    JsonParts.putHands(o, view);
    o.put("stock", view.stockSize());
    o.set("table", table(view.table()));
    JsonParts.putPiles(o, view.players(), captured);
    putMatch(
        o,
        view.sides(),
        view.score(),
        view.results(),
        view.winningSide(),
        r -> handResult(codec, r));
    o.set("legal", JsonParts.actions(view.legalActions(), codec.actions()));
    return o;
  }

  /**
   * The standard HAND_RESULT (protocol.md, B-72): {@code hand, sides, points, tricks, winner,
   * scoreChange}.
   *
   * @param result the result
   * @return its JSON object
   */
  public static ObjectNode handResult(HandResult result) {
    ObjectNode o = NODES.objectNode();
    o.put("hand", result.hand());
    o.set("sides", sides(result.sides()));
    o.set("points", ints(result.points()));
    o.set("tricks", ints(result.tricks()));
    putInt(o, "winner", result.winningSide());
    o.set("scoreChange", ints(result.scoreChange()));
    return o;
  }

  /**
   * A HAND_RESULT as a family writes it: its own shape for its own result class, else the standard
   * one.
   *
   * @param codec the family's codec
   * @param result the result
   * @return its JSON object
   */
  public static ObjectNode handResult(Codec codec, HandResult result) {
    return codec.handResult(result).getOrElse(() -> handResult(result));
  }

  /**
   * A common EVENT of {@link Event.Common} (protocol.md, B-71) with the common fields only: {@code
   * dealt}, {@code played}, {@code trick}, {@code drew} (without {@code card} when the card is
   * hidden from the view's seat), {@code hand}, {@code match}, {@code bid} (the seat), {@code
   * passed} and {@code partner}, {@code event} first. A family that adds fields to a common idea
   * (Tombolon's {@code played} with its {@code capture}) writes its own record in its {@link
   * Codec#event}, which is asked first; this writes the {@code Plain} records and any other
   * family's event by its common part.
   *
   * @param event an event of any family
   * @param handResult writes the result of a {@code hand} event
   * @return its JSON object, or none for an event that is not one of the common ones
   */
  public static Option<ObjectNode> event(Event event, Function<HandResult, ObjectNode> handResult) {
    ObjectNode o = JsonParts.eventHead(event);
    if (event instanceof Event.Dealt e) {
      o.put("dealer", e.dealer());
      o.put("trumpCard", e.trumpCard().map(Card::code).getOrNull());
    } else if (event instanceof Event.Played e) {
      o.put("seat", e.seat());
      o.put("card", e.card().code());
    } else if (event instanceof Event.TrickWon e) {
      o.put("winner", e.winningSeat());
      o.put("points", e.points());
      o.set("cards", cards(e.cards()));
    } else if (event instanceof Event.Drew e) {
      o.put("seat", e.seat());
      if (e.card().isDefined()) {
        o.put("card", e.card().get().code());
      }
    } else if (event instanceof Event.HandScored e) {
      o.set("result", handResult.apply(e.result()));
    } else if (event instanceof Event.MatchEnded e) {
      putInt(o, "winner", e.winningSide());
    } else if (event instanceof Event.BidMade e) {
      o.put("seat", e.seat());
    } else if (event instanceof Event.Passed e) {
      o.put("seat", e.seat());
    } else if (event instanceof Event.PartnerRevealed e) {
      o.put("caller", e.declarer());
      putInt(o, "partner", e.partner());
    } else {
      return Option.none();
    }
    return Option.some(o);
  }
}
