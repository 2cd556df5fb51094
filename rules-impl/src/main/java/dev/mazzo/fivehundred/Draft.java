package dev.mazzo.fivehundred;

import dev.mazzo.game.Event;
import dev.mazzo.game.Phase;
import dev.mazzo.table.HandLog;
import dev.mazzo.table.PositionDraft;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;

/**
 * The next state being made by a transition: a mutable copy of a {@link FiveHundredState} (arrays
 * copied), changed by one phase's apply and built once with {@link #state()}. Never shared.
 *
 * <p>Only {@link #hands} is copied, and not for the play, which adds its card to {@link #played}
 * instead of writing the hands: {@link #taken} is the state's own array until {@link #ownTricks()}
 * copies it. {@link #tricksBySeat} and {@link #voids} are new arrays unpacked from the state's
 * small values ({@link Small}), which {@link #state()} packs again; a play and a call that leaves
 * the auction open make their state without a draft.
 */
final class Draft extends PositionDraft {
  Rules rules;
  long[] hands;
  long played;
  long[] taken;
  long kitty;
  long discards;

  /** The auction's calls, newest first ({@link Calls}). */
  List<AuctionCall> calls;

  int passed;
  Bid standing;
  int standingSeat;
  int declarer;
  Bid contract;
  boolean allPassHand;
  int called;
  boolean callMade;
  int partner;
  boolean partnerShown;
  int out;
  boolean exposed;
  long trick;
  int leader;
  int named;
  int trickNo;
  int[] tricksBySeat;
  int[] voids;

  /** The tricks of the hand, newest first (the public history). */
  HandLog log;

  int[] score;

  /**
   * The events of the transition before those {@link #event} adds: a vavr {@code List}, whose
   * one-event list is a single cons (24 bytes against about 70 for a {@code Vector}); a transition
   * emits a handful at most.
   */
  Seq<Event> events = List.empty();

  /**
   * The events {@link #event} added, newest first: one cell each, joined after {@link #events} once
   * by {@link #state()} (issue 29: {@code List.append} copied the list through an iterator and a
   * fold at every event).
   */
  private List<Event> added = List.empty();

  /** A match before its first deal (F-4). */
  Draft(Rules rules) {
    this.rules = rules;
    int n = rules.players;
    this.phase = Phase.DEAL;
    this.toAct = FiveHundredState.CHANCE;
    this.dealer = rules.firstDealer;
    this.handNo = 1;
    this.score = new int[rules.spec.sides.size()];
    this.results = Vector.empty();
    this.winner = -1;
    clearHand(n);
  }

  /**
   * A copy of a state, to change; its hands array copied when {@code ownHands}, shared when the
   * transition never writes it (the play, which adds to {@link #played}).
   */
  Draft(FiveHundredState s, boolean ownHands) {
    super(s);
    this.rules = s.rules;
    this.hands = ownHands ? s.hands.clone() : s.hands;
    this.played = s.played;
    this.taken = s.taken;
    this.kitty = s.b.kitty;
    this.discards = s.b.discards;
    this.calls = s.b.calls;
    this.passed = s.b.passed;
    this.standing = s.b.standing;
    this.standingSeat = s.b.standingSeat;
    this.declarer = s.b.declarer;
    this.contract = s.b.contract;
    this.allPassHand = s.b.allPassHand;
    this.called = s.b.called;
    this.callMade = s.b.callMade;
    this.partner = s.b.partner;
    this.settled = s.b;
    this.partnerShown = Small.partnerShown(s.small);
    this.out = s.b.out;
    this.exposed = Small.exposed(s.small);
    this.trick = s.trick;
    this.leader = Small.leader(s.small);
    this.named = Small.named(s.small);
    this.trickNo = Small.trickNo(s.small);
    this.tricksBySeat = Small.tricks(s.small, s.rules.players);
    this.voids = Small.voids(s.small, s.rules.players);
    this.log = s.log;
    this.score = s.score;
  }

  /**
   * Everything of one hand back to "before the deal" (F-33, between hands): no cards, no auction,
   * no contract, no call, nobody out, no trick.
   */
  void clearHand(int n) {
    hands = new long[n];
    played = 0;
    taken = new long[n];
    kitty = 0;
    discards = 0;
    calls = List.empty();
    passed = 0;
    standing = null;
    standingSeat = -1;
    declarer = -1;
    contract = null;
    allPassHand = false;
    called = -1;
    callMade = false;
    partner = -1;
    partnerShown = false;
    out = 0;
    exposed = false;
    trick = 0;
    leader = -1;
    named = -1;
    trickNo = 0;
    tricksBySeat = new int[n];
    voids = new int[n];
    log = HandLog.EMPTY;
  }

  /** The state's {@link Bargain} the draft started from; null for a new match. */
  private Bargain settled;

  /** The draft's {@link Bargain}: the one it started from when nothing of it changed. */
  Bargain bargain() {
    return settled != null && settled.sameAs(this) ? settled : new Bargain(this);
  }

  /** Copies {@link #taken} and {@link #tricksBySeat}, before a won trick is added to them. */
  void ownTricks() {
    taken = taken.clone();
    tricksBySeat = tricksBySeat.clone();
  }

  /** Adds an event of the action being applied. */
  void event(Event e) {
    added = added.prepend(e);
  }

  /** The next state; its events are {@link #events} and then those added, in order. */
  FiveHundredState state() {
    if (!added.isEmpty()) {
      events = joined(events, added);
      added = List.empty();
    }
    return new FiveHundredState(this);
  }

  /** The events {@code before}, then those of {@code newestFirst} oldest first, as one list. */
  static List<Event> joined(Seq<Event> before, List<Event> newestFirst) {
    // A lone event's cell is already the list of it in order.
    List<Event> out = newestFirst;
    if (!newestFirst.tail().isEmpty()) {
      out = List.empty();
      for (List<Event> l = newestFirst; !l.isEmpty(); l = l.tail()) {
        out = out.prepend(l.head());
      }
    }
    for (int i = before.size() - 1; i >= 0; i--) {
      out = out.prepend(before.get(i));
    }
    return out;
  }
}
