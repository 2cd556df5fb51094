package dev.mazzo.tombolon;

import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Phase;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;

/**
 * The next {@link TombolonState} of a transition, named field by field: it starts as a copy of the
 * state before the action ({@link TombolonState#toBuilder}), a phase sets what its rule changes,
 * and {@link #build} makes the immutable state. It never outlives the transition that made it, and
 * it shares the arrays it is given: the caller gives it fresh arrays or ones no state changes.
 */
final class StateBuilder {
  private final Rules rules;
  private Phase phase;
  private int toAct;
  private int dealer;
  private int handNo;
  private long[] cards;
  private byte[] table;
  private long tableMask;
  private byte[] stock;
  private int stockPos;
  private int distribution;
  private int lastTaker;
  private int[] counters;
  private int[] score;
  private Vector<HandResult> results;
  private int winner;
  private Seq<Event> events;

  StateBuilder(TombolonState s) {
    this.rules = s.rules;
    this.phase = s.phase;
    this.toAct = s.toAct;
    this.dealer = s.dealer;
    this.handNo = s.handNo;
    this.cards = s.cards;
    this.table = s.table;
    this.tableMask = s.tableMask;
    this.stock = s.stock;
    this.stockPos = s.stockPos;
    this.distribution = s.distribution;
    this.lastTaker = s.lastTaker;
    this.counters = s.counters;
    this.score = s.score;
    this.results = s.results;
    this.winner = s.winner;
    this.events = s.events;
  }

  /**
   * Phase {@code deal} with everything of a deal emptied (T-7, T-10): no hand, pile, table, stock,
   * last taker or counter; the match score, results and events are to be set.
   */
  StateBuilder(Rules rules, int dealer, int handNo) {
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
  }

  /** The phase (T-32) and the seat to act in it. */
  StateBuilder phase(Phase phase, int toAct) {
    this.phase = phase;
    this.toAct = toAct;
    return this;
  }

  /** The seat to act, the phase unchanged (T-11). */
  StateBuilder toAct(int seat) {
    this.toAct = seat;
    return this;
  }

  /** The hands and piles, as {@link TombolonState#cards}. */
  StateBuilder cards(long[] cards) {
    this.cards = cards;
    return this;
  }

  /** The table cards in table order and as a mask (T-8, T-14). */
  StateBuilder table(byte[] table, long mask) {
    this.table = table;
    this.tableMask = mask;
    return this;
  }

  /** The deal's stock (T-8) and the position of its next card. */
  StateBuilder stock(byte[] stock, int position) {
    this.stock = stock;
    this.stockPos = position;
    return this;
  }

  /** The position of the stock's next card and the number of the last distribution (T-9). */
  StateBuilder distributed(int position, int distribution) {
    this.stockPos = position;
    this.distribution = distribution;
    return this;
  }

  /** The seat of the last capture (T-14) and this deal's Scopa and Colore counters. */
  StateBuilder takings(int lastTaker, int[] counters) {
    this.lastTaker = lastTaker;
    this.counters = counters;
    return this;
  }

  /** The match score and the hand results with the deal just scored (T-26, T-28). */
  StateBuilder scored(int[] score, Vector<HandResult> results) {
    this.score = score;
    this.results = results;
    return this;
  }

  /** The winning side (T-28, T-30). */
  StateBuilder winner(int side) {
    this.winner = side;
    return this;
  }

  /** What the action caused (T-34). */
  StateBuilder events(Seq<Event> events) {
    this.events = events;
    return this;
  }

  /** The state, as named so far. */
  TombolonState build() {
    return new TombolonState(
        rules,
        phase,
        toAct,
        dealer,
        handNo,
        cards,
        table,
        tableMask,
        stock,
        stockPos,
        distribution,
        lastTaker,
        counters,
        score,
        results,
        winner,
        events);
  }
}
