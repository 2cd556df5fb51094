package dev.mazzo.fivehundred;

import static dev.mazzo.codec.JsonParts.NODES;
import static dev.mazzo.codec.JsonParts.cards;
import static dev.mazzo.codec.JsonParts.ints;
import static dev.mazzo.codec.JsonParts.putInt;
import static dev.mazzo.codec.JsonParts.putToAct;
import static java.util.Map.entry;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import dev.mazzo.card.Trump;
import dev.mazzo.codec.ActionSyntax;
import dev.mazzo.codec.Codec;
import dev.mazzo.codec.JsonParts;
import dev.mazzo.codec.TrickJson;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.TablePlay;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Map;

/**
 * The JSON of the Five Hundred family (five-hundred.md §9 … §11): its actions ({@link
 * FiveHundredSyntax}), SUMMARY and VIEW with the added fields of F-33 after {@code legal} ({@code
 * auction, contract, kitty, discards, called, partner, out, exposed, tricksBySeat}), the {@code
 * table} entry of a joker led in no-trump with its {@code suit}, the events of F-35 and HAND_RESULT
 * (F-32). In a VIEW the kitty is a count, the discards a count but in the declarer's own, and the
 * key {@code partner} is absent until the called card is played (F-34).
 */
public final class FiveHundredCodec implements Codec {

  /**
   * The wire name of each of the family's own events (F-35): {@link FiveHundredEvent#name()} reads
   * it.
   */
  static final Map<Class<?>, String> EVENT_NAMES =
      Map.ofEntries(
          entry(FiveHundredEvent.Dealt.class, "dealt"),
          entry(FiveHundredEvent.BidMade.class, "bid"),
          entry(FiveHundredEvent.Contract.class, "contract"),
          entry(FiveHundredEvent.Kitty.class, "kitty"),
          entry(FiveHundredEvent.Discarded.class, "discarded"),
          entry(FiveHundredEvent.Called.class, "called"),
          entry(FiveHundredEvent.Exposed.class, "exposed"),
          entry(FiveHundredEvent.Void.class, "void"),
          entry(FiveHundredEvent.JokerLed.class, "played"));

  FiveHundredCodec() {}

  @Override
  public ActionSyntax actions() {
    return FiveHundredSyntax.ALL;
  }

  /** The call is an action of five-hundred-5p only. */
  @Override
  public ActionSyntax actions(String variantId) {
    return "five-hundred-5p".equals(variantId)
        ? FiveHundredSyntax.ALL
        : FiveHundredSyntax.WITHOUT_CALL;
  }

  // ------------------------------------------------------------------ SUMMARY, VIEW (F-33, F-34)

  @Override
  public ObjectNode summary(GameState state, Seq<Action> legal) {
    FiveHundredState s = (FiveHundredState) state;
    ObjectNode o =
        head(s.variantId(), s.phase().wireName(), s.toAct(), s.dealer(), s.handNumber(), s.trump());
    JsonParts.putHands(o, s);
    o.putArray("stock");
    o.set("table", table(s.table(), s.namedSuit()));
    JsonParts.putPiles(o, s.players(), s::captured);
    JsonParts.putMatch(
        o, s.sides(), s.score(), s.results(), s.winningSide(), r -> TrickJson.handResult(this, r));
    o.set("legal", JsonParts.actions(legal, actions(s.variantId())));
    o.set("auction", auction(s.auction()));
    o.set("contract", contract(s.declarer(), s.contract()));
    o.set("kitty", cards(s.kitty()));
    o.set("discards", cards(s.discards()));
    o.put("called", s.called().map(Card::code).getOrNull());
    putInt(o, "partner", s.partner());
    o.set("out", ints(s.out()));
    o.set("exposed", s.exposed().map(JsonParts::cards).getOrNull());
    o.set("tricksBySeat", ints(s.tricksBySeat()));
    return o;
  }

  @Override
  public ObjectNode view(PlayerView view) {
    FiveHundredView v = JsonParts.viewOf(FiveHundredView.class, view);
    ObjectNode o =
        head(v.variantId(), v.phase().wireName(), v.toAct(), v.dealer(), v.handNumber(), v.trump());
    JsonParts.putHands(o, v);
    o.put("stock", 0);
    o.set("table", table(v.table(), v.namedSuit()));
    JsonParts.putPiles(o, v.players(), v::captured);
    JsonParts.putMatch(
        o, v.sides(), v.score(), v.results(), v.winningSide(), r -> TrickJson.handResult(this, r));
    o.set("legal", JsonParts.actions(v.legalActions(), actions(v.variantId())));
    o.set("auction", auction(v.auction()));
    o.set("contract", contract(v.declarer(), v.contract()));
    o.put("kitty", v.kittySize());
    if (v.discards().isDefined()) {
      o.set("discards", cards(v.discards().get()));
    } else {
      o.put("discards", v.discardCount());
    }
    o.put("called", v.called().map(Card::code).getOrNull());
    for (int partner : v.partner()) {
      o.put("partner", partner);
    }
    o.set("out", ints(v.out()));
    o.set("exposed", v.exposed().map(JsonParts::cards).getOrNull());
    o.set("tricksBySeat", ints(v.tricksBySeat()));
    return o;
  }

