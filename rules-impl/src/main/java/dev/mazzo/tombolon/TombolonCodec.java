package dev.mazzo.tombolon;

import static dev.mazzo.codec.JsonParts.NODES;
import static dev.mazzo.codec.JsonParts.cards;
import static dev.mazzo.codec.JsonParts.ints;
import static dev.mazzo.codec.JsonParts.putInt;
import static dev.mazzo.codec.JsonParts.putToAct;
import static java.util.Map.entry;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.card.Card;
import dev.mazzo.codec.ActionSyntax;
import dev.mazzo.codec.Codec;
import dev.mazzo.codec.Fields;
import dev.mazzo.codec.JsonParts;
import dev.mazzo.codec.TrickJson;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The JSON of the Tombolon family (tombolon.md §5, §8, §9): the {@code play} action with its {@code
 * capture}, SUMMARY and VIEW with the table as codes and the added fields {@code stockBottom,
 * eldest, lastTaker, secured} (T-32, T-33), the events of T-34 and HAND_RESULT with its breakdown
 * (T-31). The protocol finds it through {@link TombolonFamily#codec()}; the shapes are built field
 * by field in the documents' order from {@link JsonParts}.
 *
 * <p>HAND_RESULT has the fields of §8 in its order, with protocol.md's {@code scoreChange} (every
 * HAND_RESULT has it) after {@code winner}; there is no {@code tricks}.
 */
public final class TombolonCodec implements Codec {

  /**
   * The wire name of each of the family's own events (T-34): {@link TombolonEvent#name()} reads it.
   */
  static final Map<Class<?>, String> EVENT_NAMES =
      Map.ofEntries(
          entry(TombolonEvent.Dealt.class, "dealt"),
          entry(TombolonEvent.Table.class, "table"),
          entry(TombolonEvent.Redeal.class, "redeal"),
          entry(TombolonEvent.Played.class, "played"),
          entry(TombolonEvent.Scopa.class, "scopa"),
          entry(TombolonEvent.Colore.class, "colore"),
          entry(TombolonEvent.Sweep.class, "sweep"),
          entry(TombolonEvent.WentOut.class, "wentOut"));

  private static final String PLAY_SHAPE =
      "{\"type\":\"play\",\"seat\":…,\"card\":…,\"capture\":[…]}";

  /**
   * The Tombolon action space (§5): deal, and play with a capture; the API's {@code PlayCard} is
   * still written in the protocol's plain shape.
   */
  private static final ActionSyntax SYNTAX =
      ActionSyntax.TRICK.with(
          CapturePlay.TYPE, CapturePlay.class, TombolonCodec::readPlay, TombolonCodec::writePlay);

  /** The codec; {@link TombolonFamily} holds the one instance. */
  TombolonCodec() {}

  /** Deal, and play with a capture (§5), for every Tombolon id. */
  @Override
  public ActionSyntax actions() {
    return SYNTAX;
  }

  // ------------------------------------------------------------------ ACTION (§5)

  /**
   * {@code {"type":"play","seat":s,"card":c,"capture":[…]}}; an absent {@code capture} is {@code
   * []} (lay the card). A repeated code in {@code capture} is MALFORMED (T-19).
   */
  private static Either<Rejection, Action> readPlay(ObjectNode json, ActionSyntax.Context context) {
    Option<Rejection> extra =
        Fields.only(json, "A play", PLAY_SHAPE, "type", "seat", "card", "capture");
    if (extra.isDefined()) {
      return Either.left(extra.get());
    }
    Either<Rejection, Integer> seat = Fields.seat(json, "A play", "seat", context.players());
    if (seat.isLeft()) {
      return Either.left(seat.getLeft());
    }
    Either<Rejection, Card> card = Fields.card(json, "A play", "card", context.deck());
    if (card.isLeft()) {
      return Either.left(card.getLeft());
    }
    Either<Rejection, Seq<Card>> capture =
        json.has("capture")
            ? Fields.cards(json, "A play", "capture", context.deck())
            : Either.right(Array.empty());
    if (capture.isLeft()) {
      return Either.left(capture.getLeft());
    }
    Set<Card> seen = new HashSet<>();
    for (Card c : capture.get()) {
      if (!seen.add(c)) {
        return Either.left(Rejection.malformed(c.code() + " appears twice in the capture"));
      }
    }
    return Either.right(new CapturePlay(seat.get(), card.get(), capture.get()));
  }

  private static void writePlay(CapturePlay play, ObjectNode json) {
    json.put("type", CapturePlay.TYPE);
    json.put("seat", play.seat());
    json.put("card", play.card() == null ? null : play.card().code());
    ArrayNode capture = json.putArray("capture");
    if (play.capture() != null) {
      for (Card c : play.capture()) {
        capture.add(c == null ? null : c.code());
      }
    }
  }

  // ------------------------------------------------------------------ SUMMARY, VIEW (T-32, T-33)

  /**
   * SUMMARY (T-32): protocol.md's fields in its order, {@code table} as codes, {@code trump} and
   * {@code trumpCard} null; then {@code stockBottom, eldest, lastTaker, secured}.
   */
  @Override
  public ObjectNode summary(GameState state, Seq<Action> legal) {
    TombolonState s = (TombolonState) state;
    ObjectNode o = NODES.objectNode();
    putHead(o, s.variantId(), s.phase().wireName(), s.toAct(), s.dealer(), s.handNumber());
    JsonParts.putHands(o, s);
    o.set("stock", cards(s.stock()));
    o.set("table", cards(s.tableCards()));
    JsonParts.putPiles(o, s.players(), s::captured);
    JsonParts.putMatch(
        o, s.sides(), s.score(), s.results(), s.winningSide(), r -> TrickJson.handResult(this, r));
    o.set("legal", JsonParts.actions(legal, SYNTAX));
    putTail(o, s.stockBottom(), s.eldest(), s.lastTaker(), s.secured());
    return o;
  }

