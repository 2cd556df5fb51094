package dev.mazzo.briscola;

import static dev.mazzo.codec.JsonParts.ints;
import static dev.mazzo.codec.JsonParts.putInt;
import static java.util.Map.entry;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.card.Card;
import dev.mazzo.card.Rank;
import dev.mazzo.codec.ActionSyntax;
import dev.mazzo.codec.Codec;
import dev.mazzo.codec.JsonOut;
import dev.mazzo.codec.JsonParts;
import dev.mazzo.codec.TrickJson;
import dev.mazzo.codec.TrickStream;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variant;
import io.vavr.Tuple;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The JSON of the Briscola family (briscola.md §13): its action spaces (B-64), the standard
 * trick-game SUMMARY, VIEW and HAND_RESULT with the chiamata fields added (B-69, B-70, B-72), and
 * the chiamata events (B-71).
 *
 * <p>Every id reads deal and play; the chiamata ids read bid, pass and call too, the bid in their
 * auction's form ({@link ChiamataSyntax}). In chiamata the SUMMARY adds {@code auction, caller,
 * calledCard, partner} after {@code legal}, the VIEW the same with {@code partner} only once the
 * called card has been played (B-55), and HAND_RESULT {@code caller, partner, bid, calledCard,
 * target, made, payments} after {@code scoreChange}, all null (payments all 0) for a passed-out
 * deal (B-49).
 */
public final class BriscolaCodec implements Codec {

  /**
   * The wire name of each of the family's own events (B-71): {@link ChiamataEvent#name()} reads it.
   */
  static final java.util.Map<Class<?>, String> EVENT_NAMES =
      java.util.Map.ofEntries(
          entry(ChiamataEvent.BidMade.class, "bid"),
          entry(ChiamataEvent.AuctionEnded.class, "auction"),
          entry(ChiamataEvent.Called.class, "called"));

  /** The action syntax of each chiamata id, by its auction (B-45, B-62). */
  private final Map<String, ActionSyntax> chiamata;

  /**
   * A codec for the family's variants (those that are not {@link BriscolaVariant}s read deal and
   * play).
   */
  BriscolaCodec(Seq<? extends Variant> variants) {
    this.chiamata =
        LinkedHashMap.ofEntries(
            variants
                .filter(v -> v instanceof BriscolaVariant)
                .map(v -> ((BriscolaVariant) v).spec)
                .filter(spec -> spec.auction != Spec.Auction.NONE)
                .map(
                    spec ->
                        Tuple.of(
                            spec.id,
                            spec.auction == Spec.Auction.POINTS
                                ? ChiamataSyntax.POINTS
                                : ChiamataSyntax.RANKS)));
  }

  /**
   * True for the chiamata ids, whose SUMMARY, VIEW and HAND_RESULT carry the contract (B-69).
   *
   * @param variantId a variant id
   * @return whether it is one of the family's chiamata ids
   */
  public boolean isChiamata(String variantId) {
    return chiamata.containsKey(variantId);
  }

  /** Deal, play, bid (in either form), pass and call. */
  @Override
  public ActionSyntax actions() {
    return ChiamataSyntax.ALL;
  }

  /** Deal and play; in chiamata also bid, pass and call (B-64). */
  @Override
  public ActionSyntax actions(String variantId) {
    return chiamata.get(variantId).getOrElse(ActionSyntax.TRICK);
  }

  /** The standard SUMMARY; in chiamata then {@code auction, caller, calledCard, partner} (B-69). */
  @Override
  public ObjectNode summary(GameState state, Seq<Action> legal) {
    ObjectNode o = TrickJson.summary(this, state, legal);
    if (state instanceof BriscolaState && isChiamata(state.variantId())) {
      BriscolaState b = (BriscolaState) state;
      putContract(o, b.highBid(), b.passed(), b.declarer(), b.calledCard());
      putInt(o, "partner", b.partner());
    }
    return o;
  }

  /**
   * The standard VIEW with every pile in full (every trick is played face up); in chiamata then
   * {@code auction, caller, calledCard} and, only once the called card has been played, {@code
   * partner} (B-55, B-70).
   *
   * @throws IllegalArgumentException for a view that is not a {@link BriscolaView} (a bug)
   */
  @Override
  public ObjectNode view(PlayerView view) {
    BriscolaView b = JsonParts.viewOf(BriscolaView.class, view);
    ObjectNode o = TrickJson.view(this, b, b::captured);
    if (b.isChiamata()) {
      putContract(o, b.highBid(), b.passed(), b.declarer(), b.calledCard());
      if (b.partnerKnown()) {
        putInt(o, "partner", b.partner());
      }
    }
    return o;
  }