  private static ObjectNode head(
      String variant, String phase, int toAct, int dealer, int hand, Option<Trump> trump) {
    ObjectNode o = NODES.objectNode();
    o.put("variant", variant);
    o.put("phase", phase);
    putToAct(o, toAct);
    o.put("dealer", dealer);
    o.put("hand", hand);
    o.put("trump", trump.map(Trump::code).getOrNull());
    o.putNull("trumpCard");
    return o;
  }

  /** The trick on the table; the joker led in no-trump with its named suit (F-33). */
  private static ArrayNode table(Seq<TablePlay> table, Option<Suit> named) {
    ArrayNode a = JsonParts.table(table);
    if (named.isDefined()) { // only while the trick it leads is on the table
      ((ObjectNode) a.get(0)).put("suit", String.valueOf(named.get().letter()));
    }
    return a;
  }

  private static ArrayNode auction(Seq<AuctionCall> auction) {
    ArrayNode a = NODES.arrayNode();
    for (AuctionCall call : auction) {
      ObjectNode o = a.addObject();
      o.put("seat", call.seat());
      if (call.bid().isDefined()) {
        FiveHundredSyntax.putBid(o, call.bid().get());
      } else {
        o.put("pass", true);
      }
    }
    return a;
  }

  private static ObjectNode bid(Bid b) {
    ObjectNode o = NODES.objectNode();
    FiveHundredSyntax.putBid(o, b);
    return o;
  }

  private static ObjectNode contract(Option<Integer> declarer, Option<Bid> contract) {
    if (contract.isEmpty()) {
      return null;
    }
    ObjectNode o = NODES.objectNode();
    o.put("contractor", declarer.get());
    o.set("bid", bid(contract.get()));
    o.put("value", contract.get().value());
    return o;
  }

  // ------------------------------------------------------------------ EVENT (F-35)

  @Override
  public Option<ObjectNode> event(Event event) {
    if (!(event instanceof FiveHundredEvent)) {
      return Option.none();
    }
    ObjectNode o = JsonParts.eventHead(event);
    if (event instanceof FiveHundredEvent.Dealt e) {
      o.put("dealer", e.dealer());
    } else if (event instanceof FiveHundredEvent.BidMade e) {
      o.put("seat", e.seat());
      FiveHundredSyntax.putBid(o, e.bid());
    } else if (event instanceof FiveHundredEvent.Contract e) {
      o.put("seat", e.seat());
      o.set("bid", bid(e.bid()));
    } else if (event instanceof FiveHundredEvent.Kitty e) {
      o.put("seat", e.seat());
      for (Seq<Card> cards : e.cards()) {
        o.set("cards", cards(cards));
      }
    } else if (event instanceof FiveHundredEvent.Discarded e) {
      o.put("seat", e.seat());
      o.put("count", e.count());
    } else if (event instanceof FiveHundredEvent.Called e) {
      o.put("seat", e.seat());
      if (e.card().isDefined()) {
        o.put("card", e.card().get().code());
      } else {
        o.put("alone", true);
      }
    } else if (event instanceof FiveHundredEvent.Exposed e) {
      o.put("seat", e.seat());
      o.set("cards", cards(e.cards()));
    } else if (event instanceof FiveHundredEvent.JokerLed e) {
      o.put("seat", e.seat());
      o.put("card", e.card().code());
      o.put("suit", String.valueOf(e.suit().letter()));
    }
    return Option.some(o);
  }

  // ------------------------------------------------------------------ HAND_RESULT (F-32)

  @Override
  public Option<ObjectNode> handResult(HandResult result) {
    if (!(result instanceof FiveHundredHandResult)) {
      return Option.none();
    }
    FiveHundredHandResult r = (FiveHundredHandResult) result;
    ObjectNode o = JsonParts.resultHead(r);
    o.put("void", r.isVoid());
    o.put("dealer", r.dealer());
    putInt(o, "contractor", r.declarer());
    o.set("bid", r.bid().map(FiveHundredCodec::bid).getOrNull());
    putInt(o, "value", r.value());
    putInt(o, "partner", r.partner());
    putInt(o, "contractingSide", r.contractingSide());
    o.set("tricks", ints(r.tricks()));
    o.set("tricksBySeat", ints(r.tricksBySeat()));
    JsonParts.putBool(o, "made", r.made());
    JsonParts.putBool(o, "slam", r.slam());
    o.set("scoreChange", ints(r.scoreChange()));
    return Option.some(o);
  }
}
