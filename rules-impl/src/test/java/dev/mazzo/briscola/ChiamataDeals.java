package dev.mazzo.briscola;

import dev.mazzo.card.Shuffle;
import dev.mazzo.conformance.Playthrough;
import io.vavr.collection.List;

/**
 * The chiamata rule tests' shared set-up: the two ids, the ladder of B-45, a match dealt from a
 * seed, and a playthrough's state.
 */
final class ChiamataDeals {

  private ChiamataDeals() {}

  static final String RANKS = "briscola-chiamata-5p";
  static final String POINTS = "biscambiggia-chiamata-5p";

  /** The ladder of B-45, lowest first. */
  static final List<String> LADDER = List.of("A", "3", "K", "Q", "J", "7", "6", "5", "4", "2");

  /** A chiamata match (dealer 0 unless given) dealt with {@code Shuffle.seeded(1)}. */
  static Playthrough dealt(String id, Object... options) {
    Playthrough p = Playthrough.of(id, options);
    return p.deal(Shuffle.seeded(1).order(p.state().deck()));
  }

  /** The state of a chiamata playthrough. */
  static BriscolaState state(Playthrough p) {
    return (BriscolaState) p.state();
  }
}
