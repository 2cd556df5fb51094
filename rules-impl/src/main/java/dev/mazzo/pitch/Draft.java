package dev.mazzo.pitch;

import dev.mazzo.game.Event;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Phase;
import dev.mazzo.table.HandLog;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * The fields of a Pitch position, as a working copy that one transition changes and then freezes
 * into a {@link PitchState} (which never changes it again). Cards are deck ids; every set of cards
 * is one {@code long} (a Pitch deck has at most 54 cards), bit i for card id i, so a set iterates
 * in canonical order (P-2).
 */
class Draft implements Cloneable {

  /** No seat: the declarer before the auction ends, the partner when there is none. */
  static final int NONE = -1;

  /** A seat's speech before it has spoken (P-11); 0 is a pass, 1 … T a number, T + 1 the moon. */
  static final int SILENT = -1;

  static final int PASS = 0;

  final Rules rules;
  Phase phase = Phase.DEAL;
  byte toAct = dev.mazzo.game.GameState.CHANCE;

  /** The dealer (P-9); a byte, like the other small counts, to keep a position small. */
  byte dealer;

  int handNo = 1;
  Seq<HandResult> results = List.empty();
  Option<Integer> winner = Option.none();

  /**
   * Per seat, the cards it was dealt, drew, kept or took, less those it burned: its hand is these
   * less the cards {@link #played} ({@link #held}).
   */
  long[] hands;

  /**
   * The cards played to this hand's tricks (P-23), 0 before the play: a play sets its card's bit
   * here rather than copying the hands (issue 29: the copy cost 48 bytes a play), so a seat's hand
   * is {@code hands[seat] & ~played} ({@link #held}).
   */
  long played;

  /**
   * The hand's piles (P-27, P-28), one array so that a gathered trick copies one (issue 29: three
   * arrays were three copies a trick): at {@code seat} the cards the seat took ({@link #pile}), at
   * {@code n + seat} the point cards whose points it was credited ({@link #pointCardsOf}), at
   * {@code 2n + seat} the points credited to it in this hand ({@link #pointsOf}).
   */
  long[] piles;

  /** Per seat, its dead discards (P-16 … P-19): never shown. */
  long[] discarded;

  /** Per seat, its burned cards (P-21): public. */
  long[] burned;

  /** The stock (4p) or the blind (5p), top first, from {@link #stockPos} on. */
  byte[] stock = NO_STOCK;

  byte stockPos;

  /**
   * Per seat, what it said in the auction ({@link #SILENT}, {@link #PASS}, a bid): six bits a seat
   * from the lowest, the speech + 1 (at most T + 2, 18), so that 0 is every seat silent ({@link
   * #speechOf}; issue 29: an array was a copy a speech, and an {@code int} keeps the state's size).
   */
  int speech;

  byte declarer = NONE;

  /** The winning bid: 1 … T or {@code rules.moon}; 0 before the auction ends. */
  byte bid;

  /** The trump suit's ordinal, -1 before the {@code trump} action. */
  byte trump = -1;

  /** The called card's id (5p), -1 when none has been called. */
  byte called = -1;

  /** The partner seat (5p, P-19), {@link #NONE} when alone or with four players. */
  byte partner = NONE;

  /** True when the called card came from the blind (P-19, P-26). */
  boolean calledFromBlind;

  /** True once the called card has been played (P-38). */
  boolean revealed;

  long trick;
  byte leader;

  /** The seats that are in for the trick in progress (P-25). */
  byte trickIn;

  /** The number of tricks completed in this hand. */
  byte tricksDone;

  /** The tricks of the hand, newest first (the public history). */
  HandLog log = HandLog.EMPTY;

  int[] score;

  Seq<Event> events = List.empty();

  /**
   * The events emitted since the draft was made, not yet in {@link #events} (see {@link #emit}):
   * null before the first, the first alone (most actions emit one, and need no buffer), then a
   * buffer {@code Object[]} that holds them all. One field for both keeps a state small. The buffer
   * is an {@code Object[]}, not an {@code Event[]}: a store into an array of an interface type is
   * checked against the interface on every store (issue 29: some twenty a trump step).
   */
  private Object emitted;

  private byte emittedCount;

  /** The stock of a position with none (shared: a stock is never changed in place). */
  private static final byte[] NO_STOCK = new byte[0];

