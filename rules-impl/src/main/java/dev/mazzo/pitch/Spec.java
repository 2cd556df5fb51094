package dev.mazzo.pitch;

import dev.mazzo.game.OptionSpec;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.List;

/**
 * One Pitch variant as data (pitch.md P-1): its id, seats, point total T, trump order family (16,
 * 17 or 20 trumps, P-4), its point table (P-5) and the options it accepts (§14). The trump orders
 * are written as the chapter writes them and read by the trick core's {@code TrumpOrder}.
 */
final class Spec {

  /** The 16-trump order (P-4): the 5, 7, 8 and 10-point variants. */
  static final String ORDER_16 = "A K Q J offJ JK1 JK2 10 9 8 7 6 5 4 3 2";

  /** The 17-trump order (P-4): the 11 and 13-point variants. */
  static final String ORDER_17 = "A K Q J offJ JK1 JK2 10 9 8 7 6 5 4 3 off3 2";

  /** The 20-trump order (P-4): the 14, 15 and 16-point variants. */
  static final String ORDER_20 = "A offA K Q J offJ JK1 JK2 10 off10 9 8 7 6 5 4 3 off3 2 off2";

  final String id;
  final String name;
  final int players;

  /** The point total T (P-5), also the highest numeric bid (P-11). */
  final int total;

  /** The trump order, high to low (P-4). */
  final String order;

  /** True for the 5, 8, 11 and 14-point variants, which accept {@code removeJokers} (P-1). */
  final boolean jokersOptional;

  final Seq<OptionSpec> options;
  final String description;

  private Spec(String id, int players, int total) {
    this.id = id;
    this.players = players;
    this.total = total;
    this.name = total + "-Point Pitch" + (players == 5 ? " (5 players)" : "");
    this.order = total <= 10 ? ORDER_16 : total <= 13 ? ORDER_17 : ORDER_20;
    this.jokersOptional = total == 5 || total == 8 || total == 11 || total == 14;
    this.options = Array.ofAll(optionsOf(this));
    this.description =
        (players == 4
                ? total + "-Point Pitch for four in two partnerships"
                : "Ten-Point Pitch for five, the bidder calling a card for a secret partner")
            + ": 54 cards with two jokers, a single-round auction, the bidder names trumps, every"
            + " non-trump is thrown away and only trumps are played; "
            + total
            + " points in play, first side to 52 wins (pitch.md).";
  }

  /** The ten ids of P-1, in catalog order. */
  static Seq<Spec> all() {
    return Array.of(
        new Spec("pitch-5-4p", 4, 5),
        new Spec("pitch-7-4p", 4, 7),
        new Spec("pitch-8-4p", 4, 8),
        new Spec("pitch-10-4p", 4, 10),
        new Spec("pitch-11-4p", 4, 11),
        new Spec("pitch-13-4p", 4, 13),
        new Spec("pitch-14-4p", 4, 14),
        new Spec("pitch-15-4p", 4, 15),
        new Spec("pitch-16-4p", 4, 16),
        new Spec("pitch-10-5p", 5, 10));
  }

  /**
   * The points of each place of the order (P-5) as {@code points(n, places)} pairs: A, J, offJ, 10
   * and 2 are worth 1 everywhere; the jokers 1 in 7, 10, 13, 15, 16; the 3 3 from 8 on; off3 3;
   * offA and off10 1; off2 1 in 14 and 16 (0 in 15).
   */
  String onePointPlaces() {
    StringBuilder b = new StringBuilder("A J offJ 10 2");
    if (!jokersOptional) {
      b.append(" JK1 JK2");
    }
    if (order.equals(ORDER_20)) {
      b.append(" offA off10");
      if (total != 15) {
        b.append(" off2");
      }
    }
    return b.toString();
  }

  /** The places worth 3 (P-5): the 3 from the 8-point variant on, and off3 where it is a trump. */
  String threePointPlaces() {
    if (total < 8) {
      return "";
    }
    return order.equals(ORDER_16) ? "3" : "3 off3";
  }

  private static List<OptionSpec> optionsOf(Spec s) {
    List<OptionSpec> o = new ArrayList<>();
    o.add(OptionSpec.integer("dealer", 0, 0, s.players - 1, "first dealer (P-9)"));
    o.add(OptionSpec.bool("dirty", false, "the 2s score for the trick winner (P-28)"));
    o.add(OptionSpec.bool("reverse", false, "reverse trump order (P-6)"));
    o.add(
        OptionSpec.choice(
            "jokerOrder",
            "fixed",
            "order of the two jokers in one trick (P-7)",
            "fixed",
            "first-played-high"));
    o.add(
        OptionSpec.choice(
            "madeBidScores", "points", "what a made bid scores (P-30)", "points", "bid"));
    o.add(OptionSpec.bool("defendersScore", true, "the other side scores its points (P-30)"));
    o.add(OptionSpec.bool("allPassRedeal", false, "all may pass; the hand is void (P-12)"));
    o.add(OptionSpec.integer("minBid", 4, 1, s.total, "lowest bid (P-11)"));
    o.add(
        OptionSpec.integer(
            "target", 52, 1, Integer.MAX_VALUE, "match target; what a made moon gives (P-30)"));
    if (s.jokersOptional) {
      o.add(OptionSpec.bool("removeJokers", false, "no jokers in the deck (P-1)"));
    }
    o.add(
        OptionSpec.bool(
            "misdealIfPointBurned", false, "void hand if the bidder burns a point (P-22)"));
    if (s.players == 4) {
      o.add(
          OptionSpec.bool("remainderFill", false, "the bidder fills to six from the stock (P-18)"));
    } else {
      o.add(
          OptionSpec.bool(
              "calledCardOnFirstTrick", false, "the partner plays the called card first (P-26)"));
    }
    return o;
  }

  @Override
  public String toString() {
    return id;
  }
}
