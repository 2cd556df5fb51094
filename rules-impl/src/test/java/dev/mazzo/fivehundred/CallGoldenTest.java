package dev.mazzo.fivehundred;

import static dev.mazzo.fivehundred.Setup.act;
import static dev.mazzo.fivehundred.Setup.card;
import static dev.mazzo.fivehundred.Setup.code;
import static dev.mazzo.fivehundred.Setup.contract;
import static dev.mazzo.fivehundred.Setup.dealt;
import static dev.mazzo.fivehundred.Setup.game;
import static dev.mazzo.fivehundred.Setup.score;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.card.Card;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.Phase;
import dev.mazzo.protocol.Json;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The golden example G-12 of five-hundred.md: the five-handed call (F-12), the partner hidden in
 * every view until the called card is played (F-34, F-35) and the score of the declarer and the
 * partner (F-22, F-23, F-32).
 */
class CallGoldenTest {

  private static final String FIVE = "five-hundred-5p";

  /** Dealer 3: seat 4 contracts at 7S, discards 2C 3C 4C; seat 1 holds AH. */
  private static FiveHundredState discarded() {
    FiveHundredState s =
        dealt(FIVE, Map.of("dealer", 3), "", "AH", "", "", "2C 3C 4C 5C 6C 7C 8C 9C 10C JC");
    s = contract(s, Bid.S7);
    assertEquals(4, s.declarer().get().intValue());
    s = act(s, new Discard(4, Setup.cards(s, "2C 3C 4C")));
    assertEquals(FiveHundred.CALL, s.phase(), "F-11: a 5p contract that is not misère calls");
    return s;
  }

  @Test
  void g12F12IllegalCalls() {
    FiveHundredState s = discarded();
    assertEquals(FiveHundred.ILLEGAL_CALL, code(s, Call.card(4, card(s, "JK"))), "G-12: JK");
    assertEquals(FiveHundred.ILLEGAL_CALL, code(s, Call.card(4, card(s, "5C"))), "G-12: held by 4");
    assertEquals(FiveHundred.ILLEGAL_CALL, code(s, Call.card(4, card(s, "3C"))), "G-12: discarded");
    Seq<Action> legal = game(FIVE).legalActions(s);
    assertEquals(Call.alone(4), legal.head(), "F-31: alone first");
    int others = 0;
    for (int seat = 0; seat < 4; seat++) {
      others += s.hand(seat).toSeq().count(c -> !c.isJoker());
    }
    assertEquals(1 + others, legal.size(), "F-31: every card another seat holds, JK excepted");
    assertEquals(
        legal.tail().map(a -> ((Call) a).card().get()),
        legal.tail().map(a -> ((Call) a).card().get()).sortBy(s.deck()::idOf),
        "F-31: canonical order");
  }

  private static boolean anyViewHasPartner(FiveHundredState s) {
    for (int seat = 0; seat < 5; seat++) {
      JsonNode v = Json.view(game(FIVE).view(s, seat).get());
      if (v.has("partner")) {
        return true;
      }
    }
    return Json.view(game(FIVE).publicView(s).get()).has("partner");
  }

  @Test
  void g12F34ThePartnerIsHiddenUntilTheCalledCardIsPlayed() {
    FiveHundredState s = act(discarded(), Call.card(4, card(discarded(), "AH")));
    assertEquals(Option.some(1), s.partner(), "G-12: seat 1 holds AH");
    assertEquals(Option.some(card(s, "AH")), s.called());
    Card ah = card(s, "AH");
    while (!s.partnerShown()) {
      assertFalse(anyViewHasPartner(s), "G-12: no view has the key partner before AH");
      Seq<Action> legal = game(FIVE).legalActions(s);
      Action a = legal.find(x -> PlayWithSuit.cardOf(x).equals(ah)).getOrElse(legal::head);
      s = act(s, a);
    }
    Seq<Event> events = s.lastEvents();
    int played =
        events.indexWhere(e -> e instanceof Event.Played && ((Event.Played) e).card().equals(ah));
    assertEquals(
        new Event.PartnerRevealed.Plain(4, Option.some(1)),
        events.get(played + 1),
        "F-35: right after played");
    for (int seat = 0; seat < 5; seat++) {
      assertEquals(1, Json.view(game(FIVE).view(s, seat).get()).get("partner").intValue());
    }
    assertTrue(anyViewHasPartner(s));
  }

  @Test
  void g12F23DeclarerAndPartnerScoreAlike() {
    FiveHundredState s = act(discarded(), Call.card(4, card(discarded(), "AH")));
    FiveHundredHandResult r =
        (FiveHundredHandResult) score(s, new int[5], 1, 3, 1, 0, 5).results().last();
    assertEquals(Array.of(Array.of(1, 4), Array.of(0, 2, 3)), r.sides(), "G-12");
    assertEquals(Array.of(8, 2), r.tricks());
    assertEquals(Array.of(10, 140, 10, 0, 140), r.scoreChange(), "G-12");
    assertEquals(Option.some(1), r.partner());
    assertEquals(Option.some(0), r.contractingSide());
    assertEquals(Option.some(0), r.winningSide());

    FiveHundredState alone = act(discarded(), Call.alone(4));
    assertEquals(Option.none(), alone.partner());
    FiveHundredHandResult a =
        (FiveHundredHandResult) score(alone, new int[5], 1, 3, 1, 0, 5).results().last();
    assertEquals(Array.of(Array.of(4), Array.of(0, 1, 2, 3)), a.sides(), "F-32 alone");
    assertEquals(Array.of(10, 30, 10, 0, -140), a.scoreChange(), "F-23: alone, set with 5");
  }

  @Test
  void f27FivePlayersTheHigherOfDeclarerAndPartnerWins() {
    FiveHundredState s = act(discarded(), Call.card(4, card(discarded(), "AH")));
    FiveHundredState tie = score(s, new int[] {0, 400, 0, 0, 400}, 1, 3, 1, 0, 5);
    assertEquals(Option.some(4), tie.winningSide(), "F-27: a tie goes to the contractor");
    FiveHundredState higher = score(s, new int[] {0, 420, 0, 0, 400}, 1, 3, 1, 0, 5);
    assertEquals(Option.some(1), higher.winningSide(), "F-27: the higher of the two");
  }

  @Test
  void f12MisereInFivePlayersHasNoCall() {
    FiveHundredState s = dealt(FIVE, Map.of("dealer", 3));
    FiveHundredState k = s;
    s = contract(s, Bid.OMIS);
    s = act(s, new Discard(4, k.kitty().toSeq()));
    assertEquals(Phase.PLAY, s.phase(), "F-12: no call in misère");
    assertEquals(Array.empty(), s.out(), "F-15: in 5p nobody sits out");
  }
}