  /**
   * A new match before its first deal, with arrays of its own: for the views and the determinizer,
   * which fill them in place.
   */
  Draft(Rules rules) {
    this.rules = rules;
    int n = rules.players;
    this.dealer = (byte) rules.firstDealer;
    this.hands = new long[n];
    this.piles = new long[3 * n];
    this.discarded = new long[n];
    this.burned = new long[n];
    this.score = new int[rules.sideCount()];
  }

  /**
   * A new match before its first deal whose empty arrays are the rules' shared ones ({@link
   * #clearHand}): the state {@code newMatch} returns, which no transition changes in place.
   */
  static PitchState newMatch(Rules rules) {
    PitchState s = new PitchState(rules, rules.noScore);
    s.clearHand();
    return s;
  }

  /** A new match before its first deal, its hand's arrays set by {@link #clearHand}. */
  Draft(Rules rules, int[] score) {
    this.rules = rules;
    this.dealer = (byte) rules.firstDealer;
    this.score = score;
  }

  /** Copies every array but the hands, which the copy constructor was given: nothing is shared. */
  void ownAll() {
    piles = piles.clone();
    discarded = discarded.clone();
    burned = burned.clone();
    score = score.clone();
  }

  /**
   * A working copy of another draft (a frozen state's) that shares every array with it but {@code
   * hands}, which a transition must copy before it changes one (every array of a frozen state, the
   * rules' shared empty ones too, stays as it is): a play (P-23) copies the piles and points when
   * it gathers its trick, the trump step and the remainder the discards (P-16 … P-18), the end of a
   * hand the match score (P-29).
   *
   * @param hands the hands of the copy: {@code d}'s own for a transition that changes none (a
   *     speech), else a copy
   */
  Draft(Draft d, long[] hands) {
    this.rules = d.rules;
    this.phase = d.phase;
    this.toAct = d.toAct;
    this.dealer = d.dealer;
    this.handNo = d.handNo;
    this.results = d.results;
    this.winner = d.winner;
    this.hands = hands;
    this.played = d.played;
    this.piles = d.piles;
    this.discarded = d.discarded;
    this.burned = d.burned;
    this.stock = d.stock; // never changed in place
    this.stockPos = d.stockPos;
    this.speech = d.speech;
    this.declarer = d.declarer;
    this.bid = d.bid;
    this.trump = d.trump;
    this.called = d.called;
    this.partner = d.partner;
    this.calledFromBlind = d.calledFromBlind;
    this.revealed = d.revealed;
    this.trick = d.trick;
    this.leader = d.leader;
    this.trickIn = d.trickIn;
    this.tricksDone = d.tricksDone;
    this.log = d.log;
    this.score = d.score;
    this.events = List.empty();
  }

  /**
   * Starts a working copy's events: none yet, and no buffer (a clone's buffer would be the frozen
   * state's, which another transition of the same state may fill at the same time).
   */
  void noEvents() {
    events = List.empty();
    emitted = null;
    emittedCount = 0;
  }

  /** The cards a seat took in this hand's tricks (P-27). */
  long pile(int seat) {
    return piles[seat];
  }

  /** The point cards whose points a seat was credited in this hand (P-28). */
  long pointCardsOf(int seat) {
    return piles[rules.players + seat];
  }

  /** The points credited to a seat in this hand (P-28). */
  int pointsOf(int seat) {
    return (int) piles[2 * rules.players + seat];
  }

  /**
   * Freezes this draft into a state, with the events {@link #emit}ted by the transition appended to
   * {@link #events} in their order. A transition's draft is the new state itself ({@link
   * PitchState} is a draft that no code changes once it is returned): this answers it, and makes a
   * state only for a draft of the views, the determinizer or the tests (one made by {@code new
   * Draft}), which then shares that draft's arrays as before.
   */
  PitchState state() {
    if (emittedCount > 1 && events.size() <= 1) {
      // two or more emitted (the buffer holds them all): a list over the buffer, which it keeps
      events =
          new EventList(events.isEmpty() ? null : events.head(), (Object[]) emitted, emittedCount);
    } else if (emittedCount > 0) {
      // A list made back to front: no copy of the buffer, no reversal.
      List<Event> out = List.empty();
      for (int i = emittedCount - 1; i >= 0; i--) {
        out = out.prepend(emittedAt(i));
      }
      // The events started with (startWith) go in front, one cell each (reversing a list of one
      // event makes nothing).
      for (Seq<Event> r = events.reverse(); !r.isEmpty(); r = r.tail()) {
        out = out.prepend(r.head());
      }
      events = out;
    }
    emitted = null;
    emittedCount = 0;
    if (this instanceof PitchState s) {
      // The transition wrote this state's fields after its constructor, so no final field's freeze
      // covers them: this fence gives the returned state the same safe publication a final-field
      // object has, for a host that hands states to another thread without a lock (design.md,
      // immutable states).
      VarHandle.releaseFence();
      return s;
    }
    return new PitchState(this);
  }

