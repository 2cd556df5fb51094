package dev.mazzo.fivehundred;

import dev.mazzo.card.Card;
import dev.mazzo.game.Action;
import dev.mazzo.game.Phase;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import dev.mazzo.table.Checks;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The kitty exchange (five-hundred.md F-11): the declarer, holding his ten cards and the kitty,
 * discards any three face down; then the call (5p, not misère, F-12) or the play, the open misère
 * hand shown first with {@code openMisereExpose} = {@code "before-lead"} (F-21).
 */
final class DiscardPhase {

  private DiscardPhase() {}

  /**
   * F-31: every set of three of the declarer's cards, each in canonical order, the sets in
   * lexicographic canonical order (286 of 13 cards), listed lazily: see {@link DiscardList}.
   */
  static Seq<Action> legal(FiveHundredState s) {
    return DiscardList.of(s.deck(), s.toAct(), s.handOf(s.toAct()));
  }

  /** Check 1 for a discard: a list of cards of the deck, none repeated (F-30). */
  static Option<Rejection> checkShape(Rules rules, Discard a) {
    if (a.cards() == null) {
      return Checks.malformed("A discard needs its cards");
    }
    long seen = 0;
    for (Card c : a.cards()) {
      int id = rules.spec.deck.idOf(c);
      if (id < 0) {
        return Checks.malformed(
            (c == null ? "A missing card" : c.code()) + " is not a card of this deck");
      }
      if ((seen & 1L << id) != 0) {
        return Checks.malformed(c.code() + " appears twice in the discard");
      }
      seen |= 1L << id;
    }
    return Option.none();
  }

  /** Check 6 for a discard (F-30): ILLEGAL_DISCARD, then CARD_NOT_IN_HAND. */
  static Rejection check(FiveHundredState s, Discard a) {
    if (a.cards().size() != 3) {
      return Rejection.of(
          FiveHundred.ILLEGAL_DISCARD,
          "Discard exactly three cards, not " + a.cards().size() + " (F-11)");
    }
    for (Card c : a.cards()) {
      if ((s.handOf(a.seat()) & 1L << s.deck().idOf(c)) == 0) {
        return Rejection.of(Code.CARD_NOT_IN_HAND, "You do not hold " + c.code());
      }
    }
    return null;
  }

  /** The discard: face down and dead; then the call or the play. */
  static FiveHundredState next(FiveHundredState s, Discard a) {
    Draft d = s.draft();
    long mask = 0;
    for (Card c : a.cards()) {
      mask |= 1L << s.deck().idOf(c);
    }
    int c = a.seat();
    d.hands[c] &= ~mask;
    d.discards = mask;
    d.event(new FiveHundredEvent.Discarded(c, 3));
    if (s.b.contract.isOpen() && s.rules.exposeBeforeLead) {
      d.exposed = true;
      d.event(new FiveHundredEvent.Exposed(c, CardsOf.seq(s.deck(), d.hands[c])));
    }
    d.toAct = c;
    if (s.rules.players == 5 && !s.b.contract.isMisere()) {
      d.phase = FiveHundred.CALL;
    } else {
      d.phase = Phase.PLAY;
      d.leader = c;
    }
    return d.state();
  }
}
