package dev.mazzo.tombolon;

import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Phase;
import dev.mazzo.table.HandLog;
import dev.mazzo.table.PositionDraft;
import io.vavr.collection.Seq;

/**
 * The next {@link TombolonState} of a transition, named field by field: it starts as a copy of the
 * state before the action ({@link TombolonState#toBuilder}; not the events a play that did not end
 * the deal flagged, which every transition that uses a draft sets anew), a phase sets what its rule
 * changes, and {@link #build} makes the immutable state. It never outlives the transition that made
 * it, and it shares the arrays it is given: the caller gives it fresh arrays or ones no state
 * changes. It makes every state but that of a play that goes on in the same deal, which {@link
 * PlayPhase} makes directly from the state before it.
 */
final class Draft extends PositionDraft {
  final Rules rules;
  long[] cards;
  byte[] table;
  long tableMask;
  byte[] stock;
  int stockPos;
  int distribution;
  int lastTaker;
  int[] counters;
  int[] score;
  Seq<Event> events;
  HandLog log;

  Draft(TombolonState s) {
    super(s);
    this.rules = s.rules;
    this.cards = s.cards;
    this.table = s.table;
    this.tableMask = s.tableMask;
    this.stock = s.stock;
    this.stockPos = s.stockPos();
    this.distribution = s.distributionNumber();
    this.lastTaker = s.lastTakerSeat();
    this.counters = s.counters;
    this.score = s.score;
    this.events = s.events;
    this.log = s.log;
  }

  /**
   * Phase {@code deal} with everything of a deal emptied (T-7, T-10): no hand, pile, table, stock,
   * last taker or counter; the match score, results and events are to be set.
   */
  Draft(Rules rules, int dealer, int handNo) {
    this.rules = rules;
    this.phase = Phase.DEAL;
    this.toAct = GameState.CHANCE;
    this.dealer = dealer;
    this.handNo = handNo;
    this.cards = new long[2 * rules.players];
    this.table = TombolonState.NO_CARDS;
    this.stock = TombolonState.NO_CARDS;
    this.lastTaker = -1;
    this.counters = Counters.NONE;
    this.winner = -1;
    this.log = HandLog.EMPTY;
  }

  /** The phase (T-32) and the seat to act in it. */
  Draft phase(Phase phase, int toAct) {
    this.phase = phase;
    this.toAct = toAct;
    return this;
  }

  /** The hands and piles, as {@link TombolonState#cards}. */
  Draft cards(long[] cards) {
    this.cards = cards;
    return this;
  }

  /** The table cards in table order and as a mask (T-8, T-14). */
  Draft table(byte[] table, long mask) {
    this.table = table;
    this.tableMask = mask;
    return this;
  }

  /** The deal's stock (T-8); {@link #distributed} sets the position of its next card. */
  Draft stock(byte[] stock) {
    this.stock = stock;
    return this;
  }

  /** The position of the stock's next card and the number of the last distribution (T-9). */
  Draft distributed(int position, int distribution) {
    this.stockPos = position;
    this.distribution = distribution;
    return this;
  }

  /** The seat of the last capture (T-14) and this deal's Scopa and Colore counters. */
  Draft takings(int lastTaker, int[] counters) {
    this.lastTaker = lastTaker;
    this.counters = counters;
    return this;
  }

  /** The match score and the hand results with the deal just scored (T-26, T-28). */
  Draft scored(int[] score, Seq<HandResult> results) {
    this.score = score;
    this.results = results;
    return this;
  }

  /** The winning side (T-28, T-30). */
  Draft winner(int side) {
    this.winner = side;
    return this;
  }

  /** What the action caused (T-34). */
  Draft events(Seq<Event> events) {
    this.events = events;
    return this;
  }

  /** The public history of the deal. */
  Draft log(HandLog log) {
    this.log = log;
    return this;
  }

  /** The state, as named so far. */
  TombolonState build() {
    return new TombolonState(this);
  }
}
