package dev.mazzo.pitch;

import dev.mazzo.card.Card;
import dev.mazzo.game.Action;
import dev.mazzo.game.Rejection;
import dev.mazzo.table.Checks;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * Naming trumps and what follows it at once (pitch.md P-14 … P-19): the declarer names the suit,
 * and with five players calls a trump he does not hold; every seat throws away its non-trumps
 * (P-16); with four players the seats refill toward six from b + 1 (P-17) and the remainder goes to
 * the declarer's choice or, with {@code remainderFill}, fills the declarer first (P-18); with five
 * the declarer takes the blind and the holder of the called card is the partner (P-19). Then the
 * burn step ({@link BurnPhase#begin}).
 */
final class TrumpPhase {

  private TrumpPhase() {}

  /** P-34 check 1: a suit, and a call with five players and none with four. */
  static Option<Rejection> shape(Rules rules, PitchAction.Trump t) {
    if (t.suit() == null) {
      return Checks.malformed("Naming trumps needs a suit: H, D, C or S");
    }
    // the call read once, with two calls of the Option (issue 29)
    Option<Card> call = t.call();
    boolean called = call != null && call.isDefined();
    Card c = called ? call.get() : null;
    if (call == null || called && c == null) {
      return Checks.malformed("A call, when given, is a card");
    }
    if (rules.players == 4 && called) {
      return Checks.malformed("With four players the bidder calls no card: send only the suit");
    }
    if (rules.players == 5 && !called) {
      return Checks.malformed(
          "With five players the bidder names trumps and calls a card: add \"call\"");
    }
    if (called && !rules.deck.contains(c)) {
      return Checks.malformed(c.code() + " is not a card of this deck");
    }
    return Option.none();
  }

  /**
   * P-35: four players, the suits H, D, C, S (made once per seat); five, per suit every legal call,
   * canonical ({@link MaskList#calls}).
   */
  static Seq<Action> legal(Draft d) {
    if (d.players() == 5) {
      return MaskList.calls(d);
    }
    return d.rules.trumps[d.declarer];
  }

  /** P-14, P-34 check 6: NOT_A_TRUMP, then ILLEGAL_CALL. */
  static Rejection check(Draft d, PitchAction.Trump t) {
    if (t.call().isEmpty()) {
      return null;
    }
    Card c = t.call().get();
    int id = d.rules.deck.idOf(c);
    if (!d.rules.context(t.suit().ordinal()).isTrump(id)) {
      return Rejection.of(
          Pitch.NOT_A_TRUMP,
          c.code() + " is not a trump when " + t.suit().frenchName() + " are trumps");
    }
    if ((d.hands[d.declarer] & 1L << id) != 0) {
      return Rejection.of(
          Pitch.ILLEGAL_CALL, "You hold " + c.code() + ": call a card you do not hold");
    }
    return null;
  }

  static PitchState next(PitchState s, PitchAction.Trump t) {
    // The step changes the hands and the discards only (P-16 … P-19), and emits about two dozen
    // events with four players (the refill's draws): the buffer is made once at its full length.
    Draft d = s.sharedDraft();
    d.discarded = d.discarded.clone();
    d.reserve(4 + 2 * d.players() + d.stockSize());
    int b = d.declarer;
    d.trump = (byte) t.suit().ordinal();
    d.called = (byte) (t.call().isDefined() ? d.rules.deck.idOf(t.call().get()) : -1);
    d.emit(new PitchEvent.TrumpNamed(b, t.suit(), t.call()));
    long trumps = d.rules.context(d.trump).trumpsLo();
    // P-16: every seat throws away its non-trumps, from b + 1 (the seats walked with next, not
    // with a division per seat: issue 29).
    int seat = b;
    for (int i = 1; i <= d.players(); i++) {
      seat = d.next(seat);
      long dead = d.hands[seat] & ~trumps;
      d.hands[seat] &= trumps;
      d.discarded[seat] |= dead;
      d.emit(d.rules.events.discarded(seat, Long.bitCount(dead)));
    }
    if (d.players() == 5) {
      takeBlind(d, trumps);
    } else {
      // P-17: the refill, from b + 1, the declarer last.
      for (int i = 1; i <= d.players(); i++) {
        seat = d.next(seat); // b + 1 first: the walk above ended at b
        draw(d, seat, Math.max(0, 6 - Long.bitCount(d.hands[seat])), trumps);
      }
      if (d.stockSize() > 0) {
        if (!d.rules.remainderFill) {
          d.phase = Pitch.REMAINDER;
          d.toAct = (byte) b;
          return d.state();
        }
        // P-18 with remainderFill: the declarer fills to six, the partner gets the rest.
        fill(d, b, trumps);
        draw(d, (b + 2) % 4, d.stockSize(), trumps);
      }
    }
    BurnPhase.begin(d);
    return d.state();
  }

  /**
   * P-18 with {@code remainderFill}: the declarer takes cards one at a time while he holds fewer
   * than six trumps and the stock is not empty, throwing away each non-trump drawn.
   */
  private static void fill(Draft d, int b, long trumps) {
    int dead = 0;
    while (Long.bitCount(d.hands[b]) < 6 && d.stockSize() > 0) {
      dead += drawOne(d, b, trumps);
    }
    if (dead > 0) {
      d.emit(d.rules.events.discarded(b, dead));
    }
  }

  /**
   * A seat draws up to {@code count} cards from the top of the stock (P-17), each told to it alone,
   * and throws away the drawn non-trumps at once. The stock's position and the seat's cards are
   * kept in locals through the loop, a card kept or thrown with no branch (issue 29).
   */
  static void draw(Draft d, int seat, int count, long trumps) {
    byte[] stock = d.stock;
    int pos = d.stockPos;
    int end = Math.min(stock.length, pos + count);
    long hand = d.hands[seat];
    long dead = 0;
    for (; pos < end; pos++) {
      int id = stock[pos];
      d.emit(d.rules.events.drew(seat, id));
      long bit = 1L << id;
      hand |= bit & trumps;
      dead |= bit & ~trumps;
    }
    d.stockPos = (byte) pos;
    d.hands[seat] = hand;
    d.discarded[seat] |= dead;
    if (dead != 0) {
      d.emit(d.rules.events.discarded(seat, Long.bitCount(dead)));
    }
  }

  /** One card from the stock to a seat: kept if a trump, else dead; 1 when dead. */
  private static int drawOne(Draft d, int seat, long trumps) {
    int id = d.stock[d.stockPos++];
    d.emit(d.rules.events.drew(seat, id));
    long bit = 1L << id;
    if ((trumps & bit) != 0) {
      d.hands[seat] |= bit;
      return 0;
    }
    d.discarded[seat] |= bit;
    return 1;
  }

  /**
   * P-19: the declarer takes the blind, keeps its trumps; the holder of the called card partners.
   */
  private static void takeBlind(Draft d, long trumps) {
    int b = d.declarer;
    long blind = 0;
    while (d.stockSize() > 0) {
      blind |= 1L << d.stock[d.stockPos++];
    }
    d.emit(new PitchEvent.BlindTaken(b, Long.bitCount(blind)));
    d.hands[b] |= blind & trumps;
    d.discarded[b] |= blind & ~trumps;
    if ((blind & ~trumps) != 0) {
      d.emit(d.rules.events.discarded(b, Long.bitCount(blind & ~trumps)));
    }
    d.partner = Draft.NONE;
    for (int p = 0; p < d.players(); p++) {
      if (p != b && (d.hands[p] & 1L << d.called) != 0) {
        d.partner = (byte) p;
      }
    }
    d.calledFromBlind = d.partner == Draft.NONE;
  }
}
