package dev.mazzo.pitch;

import dev.mazzo.game.Action;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import dev.mazzo.table.Checks;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The single-round auction (pitch.md P-11 … P-13): each seat speaks once, from the dealer's left to
 * the dealer; a bid is a number from {@code minBid} to T, or "moon" above T, and must rank above
 * the standing bid. The stuck dealer (P-12) may not pass when every other seat has passed, unless
 * {@code allPassRedeal}, when an all-pass auction voids the hand (P-32). {@link #level} is the one
 * predicate that both {@link #legal} and {@link #check} use.
 */
final class BidPhase {

  private BidPhase() {}

  /** A bid's level: its number, or T + 1 for "moon" (P-11). */
  static int level(Rules rules, PitchAction.Bid bid) {
    Integer n = bid.amount().getOrNull();
    return n == null ? rules.moon : n;
  }

  /** P-34 check 1: an amount that is neither a whole number 1 … T nor "moon" is MALFORMED. */
  static Option<Rejection> shape(Rules rules, PitchAction.Bid bid) {
    // the amount read once, with two calls of the Option (issue 29: C2 left each of the six calls
    // out of line in the checks of a bid)
    Option<Integer> amount = bid.amount();
    if (amount == null) {
      return Checks.malformed(NO_AMOUNT);
    }
    if (amount.isEmpty()) {
      return Option.none(); // moon
    }
    Integer n = amount.get();
    if (n == null) {
      return Checks.malformed(NO_AMOUNT);
    }
    return n < 1 || n > rules.total ? Checks.malformed(range(rules, n)) : Option.none();
  }

  private static final String NO_AMOUNT = "A bid needs an amount: a number or \"moon\"";

  /**
   * The one sentence of a number outside the bids (P-11), whether it is MALFORMED (not 1 … T) or
   * BID_TOO_LOW (below {@code minBid}): both name the same limits, {@code minBid} to T, or moon.
   */
  private static String range(Rules rules, int amount) {
    return "A bid is a number from "
        + rules.minBid
        + " to "
        + rules.total
        + ", or moon: "
        + amount
        + " is not a bid";
  }

  /** The standing bid: the highest so far, 0 for none (P-11), read from the speeches' bits. */
  static int standing(Draft d) {
    int high = 0;
    for (int rest = d.speech; rest != 0; rest >>>= Draft.SPEECH_BITS) {
      high = Math.max(high, (rest & Draft.SPEECH_MASK) - 1);
    }
    return high;
  }

  /** The seat that said {@code level}, a bid that one seat said (P-13: the standing bid's). */
  private static int speakerOf(Draft d, int level) {
    int seat = 0;
    for (int rest = d.speech;
        (rest & Draft.SPEECH_MASK) != level + 1;
        rest >>>= Draft.SPEECH_BITS) {
      seat++;
    }
    return seat;
  }

  /** P-12: the dealer is stuck when every other seat has passed and all may not pass. */
  static boolean stuck(Draft d) {
    return stuck(d, standing(d));
  }

  /** {@link #stuck(Draft)} with the standing bid already read (P-11). */
  private static boolean stuck(Draft d, int standing) {
    return !d.rules.allPassRedeal && d.toAct == d.dealer && standing == 0;
  }

  /**
   * P-35: a pass first (unless stuck), then every legal bid ascending, "moon" last: one of the
   * lists {@link #lists} made with the rules.
   */
  static Seq<Action> legal(Draft d) {
    int standing = standing(d);
    int from = Math.max(d.rules.minBid, standing + 1);
    return d.rules.bidLists[d.toAct][2 * from + (stuck(d, standing) ? 0 : 1)];
  }

  /**
   * Every list {@link #legal} answers, made once with the rules (issue 29: a list per speech was
   * about 90 bytes): per seat, at index 2 × from + 1 the pass and the bids from {@code from} up
   * (the lowest legal bid, {@code minBid} … T + 2), at 2 × from the same without the pass; each a
   * {@link MaskList} over the seat's speeches, whose index is the level.
   */
  static Seq<Action>[][] lists(Rules rules) {
    @SuppressWarnings("unchecked")
    Seq<Action>[][] out = new Seq[rules.players][2 * (rules.moon + 2)];
    long upToMoon = (1L << (rules.moon + 1)) - 1;
    for (int seat = 0; seat < rules.players; seat++) {
      for (int from = rules.minBid; from <= rules.moon + 1; from++) {
        long bids = upToMoon & -(1L << from);
        out[seat][2 * from] = new MaskList(rules.speeches[seat], bids);
        out[seat][2 * from + 1] = new MaskList(rules.speeches[seat], bids | 1L);
      }
    }
    return out;
  }

  /** P-34 check 6: BID_TOO_LOW; DEALER_MUST_BID. */
  static Rejection check(Draft d, Action a) {
    if (a instanceof Pass) {
      return stuck(d)
          ? Rejection.of(
              Pitch.DEALER_MUST_BID,
              "Every other seat has passed: the dealer must bid, from "
                  + d.rules.minBid
                  + " to "
                  + d.rules.total
                  + " or moon")
          : null;
    }
    int level = level(d.rules, (PitchAction.Bid) a);
    if (level < d.rules.minBid) {
      return Rejection.of(Code.BID_TOO_LOW, range(d.rules, level));
    }
    int standing = standing(d);
    if (level <= standing) {
      return Rejection.of(
          Code.BID_TOO_LOW,
          "A bid must be above the standing bid of "
              + (standing == d.rules.moon ? "moon" : String.valueOf(standing)));
    }
    return null;
  }

  static PitchState next(PitchState s, Action a) {
    // the seat of a bid or a pass read from its class, not through the interface (issue 29)
    int seat = a instanceof PitchAction.Bid b ? b.seat() : Checks.seatOf(a);
    // A speech changes no array (P-11: the speeches are one number), nor does the void hand or the
    // declarer that may follow it (P-13, P-32: the next deal replaces the others).
    Draft d = s.speechDraft();
    if (a instanceof PitchAction.Bid bid) {
      int level = level(d.rules, bid);
      d.speak(seat, level);
      d.startWith(d.rules.events.bidAlone(seat, level));
    } else {
      d.speak(seat, Draft.PASS);
      d.startWith(d.rules.events.passedAlone(seat));
    }
    if (seat != d.dealer) {
      d.toAct = (byte) d.next(seat);
      return d.state();
    }
    int standing = standing(d);
    if (standing == 0) {
      HandEnd.voidHand(d, "all-pass");
      return d.state();
    }
    d.declarer = (byte) speakerOf(d, standing);
    d.bid = (byte) standing;
    d.phase = Pitch.TRUMP;
    d.toAct = (byte) d.declarer;
    return d.state();
  }
}
