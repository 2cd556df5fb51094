package dev.mazzo.euchre;

import dev.mazzo.game.Game;

/**
 * The Euchre family's entry point (euchre.md): the rules of {@code euchre-4p} typed with the
 * family's state and view, for a host that knows the family. A host that does not know it finds the
 * variant in the catalog ({@code Variants.byId("euchre-4p")}) once this jar is on the class path.
 */
public final class Euchre {

  /** The variant id of E-1. */
  public static final String ID = EuchreVariant.ID;

  static final EuchreVariant VARIANT = new EuchreVariant();

  private Euchre() {}

  /**
   * The rules of {@code euchre-4p}, typed.
   *
   * @return the game
   */
  public static Game<EuchreState, EuchreView> game() {
    return VARIANT.typedGame();
  }
}
