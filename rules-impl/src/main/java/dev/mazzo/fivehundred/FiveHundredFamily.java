package dev.mazzo.fivehundred;

import dev.mazzo.family.AbstractFamily;
import dev.mazzo.family.Strategy;
import dev.mazzo.family.Tally;
import dev.mazzo.family.Text;
import dev.mazzo.game.PlayerView;
import io.vavr.Lazy;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;

/**
 * The Five Hundred family's catalog (five-hundred.md F-1), registered through {@link
 * java.util.ServiceLoader}: {@code five-hundred-3p}, {@code -4p}, {@code -5p} and {@code -6p}. Each
 * id is a {@link Spec}: data, not a class.
 */
public final class FiveHundredFamily extends AbstractFamily {

  static final Seq<FiveHundredVariant> VARIANTS =
      Array.of(
          new FiveHundredVariant(Spec.of(3)),
          new FiveHundredVariant(Spec.of(4)),
          new FiveHundredVariant(Spec.of(5)),
          new FiveHundredVariant(Spec.of(6)));

  /** The family's JSON codec, made on first use: loading the family loads no Jackson. */
  private static final Lazy<FiveHundredCodec> CODEC = Lazy.of(() -> new FiveHundredCodec());

  private static final Text TEXT = new FiveHundredText();
  private static final Strategy GREEDY = new FiveHundredGreedy();

  /** The public no-argument constructor {@link java.util.ServiceLoader} needs. */
  public FiveHundredFamily() {
    super("fivehundred", VARIANTS, CODEC, TEXT, GREEDY);
  }

  @Override
  public Tally tally(PlayerView start) {
    return new FiveHundredTally();
  }
}
