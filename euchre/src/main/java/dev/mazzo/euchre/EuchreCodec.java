package dev.mazzo.euchre;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import dev.mazzo.codec.ActionSyntax;
import dev.mazzo.codec.Codec;
import dev.mazzo.codec.Fields;
import dev.mazzo.codec.JsonParts;
import dev.mazzo.codec.TrickJson;
import dev.mazzo.euchre.EuchreAction.Discard;
import dev.mazzo.euchre.EuchreAction.GoAlone;
import dev.mazzo.euchre.EuchreAction.MakeTrump;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * The JSON of the Euchre family (euchre.md E-23 … E-25): its actions, the standard trick-game
 * SUMMARY and VIEW with the family's fields after {@code legal} ({@code upcard, turnedDown, maker,
 * alone, loneDefender, sittingOut, tricks}, and {@code discard} in the dealer's view and the
 * SUMMARY), its HAND_RESULT (E-19) and its events (E-25).
 */
final class EuchreCodec implements Codec {

  /** Every action of E-23: deal, pass, trump, discard, alone, partner and play. */
  static final ActionSyntax SYNTAX =
      ActionSyntax.TRICK
          .with(Pass.TYPE, Pass.class, ActionSyntax::readPass, ActionSyntax::writePass)
          .with(MakeTrump.TYPE, MakeTrump.class, EuchreCodec::readTrump, EuchreCodec::writeTrump)
          .with(Discard.TYPE, Discard.class, EuchreCodec::readDiscard, EuchreCodec::writeDiscard)
          .with(
              GoAlone.ALONE,
              GoAlone.class,
              (j, c) -> readAlone(j, c, true),
              EuchreCodec::writeAlone)
          .with(
              GoAlone.PARTNER,
              GoAlone.class,
              (j, c) -> readAlone(j, c, false),
              EuchreCodec::writeAlone);

  @Override
  public ActionSyntax actions() {
    return SYNTAX;
  }

  @Override
  public ObjectNode summary(GameState state, Seq<Action> legal) {
    ObjectNode o = TrickJson.summary(this, state, legal);
    if (state instanceof EuchreState s) {
      putHand(o, s.upcard(), s.turnedDown(), s.declarer(), s.declarerAlone(), s.loneDefender());
      putPlay(o, s::plays, s.tricks(0), s.tricks(1));
      o.put("discard", s.discard().map(Card::code).getOrNull());
    }
    return o;
  }

  @Override
  public ObjectNode view(PlayerView view) {
    EuchreView v = JsonParts.viewOf(EuchreView.class, view);
    ObjectNode o = TrickJson.view(this, v, v::captured);
    putHand(o, v.upcard(), v.turnedDown(), v.declarer(), v.declarerAlone(), v.loneDefender());
    putPlay(o, v::plays, v.tricks(0), v.tricks(1));
    if (v.seat() == v.dealer()) {
      o.put("discard", v.discard().map(Card::code).getOrNull());
    }
    return o;
  }

  private static void putHand(
      ObjectNode o,
      Option<Card> upcard,
      boolean turnedDown,
      Option<Integer> declarer,
      boolean alone,
      Option<Integer> loneDefender) {
    o.put("upcard", upcard.map(Card::code).getOrNull());
    o.put("turnedDown", turnedDown);
    JsonParts.putInt(o, "maker", declarer);
    o.put("alone", alone);
    JsonParts.putInt(o, "loneDefender", loneDefender);
  }

  private static void putPlay(
      ObjectNode o, java.util.function.IntPredicate plays, int tricks0, int tricks1) {
    var out = o.putArray("sittingOut");
    for (int p = 0; p < 4; p++) {
      if (!plays.test(p)) {
        out.add(p);
      }
    }
    var tricks = o.putArray("tricks");
    tricks.add(tricks0);
    tricks.add(tricks1);
  }

