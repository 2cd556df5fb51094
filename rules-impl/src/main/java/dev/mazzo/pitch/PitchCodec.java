package dev.mazzo.pitch;

import static dev.mazzo.codec.JsonParts.cards;
import static dev.mazzo.codec.JsonParts.eventHead;
import static dev.mazzo.codec.JsonParts.ints;
import static dev.mazzo.codec.JsonParts.putBool;
import static dev.mazzo.codec.JsonParts.putInt;
import static dev.mazzo.codec.JsonParts.resultHead;
import static java.util.Map.entry;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.card.Card;
import dev.mazzo.codec.ActionSyntax;
import dev.mazzo.codec.Codec;
import dev.mazzo.codec.TrickJson;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Map;

/**
 * The JSON of the Pitch family (pitch.md §11 … §13): its action spaces ({@link PitchSyntax}), the
 * standard trick-game SUMMARY and VIEW with the fields of P-37 after {@code legal} — {@code
 * auction, bidder, bid, called, partner, burned, discarded} — the HAND_RESULT of P-36 and the
 * events of P-39. A VIEW has the key {@code partner} with five players only once the called card
 * has been played (P-38); with four it is always null.
 */
final class PitchCodec implements Codec {

  /**
   * The wire name of each of the family's own events (P-39): {@link PitchEvent#name()} reads it.
   */
  static final Map<Class<?>, String> EVENT_NAMES =
      Map.ofEntries(
          entry(PitchEvent.Dealt.class, "dealt"),
          entry(PitchEvent.BidMade.class, "bid"),
          entry(PitchEvent.TrumpNamed.class, "trump"),
          entry(PitchEvent.Discarded.class, "discarded"),
          entry(PitchEvent.RemainderGiven.class, "remainder"),
          entry(PitchEvent.BlindTaken.class, "blind"),
          entry(PitchEvent.Burned.class, "burned"),
          entry(PitchEvent.Out.class, "out"),
          entry(PitchEvent.Voided.class, "void"));

  @Override
  public ActionSyntax actions() {
    return PitchSyntax.ALL;
  }

  @Override
  public ActionSyntax actions(String variantId) {
    return variantId.endsWith("-5p") ? PitchSyntax.FIVE : PitchSyntax.FOUR;
  }

  @Override
  public ObjectNode summary(GameState state, Seq<Action> legal) {
    ObjectNode o = TrickJson.summary(this, state, legal);
    if (state instanceof PitchState s) {
      Draft d = s;
      int[] discarded = new int[d.players()];
      for (int p = 0; p < discarded.length; p++) {
        discarded[p] = Long.bitCount(d.discarded[p]);
      }
      putContract(o, s.auction(), s.declarer(), d.bid, d.rules, s.called());
      putInt(o, "partner", s.partner());
      putPiles(o, d.rules, d.burned, discarded);
    }
    return o;
  }

  @Override
  public ObjectNode view(PlayerView view) {
    if (!(view instanceof PitchView v)) {
      throw new IllegalArgumentException("no JSON shape for the view " + view);
    }
    ObjectNode o = TrickJson.view(this, v, v::captured);
    putContract(o, v.auction(), v.declarer(), v.bid, v.rules, v.called());
    if (!v.fivePlayers() || v.partnerKnown()) {
      putInt(o, "partner", v.partner());
    }
    putPiles(o, v.rules, v.burned, v.discarded);
    return o;
  }

  /** {@code auction, bidder, bid, called} (P-37). */
  private static void putContract(
      ObjectNode o,
      Seq<PitchState.Speech> auction,
      Option<Integer> declarer,
      int bid,
      Rules rules,
      Option<Card> called) {
    ArrayNode a = o.putArray("auction");
    for (PitchState.Speech sp : auction) {
      ObjectNode e = a.addObject();
      e.put("seat", sp.seat());
      if (sp.pass()) {
        e.put("pass", true);
      } else if (sp.isMoon()) {
        e.put("amount", "moon");
      } else {
        e.put("amount", sp.amount().get().intValue());
      }
    }
    putInt(o, "bidder", declarer);
    putBid(o, "bid", bid == 0 ? Option.none() : Option.some(bid), rules);
    o.put("called", called.map(Card::code).getOrNull());
  }

