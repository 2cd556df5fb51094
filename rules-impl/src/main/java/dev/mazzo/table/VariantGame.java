package dev.mazzo.table;

import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variant;
import io.vavr.control.Either;
import java.util.function.Function;

/**
 * A {@link TableGame} for one variant of a family whose matches are made from resolved {@link
 * TableRules}, written once: the variant it plays, a new match from the cached default rules or
 * from options resolved against the variant's option specs (briscola.md B-68, tombolon.md §10), and
 * which states and views are its own (of the family's classes and of this variant's id). A family
 * supplies the rest of its rules as for {@link TableGame}.
 *
 * @param <R> the family's rules class
 * @param <S> the family's state class
 * @param <V> the family's view class
 */
public abstract class VariantGame<R extends TableRules, S extends GameState, V extends PlayerView>
    extends TableGame<S, V> {

  private final Variant variant;
  private final R defaults;
  private final Setup<R, S, V> family;

  /**
   * The game of one variant.
   *
   * @param variant the variant
   * @param defaults the rules under the default options, resolved once
   * @param family the family's classes, and how it resolves rules and starts a match
   */
  protected VariantGame(Variant variant, R defaults, Setup<R, S, V> family) {
    this.variant = variant;
    this.defaults = defaults;
    this.family = family;
  }

  @Override
  public Variant variant() {
    return variant;
  }

  /** A match before its first deal: under the default rules unless options are given. */
  @Override
  public final Either<Rejection, S> newMatch(MatchOptions options) {
    if (options != null && options.values().isEmpty()) {
      return Either.right(family.start().apply(defaults));
    }
    return family.resolve().apply(options).map(family.start());
  }

  /** The state when it is of the family's class and of this variant, else null. */
  @Override
  protected final S own(GameState state) {
    return family.states().isInstance(state) && variant.id().equals(state.variantId())
        ? family.states().cast(state)
        : null;
  }

  /** The view when it is of the family's class and of a match of this variant, else null. */
  @Override
  protected final V ownView(PlayerView view) {
    return family.views().isInstance(view) && variant.id().equals(view.variantId())
        ? family.views().cast(view)
        : null;
  }

  /**
   * What the game of every variant of a family is made of: the family's state and view classes, how
   * it resolves a match's options into its rules, and the state of a new match under rules.
   *
   * @param states the family's state class
   * @param views the family's view class
   * @param resolve a match's options resolved into rules, or the MALFORMED rejection
   * @param start the state of a new match under rules, before its first deal
   * @param <R> the family's rules class
   * @param <S> the family's state class
   * @param <V> the family's view class
   */
  public record Setup<R, S, V>(
      Class<S> states,
      Class<V> views,
      Function<MatchOptions, Either<Rejection, R>> resolve,
      Function<R, S> start) {}
}
