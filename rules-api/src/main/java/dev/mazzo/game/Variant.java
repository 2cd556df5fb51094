package dev.mazzo.game;

import dev.mazzo.card.SuitStyle;
import io.vavr.collection.Seq;

/**
 * One entry of the catalog: a game with a stable id (such as {@code briscola-2p}), its display
 * name, its players, its deck size, the options it accepts and its rules.
 */
public interface Variant {
  /** The stable, lower-case id, such as {@code "briscola-2p"}. */
  String id();

  /** The display name, such as "Briscola (2 players)". */
  String name();

  /** The number of seats. */
  int players();

  /** The number of cards in the deck under the default options. */
  int deckSize();

  /** The options it accepts, each with its default. */
  Seq<OptionSpec> options();

  /** A one-paragraph description, naming the rules chapter. */
  String description();

  /**
   * The suit signs of the variant's pack, for a UI's faces and a narrator's suit names: Latin for
   * the Briscola and Tombolon families, French for the others. The default, French, is what a
   * variant that does not say gets.
   */
  default SuitStyle suitStyle() {
    return SuitStyle.FRENCH;
  }

  /** The rules, over any state and view (a state of another variant is MALFORMED). */
  Game<GameState, PlayerView> game();

  /**
   * The class of every view {@link #game()} makes, such as a family's own view with the fields its
   * games add (an auction, a kitty): a host reads it from the catalog once and picks its renderer,
   * or casts with {@link Class#cast}, instead of guessing with {@code instanceof} per family. The
   * default, {@link PlayerView}, is what a variant that does not say gets.
   *
   * @return the view class; every view of the variant is an instance of it
   */
  default Class<? extends PlayerView> viewType() {
    return PlayerView.class;
  }

  /**
   * The class of every hand result of the variant's matches (in {@link GameState#results()} and
   * {@link Event.HandScored#result()}), such as a family's own with its contract; as {@link
   * #viewType()}, the default is {@link HandResult}.
   *
   * @return the result class; every hand result of the variant is an instance of it
   */
  default Class<? extends HandResult> handResultType() {
    return HandResult.class;
  }
}
