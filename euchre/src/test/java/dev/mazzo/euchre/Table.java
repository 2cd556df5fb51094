package dev.mazzo.euchre;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import dev.mazzo.euchre.EuchreAction.Discard;
import dev.mazzo.euchre.EuchreAction.GoAlone;
import dev.mazzo.euchre.EuchreAction.MakeTrump;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import io.vavr.collection.Array;
import io.vavr.collection.HashMap;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;

/** Test helpers: deals written as hands (euchre.md §9), and a match driven action by action. */
final class Table {
  static final Game<EuchreState, EuchreView> GAME = Euchre.game();

  private Table() {}

  static Card card(String code) {
    return EuchreRules.DECK.parse(code).getOrElseThrow(() -> new AssertionError(code));
  }

  static Seq<Card> cards(String codes) {
    return Array.of(codes.trim().split("\\s+")).map(Table::card);
  }

  /**
   * The deal order of §9: index 4k + i is the k-th card of the hand listed i-th (seat (dealer + i)
   * mod 4), then the upcard and the kitty.
   */
  static Deal deal(String up, String kitty, String... handsFromDealer) {
    List<Card> order = new ArrayList<>();
    for (int k = 0; k < 5; k++) {
      for (int i = 0; i < 4; i++) {
        order.add(cards(handsFromDealer[i]).get(k));
      }
    }
    order.add(card(up));
    order.addAll(cards(kitty).asJava());
    return new Deal(Array.ofAll(order));
  }

  /** A new match under these options (name, value pairs). */
  static EuchreState start(Object... options) {
    HashMap<String, Object> map = HashMap.empty();
    for (int i = 0; i < options.length; i += 2) {
      map = map.put((String) options[i], options[i + 1]);
    }
    return GAME.newMatch(MatchOptions.of(map)).getOrElseThrow(r -> new AssertionError(r));
  }

  static EuchreState ok(EuchreState s, Action a) {
    Either<Rejection, EuchreState> next = GAME.apply(s, a);
    if (next.isLeft()) {
      fail(a + " rejected in " + s + ": " + next.getLeft());
    }
    assertTrue(
        GAME.legalActions(s).contains(a) || a instanceof Deal, a + " accepted but not listed");
    return next.get();
  }

  static Rejection no(EuchreState s, Action a) {
    Either<Rejection, EuchreState> next = GAME.apply(s, a);
    if (next.isRight()) {
      fail(a + " accepted in " + s);
    }
    return next.getLeft();
  }

  static Pass pass(int seat) {
    return new Pass(seat);
  }

  static MakeTrump trump(int seat, char suit) {
    return new MakeTrump(seat, Suit.ofLetter(suit).get());
  }

  static Discard discard(int seat, String code) {
    return new Discard(seat, card(code));
  }

  static GoAlone alone(int seat, boolean alone) {
    return new GoAlone(seat, alone);
  }

  static PlayCard play(int seat, String code) {
    return new PlayCard(seat, card(code));
  }

  /** Plays a trick's cards from the seat to act on, in order. */
  static EuchreState trick(EuchreState s, String codes) {
    for (Card c : cards(codes)) {
      s = ok(s, new PlayCard(s.toAct(), c));
    }
    return s;
  }

  /** The codes of a card set, in canonical order. */
  static String codes(Iterable<Card> cards) {
    StringBuilder b = new StringBuilder();
    for (Card c : cards) {
      b.append(b.length() == 0 ? "" : " ").append(c.code());
    }
    return b.toString();
  }

  /** The G-1 deal (dealer 0). */
  static final Deal G1 =
      deal(
          "9H",
          "9D 10S JS",
          "10H AS KS QS 9C",
          "AD KD QD 10C 9S",
          "JH JD AH KH QH",
          "AC KC QC JC 10D");
}