  /** E-19: the standard fields, then {@code maker, trump, alone, loneDefender}. */
  @Override
  public Option<ObjectNode> handResult(HandResult result) {
    if (!(result instanceof EuchreHandResult r)) {
      return Option.none();
    }
    ObjectNode o = TrickJson.handResult(r);
    JsonParts.putInt(o, "maker", r.declarer());
    o.put("trump", r.trump().map(s -> String.valueOf(s.letter())).getOrNull());
    o.put("alone", r.alone());
    JsonParts.putInt(o, "loneDefender", r.loneDefender());
    return Option.some(o);
  }

  /** E-25. */
  @Override
  public Option<ObjectNode> event(Event event) {
    if (!(event instanceof EuchreEvent e)) {
      return Option.none();
    }
    ObjectNode o = JsonParts.eventHead(e);
    if (e instanceof EuchreEvent.Bid b) {
      o.put("seat", b.seat());
      o.put("suit", String.valueOf(b.suit().letter()));
    } else if (e instanceof EuchreEvent.Discarded x) {
      o.put("seat", x.seat());
      if (x.card().isDefined()) {
        o.put("card", x.card().get().code());
      }
    } else {
      EuchreEvent.Alone a = (EuchreEvent.Alone) e;
      o.put("seat", a.seat());
      o.put("alone", a.alone());
    }
    return Option.some(o);
  }

  // ------------------------------------------------------------------ the family's actions

  private static Either<Rejection, Action> readTrump(ObjectNode json, ActionSyntax.Context c) {
    Option<Rejection> extra =
        Fields.only(
            json,
            "Making trump",
            "{\"type\":\"trump\",\"seat\":…,\"suit\":…}",
            "type",
            "seat",
            "suit");
    if (extra.isDefined()) {
      return Either.left(extra.get());
    }
    return Fields.seat(json, "Making trump", "seat", c.players())
        .flatMap(
            seat ->
                Fields.text(json, "Making trump", "suit")
                    .flatMap(
                        text -> {
                          Option<Suit> suit =
                              text.length() == 1 ? Suit.ofLetter(text.charAt(0)) : Option.none();
                          return suit.isEmpty()
                              ? Either.left(
                                  Rejection.malformed(
                                      "A suit is one of H, D, C and S, not \"" + clip(text) + "\""))
                              : Either.right(new MakeTrump(seat, suit.get()));
                        }));
  }

  private static String clip(String text) {
    return dev.mazzo.table.Checks.clip(text, dev.mazzo.table.Checks.QUOTE_LIMIT);
  }

  private static void writeTrump(MakeTrump a, ObjectNode json) {
    json.put("type", MakeTrump.TYPE);
    json.put("seat", a.seat());
    json.put("suit", a.suit() == null ? null : String.valueOf(a.suit().letter()));
  }

  private static Either<Rejection, Action> readDiscard(ObjectNode json, ActionSyntax.Context c) {
    Option<Rejection> extra =
        Fields.only(
            json,
            "A discard",
            "{\"type\":\"discard\",\"seat\":…,\"card\":…}",
            "type",
            "seat",
            "card");
    if (extra.isDefined()) {
      return Either.left(extra.get());
    }
    return Fields.seat(json, "A discard", "seat", c.players())
        .flatMap(
            seat ->
                Fields.card(json, "A discard", "card", c.deck())
                    .map(card -> new Discard(seat, card)));
  }

  private static void writeDiscard(Discard a, ObjectNode json) {
    json.put("type", Discard.TYPE);
    json.put("seat", a.seat());
    json.put("card", a.card() == null ? null : a.card().code());
  }

  private static Either<Rejection, Action> readAlone(
      ObjectNode json, ActionSyntax.Context c, boolean alone) {
    String type = alone ? GoAlone.ALONE : GoAlone.PARTNER;
    String what = alone ? "Going alone" : "Playing with the partner";
    Option<Rejection> extra =
        Fields.only(json, what, "{\"type\":\"" + type + "\",\"seat\":…}", "type", "seat");
    if (extra.isDefined()) {
      return Either.left(extra.get());
    }
    return Fields.seat(json, what, "seat", c.players()).map(seat -> new GoAlone(seat, alone));
  }

  private static void writeAlone(GoAlone a, ObjectNode json) {
    json.put("type", a.type());
    json.put("seat", a.seat());
  }
}
