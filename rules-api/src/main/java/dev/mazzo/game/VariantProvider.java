package dev.mazzo.game;

import io.vavr.collection.Seq;

/**
 * The service interface through which an implementation module registers its variants with {@link
 * Variants} ({@link java.util.ServiceLoader}); the API never names an implementation.
 */
public interface VariantProvider {
  /** The variants this provider registers, in catalog order. */
  Seq<Variant> variants();
}
