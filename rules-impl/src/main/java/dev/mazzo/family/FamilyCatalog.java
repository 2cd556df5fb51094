package dev.mazzo.family;

import dev.mazzo.game.Variant;
import dev.mazzo.game.VariantProvider;
import io.vavr.collection.Seq;

/**
 * The one {@link VariantProvider} of this module: every registered family's variants, in
 * registration order. Families register as {@link Family}, never as providers themselves.
 */
public final class FamilyCatalog implements VariantProvider {

  /** The public no-argument constructor {@link java.util.ServiceLoader} needs. */
  public FamilyCatalog() {}

  @Override
  public Seq<Variant> variants() {
    return Families.all().flatMap(Family::variants);
  }
}
