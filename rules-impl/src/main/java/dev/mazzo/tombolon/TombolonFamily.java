package dev.mazzo.tombolon;

import dev.mazzo.family.AbstractFamily;
import dev.mazzo.family.Strategy;
import dev.mazzo.family.Tally;
import dev.mazzo.family.Text;
import dev.mazzo.game.PlayerView;
import io.vavr.Lazy;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;

/**
 * The Tombolon family's catalog (tombolon.md T-1), registered through {@link
 * java.util.ServiceLoader}: {@code tombolon-rovigo-2p}, {@code tombolon-rovigo-4p}, {@code
 * tombolon-padova-2p} and {@code tombolon-padova-4p}. Each id is a {@link Spec}: data, not a class.
 */
public final class TombolonFamily extends AbstractFamily {

  static final Seq<TombolonVariant> VARIANTS =
      Array.of(
          new TombolonVariant(
              Spec.of(
                  "tombolon-rovigo-2p",
                  "Tombolon (Rovigo, 2 players)",
                  2,
                  false,
                  "Tombolon of Rovigo for two: a fishing game of the Scopa family with the"
                      + " 40-card Venetian deck; capture table cards by equal value or by a sum,"
                      + " score Scopa and Colore in play and six punti di mazzo plus Napoli at"
                      + " the end of each deal; first to 31 wins, or take everything that"
                      + " matters for Tombolon (tombolon.md).")),
          new TombolonVariant(
              Spec.of(
                  "tombolon-rovigo-4p",
                  "Tombolon (Rovigo, 4 players)",
                  4,
                  false,
                  "Tombolon of Rovigo for four in two partnerships, 40 cards dealt 4 and 5:"
                      + " capture by equal value or sum, Scopa, Colore, six punti di mazzo and"
                      + " Napoli; first side to 31 wins, or Tombolon (tombolon.md).")),
          new TombolonVariant(
              Spec.of(
                  "tombolon-padova-2p",
                  "Tombolon (Padova, 2 players)",
                  2,
                  true,
                  "Tombolon of Padova for two with the 52-card deck (A to 10, J, Q, K): capture"
                      + " by equal value or sum, Scopa, Colore, six punti di mazzo with the 10 of"
                      + " denari as settebello, and Napoli; first to 51 wins, or Tombolon"
                      + " (tombolon.md).")),
          new TombolonVariant(
              Spec.of(
                  "tombolon-padova-4p",
                  "Tombolon (Padova, 4 players)",
                  4,
                  true,
                  "Tombolon of Padova for four in two partnerships with the 52-card deck, three"
                      + " hands of 4: capture by equal value or sum, Scopa, Colore, six punti di"
                      + " mazzo and Napoli; first side to 51 wins, or Tombolon (tombolon.md).")));

  /** The family's JSON codec (tombolon.md §5, §8, §9), made on first use: no Jackson before. */
  private static final Lazy<TombolonCodec> CODEC = Lazy.of(() -> new TombolonCodec());

  /** The family's text for people; stateless, so one serves every match. */
  private static final Text TEXT = new TombolonText();

  /** The family's greedy strategy; stateless, so one serves every seat. */
  private static final Strategy GREEDY = new TombolonGreedy();

  /** The public no-argument constructor {@link java.util.ServiceLoader} needs. */
  public TombolonFamily() {
    super("tombolon", VARIANTS, CODEC, TEXT, GREEDY);
  }

  @Override
  public Tally tally(PlayerView start) {
    return new TombolonTally(start.sides().size());
  }
}
