package dev.mazzo.fivehundred;

import io.vavr.collection.List;
import java.util.Objects;

/**
 * What the auction, the discard and the call of a hand settled (F-8 … F-12, F-15): the kitty and
 * the discards, the auction's calls, the seats that passed, the standing bid and its seat, the
 * declarer and the contract, the all-pass hand, the called card and the partner, the seats out.
 * None of it changes while the cards are played, so the states of the play share one (issue 29: it
 * was 54 bytes of every state); a {@link Draft} keeps the fields flat and {@link Draft#state()}
 * makes a new one only when one of them changed.
 */
final class Bargain {
  final long kitty;
  final long discards;

  /** The auction's calls, newest first ({@link Calls}). */
  final List<AuctionCall> calls;

  final int passed;
  final Bid standing;
  final int standingSeat;
  final int declarer;
  final Bid contract;
  final boolean allPassHand;
  final int called;
  final boolean callMade;
  final int partner;
  final int out;

  /** The draft's values. */
  Bargain(Draft d) {
    this.kitty = d.kitty;
    this.discards = d.discards;
    this.calls = d.calls;
    this.passed = d.passed;
    this.standing = d.standing;
    this.standingSeat = d.standingSeat;
    this.declarer = d.declarer;
    this.contract = d.contract;
    this.allPassHand = d.allPassHand;
    this.called = d.called;
    this.callMade = d.callMade;
    this.partner = d.partner;
    this.out = d.out;
  }

  /**
   * This bargain with the auction moved on by one call (F-8): its calls, the seats that passed and
   * the standing bid and seat; the rest (the kitty, nothing settled yet) shared.
   */
  Bargain(Bargain b, List<AuctionCall> calls, int passed, Bid standing, int standingSeat) {
    this.kitty = b.kitty;
    this.discards = b.discards;
    this.calls = calls;
    this.passed = passed;
    this.standing = standing;
    this.standingSeat = standingSeat;
    this.declarer = b.declarer;
    this.contract = b.contract;
    this.allPassHand = b.allPassHand;
    this.called = b.called;
    this.callMade = b.callMade;
    this.partner = b.partner;
    this.out = b.out;
  }

  /** True when the draft holds this bargain's values: then its state shares this one. */
  boolean sameAs(Draft d) {
    return kitty == d.kitty
        && discards == d.discards
        && calls == d.calls
        && passed == d.passed
        && standing == d.standing
        && standingSeat == d.standingSeat
        && declarer == d.declarer
        && contract == d.contract
        && allPassHand == d.allPassHand
        && called == d.called
        && callMade == d.callMade
        && partner == d.partner
        && out == d.out;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Bargain)) {
      return false;
    }
    Bargain b = (Bargain) o;
    return kitty == b.kitty
        && discards == b.discards
        && passed == b.passed
        && standing == b.standing
        && standingSeat == b.standingSeat
        && declarer == b.declarer
        && contract == b.contract
        && allPassHand == b.allPassHand
        && called == b.called
        && callMade == b.callMade
        && partner == b.partner
        && out == b.out
        && calls.equals(b.calls);
  }

  @Override
  public int hashCode() {
    return Objects.hash(kitty, discards, calls, declarer, contract, called, partner, out);
  }
}
