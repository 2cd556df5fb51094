package dev.mazzo.family;

import dev.mazzo.codec.Codec;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variant;
import io.vavr.collection.Seq;

/**
 * One family of games (Briscola, Tombolon …) as the rest of the library sees it: the boundary
 * through which a family hands over everything that is specific to it. The referee, the JSON
 * protocol, the terminal and the simulator are generic: they name no family and reach a family only
 * through this interface, found by {@link Families#of(String)} from a variant id.
 *
 * <p>A family is one package that implements this interface and registers it in one catalog line
 * ({@code provides dev.mazzo.family.Family with …} in {@code module-info.java}, and the same class
 * in {@code META-INF/services/dev.mazzo.family.Family} for the class path).
 *
 * <p>What a family must say is its name, its variants, its text, its tally and its greedy strategy:
 * none of it is JSON, so a family is written without Jackson. Its {@link #codec()} is the optional
 * JSON part: by default the {@linkplain Codec#common() common codec}, which writes the standard
 * trick-game shapes over the common actions; a family whose actions or views have fields of their
 * own overrides it (design.md, "The family kit").
 */
public interface Family {

  /**
   * The family's short lower-case name, such as {@code "briscola"}.
   *
   * @return the name, lower case
   */
  String name();

  /**
   * The family's variants, in catalog order.
   *
   * @return the variants this family serves
   */
  Seq<Variant> variants();

  /**
   * The family's JSON codec: how its actions are read and written and how its SUMMARY, VIEW,
   * HAND_RESULT and events are written (protocol.md). The protocol finds it here by variant id: it
   * is the seam's one JSON hook, and the only member of the seam that names the JSON part ({@code
   * dev.mazzo.codec}, which needs Jackson). It is optional: by default the {@linkplain
   * Codec#common() common codec} (deal, play and pass; the standard trick-game shapes), enough for
   * a family whose actions, views and events are the common ones, so that a family that wants no
   * JSON of its own writes none.
   *
   * <p>Only JSON asks for it, never the rules, the catalog or the kit: a family makes its codec on
   * the first call, not before ({@link AbstractFamily}'s constructor with a supplier of the codec),
   * so that its variants are played where Jackson is absent.
   *
   * @return the codec, the same object on every call
   */
  default Codec codec() {
    return Codec.common();
  }

  /**
   * True when this family has a variant with this id.
   *
   * @param variantId a variant id
   * @return whether one of {@link #variants()} has that id
   */
  default boolean owns(String variantId) {
    return variants().exists(v -> v.id().equals(variantId));
  }

  /**
   * The family's text for people: the labels of its actions, the parse of a typed move, the table
   * drawn for a seat and its events told in sentences (the terminal and any UI use it).
   *
   * @return the family's text
   */
  Text text();

  /**
   * A new, empty tally of what a simulation counts for this family, for matches that start as this
   * view shows (their variant, seats and sides).
   *
   * @param start the public view of a new match of one of the family's variants
   * @return an empty tally
   */
  Tally tally(PlayerView start);

  /**
   * The family's greedy strategy: the action a bot that looks no further than the current trick or
   * capture would choose.
   *
   * @return the strategy
   */
  Strategy greedy();
}