  /** {@code burned} (cards, public) and {@code discarded} (counts) per seat (P-37, P-38). */
  private static void putPiles(ObjectNode o, Rules rules, long[] burned, int[] discarded) {
    ArrayNode b = o.putArray("burned");
    for (long set : burned) {
      b.add(cards(dev.mazzo.card.CardSet.ofBits(rules.deck, set, 0L)));
    }
    ArrayNode dc = o.putArray("discarded");
    for (int n : discarded) {
      dc.add(n);
    }
  }

  private static void putBid(ObjectNode o, String field, Option<Integer> level, Rules rules) {
    if (level.isEmpty()) {
      o.putNull(field);
    } else if (level.get() == rules.moon) {
      o.put(field, "moon");
    } else {
      o.put(field, level.get().intValue());
    }
  }

  /** P-36, in its order. */
  @Override
  public Option<ObjectNode> handResult(HandResult result) {
    if (!(result instanceof PitchHandResult r)) {
      return Option.none();
    }
    ObjectNode o = resultHead(r);
    o.put("void", r.isVoid());
    if (r.isVoid()) {
      o.put("reason", r.reason().get());
    }
    o.put("dealer", r.dealer());
    Option<PitchHandResult.Contract> c = r.contract();
    putInt(o, "bidder", c.map(PitchHandResult.Contract::declarer));
    if (c.isEmpty()) {
      o.putNull("bid");
    } else if (c.get().isMoon()) {
      o.put("bid", "moon");
    } else {
      o.put("bid", c.get().bid().get().intValue());
    }
    o.put("trump", c.map(k -> String.valueOf(k.trump().letter())).getOrNull());
    o.put("called", c.flatMap(PitchHandResult.Contract::called).map(Card::code).getOrNull());
    putInt(o, "partner", c.flatMap(PitchHandResult.Contract::partner));
    o.set("pointsBySeat", ints(r.pointsBySeat()));
    ArrayNode pc = o.putArray("pointCards");
    for (Seq<Card> side : r.pointCards()) {
      pc.add(cards(side));
    }
    o.set("deadPointCards", cards(r.deadPointCards()));
    putBool(o, "made", r.made());
    o.set("scoreChange", ints(r.scoreChange()));
    return Option.some(o);
  }

  /** P-39. */
  @Override
  public Option<ObjectNode> event(Event event) {
    if (!(event instanceof PitchEvent e)) {
      return Option.none();
    }
    ObjectNode o = eventHead(e);
    if (e instanceof PitchEvent.Dealt x) {
      o.put("dealer", x.dealer());
    } else if (e instanceof PitchEvent.BidMade x) {
      o.put("seat", x.seat());
      if (x.amount().isDefined()) {
        o.put("amount", x.amount().get().intValue());
      } else {
        o.put("amount", "moon");
      }
    } else if (e instanceof PitchEvent.TrumpNamed x) {
      o.put("seat", x.seat());
      o.put("suit", String.valueOf(x.suit().letter()));
      o.put("call", x.call().map(Card::code).getOrNull());
    } else if (e instanceof PitchEvent.Discarded x) {
      o.put("seat", x.seat());
      o.put("count", x.count());
    } else if (e instanceof PitchEvent.RemainderGiven x) {
      o.put("seat", x.seat());
      o.put("choice", x.take() ? "take" : "pass");
      o.put("to", x.to());
      o.put("count", x.count());
    } else if (e instanceof PitchEvent.BlindTaken x) {
      o.put("seat", x.seat());
      o.put("count", x.count());
    } else if (e instanceof PitchEvent.Burned x) {
      o.put("seat", x.seat());
      o.set("cards", cards(x.cards()));
    } else if (e instanceof PitchEvent.Out x) {
      o.put("seat", x.seat());
    } else if (e instanceof PitchEvent.Voided x) {
      o.put("reason", x.reason());
    }
    return Option.some(o);
  }
}
