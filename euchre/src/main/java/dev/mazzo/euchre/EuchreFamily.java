package dev.mazzo.euchre;

import dev.mazzo.family.AbstractFamily;
import dev.mazzo.family.Tally;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Array;

/**
 * The Euchre family's catalog (euchre.md E-1), registered through {@link java.util.ServiceLoader}
 * in {@code META-INF/services/dev.mazzo.family.Family}: one variant, {@code euchre-4p}. With this
 * project's jar on the class path, the library's hosts find it like a family of the library.
 */
public final class EuchreFamily extends AbstractFamily {

  /** The public no-argument constructor {@link java.util.ServiceLoader} needs. */
  public EuchreFamily() {
    super(
        "euchre",
        Array.of(Euchre.VARIANT),
        // made on first use (a lambda, not EuchreCodec::new): the catalog loads no Jackson
        () -> new EuchreCodec(),
        new EuchreText(),
        new EuchreGreedy());
  }

  @Override
  public Tally tally(PlayerView start) {
    return new EuchreTally();
  }
}
