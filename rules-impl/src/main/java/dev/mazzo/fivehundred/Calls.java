package dev.mazzo.fivehundred;

import dev.mazzo.game.Action;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * The auction of a hand as the state keeps it (F-33 {@code auction}): a vavr {@code List} of its
 * calls, newest first, so that a bid or a pass adds one cell (24 bytes) and shares the rest, and
 * each call is one of the variant's {@link AuctionCall}s, made once ({@link #of}). Issue 29: the
 * {@code Vector} it replaces copied a leaf and made an iterator at every call (about 200 bytes),
 * and every call made its {@code AuctionCall} and {@code Option}.
 *
 * <p>The state still answers its auction as the {@code Vector} in order it was ({@link #inOrder}),
 * and hashes it as that {@code Vector} does ({@link #hash}), so that nothing a host sees changes.
 */
final class Calls {

  private Calls() {}

  /**
   * Per seat, the call of each of its speeches of {@link Spec#speeches}: index 0 its pass, index
   * {@code b.ordinal() + 1} its bid {@code b} (F-8).
   */
  static AuctionCall[][] table(Action[][] speeches) {
    AuctionCall[][] out = new AuctionCall[speeches.length][];
    for (int seat = 0; seat < speeches.length; seat++) {
      out[seat] = new AuctionCall[speeches[seat].length];
      out[seat][0] = new AuctionCall(seat, Option.none());
      for (int k = 1; k < speeches[seat].length; k++) {
        out[seat][k] = new AuctionCall(seat, Option.some(((MakeBid) speeches[seat][k]).bid()));
      }
    }
    return out;
  }

  /** The call of a seat's speech: a bid, or a pass for null. */
  static AuctionCall of(Spec spec, int seat, Bid bid) {
    return spec.calls[seat][bid == null ? 0 : bid.ordinal() + 1];
  }

  /** The calls in order, oldest first, as the {@code Vector} the state answered before. */
  static Seq<AuctionCall> inOrder(List<AuctionCall> newestFirst) {
    AuctionCall[] out = new AuctionCall[newestFirst.size()];
    int k = out.length;
    for (List<AuctionCall> l = newestFirst; !l.isEmpty(); l = l.tail()) {
      out[--k] = l.head();
    }
    return Vector.of(out);
  }

  /** Calls in order, oldest first, kept newest first. */
  static List<AuctionCall> newestFirst(Seq<AuctionCall> inOrder) {
    List<AuctionCall> out = List.empty();
    for (AuctionCall c : inOrder) {
      out = out.prepend(c);
    }
    return out;
  }

  /**
   * The {@code hashCode} of the calls in order ({@code Seq}'s: 1, then 31 × h + the element's, per
   * element), computed newest first: the i-th call of n counts 31<sup>n−1−i</sup> times and the
   * initial 1 counts 31<sup>n</sup> times.
   */
  static int hash(List<AuctionCall> newestFirst) {
    int h = 0;
    int weight = 1;
    for (List<AuctionCall> l = newestFirst; !l.isEmpty(); l = l.tail()) {
      h += l.head().hashCode() * weight;
      weight *= 31;
    }
    return h + weight;
  }
}
