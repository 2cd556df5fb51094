package dev.mazzo.pitch;

import dev.mazzo.game.Action;
import io.vavr.collection.Seq;

/**
 * The remainder (pitch.md P-18, four players, {@code remainderFill} false): the declarer, without
 * seeing the cards, takes the whole remaining stock or passes it to the partner b + 2; the receiver
 * keeps the trumps and throws the rest away. Then the burn step.
 */
final class RemainderPhase {

  private RemainderPhase() {}

  /** P-35: take, then pass (made once per seat with the rules). */
  static Seq<Action> legal(Draft d) {
    return d.rules.remainders[d.declarer];
  }

  static PitchState next(PitchState s, PitchAction.Remainder r) {
    Draft d = s.sharedDraft(); // it changes the hands and the discards only (P-18)
    d.discarded = d.discarded.clone();
    int to = r.take() ? d.declarer : (d.declarer + 2) % 4;
    long trumps = d.rules.context(d.trump).trumpsLo();
    long cards = 0;
    while (d.stockSize() > 0) {
      cards |= 1L << d.stock[d.stockPos++];
    }
    d.emit(new PitchEvent.RemainderGiven(d.declarer, r.take(), to, Long.bitCount(cards)));
    d.hands[to] |= cards & trumps;
    d.discarded[to] |= cards & ~trumps;
    if ((cards & ~trumps) != 0) {
      d.emit(d.rules.events.discarded(to, Long.bitCount(cards & ~trumps)));
    }
    BurnPhase.begin(d);
    return d.state();
  }
}