  /**
   * VIEW (T-33): the SUMMARY's shape with the other hands as counts and the stock as a count; the
   * table, every pile and {@code stockBottom} are public.
   */
  @Override
  public ObjectNode view(PlayerView view) {
    TombolonView v = JsonParts.viewOf(TombolonView.class, view);
    ObjectNode o = NODES.objectNode();
    putHead(o, v.variantId(), v.phase().wireName(), v.toAct(), v.dealer(), v.handNumber());
    JsonParts.putHands(o, v);
    o.put("stock", v.stockSize());
    o.set("table", cards(v.tableCards()));
    JsonParts.putPiles(o, v.players(), v::captured);
    JsonParts.putMatch(
        o, v.sides(), v.score(), v.results(), v.winningSide(), r -> TrickJson.handResult(this, r));
    o.set("legal", JsonParts.actions(v.legalActions(), SYNTAX));
    putTail(o, v.stockBottom(), v.eldest(), v.lastTaker(), v.secured());
    return o;
  }

  private static void putHead(
      ObjectNode o, String variant, String phase, int toAct, int dealer, int hand) {
    o.put("variant", variant);
    o.put("phase", phase);
    putToAct(o, toAct);
    o.put("dealer", dealer);
    o.put("hand", hand);
    o.putNull("trump");
    o.putNull("trumpCard");
  }

  private static void putTail(
      ObjectNode o,
      Option<Card> stockBottom,
      int eldest,
      Option<Integer> lastTaker,
      Seq<Integer> secured) {
    o.put("stockBottom", stockBottom.map(Card::code).getOrNull());
    o.put("eldest", eldest);
    putInt(o, "lastTaker", lastTaker);
    o.set("secured", ints(secured));
  }

  // ------------------------------------------------------------------ EVENT (T-34)

  /** A Tombolon EVENT (T-34), {@code event} first; none for an event of another family. */
  @Override
  public Option<ObjectNode> event(Event event) {
    if (!(event instanceof TombolonEvent)) {
      return Option.none();
    }
    ObjectNode o = JsonParts.eventHead(event);
    if (event instanceof TombolonEvent.Dealt e) {
      o.put("dealer", e.dealer());
      o.put("distribution", e.distribution());
    } else if (event instanceof TombolonEvent.Table e) {
      o.set("cards", cards(e.cards()));
    } else if (event instanceof TombolonEvent.Redeal e) {
      o.set("table", cards(e.table()));
    } else if (event instanceof TombolonEvent.Played e) {
      o.put("seat", e.seat());
      o.put("card", e.card().code());
      o.set("capture", cards(e.capture()));
    } else if (event instanceof TombolonEvent.Scopa e) {
      o.put("seat", e.seat());
      o.put("points", e.points());
    } else if (event instanceof TombolonEvent.Colore e) {
      o.put("seat", e.seat());
      o.put("points", e.points());
    } else if (event instanceof TombolonEvent.Sweep e) {
      o.put("seat", e.seat());
      o.set("cards", cards(e.cards()));
    } else if (event instanceof TombolonEvent.WentOut e) {
      o.put("side", e.side());
    } else {
      throw new IllegalArgumentException("no JSON shape for the event " + event);
    }
    return Option.some(o);
  }

  // ------------------------------------------------------------------ HAND_RESULT (§8)

  /**
   * HAND_RESULT (§8, T-31): {@code hand, sides, points, winner, scoreChange, dealer, eldest,
   * wentOut, lastTaker, bySide}, each side {@code scope:{count,points}, colore, napoli,
   * carte:{count,points}, spade:{count,points}, onori, mazzoPoints, tombolon, total}.
   */
  @Override
  public Option<ObjectNode> handResult(HandResult result) {
    if (!(result instanceof TombolonHandResult)) {
      return Option.none();
    }
    TombolonHandResult r = (TombolonHandResult) result;
    ObjectNode o = JsonParts.resultHead(r);
    o.set("scoreChange", ints(r.scoreChange()));
    o.put("dealer", r.dealer());
    o.put("eldest", r.eldest());
    putInt(o, "wentOut", r.wentOut());
    putInt(o, "lastTaker", r.lastTaker());
    ArrayNode by = o.putArray("bySide");
    for (TombolonHandResult.SideScore s : r.bySide()) {
      ObjectNode side = by.addObject();
      ObjectNode scope = side.putObject("scope");
      scope.put("count", s.scopeCount());
      scope.put("points", s.scopePoints());
      side.put("colore", s.colore());
      side.put("napoli", s.napoli());
      ObjectNode carte = side.putObject("carte");
      carte.put("count", s.carteCount());
      carte.put("points", s.cartePoints());
      ObjectNode spade = side.putObject("spade");
      spade.put("count", s.spadeCount());
      spade.put("points", s.spadePoints());
      side.set("onori", cards(s.onori()));
      side.put("mazzoPoints", s.mazzoPoints());
      side.put("tombolon", s.tombolon());
      side.put("total", s.total());
    }
    return Option.some(o);
  }
}
