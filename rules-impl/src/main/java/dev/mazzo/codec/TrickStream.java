package dev.mazzo.codec;

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
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * The standard trick-game shapes of {@link TrickJson}, written straight to a {@link JsonOut}
 * without building a tree (issue 27: the referee's hot answers): field names and punctuation as
 * constant text, card codes quoted once. The bytes are those of the tree written compactly, {@code
 * stock} before a deal included as {@code dev.mazzo.protocol.Json} sets it; a property test
 * compares the two for every variant id. What has no standard shape here (a family's own
 * HAND_RESULT, event or action) is built by its codec as a tree and written whole.
 */
public final class TrickStream {

  private TrickStream() {}

  /**
   * The standard SUMMARY (B-69) as {@code dev.mazzo.protocol.Json.summary} gives it: {@link
   * TrickJson#summary}, with the whole deck as {@code stock} before a deal.
   *
   * @param out where it is written
   * @param codec the family's codec, which writes {@code legal} and {@code results}
   * @param state the match
   * @param legal its legal actions
   */
  public static void summary(JsonOut out, Codec codec, GameState state, Seq<Action> legal) {
    head(out, state.variantId(), state.phase(), state.toAct(), state.dealer(), state.handNumber());
    trumps(out, state.trump(), state.trumpCard());
    out.raw(",\"hands\":[");
    for (int seat = 0; seat < state.players(); seat++) {
      if (seat > 0) {
        out.raw(',');
      }
      cards(out, state.hand(seat));
    }
    out.raw("],\"stock\":");
    cards(out, state.phase() == Phase.DEAL ? state.deck().cards() : state.stock());
    table(out, state.table());
    piles(out, state.players(), state::captured);
    match(out, codec, state.sides(), state.score(), state.results(), state.winningSide());
    actions(out, legal, codec.actions());
    out.raw('}');
  }

  /**
   * The standard VIEW (B-70) as {@code dev.mazzo.protocol.Json.view} gives it: {@link
   * TrickJson#view}, with the deck's size as {@code stock} before a deal.
   *
   * @param out where it is written
   * @param codec the family's codec, which writes {@code legal} and {@code results}
   * @param view the view
   * @param captured the pile of each seat that the view shows
   */
  public static void view(
      JsonOut out, Codec codec, PlayerView view, IntFunction<? extends Iterable<Card>> captured) {
    head(out, view.variantId(), view.phase(), view.toAct(), view.dealer(), view.handNumber());
    trumps(out, view.trump(), view.trumpCard());
    out.raw(",\"hands\":[");
    for (int seat = 0; seat < view.players(); seat++) {
      if (seat > 0) {
        out.raw(',');
      }
      if (seat == view.seat()) {
        cards(out, view.ownHand());
      } else {
        out.number(view.handSize(seat));
      }
    }
    out.raw("],\"stock\":")
        .number(view.phase() == Phase.DEAL ? view.deck().size() : view.stockSize());
    table(out, view.table());
    piles(out, view.players(), captured);
    match(out, codec, view.sides(), view.score(), view.results(), view.winningSide());
    actions(out, view.legalActions(), codec.actions());
    out.raw('}');
  }

  /**
   * An EVENT: the commonest plain ones of {@link TrickJson#event} ({@link Event.Played.Plain},
   * {@link Event.TrickWon.Plain}, {@link Event.Drew.Plain}) written here, any other (a family's
   * richer play among them) built by {@code tree} and written whole.
   *
   * @param out where it is written
   * @param event the event
   * @param tree the event as a tree, for an event that is not one of the common ones
   */
  public static void event(JsonOut out, Event event, Function<Event, ? extends JsonNode> tree) {
    if (event instanceof Event.Played.Plain e) {
      out.raw("{\"event\":\"played\",\"seat\":").number(e.seat()).raw(",\"card\":");
      out.card(e.card()).raw('}');
    } else if (event instanceof Event.TrickWon.Plain e) {
      out.raw("{\"event\":\"trick\",\"winner\":").number(e.winningSeat());
      out.raw(",\"points\":").number(e.points()).raw(",\"cards\":");
      cards(out, e.cards());
      out.raw('}');
    } else if (event instanceof Event.Drew.Plain e) {
      out.raw("{\"event\":\"drew\",\"seat\":").number(e.seat());
      if (e.card().isDefined()) {
        out.raw(",\"card\":").card(e.card().get());
      }
      out.raw('}');
    } else {
      out.tree(tree.apply(event));
    }
  }

  /**
   * The standard HAND_RESULT ({@link TrickJson#handResult(HandResult)}): {@code hand, sides,
   * points, tricks, winner, scoreChange}.
   *
   * @param out where it is written
   * @param result the result
   */
  public static void handResult(JsonOut out, HandResult result) {
    out.raw("{\"hand\":").number(result.hand());
    sides(out, result.sides());
    out.raw(",\"points\":");
    ints(out, result.points());
    out.raw(",\"tricks\":");
    ints(out, result.tricks());
    out.raw(",\"winner\":");
    nullableInt(out, result.winningSide());
    out.raw(",\"scoreChange\":");
    ints(out, result.scoreChange());
    out.raw('}');
  }

  /**
   * Card codes in the given order, as an array.
   *
   * @param out where it is written
   * @param cards the cards
   */
  public static void cards(JsonOut out, Iterable<Card> cards) {
    out.raw('[');
    boolean first = true;
    for (Card c : cards) {
      if (!first) {
        out.raw(',');
      }
      first = false;
      out.card(c);
    }
    out.raw(']');
  }

  /**
   * The value of {@code toAct}: the seat, {@code "chance"} at a deal, null once nobody acts ({@link
   * JsonParts#putToAct}).
   *
   * @param out where it is written, after the field's name
   * @param toAct the seat to act, {@link GameState#CHANCE}, or a negative number for nobody
   */
  public static void toAct(JsonOut out, int toAct) {
    if (toAct == GameState.CHANCE) {
      out.raw("\"chance\"");
    } else if (toAct < 0) {
      out.raw("null");
    } else {
      out.number(toAct);
    }
  }

  private static void head(
      JsonOut out, String variant, Phase phase, int toAct, int dealer, int hand) {
    out.raw("{\"variant\":").string(variant).raw(",\"phase\":").string(phase.wireName());
    out.raw(",\"toAct\":");
    toAct(out, toAct);
    out.raw(",\"dealer\":").number(dealer).raw(",\"hand\":").number(hand);
  }

  private static void trumps(JsonOut out, Option<Trump> trump, Option<Card> trumpCard) {
    out.raw(",\"trump\":").string(trump.isDefined() ? trump.get().code() : null);
    out.raw(",\"trumpCard\":");
    if (trumpCard.isDefined()) {
      out.card(trumpCard.get());
    } else {
      out.raw("null");
    }
  }

  private static void nullableInt(JsonOut out, Option<Integer> value) {
    if (value.isDefined()) {
      out.number(value.get().intValue());
    } else {
      out.raw("null");
    }
  }

  private static void ints(JsonOut out, Seq<Integer> values) {
    out.raw('[');
    boolean first = true;
    for (Integer v : values) {
      if (!first) {
        out.raw(',');
      }
      first = false;
      out.number(v.intValue());
    }
    out.raw(']');
  }

  /**
   * The last {@code sides} written and its text: a variant's sides are one list, written in every
   * SUMMARY, VIEW and HAND_RESULT. Immutable, so that a race only writes it again; at first the
   * empty list's, so it is never null. Sides equal to the last ones but another list (those of
   * another match's rules, or of a hand result) are written with the same text, and become the last
   * ones, so that matches taken in turn do not build the text again each time.
   */
  private record Sides(Seq<Seq<Integer>> sides, String text) {}

  private static Sides lastSides = new Sides(io.vavr.collection.List.empty(), ",\"sides\":[]");

  private static void sides(JsonOut out, Seq<Seq<Integer>> sides) {
    Sides last = lastSides;
    if (last.sides() != sides) {
      last = new Sides(sides, last.sides().equals(sides) ? last.text() : sidesText(sides));
      lastSides = last;
    }
    out.raw(last.text());
  }

  /** The text of {@code ,"sides":[…]}. */
  private static String sidesText(Seq<Seq<Integer>> sides) {
    StringBuilder text = new StringBuilder(",\"sides\":[");
    boolean first = true;
    for (Seq<Integer> side : sides) {
      text.append(first ? "[" : ",[");
      first = false;
      boolean firstSeat = true;
      for (Integer seat : side) {
        text.append(firstSeat ? "" : ",").append(seat.intValue());
        firstSeat = false;
      }
      text.append(']');
    }
    return text.append(']').toString();
  }

  private static void table(JsonOut out, Seq<TablePlay> table) {
    out.raw(",\"table\":[");
    boolean first = true;
    for (TablePlay p : table) {
      out.raw(first ? "{\"seat\":" : ",{\"seat\":").number(p.seat()).raw(",\"card\":");
      out.card(p.card()).raw('}');
      first = false;
    }
    out.raw(']');
  }

  private static void piles(JsonOut out, int players, IntFunction<? extends Iterable<Card>> pile) {
    out.raw(",\"captured\":[");
    for (int seat = 0; seat < players; seat++) {
      if (seat > 0) {
        out.raw(',');
      }
      cards(out, pile.apply(seat));
    }
    out.raw(']');
  }

  /** {@code sides, score, results, winner} ({@link JsonParts#putMatch}). */
  private static void match(
      JsonOut out,
      Codec codec,
      Seq<Seq<Integer>> sides,
      Seq<Integer> score,
      Seq<HandResult> results,
      Option<Integer> winner) {
    sides(out, sides);
    out.raw(",\"score\":");
    ints(out, score);
    out.raw(",\"results\":[");
    boolean first = true;
    for (HandResult result : results) {
      if (!first) {
        out.raw(',');
      }
      first = false;
      if (!codec.writeHandResult(out, result)) {
        out.tree(TrickJson.handResult(codec, result));
      }
    }
    out.raw("],\"winner\":");
    nullableInt(out, winner);
  }

  /** {@code legal}: a plain play written here, any other action as its syntax writes it. */
  private static void actions(JsonOut out, Seq<Action> actions, ActionSyntax syntax) {
    out.raw(",\"legal\":[");
    boolean first = true;
    for (Action action : actions) {
      if (!first) {
        out.raw(',');
      }
      first = false;
      if (action instanceof PlayCard p && p.card() != null) {
        out.raw("{\"type\":\"play\",\"seat\":").number(p.seat()).raw(",\"card\":");
        out.card(p.card()).raw('}');
      } else {
        out.tree(JsonParts.action(action, syntax));
      }
    }
    out.raw(']');
  }
}