  int players() {
    return rules.players;
  }

  /** A seat's hand: its cards less those it has {@link #played}. */
  long held(int seat) {
    return hands[seat] & ~played;
  }

  /** The seat after {@code seat} in playing order (P-9). */
  int next(int seat) {
    return seat + 1 == rules.players ? 0 : seat + 1;
  }

  /** The number of cards left in the stock or blind. */
  int stockSize() {
    return stock.length - stockPos;
  }

  /**
   * Adds an event of the transition. The events wait in a buffer until {@link #state()}: a refill
   * emits a few dozen, and appending each to the immutable list would copy it every time.
   */
  void emit(Event e) {
    Object o = emitted;
    if (o instanceof Object[] buffer) {
      if (emittedCount >= buffer.length) {
        buffer = Arrays.copyOf(buffer, Math.max(8, emittedCount * 2));
        emitted = buffer;
      }
      buffer[emittedCount] = e;
    } else if (o == null) {
      emitted = e;
    } else {
      // The buffer is made at the second event and holds the first one too.
      Object[] buffer = new Object[8];
      buffer[0] = o;
      buffer[1] = e;
      emitted = buffer;
    }
    emittedCount++;
  }

  /** The i-th event emitted (below {@link #emittedCount}). */
  private Event emittedAt(int i) {
    return (Event) (emitted instanceof Object[] buffer ? buffer[i] : emitted);
  }

  /**
   * Starts the transition's events with a shared list of one event ({@link SharedEvents}), before
   * any {@link #emit}: the events {@link #state()} freezes are that list followed by the emitted
   * ones, and a transition that emits nothing more allocates no list.
   */
  void startWith(List<Event> alone) {
    events = alone;
  }

  /**
   * Makes the event buffer at least {@code capacity} long before the first event, for a transition
   * that knows it emits many (the refill, P-17): the buffer is then made once, not grown.
   */
  void reserve(int capacity) {
    if (emittedCount == 0 && bufferLength() < capacity) {
      emitted = new Object[capacity];
    }
  }

  /** The length of the event buffer, for the tests of {@link #reserve}. */
  int bufferLength() {
    return emitted instanceof Object[] buffer ? buffer.length : 0;
  }

  /** What a seat said in the auction: {@link #SILENT}, {@link #PASS} or a bid (P-11). */
  int speechOf(int seat) {
    return (speech >>> SPEECH_BITS * seat & SPEECH_MASK) - 1;
  }

  /**
   * Records what a seat said (P-11): {@link #PASS} or a bid ({@link #SILENT} records nothing). A
   * seat speaks once, so its bits are 0 until then.
   */
  void speak(int seat, int level) {
    speech |= (level + 1) << SPEECH_BITS * seat;
  }

  /** The bits of a seat's speech in {@link #speech}. */
  static final int SPEECH_BITS = 6;

  static final int SPEECH_MASK = (1 << SPEECH_BITS) - 1;

  /**
   * Clears the hand's fields for the next deal (P-37, B-42): the empty hands, piles and points are
   * the rules' shared arrays, which no transition changes in place; every seat is silent.
   */
  void clearHand() {
    hands = rules.noCards;
    played = 0;
    piles = rules.noPiles;
    discarded = rules.noCards;
    burned = rules.noCards;
    stock = NO_STOCK;
    stockPos = 0;
    speech = 0;
    declarer = NONE;
    bid = 0;
    trump = -1;
    called = -1;
    partner = NONE;
    calledFromBlind = false;
    revealed = false;
    trick = 0;
    leader = 0;
    trickIn = 0;
    tricksDone = 0;
    log = HandLog.EMPTY;
  }
}
