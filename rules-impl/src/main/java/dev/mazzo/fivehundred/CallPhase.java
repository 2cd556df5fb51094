package dev.mazzo.fivehundred;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Deck;
import dev.mazzo.game.Action;
import dev.mazzo.game.Phase;
import dev.mazzo.game.Rejection;
import dev.mazzo.table.Checks;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The five-handed call (five-hundred.md F-12): the declarer calls a card that is not the joker, not
 * in his hand and not among his discards, so that it is in another seat's hand and that seat is his
 * secret partner; or he plays alone. Then he leads (F-16).
 */
final class CallPhase {

  private CallPhase() {}

  /** F-31: {@code alone} first, then every callable card in canonical order. */
  static Seq<Action> legal(FiveHundredState s) {
    Deck deck = s.deck();
    long callable = callable(s);
    Action[] out = new Action[Long.bitCount(callable) + 1];
    int k = 0;
    out[k++] = Call.alone(s.toAct());
    for (long m = callable; m != 0; m = CardSet.withoutLowest(m)) {
      out[k++] = Call.card(s.toAct(), deck.card(Long.numberOfTrailingZeros(m)));
    }
    return Array.of(out);
  }

  /** The cards the declarer may call: held by another seat, the joker excepted. */
  private static long callable(FiveHundredState s) {
    Deck deck = s.deck();
    long all = deck.all().lo();
    long joker = 1L << deck.idOf(Card.joker(0));
    return all & ~joker & ~s.handOf(s.b.declarer) & ~s.b.discards;
  }

  /** Check 1 for a call: a card of the deck, or alone (F-30). */
  static Option<Rejection> checkShape(Rules rules, Call a) {
    if (a.card() == null) {
      return Checks.malformed("A call is of a card or alone");
    }
    for (Card c : a.card()) {
      if (c == null || !rules.spec.deck.contains(c)) {
        return Checks.malformed(
            (c == null ? "A missing card" : c.code()) + " is not a card of this deck");
      }
    }
    return Option.none();
  }

  /** Check 6 for a call (F-12, F-30): ILLEGAL_CALL. */
  static Rejection check(FiveHundredState s, Call a) {
    if (a.card().isEmpty()) {
      return null;
    }
    Card c = a.card().get();
    if ((callable(s) & 1L << s.deck().idOf(c)) == 0) {
      String why =
          c.isJoker()
              ? "the joker cannot be called"
              : (s.b.discards & 1L << s.deck().idOf(c)) != 0
                  ? "you discarded " + c.code()
                  : "you hold " + c.code();
      return Rejection.of(FiveHundred.ILLEGAL_CALL, "Call a card another seat holds: " + why);
    }
    return null;
  }

  /** The call; the declarer leads the first trick. */
  static FiveHundredState next(FiveHundredState s, Call a) {
    Draft d = s.draft();
    d.callMade = true;
    if (a.card().isDefined()) {
      int id = s.deck().idOf(a.card().get());
      d.called = id;
      for (int seat = 0; seat < s.rules.players; seat++) {
        if ((s.handOf(seat) & 1L << id) != 0) {
          d.partner = seat;
        }
      }
    }
    d.event(new FiveHundredEvent.Called(a.seat(), a.card()));
    d.phase = Phase.PLAY;
    d.leader = a.seat();
    d.toAct = a.seat();
    return d.state();
  }
}
