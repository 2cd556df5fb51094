package dev.mazzo.table;

import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variant;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * A catalog entry of any family, written once: its id, name, players, deck size, options and
 * description as the family's spec gives them (briscola.md B-6, tombolon.md T-1), its id as its
 * text, and its game over any state and view ({@link #game()}). A family's subclass keeps its spec
 * and makes its game, typed with the family's state and view ({@link #typedGame()}), which the
 * family's entry point hands out by id ({@link #typed}).
 *
 * @param <S> the family's state
 * @param <V> the family's view
 */
public abstract class TableVariant<S extends GameState, V extends PlayerView> implements Variant {
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

  /**
   * The game of one of a family's variants, typed with the family's state and view, for the
   * family's entry point (such as {@code Briscola.game(id)}).
   *
   * @param variants the family's variants
   * @param id a variant id
   * @param <S> the family's state class
   * @param <V> the family's view class
   * @return the typed game, or none for an id that is not one of {@code variants}
   */
  public static <S extends GameState, V extends PlayerView> Option<Game<S, V>> typed(
      Seq<? extends TableVariant<S, V>> variants, String id) {
    return variants.find(v -> v.id().equals(id)).map(TableVariant::typedGame);
  }

  /**
   * The rules of this variant, typed with the family's state and view.
   *
   * @return the game, typed
   */
  protected abstract TableGame<S, V> typedGame();

  /** The rules of this variant over any state and view: {@link #typedGame()}, untyped. */
  @Override
  public final Game<GameState, PlayerView> game() {
    return typedGame().untyped();
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
