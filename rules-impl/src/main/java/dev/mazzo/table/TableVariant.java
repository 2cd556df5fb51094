package dev.mazzo.table;

import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.Variant;
import io.vavr.collection.Seq;

/**
 * A catalog entry of any family, written once: its id, name, players, deck size, options and
 * description as the family's spec gives them (briscola.md B-6, tombolon.md T-1), its id as its
 * text. A family's subclass keeps its spec and makes its game.
 */
public abstract class TableVariant implements Variant {
  private final String id;
  private final String name;
  private final int players;
  private final int deckSize;
  private final Seq<OptionSpec> options;
  private final String description;

  /**
   * An entry of the catalog.
   *
   * @param id the stable id, e.g. {@code briscola-2p}
   * @param name the display name
   * @param players the number of seats
   * @param deckSize the number of cards under the default options
   * @param options the options the variant accepts, in their order
   * @param description one paragraph for people
   */
  protected TableVariant(
      String id,
      String name,
      int players,
      int deckSize,
      Seq<OptionSpec> options,
      String description) {
    this.id = id;
    this.name = name;
    this.players = players;
    this.deckSize = deckSize;
    this.options = options;
    this.description = description;
  }

  @Override
  public final String id() {
    return id;
  }

  @Override
  public final String name() {
    return name;
  }

  @Override
  public final int players() {
    return players;
  }

  @Override
  public final int deckSize() {
    return deckSize;
  }

  @Override
  public final Seq<OptionSpec> options() {
    return options;
  }

  @Override
  public final String description() {
    return description;
  }

  @Override
  public final String toString() {
    return id;
  }
}
