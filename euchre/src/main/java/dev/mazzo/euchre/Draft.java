package dev.mazzo.euchre;

import dev.mazzo.game.Event;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Phase;
import dev.mazzo.game.Round;
import dev.mazzo.game.TablePlay;
import dev.mazzo.trick.Trick;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.Arrays;
import java.util.Objects;

/**
 * Every field of a Euchre position, mutable while a transition drafts the next state and never
 * changed once a {@link EuchreState} holds it. Cards are ids of the deck of E-2, sets of them bit
 * masks.
 */
final class Draft {
  EuchreRules rules;
  Phase phase;
  int toAct;
  int dealer;
  int handNo;
  Seq<HandResult> results;
  int winner = -1;

  /** Each seat's cards. */
  long[] hands = new long[4];

  /** The upcard (E-5), -1 before the deal. */
  int upcard = -1;

  /** The kitty's cards in deal order (E-5). */
  int[] kitty = new int[0];

  /** The dealer's discard (E-7), -1 when none. */
  int discard = -1;

  /** Passes so far in the making of trump: 0 … 3 in the first round, 4 … 7 in the second. */
  int passes;

  /** The trump suit's ordinal, -1 before it is made. */
  int trump = -1;

  /** The declarer (E-9), -1 before trump is made. */
  int declarer = -1;

  /** Whether the declarer went alone (E-14). */
  boolean declarerAlone;

  /** The seat defending alone (E-15), -1 for none. */
  int loneDefender = -1;

  /** The seats that play (a seat sits out by E-14, E-15), one bit each. */
  int in = 0xF;

  /** The trick in progress ({@link Trick}) and its leader. */
  long trick = Trick.EMPTY;

  int leader = -1;

  /** The trick in progress as plays. */
  Seq<TablePlay> table = Array.empty();

  /** The tricks each side has taken in this hand. */
  int[] tricks = new int[2];

  /** The cards of the tricks each seat has taken. */
  long[] captured = new long[4];

  /** The match score per side. */
  int[] score = new int[2];

  Seq<Round> history = Array.empty();
  Seq<Event> events = Array.empty();

  Draft copy() {
    Draft d = new Draft();
    d.rules = rules;
    d.phase = phase;
    d.toAct = toAct;
    d.dealer = dealer;
    d.handNo = handNo;
    d.results = results;
    d.winner = winner;
    d.hands = hands.clone();
    d.upcard = upcard;
    d.kitty = kitty;
    d.discard = discard;
    d.passes = passes;
    d.trump = trump;
    d.declarer = declarer;
    d.declarerAlone = declarerAlone;
    d.loneDefender = loneDefender;
    d.in = in;
    d.trick = trick;
    d.leader = leader;
    d.table = table;
    d.tricks = tricks.clone();
    d.captured = captured.clone();
    d.score = score.clone();
    d.history = history;
    d.events = Array.empty();
    return d;
  }

  /**
   * Gathers the cards for the next deal (E-20): no hand, kitty, upcard, trump or trick, the history
   * empty (protocol.md: a view's history is empty before a hand is dealt).
   */
  void clearHand() {
    hands = new long[4];
    kitty = new int[0];
    upcard = -1;
    discard = -1;
    passes = 0;
    trump = -1;
    declarer = -1;
    declarerAlone = false;
    loneDefender = -1;
    in = 0xF;
    trick = Trick.EMPTY;
    leader = -1;
    table = Array.empty();
    tricks = new int[2];
    captured = new long[4];
    history = Array.empty();
  }

  /** The number of tricks played in this hand. */
  int tricksPlayed() {
    return tricks[0] + tricks[1];
  }

  boolean sameAs(Draft o) {
    return rules.equals(o.rules)
        && phase == o.phase
        && toAct == o.toAct
        && dealer == o.dealer
        && handNo == o.handNo
        && winner == o.winner
        && results.equals(o.results)
        && Arrays.equals(hands, o.hands)
        && upcard == o.upcard
        && Arrays.equals(kitty, o.kitty)
        && discard == o.discard
        && passes == o.passes
        && trump == o.trump
        && declarer == o.declarer
        && declarerAlone == o.declarerAlone
        && loneDefender == o.loneDefender
        && in == o.in
        && trick == o.trick
        && leader == o.leader
        && Arrays.equals(tricks, o.tricks)
        && Arrays.equals(captured, o.captured)
        && Arrays.equals(score, o.score)
        && history.equals(o.history)
        && events.equals(o.events);
  }

  int hash() {
    return Objects.hash(rules, phase, toAct, handNo, Arrays.hashCode(hands), upcard, trump, trick);
  }
}
