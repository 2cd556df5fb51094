package dev.mazzo.tombolon;

import dev.mazzo.card.Card;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * What a Tombolon state and every view of it tell alike, written once (tombolon.md T-32, T-33): the
 * eldest, the table cards, the last taker, the distribution, each side's Scope, Colore and secured
 * points in this deal, and the match target. All of it is public, so a view tells it as its state
 * does; a host may read either one through this type.
 */
public sealed interface TombolonPosition permits TombolonState, TombolonView {

  /**
   * The dealer of the current or last deal.
   *
   * @return the dealer's seat
   */
  int dealer();

  /**
   * The eldest (primo di mano) of the current or last deal: seat dealer + 1 (T-6).
   *
   * @return the eldest's seat
   */
  default int eldest() {
    return rules().eldestOf(dealer());
  }

  /**
   * The face-up table cards in table order (T-8, T-14).
   *
   * @return the cards
   */
  default Seq<Card> tableCards() {
    return rules().cardsInOrder(tableIds());
  }

  /**
   * The seat of the last capture in the current deal (T-14).
   *
   * @return the seat, or none if nobody has captured
   */
  default Option<Integer> lastTaker() {
    int taker =
        this instanceof TombolonState s ? s.lastTakerSeat() : ((TombolonView) this).lastTaker;
    return taker < 0 ? Option.none() : Option.some(taker);
  }

  /**
   * The number of the last distribution of the current deal (T-9).
   *
   * @return the number, from 1; 0 before the deal
   */
  default int distribution() {
    return this instanceof TombolonState s
        ? s.distributionNumber()
        : ((TombolonView) this).distribution;
  }

  /**
   * A side's Scope in this deal (T-15).
   *
   * @param side a side
   * @return the count; 0 for a side out of range
   */
  default int scopeCount(int side) {
    return Counters.of(counters(), Counters.SCOPE, side);
  }

  /**
   * A side's Scopa points in this deal (T-15).
   *
   * @param side a side
   * @return the points; 0 for a side out of range
   */
  default int scopePoints(int side) {
    return Counters.of(counters(), Counters.SCOPA_POINTS, side);
  }

  /**
   * A side's Colore points in this deal (T-16).
   *
   * @param side a side
   * @return the points; 0 for a side out of range
   */
  default int colorePoints(int side) {
    return Counters.of(counters(), Counters.COLORE, side);
  }

  /**
   * A side's secured points in the current deal (T-27): its Scopa and Colore points, its Onori,
   * Carte and Spade once secured, and Napoli so far.
   *
   * @param side a side
   * @return the points; 0 for a side out of range
   */
  default int secured(int side) {
    if (side != 0 && side != 1) {
      return 0;
    }
    Rules rules = rules();
    long pile =
        this instanceof TombolonState s
            ? s.pile(side)
            : rules.pileOf(((TombolonView) this).piles, 0, side);
    return Scoring.secured(rules, pile, rules.isEldestSide(dealer(), side), counters(), side);
  }

  /**
   * Each side's secured points in the current deal (T-27, T-32 {@code secured}).
   *
   * @return side 0's and side 1's
   */
  default Seq<Integer> secured() {
    return Array.of(secured(0), secured(1));
  }

  /**
   * The match target (T-28, T-30; the option {@code target}).
   *
   * @return the points that win the match
   */
  default int target() {
    return rules().target;
  }

  private Rules rules() {
    return this instanceof TombolonState s ? s.rules : ((TombolonView) this).rules;
  }

  private byte[] tableIds() {
    return this instanceof TombolonState s ? s.tableOrder() : ((TombolonView) this).table;
  }

  private int[] counters() {
    return this instanceof TombolonState s ? s.counters : ((TombolonView) this).counters;
  }
}