  /** The standard SUMMARY streamed ({@link TrickStream#summary}); none in chiamata. */
  @Override
  public boolean writeSummary(JsonOut out, GameState state, Seq<Action> legal) {
    if (isChiamata(state.variantId())) {
      return false;
    }
    TrickStream.summary(out, this, state, legal);
    return true;
  }

  /** The standard VIEW streamed ({@link TrickStream#view}); none in chiamata. */
  @Override
  public boolean writeView(JsonOut out, PlayerView view) {
    BriscolaView b = JsonParts.viewOf(BriscolaView.class, view);
    if (b.isChiamata()) {
      return false;
    }
    TrickStream.view(out, this, b, b::captured);
    return true;
  }

  /** The standard HAND_RESULT streamed ({@link TrickStream#handResult}); none with a contract. */
  @Override
  public boolean writeHandResult(JsonOut out, HandResult result) {
    if (result instanceof BriscolaHandResult b && b.contract().isDefined()) {
      return false;
    }
    TrickStream.handResult(out, result);
    return true;
  }

  /**
   * The standard HAND_RESULT; with a contract then {@code caller, partner, bid, calledCard, target,
   * made, payments} in the order of B-72.
   */
  @Override
  public Option<ObjectNode> handResult(HandResult result) {
    if (!(result instanceof BriscolaHandResult)) {
      return Option.none();
    }
    ObjectNode o = TrickJson.handResult(result);
    Option<Contract> contract = ((BriscolaHandResult) result).contract();
    if (contract.isDefined()) {
      putContract(o, contract.get());
    }
    return Option.some(o);
  }

  /**
   * The chiamata events (B-71): {@code bid, auction, called} (a chiamata's {@code passed} and
   * {@code partner} are the common events).
   */
  @Override
  public Option<ObjectNode> event(Event event) {
    if (!(event instanceof ChiamataEvent)) {
      return Option.none();
    }
    ObjectNode o = JsonParts.eventHead(event);
    if (event instanceof ChiamataEvent.BidMade e) {
      o.put("seat", e.seat());
      putBid(o, e.rank(), e.points());
    } else if (event instanceof ChiamataEvent.AuctionEnded e) {
      putInt(o, "caller", e.declarer());
    } else if (event instanceof ChiamataEvent.Called e) {
      o.put("seat", e.seat());
      o.put("card", e.card().code());
      o.put("trump", String.valueOf(e.trump().letter()));
    } else {
      return Option.none();
    }
    return Option.some(o);
  }

  /**
   * The chiamata fields every SUMMARY and VIEW shows (B-69, B-70): {@code "auction":{"high":
   * BID-or-null,"passed":[…]}}, {@code caller} and {@code calledCard}.
   */
  private static void putContract(
      ObjectNode o,
      Option<Bid> high,
      Seq<Integer> passed,
      Option<Integer> declarer,
      Option<Card> calledCard) {
    ObjectNode auction = o.putObject("auction");
    if (high.isDefined()) {
      ObjectNode h = auction.putObject("high");
      h.put("seat", high.get().seat());
      putBid(h, high.get().rank(), high.get().points());
    } else {
      auction.putNull("high");
    }
    auction.set("passed", ints(passed));
    putInt(o, "caller", declarer);
    o.put("calledCard", calledCard.map(Card::code).getOrNull());
  }

  /** A bid's {@code rank} and {@code points}, each when it has one (B-69, B-71, B-72). */
  private static void putBid(ObjectNode o, Option<Rank> rank, Option<Integer> points) {
    if (rank.isDefined()) {
      o.put("rank", rank.get().token());
    }
    if (points.isDefined()) {
      o.put("points", points.get().intValue());
    }
  }

  /** The chiamata fields of a HAND_RESULT, in the order of B-72. */
  private static void putContract(ObjectNode o, Contract c) {
    putInt(o, "caller", c.declarer());
    putInt(o, "partner", c.partner());
    if (c.bidRank().isDefined() || c.bidPoints().isDefined()) {
      putBid(o.putObject("bid"), c.bidRank(), c.bidPoints());
    } else {
      o.putNull("bid");
    }
    o.put("calledCard", c.calledCard().map(Card::code).getOrNull());
    putInt(o, "target", c.target());
    JsonParts.putBool(o, "made", c.made());
    o.set("payments", ints(c.payments()));
  }
}
