package dev.mazzo.briscola;

import dev.mazzo.game.OptionSpec;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;

/**
 * One id of the family's catalog as data (briscola.md B-6): what differs between variants is
 * here, and {@link Rules} resolves it with a match's options. A new variant is a new Spec, not
 * a new class.
 */
final class Spec {
  final String id;
  final String name;
  final int players;
  /** Default rank scheme (B-10). */
  final Scheme scheme;
  /** Cards dealt to each seat (B-7). */
  final int handSize;
  /** Partnerships by seat parity (B-3); false: one side per seat. */
  final boolean pairs;
  /** Whether a seat must follow the led suit (B-22, B-23). */
  final boolean followSuit;
  /** How a hand is decided (B-32). */
  final HandRule handRule;
  /** Default number of hands to win the match (B-39). */
  final int handsToWin;
  /** The options it accepts, {@code dealer} first (B-68). */
  final Seq<OptionSpec> options;
  final String description;

  Spec(
      String id,
      String name,
      int players,
      Scheme scheme,
      int handSize,
      boolean pairs,
      boolean followSuit,
      HandRule handRule,
      int handsToWin,
      String description,
      OptionSpec... extraOptions) {
    this.id = id;
    this.name = name;
    this.players = players;
    this.scheme = scheme;
    this.handSize = handSize;
    this.pairs = pairs;
    this.followSuit = followSuit;
    this.handRule = handRule;
    this.handsToWin = handsToWin;
    this.description = description;
    this.options =
        Array.of(
                OptionSpec.integer(
                    "dealer", 0, 0, players - 1, "first dealer (B-2)"))
            .appendAll(Array.of(extraOptions));
  }
}
