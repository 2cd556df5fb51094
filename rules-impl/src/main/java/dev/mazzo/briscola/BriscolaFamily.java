package dev.mazzo.briscola;

import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.Variant;
import dev.mazzo.game.VariantProvider;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;

/**
 * The Briscola family's catalog (briscola.md B-6), registered through {@link
 * java.util.ServiceLoader}. Each id is a {@link Spec}: data, not a class.
 *
 * <p>Choices where the chapter is silent: none so far for the two-player ids; B-15 lists what
 * is deliberately not modelled (cutting, the 2-of-trumps exchange, the last trick breaking a
 * 60–60 tie).
 */
public final class BriscolaFamily implements VariantProvider {

  private static final Seq<Variant> VARIANTS =
      Array.of(
          new BriscolaVariant(
              new Spec(
                  "briscola-2p", "Briscola (2 players)", 2, Scheme.ITALIAN, 3, false, false,
                  HandRule.MAJORITY, 2,
                  "Italian Briscola for two: 40 cards, three in hand, a face-up trump card under"
                      + " the stock, free play, 61 of 120 points wins the hand, the first to win"
                      + " two hands wins the match (briscola.md).",
                  handsToWin(2))),
          new BriscolaVariant(
              new Spec(
                  "biscambiggia-2p", "Biscambiggia (2 players)", 2, Scheme.GENOESE, 3, false,
                  false, HandRule.MAJORITY, 2,
                  "Genoese Biscambiggia for two: Briscola with the Genoese order, where the 7"
                      + " is second to the ace; the first to win two hands wins the match"
                      + " (briscola.md).",
                  handsToWin(2))));

  /** The public no-argument constructor {@link java.util.ServiceLoader} needs. */
  public BriscolaFamily() {}

  private static OptionSpec handsToWin(int defaultValue) {
    return OptionSpec.integer(
        "handsToWin", defaultValue, 1, Integer.MAX_VALUE,
        "hands a side must win to win the match (B-39)");
  }

  @Override
  public Seq<Variant> variants() {
    return VARIANTS;
  }
}
